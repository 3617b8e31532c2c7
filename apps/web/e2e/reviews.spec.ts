import { expect, test } from '@playwright/test';
import { call, menu, type OnboardedCandidate, type OnboardedClient, openAsRoot, unique } from './admin-fixtures';
import { matchedPair, runningMission } from './mission-fixtures';
import { expectAccessible } from './support/a11y';
import { adminToken, loginThroughUi } from './support/accounts';
import { watchConsole } from './support/console';
import { captureScreens } from './support/screens';

/**
 * Reviews (DECISIONS §6.4): once a mission has ended, the company leaves one on the freelancer from « Missions »;
 * published when both sides have written. The staff read every review in « Avis » and hide an abusive one.
 */
test.describe.configure({ mode: 'serial' });

let client: OnboardedClient;
let candidate: OnboardedCandidate;

test.beforeAll(async ({ playwright }) => {
  const request = await playwright.request.newContext({ baseURL: test.info().project.use.baseURL });
  ({ client, candidate } = await matchedPair(request, unique('Studio Avis')));
  const mission = await runningMission(request, { client, candidate });
  await call(request, await adminToken(request), '/api/adm/changeMission', { id: mission.id, etat: 'termine' });
  // The freelancer wrote hers first: the company's makes both public.
  await call(request, candidate.token, '/api/cd/review', {
    missionId: mission.id,
    note: 5,
    commentaire: 'Équipe accueillante, besoins clairs et paiements à l’heure.',
  });
  await request.dispose();
});

test('the company reviews the freelancer of an ended mission from « Missions »', async ({ page }) => {
  const errors = watchConsole(page);
  await loginThroughUi(page, client.email, client.password);
  await expect(page).toHaveURL(/\/dashb$/);
  await menu(page).getByRole('link', { name: 'Missions', exact: true }).click();
  const form = page.getByRole('form', { name: `Votre avis sur ${candidate.prenom} ${candidate.nom}` });
  await expect(form.getByText(/^Vous pouvez laisser un avis jusqu’au \d{2}\/\d{2}\/\d{4}\.$/)).toBeVisible();
  // Neither a note nor a comment: both are asked for, and nothing is sent.
  await form.getByRole('button', { name: 'Publier mon avis' }).click();
  await expect(form.getByRole('alert')).toHaveText('La note doit être un nombre entier de 1 à 5 !');
  await expect(form.getByText('Vous devez saisir un commentaire !')).toBeVisible();
  // The fourth star, as a person clicks it (the radio itself is visually hidden).
  await form
    .locator('label')
    .filter({ hasText: /^4 sur 5$/ })
    .click();
  await expect(form.getByRole('radio', { name: '4 sur 5' })).toBeChecked();
  await form.getByRole('textbox', { name: 'Commentaire' }).fill('Travail soigné, livré en avance ; très bonne communication.');
  await captureScreens(page, 'client-review-form');
  await form.getByRole('button', { name: 'Publier mon avis' }).click();
  await expect(page.getByText(/^Merci pour votre avis/)).toBeVisible();
  await expectAccessible(page);
  // Opened again, the mission says the review was left instead of offering the form.
  await page.reload();
  await expect(page.getByRole('heading', { level: 1, name: /^Missions/ })).toBeVisible();
  await expect(page.getByText('Vous avez déjà laissé un avis pour cette mission.')).toBeVisible();
  await expect(form).toHaveCount(0);
  expect(errors).toEqual([]);
});

test('the staff read every review in « Avis » and hide one, after confirming', async ({ page }) => {
  const errors = watchConsole(page);
  await openAsRoot(page, 'Avis');
  await expect(page.getByRole('heading', { level: 1, name: /^Avis/ })).toBeVisible();
  const byCompany = page
    .getByRole('article', { name: /^Avis \d+$/ })
    .filter({ hasText: `${client.company} sur ${candidate.prenom} ${candidate.nom}` });
  const byFreelancer = page
    .getByRole('article', { name: /^Avis \d+$/ })
    .filter({ hasText: `${candidate.prenom} ${candidate.nom} sur ${client.company}` });
  await expect(byCompany.getByText('Publié', { exact: true })).toBeVisible();
  await expect(byCompany.getByRole('img', { name: '4 sur 5' })).toBeVisible();
  await expect(byFreelancer.getByText('Équipe accueillante, besoins clairs et paiements à l’heure.')).toBeVisible();
  await captureScreens(page, 'staff-reviews');
  await expectAccessible(page);

  await byCompany.getByRole('button', { name: 'Masquer' }).click();
  const dialog = page.getByRole('dialog', { name: 'Masquer cet avis ?' });
  await expect(dialog).toContainText('ne sera plus publié ni compté dans la note du candidat');
  await captureScreens(page, 'staff-review-hide');
  await dialog.getByRole('button', { name: 'Masquer' }).click();
  await expect(dialog).toBeHidden();
  await expect(byCompany.getByText('Masqué', { exact: true })).toBeVisible();
  await expect(byCompany.getByRole('button', { name: 'Masquer' })).toHaveCount(0);
  await expect(byFreelancer.getByText('Publié', { exact: true })).toBeVisible();
  await page.setViewportSize({ width: 375, height: 740 });
  await expect.poll(() => page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
  expect(errors).toEqual([]);
});
