import { readFile } from 'node:fs/promises';
import { type APIRequestContext, expect, type Page, test } from '@playwright/test';
import { call, menu, openAsRoot, unique } from './admin-fixtures';
import { seedCandidate } from './candidate-fixtures';
import { seedClient } from './client-fixtures';
import { expectAccessible } from './support/a11y';
import { adminToken, loginThroughUi, PASSWORD, visitorHeaders } from './support/accounts';
import { watchConsole } from './support/console';
import { E2E } from './support/env';
import { captureScreens } from './support/screens';
import { authenticator } from './support/totp';

/** « Mon compte » (issue 9): the second factor, the RGPD export, the erasure; the staff's inactive candidates. */

/** Refusals the journeys provoke on purpose (wrong code, wrong password): the only failed requests. */
const unexpected = (errors: string[]) => errors.filter((e) => !/status of 400/.test(e));

async function openAccount(page: Page): Promise<void> {
  await menu(page).getByRole('link', { name: 'Mon compte' }).click();
  await expect(page).toHaveURL(/\/dashb\/compte$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Mon compte' })).toBeVisible();
}

function twoFactorSection(page: Page) {
  return page.getByRole('region', { name: 'Double authentification' });
}

/** Turns the second factor on from « Mon compte »; returns the app's codes and the recovery codes. */
async function turnOnTwoFactor(page: Page, screens?: string) {
  const section = twoFactorSection(page);
  await section.getByRole('button', { name: 'Activer' }).click();
  const form = section.getByRole('form', { name: 'Activer la double authentification' });
  await expect(form.getByRole('img', { name: /QR code de la double authentification/ })).toBeVisible();
  const secret = ((await form.locator('code').textContent()) ?? '').replace(/\s/g, '');
  expect(secret).toMatch(/^[A-Z2-7]{32}$/);
  const nextCode = authenticator(secret);
  if (screens) {
    await captureScreens(page, `${screens}-setup`);
    await expectAccessible(page);
  }
  await form.getByLabel('Code à 6 chiffres').fill('000000');
  await form.getByRole('button', { name: 'Activer' }).click();
  await expect(form.getByText('Code de vérification incorrect !')).toBeVisible();
  await form.getByLabel('Code à 6 chiffres').fill(await nextCode());
  await form.getByRole('button', { name: 'Activer' }).click();
  const codesBlock = section.getByRole('region', { name: 'Codes de secours' });
  await expect(codesBlock.getByText('Notez ces codes de secours maintenant')).toBeVisible();
  const recoveryCodes = await codesBlock
    .getByRole('list', { name: 'Vos codes de secours' })
    .getByRole('listitem')
    .allTextContents();
  expect(recoveryCodes).toHaveLength(10);
  return { secret, nextCode, recoveryCodes, codesBlock };
}

test('a candidate turns two-factor on in Mon compte, signs in again with a code, then turns it off', async ({
  page,
  request,
}) => {
  const errors = watchConsole(page);
  const candidate = await seedCandidate(request);
  await loginThroughUi(page, candidate.email, candidate.password);
  await expect(page).toHaveURL(/\/dashb$/);
  await openAccount(page);
  const section = twoFactorSection(page);
  await expect(section.getByText('Désactivée', { exact: true })).toBeVisible();
  await expect(page.getByRole('region', { name: 'Supprimer mon compte' }).getByRole('button')).toBeVisible();
  await captureScreens(page, 'account-candidate');
  await expectAccessible(page);

  const { nextCode, recoveryCodes, codesBlock } = await turnOnTwoFactor(page, 'account-2fa');
  await captureScreens(page, 'account-2fa-codes');
  await expectAccessible(page);
  // The codes can be kept as a text file.
  const [download] = await Promise.all([
    page.waitForEvent('download'),
    codesBlock.getByRole('button', { name: 'Télécharger (.txt)' }).click(),
  ]);
  expect(download.suggestedFilename()).toBe('passerelle-codes-de-secours.txt');
  const text = await readFile((await download.path()) ?? '', 'utf8');
  for (const code of recoveryCodes) expect(text).toContain(code);
  await codesBlock.getByRole('button', { name: "J'ai noté mes codes" }).click();
  await expect(section.getByText('Activée', { exact: true })).toBeVisible();
  await expect(section.getByText('Double authentification activée.')).toBeVisible();
  await expect(section.getByText('Codes de secours restants : 10')).toBeVisible();
  await expect(section.getByRole('region', { name: 'Codes de secours' })).toHaveCount(0);

  // Next login: the password, then a code of the app.
  await page.getByRole('button', { name: 'Déconnexion' }).first().click();
  await expect(page).toHaveURL(/\/login$/);
  await loginThroughUi(page, candidate.email, candidate.password);
  await expect(page.getByRole('heading', { name: 'Vérification en deux étapes' })).toBeVisible();
  await page.getByLabel('Code de vérification').fill(await nextCode());
  await page.getByRole('button', { name: 'Vérifier' }).click();
  await expect(page).toHaveURL(/\/dashb$/);

  // Turning it off asks for the password and a code.
  await openAccount(page);
  await section.getByRole('button', { name: 'Désactiver' }).click();
  const dialog = page.getByRole('dialog', { name: 'Désactiver la double authentification' });
  await dialog.getByLabel('Mot de passe', { exact: true }).fill('pas-le-bon');
  await dialog.getByLabel('Code de vérification').fill(await nextCode());
  await dialog.getByRole('button', { name: 'Désactiver' }).click();
  await expect(dialog.getByText('Mot de passe incorrect !')).toBeVisible();
  await captureScreens(page, 'account-2fa-disable');
  await expectAccessible(page);
  await dialog.getByLabel('Mot de passe', { exact: true }).fill(candidate.password);
  await dialog.getByLabel('Code de vérification').fill(recoveryCodes[0] ?? '');
  await dialog.getByRole('button', { name: 'Désactiver' }).click();
  await expect(dialog).toBeHidden();
  await expect(section.getByText('Double authentification désactivée.')).toBeVisible();
  await expect(section.getByText('Désactivée', { exact: true })).toBeVisible();
  const login = await request.post('/api/users/login', { data: { email: candidate.email, password: candidate.password } });
  expect((await login.json()).success).toBe(true);
  expect(unexpected(errors)).toEqual([]);
});

test('a client downloads its data, then deletes its account: it cannot log in again, its e-mail can register again', async ({
  page,
  request,
}) => {
  const errors = watchConsole(page);
  const client = await seedClient(request, { company: unique('Atelier RGPD') });
  await loginThroughUi(page, client.email, client.password);
  await expect(page).toHaveURL(/\/dashb$/);
  await openAccount(page);

  const data = page.getByRole('region', { name: 'Mes données (RGPD)' });
  const [download] = await Promise.all([
    page.waitForEvent('download'),
    data.getByRole('button', { name: 'Télécharger mes données' }).click(),
  ]);
  expect(download.suggestedFilename()).toMatch(/^passerelle-mes-donnees-\d{4}-\d{2}-\d{2}\.json$/);
  const content = await readFile((await download.path()) ?? '', 'utf8');
  const exported = JSON.parse(content);
  expect(exported.compte).toMatchObject({ email: client.email, role: 'client', prenom: 'Claire' });
  expect(exported.profilClient).toMatchObject({ id: client.clientId, nom_entreprise: client.company });
  expect(content).not.toMatch(/password|argon2|totp/i);
  await expect(data.getByText('Vos données ont été téléchargées (fichier JSON).')).toBeVisible();

  await page.getByRole('region', { name: 'Supprimer mon compte' }).getByRole('button', { name: 'Supprimer mon compte' }).click();
  const dialog = page.getByRole('dialog', { name: 'Supprimer mon compte' });
  await expect(dialog.getByText('Vos offres encore ouvertes seront fermées.', { exact: false })).toBeVisible();
  await dialog.getByRole('button', { name: 'Supprimer définitivement' }).click();
  await expect(dialog.getByText('Vous devez saisir votre mot de passe !')).toBeVisible();
  await dialog.getByLabel('Mot de passe', { exact: true }).fill('pas-le-bon');
  await dialog.getByRole('button', { name: 'Supprimer définitivement' }).click();
  await expect(dialog.getByText('Mot de passe incorrect !')).toBeVisible();
  await captureScreens(page, 'account-delete');
  await expectAccessible(page);
  // Closing the dialog keeps the account.
  await dialog.getByRole('button', { name: 'Annuler' }).click();
  await expect(dialog).toBeHidden();
  await page.getByRole('region', { name: 'Supprimer mon compte' }).getByRole('button', { name: 'Supprimer mon compte' }).click();
  await dialog.getByLabel('Mot de passe', { exact: true }).fill(client.password);
  await dialog.getByRole('button', { name: 'Supprimer définitivement' }).click();

  await expect(page).toHaveURL(/\/login$/);
  await expect(page.getByText('Votre compte a été supprimé. Vos données personnelles ont été effacées.')).toBeVisible();
  expect(await page.evaluate(() => localStorage.getItem('passerelle.session'))).toBeNull();
  await captureScreens(page, 'account-deleted');
  await page.getByLabel('E-mail').fill(client.email);
  await page.getByLabel('Mot de passe', { exact: true }).fill(client.password);
  await page.getByRole('button', { name: 'Se connecter' }).click();
  await expect(page.getByText('E-mail ou mot de passe incorrect !')).toBeVisible();
  // The old session is gone on the server too.
  expect((await request.post('/api/users/checkuser', { headers: { 'sb-tkn': client.token } })).status()).toBe(401);

  const again = await request.post('/api/users/newClient', {
    headers: visitorHeaders(),
    data: { type_cmpt: 'client', email: client.email, password: PASSWORD, confirmPassword: PASSWORD, cgu: true },
  });
  expect(again.status()).toBe(200);
  expect(errors.filter((e) => !/status of (400|401)/.test(e))).toEqual([]);
});

/**
 * The e2e root's second factor and the mandatory policy, turned on by the journey below: put back by the journey
 * and, if it failed or timed out, by afterEach (a timed-out test's own `finally` runs with its request context
 * already torn down: the root was left with two-factor on, and every later journey of the worker that signs it in
 * failed, issue 34 « CI, second pass »).
 */
let rootToRestore: { token: string; code: string | null } | null = null;

async function restoreRoot(request: APIRequestContext) {
  if (!rootToRestore) return;
  const { token, code } = rootToRestore;
  rootToRestore = null;
  await request.post('/api/adm/twoFactorPolicy', { headers: { 'sb-tkn': token }, data: { required: false } });
  if (code) {
    const off = await request.post('/api/users/twoFactorDisable', {
      headers: { 'sb-tkn': token },
      data: { password: E2E.adminPassword, code },
    });
    expect(off.status()).toBe(200);
  }
}

test.afterEach(async ({ request }) => restoreRoot(request));

test('root makes two-factor mandatory: an administrator without it reaches only Mon compte until it turns it on', async ({
  page,
  browser,
  request,
}) => {
  const rootErrors = watchConsole(page);
  const email = `${unique('admin').replace(' ', '.').toLowerCase()}@exemple.fr`;
  await call(request, await adminToken(request), '/api/adm/createAdmin', {
    email,
    password: 'Etoile-Filante-2026',
    confirmPassword: 'Etoile-Filante-2026',
  });

  await openAsRoot(page);
  await openAccount(page);
  const policy = page.getByRole('switch', { name: 'Obligatoire pour les administrateurs' });
  await expect(policy).toBeDisabled();
  await expect(page.getByText("Activez d'abord la double authentification sur votre propre compte")).toBeVisible();

  // Root turns it on for itself first; whatever happens next, the e2e root is left as it was (afterEach).
  const rootToken = await page.evaluate(() => JSON.parse(localStorage.getItem('passerelle.session') ?? '{}').token as string);
  rootToRestore = { token: rootToken, code: null };
  const { recoveryCodes, codesBlock } = await turnOnTwoFactor(page);
  rootToRestore.code = recoveryCodes[0] ?? null;
  await codesBlock.getByRole('button', { name: "J'ai noté mes codes" }).click();
  await expect(policy).toBeEnabled();
  await policy.click();
  const confirm = page.getByRole('dialog', { name: 'Rendre la double authentification obligatoire ?' });
  await confirm.getByRole('button', { name: 'Rendre obligatoire' }).click();
  await expect(confirm).toBeHidden();
  await expect(policy).toBeChecked();
  await captureScreens(page, 'account-root-policy');
  await expectAccessible(page);

  // The administrator: a banner, « Mon compte » only, nothing that the server would refuse.
  const adminContext = await browser.newContext();
  const adminPage = await adminContext.newPage();
  const adminErrors = watchConsole(adminPage);
  await loginThroughUi(adminPage, email, 'Etoile-Filante-2026');
  await expect(adminPage).toHaveURL(/\/dashb\/compte$/);
  await expect(adminPage.getByText('Double authentification obligatoire', { exact: true })).toBeVisible();
  await expect(menu(adminPage).getByRole('link')).toHaveText(['Mon compte']);
  await adminPage.goto('/dashb/acc/cl');
  await expect(adminPage).toHaveURL(/\/dashb\/compte$/);
  await captureScreens(adminPage, 'account-admin-required');
  await expectAccessible(adminPage);
  const { codesBlock: adminCodes } = await turnOnTwoFactor(adminPage);
  await adminCodes.getByRole('button', { name: "J'ai noté mes codes" }).click();
  // Turned on: the whole administration opens, and it cannot be turned off while mandatory.
  await expect(menu(adminPage).getByRole('link', { name: 'Clients' })).toBeVisible();
  await expect(adminPage.getByText('Double authentification obligatoire', { exact: true })).toHaveCount(0);
  await expect(
    twoFactorSection(adminPage).getByText('La double authentification est obligatoire pour votre compte.'),
  ).toBeVisible();
  await menu(adminPage).getByRole('link', { name: 'Clients' }).click();
  await expect(adminPage.getByRole('heading', { level: 1, name: /^Clients/ })).toBeVisible();
  expect(unexpected(adminErrors)).toEqual([]);
  await adminContext.close();

  // Relaxed again without a confirmation.
  await policy.click();
  await expect(policy).not.toBeChecked();
  await restoreRoot(request);
  const login = await request.post('/api/users/login', { data: { email: E2E.adminEmail, password: E2E.adminPassword } });
  expect((await login.json()).success).toBe(true);
  expect(unexpected(rootErrors)).toEqual([]);
});

test('the inactive candidates screen lists none on a young platform, and says so', async ({ page }) => {
  const errors = watchConsole(page);
  await openAsRoot(page, 'Candidats inactifs');
  await expect(page).toHaveURL(/\/dashb\/acc\/inactifs$/);
  await expect(page.getByRole('heading', { level: 1, name: /^Candidats inactifs/ })).toContainText('0');
  await expect(
    page.getByText('Aucun candidat inactif : tous ont eu une activité au cours des 2 dernières années.'),
  ).toBeVisible();
  await expect(page.getByText(/soit depuis le \d{2}\/\d{2}\/\d{4}/)).toBeVisible();
  await captureScreens(page, 'admin-inactive-candidates');
  await expectAccessible(page);
  expect(errors).toEqual([]);
});

/**
 * The accounts of a browser run are all new, so the server's list is empty (its rows are tested by the
 * API suite): here its answer is stubbed to look at the rows, the pager and the failure state.
 */
test('the inactive candidates screen shows its rows page by page, and a failure with Réessayer', async ({ page }) => {
  const inactive = (n: number) => ({
    id: 1000 + n,
    condidatId: n === 11 ? null : 500 + n,
    nom: n === 11 ? null : `Ancien${n}`,
    prenom: n === 11 ? null : 'Camille',
    email: `camille.${n}@exemple.fr`,
    etat: n % 3 === 0 ? 'pending' : 'active',
    titre: n === 11 ? null : 'Développeuse Java',
    lastActivityAt: '2023-03-14T09:30:00.000Z',
    lastSeenAt: n % 2 === 0 ? '2023-03-14T09:30:00.000Z' : null,
    createdAt: '2021-06-01T08:00:00.000Z',
  });
  let failing = true;
  const asked: number[] = [];
  await page.route('**/api/adm/inactiveCandidates', async (route) => {
    if (failing) return route.fulfill({ status: 503, contentType: 'application/json', body: '{}' });
    const wanted = (route.request().postDataJSON()?.page as number | undefined) ?? 0;
    asked.push(wanted);
    const rows = Array.from({ length: wanted === 0 ? 10 : 2 }, (_, i) => inactive(wanted * 10 + i));
    return route.fulfill({
      json: {
        done: true,
        data: rows,
        inactiveSince: '2024-11-21T08:00:00.000Z',
        totalItems: 12,
        totalPages: 2,
        currentPage: wanted,
      },
    });
  });
  await openAsRoot(page, 'Candidats inactifs');
  await expect(page.getByRole('alert').filter({ hasText: 'Échec' })).toContainText('Échec de la récupération des données !', {
    timeout: 15_000,
  });
  failing = false;
  await page.getByRole('button', { name: 'Réessayer' }).click();
  await expect(page.getByRole('heading', { level: 1, name: /^Candidats inactifs/ })).toContainText('12');
  await expect(page.getByRole('article')).toHaveCount(10);
  const first = page.getByRole('article').first();
  await expect(first.getByRole('heading', { name: 'Camille Ancien0' })).toBeVisible();
  await expect(first.getByRole('link', { name: 'camille.0@exemple.fr' })).toHaveAttribute('href', 'mailto:camille.0@exemple.fr');
  await expect(first.getByText('Dernière activité : 14/03/2023')).toBeVisible();
  await captureScreens(page, 'admin-inactive-candidates-list');
  await expectAccessible(page);

  await page.getByRole('navigation', { name: 'Pagination' }).getByRole('button', { name: 'Page 2' }).click();
  await expect(page).toHaveURL(/\/dashb\/acc\/inactifs\?page=1$/);
  await expect(page.getByRole('article')).toHaveCount(2);
  // Never onboarded: named by its e-mail, never connected.
  const noProfile = page.getByRole('article').filter({ hasText: 'camille.11@exemple.fr' });
  await expect(noProfile.getByRole('heading', { name: 'camille.11@exemple.fr' })).toBeVisible();
  await expect(noProfile.getByText('Profil non complété')).toBeVisible();
  await expect(noProfile.getByText('Dernière connexion : jamais')).toBeVisible();
  expect(asked).toEqual([0, 1]);
});
