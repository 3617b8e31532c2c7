import path from 'node:path';

/** Where the browser tests' server runs and keeps its data (see server.mjs). */
const root = path.resolve(import.meta.dirname, '../../../..');
export const E2E = {
  port: 3101,
  baseUrl: 'http://127.0.0.1:3101',
  dataDir: path.join(root, '.tmp/e2e-data'),
  screenshotsDir: path.join(root, '.tmp/screenshots'),
  adminEmail: 'root@passerelle.test',
  adminPassword: 'Racine-Solide-2026',
};
