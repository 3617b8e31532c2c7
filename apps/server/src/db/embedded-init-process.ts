import { PGlite } from '@electric-sql/pglite';

/** Creates a new embedded database in the directory named by its argument, then exits (db/embedded-init.ts). */
const dbDir = process.argv[2];
if (!dbDir) throw new Error('usage: embedded-init-process <database directory>');
const pglite = await PGlite.create({ dataDir: dbDir });
await pglite.close();
