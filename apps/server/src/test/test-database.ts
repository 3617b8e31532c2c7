import { randomBytes } from 'node:crypto';
import { cpSync } from 'node:fs';
import { cp, rm } from 'node:fs/promises';
import path from 'node:path';
import pg from 'pg';
import { afterAll, beforeAll, inject } from 'vitest';
import { type Database, openDatabase } from '../db/client.js';

/**
 * A fresh, migrated database for one test file: a copy of the template made by global-setup.ts.
 * On PostgreSQL it is a database created from the template and dropped by `drop()`.
 */
export interface TestDatabase {
  /** Opens a new connection to this test database (the app closes the one it is given). */
  open(): Promise<Database>;
  drop(): Promise<void>;
  kind: Database['kind'];
  /** The PostgreSQL database's URL (for a server process started by a test). */
  url?: string;
}

/**
 * One test database for a test file: created and opened before its tests, closed and dropped after them. `use`
 * receives it (and the TestDatabase, for its kind) once open.
 */
export function openForFile(use: (database: Database, testDatabase: TestDatabase) => void): void {
  let testDatabase: TestDatabase | undefined;
  let database: Database | undefined;
  beforeAll(async () => {
    testDatabase = await createTestDatabase();
    database = await testDatabase.open();
    use(database, testDatabase);
  });
  afterAll(async () => {
    await database?.close();
    await testDatabase?.drop();
  });
}

export async function createTestDatabase(): Promise<TestDatabase> {
  const templateUrl = inject('postgresTemplateUrl');
  if (!templateUrl) {
    // Each open() is a new database from the template: a copy of its directory (in memory under /dev/shm),
    // opened where it lies. Loading the template's tar dump into PGlite's in-memory file system instead (the
    // Blob read, untarred and written again: 44 MB, 16 MB of it one WAL segment) cost each open about 1.8 s of
    // CPU against 0.7 s (issue 34, a bench of 5 opens at load 15–18; some 110 opens in a run).
    const copies: string[] = [];
    return {
      kind: 'pglite',
      open: async () => {
        const dir = path.join(inject('pgliteCopiesDir'), `db-${randomBytes(6).toString('hex')}`);
        copies.push(dir);
        await cp(inject('pgliteTemplateDir'), dir, { recursive: true });
        return openDatabase({ dataDir: dir });
      },
      drop: async () => {
        for (const dir of copies.splice(0)) await rm(dir, { recursive: true, force: true });
      },
    };
  }
  const template = new URL(templateUrl);
  const templateName = template.pathname.slice(1);
  const name = `${templateName}_t${randomBytes(5).toString('hex')}`;
  const admin = new URL(templateUrl);
  admin.pathname = '/postgres';
  const client = new pg.Client({ connectionString: admin.toString() });
  await client.connect();
  try {
    await client.query(`CREATE DATABASE "${name}" TEMPLATE "${templateName}"`);
  } finally {
    await client.end();
  }
  const url = new URL(templateUrl);
  url.pathname = `/${name}`;
  return {
    kind: 'postgres',
    url: url.toString(),
    open: () => openDatabase({ url: url.toString(), poolSize: 5 }),
    drop: async () => {
      const dropper = new pg.Client({ connectionString: admin.toString() });
      await dropper.connect();
      try {
        await dropper.query(`DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`);
      } finally {
        await dropper.end();
      }
    },
  };
}

/**
 * Puts a copy of the migrated template where a DATA_DIR keeps its embedded database (`<dataDir>/db`), as an
 * earlier start would have left it: a process started there, or a command run on it, skips the migrations of
 * a first start (several seconds each). Embedded engine only.
 */
export function copyMigratedDatabase(dataDir: string): void {
  const template = inject('pgliteTemplateDir');
  if (!template) throw new Error('copyMigratedDatabase: no PGlite template (DATABASE_URL is set)');
  cpSync(template, path.join(dataDir, 'db'), { recursive: true });
}
