// `npm run bench:searchlog` (issue 30): what the search log costs. Four rows:
//   - the answer path: SearchLogWriter.record() (the row's content built and queued), p50 and p95, and the batched
//     writes' throughput (rows chained and inserted per second);
//   - a search's cost with the log on and off: searchmatch at SCALE candidates (default 100,000, the bench
//     marketplace of `npm run bench`), in this process (app.inject), in alternating blocks of 25 searches with the
//     log on, then off (record() made a no-op: the first page is still read to 50 rows and their parts computed, so
//     the row measures the row's building, queueing and writing); each on-block's rows written before the block's CPU time is read,
//     so that the CPU per search counts the writes too. Target (issue 30): ≤ 1 ms p50 more with the log on;
//   - the check: adm/verifySearchLog over a generated chain of ROWS rows (default 1,000,000), each
//     with SEARCH_LOG_RESULTS results, as a busy log would hold (the rows are made in SQL, their hashes chained
//     here, then `VACUUM ANALYZE`d as autovacuum does an insert-only table, then checked by the function the route
//     calls; on the embedded engine also by the database's own sha256, the check before the copy). Target (issue 30): ≤ 10 s for 1,000,000 rows.
//   (50 users searching at once, log on: `npx tsx --conditions=source scripts/bench/searchmatch-load.ts`, the server
//   in its own process as in production: the log is always on there.)
//   npm run bench:searchlog [-- --rows 1000000 --records 20000 --scale 100000 --searches 400]   (0 skips a row)
// Embedded database in memory by default (the search's row: .tmp/bench/data-<scale>), DATABASE_URL=postgres://…
// for PostgreSQL. Each row prints wall and CPU time (this process; on PostgreSQL also the database's backends
// serving it, read from /proc) and the load average when it ends.
import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { RANKING_VERSION, SEARCH_LOG_RESULTS, TOKEN_HEADER } from '@passerelle/shared';
import { sql } from 'drizzle-orm';
import { buildApp, createStorage } from '../../apps/server/src/app.js';
import { loadConfig } from '../../apps/server/src/config/env.js';
import { type Database, migrateDatabase, openDatabase, queryRows } from '../../apps/server/src/db/client.js';
import { type LoggedResult, SearchLogWriter } from '../../apps/server/src/modules/matching/search-log.js';
import { GENESIS, verifySearchLog } from '../../apps/server/src/modules/matching/search-log.repository.js';
import { activeAccounts, GENERATED_PASSWORD, withMarketplace } from './lib/marketplace.js';
import { SEARCH_KINDS } from './lib/searchmatch.js';
import { processCpuMs as cpuMs, root } from './lib/server.js';
import { percentile } from './lib/stats.js';

const { values } = parseArgs({
  options: {
    rows: { type: 'string', default: '1000000' },
    records: { type: 'string', default: '20000' },
    scale: { type: 'string', default: '100000' },
    searches: { type: 'string', default: '400' },
  },
});
const ROWS = Number(values.rows);
const RECORDS = Number(values.records);
const SCALE = Number(values.scale);
const SEARCHES = Number(values.searches);
const databaseUrl = process.env.DATABASE_URL;
const engine = databaseUrl ? 'PostgreSQL' : 'embedded';

const load = () => readFileSync('/proc/loadavg', 'utf8').split(' ').slice(0, 3).join(' ');
const ownCpuMs = () => {
  const usage = process.cpuUsage();
  return (usage.user + usage.system) / 1000;
};

/**
 * PostgreSQL: the CPU time of the backends serving this database (and their parallel workers) while `work` runs,
 * sampled every 20 ms (a parallel worker that lives less than that is missed), in ms; 0 on the embedded engine
 * (it runs in this process: its CPU time is this process's).
 */
async function databaseCpuWhile<T>(database: Database, work: () => Promise<T>): Promise<{ result: T; dbMs: number }> {
  if (database.kind !== 'postgres' || !databaseUrl) return { result: await work(), dbMs: 0 };
  const pg = (await import('pg')).default;
  const watcher = new pg.Client({ connectionString: databaseUrl });
  await watcher.connect();
  const start = new Map<number, number>();
  const last = new Map<number, number>();
  const sample = async () => {
    const { rows } = await watcher.query<{ pid: number }>(
      'SELECT pid FROM pg_stat_activity WHERE datname = current_database() AND pid <> pg_backend_pid()',
    );
    for (const { pid } of rows) {
      const now = cpuMs([pid]);
      if (!start.has(pid)) start.set(pid, now);
      last.set(pid, now);
    }
  };
  await sample();
  // A process that starts meanwhile (a parallel worker, a new connection) counts from its start.
  const before = new Set(start.keys());
  let sampling = true;
  const loop = (async () => {
    while (sampling) {
      await sample();
      await new Promise((resolve) => setTimeout(resolve, 20));
    }
  })();
  try {
    const result = await work();
    sampling = false;
    await loop;
    await sample();
    let dbMs = 0;
    for (const [pid, end] of last) dbMs += end - (before.has(pid) ? (start.get(pid) ?? end) : 0);
    return { result, dbMs };
  } finally {
    sampling = false;
    await watcher.end();
  }
}

const database = await openDatabase(databaseUrl ? { url: databaseUrl } : {});
const db = database.db;
try {
  await migrateDatabase(database);
  await queryRows(db, sql`TRUNCATE search_log RESTART IDENTITY`);

  // 1. The answer path: record() as a search calls it, with 50 results.
  if (RECORDS > 0) await recordRow(database);
  // 2. A generated chain of ROWS rows.
  if (ROWS > 0) await verifyRow(database);
} finally {
  await database.close();
}
// 3. A search's cost with the log on and off.
if (SCALE > 0) await searchCostRow();

async function recordRow(database: Database): Promise<void> {
  const db = database.db;
  await queryRows(db, sql`TRUNCATE search_log RESTART IDENTITY`);
  const writer = new SearchLogWriter(db, { error: (o: unknown) => console.error(o) });
  const results: LoggedResult[] = Array.from({ length: SEARCH_LOG_RESULTS }, (_, i) => [100_000 + i, 90 - i, 1, 0.6667, 0.9833]);
  const criteria = { skills: ['react', 'node.js', 'postgresql'], skills_plus: ['docker'], niv_exp: '1-10', date_dispo: null };
  const samples: number[] = [];
  const started = performance.now();
  const cpu0 = ownCpuMs();
  for (let i = 0; i < RECORDS; i++) {
    const t0 = performance.now();
    writer.record({ kind: 'searchmatch', userId: 1 + (i % 50), clientId: 1 + (i % 50), criteria, results });
    samples.push(performance.now() - t0);
    // As searches come: the event loop turns between them, and the batches are written meanwhile.
    if (i % 50 === 49) await new Promise((resolve) => setImmediate(resolve));
  }
  await writer.close();
  const elapsed = (performance.now() - started) / 1000;
  const cpuPerRow = (ownCpuMs() - cpu0) / RECORDS;
  samples.sort((a, b) => a - b);
  console.log(
    `record() on the answer path: p50 ${(percentile(samples, 50) * 1000).toFixed(1)} µs, p95 ${(percentile(samples, 95) * 1000).toFixed(1)} µs; ` +
      `${RECORDS} rows chained and written in ${elapsed.toFixed(1)} s (${Math.round(RECORDS / elapsed)} rows/s), ` +
      `CPU ${cpuPerRow.toFixed(2)} ms per row this process${database.kind === 'postgres' ? ' (the database apart)' : ''} [${engine}, load ${load()}]`,
  );
  const small = await verifySearchLog(db);
  if (small.rupture !== null || small.lignes !== RECORDS) throw new Error(`chain of the records: ${JSON.stringify(small)}`);
}

async function verifyRow(database: Database): Promise<void> {
  const db = database.db;
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
  // What autovacuum does to an insert-only table (PostgreSQL 13+: after 1,000 + 20 % new rows): the statistics
  // that let the hashes' statement run in parallel, the visibility map that lets the links' statement read the
  // index (id) INCLUDE (prev_hash, hash) alone.
  const vacuumStart = performance.now();
  await queryRows(db, sql`VACUUM ANALYZE search_log`);
  console.log(`VACUUM ANALYZE search_log: ${((performance.now() - vacuumStart) / 1000).toFixed(1)} s`);
  // On the embedded engine, the rows copied out and hashed in Node (what the route runs), then the database's own
  // check (its sha256 in wasm: the route's check before issue 30's copy), over the same chain.
  const engines = database.kind === 'pglite' ? (['auto', 'sql'] as const) : (['auto'] as const);
  for (const check of engines) {
    const cpu0 = ownCpuMs();
    const t0 = performance.now();
    const timings = { hashesMs: 0, linksMs: 0 };
    const { result: checked, dbMs } = await databaseCpuWhile(database, () => verifySearchLog(db, { timings, engine: check }));
    const seconds = (performance.now() - t0) / 1000;
    const cpu = (ownCpuMs() - cpu0) / 1000;
    const how =
      database.kind === 'postgres'
        ? 'in the database'
        : check === 'auto'
          ? 'rows copied, hashed in Node'
          : "the database's sha256";
    console.log(
      `verifySearchLog (${how}) over ${checked.lignes} rows: wall ${seconds.toFixed(2)} s (target ≤ 10 s for 1,000,000), ` +
        `CPU ${cpu.toFixed(2)} s this process${database.kind === 'postgres' ? ` + ${(dbMs / 1000).toFixed(2)} s database` : ''}; ` +
        `hashes ${(timings.hashesMs / 1000).toFixed(2)} s, links ${(timings.linksMs / 1000).toFixed(2)} s (wall); ` +
        `${checked.rupture === null ? 'valid' : `broken at ${checked.rupture}`} [${engine}, load ${load()}]`,
    );
    if (checked.rupture !== null || checked.lignes !== ROWS) throw new Error('the generated chain does not verify');
  }
}

/**
 * searchmatch at SCALE candidates, the app in this process (app.inject, the embedded database in this process too
 * when it is the engine), the log on then off by blocks of BLOCK searches: p50 of each, and the CPU time per search
 * (this process; on PostgreSQL also its backends), each on-block's rows written before its CPU time is read.
 */
async function searchCostRow(): Promise<void> {
  const BLOCK = 25;
  const dataDir = path.join(root, '.tmp/bench', databaseUrl ? 'files-postgres' : `data-${SCALE}`);
  const accounts = await withMarketplace({ dataDir, databaseUrl, scale: SCALE }, (database) => activeAccounts(database, 1));
  const config = loadConfig({ ...process.env, DATA_DIR: dataDir, DATABASE_URL: databaseUrl, LOG_LEVEL: 'silent' });
  const database = await openDatabase({
    url: config.databaseUrl,
    dataDir: path.join(dataDir, 'db'),
    poolSize: config.databasePoolSize,
  });
  const app = await buildApp({ config, database, storage: createStorage(config), startJobs: false });
  try {
    await app.ready();
    // The candidate index built before measuring (the server's start builds it in the background).
    await app.ctx.matchIndex.sync();
    const login = await app.inject({
      method: 'POST',
      url: '/api/users/login',
      payload: { email: accounts.clients[0], password: GENERATED_PASSWORD },
    });
    const token = (login.json() as { token: string }).token;
    const searches = SEARCH_KINDS.map(([, body]) => body);
    const search = async (i: number) => {
      const res = await app.inject({
        method: 'POST',
        url: '/api/cl/searchmatch',
        payload: searches[i % searches.length],
        headers: { [TOKEN_HEADER]: token },
      });
      if (res.statusCode !== 200) throw new Error(`searchmatch: ${res.statusCode} ${res.body.slice(0, 200)}`);
    };
    const writer = app.ctx.searchLog;
    const record = writer.record.bind(writer);
    // Warm-up, log on: statements prepared, the JIT warm.
    for (let i = 0; i < 40; i++) await search(i);
    await writer.flush();
    const rowsBefore = writer.written;
    const times = { on: [] as number[], off: [] as number[] };
    const cpu = { on: 0, off: 0 };
    const dbCpu = { on: 0, off: 0 };
    for (let block = 0, i = 0; i < SEARCHES; block++) {
      const mode = block % 2 === 0 ? 'on' : 'off';
      writer.record = mode === 'on' ? record : () => undefined;
      const cpu0 = ownCpuMs();
      const { dbMs } = await databaseCpuWhile(database, async () => {
        for (let k = 0; k < BLOCK && i < SEARCHES; k++, i++) {
          const t0 = performance.now();
          await search(i);
          times[mode].push(performance.now() - t0);
        }
        // The block's rows in the database: their writing counts in the block's CPU time.
        await writer.flush();
      });
      cpu[mode] += ownCpuMs() - cpu0;
      dbCpu[mode] += dbMs;
    }
    writer.record = record;
    const logged = writer.written - rowsBefore;
    if (logged !== times.on.length) throw new Error(`${logged} rows logged for ${times.on.length} searches with the log on`);
    const p50 = (xs: number[]) =>
      percentile(
        [...xs].sort((a, b) => a - b),
        50,
      );
    const f = (x: number) => x.toFixed(2);
    const perSearch = (mode: 'on' | 'off') =>
      `${f(cpu[mode] / times[mode].length)} ms${database.kind === 'postgres' ? ` + database ${f(dbCpu[mode] / times[mode].length)} ms` : ''}`;
    console.log(
      `searchmatch at ${SCALE} candidates, ${times.on.length} searches log on / ${times.off.length} off (blocks of ${BLOCK}, 4 kinds): ` +
        `p50 ${f(p50(times.on))} ms on, ${f(p50(times.off))} ms off, difference ${f(p50(times.on) - p50(times.off))} ms (target ≤ 1 ms); ` +
        `CPU per search ${perSearch('on')} on, ${perSearch('off')} off [${engine}, load ${load()}]`,
    );
  } finally {
    // The app's close writes the queued rows, then closes the database.
    await app.close();
  }
}
