import { randomBytes } from 'node:crypto';
import { mkdtemp, readdir, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { startServerProcess } from './test/server-process.js';
import { copyMigratedDatabase, createTestDatabase, type TestDatabase } from './test/test-database.js';

/**
 * The start without invoicing configured (issue 19), as a real process: in production it stops with a French
 * message before it opens anything; without NODE_ENV (`npm start` as DECISIONS §1 runs it) it serves.
 */
const NO_ISSUER = { INVOICE_ISSUER_NAME: '', INVOICE_ISSUER_SIREN: '', INVOICE_ISSUER_ADDRESS: '', INVOICE_ISSUER_VAT: '' };
let dataDir: string;
let testDatabase: TestDatabase;
beforeAll(async () => {
  dataDir = await mkdtemp(path.join(os.tmpdir(), 'passerelle-startup-'));
  testDatabase = await createTestDatabase();
});
afterAll(async () => {
  await testDatabase.drop();
  await rm(dataDir, { recursive: true, force: true });
});

it('in production without INVOICE_ISSUER_*, the start stops with a French message and opens nothing', async () => {
  const productionDir = path.join(dataDir, 'production');
  await expect(
    startServerProcess({
      ...NO_ISSUER,
      NODE_ENV: 'production',
      DATA_DIR: productionDir,
      DATABASE_URL: testDatabase.url,
      SESSION_SECRET: randomBytes(32).toString('hex'),
    }),
  ).rejects.toThrow(/server exited with 1: Configuration invalide :\n {2}- INVOICE_ISSUER_NAME, .* : requis en production/);
  // Nothing was created: no data directory, no database.
  await expect(readdir(productionDir)).rejects.toThrow(/ENOENT/);
});

it('without NODE_ENV (development), the same configuration starts and serves', async () => {
  const developmentDir = path.join(dataDir, 'development');
  // A database migrated already (embedded engine): what is tested is the configuration, not a first start.
  if (testDatabase.kind === 'pglite') copyMigratedDatabase(developmentDir);
  const server = await startServerProcess({
    ...NO_ISSUER,
    NODE_ENV: undefined,
    DATA_DIR: developmentDir,
    DATABASE_URL: testDatabase.url,
    SESSION_SECRET: randomBytes(32).toString('hex'),
  });
  try {
    expect((await fetch(`${server.base}/api/health`)).status).toBe(200);
  } finally {
    server.child.kill('SIGTERM');
    expect(await server.exited).toBe(0);
  }
});
