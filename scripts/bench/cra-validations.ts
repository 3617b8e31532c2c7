// Issue 32's bench row (and issue 31's CRA deadline): 20 CRA validations at once through the app (the route a
// member calls: the client invoice F and the freelancer's AF issued in one transaction, their Factur-X documents
// drawn after the answer, one at a time: the row « documents drawn » is how long after the batch's last answer), then 20 CRAs past their deadline validated by one run of the periodic job. Each round
// checks that the F and AF numbers it issued are consecutive, with no gap and no duplicate. On the embedded engine
// (in memory), or on PostgreSQL with DATABASE_URL (an empty database of your own: the script migrates it and adds
// its rows).
//   npm run bench:cras -- [--rounds 5] [--concurrency 20]
//   DATABASE_URL=postgres://… npm run bench:cras
import { randomBytes } from 'node:crypto';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { buildApp } from '../../apps/server/src/app.js';
import { loadConfig } from '../../apps/server/src/config/env.js';
import { migrateDatabase, openDatabase } from '../../apps/server/src/db/client.js';
import { runCraDeadline } from '../../apps/server/src/modules/cras/cra-deadline.js';
import { billedMission, makeCra } from '../../apps/server/src/test/mission-work.js';
import { root } from './lib/server.js';
import { summarize } from './lib/stats.js';
import { printTable } from './lib/table.js';

const { values } = parseArgs({
  options: { rounds: { type: 'string', default: '5' }, concurrency: { type: 'string', default: '20' } },
});
const ROUNDS = Number(values.rounds);
const N = Number(values.concurrency);
const url = process.env.DATABASE_URL;
const engine = url ? 'PostgreSQL' : 'PGlite';

const dataDir = mkdtempSync(path.join(os.tmpdir(), 'passerelle-bench-cras-'));
const database = await openDatabase(url ? { url } : {});
await migrateDatabase(database);
const config = loadConfig({
  NODE_ENV: 'production',
  DATA_DIR: dataDir,
  LOG_LEVEL: 'silent',
  SESSION_SECRET: randomBytes(32).toString('hex'),
  APP_URL: 'http://localhost:3000',
  INVOICE_ISSUER_NAME: 'Passerelle SAS',
  INVOICE_ISSUER_SIREN: '912345675',
  INVOICE_ISSUER_ADDRESS: '12 rue de la Paix, 75002 Paris',
  INVOICE_ISSUER_VAT: 'FR65912345675',
});
const app = await buildApp({ config, database });
await app.ready();
const { ctx } = app;

/** `n` submitted CRAs (November 2026, 15 days at 600 €), each of its own company and freelancer. */
async function submittedCras(n: number, submittedAt: string) {
  const made = [];
  for (let i = 0; i < n; i++) {
    const { client, mission } = await billedMission(app);
    const jours = Object.fromEntries(Array.from({ length: 15 }, (_, d) => [`2026-11-${String(d + 2).padStart(2, '0')}`, 1]));
    const cra = await makeCra(ctx, mission.id, { mois: '2026-11', jours, submittedAt });
    made.push({ cra, token: client.token });
  }
  return made;
}

/** The F and AF numbers issued for these CRAs are consecutive in each series: their errors, if any. */
async function gaplessErrors(craIds: number[]): Promise<string[]> {
  const rows = await database.query<{ type: string; year: number; seq: number }>(
    'SELECT type, year, seq FROM invoices WHERE cra_id = ANY($1) ORDER BY type, year, seq',
    [craIds],
  );
  const errors: string[] = [];
  for (const type of ['client', 'autofacturation']) {
    const seqs = rows.filter((r) => r.type === type).map((r) => r.seq);
    const consecutive = seqs.every((s, i) => i === 0 || s === (seqs[i - 1] as number) + 1);
    if (seqs.length !== craIds.length || !consecutive) errors.push(`${type}: ${seqs.length} numbers, ${seqs.join(',')}`);
  }
  return errors;
}

const perRequest: number[] = [];
const perRound: number[] = [];
const perDrawing: number[] = [];
const perJob: number[] = [];
const errors: string[] = [];
// Round 0 warms up (JIT, fonts, the sRGB profile): not recorded.
for (let round = 0; round <= ROUNDS; round++) {
  const batch = await submittedCras(N, '2026-11-02T09:00:00Z');
  const started = performance.now();
  const times = await Promise.all(
    batch.map(async ({ cra, token }) => {
      const t0 = performance.now();
      const res = await app.inject({
        method: 'POST',
        url: '/api/cl/validateCra',
        headers: { 'sb-tkn': token },
        payload: { id: cra.id },
      });
      if (res.statusCode !== 200) errors.push(`validateCra ${cra.id}: ${res.statusCode} ${res.body}`);
      return performance.now() - t0;
    }),
  );
  const total = performance.now() - started;
  await ctx.invoiceDrawings.flush();
  const drawnMs = performance.now() - started - total;
  errors.push(...(await gaplessErrors(batch.map((b) => b.cra.id))));

  // The same number of CRAs past their deadline, validated by one run of the job (one after the other).
  const due = await submittedCras(N, '2026-11-02T09:00:00Z');
  const j0 = performance.now();
  const done = await runCraDeadline(ctx, new Date('2026-12-01T09:00:00Z'));
  const jobMs = performance.now() - j0;
  if (done.valides !== N) errors.push(`job round ${round}: ${done.valides} validated of ${N}`);
  errors.push(...(await gaplessErrors(due.map((b) => b.cra.id))));
  if (round === 0) continue;
  perRequest.push(...times);
  perRound.push(total);
  perDrawing.push(drawnMs);
  perJob.push(jobMs);
  console.info(`round ${round}: ${N} at once in ${total.toFixed(0)} ms; the job, ${N} due CRAs, in ${jobMs.toFixed(0)} ms`);
}
await app.close();
rmSync(dataDir, { recursive: true, force: true });

const result = printTable(
  [
    {
      measure: `validateCra, ${N} at once (F + AF issued): one request`,
      ...summarize(perRequest),
      errors: errors.length ? errors.slice(0, 5) : undefined,
      noRatio: true,
    },
    {
      measure: `validateCra, ${N} at once: the whole batch (numbers gapless: ${errors.length === 0 ? 'yes' : 'NO'})`,
      ...summarize(perRound),
      noRatio: true,
    },
    {
      measure: `validateCra, ${N} at once: their ${2 * N} Factur-X documents drawn, after the batch's last answer`,
      ...summarize(perDrawing),
      noRatio: true,
    },
    { measure: `CRA deadline job: one run validating ${N} due CRAs`, ...summarize(perJob), noRatio: true },
  ],
  { engine, scale: 0, date: new Date().toISOString().slice(0, 10) },
);
const dir = path.join(root, '.tmp/bench');
mkdirSync(dir, { recursive: true });
writeFileSync(path.join(dir, `result-cras-${engine.toLowerCase()}.json`), JSON.stringify(result, null, 2));
if (errors.length) {
  console.error(errors.join('\n'));
  process.exit(1);
}
