// `npx tsx --conditions=source scripts/bench/company-lookup.ts` (issue 18): what the team model costs the
// company routes. Every /api/cl call that names "my" client record now finds it through client_members
// (findClientByUserId) instead of clients.user_id: the one query that changed on getMyOffre and searchmatch.
// Both lookups, then getMyOffre and searchmatch through the app, on N companies (PGlite, or DATABASE_URL).
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { TOKEN_HEADER } from '@passerelle/shared';
import { eq } from 'drizzle-orm';
import { buildApp } from '../../apps/server/src/app.js';
import { loadConfig } from '../../apps/server/src/config/env.js';
import { migrateDatabase, openDatabase } from '../../apps/server/src/db/client.js';
import { clients } from '../../apps/server/src/db/schema/index.js';
import { findClientByUserId } from '../../apps/server/src/modules/profiles/profiles.repository.js';
import { makeCandidate, makeClient, makeMember, makeOffer } from '../../apps/server/src/test/marketplace.js';
import { percentile } from './lib/stats.js';

const COMPANIES = Number(process.env.COMPANIES ?? 2000);
const RUNS = Number(process.env.RUNS ?? 400);

const dataDir = mkdtempSync(path.join(os.tmpdir(), 'passerelle-bench-company-'));
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
  for (let i = 0; i < COMPANIES; i++) {
    const owner = await makeClient(ctx);
    if (i % 4 === 0) await makeMember(ctx, owner.client.id);
    owners.push(owner);
  }
  const probe = owners[Math.floor(COMPANIES / 2)];
  if (!probe) throw new Error('no company');
  for (let i = 0; i < 20; i++) await makeOffer(ctx, probe.client.id);
  for (let i = 0; i < 200; i++) await makeCandidate(ctx, { skills: ['React', 'TypeScript'] });

  const time = async (fn: () => Promise<unknown>) => {
    const samples: number[] = [];
    for (let i = 0; i < 30; i++) await fn();
    for (let i = 0; i < RUNS; i++) {
      const start = performance.now();
      await fn();
      samples.push(performance.now() - start);
    }
    samples.sort((a, b) => a - b);
    return `p50 ${percentile(samples, 50).toFixed(3)} ms, p95 ${percentile(samples, 95).toFixed(3)} ms`;
  };
  const userId = probe.user.id;
  const headers = { [TOKEN_HEADER]: probe.token };
  const rows = {
    'lookup by clients.user_id (before)': await time(() =>
      ctx.db.select().from(clients).where(eq(clients.userId, userId)).limit(1),
    ),
    'lookup through client_members (after)': await time(() => findClientByUserId(ctx.db, userId)),
    'POST /api/cl/getMyOffre': await time(() =>
      app.inject({ method: 'POST', url: '/api/cl/getMyOffre', headers, payload: { id: probe.client.id } }),
    ),
    'POST /api/cl/searchmatch': await time(() =>
      app.inject({ method: 'POST', url: '/api/cl/searchmatch', headers, payload: { skills: ['React'] } }),
    ),
  };
  console.info(`${COMPANIES} companies, ${RUNS} runs, ${process.env.DATABASE_URL ? 'PostgreSQL' : 'PGlite'}`);
  for (const [measure, value] of Object.entries(rows)) console.info(`${measure.padEnd(42)} ${value}`);
  await app.close();
} finally {
  // app.close() closed the database.
  rmSync(dataDir, { recursive: true, force: true });
}
