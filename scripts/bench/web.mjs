#!/usr/bin/env node
// Web budgets (issue 3): JavaScript loaded by each public page (gzip), Largest Contentful Paint of /home
// in headless Chromium, and console errors, against `npm start` on a fresh DATA_DIR.
import { spawn } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync, statSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { chromium } from 'playwright-core';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const PORT = 3191;
const BASE = `http://127.0.0.1:${PORT}`;
const dist = path.join(root, 'apps/web/dist');
const PAGES = ['/home', '/login', '/register', '/forget-pass'];
const RUNS = 5;

const dataDir = mkdtempSync(path.join(os.tmpdir(), 'passerelle-web-'));
await new Promise((r) =>
  spawn(process.execPath, [path.join(root, 'scripts/start.mjs'), '--build-only'], { stdio: 'inherit' }).on('exit', r),
);
const server = spawn(process.execPath, [path.join(root, 'scripts/start.mjs')], {
  env: { ...process.env, PORT: String(PORT), DATA_DIR: dataDir, LOG_LEVEL: 'warn' },
  stdio: ['ignore', 'ignore', 'inherit'],
});
for (let i = 0; ; i++) {
  try {
    if ((await fetch(`${BASE}/api/health`)).ok) break;
  } catch {}
  if (i > 600) throw new Error('server did not start');
  await new Promise((r) => setTimeout(r, 50));
}

/** gzip size of a built asset, from the .gz the build wrote beside it. */
function gzipSize(url) {
  const file = path.join(dist, new URL(url).pathname);
  return existsSync(`${file}.gz`) ? statSync(`${file}.gz`).size : statSync(file).size;
}

const browser = await chromium.launch({
  executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  args: [
    '--no-sandbox',
    '--disable-gpu',
    '--disable-background-networking',
    '--disable-component-update',
    '--disable-sync',
    '--no-first-run',
  ],
});
try {
  const rows = [];
  for (const url of PAGES) {
    const context = await browser.newContext({ viewport: { width: 1280, height: 800 }, locale: 'fr-FR' });
    const page = await context.newPage();
    const scripts = new Set();
    const errors = [];
    page.on('response', (r) => {
      if (r.request().resourceType() === 'script') scripts.add(r.url());
    });
    page.on('console', (m) => m.type() === 'error' && errors.push(m.text()));
    await page.goto(BASE + url, { waitUntil: 'networkidle' });
    const kb = [...scripts].reduce((sum, s) => sum + gzipSize(s), 0) / 1024;
    rows.push({ url, kb, files: scripts.size, errors });
    await context.close();
  }

  // LCP of /home: fresh context each run (cold cache), median of RUNS.
  const lcps = [];
  for (let i = 0; i < RUNS; i++) {
    const context = await browser.newContext({ viewport: { width: 1280, height: 800 }, locale: 'fr-FR' });
    const page = await context.newPage();
    await page.goto(`${BASE}/home`, { waitUntil: 'networkidle' });
    lcps.push(
      await page.evaluate(
        () =>
          new Promise((resolve) => {
            new PerformanceObserver((list) => {
              const entries = list.getEntries();
              resolve(entries[entries.length - 1].startTime);
            }).observe({ type: 'largest-contentful-paint', buffered: true });
          }),
      ),
    );
    await context.close();
  }
  lcps.sort((a, b) => a - b);

  console.log('page            JS loaded (gzip)   files   console errors');
  for (const r of rows)
    console.log(
      `${r.url.padEnd(16)}${`${r.kb.toFixed(1)} KB`.padStart(16)}${String(r.files).padStart(8)}   ${r.errors.length ? r.errors.join(' | ') : 'none'}`,
    );
  console.log(
    `LCP /home (median of ${RUNS} cold loads): ${lcps[Math.floor(RUNS / 2)].toFixed(0)} ms (min ${lcps[0].toFixed(0)}, max ${lcps[RUNS - 1].toFixed(0)})`,
  );
} finally {
  await browser.close();
  server.kill('SIGTERM');
  await new Promise((r) => server.once('exit', r));
  rmSync(dataDir, { recursive: true, force: true });
}
