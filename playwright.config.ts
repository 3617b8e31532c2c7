import { defineConfig, devices } from '@playwright/test';
import { E2E } from './apps/web/e2e/support/env';

/**
 * Browser journeys in Debian's Chromium (never a downloaded browser: scripts/chromium.mjs finds or
 * installs one), against `npm start` on fresh DATA_DIRs (apps/web/e2e/support/server.mjs). Test files
 * run in parallel, one server and DATA_DIR per worker (E2E_WORKERS, default 2: our machines have 2
 * cores); the tests of one file run in order, in one worker.
 */
const workers = Number(process.env.E2E_WORKERS ?? 2);

export default defineConfig({
  testDir: 'apps/web/e2e',
  outputDir: '.tmp/playwright',
  workers,
  fullyParallel: false,
  timeout: 60_000,
  expect: { timeout: 10_000 },
  reporter: [['list']],
  use: {
    ...devices['Desktop Chrome'],
    // Each worker loads this file with its own TEST_PARALLEL_INDEX, hence its own server (support/env.ts).
    baseURL: E2E.baseUrl,
    locale: 'fr-FR',
    timezoneId: 'Europe/Paris',
    // As a user who asks for reduced motion (app/base.css): no transition to wait for, no frames to paint.
    reducedMotion: 'reduce',
    screenshot: 'only-on-failure',
    trace: 'retain-on-failure',
    launchOptions: {
      executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
      args: [
        '--no-sandbox',
        '--disable-gpu',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
        '--no-first-run',
        '--disable-quic',
      ],
    },
  },
  webServer: Array.from({ length: workers }, (_, slot) => ({
    command: 'node apps/web/e2e/support/server.mjs',
    env: { E2E_SLOT: String(slot) },
    url: `http://127.0.0.1:${E2E.firstPort + slot}/api/health`,
    reuseExistingServer: false,
    timeout: 240_000,
    stdout: 'ignore' as const,
    stderr: 'pipe' as const,
  })),
});
