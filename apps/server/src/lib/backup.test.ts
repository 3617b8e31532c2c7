import { execFile } from 'node:child_process';
import { existsSync, mkdirSync } from 'node:fs';
import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase } from '../db/client.js';
import { copyMigratedDatabase } from '../test/test-database.js';
import { backupDataDir, backupRefusal, restoreDataDir } from './backup.js';
import { parseStorageUrl } from './s3-storage.js';

let dir: string;
beforeAll(async () => {
  dir = await mkdtemp(path.join(os.tmpdir(), 'passerelle-backup-test-'));
});
afterAll(async () => rm(dir, { recursive: true, force: true }));

const emails = async (dataDir: string) => {
  const db = await openDatabase({ dataDir: path.join(dataDir, 'db') });
  try {
    return (await db.query<{ email: string }>('SELECT email FROM users ORDER BY email')).map((r) => r.email);
  } finally {
    await db.close();
  }
};

describe.skipIf(process.env.DATABASE_URL)('backup and restore of the embedded database', () => {
  it('round trip: back up, lose data, restore, find it again (database, uploads, secret)', async () => {
    const dataDir = path.join(dir, 'data');
    copyMigratedDatabase(dataDir);
    const db = await openDatabase({ dataDir: path.join(dataDir, 'db') });
    await db.query(`INSERT INTO users (email, password_hash, role, etat) VALUES ('avant@exemple.fr', 'x', 'client', 'active')`);
    await db.close();
    mkdirSync(path.join(dataDir, 'uploads/photos'), { recursive: true });
    await writeFile(path.join(dataDir, 'uploads/photos/abcdefghijklmnopqrstuvwx.png'), 'photo');
    await writeFile(path.join(dataDir, 'session-secret'), 'secret-de-test');

    const file = path.join(dir, 'sauvegarde.tar.gz');
    const { bytes } = await backupDataDir(dataDir, file);
    expect(bytes).toBeGreaterThan(1000);

    // After the backup: a new account, a lost photo.
    const again = await openDatabase({ dataDir: path.join(dataDir, 'db') });
    await again.query(
      `INSERT INTO users (email, password_hash, role, etat) VALUES ('apres@exemple.fr', 'x', 'client', 'active')`,
    );
    await again.close();
    await rm(path.join(dataDir, 'uploads'), { recursive: true });
    expect(await emails(dataDir)).toEqual(['apres@exemple.fr', 'avant@exemple.fr']);

    const { keptAside } = await restoreDataDir(file, dataDir);
    expect(keptAside).toContain('before-restore-');
    expect(await emails(dataDir)).toEqual(['avant@exemple.fr']);
    expect(await readFile(path.join(dataDir, 'uploads/photos/abcdefghijklmnopqrstuvwx.png'), 'utf8')).toBe('photo');
    expect(await readFile(path.join(dataDir, 'session-secret'), 'utf8')).toBe('secret-de-test');
    // The data it replaced is still there, aside.
    expect(await emails(keptAside ?? '')).toEqual(['apres@exemple.fr', 'avant@exemple.fr']);
  });

  it('refuses a file that is not a backup', async () => {
    const bogus = path.join(dir, 'bogus.tar.gz');
    await writeFile(bogus, 'pas une archive');
    await expect(restoreDataDir(bogus, path.join(dir, 'other'))).rejects.toThrow();
  });
});

describe('npm run backup / restore outside the embedded installation', () => {
  const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../../..');
  const storageUrl = 's3://AKIAEXEMPLE:TresSecret@s3.exemple.fr/fichiers';

  /** Runs the CLI as `npm run backup` does (from the sources), with only the given configuration. */
  function cli(args: string[], env: Record<string, string>): Promise<{ code: number; stderr: string }> {
    return new Promise((resolve) => {
      execFile(
        process.execPath,
        ['--import', 'tsx', '--conditions=source', 'apps/server/src/cli/backup.ts', ...args],
        { cwd: root, env: { ...process.env, DATABASE_URL: '', STORAGE_URL: '', DATA_DIR: path.join(dir, 'cli'), ...env } },
        (error, _stdout, stderr) => resolve({ code: error ? Number(error.code) : 0, stderr }),
      );
    });
  }

  it('refuses with STORAGE_URL or DATABASE_URL (exit 2), says why and where to look', async () => {
    const file = path.join(dir, 'refusee.tar.gz');
    const withBucket = await cli(['backup', file], { STORAGE_URL: storageUrl });
    expect(withBucket.code).toBe(2);
    expect(withBucket.stderr).toContain('STORAGE_URL');
    expect(withBucket.stderr).toContain('docs/operations.md');
    expect(withBucket.stderr).not.toContain('TresSecret');
    expect(existsSync(file)).toBe(false);

    const withPostgres = await cli(['restore', file], { DATABASE_URL: 'postgres://postgres@127.0.0.1:1/rien' });
    expect(withPostgres.code).toBe(2);
    expect(withPostgres.stderr).toMatch(/DATABASE_URL.*pg_dump/);
  });

  it('names each setting that keeps data outside DATA_DIR', () => {
    const storage = parseStorageUrl(storageUrl);
    expect(backupRefusal({ databaseUrl: undefined, storage: undefined })).toBeUndefined();
    const both = backupRefusal({ databaseUrl: 'postgres://x', storage }) ?? '';
    expect(both).toContain('DATABASE_URL');
    expect(both).toContain('STORAGE_URL');
    expect(backupRefusal({ databaseUrl: undefined, storage })).not.toContain('DATABASE_URL');
  });
});
