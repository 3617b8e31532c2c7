// Lighthouse (the npm package, its default mobile profile and throttling) in Debian's Chromium, for the
// issue 20 rows. It is not a dependency of the project (about 60 MB for a benchmark row): the first run
// installs the pinned version from the npm registry into .tmp/lighthouse and later runs reuse it.
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import type { StorageState } from './browser.js';
import { root } from './server.js';

const VERSION = '12.8.2';
const prefix = path.join(root, '.tmp/lighthouse');

interface LighthouseModule {
  default: (
    url: string,
    flags: Record<string, unknown>,
    config?: unknown,
    page?: unknown,
  ) => Promise<
    | { lhr: { categories: Record<string, { score: number | null }>; audits: Record<string, { numericValue?: number }> } }
    | undefined
  >;
}
interface ChromeLauncherModule {
  launch: (options: { chromePath: string; chromeFlags: string[] }) => Promise<{ port: number; kill: () => Promise<void> | void }>;
}
/** The part of puppeteer-core (a dependency of lighthouse) that puts a session into the browser before a run. */
interface PuppeteerPage {
  goto(url: string): Promise<unknown>;
  evaluate<A>(fn: (arg: A) => void, arg: A): Promise<void>;
  createCDPSession(): Promise<{ send(method: string): Promise<unknown> }>;
}
interface PuppeteerModule {
  connect(options: { browserURL: string; defaultViewport: null }): Promise<{
    newPage(): Promise<PuppeteerPage>;
    disconnect(): Promise<void>;
  }>;
}

function installed(): string {
  const entry = path.join(prefix, 'node_modules/lighthouse/core/index.js');
  if (!existsSync(entry)) {
    mkdirSync(prefix, { recursive: true });
    console.log(`Installation de lighthouse@${VERSION} dans .tmp/lighthouse (une fois)…`);
    const npm = spawnSync(
      'npm',
      ['install', '--prefix', prefix, '--no-audit', '--no-fund', '--no-save', `lighthouse@${VERSION}`],
      {
        stdio: 'inherit',
      },
    );
    if (npm.status !== 0 || !existsSync(entry)) throw new Error(`npm install lighthouse@${VERSION} failed`);
  }
  return entry;
}

export interface LighthouseScores {
  route: string;
  performance: number;
  accessibility: number;
  lcpMs: number;
}

/** A page to score, signed in when `session` is given (a Playwright storage state: the app keeps its session in localStorage). */
export interface LighthouseTarget {
  route: string;
  /** Names the row (`/dashb, client`); the route by default. */
  label?: string;
  session?: StorageState;
}

/**
 * The session's localStorage written into the browser's profile before the run (issue 34: the app pages signed
 * in), from a page that loads no script (the favicon, an SVG document), then the HTTP cache emptied: the run
 * keeps the storage (disableStorageReset) and still loads every script cold.
 */
async function signIn(port: number, base: string, session: StorageState) {
  const state = typeof session === 'string' ? undefined : session;
  const items = state?.origins.find((o) => o.origin === new URL(base).origin)?.localStorage ?? [];
  const require = createRequire(installed());
  const puppeteer = (await import(pathToFileURL(require.resolve('puppeteer-core')).href)) as PuppeteerModule & {
    default?: PuppeteerModule;
  };
  const browser = await (puppeteer.default ?? puppeteer).connect({
    browserURL: `http://127.0.0.1:${port}`,
    defaultViewport: null,
  });
  const page = await browser.newPage();
  await page.goto(`${base}/favicon.svg`);
  await page.evaluate((entries: { name: string; value: string }[]) => {
    for (const { name, value } of entries) localStorage.setItem(name, value);
  }, items);
  const cdp = await page.createCDPSession();
  await cdp.send('Network.clearBrowserCache');
  return { page, done: () => browser.disconnect() };
}

/** Scores (0–100) of each route, one cold load each in a fresh headless Chromium, signed in where a session is given. */
export async function lighthouseScores(base: string, targets: (string | LighthouseTarget)[]): Promise<LighthouseScores[]> {
  const entry = installed();
  const lighthouse = ((await import(pathToFileURL(entry).href)) as LighthouseModule).default;
  const launcher = (await import(
    pathToFileURL(path.join(prefix, 'node_modules/chrome-launcher/dist/index.js')).href
  )) as ChromeLauncherModule;
  const results: LighthouseScores[] = [];
  for (const target of targets) {
    const { route, label = route, session } = typeof target === 'string' ? { route: target } : target;
    const chrome = await launcher.launch({
      chromePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
      chromeFlags: [
        '--headless=new',
        '--no-sandbox',
        '--disable-gpu',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
        '--no-first-run',
      ],
    });
    const signedIn = session ? await signIn(chrome.port, base, session) : undefined;
    try {
      const run = await lighthouse(
        base + route,
        {
          port: chrome.port,
          output: 'json',
          logLevel: 'error',
          onlyCategories: ['performance', 'accessibility'],
          locale: 'fr',
          ...(signedIn ? { disableStorageReset: true } : {}),
        },
        undefined,
        signedIn?.page,
      );
      if (!run) throw new Error(`lighthouse: no result for ${route}`);
      const score = (name: string) => Math.round((run.lhr.categories[name]?.score ?? 0) * 100);
      results.push({
        route: label,
        performance: score('performance'),
        accessibility: score('accessibility'),
        lcpMs: run.lhr.audits['largest-contentful-paint']?.numericValue ?? Number.NaN,
      });
    } finally {
      await signedIn?.done();
      await chrome.kill();
    }
  }
  return results;
}
