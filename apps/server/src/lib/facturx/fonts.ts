import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import fontkit, { type Font } from '@cantoo/fontkit';
import type { PDFDocument } from '@cantoo/pdf-lib';

/**
 * The invoices' typeface: Inter (SIL Open Font License 1.1, which allows embedding it in documents), as the
 * @fontsource/inter package ships it (WOFF files, one per Unicode subset), parsed by @cantoo/fontkit (MIT,
 * the font engine @cantoo/pdf-lib is tested with). PDF/A wants every font embedded: the standard 14 PDF
 * fonts (Helvetica…) are not. Two subsets per weight cover the Latin script: `latin` (French, «», ’, €) and
 * `latin-ext` (Ł, Ő, Ș… in a freelancer's name). A character in neither is drawn as « ? » (never as the
 * font's .notdef glyph, which PDF/A forbids); the XML keeps the exact text.
 */

export type Weight = 'regular' | 'bold';

export interface Face {
  /** The WOFF file, as pdf-lib embeds it (subset to the glyphs used). */
  bytes: Uint8Array;
  /** The same font parsed once, for measuring text. */
  metrics: Font;
  /** The embedded font's name: a fixed subset tag, so that the same invoice gives the same file. */
  subsetName: string;
}

const require = createRequire(import.meta.url);
const FILES = path.join(path.dirname(require.resolve('@fontsource/inter/package.json')), 'files');
const SUBSETS = ['latin', 'latin-ext'] as const;
const WEIGHTS: Record<Weight, { file: number; name: string; tag: string }> = {
  regular: { file: 400, name: 'Inter-Regular', tag: 'PSRL' },
  bold: { file: 700, name: 'Inter-Bold', tag: 'PSRB' },
};

function loadFace(weight: Weight, subset: (typeof SUBSETS)[number]): Face {
  const { file, name, tag } = WEIGHTS[weight];
  const bytes = new Uint8Array(readFileSync(path.join(FILES, `inter-${subset}-${file}-normal.woff`)));
  const metrics = fontkit.create(bytes);
  if (!('unitsPerEm' in metrics)) throw new Error(`not a single font: ${subset} ${file}`);
  return { bytes, metrics, subsetName: `${tag}${subset === 'latin' ? 'LA' : 'LX'}+${name}` };
}

let loaded: Record<Weight, Face[]> | undefined;

/** The faces of a weight, in the order a character looks for its glyph (read from disk once). */
export function facesOf(weight: Weight): Face[] {
  loaded ??= {
    regular: SUBSETS.map((subset) => loadFace('regular', subset)),
    bold: SUBSETS.map((subset) => loadFace('bold', subset)),
  };
  return loaded[weight];
}

/**
 * The fontkit to register on a PDFDocument: for the faces of this module it answers their font parsed once (the
 * one text is measured with) instead of parsing the WOFF again for every embedding. A font parsed afresh decodes
 * its tables again (WOFF inflate, GSUB/GPOS lookups) at the first text laid out, about two thirds of a contract's
 * drawing time; the parsed font keeps them decoded. Its glyph cache is emptied at each embedding, as a fresh parse
 * had it: the files are byte for byte the ones drawn with a fresh parse (facturx.test.ts checks a sequence of
 * documents). Any other font goes to fontkit itself.
 */
export const parsedFontkit: Parameters<PDFDocument['registerFontkit']>[0] = {
  create(bytes: Uint8Array, postscriptName?: string) {
    for (const weight of ['regular', 'bold'] as const) {
      const face = facesOf(weight).find((f) => f.bytes === bytes);
      if (face) {
        // A glyph object keeps the code points of its first request (fontkit caches glyphs by id), and pdf-lib writes
        // the ToUnicode map from them: one first fetched as a component of a composite glyph (subsetting, at the
        // save of an earlier document) has none, and « ’ » would copy as nothing. A fresh parse started each
        // embedding with no glyph cached; emptying the cache does the same and keeps the decoded tables.
        (face.metrics as unknown as { _glyphs: Record<number, unknown> })._glyphs = {};
        return face.metrics as never;
      }
    }
    return (postscriptName === undefined ? fontkit.create(bytes) : fontkit.create(bytes, postscriptName)) as never;
  },
};

/** What the page prints of a text: the narrow no-break space Intl writes becomes a no-break space (Inter's latin subset has no glyph for U+202F). */
export const printable = (text: string): string => text.replace(/\u202f/g, '\u00a0');

export interface Run {
  face: number;
  text: string;
  /** Width in font units. */
  units: number;
}

/** `text` cut into runs of one face each; a character no face has becomes « ? » in the first face. */
export function runsOf(text: string, weight: Weight): Run[] {
  const faces = facesOf(weight);
  const runs: Run[] = [];
  for (const char of printable(text)) {
    const code = char.codePointAt(0) ?? 0x3f;
    let face = faces.findIndex((f) => f.metrics.hasGlyphForCodePoint(code));
    const shown = face < 0 ? '?' : char;
    if (face < 0) face = 0;
    const units = faces[face]?.metrics.glyphForCodePoint(shown.codePointAt(0) ?? 0x3f)?.advanceWidth ?? 0;
    const last = runs[runs.length - 1];
    if (last && last.face === face) {
      last.text += shown;
      last.units += units;
    } else runs.push({ face, text: shown, units });
  }
  return runs;
}

/** Width of `text` at `size` points. */
export function widthOf(text: string, size: number, weight: Weight): number {
  const faces = facesOf(weight);
  return runsOf(text, weight).reduce((sum, run) => sum + (run.units * size) / (faces[run.face]?.metrics.unitsPerEm ?? 1000), 0);
}
