import { mkdirSync } from 'node:fs';
import path from 'node:path';
import type { Page } from '@playwright/test';
import { E2E } from './env';

/**
 * Saves a full-page screenshot at 1280 px and 375 px wide, for a human to look at: only with
 * E2E_SCREENSHOTS=1 (`npm run test:e2e:screens`), so that CI spends no time on them.
 */
export async function captureScreens(page: Page, name: string): Promise<void> {
  if (!E2E.screenshots) return;
  mkdirSync(E2E.screenshotsDir, { recursive: true });
  const original = page.viewportSize();
  for (const width of [1280, 375]) {
    await page.setViewportSize({ width, height: width === 1280 ? 800 : 740 });
    // From the top: a sticky header would otherwise be painted mid-page in a full-page capture.
    await page.evaluate(() => window.scrollTo(0, 0));
    await page.waitForTimeout(150);
    await page.screenshot({ path: path.join(E2E.screenshotsDir, `${name}-${width}.png`), fullPage: true });
  }
  if (original) await page.setViewportSize(original);
}

/** One screenshot as the page is now (a menu open, a narrow layout), with E2E_SCREENSHOTS=1 only. */
export async function captureScreen(page: Page, name: string): Promise<void> {
  if (!E2E.screenshots) return;
  mkdirSync(E2E.screenshotsDir, { recursive: true });
  await page.screenshot({ path: path.join(E2E.screenshotsDir, `${name}.png`) });
}
