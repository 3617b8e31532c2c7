// Headless Chromium (the system's /usr/bin/chromium through playwright-core, no browser download) for the
// web figures: JavaScript loaded per route (gzip), Largest Contentful Paint on a cold cache, and the
// "a profile in 4 clicks" journey.
import { existsSync, statSync } from 'node:fs';
import path from 'node:path';
import { type Browser, type BrowserContextOptions, chromium, type Page, type Response } from 'playwright-core';
import { root } from './server.js';

const dist = path.join(root, 'apps/web/dist');
export type StorageState = BrowserContextOptions['storageState'];

export function launchChromium(): Promise<Browser> {
  return chromium.launch({
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
}

const CONTEXT = { viewport: { width: 1280, height: 800 }, locale: 'fr-FR' } as const;

/** gzip size of a built asset, from the .gz the build wrote beside it. */
function gzipSize(url: string): number {
  const file = path.join(dist, new URL(url).pathname);
  if (existsSync(`${file}.gz`)) return statSync(`${file}.gz`).size;
  return existsSync(file) ? statSync(file).size : 0;
}

export interface RouteScripts {
  route: string;
  /** Bytes on the wire, as a phone pays them (issue 34): each script's body as sent (brotli here) and its answer's headers. */
  kb: number;
  /** Of which the answers' headers. */
  headerKb: number;
  /** The bodies' gzip size (the .gz the build wrote), the figure of issue 20, for comparison. */
  gzipKb: number;
  files: number;
  errors: string[];
  /** The scripts' paths (/assets/…), for the bundle report. */
  paths: string[];
}

/**
 * The scripts a route loads until the network rests (those fetched ahead, modulepreload, included): their bytes on
 * the wire with their headers (KB), their gzip size, their count, and the page's console errors, on a fresh context.
 */
export async function routeScripts(browser: Browser, base: string, route: string, storageState?: StorageState) {
  const context = await browser.newContext({ ...CONTEXT, storageState });
  try {
    const page = await context.newPage();
    const scripts = new Set<string>();
    const responses: Response[] = [];
    const errors: string[] = [];
    page.on('response', (r) => {
      if (r.request().resourceType() !== 'script' || scripts.has(r.url())) return;
      scripts.add(r.url());
      responses.push(r);
    });
    page.on('console', (m) => {
      if (m.type() === 'error') errors.push(`console: ${m.text()}`);
    });
    await page.goto(base + route, { waitUntil: 'networkidle' });
    // A busy machine can leave half a second between the entry and the page's chunks: the page is
    // there when its heading is, and what it loads for its first screen has come when the network rests.
    await page
      .locator('h1')
      .first()
      .waitFor({ state: 'attached', timeout: 15_000 })
      .catch(() => undefined); // a screen without a heading: the network's rest is all there is
    await page.waitForLoadState('networkidle');
    let body = 0;
    let headers = 0;
    for (const response of responses) {
      await response.finished();
      const sizes = await response.request().sizes();
      body += sizes.responseBodySize;
      headers += sizes.responseHeadersSize;
    }
    const gzipKb = [...scripts].reduce((sum, s) => sum + gzipSize(s), 0) / 1024;
    const paths = [...scripts].map((s) => new URL(s).pathname);
    return {
      route,
      kb: (body + headers) / 1024,
      headerKb: headers / 1024,
      gzipKb,
      files: scripts.size,
      errors,
      paths,
    } satisfies RouteScripts;
  } finally {
    await context.close();
  }
}

/** LCP of `route` in ms, one value per run, each on a fresh context (cold HTTP cache). */
export async function lcp(browser: Browser, base: string, route: string, runs: number, storageState?: StorageState) {
  const values: number[] = [];
  for (let i = 0; i < runs; i++) {
    const context = await browser.newContext({ ...CONTEXT, storageState });
    try {
      const page = await context.newPage();
      await page.goto(base + route, { waitUntil: 'networkidle' });
      values.push(
        await page.evaluate(
          () =>
            new Promise<number>((resolve) => {
              new PerformanceObserver((list) => {
                const entries = list.getEntries();
                resolve(entries[entries.length - 1]?.startTime ?? Number.NaN);
              }).observe({ type: 'largest-contentful-paint', buffered: true });
            }),
        ),
      );
    } finally {
      await context.close();
    }
  }
  return values;
}

/** Logs in through the login screen and waits for the home of its dashboard; returns the context's storage. */
export async function loginClientUi(browser: Browser, base: string, email: string, password: string) {
  const context = await browser.newContext(CONTEXT);
  try {
    const page = await context.newPage();
    await page.goto(`${base}/login`);
    await page.getByLabel('E-mail').fill(email);
    await page.getByLabel('Mot de passe', { exact: true }).fill(password);
    await page.getByRole('button', { name: 'Se connecter' }).click();
    try {
      // Hidden from the accessibility tree when the home opens a dialog (a candidate without a CV).
      await page.getByRole('heading', { name: /^Bonjour( .+)? !$/, includeHidden: true }).waitFor({ state: 'attached' });
    } catch (error) {
      const shot = path.join(root, '.tmp/bench/login-failed.png');
      await page.screenshot({ path: shot });
      throw new Error(`${email}: no dashboard home after login (at ${page.url()}, see ${shot})`, { cause: error });
    }
    await page.waitForLoadState('networkidle');
    return await context.storageState();
  } finally {
    await context.close();
  }
}

/** Types a date into a MUI date field whose day section already has the focus (no click). */
async function typeDate(page: Page, ddmmyyyy: string) {
  await page.keyboard.type(ddmmyyyy.replace(/\D/g, ''), { delay: 20 });
}

/**
 * "A profile in 4 clicks" (SPEC §1, apps/web/e2e/client-search.spec.ts): from the client home, signed in,
 * to 'Demande envoyée' on the first candidate not yet requested. Clicks are counted, typing is free; the
 * wall time runs from the home shown to the mark shown.
 */
export async function profileIn4Clicks(browser: Browser, base: string, storageState: StorageState, skill: string) {
  const context = await browser.newContext({ ...CONTEXT, storageState });
  try {
    const page = await context.newPage();
    await page.goto(`${base}/dashb`);
    await page.getByRole('link', { name: 'Trouver un talent' }).waitFor();
    let clicks = 0;
    const started = performance.now();
    // 1. The home's banner; the skill field has the focus.
    clicks++;
    await page.getByRole('link', { name: 'Trouver un talent' }).click();
    const skills = page.getByRole('textbox', { name: 'Technologies' });
    await skills.waitFor();
    await page.keyboard.type(skill);
    await page.keyboard.press('Enter');
    // 2. Confirmer.
    clicks++;
    await page.getByRole('button', { name: 'Confirmer' }).click();
    // 3. Demander, on the first card not yet requested; the start date has the focus, Tab leads to the end.
    const demander = page.getByRole('button', { name: /^Demander / }).first();
    await demander.waitFor();
    const name = ((await demander.getAttribute('aria-label')) ?? (await demander.innerText())).replace(/^Demander /, '');
    const card = page.getByRole('article', { name });
    clicks++;
    await demander.click();
    const form = card.getByRole('form', { name: `Demande pour ${name}` });
    const startDay = form.getByRole('group', { name: 'Date de début' }).getByRole('spinbutton', { name: 'Jour' });
    await page.waitForFunction((el) => el === document.activeElement, await startDay.elementHandle());
    await typeDate(page, '01/09/2026');
    const endDay = form.getByRole('group', { name: 'Date de fin' }).getByRole('spinbutton', { name: 'Jour' });
    for (let i = 0; i < 8 && !(await endDay.evaluate((el) => el === document.activeElement)); i++)
      await page.keyboard.press('Tab');
    await typeDate(page, '31/12/2026');
    // 4. Envoyer.
    clicks++;
    await form.getByRole('button', { name: 'Envoyer la demande' }).click();
    await card.getByText('Demande envoyée').waitFor();
    return { clicks, ms: performance.now() - started, candidate: name };
  } finally {
    await context.close();
  }
}
