import { parseArgs } from 'node:util';
import { loadConfig } from '../config/env.js';
import { backupDataDir, backupRefusal, restoreDataDir } from '../lib/backup.js';
import { secureDataDir } from '../lib/data-dir.js';
import { lockDataDir } from '../lib/data-dir-lock.js';
import { runCli } from './run-cli.js';

/**
 * `npm run backup -- FILE` and `npm run restore -- FILE` (issue 9), for the embedded database; the
 * server must be stopped. With DATABASE_URL or STORAGE_URL it refuses (exit 2): pg_dump / pg_restore
 * and the bucket's own versioning or replication do that job (docs/operations.md).
 */
async function main(): Promise<number> {
  const { positionals } = parseArgs({ allowPositionals: true });
  const [command, file] = positionals;
  if ((command !== 'backup' && command !== 'restore') || !file) {
    console.error('Usage : npm run backup -- FICHIER   ou   npm run restore -- FICHIER');
    return 2;
  }
  const config = loadConfig(process.env);
  const refusal = backupRefusal(config);
  if (refusal) {
    console.error(refusal);
    return 2;
  }
  secureDataDir(config.dataDir);
  const unlock = lockDataDir(config.dataDir);
  try {
    if (command === 'backup') {
      const { bytes } = await backupDataDir(config.dataDir, file);
      console.log(`Sauvegarde écrite : ${file} (${(bytes / 1_000_000).toFixed(1)} Mo).`);
    } else {
      const { keptAside } = await restoreDataDir(file, config.dataDir);
      console.log(
        `Sauvegarde restaurée dans ${config.dataDir}.${keptAside ? ` Les données précédentes sont dans ${keptAside}.` : ''}`,
      );
    }
    return 0;
  } finally {
    // What the restore wrote (PGlite writes its files 0666) becomes private too.
    secureDataDir(config.dataDir);
    unlock();
  }
}

runCli(main);
