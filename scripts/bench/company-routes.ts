// `npx tsx --conditions=source scripts/bench/company-routes.ts` (issue 18, Measures): getMyOffre and
// searchmatch through the app, for one company among N (PGlite, or DATABASE_URL). It uses only what every
// version since issue 10 has (test/marketplace.ts), so that the same file, copied into a checkout of an older
// commit, gives that version's figures: the before/after of the team model on the company routes.
// company-lookup.ts times the one query that changed, both ways, on the current version.
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { buildApp } from '../../apps/server/src/app.js';
import { loadConfig } from '../../apps/server/src/config/env.js';
import { migrateDatabase, openDatabase } from '../../apps/server/src/db/client.js';
import { makeCandidate, makeClient, makeOffer } from '../../apps/server/src/test/marketplace.js';

const COMPANIES = Number(process.env.COMPANIES ?? 2000);
const CANDIDATES = Number(process.env.CANDIDATES ?? 2000);
const RUNS = Number(process.env.RUNS ?? 400);
const ROUNDS = Number(process.env.ROUNDS ?? 3);

const percentile = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? 0;

const dataDir = mkdtempSync(path.join(os.tmpdir(), 'passerelle-bench-routes-'));
const database = await openDatabase(process.env.DATABASE_URL ? { url: process.env.DATABASE_URL } : {});
try {
  await migrateDatabase(database);
  const config = loadConfig({
    NODE_ENV: 'production',
    DATA_DIR: dataDir,
    LOG_LEVEL: 'silent',
    SESSION_SECRET: randomBytes(32).toString('hex'),
  });
  const app = await buildApp({ config, database });
  await app.ready();
  const { ctx } = app;
  const owners = [];
  for (let i = 0; i < COMPANIES; i++) owners.push(await makeClient(ctx));
  const probe = owners[Math.floor(COMPANIES / 2)];
  if (!probe) throw new Error('no company');
  for (let i = 0; i < 20; i++) await makeOffer(ctx, probe.client.id);
  const skills = [['React', 'TypeScript'], ['Java', 'Spring'], ['React', 'Node.js'], ['Python']];
  for (let i = 0; i < CANDIDATES; i++) await makeCandidate(ctx, { skills: skills[i % skills.length] });
  // The token header's name has not changed since SPEC (sb-tkn).
  const headers = { 'sb-tkn': probe.token };
  const routes: [string, () => Promise<{ statusCode: number }>][] = [
    [
      'POST /api/cl/getMyOffre',
      () => app.inject({ method: 'POST', url: '/api/cl/getMyOffre', headers, payload: { id: probe.client.id } }),
    ],
    [
      'POST /api/cl/searchmatch',
      () => app.inject({ method: 'POST', url: '/api/cl/searchmatch', headers, payload: { skills: ['React'] } }),
    ],
  ];
  console.info(
    `${COMPANIES} companies, ${CANDIDATES} candidates, ${ROUNDS} rounds of ${RUNS} runs, ${process.env.DATABASE_URL ? 'PostgreSQL' : 'PGlite'}`,
  );
  for (let round = 1; round <= ROUNDS; round++) {
    for (const [name, call] of routes) {
      const first = await call();
      if (first.statusCode !== 200) throw new Error(`${name}: ${first.statusCode}`);
      for (let i = 0; i < 30; i++) await call();
      const samples: number[] = [];
      for (let i = 0; i < RUNS; i++) {
        const start = performance.now();
        await call();
        samples.push(performance.now() - start);
      }
      samples.sort((a, b) => a - b);
      console.info(
        `round ${round} ${name.padEnd(26)} p50 ${percentile(samples, 50).toFixed(2)} ms, p95 ${percentile(samples, 95).toFixed(2)} ms`,
      );
    }
  }
  await app.close();
} finally {
  rmSync(dataDir, { recursive: true, force: true });
}
