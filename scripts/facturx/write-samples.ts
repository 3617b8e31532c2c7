// Writes one Factur-X document of each kind to a folder (default .tmp/facturx): the engine's four samples
// (380, 389 in the VAT franchise, 389 liable to VAT, 381) drawn with the invoices' page, and a client invoice
// row, a self-billed invoice row and its credit note's, rendered exactly as the API stores them. For
// scripts/check-facturx.sh, which validates them.
//   npx tsx --conditions=source scripts/facturx/write-samples.ts [folder]
import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { FIXTURES } from '../../apps/server/src/lib/facturx/fixtures.js';
import { renderFacturx } from '../../apps/server/src/lib/facturx/index.js';
import { renderInvoiceDocument } from '../../apps/server/src/modules/invoices/invoice-document.js';
import { drawInvoicePage, INK } from '../../apps/server/src/modules/invoices/invoice-page.js';
import { SAMPLE_CREDIT_NOTE_ROW, SAMPLE_INVOICE_ROW, SAMPLE_SELF_BILLED_ROW } from '../bench/lib/invoice-row.js';

const folder = path.resolve(process.argv[2] ?? '.tmp/facturx');
mkdirSync(folder, { recursive: true });
const createdAt = new Date('2026-12-01T09:00:00Z');
for (const [kind, invoice] of Object.entries(FIXTURES)) {
  const { xml, pdf } = await renderFacturx(invoice, {
    info: { title: `Document ${invoice.number}`, author: invoice.seller.name, subject: `Échantillon ${kind}`, createdAt },
    ink: INK,
    drawPage: (canvas, totals) => drawInvoicePage(canvas, invoice, totals, { contact: 'Claire Dubois' }),
  });
  writeFileSync(path.join(folder, `${kind}.xml`), xml);
  writeFileSync(path.join(folder, `${kind}.pdf`), pdf);
}
const { xml, pdf } = await renderInvoiceDocument(SAMPLE_INVOICE_ROW);
writeFileSync(path.join(folder, 'row-380.xml'), xml);
writeFileSync(path.join(folder, 'row-380.pdf'), pdf);
// The self-billed invoice and its credit note, as rows the API stores (modules/invoices/self-billing.ts, credit-notes.ts).
const selfBilled = await renderInvoiceDocument(SAMPLE_SELF_BILLED_ROW);
writeFileSync(path.join(folder, 'row-389.xml'), selfBilled.xml);
writeFileSync(path.join(folder, 'row-389.pdf'), selfBilled.pdf);
const credit = await renderInvoiceDocument(SAMPLE_CREDIT_NOTE_ROW, {
  numero: SAMPLE_SELF_BILLED_ROW.numero,
  issuedOn: SAMPLE_SELF_BILLED_ROW.issuedOn,
});
writeFileSync(path.join(folder, 'row-381.xml'), credit.xml);
writeFileSync(path.join(folder, 'row-381.pdf'), credit.pdf);
console.log(`7 documents written to ${folder}`);
