// Foundation figures (issue 2): cold start of `npm start` to a healthy /api/health on a new and on an
// existing DATA_DIR, resident memory at idle, login requests per second (10 at once), the time of one
// argon2id hash, and (issue 34) the resident memory 20 s after a start on a new DATA_DIR (target ≤ 300 MB on the
// embedded database). Embedded database by default; set DATABASE_URL to measure on PostgreSQL.
//   npm run bench:foundation [-- --port 3190]
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { hashPassword } from '../../apps/server/src/lib/passwords.js';
import { buildOnce, rssMb, startServer, stopServer, waitHealthy } from './lib/server.js';
import { summarize, timeConcurrent } from './lib/stats.js';

const { values } = parseArgs({ options: { port: { type: 'string', default: '3190' } } });
const PORT = Number(values.port);
/** Issue 34: the embedded server's resident memory 20 s after a start on a new DATA_DIR. */
const FIRST_START_IDLE_MAX_MB = 300;
const BASE = `http://127.0.0.1:${PORT}`;
const EMAIL = 'bench-root@passerelle.test';
const PASSWORD = 'Banc-Essai-2026';

/** 10 connections calling `url` back to back for `seconds`: req/s, p50 / p99, failures. */
async function hammer(url: string, seconds: number, init?: RequestInit) {
  let failures = 0;
  const run = await timeConcurrent(
    async () => {
      const response = await fetch(url, init);
      await response.arrayBuffer();
      if (!response.ok) failures++;
    },
    10,
    seconds * 1000,
  );
  return { perSecond: run.perSecond, ...summarize(run.times), failures };
}

async function timedStart(dataDir: string) {
  const started = performance.now();
  const child = startServer({ port: PORT, dataDir, env: { ADMIN_EMAIL: EMAIL, ADMIN_PASSWORD: PASSWORD } });
  await waitHealthy(child, BASE);
  const ms = performance.now() - started;
  const db = ((await (await fetch(`${BASE}/api/health`)).json()) as { db: string }).db;
  return { child, ms, db };
}

const dataDir = mkdtempSync(path.join(os.tmpdir(), 'passerelle-bench-'));
try {
  // Build first, so that the start figures are start figures.
  buildOnce();
  const first = await timedStart(dataDir);
  await new Promise((r) => setTimeout(r, 20_000));
  const firstIdle = rssMb(first.child.pid as number);
  const firstExit = await stopServer(first.child);
  const second = await timedStart(dataDir);
  await new Promise((r) => setTimeout(r, 5000));
  const pid = second.child.pid as number;
  const idle = rssMb(pid);

  const body = JSON.stringify({ email: EMAIL, password: PASSWORD });
  const headers = { 'content-type': 'application/json' };
  const check = await fetch(`${BASE}/api/users/login`, { method: 'POST', headers, body });
  if (!check.ok) throw new Error(`login failed: ${check.status} ${await check.text()}`);
  const login = await hammer(`${BASE}/api/users/login`, 10, { method: 'POST', headers, body });
  const health = await hammer(`${BASE}/api/health`, 5);
  const afterLoad = rssMb(pid);
  const exitCode = await stopServer(second.child);

  await hashPassword('warm-up');
  const t0 = performance.now();
  for (let i = 0; i < 20; i++) await hashPassword(`mot-de-passe-${i}`);
  const hashMs = (performance.now() - t0) / 20;

  const rows = [
    ['database', first.db],
    ['cold start, new DATA_DIR (ms)', first.ms.toFixed(0)],
    [
      'resident memory 20 s after the start on a new DATA_DIR (MB)',
      `${firstIdle.toFixed(0)}${first.db === 'pglite' ? ` (target ≤ ${FIRST_START_IDLE_MAX_MB})` : ''}`,
    ],
    ['cold start, existing data (ms)', second.ms.toFixed(0)],
    ['resident memory at idle (MB)', idle.toFixed(0)],
    [
      'login req/s (10 connections, 10 s)',
      `${login.perSecond.toFixed(0)} (p50 ${login.p50.toFixed(1)} ms, p99 ${login.p99.toFixed(1)} ms, errors ${login.failures})`,
    ],
    ['health req/s (10 connections, 5 s)', `${health.perSecond.toFixed(0)} (p50 ${health.p50.toFixed(1)} ms)`],
    ['resident memory after load (MB)', afterLoad.toFixed(0)],
    ['argon2id m=19456 KiB t=2 p=1, one hash (ms)', hashMs.toFixed(1)],
    ['exit codes on SIGTERM', `${firstExit}, ${exitCode}`],
  ];
  const width = Math.max(...rows.map(([k]) => (k as string).length));
  for (const [k, v] of rows) console.log(`${(k as string).padEnd(width)}  ${v}`);
} finally {
  rmSync(dataDir, { recursive: true, force: true });
}
