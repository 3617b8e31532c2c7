// The server of one browser-test worker: `npm start` on an emptied DATA_DIR of its own, with a root
// account. playwright.config.ts starts one per worker (E2E_SLOT 0, 1, …), after `test:e2e` has built
// the app once (two servers must not build at the same time).
import { rmSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../../..');
const slot = Number(process.env.E2E_SLOT ?? 0);
const dataDir = path.join(root, `.tmp/e2e-data-${slot}`);
rmSync(dataDir, { recursive: true, force: true });
const port = String(Number(process.env.E2E_PORT ?? 3101) + slot);
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
  // The invoices' issuer (README, Configuration): validated activity reports become invoices.
  INVOICE_ISSUER_NAME: 'Passerelle SAS',
  INVOICE_ISSUER_SIREN: '912345675',
  INVOICE_ISSUER_ADDRESS: '12 rue de la Paix, 75002 Paris',
  INVOICE_ISSUER_VAT: 'FR65912345675',
});
delete process.env.DATABASE_URL;
delete process.env.SMTP_URL;
await import(path.join(root, 'scripts/start.mjs'));
