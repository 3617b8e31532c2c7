import path from 'node:path';

/**
 * Where the browser tests' servers run and keep their data (see server.mjs). Each Playwright worker has
 * its own server and DATA_DIR (slot = the worker's parallel index; server.mjs gets it as E2E_SLOT), so
 * that workers never share accounts, mails or rate limits. E2E_PORT moves the first port, so that two
 * checkouts can run their browser tests at once.
 */
const root = path.resolve(import.meta.dirname, '../../../..');
const slot = Number(process.env.TEST_PARALLEL_INDEX ?? process.env.E2E_SLOT ?? 0);
const firstPort = Number(process.env.E2E_PORT ?? 3101);

export const E2E = {
  slot,
  port: firstPort + slot,
  baseUrl: `http://127.0.0.1:${firstPort + slot}`,
  firstPort,
  dataDir: path.join(root, `.tmp/e2e-data-${slot}`),
  screenshotsDir: path.join(root, '.tmp/screenshots'),
  /** Screenshots for people to look at are taken only with E2E_SCREENSHOTS=1 (failures are captured anyway). */
  screenshots: process.env.E2E_SCREENSHOTS === '1',
  adminEmail: 'root@passerelle.test',
  adminPassword: 'Racine-Solide-2026',
};
