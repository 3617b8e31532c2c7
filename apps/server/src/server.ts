import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { buildApp, createStorage } from './app.js';
import { ConfigError, loadConfig } from './config/env.js';
import { migrateDatabase, openDatabase } from './db/client.js';
import { DataDirLockedError, lockDataDir } from './lib/data-dir-lock.js';
import { StorageUnavailableError } from './lib/s3-storage.js';
import { deleteExpiredSessions } from './modules/accounts/accounts.repository.js';
import { ensureStaffAccount } from './modules/accounts/accounts.service.js';

/** `npm start`: opens and migrates the database, ensures the first administrator, listens; stops cleanly. */

const here = path.dirname(fileURLToPath(import.meta.url));
const WEB_DIR = path.resolve(here, '../../web/dist');

async function main(): Promise<void> {
  const config = loadConfig(process.env, { webDir: WEB_DIR });
  const storage = createStorage(config);
  await storage.check();
  const unlock = config.databaseUrl ? () => undefined : lockDataDir(config.dataDir);
  const database = await openDatabase({ url: config.databaseUrl, dataDir: path.join(config.dataDir, 'db') });
  await migrateDatabase(database);
  await deleteExpiredSessions(database.db);
  if (config.adminEmail && config.adminPassword) {
    await ensureStaffAccount(database.db, {
      email: config.adminEmail,
      password: config.adminPassword,
      role: 'root',
      resetPassword: false,
    });
  }
  const app = await buildApp({ config, database, storage, startJobs: true });

  let stopping = false;
  const stop = async (signal: string) => {
    if (stopping) return;
    stopping = true;
    app.log.info({ signal }, 'arrêt en cours');
    try {
      await app.close();
      unlock();
      process.exit(0);
    } catch (error) {
      app.log.error({ err: error }, "échec de l'arrêt propre");
      process.exit(1);
    }
  };
  process.on('SIGTERM', () => void stop('SIGTERM'));
  process.on('SIGINT', () => void stop('SIGINT'));

  await app.listen({ port: config.port, host: config.host });
  app.log.info(
    { db: database.kind, storage: config.storage ? `s3 ${config.storage}` : 'local', url: config.appUrl },
    'Passerelle est prête',
  );
}

main().catch((error: unknown) => {
  if (error instanceof ConfigError || error instanceof DataDirLockedError) {
    console.error(error.message);
  } else if (error instanceof StorageUnavailableError) {
    console.error(`Passerelle ne peut pas démarrer : le stockage STORAGE_URL ne répond pas comme attendu (${error.detail}).`);
  } else {
    console.error('Passerelle ne peut pas démarrer :', error);
  }
  process.exit(1);
});
