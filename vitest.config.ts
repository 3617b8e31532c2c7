import { readdirSync, readFileSync } from 'node:fs';
import { availableParallelism } from 'node:os';
import path from 'node:path';
import { defineConfig } from 'vitest/config';

/**
 * CI runs the server suites a second time on PostgreSQL (DATABASE_URL): only those that touch SQL. A
 * suite that opens no database is left out automatically; the permission matrix and the hostile-input
 * test check the HTTP layer, whatever the engine, and are the two heaviest: they run on the embedded one.
 * A suite that says `@embedded-only` tests the embedded database whatever DATABASE_URL says (DATA_DIR's files).
 */
function engineAgnosticSuites(): string[] {
  const dir = path.resolve(import.meta.dirname, 'apps/server/src');
  const suites = (readdirSync(dir, { recursive: true }) as string[]).filter((file) => file.endsWith('.test.ts'));
  const touchesSql = /buildTestApp|createTestDatabase|openDatabase|DATABASE_URL/;
  const runsOnPostgres = (source: string) => touchesSql.test(source) && !source.includes('@embedded-only');
  return suites
    .filter((file) => file.startsWith('security/') || !runsOnPostgres(readFileSync(path.join(dir, file), 'utf8')))
    .map((file) => `apps/server/src/${file}`);
}

const shared = path.resolve(import.meta.dirname, 'packages/shared/src/index.ts');

/** Unit and API suites (the browser journeys run under Playwright: playwright.config.ts). */
export default defineConfig({
  resolve: {
    alias: [
      { find: /^@passerelle\/shared$/, replacement: shared },
      { find: /^@passerelle\/shared\/(.*)$/, replacement: path.resolve(import.meta.dirname, 'packages/shared/src/$1.ts') },
    ],
  },
  test: {
    passWithNoTests: true,
    // Vitest's default keeps a core for itself: one worker on our 2-core machines. The suites are CPU-bound
    // and the main process is mostly idle, so one worker a core: 432 → 287 s for the whole run (issue 14).
    maxWorkers: Math.max(2, availableParallelism()),
    projects: [
      {
        extends: true,
        test: { name: 'shared', include: ['packages/shared/src/**/*.test.ts'], environment: 'node' },
      },
      {
        extends: true,
        test: { name: 'tooling', include: ['scripts/**/*.test.ts'], environment: 'node', testTimeout: 30_000 },
      },
      {
        extends: true,
        test: {
          name: 'server',
          include: ['apps/server/src/**/*.test.ts'],
          exclude: process.env.DATABASE_URL ? engineAgnosticSuites() : [],
          environment: 'node',
          globalSetup: ['apps/server/src/test/global-setup.ts'],
          testTimeout: 60_000,
          hookTimeout: 60_000,
          pool: 'forks',
          isolate: false,
        },
      },
      {
        extends: true,
        test: {
          name: 'web',
          include: ['apps/web/src/**/*.test.{ts,tsx}'],
          exclude: ['apps/web/src/**/*.zone.test.{ts,tsx}'],
          environment: 'jsdom',
          // Each file in a fresh VM context of a worker that lives on, rather than a fresh process: jsdom and
          // the libraries load once a worker instead of once a file (environment set-up 107 → 9 s summed
          // over the files, CPU time of the project 141 → 69 s; issue 14). Modules stay isolated per file.
          pool: 'vmThreads',
          // Form tests type into MUI fields with user-event: seconds on a quiet machine, many times
          // that when the two cores are busy (CI beside other work). A hung test still fails.
          testTimeout: 90_000,
        },
      },
      {
        extends: true,
        test: {
          // A file that moves the browser's time zone (process.env.TZ) needs a process of its own: a worker
          // thread keeps the zone it started with.
          name: 'web-zone',
          include: ['apps/web/src/**/*.zone.test.{ts,tsx}'],
          environment: 'jsdom',
          pool: 'forks',
          testTimeout: 90_000,
        },
      },
    ],
  },
});
