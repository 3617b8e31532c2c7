// Issue 33's bench rows for the bank files (apps/server/src/lib/banking, docs/payments.md), in this process:
// reading a camt.053 statement of 5,000 entries and matching it against 50,000 open invoices (the import
// route adds its queries and writes: its target is 3 s in all, so reading and matching must stay well under
// 1 s), and writing a pain.001 payout order of 1,000 transfers (target 1 s).
//   npm run bench:banking -- [--runs 20] [--entries 5000] [--invoices 50000] [--transfers 1000]
import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { sampleCamt053, sampleInvoiceNumber } from '../../apps/server/src/lib/banking/camt053-sample.js';
import { buildPain001, matchStatement, type OpenInvoice, readCamt053 } from '../../apps/server/src/lib/banking/index.js';
import { root } from './lib/server.js';
import { summarize } from './lib/stats.js';
import { printTable } from './lib/table.js';

const { values } = parseArgs({
  options: {
    runs: { type: 'string', default: '20' },
    entries: { type: 'string', default: '5000' },
    invoices: { type: 'string', default: '50000' },
    transfers: { type: 'string', default: '1000' },
  },
});
const RUNS = Number(values.runs);
const ENTRIES = Number(values.entries);
const INVOICES = Number(values.invoices);
const TRANSFERS = Number(values.transfers);

// The statement as the upload hands it over (bytes), and the open invoices as the service would load them.
const statement = Buffer.from(sampleCamt053({ entries: ENTRIES, invoices: INVOICES }));
const invoices = new Map<string, OpenInvoice>(
  Array.from({ length: INVOICES }, (_, i) => {
    const numero = sampleInvoiceNumber(2026, i + 1);
    return [numero, { id: i + 1, numero, resteDuCents: 1_000_000 }];
  }),
);
const order = {
  messageId: 'BENCH-VIR-1',
  createdAt: new Date('2026-12-01T08:00:00Z'),
  executionDate: '2026-12-02',
  debtor: { name: 'Passerelle SAS', iban: 'FR7630006000011234567890189', bic: 'AGRIFRPP' },
  transfers: Array.from({ length: TRANSFERS }, (_, i) => ({
    endToEndId: `BENCH-${i + 1}`,
    amountCents: 10_000 + ((i * 7919) % 900_000),
    creditor: { name: `Léa Müller n° ${i + 1}`, iban: 'FR1420041010050500013M02606', bic: i % 2 ? 'PSSTFRPPPAR' : null },
    remittance: `AF-2026-${String(i + 1).padStart(6, '0')}`,
  })),
};

const read: number[] = [];
const match: number[] = [];
const both: number[] = [];
const write: number[] = [];
const cpu = { import: 0, write: 0 };
let matched = 0;
let orderBytes = 0;
// Warm-up (JIT), then alternate both jobs so they share the machine's noise.
for (let i = 0; i < 3; i++) {
  matched = matchStatement(readCamt053(statement), invoices).rapproches.length;
  orderBytes = Buffer.byteLength(buildPain001(order).xml);
}
for (let i = 0; i < RUNS; i++) {
  let c0 = process.cpuUsage();
  const t0 = performance.now();
  const file = readCamt053(statement);
  const t1 = performance.now();
  matchStatement(file, invoices);
  const t2 = performance.now();
  let c = process.cpuUsage(c0);
  cpu.import += (c.user + c.system) / 1000;
  read.push(t1 - t0);
  match.push(t2 - t1);
  both.push(t2 - t0);
  c0 = process.cpuUsage();
  const t3 = performance.now();
  buildPain001(order);
  write.push(performance.now() - t3);
  c = process.cpuUsage(c0);
  cpu.write += (c.user + c.system) / 1000;
}

const mb = (statement.byteLength / 1024 / 1024).toFixed(2);
const result = printTable(
  [
    { measure: `camt.053 read: ${ENTRIES.toLocaleString('en')} entries, ${mb} MB`, ...summarize(read), noRatio: true },
    {
      measure: `match against ${INVOICES.toLocaleString('en')} open invoices (${matched.toLocaleString('en')} matched)`,
      ...summarize(match),
      noRatio: true,
    },
    { measure: 'camt.053 read + match', ...summarize(both), target: { stat: 'p95', max: 1000 }, noRatio: true },
    { measure: 'camt.053 read + match, CPU time (mean)', value: cpu.import / RUNS, unit: 'ms' },
    {
      measure: `pain.001.001.03 write: ${TRANSFERS.toLocaleString('en')} transfers, ${(orderBytes / 1024).toFixed(0)} KB`,
      ...summarize(write),
      target: { stat: 'p95', max: 1000 },
      noRatio: true,
    },
    { measure: 'pain.001 write, CPU time (mean)', value: cpu.write / RUNS, unit: 'ms' },
  ],
  { engine: 'none (in process)', scale: 0, date: new Date().toISOString().slice(0, 10) },
);
const dir = path.join(root, '.tmp/bench');
mkdirSync(dir, { recursive: true });
writeFileSync(path.join(dir, 'result-banking.json'), JSON.stringify(result, null, 2));
