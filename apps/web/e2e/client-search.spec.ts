import { expect, type Locator, type Page, test } from '@playwright/test';
import { apiCall, clickCounter, loginClient, seedCandidatesOnce, seedClient, typeDate } from './client-fixtures';
import { expectAccessible } from './support/a11y';
import { watchConsole } from './support/console';
import { dateField } from './support/forms';
import { captureScreens } from './support/screens';

/** Three candidates for the searches: two know Elixir, one of them Phoenix too; Inès knows neither. */
const SEEDS = [
  {
    prenom: 'Amélie',
    nom: 'Rousseau',
    titre: 'Développeuse Elixir',
    skills: ['Elixir', 'Phoenix', 'PostgreSQL'],
    dispo: '2026-01-05',
  },
  { prenom: 'Bastien', nom: 'Lemoine', titre: 'Ingénieur back-end', skills: ['Elixir', 'Erlang', 'Docker'], dispo: '2026-03-02' },
  { prenom: 'Inès', nom: 'Garnier', titre: 'Développeuse front-end', skills: ['Vue.js', 'TypeScript'], dispo: '2026-01-05' },
] as const;

/** Moves the keyboard focus, with Tab only, to the day section of the date field `group`. */
async function tabTo(page: Page, group: Locator) {
  const day = group.getByRole('spinbutton', { name: 'Jour' });
  for (let i = 0; i < 8; i++) {
    if (await day.evaluate((el) => el === document.activeElement)) return;
    await page.keyboard.press('Tab');
  }
  await expect(day).toBeFocused();
}

test('a profile in 4 clicks: an active client goes from its home to « Demande envoyé » in at most 4 clicks', async ({
  page,
  request,
}) => {
  await seedCandidatesOnce(request, SEEDS);
  const client = await seedClient(request);
  const errors = watchConsole(page);
  await loginClient(page, client);
  const started = Date.now();
  const clicks = clickCounter();

  // 1. The home's banner.
  await clicks.click(page.getByRole('link', { name: 'Trouver un talent' }));
  await expect(page).toHaveURL(/\/dashb\/srcd$/);
  // Typing: the skill field has the focus.
  const skills = page.getByRole('combobox', { name: 'Technologies' });
  await expect(skills).toBeFocused();
  await page.keyboard.type('Elixir');
  await page.keyboard.press('Enter');
  // 2. Confirmer.
  await clicks.click(page.getByRole('button', { name: 'Confirmer' }));
  const card = page.getByRole('article', { name: 'Amélie Rousseau' });
  await expect(card.getByRole('img', { name: 'Correspondance : 100 %' })).toBeVisible();
  // 3. Demander.
  await clicks.click(card.getByRole('button', { name: 'Demander Amélie Rousseau' }));
  // Typing: the start date has the focus, Tab leads to the end date.
  const form = card.getByRole('form', { name: 'Demande pour Amélie Rousseau' });
  await typeDate(page, form.getByRole('group', { name: 'Date de début' }), '01/09/2026');
  const end = form.getByRole('group', { name: 'Date de fin' });
  await tabTo(page, end);
  await typeDate(page, end, '31/12/2026');
  // 4. Envoyer.
  await clicks.click(form.getByRole('button', { name: 'Envoyer la demande' }));
  await expect(card.getByText('Demande envoyée')).toBeVisible();

  expect(clicks.count).toBeLessThanOrEqual(4);
  expect(Date.now() - started).toBeLessThan(60_000);
  expect(errors).toEqual([]);

  // The request reached the staff, for this client, this candidate and this period.
  const { candidats } = await apiCall<{ candidats: Array<{ prenom: string; demande: boolean }> }>(
    request,
    '/api/cl/searchmatch',
    client.token,
    { skills: ['Elixir'] },
  );
  expect(candidats.find((c) => c.prenom === 'Amélie')).toMatchObject({ demande: true });
});

test('search: a skill is required, the score explains itself, the side panel shows the profile, the pending request is marked', async ({
  page,
  request,
}) => {
  await seedCandidatesOnce(request, SEEDS);
  const client = await seedClient(request);
  const other = await seedClient(request, { prenom: 'Hugo', company: 'Horizon Digital' });
  // Another client's pending request does not mark this client's results; this client's own does.
  const bastien = (
    await apiCall<{ candidats: Array<{ id: number; prenom: string }> }>(request, '/api/cl/searchmatch', client.token, {
      skills: ['Erlang'],
    })
  ).candidats.find((c) => c.prenom === 'Bastien');
  expect(bastien).toBeDefined();
  await apiCall(request, '/api/cl/newDmdCond', client.token, {
    condidatId: bastien?.id,
    clientId: client.clientId,
    date_debut: '2026-04-01',
    date_fin: '2026-06-30',
  });
  expect(other.clientId).not.toBe(client.clientId);

  await loginClient(page, client);
  await page.getByRole('navigation', { name: 'Menu du tableau de bord' }).getByRole('link', { name: 'Candidats' }).click();
  await captureScreens(page, 'client-search-empty');
  await page.getByRole('button', { name: 'Confirmer' }).click();
  await expect(page.getByText('Vous devez saisir au moins une compétence !')).toBeVisible();

  const skills = page.getByRole('combobox', { name: 'Technologies' });
  await skills.fill('Elixir');
  await skills.press('Enter');
  await skills.fill('Phoenix');
  await skills.press('Enter');
  await page.getByRole('button', { name: 'Confirmer' }).click();

  const amelie = page.getByRole('article', { name: 'Amélie Rousseau' });
  const bastienCard = page.getByRole('article', { name: 'Bastien Lemoine' });
  await expect(amelie.getByRole('img', { name: 'Correspondance : 100 %' })).toBeVisible();
  // One skill of two: 30 + 25 + 20.
  await expect(bastienCard.getByRole('img', { name: 'Correspondance : 75 %' })).toBeVisible();
  await expect(bastienCard.getByRole('list', { name: 'Compétences trouvées' })).toHaveText('Elixir');
  await expect(bastienCard.getByRole('list', { name: 'Compétences manquantes' })).toHaveText('Phoenix');
  await expect(page.getByRole('article', { name: 'Inès Garnier' })).toHaveCount(0);
  // Best first (other journeys may have added Elixir developers: compare these two).
  const names = await page.getByRole('article').evaluateAll((cards) => cards.map((c) => c.getAttribute('aria-label')));
  expect(names.indexOf('Amélie Rousseau')).toBeLessThan(names.indexOf('Bastien Lemoine'));
  await expect(page.getByRole('article').first().getByRole('img', { name: 'Correspondance : 100 %' })).toBeVisible();
  // The server knows of the pending request: the mark shows without any click.
  await expect(bastienCard.getByText('Demande envoyée')).toBeVisible();
  await captureScreens(page, 'client-search-results');
  await expectAccessible(page);

  // Level and date narrow the score: Bastien, available in March, misses a date in February.
  await page.getByRole('combobox', { name: "Années d'expérience" }).selectOption({ label: 'De 1 à 10 ans' });
  const date = await dateField(page, 'Disponible le');
  // Half a date is an error, never a search without it (issue 16).
  await date.getByRole('spinbutton', { name: 'Jour' }).click();
  await page.keyboard.type('0102');
  await expect(date).toContainText('01/02/AAAA');
  await page.getByRole('button', { name: 'Confirmer' }).click();
  await expect(page.getByText("Date incomplète : saisissez le jour, le mois et l'année !")).toBeVisible();
  await expect(page).not.toHaveURL(/exp=1-10/);
  await captureScreens(page, 'client-search-date-incomplete');
  // The year typed, the search runs with the date.
  await date.getByRole('spinbutton', { name: 'Année' }).click();
  await page.keyboard.type('2026');
  await expect(date).toContainText('01/02/2026');
  await page.getByRole('button', { name: 'Confirmer' }).click();
  // 29 days late: c3 = 1 − 29/60 (DECISIONS §6.8), 30 + 25 + 10.33 = 65.
  await expect(bastienCard.getByRole('img', { name: 'Correspondance : 65 %' })).toBeVisible();
  // The criteria live in the address: another screen and back, the search is still there.
  await expect(page).toHaveURL(/[?&]t=Elixir&t=Phoenix&exp=1-10&dispo=2026-02-01/);
  await page.getByRole('navigation', { name: 'Menu du tableau de bord' }).getByRole('link', { name: 'Favoris' }).click();
  await expect(page).toHaveURL(/\/dashb\/favoris$/);
  await page.goBack();
  await expect(bastienCard.getByRole('img', { name: 'Correspondance : 65 %' })).toBeVisible();
  await expect(page.getByRole('combobox', { name: "Années d'expérience" })).toHaveValue('1-10');

  // The side panel: the full professional profile, never the contact data.
  await amelie.getByRole('button', { name: 'Voir le profil de Amélie Rousseau' }).click();
  const panel = page.getByRole('dialog', { name: 'Amélie Rousseau' });
  await expect(panel.getByText('Développeuse Elixir').first()).toBeVisible();
  await expect(panel.getByText("Diplôme d'ingénieur")).toBeVisible();
  await expect(panel.getByText('Banque Horizon')).toBeVisible();
  await expect(panel.getByText('06 12 34 56 78')).toHaveCount(0);
  await expect(panel.getByText('@exemple.fr')).toHaveCount(0);
  await captureScreens(page, 'client-search-panel');
  await expectAccessible(page);
  await panel.getByRole('button', { name: 'Fermer le panneau' }).click();

  // Demander needs both dates.
  await amelie.getByRole('button', { name: 'Demander Amélie Rousseau' }).click();
  await amelie.getByRole('button', { name: 'Envoyer la demande' }).click();
  await expect(amelie.getByText('Vous devez saisir la date de début !')).toBeVisible();
  await expect(amelie.getByText('Vous devez saisir la date de fin !')).toBeVisible();
  await captureScreens(page, 'client-search-request');
});

test('favourites: the star toggles on the card and in the profile panel, they agree; removed from /dashb/favoris, the list updates', async ({
  page,
  request,
}) => {
  test.setTimeout(120_000);
  await seedCandidatesOnce(request, SEEDS);
  const client = await seedClient(request);
  await loginClient(page, client);
  await page.goto('/dashb/srcd');
  const skills = page.getByRole('combobox', { name: 'Technologies' });
  await skills.fill('Elixir');
  await skills.press('Enter');
  await page.getByRole('button', { name: 'Confirmer' }).click();
  const amelie = page.getByRole('article', { name: 'Amélie Rousseau' });
  await amelie.getByRole('button', { name: 'Ajouter Amélie Rousseau aux favoris', pressed: false }).click();
  await expect(amelie.getByRole('button', { name: 'Retirer Amélie Rousseau des favoris', pressed: true })).toBeVisible();
  await expect(amelie.getByRole('button', { name: 'Ajouter Amélie Rousseau aux favoris' })).toHaveCount(0);
  await captureScreens(page, 'client-search-favourite');
  // Her profile panel shows the same star; removed there, the card's empties too, and the keyboard adds her back.
  await amelie.getByRole('button', { name: 'Voir le profil de Amélie Rousseau' }).click();
  const panel = page.getByRole('dialog', { name: 'Amélie Rousseau' });
  await panel.getByRole('button', { name: 'Retirer Amélie Rousseau des favoris', pressed: true }).click();
  await expect(panel.getByRole('button', { name: 'Ajouter Amélie Rousseau aux favoris', pressed: false })).toBeVisible();
  await captureScreens(page, 'client-search-panel-favourite');
  await panel.getByRole('button', { name: 'Fermer le panneau' }).click();
  await expect(amelie.getByRole('button', { name: 'Ajouter Amélie Rousseau aux favoris', pressed: false })).toBeVisible();
  await amelie.getByRole('button', { name: 'Ajouter Amélie Rousseau aux favoris' }).focus();
  await page.keyboard.press('Enter');
  await expect(amelie.getByRole('button', { name: 'Retirer Amélie Rousseau des favoris', pressed: true })).toBeVisible();
  const bastien = page.getByRole('article', { name: 'Bastien Lemoine' });
  await bastien.getByRole('button', { name: 'Ajouter Bastien Lemoine aux favoris' }).click();
  await expect(bastien.getByRole('button', { name: 'Retirer Bastien Lemoine des favoris', pressed: true })).toBeVisible();

  // Still filled after a new search: the server says so.
  await page.reload();
  await page.getByRole('combobox', { name: 'Technologies' }).fill('Elixir');
  await page.getByRole('combobox', { name: 'Technologies' }).press('Enter');
  await page.getByRole('button', { name: 'Confirmer' }).click();
  await expect(amelie.getByRole('button', { name: 'Retirer Amélie Rousseau des favoris', pressed: true })).toBeVisible();

  await page.getByRole('navigation', { name: 'Menu du tableau de bord' }).getByRole('link', { name: 'Favoris' }).click();
  const list = page.getByRole('list', { name: 'Candidats favoris' });
  await expect(list.getByRole('article')).toHaveCount(2);
  await captureScreens(page, 'client-favourites');
  await expectAccessible(page);
  await list.getByRole('button', { name: 'Voir le profil de Bastien Lemoine' }).click();
  await expect(page.getByRole('dialog', { name: 'Bastien Lemoine' }).getByText('INSA Lyon')).toBeVisible();
  await page.getByRole('button', { name: 'Fermer le panneau' }).click();

  await list.getByRole('button', { name: 'Retirer Amélie Rousseau des favoris' }).click();
  await expect(list.getByRole('article')).toHaveCount(1);
  await expect(list.getByRole('article', { name: 'Bastien Lemoine' })).toBeVisible();
  await list.getByRole('button', { name: 'Retirer Bastien Lemoine des favoris' }).click();
  await expect(page.getByText('Aucun favori pour le moment')).toBeVisible();
  const refs = await apiCall<{ data: unknown[] }>(request, '/api/cl/getFavorisRefs', client.token, { id: client.clientId });
  expect(refs.data).toEqual([]);
});

test('a pending client reads the server’s sentence when it searches candidates (DECISIONS §3)', async ({ page, request }) => {
  await seedCandidatesOnce(request, SEEDS);
  const client = await seedClient(request, { active: false, prenom: 'Paul' });
  await loginClient(page, client);
  await expect(page.getByText("Votre compte n'est pas encore activé")).toBeVisible();
  await page.goto('/dashb/srcd');
  await page.getByRole('combobox', { name: 'Technologies' }).fill('Elixir');
  await page.getByRole('combobox', { name: 'Technologies' }).press('Enter');
  await page.getByRole('button', { name: 'Confirmer' }).click();
  // Searching reaches other users' data: refused until the staff validate the account (account.not_active).
  await expect(page.getByRole('alert').getByText('Votre compte doit être validé par notre équipe')).toBeVisible();
  await expect(page.getByRole('article')).toHaveCount(0);
});
