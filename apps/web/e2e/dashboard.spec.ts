import { expect, test } from '@playwright/test';
import { expectAccessible } from './support/a11y';
import { loginThroughUi, signIn, verifiedAccount } from './support/accounts';
import { E2E } from './support/env';
import { captureScreen, captureScreens } from './support/screens';

test('a visitor without a session is sent to /login', async ({ page }) => {
  await page.goto('/dashb');
  await expect(page).toHaveURL(/\/login$/);
});

test('a forged session is cleared and sent to /login', async ({ page }) => {
  await page.goto('/login');
  await page.evaluate(() =>
    localStorage.setItem('passerelle.session', JSON.stringify({ token: 'faux', user: { role: 'client', email: 'x@y.fr' } })),
  );
  await page.goto('/dashb/profile');
  await expect(page).toHaveURL(/\/login$/);
  expect(await page.evaluate(() => localStorage.getItem('passerelle.session'))).toBeNull();
});

test('root gets the admin shell, with its identity and the sidebar folding to icons', async ({ page }) => {
  await loginThroughUi(page, E2E.adminEmail, E2E.adminPassword);
  await expect(page).toHaveURL(/\/dashb$/);
  const menu = page.getByRole('navigation', { name: 'Menu du tableau de bord' });
  for (const item of [
    'Accueil',
    'Clients',
    'Candidats',
    'Demandes des candidats',
    'Missions',
    'Offres',
    'Factures',
    'Avis',
    'Chat',
    'Messages de contact',
  ]) {
    await expect(menu.getByRole('link', { name: item, exact: true })).toBeVisible();
  }
  await expect(page.getByText('Super administrateur')).toBeVisible();
  await expect(page.getByText(E2E.adminEmail)).toBeVisible();
  await captureScreens(page, 'admin-shell');
  await expectAccessible(page);
  await page.getByRole('button', { name: 'Replier le menu' }).click();
  await expect(page.getByText('Super administrateur')).toBeHidden();
  await captureScreen(page, 'admin-shell-mini-1280');
  await page.getByRole('button', { name: 'Déplier le menu' }).click();
  await page.getByRole('button', { name: 'Déconnexion' }).first().click();
  await expect(page).toHaveURL(/\/login$/);
  expect(await page.evaluate(() => localStorage.length)).toBe(0);
});

for (const [type, items, label] of [
  [
    'client',
    ['Accueil', 'Mon profil', 'Candidats', 'Mes offres', 'Correspondance des offres', 'Favoris', 'Missions', 'Factures', 'Chat'],
    'Client',
  ],
  [
    'condidat',
    ['Accueil', 'Profil', 'Trouver une offre', 'Test technique', 'Mes propositions', 'Mes missions', 'Chat'],
    'Candidat',
  ],
] as const) {
  test(`a ${type} gets its shell at /dashb`, async ({ page, request }) => {
    const account = await verifiedAccount(request, type);
    // Signing in is not what is tested here (the root's case above walks the login screen).
    await signIn(page, account.email, account.password, '/dashb');
    const menu = page.getByRole('navigation', { name: 'Menu du tableau de bord' });
    for (const item of items) await expect(menu.getByRole('link', { name: item, exact: true })).toBeVisible();
    await expect(page.getByText(label, { exact: true })).toBeVisible();
    await captureScreens(page, `${type}-shell`);
    await expectAccessible(page);
    if (type === 'client') {
      await expect(page.getByRole('alert')).toContainText("Votre compte n'est pas encore activé");
    }
  });
}
