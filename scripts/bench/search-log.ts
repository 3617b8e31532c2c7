// `npm run bench:searchlog` (issue 30): what the search log costs. Two rows:
//   - the answer path: SearchLogWriter.record() (the row's content built and queued), p50 and p95, and the batched
//     writes' throughput (rows chained and inserted per second);
//   - the check: adm/verifySearchLog's statement over a generated chain of ROWS rows (default 1,000,000), each
//     with SEARCH_LOG_RESULTS results, as a busy log would hold (the rows are made in SQL, their hashes chained
//     here, then checked by the same function the route calls).
//   npm run bench:searchlog [-- --rows 1000000 --records 20000]
// Embedded database in memory by default, DATABASE_URL=postgres://… for PostgreSQL. Target (issue 30): the check
// of 1,000,000 rows ≤ 10 s.
import { createHash } from 'node:crypto';
import { parseArgs } from 'node:util';
import { RANKING_VERSION, SEARCH_LOG_RESULTS } from '@passerelle/shared';
import { sql } from 'drizzle-orm';
import { migrateDatabase, openDatabase, queryRows } from '../../apps/server/src/db/client.js';
import { type LoggedResult, SearchLogWriter } from '../../apps/server/src/modules/matching/search-log.js';
import { GENESIS, verifySearchLog } from '../../apps/server/src/modules/matching/search-log.repository.js';
import { percentile } from './lib/stats.js';

const { values } = parseArgs({
  options: { rows: { type: 'string', default: '1000000' }, records: { type: 'string', default: '20000' } },
});
const ROWS = Number(values.rows);
const RECORDS = Number(values.records);

const database = await openDatabase(process.env.DATABASE_URL ? { url: process.env.DATABASE_URL } : {});
const db = database.db;
try {
  await migrateDatabase(database);
  await queryRows(db, sql`TRUNCATE search_log RESTART IDENTITY`);

  // 1. The answer path: record() as a search calls it, with 50 results.
  const writer = new SearchLogWriter(db, { error: (o: unknown) => console.error(o) });
  const results: LoggedResult[] = Array.from({ length: SEARCH_LOG_RESULTS }, (_, i) => [100_000 + i, 90 - i, 1, 0.6667, 0.9833]);
  const criteria = { skills: ['react', 'node.js', 'postgresql'], skills_plus: ['docker'], niv_exp: '1-10', date_dispo: null };
  const samples: number[] = [];
  const started = performance.now();
  for (let i = 0; i < RECORDS; i++) {
    const t0 = performance.now();
    writer.record({ kind: 'searchmatch', userId: 1 + (i % 50), clientId: 1 + (i % 50), criteria, results });
    samples.push(performance.now() - t0);
    // As searches come: the event loop turns between them, and the batches are written meanwhile.
    if (i % 50 === 49) await new Promise((resolve) => setImmediate(resolve));
  }
  await writer.close();
  const elapsed = (performance.now() - started) / 1000;
  samples.sort((a, b) => a - b);
  console.log(
    `record() on the answer path: p50 ${(percentile(samples, 50) * 1000).toFixed(1)} µs, p95 ${(percentile(samples, 95) * 1000).toFixed(1)} µs; ` +
      `${RECORDS} rows chained and written in ${elapsed.toFixed(1)} s (${Math.round(RECORDS / elapsed)} rows/s)`,
  );
  const small = await verifySearchLog(db);
  if (small.rupture !== null || small.lignes !== RECORDS) throw new Error(`chain of the records: ${JSON.stringify(small)}`);

  // 2. A generated chain of ROWS rows.
  await queryRows(db, sql`TRUNCATE search_log RESTART IDENTITY`);
  const at = '2026-11-29T10:00:00.000Z';
  const contentOf = (g: number) =>
    `{"at":"${at}","kind":"searchmatch","user":${g % 97},"client":${g % 97},"criteria":{"skills":["react","node.js"],"niv_exp":"1-10"},"version":"${RANKING_VERSION}","results":[${Array(
      SEARCH_LOG_RESULTS,
    )
      .fill(`[${g},${g % 100},1,0.6667,0.9833]`)
      .join(',')}]}`;
  const genStart = performance.now();
  const BATCH = 50_000;
  let prev = GENESIS;
  for (let from = 1; from <= ROWS; from += BATCH) {
    const to = Math.min(ROWS, from + BATCH - 1);
    const ids: number[] = [];
    const prevs: string[] = [];
    const hashes: string[] = [];
    for (let g = from; g <= to; g++) {
      const hash = createHash('sha256')
        .update(prev + contentOf(g), 'utf8')
        .digest('hex');
      ids.push(g);
      prevs.push(prev);
      hashes.push(hash);
      prev = hash;
    }
    await queryRows(
      db,
      sql`INSERT INTO search_log (at, kind, user_id, client_id, content, candidate_ids, prev_hash, hash)
          SELECT ${at}::timestamptz, 'searchmatch', g % 97, g % 97,
                 '{"at":"${sql.raw(at)}","kind":"searchmatch","user":' || (g % 97) || ',"client":' || (g % 97) ||
                 ',"criteria":{"skills":["react","node.js"],"niv_exp":"1-10"},"version":"${sql.raw(RANKING_VERSION)}","results":[' ||
                 rtrim(repeat('[' || g || ',' || (g % 100) || ',1,0.6667,0.9833],', ${SEARCH_LOG_RESULTS}), ',') || ']}',
                 ARRAY[g], p, h
            FROM unnest(${`{${ids.join(',')}}`}::int[], ${`{${prevs.join(',')}}`}::text[], ${`{${hashes.join(',')}}`}::text[]) AS u(g, p, h)`,
    );
  }
  console.log(`chain of ${ROWS} rows generated in ${((performance.now() - genStart) / 1000).toFixed(1)} s`);
  const t0 = performance.now();
  const checked = await verifySearchLog(db);
  const seconds = (performance.now() - t0) / 1000;
  console.log(
    `verifySearchLog over ${checked.lignes} rows: ${seconds.toFixed(2)} s (target ≤ 10 s), ${checked.rupture === null ? 'valid' : `broken at ${checked.rupture}`} ` +
      `[${process.env.DATABASE_URL ? 'PostgreSQL' : 'embedded'}]`,
  );
  if (checked.rupture !== null || checked.lignes !== ROWS) throw new Error('the generated chain does not verify');
} finally {
  await database.close();
}
