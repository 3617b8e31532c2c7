import { randomBytes } from 'node:crypto';
import { existsSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import type { TestProject } from 'vitest/node';
import { migrateDatabase, openDatabase } from '../db/client.js';

/**
 * Prepares one migrated database that every test file copies: a PGlite directory by default, or, when
 * DATABASE_URL is set (CI's second run), the PostgreSQL database it names, used as a template.
 */
declare module 'vitest' {
  export interface ProvidedContext {
    /** The migrated database as a PGlite directory (embedded engine only). */
    pgliteTemplateDir: string;
    /** Where the test files' copies of it live (in memory when /dev/shm is there), removed after the run. */
    pgliteCopiesDir: string;
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
    project.provide('pgliteTemplateDir', '');
    project.provide('pgliteCopiesDir', '');
    return;
  }
  // Migrated on disk once: test-database.ts copies the directory for each database a test opens, and the
  // tests that start real processes on a DATA_DIR copy it there.
  const dir = path.join(os.tmpdir(), `passerelle-template-${randomBytes(6).toString('hex')}`);
  const database = await openDatabase({ dataDir: dir });
  await migrateDatabase(database);
  await database.close();
  const copies = await mkdtemp(path.join(existsSync('/dev/shm') ? '/dev/shm' : os.tmpdir(), 'passerelle-tests-'));
  project.provide('pgliteTemplateDir', dir);
  project.provide('pgliteCopiesDir', copies);
  project.provide('postgresTemplateUrl', '');
  return async () => {
    await rm(copies, { recursive: true, force: true });
    await rm(dir, { recursive: true, force: true });
  };
}
