// Lighthouse (the npm package, its default mobile profile and throttling) in Debian's Chromium, for the
// issue 20 rows. It is not a dependency of the project (about 60 MB for a benchmark row): the first run
// installs the pinned version from the npm registry into .tmp/lighthouse and later runs reuse it.
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { root } from './server.js';

const VERSION = '12.8.2';
const prefix = path.join(root, '.tmp/lighthouse');

interface LighthouseModule {
  default: (
    url: string,
    flags: Record<string, unknown>,
  ) => Promise<
    | { lhr: { categories: Record<string, { score: number | null }>; audits: Record<string, { numericValue?: number }> } }
    | undefined
  >;
}
interface ChromeLauncherModule {
  launch: (options: { chromePath: string; chromeFlags: string[] }) => Promise<{ port: number; kill: () => Promise<void> | void }>;
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

/** Scores (0–100) of each route, one cold load each in a fresh headless Chromium. */
export async function lighthouseScores(base: string, routes: string[]): Promise<LighthouseScores[]> {
  const entry = installed();
  const lighthouse = ((await import(pathToFileURL(entry).href)) as LighthouseModule).default;
  const launcher = (await import(
    pathToFileURL(path.join(prefix, 'node_modules/chrome-launcher/dist/index.js')).href
  )) as ChromeLauncherModule;
  const results: LighthouseScores[] = [];
  for (const route of routes) {
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
    try {
      const run = await lighthouse(base + route, {
        port: chrome.port,
        output: 'json',
        logLevel: 'error',
        onlyCategories: ['performance', 'accessibility'],
        locale: 'fr',
      });
      if (!run) throw new Error(`lighthouse: no result for ${route}`);
      const score = (name: string) => Math.round((run.lhr.categories[name]?.score ?? 0) * 100);
      results.push({
        route,
        performance: score('performance'),
        accessibility: score('accessibility'),
        lcpMs: run.lhr.audits['largest-contentful-paint']?.numericValue ?? Number.NaN,
      });
    } finally {
      await chrome.kill();
    }
  }
  return results;
}
