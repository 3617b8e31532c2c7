// `npm run bench:web` (issue 20): what a phone pays for each page. Against `npm start` on a small generated
// marketplace (.tmp/bench/data-<scale>, prepared once): JavaScript per route (gzip) for the public pages and
// each role's dashboards, with the heaviest modules of each (a module report written by the web build with
// BUNDLE_REPORT), Lighthouse's mobile scores for the public pages and, signed in, for the client's home and
// search, the candidate's offers and the staff's home (issue 34), and the LCP of the client's search.
//   npm run bench:web -- [--scale 2000] [--port 3193] [--no-lighthouse] [--modules 6]
// The same rows run in `npm run bench` (browser part).
import { spawnSync } from 'node:child_process';
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { launchChromium, lcp, loginClientUi, routeScripts, type StorageState } from './lib/browser.js';
import { lighthouseScores } from './lib/lighthouse.js';
import { activeAccounts, DEMO_ACCOUNTS, GENERATED_PASSWORD, withMarketplace } from './lib/marketplace.js';
import { buildOnce, root, startServer, stopServer, waitHealthy } from './lib/server.js';
import { summarize } from './lib/stats.js';
import { printTable, type Row } from './lib/table.js';

const { values } = parseArgs({
  options: {
    scale: { type: 'string', default: '2000' },
    port: { type: 'string', default: '3193' },
    'no-lighthouse': { type: 'boolean', default: false },
    modules: { type: 'string', default: '6' },
  },
});
const PORT = Number(values.port);
const BASE = `http://127.0.0.1:${PORT}`;
const dataDir = path.join(root, '.tmp/bench', `data-${values.scale}`);

/**
 * Targets (KB on the wire, headers included) of issue 34 for /login, /dashb/srcd and the dashboard routes (every
 * one not named: 250), of issue 20 for the other public pages.
 */
export const JS_TARGETS: Record<string, number> = {
  '/home': 150,
  '/login': 110,
  '/register': 140,
  '/forget-pass': 140,
  '/dashb/srcd': 220,
};
export const PUBLIC_ROUTES = ['/home', '/login', '/register', '/forget-pass'];
const DASHBOARDS = {
  client: ['/dashb', '/dashb/srcd', '/dashb/mesoffres', '/dashb/offre-crt', '/dashb/bmatch', '/dashb/mission'],
  candidate: ['/dashb', '/dashb/profile', '/dashb/offre', '/dashb/proposition'],
  admin: ['/dashb', '/dashb/acc/cl', '/dashb/acc/dmd', '/dashb/chat'],
} as const;

interface ReportChunk {
  file: string;
  modules: { id: string; size: number }[];
}

/** Builds the web app again with the module report (same inputs, same chunk names) into .tmp/bundle. */
function moduleReport(): Map<string, ReportChunk> {
  const file = path.join(root, '.tmp/bundle/modules.json');
  const build = spawnSync(
    path.join(root, 'node_modules/.bin/vite'),
    ['build', '--outDir', path.join(root, '.tmp/bundle/dist'), '--emptyOutDir', '--logLevel', 'warn'],
    { cwd: path.join(root, 'apps/web'), stdio: 'inherit', env: { ...process.env, BUNDLE_REPORT: file } },
  );
  if (build.status !== 0) throw new Error('web build with the module report failed');
  const chunks = JSON.parse(readFileSync(file, 'utf8')) as ReportChunk[];
  return new Map(chunks.map((c) => [`/${c.file}`, c]));
}

/** The heaviest modules (size before minification) among the scripts a route loaded. */
function heaviest(report: Map<string, ReportChunk>, paths: string[], n: number): string {
  const modules = paths.flatMap((p) => report.get(p)?.modules ?? []);
  return modules
    .sort((a, b) => b.size - a.size)
    .slice(0, n)
    .map((m) => `${m.id} ${Math.round(m.size / 1024)}`)
    .join(', ');
}

buildOnce();
const report = moduleReport();
const accounts = await withMarketplace({ dataDir, scale: Number(values.scale) }, (database) => activeAccounts(database, 1));
const server = startServer({ port: PORT, dataDir });
const rows: Row[] = [];
const weights: string[] = [];
let signedIn: Record<keyof typeof DASHBOARDS, StorageState> | undefined;
try {
  await waitHealthy(server, BASE);
  const browser = await launchChromium();
  try {
    const sessions: Record<keyof typeof DASHBOARDS, StorageState> = {
      client: await loginClientUi(browser, BASE, accounts.clients[0] as string, GENERATED_PASSWORD),
      candidate: await loginClientUi(browser, BASE, accounts.candidates[0] as string, GENERATED_PASSWORD),
      admin: await loginClientUi(browser, BASE, DEMO_ACCOUNTS.admin.email, GENERATED_PASSWORD),
    };
    signedIn = sessions;
    const measure = async (route: string, label: string, session?: StorageState) => {
      const r = await routeScripts(browser, BASE, route, session);
      rows.push({
        measure: `JS ${route}${label} (wire, ${r.files} files, headers ${r.headerKb.toFixed(1)}, gzip ${r.gzipKb.toFixed(1)})`,
        value: r.kb,
        unit: 'KB',
        errors: r.errors,
        target: { stat: 'value', max: JS_TARGETS[route] ?? 250 },
      });
      weights.push(`${route}${label}: ${heaviest(report, r.paths, Number(values.modules))}`);
    };
    for (const route of PUBLIC_ROUTES) await measure(route, '');
    for (const [role, routes] of Object.entries(DASHBOARDS) as [keyof typeof DASHBOARDS, readonly string[]][])
      for (const route of routes) await measure(route, `, ${role}`, sessions[role]);
    rows.push({
      measure: 'LCP /dashb/srcd, client, cold cache (5 loads)',
      ...summarize(await lcp(browser, BASE, '/dashb/srcd', 5, sessions.client)),
      noRatio: true,
      target: { stat: 'p50', max: 1000 },
    });
  } finally {
    await browser.close();
  }
  if (!values['no-lighthouse']) {
    // Issue 34: the app pages a person opens most, signed in.
    const appPages = signedIn
      ? [
          { route: '/dashb', label: '/dashb, client', session: signedIn.client },
          { route: '/dashb/srcd', label: '/dashb/srcd, client', session: signedIn.client },
          { route: '/dashb/offre', label: '/dashb/offre, candidate', session: signedIn.candidate },
          { route: '/dashb', label: '/dashb, staff', session: signedIn.admin },
        ]
      : [];
    // One run per page; a page that fails is a row with its error, the others are still measured.
    const scores = [];
    for (const target of [...PUBLIC_ROUTES, ...appPages]) {
      try {
        scores.push(...(await lighthouseScores(BASE, [target])));
      } catch (error) {
        const label = typeof target === 'string' ? target : target.label;
        rows.push({ measure: `Lighthouse ${label}`, errors: [(error as Error).message] });
      }
    }
    for (const score of scores) {
      rows.push({
        measure: `Lighthouse ${score.route}, performance (mobile)`,
        value: score.performance,
        unit: '/100',
        target: { stat: 'value', min: 90 },
      });
      rows.push({
        measure: `Lighthouse ${score.route}, accessibility`,
        value: score.accessibility,
        unit: '/100',
        target: { stat: 'value', min: 95 },
      });
      rows.push({ measure: `Lighthouse ${score.route}, LCP (mobile, throttled)`, value: score.lcpMs, unit: 'ms' });
    }
  }
} finally {
  await stopServer(server);
}

const result = printTable(rows, { engine: 'web', scale: Number(values.scale), date: new Date().toISOString() });
console.log('\nLes modules les plus lourds de chaque route (Ko avant minification) :');
for (const line of weights) console.log(`- ${line}`);
mkdirSync(path.join(root, '.tmp/bench'), { recursive: true });
writeFileSync(path.join(root, '.tmp/bench/result-web.json'), JSON.stringify({ ...result, weights }, null, 2));
console.log('\nÉcrit : .tmp/bench/result-web.json');
process.exit(result.rows.every((r) => r.pass !== false) ? 0 : 1);
