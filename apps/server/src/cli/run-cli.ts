import path from 'node:path';
import { type Config, ConfigError, loadConfig } from '../config/env.js';
import { type Database, migrateDatabase, openDatabase } from '../db/client.js';
import { DataDirPermissionError, secureDataDir } from '../lib/data-dir.js';
import { DataDirLockedError, lockDataDir } from '../lib/data-dir-lock.js';

/** What every command of apps/server/src/cli shares: its exit code, and French errors without a stack. */
export function runCli(main: () => Promise<number>): void {
  main().then(
    (code) => process.exit(code),
    (error: unknown) => {
      const known =
        error instanceof ConfigError || error instanceof DataDirLockedError || error instanceof DataDirPermissionError;
      console.error(known ? (error as Error).message : error);
      process.exit(1);
    },
  );
}

/**
 * Runs `work` on the configured database (DATA_DIR or DATABASE_URL), migrated, on one connection;
 * the embedded database is locked meanwhile so that no server opens it. DATA_DIR is made private
 * before and after (lib/data-dir.ts: the database files the command wrote included).
 */
export async function withDatabase<T>(work: (database: Database, config: Config) => Promise<T>): Promise<T> {
  const config = loadConfig(process.env);
  secureDataDir(config.dataDir);
  const unlock = config.databaseUrl ? () => undefined : lockDataDir(config.dataDir);
  try {
    const database = await openDatabase({ url: config.databaseUrl, dataDir: path.join(config.dataDir, 'db'), poolSize: 1 });
    try {
      await migrateDatabase(database);
      return await work(database, config);
    } finally {
      await database.close();
    }
  } finally {
    secureDataDir(config.dataDir);
    unlock();
  }
}
