import { expect, test } from '@playwright/test';

test('one port serves the API and the web app; a deep link without a session lands on /login', async ({ page, request }) => {
  const health = await request.get('/api/health');
  expect(await health.json()).toEqual({ status: 'ok', db: 'pglite' });
  const missingAsset = await request.get('/assets/introuvable.js');
  expect(missingAsset.status()).toBe(404);

  const errors: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(message.text());
  });
  await page.goto('/dashb/profile');
  await expect(page).toHaveURL(/\/login$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Connexion' })).toBeVisible();
  expect(errors).toEqual([]);
});
