import { defineConfig, devices } from '@playwright/test';
import { E2E } from './apps/web/e2e/support/env';

/**
 * Browser journeys in Debian's Chromium (never a downloaded browser), against `npm start` on a fresh
 * DATA_DIR (apps/web/e2e/support/server.mjs).
 */
export default defineConfig({
  testDir: 'apps/web/e2e',
  outputDir: '.tmp/playwright',
  workers: 1,
  fullyParallel: false,
  timeout: 60_000,
  expect: { timeout: 10_000 },
  reporter: [['list']],
  use: {
    ...devices['Desktop Chrome'],
    baseURL: E2E.baseUrl,
    locale: 'fr-FR',
    timezoneId: 'Europe/Paris',
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
  webServer: {
    command: 'node apps/web/e2e/support/server.mjs',
    url: `${E2E.baseUrl}/api/health`,
    reuseExistingServer: false,
    timeout: 240_000,
    stdout: 'ignore',
    stderr: 'pipe',
  },
});
