import path from 'node:path';
import { defineConfig } from 'vitest/config';

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
    projects: [
      {
        extends: true,
        test: { name: 'shared', include: ['packages/shared/src/**/*.test.ts'], environment: 'node' },
      },
      {
        extends: true,
        test: {
          name: 'server',
          include: ['apps/server/src/**/*.test.ts'],
          environment: 'node',
          globalSetup: ['apps/server/src/test/global-setup.ts'],
          testTimeout: 60_000,
          hookTimeout: 60_000,
          pool: 'forks',
        },
      },
      {
        extends: true,
        test: {
          name: 'web',
          include: ['apps/web/src/**/*.test.{ts,tsx}'],
          environment: 'jsdom',
        },
      },
    ],
  },
});
