#!/usr/bin/env node
// `npm run test:e2e`: finds a Chromium (or gets one, saying how), builds the app once, then runs the
// browser journeys with Playwright (playwright.config.ts starts one server per worker). Arguments are
// passed to `playwright test`.
import { spawnSync } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { findOrInstallChromium } from './chromium.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const chromium = await findOrInstallChromium();
const env = { ...process.env, CHROMIUM_PATH: chromium };

const build = spawnSync(process.execPath, [path.join(root, 'scripts/start.mjs'), '--build-only'], {
  cwd: root,
  stdio: 'inherit',
  env,
});
if (build.status !== 0) process.exit(build.status ?? 1);

const cli = path.join(root, 'node_modules/@playwright/test/cli.js');
const run = spawnSync(process.execPath, [cli, 'test', ...process.argv.slice(2)], { cwd: root, stdio: 'inherit', env });
process.exit(run.status ?? 1);
