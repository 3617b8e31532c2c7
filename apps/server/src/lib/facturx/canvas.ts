import type { PDFDocument, PDFFont, PDFPage, RGB } from '@cantoo/pdf-lib';
import { facesOf, runsOf, type Weight, widthOf } from './fonts.js';

/**
 * What a page draws, recorded first and drawn at the end: only then is it known which fonts the page uses,
 * and only those are embedded (the `latin-ext` faces of fonts.ts appear in a file only when a name needs
 * them). Text is measured with the fonts' own metrics, the ones pdf-lib writes in the PDF's width arrays.
 */

export interface TextStyle {
  size?: number;
  bold?: boolean;
  color?: RGB;
}

type Op =
  | { kind: 'text'; value: string; x: number; y: number; size: number; weight: Weight; color: RGB }
  | { kind: 'rect'; x: number; y: number; width: number; height: number; color: RGB };

// Ligatures and contextual forms off: one glyph per character, so that the measured width is the drawn one
// and the text copied from the PDF is the text written.
const FEATURES = { liga: false, calt: false, kern: false };

export class PageCanvas {
  private readonly ops: Op[] = [];

  constructor(private readonly ink: RGB) {}

  text(value: string, x: number, y: number, style: TextStyle = {}): void {
    this.ops.push({
      kind: 'text',
      value,
      x,
      y,
      size: style.size ?? 10,
      weight: style.bold ? 'bold' : 'regular',
      color: style.color ?? this.ink,
    });
  }

  /** Text whose right edge is at `right`. */
  textRight(value: string, right: number, y: number, style: TextStyle = {}): void {
    this.text(value, right - this.width(value, style), y, style);
  }

  width(value: string, style: TextStyle = {}): number {
    return widthOf(value, style.size ?? 10, style.bold ? 'bold' : 'regular');
  }

  /** `text` cut into lines no wider than `width`, at word boundaries. */
  wrap(text: string, width: number, style: TextStyle = {}): string[] {
    const lines: string[] = [];
    let line = '';
    for (const word of text.split(' ')) {
      const next = line ? `${line} ${word}` : word;
      if (line && this.width(next, style) > width) {
        lines.push(line);
        line = word;
      } else line = next;
    }
    if (line) lines.push(line);
    return lines;
  }

  rect(x: number, y: number, width: number, height: number, color: RGB): void {
    this.ops.push({ kind: 'rect', x, y, width, height, color });
  }

  /** Embeds the fonts the recorded text uses (subset to its glyphs) and draws everything on `page`. */
  async drawOn(pdf: PDFDocument, page: PDFPage): Promise<void> {
    const embedded = new Map<string, PDFFont>();
    const fontFor = async (weight: Weight, index: number): Promise<PDFFont> => {
      const key = `${weight}:${index}`;
      let font = embedded.get(key);
      if (!font) {
        const face = facesOf(weight)[index];
        if (!face) throw new Error(`no face ${key}`);
        font = await pdf.embedFont(face.bytes, { subset: true, customName: face.subsetName, features: FEATURES });
        embedded.set(key, font);
      }
      return font;
    };
    for (const op of this.ops) {
      if (op.kind === 'rect') {
        page.drawRectangle({ x: op.x, y: op.y, width: op.width, height: op.height, color: op.color });
        continue;
      }
      let x = op.x;
      for (const run of runsOf(op.value, op.weight)) {
        const font = await fontFor(op.weight, run.face);
        page.drawText(run.text, { x, y: op.y, size: op.size, font, color: op.color });
        x += (run.units * op.size) / (facesOf(op.weight)[run.face]?.metrics.unitsPerEm ?? 1000);
      }
    }
  }
}
