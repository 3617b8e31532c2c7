import { deflateSync } from 'node:zlib';
import { PDFDocument, PDFName, StandardFonts } from '@cantoo/pdf-lib';
import { zip } from './zip.js';

/** Real documents with text for the tests that read them (briefs, CVs): PDF by @cantoo/pdf-lib, DOCX by our zip writer. */

/** A PDF whose pages hold these lines (Helvetica: Latin-1 text). An empty page list per page: no text, a "scan". */
export async function pdfWithText(pages: string[][]): Promise<Buffer> {
  const doc = await PDFDocument.create();
  const font = await doc.embedFont(StandardFonts.Helvetica);
  for (const lines of pages) {
    const page = doc.addPage();
    lines.forEach((line, i) => {
      page.drawText(line, { x: 50, y: 750 - i * 16, size: 12, font });
    });
  }
  return Buffer.from(await doc.save());
}

/** A Word document (DOCX) of these paragraphs. */
export function wordWithText(paragraphs: string[]): Buffer {
  const body = paragraphs.map((p) => `<w:p><w:r><w:t xml:space="preserve">${p}</w:t></w:r></w:p>`).join('');
  return zip([
    {
      name: '[Content_Types].xml',
      data: Buffer.from(
        '<?xml version="1.0" encoding="UTF-8"?><Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types">' +
          '<Default Extension="xml" ContentType="application/xml"/>' +
          '<Override PartName="/word/document.xml" ContentType="application/vnd.openxmlformats-officedocument.wordprocessingml.document.main+xml"/></Types>',
      ),
    },
    {
      name: 'word/document.xml',
      data: Buffer.from(
        '<?xml version="1.0" encoding="UTF-8" standalone="yes"?>' +
          '<w:document xmlns:w="http://schemas.openxmlformats.org/wordprocessingml/2006/main">' +
          `<w:body>${body}</w:body></w:document>`,
      ),
    },
  ]);
}

/**
 * Hostile documents (issue 28): small files that unpack to far more than they weigh. Generated here, so that
 * no binary fixture sits in the repository.
 */

const generated = new Map<string, Promise<Buffer> | Buffer>();

/** Each hostile file is made once per test file (deflating tens of MB takes a second). */
function once<T extends Promise<Buffer> | Buffer>(key: string, make: () => T): T {
  if (!generated.has(key)) generated.set(key, make());
  return generated.get(key) as T;
}

/** A one-page PDF whose content stream is `megabytes` MB of text operators, deflated (60 MB → about 180 KB). */
export function pdfWithHugePage(megabytes: number): Promise<Buffer> {
  return once(`pdf-operators-${megabytes}`, () => makePdfWithHugePage(megabytes));
}

async function makePdfWithHugePage(megabytes: number): Promise<Buffer> {
  const show = Buffer.from('(Go, Go, Go, Go, Go, Go, Go, Go, ) Tj 0 -1 Td\n');
  const head = Buffer.from('BT /F1 1 Tf 50 700 Td\n');
  const count = Math.ceil((megabytes * 1_000_000) / show.length);
  const operators = Buffer.alloc(head.length + count * show.length + 3);
  head.copy(operators);
  for (let at = 0; at < count; at++) show.copy(operators, head.length + at * show.length);
  operators.write('ET\n', operators.length - 3);
  return pdfOfOnePage(operators);
}

/** A one-page PDF whose content stream is `operators`, deflated, with Helvetica as /F1. */
async function pdfOfOnePage(operators: Buffer): Promise<Buffer> {
  const doc = await PDFDocument.create();
  const font = await doc.embedFont(StandardFonts.Helvetica);
  const page = doc.addPage();
  page.node.setFontDictionary(PDFName.of('F1'), font.ref);
  const contents = doc.context.stream(deflateSync(operators, { level: 9 }), { Filter: 'FlateDecode' });
  page.node.set(PDFName.of('Contents'), doc.context.register(contents));
  return Buffer.from(await doc.save({ useObjectStreams: false }));
}

/**
 * A one-page PDF whose content stream is one text operator and then `megabytes` MB of blanks: PDF.js keeps what
 * it inflates outside the V8 heap (200 MB deflate to some 200 KB, 1,000 MB to under 1 MB).
 */
export function pdfWithBlankPage(megabytes: number): Promise<Buffer> {
  return once(`pdf-blanks-${megabytes}`, () => makePdfWithBlankPage(megabytes));
}

async function makePdfWithBlankPage(megabytes: number): Promise<Buffer> {
  const operators = Buffer.alloc(megabytes * 1_000_000, ' ');
  operators.write('BT /F1 12 Tf 50 700 Td (Bonjour) Tj ET');
  return pdfOfOnePage(operators);
}

/** A DOCX whose word/document.xml holds `megabytes` MB of short paragraphs (38.5 MB → about 150 KB). */
export function wordWithHugeBody(megabytes: number): Buffer {
  return once(`docx-${megabytes}`, () => makeWordWithHugeBody(megabytes));
}

function makeWordWithHugeBody(megabytes: number): Buffer {
  const paragraph = 'Go, Go, Go, Go, Go, Go, Go, Go, Go, Go, Go, Go, Go, Go, Go, Go, Go, Go, Go, Kotlin';
  const xml = `<w:p><w:r><w:t xml:space="preserve">${paragraph}</w:t></w:r></w:p>`;
  return wordWithText(Array.from({ length: Math.ceil((megabytes * 1_000_000) / xml.length) }, () => paragraph));
}
