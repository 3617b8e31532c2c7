import { migrateDatabase, openDatabase } from './client.js';

/** Creates and migrates a new embedded database in the directory named by its argument, then exits (embedded-init.ts). */
const dbDir = process.argv[2];
if (!dbDir) throw new Error('usage: embedded-init-process <database directory>');
const database = await openDatabase({ dataDir: dbDir });
try {
  await migrateDatabase(database);
} finally {
  await database.close();
}
