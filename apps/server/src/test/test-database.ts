import { randomBytes } from 'node:crypto';
import { cpSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import pg from 'pg';
import { inject } from 'vitest';
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

let templateBlob: Promise<Blob> | undefined;

export async function createTestDatabase(): Promise<TestDatabase> {
  const templateUrl = inject('postgresTemplateUrl');
  if (!templateUrl) {
    const file = inject('pgliteTemplate');
    templateBlob ??= readFile(file).then((buffer) => new Blob([buffer]));
    const blob = await templateBlob;
    // PGlite copies are in memory: each open() is a new database from the template.
    return { kind: 'pglite', open: () => openDatabase({ loadDataDir: blob }), drop: async () => undefined };
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
