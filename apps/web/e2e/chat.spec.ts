import { expect, test } from '@playwright/test';
import { expectAccessible } from './support/a11y';
import { adminToken, signIn, verifiedAccount } from './support/accounts';
import { E2E } from './support/env';
import { captureScreen, captureScreens } from './support/screens';

test('a candidate and the staff chat both ways, live; the bell counts and clears', async ({ browser, request }) => {
  const account = await verifiedAccount(request, 'condidat');
  const candidateContext = await browser.newContext({ locale: 'fr-FR' });
  const staffContext = await browser.newContext({ locale: 'fr-FR' });
  const candidate = await candidateContext.newPage();
  const staff = await staffContext.newPage();

  // Signing in is not what is tested here (auth.spec.ts walks the login screen): straight to the chat.
  await signIn(candidate, account.email, account.password, '/dashb/chat');
  await expect(candidate.getByRole('heading', { name: "L'équipe Passerelle" })).toBeVisible();
  await expect(candidate.getByText('Aucun message pour le moment')).toBeVisible();

  await signIn(staff, E2E.adminEmail, E2E.adminPassword, '/dashb/chat');

  // Candidate → staff; Enter sends, an empty message is not sent.
  const input = candidate.getByRole('textbox', { name: 'Votre message' });
  await input.press('Enter');
  await expect(candidate.getByRole('log').getByText('Vous ·')).toHaveCount(0);
  await input.fill('Bonjour, je voudrais passer le test technique.');
  await input.press('Enter');
  await expect(candidate.getByRole('log')).toContainText('Bonjour, je voudrais passer le test technique.');
  await expect(input).toHaveValue('');

  const conversations = staff.getByRole('list', { name: 'Conversations' });
  const row = conversations.getByRole('button').filter({ hasText: 'Bonjour, je voudrais passer le test technique.' });
  await expect(row).toBeVisible();
  await expect(row.getByLabel('1 non lu')).toBeVisible();
  await row.click();
  await expect(staff.getByText('Candidat - En attente · en ligne')).toBeVisible();
  await expect(staff.getByRole('log')).toContainText('Bonjour, je voudrais passer le test technique.');

  // Staff → candidate, live: the message appears and the bell rings with a badge.
  const reply = staff.getByRole('textbox', { name: 'Votre message' });
  await reply.fill('Bonjour ! Nous vous envoyons le test demain matin.');
  await reply.press('Enter');
  await expect(candidate.getByRole('log')).toContainText('Nous vous envoyons le test demain matin.');
  const bell = candidate.getByRole('button', { name: /^Notifications : 1 non lue/ });
  await expect(bell).toBeVisible();
  await captureScreens(candidate, 'chat-candidate');
  await expectAccessible(candidate);
  await captureScreens(staff, 'chat-staff');
  await expectAccessible(staff);

  await bell.click();
  const menu = candidate.getByRole('menu', { name: 'Notifications' });
  await expect(menu).toContainText("Nouveau message de L'équipe Passerelle");
  await candidate.waitForTimeout(400);
  await captureScreen(candidate, 'notification-menu-1280');
  const box = await menu.boundingBox();
  expect(Math.round(box?.width ?? 0)).toBeLessThanOrEqual(400);
  await candidate.getByRole('button', { name: 'Tout marquer comme lu' }).click();
  await expect(candidate.getByRole('button', { name: 'Notifications', exact: true })).toBeVisible();

  // The staff's search finds a user by name or e-mail.
  await staff.getByRole('textbox', { name: 'Rechercher un utilisateur' }).fill(account.email);
  await expect(conversations.getByRole('button')).toHaveCount(1);

  await candidateContext.close();
  await staffContext.close();
});

test('a message written while the user was away is there when they come back', async ({ page, request }) => {
  const account = await verifiedAccount(request, 'client');
  const token = await adminToken(request);
  await request.post('/api/chat/sendit', {
    headers: { 'sb-tkn': token },
    data: { content: 'Votre compte sera validé cet après-midi.', id_to: account.userId },
  });
  await signIn(page, account.email, account.password, '/dashb/chat');
  await expect(page.getByRole('log')).toContainText('Votre compte sera validé cet après-midi.');
  await page.setViewportSize({ width: 375, height: 740 });
  await captureScreen(page, 'chat-client-375');
});

test('a client whose account is validated sees it live: the token is refreshed and the page reloads', async ({
  page,
  request,
}) => {
  const account = await verifiedAccount(request, 'client');
  await signIn(page, account.email, account.password, '/dashb');
  await expect(page.getByRole('alert')).toContainText("Votre compte n'est pas encore activé");
  const oldToken = await page.evaluate(() => JSON.parse(localStorage.getItem('passerelle.session') ?? '{}').token);

  const reloaded = page.waitForEvent('load');
  await request.post('/api/users/validate', { headers: { 'sb-tkn': await adminToken(request) }, data: { id: account.userId } });
  await reloaded;
  await expect(page.getByRole('heading', { name: /^Bonjour/ })).toBeVisible();
  await expect(page.getByText("Votre compte n'est pas encore activé")).toHaveCount(0);
  const newToken = await page.evaluate(() => JSON.parse(localStorage.getItem('passerelle.session') ?? '{}').token);
  expect(newToken).not.toBe(oldToken);
  await expect(page.getByRole('button', { name: /^Notifications : 1 non lue/ })).toBeVisible();
});
