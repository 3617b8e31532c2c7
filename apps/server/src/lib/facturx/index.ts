import { PDFDocument, type RGB } from '@cantoo/pdf-lib';
import { PageCanvas } from './canvas.js';
import { buildCii } from './cii.js';
import { parsedFontkit } from './fonts.js';
import { computeTotals, type FacturxInvoice, type Totals } from './model.js';
import { type DocumentInfo, saveAsFacturx } from './pdfa.js';

/**
 * The Factur-X engine (profile EN 16931): an invoice model in, its CII XML and the PDF/A-3b that shows it and
 * carries it out. The page is drawn by the caller from the same model and totals, so that what a person reads
 * and what a machine reads cannot differ. docs/invoices.md describes the whole.
 */

export { PageCanvas, type TextStyle } from './canvas.js';
export { buildCii } from './cii.js';
export * from './model.js';
export * from './money.js';
export { FACTURX_FILENAME } from './pdfa.js';
export { assertIssuable, FacturxRuleError } from './rules.js';

export const A4: [number, number] = [595.28, 841.89];

export interface FacturxDocument {
  xml: string;
  pdf: Uint8Array;
}

/**
 * Builds the XML (refusing an invoice EN 16931 would reject: FacturxRuleError), lets `drawPage` draw the page
 * on an A4 canvas, and saves the PDF/A-3b with the XML embedded.
 */
export async function renderFacturx(
  invoice: FacturxInvoice,
  options: { info: Omit<DocumentInfo, 'keywords'>; ink: RGB; drawPage: (canvas: PageCanvas, totals: Totals) => void },
): Promise<FacturxDocument> {
  const xml = buildCii(invoice);
  const pdf = await PDFDocument.create({ updateMetadata: false });
  pdf.registerFontkit(parsedFontkit);
  const page = pdf.addPage(A4);
  const canvas = new PageCanvas(options.ink);
  options.drawPage(canvas, computeTotals(invoice));
  await canvas.drawOn(pdf, page);
  const bytes = await saveAsFacturx(pdf, xml, {
    ...options.info,
    keywords: ['Factur-X', 'EN 16931', invoice.typeCode === '381' ? 'Avoir' : 'Facture', invoice.number],
  });
  return { xml, pdf: bytes };
}
