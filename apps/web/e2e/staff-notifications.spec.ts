import { expect, test } from '@playwright/test';
import { call, onboardedCandidate, onboardedClient, openAsRoot, unique, validate } from './admin-fixtures';
import { expectAccessible } from './support/a11y';
import { visitorHeaders } from './support/accounts';
import { captureScreen } from './support/screens';

/** Issue 16, item 14: the staff are told of what waits for them, in the bell, each notice leading to its screen. */
test('the staff bell lists accounts to validate, requests, contact messages and technical-test requests', async ({
  page,
  request,
}) => {
  // Two accounts verify their e-mail (each then waits for validation), a request, a test request, a message.
  const candidate = await onboardedCandidate(request);
  const client = await onboardedClient(request);
  await validate(request, candidate.userId, client.userId);
  await call(request, candidate.token, '/api/cd/askTechTest', {});
  await call(request, client.token, '/api/cl/newDmdCond', {
    condidatId: candidate.candidateId,
    clientId: client.clientId,
    date_debut: '2027-01-04',
    date_fin: '2027-06-30',
  });
  const sender = unique('Jeanne Petit');
  const contact = await request.post('/api/adm/contactus/new', {
    headers: visitorHeaders(),
    data: {
      fullname: sender,
      subject: 'Partenariat',
      content: 'Bonjour, nous aimerions travailler avec vous.',
      email: 'jeanne.petit@exemple.fr',
    },
  });
  expect(contact.status(), await contact.text()).toBe(200);

  await openAsRoot(page);
  const bell = page.getByRole('button', { name: /^Notifications : \d+ non lues?$/ });
  await expect(bell).toBeVisible();
  await bell.click();
  const menu = page.getByRole('menu', { name: 'Notifications' });
  for (const text of [
    `Nouveau compte candidat à valider : ${candidate.email}`,
    `Nouveau compte client à valider : ${client.email}`,
    `Demande de test technique de ${candidate.prenom} ${candidate.nom}`,
    `Nouvelle demande de ${client.company} pour ${candidate.prenom} ${candidate.nom}`,
    `Nouveau message de contact de ${sender} : Partenariat`,
  ]) {
    await expect(menu.getByRole('menuitem').filter({ hasText: text })).toHaveCount(1);
  }
  await page.waitForTimeout(400); // the menu's opening transition
  await captureScreen(page, 'staff-notifications-menu-1280');
  await expectAccessible(page);
  await page.keyboard.press('Escape');

  // On a phone, the menu fits the screen.
  await page.setViewportSize({ width: 375, height: 740 });
  await bell.click();
  await expect(menu).toBeVisible();
  const box = await menu.boundingBox();
  expect(box && box.x >= 0 && box.x + box.width <= 375).toBe(true);
  await page.waitForTimeout(400);
  await captureScreen(page, 'staff-notifications-menu-375');

  // A notice leads to its screen, read from then on.
  await menu
    .getByRole('menuitem')
    .filter({ hasText: `Nouveau message de contact de ${sender}` })
    .click();
  await expect(page).toHaveURL(/\/dashb\/contact$/);
  await expect(page.getByText(sender).first()).toBeVisible();
  await page.setViewportSize({ width: 1280, height: 800 });
  await captureScreen(page, 'staff-notifications-contact-1280');
  await page.getByRole('button', { name: /^Notifications/ }).click();
  await page.getByRole('button', { name: 'Tout marquer comme lu' }).click();
  await expect(page.getByRole('button', { name: 'Notifications', exact: true })).toBeVisible();
});
