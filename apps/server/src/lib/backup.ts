import { execFile, spawn } from 'node:child_process';
import { closeSync, existsSync, fchmodSync, fstatSync, openSync } from 'node:fs';
import { cp, mkdir, mkdtemp, readFile, rename, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { PGlite } from '@electric-sql/pglite';
import type { Config } from '../config/env.js';
import { pgliteExtensions } from '../db/client.js';
import { PRIVATE_DIR_MODE, PRIVATE_FILE_MODE, secureDataDir } from './data-dir.js';

/**
 * Backup and restore of an embedded installation (issue 9): one .tar.gz holding the database (a PGlite
 * dump), the uploaded files and the session secret. The server must be stopped (the embedded database
 * belongs to one process); PostgreSQL installations use pg_dump instead (docs/operations.md).
 */
const run = promisify(execFile);

/**
 * Why `npm run backup` / `restore` cannot serve this configuration, or undefined when it can: they
 * copy DATA_DIR, so a PostgreSQL database or an S3 bucket would be left out of the archive (or, on a
 * restore, out of step with it). Those are backed up with their own tools (docs/operations.md).
 */
export function backupRefusal(config: Pick<Config, 'databaseUrl' | 'storage'>): string | undefined {
  const outside = [
    config.databaseUrl ? 'DATABASE_URL (la base est sur PostgreSQL : pg_dump / pg_restore)' : undefined,
    config.storage ? 'STORAGE_URL (les fichiers sont dans un bucket S3 : versioning ou réplication du bucket)' : undefined,
  ].filter(Boolean);
  if (outside.length === 0) return undefined;
  return [
    "Cette commande ne sauvegarde et ne restaure que l'installation embarquée (DATA_DIR : base, fichiers, secret).",
    ...outside.map((line) => `  - ${line}`),
    'Voir docs/operations.md, « Sauvegardes ».',
  ].join('\n');
}
const DB_DUMP = 'database.tar.gz';
const MANIFEST = 'passerelle-backup.json';

export async function backupDataDir(dataDir: string, file: string): Promise<{ bytes: number }> {
  const work = await mkdtemp(path.join(os.tmpdir(), 'passerelle-backup-'));
  try {
    const db = await PGlite.create({ dataDir: path.join(dataDir, 'db'), extensions: pgliteExtensions });
    try {
      // A checkpoint first, so that the dump holds every committed change in the data files too.
      await db.query('CHECKPOINT');
      const dump = await db.dumpDataDir('gzip');
      await writeFile(path.join(work, DB_DUMP), Buffer.from(await dump.arrayBuffer()));
    } finally {
      await db.close();
    }
    for (const entry of ['uploads', 'session-secret']) {
      if (existsSync(path.join(dataDir, entry))) await cp(path.join(dataDir, entry), path.join(work, entry), { recursive: true });
    }
    await writeFile(path.join(work, MANIFEST), JSON.stringify({ format: 1, createdAt: new Date().toISOString() }));
    await mkdir(path.dirname(path.resolve(file)), { recursive: true, mode: PRIVATE_DIR_MODE });
    await writePrivateArchive(path.resolve(file), work);
    const { size } = await import('node:fs/promises').then((fs) => fs.stat(file));
    return { bytes: size };
  } finally {
    await rm(work, { recursive: true, force: true });
  }
}

/**
 * The archive holds the database, the CVs and the session secret: it is created 0600 (an existing file
 * of that name is made 0600 before it is rewritten), and tar writes into it through its standard output.
 */
async function writePrivateArchive(file: string, directory: string): Promise<void> {
  const fd = openSync(file, 'w', PRIVATE_FILE_MODE);
  try {
    if ((fstatSync(fd).mode & 0o777) !== PRIVATE_FILE_MODE) fchmodSync(fd, PRIVATE_FILE_MODE);
    await new Promise<void>((resolve, reject) => {
      const tar = spawn('tar', ['-czf', '-', '-C', directory, '.'], { stdio: ['ignore', fd, 'pipe'] });
      let stderr = '';
      tar.stderr?.on('data', (chunk: Buffer) => {
        stderr += chunk.toString();
      });
      tar.on('error', reject);
      tar.on('close', (code) => (code === 0 ? resolve() : reject(new Error(`tar: ${stderr.trim() || `code ${code}`}`))));
    });
  } finally {
    closeSync(fd);
  }
}

/**
 * Restores a backup into DATA_DIR. The current data is kept aside in DATA_DIR/before-restore-<date>
 * until the restored database has opened successfully.
 */
export async function restoreDataDir(file: string, dataDir: string): Promise<{ keptAside: string | null }> {
  const work = await mkdtemp(path.join(os.tmpdir(), 'passerelle-restore-'));
  try {
    await run('tar', ['-xzf', path.resolve(file), '-C', work]);
    if (!existsSync(path.join(work, MANIFEST)) || !existsSync(path.join(work, DB_DUMP))) {
      throw new Error(`${file} n'est pas une sauvegarde Passerelle`);
    }
    // Load the dump into a fresh directory and check that it opens before touching the current data.
    const staged = path.join(work, 'db');
    const db = await PGlite.create({
      dataDir: staged,
      loadDataDir: new Blob([await readFile(path.join(work, DB_DUMP))]),
      extensions: pgliteExtensions,
    });
    await db.query('SELECT count(*) FROM users');
    await db.close();

    await mkdir(dataDir, { recursive: true, mode: PRIVATE_DIR_MODE });
    let keptAside: string | null = null;
    const present = ['db', 'uploads', 'session-secret'].filter((entry) => existsSync(path.join(dataDir, entry)));
    if (present.length > 0) {
      keptAside = path.join(dataDir, `before-restore-${new Date().toISOString().replace(/[:.]/g, '-')}`);
      await mkdir(keptAside, { mode: PRIVATE_DIR_MODE });
      for (const entry of present) await rename(path.join(dataDir, entry), path.join(keptAside, entry));
    }
    await cp(staged, path.join(dataDir, 'db'), { recursive: true });
    for (const entry of ['uploads', 'session-secret']) {
      if (existsSync(path.join(work, entry))) await cp(path.join(work, entry), path.join(dataDir, entry), { recursive: true });
    }
    // The copies keep the archive's modes, and PGlite wrote its files 0666 (lib/data-dir.ts).
    secureDataDir(dataDir);
    return { keptAside };
  } finally {
    await rm(work, { recursive: true, force: true });
  }
}
