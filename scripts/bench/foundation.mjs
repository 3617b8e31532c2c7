#!/usr/bin/env node
// Foundation figures (issue 2): cold start of `npm start` to a healthy /api/health, resident memory at
// idle, login requests per second (autocannon), and the time of one argon2id hash.
// Embedded database by default; set DATABASE_URL to measure on PostgreSQL.
import { spawn } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import autocannon from 'autocannon';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const PORT = 3190;
const BASE = `http://127.0.0.1:${PORT}`;
const EMAIL = 'bench-root@passerelle.test';
const PASSWORD = 'Banc-Essai-2026';

function rssMb(pid) {
  const status = readFileSync(`/proc/${pid}/status`, 'utf8');
  return Number(/VmRSS:\s+(\d+)/.exec(status)?.[1] ?? 0) / 1024;
}

async function startServer(dataDir) {
  const started = performance.now();
  const child = spawn(process.execPath, [path.join(root, 'scripts/start.mjs')], {
    cwd: root,
    env: {
      ...process.env,
      PORT: String(PORT),
      DATA_DIR: dataDir,
      LOG_LEVEL: 'warn',
      ADMIN_EMAIL: EMAIL,
      ADMIN_PASSWORD: PASSWORD,
    },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  for (;;) {
    try {
      const res = await fetch(`${BASE}/api/health`);
      if (res.ok) return { child, ms: performance.now() - started, db: (await res.json()).db };
    } catch {}
    if (child.exitCode !== null) throw new Error('the server stopped');
    await new Promise((r) => setTimeout(r, 25));
  }
}

async function stop(child) {
  const exited = new Promise((r) => child.once('exit', (code) => r(code)));
  child.kill('SIGTERM');
  return exited;
}

function cannon(options) {
  return new Promise((resolve, reject) => autocannon(options, (err, result) => (err ? reject(err) : resolve(result))));
}

const dataDir = mkdtempSync(path.join(os.tmpdir(), 'passerelle-bench-'));
try {
  // Build first, so that the start figures are start figures.
  await new Promise((r) =>
    spawn(process.execPath, [path.join(root, 'scripts/start.mjs'), '--build-only'], { stdio: 'inherit' }).on('exit', r),
  );

  const first = await startServer(dataDir);
  const firstExit = await stop(first.child);
  const second = await startServer(dataDir);
  await new Promise((r) => setTimeout(r, 5000));
  const idle = rssMb(second.child.pid);

  const body = JSON.stringify({ email: EMAIL, password: PASSWORD });
  const check = await fetch(`${BASE}/api/users/login`, { method: 'POST', headers: { 'content-type': 'application/json' }, body });
  if (!check.ok) throw new Error(`login failed: ${check.status} ${await check.text()}`);
  const login = await cannon({
    url: `${BASE}/api/users/login`,
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body,
    connections: 10,
    duration: 10,
  });
  const health = await cannon({ url: `${BASE}/api/health`, connections: 10, duration: 5 });
  const afterLoad = rssMb(second.child.pid);
  const exitCode = await stop(second.child);

  const { hash } = await import('@node-rs/argon2');
  const options = { algorithm: 2, memoryCost: 19_456, timeCost: 2, parallelism: 1 };
  await hash('warm-up', options);
  const t0 = performance.now();
  for (let i = 0; i < 20; i++) await hash(`mot-de-passe-${i}`, options);
  const hashMs = (performance.now() - t0) / 20;

  const rows = [
    ['database', first.db],
    ['cold start, new DATA_DIR (ms)', first.ms.toFixed(0)],
    ['cold start, existing data (ms)', second.ms.toFixed(0)],
    ['resident memory at idle (MB)', idle.toFixed(0)],
    [
      'login req/s (10 connections, 10 s)',
      `${login.requests.average.toFixed(0)} (p50 ${login.latency.p50} ms, p99 ${login.latency.p99} ms, errors ${login.errors + login.non2xx})`,
    ],
    ['health req/s (10 connections, 5 s)', `${health.requests.average.toFixed(0)} (p50 ${health.latency.p50} ms)`],
    ['resident memory after load (MB)', afterLoad.toFixed(0)],
    ['argon2id m=19456 KiB t=2 p=1, one hash (ms)', hashMs.toFixed(1)],
    ['exit codes on SIGTERM', `${firstExit}, ${exitCode}`],
  ];
  const width = Math.max(...rows.map(([k]) => k.length));
  for (const [k, v] of rows) console.log(`${k.padEnd(width)}  ${v}`);
} finally {
  rmSync(dataDir, { recursive: true, force: true });
}
