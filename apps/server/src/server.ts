import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { buildApp, createStorage } from './app.js';
import { ConfigError, invoicingRequired, loadConfig } from './config/env.js';
import { migrateDatabase, openDatabase } from './db/client.js';
import { createEmbeddedDatabaseApart } from './db/embedded-init.js';
import { DataDirPermissionError, secureDataDir } from './lib/data-dir.js';
import { DataDirLockedError, lockDataDir } from './lib/data-dir-lock.js';
import { StorageUnavailableError } from './lib/s3-storage.js';
import { stopOnSignals } from './lib/shutdown.js';
import { collectStartGarbage } from './lib/start-garbage.js';
import { deleteExpiredSessions } from './modules/accounts/accounts.repository.js';
import { ensureStaffAccount } from './modules/admin-staff/admin-staff.service.js';
import { refreshSkillKeys } from './modules/skills/skill-keys.js';

/** `npm start`: opens and migrates the database, ensures the first administrator, listens; stops cleanly. */

const here = path.dirname(fileURLToPath(import.meta.url));
const WEB_DIR = path.resolve(here, '../../web/dist');

async function main(): Promise<void> {
  const config = loadConfig(process.env, { webDir: WEB_DIR });
  invoicingRequired(config);
  // DATA_DIR private before anything is opened or served, then again once PGlite has written its files
  // (lib/data-dir.ts).
  secureDataDir(config.dataDir);
  const storage = createStorage(config);
  await storage.check();
  const unlock = config.databaseUrl ? () => undefined : lockDataDir(config.dataDir);
  const dbDir = path.join(config.dataDir, 'db');
  // A first start creates and migrates the embedded database in another process, whose memory is given back
  // (db/embedded-init.ts).
  if (!config.databaseUrl) await createEmbeddedDatabaseApart(dbDir);
  const database = await openDatabase({
    url: config.databaseUrl,
    dataDir: dbDir,
    poolSize: config.databasePoolSize,
  });
  await migrateDatabase(database);
  secureDataDir(config.dataDir);
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
  // Skill keys stored with another vocabulary (a new one shipped, or data older than it) are resolved again
  // before anything is served (modules/skills/skill-keys.ts).
  await refreshSkillKeys(database.db, app.log);

  stopOnSignals(app, unlock);

  await app.listen({ port: config.port, host: config.host });
  // The start's garbage is collected once the candidate index is built (lib/start-garbage.ts: the idle memory).
  collectStartGarbage(() => app.ctx.matchIndex.ready);
  app.log.info(
    { db: database.kind, storage: config.storage ? `s3 ${config.storage}` : 'local', url: config.appUrl },
    'Passerelle est prête',
  );
  if (!config.invoiceIssuer) {
    // Outside production only (invoicingRequired stopped the start there).
    app.log.warn(
      'Facturation non configurée : définissez INVOICE_ISSUER_NAME, INVOICE_ISSUER_SIREN, INVOICE_ISSUER_ADDRESS et INVOICE_ISSUER_VAT (README, Configuration) ; la validation des comptes rendus d’activité est refusée sans elles.',
    );
  }
}

main().catch((error: unknown) => {
  if (error instanceof ConfigError || error instanceof DataDirLockedError || error instanceof DataDirPermissionError) {
    console.error(error.message);
  } else if (error instanceof StorageUnavailableError) {
    console.error(`Passerelle ne peut pas démarrer : le stockage STORAGE_URL ne répond pas comme attendu (${error.detail}).`);
  } else {
    console.error('Passerelle ne peut pas démarrer :', error);
  }
  process.exit(1);
});
