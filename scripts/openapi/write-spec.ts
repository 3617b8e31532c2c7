import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { buildApp } from '../../apps/server/src/app.js';
import { loadConfig } from '../../apps/server/src/config/env.js';
import { openDatabase } from '../../apps/server/src/db/client.js';

/**
 * Writes the API reference (the OpenAPI document /api/docs/json serves) to a file, without a port or a
 * migrated database: `npm run lint:openapi` lints it with Redocly's recommended rules (issue 14).
 */
const out = path.resolve(process.argv[2] ?? '.tmp/openapi.json');
const dataDir = await mkdtemp(path.join(os.tmpdir(), 'passerelle-openapi-'));
const database = await openDatabase({});
const app = await buildApp({
  config: loadConfig({ DATA_DIR: dataDir, LOG_LEVEL: 'silent', SESSION_SECRET: 'o'.repeat(64) }),
  database,
});
try {
  await app.ready();
  await mkdir(path.dirname(out), { recursive: true });
  await writeFile(out, `${JSON.stringify(app.swagger(), null, 2)}\n`);
  console.log(`OpenAPI document written to ${path.relative(process.cwd(), out)}`);
} finally {
  await app.close();
  await rm(dataDir, { recursive: true, force: true });
}
