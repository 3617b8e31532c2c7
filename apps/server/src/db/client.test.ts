import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { openDatabase } from './client.js';

describe('embedded database settings (issue 10: resident memory)', () => {
  it('starts with 32 MB of shared buffers, given at start and never written into postgresql.conf', async () => {
    const dir = mkdtempSync(path.join(os.tmpdir(), 'passerelle-db-settings-'));
    try {
      const database = await openDatabase({ dataDir: dir });
      const [row] = await database.query<{ shared_buffers: string }>('SHOW shared_buffers');
      await database.close();
      expect(row?.shared_buffers).toBe('32MB');
      // The data directory keeps PostgreSQL's own configuration, the time zone included.
      const conf = readFileSync(path.join(dir, 'postgresql.conf'), 'utf8');
      expect(conf).toMatch(/^shared_buffers = 128MB/m);
      expect(conf).toMatch(/^timezone = UTC/m);
      // Opened again, the setting holds.
      const again = await openDatabase({ dataDir: dir });
      expect((await again.query<{ shared_buffers: string }>('SHOW shared_buffers'))[0]?.shared_buffers).toBe('32MB');
      await again.close();
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});
