// `npx tsx --conditions=source scripts/bench/searchmatch-load.ts` (issue 20, item 3): the rows
// "searchmatch, 1 user" and "searchmatch, 50 users at once" of `npm run bench`, alone, so that a change can be
// measured before and after in a few seconds. Same data (.tmp/bench/data-<scale>, or DATABASE_URL), same
// searches, same server (`npm start` in its own process).
//   … searchmatch-load.ts [--scale 100000] [--users 50] [--seconds 10] [--runs 200] [--rounds 1] [--port 3591]
//                         [--cpu-prof DIR]   (the server writes a V8 CPU profile into DIR when it stops)
// Besides latency and throughput, each round prints the CPU time the server's process spent per search of
// the 50-user phase (and, on PostgreSQL, the database's backends for this database): on a machine shared
// with other work, throughput follows the machine's load, CPU time per request much less.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { activeAccounts, GENERATED_PASSWORD, withMarketplace } from './lib/marketplace.js';
import { jsonPoster, SEARCH_KINDS } from './lib/searchmatch.js';
import { buildOnce, processCpuMs as cpuMs, root, startServer, stopServer, waitHealthy, waitSettled } from './lib/server.js';
import { summarize, timeConcurrent, timeSequential } from './lib/stats.js';

const { values } = parseArgs({
  options: {
    scale: { type: 'string', default: '100000' },
    users: { type: 'string', default: '50' },
    seconds: { type: 'string', default: '10' },
    runs: { type: 'string', default: '200' },
    rounds: { type: 'string', default: '1' },
    port: { type: 'string', default: '3591' },
    'cpu-prof': { type: 'string' },
  },
});
const USERS = Number(values.users);
const BASE = `http://127.0.0.1:${values.port}`;
const databaseUrl = process.env.DATABASE_URL;
const dataDir = path.join(root, '.tmp/bench', databaseUrl ? 'files-postgres' : `data-${values.scale}`);

buildOnce();
const accounts = await withMarketplace({ dataDir, databaseUrl, scale: Number(values.scale) }, (db) => activeAccounts(db, USERS));
const profDir = values['cpu-prof'];
const server = startServer({
  port: Number(values.port),
  dataDir,
  nodeArgs: profDir ? ['--cpu-prof', `--cpu-prof-dir=${path.resolve(profDir)}`] : [],
});
try {
  await waitHealthy(server, BASE, 600_000);
  console.log(`server settled after ${((await waitSettled(server.pid as number)) / 1000).toFixed(1)} s`);
  const post = jsonPoster(BASE);
  const tokens: string[] = [];
  for (const email of accounts.clients.slice(0, USERS))
    tokens.push((await post<{ token: string }>('/api/users/login', { email, password: GENERATED_PASSWORD })).token);
  const searches = SEARCH_KINDS.map(([, body]) => body);
  // PostgreSQL: the backends serving this database (the pool's connections, open once the logins are done).
  const backendPids = async (): Promise<number[]> => {
    if (!databaseUrl) return [];
    const pg = (await import('pg')).default;
    const client = new pg.Client({ connectionString: databaseUrl });
    await client.connect();
    try {
      const { rows } = await client.query<{ pid: number }>(
        'SELECT pid FROM pg_stat_activity WHERE datname = current_database() AND pid <> pg_backend_pid()',
      );
      return rows.map((r) => r.pid);
    } finally {
      await client.end();
    }
  };
  for (let round = 0; round < Number(values.rounds); round++) {
    const one = summarize(
      await timeSequential((i) => post('/api/cl/searchmatch', searches[i % searches.length], tokens[0]), Number(values.runs)),
    );
    const pid = server.pid as number;
    const dbBefore = new Map((await backendPids()).map((p) => [p, cpuMs([p])]));
    const serverBefore = cpuMs([pid]);
    const clientBefore = process.cpuUsage();
    const many = await timeConcurrent(
      (worker, i) => post('/api/cl/searchmatch', searches[(worker + i) % searches.length], tokens[worker]),
      USERS,
      Number(values.seconds) * 1000,
    );
    const serverCpu = (cpuMs([pid]) - serverBefore) / many.times.length;
    const clientUsage = process.cpuUsage(clientBefore);
    const clientCpu = (clientUsage.user + clientUsage.system) / 1000 / many.times.length;
    // Backends opened during the phase (the pool growing) count from their start.
    let dbMs = 0;
    for (const p of await backendPids()) dbMs += cpuMs([p]) - (dbBefore.get(p) ?? 0);
    const dbCpu = dbMs / many.times.length;
    const s = summarize(many.times);
    const f = (x: number) => x.toFixed(1);
    console.log(
      `${databaseUrl ? 'postgres' : 'pglite'} round ${round + 1}: 1 user p50/p95 ${f(one.p50)} / ${f(one.p95)} ms · ` +
        `${USERS} users p50/p95 ${f(s.p50)} / ${f(s.p95)} ms, ${f(many.perSecond)} req/s · CPU per search: server ${f(serverCpu)} ms` +
        (databaseUrl ? `, database ${f(dbCpu)} ms` : '') +
        `, clients ${f(clientCpu)} ms` +
        ` · load ${readFileSync('/proc/loadavg', 'utf8').split(' ').slice(0, 3).join(' ')}`,
    );
  }
} finally {
  await stopServer(server);
}
