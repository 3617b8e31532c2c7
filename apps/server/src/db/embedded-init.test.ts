import { existsSync, mkdtempSync, rmSync, statSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, expect, it } from 'vitest';
import { openDatabase } from './client.js';
import { createEmbeddedDatabaseApart } from './embedded-init.js';

/** A first start creates the embedded database in a process of its own (issue 34: the server's memory). */
const scratch = mkdtempSync(path.join(os.tmpdir(), 'passerelle-embedded-init-'));
afterAll(() => rmSync(scratch, { recursive: true, force: true }));

it('creates and migrates a database that the server then opens as an existing one, and leaves an existing one alone', async () => {
  const dbDir = path.join(scratch, 'data', 'db');
  await createEmbeddedDatabaseApart(dbDir);
  expect(existsSync(path.join(dbDir, 'PG_VERSION'))).toBe(true);
  expect(statSync(dbDir).mode & 0o077).toBe(0);
  const created = statSync(path.join(dbDir, 'PG_VERSION')).mtimeMs;
  await createEmbeddedDatabaseApart(dbDir);
  expect(statSync(path.join(dbDir, 'PG_VERSION')).mtimeMs).toBe(created);
  const database = await openDatabase({ dataDir: dbDir });
  try {
    const [applied] = await database.query<{ n: number }>('SELECT count(*)::int AS n FROM drizzle.__drizzle_migrations');
    expect(applied?.n).toBeGreaterThan(0);
  } finally {
    await database.close();
  }
}, 120_000);

it('says why when the database cannot be created', async () => {
  const file = path.join(scratch, 'a-file');
  writeFileSync(file, '');
  await expect(createEmbeddedDatabaseApart(path.join(file, 'db'))).rejects.toThrow(/ENOTDIR|not a directory/i);
});
