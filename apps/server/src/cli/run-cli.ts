import path from 'node:path';
import { type Config, ConfigError, loadConfig } from '../config/env.js';
import { type Database, migrateDatabase, openDatabase } from '../db/client.js';
import { DataDirLockedError, lockDataDir } from '../lib/data-dir-lock.js';

/** What every command of apps/server/src/cli shares: its exit code, and French errors without a stack. */
export function runCli(main: () => Promise<number>): void {
  main().then(
    (code) => process.exit(code),
    (error: unknown) => {
      const known = error instanceof ConfigError || error instanceof DataDirLockedError;
      console.error(known ? (error as Error).message : error);
      process.exit(1);
    },
  );
}

/**
 * Runs `work` on the configured database (DATA_DIR or DATABASE_URL), migrated, on one connection;
 * the embedded database is locked meanwhile so that no server opens it.
 */
export async function withDatabase<T>(work: (database: Database, config: Config) => Promise<T>): Promise<T> {
  const config = loadConfig(process.env);
  const unlock = config.databaseUrl ? () => undefined : lockDataDir(config.dataDir);
  const database = await openDatabase({ url: config.databaseUrl, dataDir: path.join(config.dataDir, 'db'), poolSize: 1 });
  try {
    await migrateDatabase(database);
    return await work(database, config);
  } finally {
    await database.close();
    unlock();
  }
}
