// The server of the browser tests: `npm start` on an emptied DATA_DIR, with a root account.
import { rmSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../../..');
const dataDir = path.join(root, '.tmp/e2e-data');
rmSync(dataDir, { recursive: true, force: true });
const port = process.env.E2E_PORT ?? '3101';
Object.assign(process.env, {
  PORT: port,
  HOST: '127.0.0.1',
  APP_URL: `http://127.0.0.1:${port}`,
  DATA_DIR: dataDir,
  ADMIN_EMAIL: 'root@passerelle.test',
  ADMIN_PASSWORD: 'Racine-Solide-2026',
  LOG_LEVEL: 'warn',
  // The tests give each account they create its own address (support/accounts.ts visitorHeaders).
  TRUST_PROXY: '1',
});
delete process.env.DATABASE_URL;
delete process.env.SMTP_URL;
await import(path.join(root, 'scripts/start.mjs'));
