import { PDFDocument, StandardFonts } from '@cantoo/pdf-lib';
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
