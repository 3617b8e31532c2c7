import { mkdirSync } from 'node:fs';
import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { migrateDatabase, openDatabase } from '../db/client.js';
import { backupDataDir, restoreDataDir } from './backup.js';

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
    const db = await openDatabase({ dataDir: path.join(dataDir, 'db') });
    await migrateDatabase(db);
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
