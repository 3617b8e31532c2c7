import { expect, test } from '@playwright/test';
import { call, menu, openAsRoot, unique } from './admin-fixtures';
import { expectAccessible } from './support/a11y';
import { adminToken, loginThroughUi, visitorHeaders } from './support/accounts';
import { watchConsole } from './support/console';
import { captureScreens } from './support/screens';

test('the contact messages are listed newest first, with their sender; staff reply or mark them handled', async ({
  page,
  request,
}) => {
  const errors = watchConsole(page);
  const subject = unique('Partenariat');
  for (const [n, email] of [
    [1, 'jeanne.martin@exemple.fr'],
    [2, 'paul.girard@exemple.fr'],
  ] as const) {
    const res = await request.post('/api/adm/contactus/new', {
      headers: visitorHeaders(),
      data: {
        fullname: `Jeanne Martin ${n}`,
        subject: `${subject} ${n}`,
        content: `Bonjour,\nnous aimerions travailler avec vous (message ${n}).`,
        email,
      },
    });
    expect(res.status()).toBe(200);
  }
  await openAsRoot(page, 'Messages de contact');
  await expect(page.getByRole('heading', { level: 1, name: /^Messages de contact/ })).toBeVisible();
  const articles = page.getByRole('article');
  await expect(articles.first()).toHaveAccessibleName(`${subject} 2`);
  await expect(articles.nth(1)).toHaveAccessibleName(`${subject} 1`);
  const first = page.getByRole('article', { name: `${subject} 1` });
  await expect(first.getByRole('link', { name: 'jeanne.martin@exemple.fr' })).toHaveAttribute(
    'href',
    /^mailto:jeanne\.martin@exemple\.fr/,
  );
  await expect(first.getByText('nous aimerions travailler avec vous (message 1).')).toBeVisible();
  await captureScreens(page, 'admin-contact');
  await expectAccessible(page);

  // DECISIONS §6.9: a reply is mailed from the inbox and kept with the message; another is marked handled.
  const second = page.getByRole('article', { name: `${subject} 2` });
  await expect(second.getByText('Nouveau', { exact: true })).toBeVisible();
  await second.getByRole('button', { name: 'Répondre' }).click();
  const form = second.getByRole('form', { name: 'Répondre à Jeanne Martin 2' });
  await form.getByLabel('Votre réponse').fill('Bonjour,\nmerci pour votre message : appelons-nous cette semaine.');
  await form.getByRole('button', { name: 'Envoyer la réponse' }).click();
  await expect(second.getByText('Réponse envoyée')).toBeVisible();
  await expect(second.getByText('appelons-nous cette semaine.')).toBeVisible();
  await expect(second.getByText('Traité', { exact: true })).toBeVisible();
  await first.getByRole('button', { name: 'Marquer comme traité' }).click();
  await expect(first.getByText('Traité', { exact: true })).toBeVisible();
  await expect(first.getByRole('button', { name: 'Marquer comme traité' })).toHaveCount(0);
  await captureScreens(page, 'admin-contact-replied');
  expect(errors).toEqual([]);
});

test('root creates an administrator, disables and re-enables it; an administrator has no such screen', async ({
  page,
  browser,
  request,
}) => {
  const errors = watchConsole(page);
  await openAsRoot(page, 'Administrateurs');
  await expect(page).toHaveURL(/\/dashb\/admins$/);
  await expect(page.getByRole('article', { name: 'root@passerelle.test' }).getByText('Vous')).toBeVisible();

  await page.getByRole('button', { name: 'Ajouter un administrateur' }).click();
  const dialog = page.getByRole('dialog', { name: 'Ajouter un administrateur' });
  await dialog.getByRole('button', { name: 'Créer le compte' }).click();
  await expect(dialog.getByText('Vous devez saisir votre e-mail !')).toBeVisible();
  await dialog.getByLabel('E-mail').fill('root@passerelle.test');
  await dialog.getByLabel('Mot de passe', { exact: true }).fill('Etoile-Filante-2026');
  await dialog.getByLabel('Confirmation du mot de passe').fill('Etoile-Filante-2026');
  await dialog.getByRole('button', { name: 'Créer le compte' }).click();
  await expect(dialog.getByText('Un compte existe déjà avec cet e-mail !')).toBeVisible();
  const email = `${unique('admin').replace(' ', '.').toLowerCase()}@exemple.fr`;
  await dialog.getByLabel('E-mail').fill(email);
  await dialog.getByLabel('Mot de passe', { exact: true }).fill('password');
  await dialog.getByLabel('Confirmation du mot de passe').fill('password');
  await dialog.getByRole('button', { name: 'Créer le compte' }).click();
  await expect(dialog.getByText('Mot de passe trop courant, choisissez-en un autre !')).toBeVisible();
  await captureScreens(page, 'admin-staff-create');
  await expectAccessible(page);
  await dialog.getByLabel('Mot de passe', { exact: true }).fill('Etoile-Filante-2026');
  await dialog.getByLabel('Confirmation du mot de passe').fill('Etoile-Filante-2026');
  await dialog.getByRole('button', { name: 'Créer le compte' }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByText(`Le compte administrateur ${email} est créé.`)).toBeVisible();
  const row = page.getByRole('article', { name: email });
  await expect(row.getByText('Administrateur', { exact: true })).toBeVisible();
  await expect(row.getByText('Actif')).toBeVisible();
  await captureScreens(page, 'admin-staff');
  await expectAccessible(page);

  // Disabled: its login is refused; re-enabled: it logs in, without the Administrateurs screen.
  await row.getByRole('button', { name: 'Désactiver' }).click();
  await page.getByRole('dialog', { name: "Désactiver l'administrateur" }).getByRole('button', { name: 'Désactiver' }).click();
  await expect(row.getByText('Bloqué')).toBeVisible();
  const refused = await request.post('/api/users/login', { data: { email, password: 'Etoile-Filante-2026' } });
  expect(refused.status()).toBe(403);
  await row.getByRole('button', { name: 'Réactiver' }).click();
  await expect(row.getByText('Actif')).toBeVisible();

  const adminContext = await browser.newContext();
  const adminPage = await adminContext.newPage();
  await loginThroughUi(adminPage, email, 'Etoile-Filante-2026');
  await expect(adminPage).toHaveURL(/\/dashb$/);
  await expect(adminPage.getByText('Administrateur', { exact: true })).toBeVisible();
  await expect(menu(adminPage).getByRole('link', { name: 'Administrateurs' })).toHaveCount(0);
  await adminPage.goto('/dashb/admins');
  await expect(adminPage).toHaveURL(/\/dashb$/);
  // The server refuses it too.
  const token = await adminPage.evaluate(() => JSON.parse(localStorage.getItem('passerelle.session') ?? '{}').token as string);
  const denied = await request.post('/api/adm/getAdmins', { headers: { 'sb-tkn': token } });
  expect(denied.status()).toBe(403);
  await adminContext.close();

  // Root's own action log has it.
  const history = await call<{ data: { action: string }[] }>(request, await adminToken(request), '/api/adm/getAccountHistory', {
    id: (
      await call<{ data: { id: number; email: string }[] }>(request, await adminToken(request), '/api/adm/getAdmins')
    ).data.find((a) => a.email === email)?.id,
  });
  expect(history.data.map((h) => h.action)).toEqual(['unban', 'ban', 'create_admin']);
  // The refusals above (taken e-mail, common password) are the only failed requests.
  expect(errors.filter((e) => !/status of (400|409)/.test(e))).toEqual([]);
});

test('a list that fails to load says so (SPEC §8 fallback) and loads again on Réessayer', async ({ page }) => {
  await openAsRoot(page);
  let failing = true;
  await page.route('**/api/adm/getAllDmd', (route) =>
    failing ? route.fulfill({ status: 503, contentType: 'application/json', body: '{}' }) : route.continue(),
  );
  await menu(page).getByRole('link', { name: 'Demandes des candidats', exact: true }).click();
  // react-query asks twice more before giving up on a 5xx.
  await expect(page.getByRole('alert')).toContainText('Échec de la récupération des données !', { timeout: 15_000 });
  await captureScreens(page, 'admin-requests-error');
  failing = false;
  await page.getByRole('button', { name: 'Réessayer' }).click();
  await expect(page.getByRole('heading', { level: 1, name: /^Demandes des candidats/ })).toBeVisible();
  await expect(page.getByRole('alert')).toHaveCount(0);
});
