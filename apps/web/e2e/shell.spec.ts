import { expect, test } from '@playwright/test';
import { captureScreens } from './support/screens';

test('one port serves the API and the web app, deep links included', async ({ page, request }) => {
  const health = await request.get('/api/health');
  expect(await health.json()).toEqual({ status: 'ok', db: 'pglite' });

  const errors: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(message.text());
  });
  await page.goto('/dashb/profile');
  await expect(page).toHaveTitle(/Passerelle/);
  await expect(page.getByRole('heading', { level: 1 })).toContainText('Passerelle');
  await captureScreens(page, 'shell');
  expect(errors).toEqual([]);
});
