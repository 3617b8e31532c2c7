import { expect, test } from '@playwright/test';
import { call, openAsRoot } from './admin-fixtures';
import { expectAccessible } from './support/a11y';
import { adminToken } from './support/accounts';
import { watchConsole } from './support/console';
import { captureScreens } from './support/screens';

/** Issue 31 (DECISIONS §6.5): the root's Réglages; contracts signed on the platform. */

test('root changes the Réglages: wrong values are explained, a saved change is kept and dated', async ({ page, request }) => {
  const errors = watchConsole(page);
  const root = await adminToken(request);
  await openAsRoot(page, 'Réglages');
  await expect(page.getByRole('heading', { level: 1, name: 'Réglages' })).toBeVisible();
  await expect(page.getByRole('switch', { name: 'Transparence des tarifs' })).toBeChecked();
  const delay = page.getByLabel('Délai de paiement');
  await expect(delay).toHaveValue('30');
  await expect(page.getByLabel('Taux des pénalités de retard')).toHaveValue('12,15');
  await captureScreens(page, 'admin-settings');
  await expectAccessible(page);

  await delay.fill('90');
  await page.getByLabel('IBAN').fill('FR76 3000 6000 0112 3456 7890 188');
  await page.getByRole('button', { name: 'Enregistrer' }).click();
  await expect(page.getByText('Le délai de paiement doit être un nombre entier de 0 à 60 jours !')).toBeVisible();
  await expect(page.getByText('IBAN non valide !')).toBeVisible();
  await captureScreens(page, 'admin-settings-errors');

  await delay.fill('45');
  await page.getByLabel('IBAN').fill('fr76 3000 6000 0112 3456 7890 189');
  await page.getByLabel('BIC').fill('BNPAFRPP');
  await page.getByRole('button', { name: 'Enregistrer' }).click();
  await expect(page.getByText('Réglages enregistrés')).toBeVisible();
  await expect(page.getByText(/^Dernière modification le/)).toBeVisible();
  await expect(page.getByLabel('IBAN')).toHaveValue('FR76 3000 6000 0112 3456 7890 189');
  await page.reload();
  await expect(page.getByLabel('Délai de paiement')).toHaveValue('45');
  expect(errors).toEqual([]);

  // Back to the defaults the other journeys expect.
  await call(request, root, '/api/adm/setReglages', { delai_paiement: 30, emetteur_iban: null, emetteur_bic: null });
});
