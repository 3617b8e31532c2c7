import path from 'node:path';

/** Where the browser tests' server runs and keeps its data (see server.mjs). */
const root = path.resolve(import.meta.dirname, '../../../..');
/** E2E_PORT lets two checkouts run their browser tests at once. */
const port = Number(process.env.E2E_PORT ?? 3101);
export const E2E = {
  port,
  baseUrl: `http://127.0.0.1:${port}`,
  dataDir: path.join(root, '.tmp/e2e-data'),
  screenshotsDir: path.join(root, '.tmp/screenshots'),
  adminEmail: 'root@passerelle.test',
  adminPassword: 'Racine-Solide-2026',
};
