import { expect, type Page, test } from '@playwright/test';
import { apiCall, loginClient, seedCandidate, seedClient } from './client-fixtures';
import { expectAccessible } from './support/a11y';
import { adminToken } from './support/accounts';
import { watchConsole } from './support/console';
import { choose, fillDate } from './support/forms';
import { captureScreens } from './support/screens';

const TITLE = 'Développeur Elixir senior';
const DESCRIPTION = 'Refonte de notre plateforme de paiement.\nÉquipe de 6 personnes, 100 % à distance.';

async function fillOffer(page: Page) {
  await page.getByLabel("Titre de l'offre").fill(TITLE);
  await page.getByLabel('Description').fill(DESCRIPTION);
  await fillDate(page, 'Date de début', '01/09/2026');
  await fillDate(page, 'Date de fin', '28/02/2027');
  const tech = page.getByRole('combobox', { name: 'Technologies' });
  await tech.fill('Elixir');
  await tech.press('Enter');
  await tech.fill('Phoenix');
  await tech.press('Enter');
}

test('offers: create (with the form’s rules), list with search, filter and pages, detail, an applicant requested, edit, cancel', async ({
  page,
  request,
}) => {
  test.setTimeout(120_000);
  const client = await seedClient(request, { prenom: 'Sophie', company: 'Paiements Directs' });
  const errors = watchConsole(page);
  await loginClient(page, client);
  await page.getByRole('navigation', { name: 'Menu du tableau de bord' }).getByRole('link', { name: 'Mes offres' }).click();
  await expect(page.getByText("Vous n'avez pas encore publié d'offre")).toBeVisible();
  await captureScreens(page, 'client-offers-empty');

  // Create: every rule of SPEC §5, then the budget's three.
  await page.getByRole('link', { name: 'Ajouter une offre' }).click();
  await expect(page).toHaveURL(/\/dashb\/offre-crt$/);
  // The top bar names the entry the screen belongs to.
  await expect(page.getByRole('banner').getByText('Mes offres', { exact: true })).toBeVisible();
  await page.getByRole('button', { name: "Publier l'offre" }).click();
  for (const message of [
    'Vous devez saisir le titre !',
    'Vous devez saisir la description !',
    'Vous devez choisir le TJM !',
    'Vous devez saisir la date de début !',
    'Vous devez saisir la date de fin !',
    'Vous devez saisir les technologies requises !',
  ]) {
    await expect(page.getByText(message)).toBeVisible();
  }
  await captureScreens(page, 'client-offer-create-errors');
  await expectAccessible(page);
  await fillOffer(page);
  const budget = page.getByLabel('Budget (TJM)');
  await budget.fill('beaucoup');
  await page.getByRole('button', { name: "Publier l'offre" }).click();
  await expect(page.getByText('le budget doit être un nombre en €')).toBeVisible();
  await budget.fill('1234567890');
  await page.getByRole('button', { name: "Publier l'offre" }).click();
  await expect(page.getByText('TJM non valide')).toBeVisible();
  await budget.fill('650');
  await page.getByRole('button', { name: "Publier l'offre" }).click();
  await expect(page.getByText('Offre publiée')).toBeVisible();
  await captureScreens(page, 'client-offer-created');
  // The list after 2 s.
  await expect(page).toHaveURL(/\/dashb\/mesoffres$/, { timeout: 5_000 });
  const card = page.getByRole('article').filter({ hasText: TITLE });
  await expect(card).toContainText('Ouverte');
  await expect(card).toContainText('650 € / jour');

  // Ten more offers through the API: two pages.
  for (let i = 1; i <= 10; i++) {
    await apiCall(request, '/api/cl/createOffre', client.token, {
      client_id: client.clientId,
      titre: `Mission Java n°${i}`,
      description: 'Maintenance évolutive d’un back-office.',
      budget: 500 + i,
      date_debut: '2026-10-01',
      date_fin: '2026-12-31',
      tech: ['Java', 'Spring'],
    });
  }
  await page.reload();
  await expect(page.getByRole('article')).toHaveCount(10);
  await expect(page.getByText('1 / 2 - 10 par page')).toBeVisible();
  await captureScreens(page, 'client-offers-list');
  await expectAccessible(page);
  await page.getByRole('button', { name: 'Page 2' }).click();
  await expect(page).toHaveURL(/page=1/);
  await expect(page.getByRole('article')).toHaveCount(1);
  await expect(page.getByRole('article').first()).toContainText(TITLE);

  // Search and the état filter are wired (DECISIONS §4).
  await page.getByLabel('Rechercher dans mes offres').fill('elixir');
  await page.getByLabel('Rechercher dans mes offres').press('Enter');
  await expect(page.getByRole('article')).toHaveCount(1);
  await choose(page, 'État', 'Fermée');
  await expect(page.getByText('Aucune offre ne correspond à votre recherche.')).toBeVisible();
  await choose(page, 'État', 'Ouverte');
  await expect(page.getByRole('article')).toHaveCount(1);
  await page.getByRole('button', { name: 'Effacer la recherche' }).click();
  await expect(page.getByRole('article')).toHaveCount(10);

  // Detail: empty Proposition, then Description with its line breaks.
  await page.getByLabel('Rechercher dans mes offres').fill('elixir');
  await page.getByLabel('Rechercher dans mes offres').press('Enter');
  await page.getByRole('link', { name: `voir plus : ${TITLE}` }).click();
  await expect(page.getByRole('heading', { name: TITLE })).toBeVisible();
  const offerId = Number(page.url().split('/').pop());
  await expect(page.getByText('Aucune candidature pour cette offre')).toBeVisible();
  await expectAccessible(page);
  await page.getByRole('tab', { name: 'Description' }).click();
  await expect(page.getByRole('tabpanel')).toContainText('Équipe de 6 personnes');
  await captureScreens(page, 'client-offer-description');

  // A candidate applies; the client opens the profile and asks for her over the offer's period.
  const chloe = await seedCandidate(request, {
    prenom: 'Chloé',
    nom: 'Marchand',
    titre: 'Développeuse Elixir',
    skills: ['Elixir', 'Phoenix', 'LiveView'],
  });
  await apiCall(request, '/api/cd/postuler', chloe.token, { offreId: offerId, condidatId: chloe.candidateId });
  await page.reload();
  await page.getByRole('tab', { name: 'Proposition (1)' }).click();
  await expect(page.getByRole('list', { name: 'Candidatures' })).toContainText('Chloé Marchand');
  await captureScreens(page, 'client-offer-proposition');
  await expectAccessible(page);
  await page.getByRole('button', { name: 'Voir le profil de Chloé Marchand' }).click();
  const panel = page.getByRole('dialog', { name: 'Chloé Marchand' });
  await expect(panel.getByText('INSA Lyon')).toBeVisible();
  await panel.getByRole('button', { name: 'Demander Chloé Marchand' }).click();
  // Prefilled with the offer's dates.
  await expect(panel.getByRole('group', { name: 'Date de début' })).toContainText('01/09/2026');
  await expect(panel.getByRole('group', { name: 'Date de fin' })).toContainText('28/02/2027');
  await captureScreens(page, 'client-offer-applicant');
  await panel.getByRole('button', { name: 'Envoyer la demande' }).click();
  await expect(panel.getByText('Demande envoyée')).toBeVisible();
  const admin = await adminToken(request);
  const requests = await apiCall<{ data: Array<{ offreId: number | null; condidatId: number; date_debut: string }> }>(
    request,
    '/api/adm/getAllDmd',
    admin,
    {},
  );
  expect(requests.data.find((r) => r.condidatId === chloe.candidateId)).toMatchObject({
    offreId: offerId,
    date_debut: '2026-09-01',
  });
  await panel.getByRole('button', { name: 'Fermer le panneau' }).click();

  // Edit: success, then back to the detail after 1 s.
  await page.getByRole('link', { name: 'Modifier' }).click();
  await expect(page).toHaveURL(new RegExp(`/dashb/offre-edt/${offerId}$`));
  await expect(page.getByRole('banner').getByText('Mes offres', { exact: true })).toBeVisible();
  await expect(page.getByLabel("Titre de l'offre")).toHaveValue(TITLE);
  await expect(page.getByLabel('Budget (TJM)')).toHaveValue('650');
  await captureScreens(page, 'client-offer-edit');
  await page.getByLabel("Titre de l'offre").fill('Développeuse ou développeur Elixir senior');
  await page.getByLabel('Budget (TJM)').fill('700');
  await page.getByRole('button', { name: 'Enregistrer' }).click();
  await expect(page.getByText('Modification enregistrée')).toBeVisible();
  await expect(page).toHaveURL(new RegExp(`/dashb/mesoffres/${offerId}$`), { timeout: 4_000 });
  await expect(page.getByRole('heading', { name: 'Développeuse ou développeur Elixir senior' })).toBeVisible();
  await expect(page.getByText('700 € / jour')).toBeVisible();

  // Cancel: confirmation, then the list; the offer is closed, not deleted.
  await page.getByRole('button', { name: 'Annuler l’offre' }).click();
  const dialog = page.getByRole('dialog', { name: 'Annuler l’offre' });
  await captureScreens(page, 'client-offer-cancel');
  await dialog.getByRole('button', { name: 'Annuler l’offre' }).click();
  await expect(page).toHaveURL(/\/dashb\/mesoffres$/);
  await choose(page, 'État', 'Fermée');
  const closed = page.getByRole('article');
  await expect(closed).toHaveCount(1);
  await expect(closed).toContainText('Développeuse ou développeur Elixir senior');
  await expect(closed).toContainText('Fermée');
  expect(errors).toEqual([]);
});

test('a pending client reads the server’s sentence when it publishes', async ({ page, request }) => {
  const client = await seedClient(request, { active: false, prenom: 'Lucie' });
  await loginClient(page, client);
  await page.getByRole('link', { name: 'Publier une offre' }).click();
  await fillOffer(page);
  await page.getByLabel('Budget (TJM)').fill('600');
  await page.getByRole('button', { name: "Publier l'offre" }).click();
  await expect(page.getByText('Votre compte doit être validé par notre équipe')).toBeVisible();
  await expect(page).toHaveURL(/\/dashb\/offre-crt$/);
});
