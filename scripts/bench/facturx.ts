// Issue 32's bench row: one invoice's Factur-X document (the CII XML and the PDF/A-3b, fonts subset and
// embedded, as invoice-document.ts renders it at issue) against the plain PDF invoices had before it (the
// renderer of commit 2ed9d5d, taken from git into .tmp/bench), in one run, alternating, in this process.
//   npm run bench:facturx -- [--runs 200]
import { execFileSync } from 'node:child_process';
import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { renderInvoiceDocument } from '../../apps/server/src/modules/invoices/invoice-document.js';
import { SAMPLE_CREDIT_NOTE_ROW, SAMPLE_INVOICE_ROW, SAMPLE_SELF_BILLED_ROW } from './lib/invoice-row.js';
import { root } from './lib/server.js';
import { summarize } from './lib/stats.js';
import { printTable } from './lib/table.js';

const { values } = parseArgs({ options: { runs: { type: 'string', default: '200' } } });
const RUNS = Number(values.runs);
// The last commit whose invoices were plain PDFs (standard Helvetica, no XML).
const PLAIN_COMMIT = '2ed9d5d';

const dir = path.join(root, '.tmp/bench');
mkdirSync(dir, { recursive: true });
const plainFile = path.join(dir, 'invoice-pdf-plain.ts');
writeFileSync(
  plainFile,
  execFileSync('git', ['show', `${PLAIN_COMMIT}:apps/server/src/modules/invoices/invoice-pdf.ts`], {
    cwd: root,
    encoding: 'utf8',
  }),
);
const { renderInvoicePdf } = (await import(plainFile)) as {
  renderInvoicePdf: (row: typeof SAMPLE_INVOICE_ROW) => Promise<Uint8Array>;
};

const plain: number[] = [];
const facturx: number[] = [];
const selfBilled: number[] = [];
const creditNote: number[] = [];
// The self-billed invoice (389, the freelancer in the franchise) and the credit note cancelling it (381).
const corrected = { numero: SAMPLE_SELF_BILLED_ROW.numero, issuedOn: SAMPLE_SELF_BILLED_ROW.issuedOn };
const renderSelfBilled = () => renderInvoiceDocument(SAMPLE_SELF_BILLED_ROW);
const renderCreditNote = () => renderInvoiceDocument(SAMPLE_CREDIT_NOTE_ROW, corrected);
let sizes = { plain: 0, facturx: 0, selfBilled: 0, creditNote: 0 };
// Warm-up (JIT, fonts read and parsed, the sRGB profile read once), then alternate so both share the machine's noise.
for (let i = 0; i < 10; i++) {
  sizes = {
    plain: (await renderInvoicePdf(SAMPLE_INVOICE_ROW)).byteLength,
    facturx: (await renderInvoiceDocument(SAMPLE_INVOICE_ROW)).pdf.byteLength,
    selfBilled: (await renderSelfBilled()).pdf.byteLength,
    creditNote: (await renderCreditNote()).pdf.byteLength,
  };
}
for (let i = 0; i < RUNS; i++) {
  let t0 = performance.now();
  await renderInvoicePdf(SAMPLE_INVOICE_ROW);
  plain.push(performance.now() - t0);
  t0 = performance.now();
  await renderInvoiceDocument(SAMPLE_INVOICE_ROW);
  facturx.push(performance.now() - t0);
  t0 = performance.now();
  await renderSelfBilled();
  selfBilled.push(performance.now() - t0);
  t0 = performance.now();
  await renderCreditNote();
  creditNote.push(performance.now() - t0);
}
const result = printTable(
  [
    {
      measure: `before: plain invoice PDF (${PLAIN_COMMIT}, Helvetica, ${sizes.plain} bytes)`,
      ...summarize(plain),
      noRatio: true,
    },
    {
      measure: `after: Factur-X invoice (CII XML + PDF/A-3b, Inter embedded, ${sizes.facturx} bytes)`,
      ...summarize(facturx),
      target: { stat: 'p95', max: 250 },
      noRatio: true,
    },
    {
      measure: `self-billed invoice AF (389, franchise, payee IBAN, ${sizes.selfBilled} bytes)`,
      ...summarize(selfBilled),
      target: { stat: 'p95', max: 250 },
      noRatio: true,
    },
    {
      measure: `credit note A (381, naming the AF it cancels, ${sizes.creditNote} bytes)`,
      ...summarize(creditNote),
      target: { stat: 'p95', max: 250 },
      noRatio: true,
    },
  ],
  { engine: 'none (in process)', scale: 0, date: new Date().toISOString().slice(0, 10) },
);
writeFileSync(path.join(dir, 'result-facturx.json'), JSON.stringify(result, null, 2));
