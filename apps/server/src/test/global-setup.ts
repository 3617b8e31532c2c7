import { randomBytes } from 'node:crypto';
import { rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import type { TestProject } from 'vitest/node';
import { migrateDatabase, openDatabase } from '../db/client.js';

/**
 * Prepares one migrated database that every test file copies: a PGlite dump by default, or, when
 * DATABASE_URL is set (CI's second run), the PostgreSQL database it names, used as a template.
 */
declare module 'vitest' {
  export interface ProvidedContext {
    pgliteTemplate: string;
    /** The same migrated database as a PGlite directory (embedded engine only). */
    pgliteTemplateDir: string;
    postgresTemplateUrl: string;
  }
}

export default async function setup(project: TestProject) {
  const url = process.env.DATABASE_URL;
  if (url) {
    const database = await openDatabase({ url, poolSize: 1 });
    await migrateDatabase(database);
    await database.close();
    project.provide('postgresTemplateUrl', url);
    project.provide('pgliteTemplate', '');
    project.provide('pgliteTemplateDir', '');
    return;
  }
  // Migrated on disk, then dumped: the directory serves the tests that start real processes on a DATA_DIR.
  const dir = path.join(os.tmpdir(), `passerelle-template-${randomBytes(6).toString('hex')}`);
  const database = await openDatabase({ dataDir: dir });
  await migrateDatabase(database);
  const dump = await database.pglite?.dumpDataDir('none');
  await database.close();
  if (!dump) throw new Error('PGlite dump failed');
  const file = `${dir}.tar`;
  await writeFile(file, Buffer.from(await dump.arrayBuffer()));
  project.provide('pgliteTemplate', file);
  project.provide('pgliteTemplateDir', dir);
  project.provide('postgresTemplateUrl', '');
  return async () => {
    await rm(file, { force: true });
    await rm(dir, { recursive: true, force: true });
  };
}
