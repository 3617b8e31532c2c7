import { expect, test } from '@playwright/test';
import { call, menu, type OnboardedCandidate, type OnboardedClient, openAsRoot, unique } from './admin-fixtures';
import { matchedPair } from './mission-fixtures';
import { expectAccessible } from './support/a11y';
import { adminToken as adminTokenFor } from './support/accounts';
import { watchConsole } from './support/console';
import { choose, dateField, fillDate } from './support/forms';
import { captureScreens } from './support/screens';

/**
 * The staff's marketplace screens on one client and one candidate (few registrations): a request
 * treated as a success becomes a mission that is edited then cancelled, a failed one keeps its
 * observation, a blocked offer leaves the candidates' list, and the home's charts count the missions.
 */
test.describe.configure({ mode: 'serial' });

let client: OnboardedClient;
let candidate: OnboardedCandidate;

test.beforeAll(async ({ playwright }) => {
  const request = await playwright.request.newContext({ baseURL: test.info().project.use.baseURL });
  ({ client, candidate } = await matchedPair(request, unique('Nord Conseil')));
  await request.dispose();
});

const requestFor = (period = { date_debut: '2027-01-04', date_fin: '2027-03-31' }) => ({
  condidatId: candidate.candidateId,
  clientId: client.clientId,
  ...period,
});

test('a request treated as a success becomes a mission, which is edited then cancelled', async ({ page, request }) => {
  const errors = watchConsole(page);
  await call(request, client.token, '/api/cl/newDmdCond', requestFor());

  await openAsRoot(page, 'Demandes des candidats');
  await expect(page.getByRole('heading', { level: 1, name: /^Demandes des candidats/ })).toBeVisible();
  const card = page.getByRole('article', { name: `Demande de ${client.company} pour Ada Lovelace` });
  await expect(card.getByText('En attente')).toBeVisible();
  await expect(card.getByText('du 04/01/2027 au 31/03/2027')).toBeVisible();
  await captureScreens(page, 'admin-requests');
  await expectAccessible(page);

  await card.getByRole('button', { name: 'Traiter' }).click();
  const dialog = page.getByRole('dialog', { name: 'Traiter la demande de candidat' });
  await dialog.getByRole('button', { name: 'Confirmer' }).click();
  await expect(dialog.getByText('Vous devez choisir une décision !')).toBeVisible();
  await choose(dialog, 'Décision', 'Traitée avec succès');
  // The requested period is prefilled; the TJM follows SPEC §5 (this candidate has no staff-set TJM yet).
  await expect(await dateField(dialog, 'Date de début')).toContainText('04/01/2027');
  await dialog.getByRole('button', { name: 'Confirmer' }).click();
  await expect(dialog.getByText('Vous devez choisir le TJM !')).toBeVisible();
  await dialog.getByLabel('TJM client').fill('six cents');
  await dialog.getByRole('button', { name: 'Confirmer' }).click();
  await expect(dialog.getByText('Le TJM doit être un nombre, par exemple 3600,500 €')).toBeVisible();
  await dialog.getByLabel('TJM client').fill('612.5678');
  await dialog.getByRole('button', { name: 'Confirmer' }).click();
  await expect(dialog.getByText('Trois décimales au maximum')).toBeVisible();
  await captureScreens(page, 'admin-request-treat');
  await expectAccessible(page);
  await dialog.getByLabel('TJM client').fill('612,5');
  // DECISIONS §6.5: the freelancer's rate, and the margin as the staff type.
  await dialog.getByLabel('TJM du candidat').fill('650');
  await expect(dialog.getByText('Le TJM du candidat dépasse le TJM facturé au client.')).toBeVisible();
  await dialog.getByLabel('TJM du candidat').fill('500');
  await expect(dialog.getByText(/^Marge de la plateforme : 112,50\s€ par jour \(18,4\s%/)).toBeVisible();
  await fillDate(dialog, 'Date de fin', '30/04/2027');
  await dialog.getByRole('button', { name: 'Confirmer' }).click();
  await expect(dialog.getByText('Demande traitée', { exact: true })).toBeVisible();

  // Two seconds later: the missions, the new one first and marked.
  await expect(page).toHaveURL(/\/dashb\/mission\/?$/, { timeout: 5000 });
  const mission = page.getByRole('article', { name: `Mission de Ada Lovelace chez ${client.company}` });
  await expect(mission.getByText('Nouvelle mission')).toBeVisible();
  await expect(mission.getByText('TJM client : 612,50 €')).toBeVisible();
  await expect(mission.getByText(/^TJM candidat : 500\s€ · marge : 112,50\s€$/)).toBeVisible();
  await expect(mission.getByText('du 04/01/2027 au 30/04/2027')).toBeVisible();
  await captureScreens(page, 'admin-missions');
  await expectAccessible(page);

  // The search runs over the missions (DECISIONS §4): the company, then an état.
  const search = page.getByLabel('Rechercher une mission (candidat, client, état)');
  await search.fill(client.company);
  await expect(page).toHaveURL(/q=/);
  await expect(page.getByRole('article')).toHaveCount(1);
  await search.fill(`${client.company} introuvable`);
  await expect(page.getByText('Aucune mission ne correspond à votre recherche.')).toBeVisible();
  await search.fill(client.company);

  await mission.getByRole('button', { name: 'Modifier' }).click();
  const edit = page.getByRole('dialog', { name: 'Modifier mission' });
  // « Terminé », not « En cours »: a mission starts only once its two contracts are signed (DECISIONS §6.5).
  await choose(edit, 'État', 'Terminé');
  await edit.getByLabel('TJM client').fill('');
  await edit.getByRole('button', { name: 'Enregistrer' }).click();
  await expect(edit.getByText('Vous devez choisir le TJM !')).toBeVisible();
  await captureScreens(page, 'admin-mission-edit');
  await edit.getByLabel('TJM client').fill('700.125');
  await edit.getByRole('button', { name: 'Enregistrer' }).click();
  await expect(edit.getByText('Modification enregistrée')).toBeVisible();
  await expect(edit).toBeHidden({ timeout: 4000 });
  await expect(mission.getByText('TJM client : 700,125 €')).toBeVisible();
  await expect(mission.getByText('Terminé')).toBeVisible();
  // The mission's history (DECISIONS §6.9): made from the request, then edited.
  await mission.getByRole('button', { name: 'Contrats et historique' }).click();
  const history = page.getByRole('dialog', { name: /Contrats et historique de la mission/ });
  await expect(history.getByRole('group', { name: 'Bon de commande' })).toBeVisible();
  await expect(history.getByText('Mission créée')).toBeVisible();
  await expect(history.getByText('Mission modifiée')).toBeVisible();
  await captureScreens(page, 'admin-mission-history');
  await history.getByRole('button', { name: 'Fermer' }).click();
  await search.fill('terminé');
  await expect(mission).toBeVisible();

  await mission.getByRole('button', { name: 'Annuler' }).click();
  const confirm = page.getByRole('dialog', { name: 'Annuler mission' });
  await expect(confirm.getByText('Voulez-vous annuler la mission ?')).toBeVisible();
  await captureScreens(page, 'admin-mission-cancel');
  await confirm.getByRole('button', { name: 'Oui, annuler' }).click();
  await expect(page.getByText('La mission a été annulée.')).toBeVisible();
  await expect(mission).toBeHidden();
  expect(errors).toEqual([]);
});

test('a request treated as a failure keeps its observation; Traiter is gone', async ({ page, request }) => {
  await call(request, client.token, '/api/cl/newDmdCond', requestFor({ date_debut: '2027-06-01', date_fin: '2027-06-30' }));
  await openAsRoot(page, 'Demandes des candidats');
  const card = page
    .getByRole('article', { name: `Demande de ${client.company} pour Ada Lovelace` })
    .filter({ hasText: 'du 01/06/2027' });
  await card.getByRole('button', { name: 'Traiter' }).click();
  const dialog = page.getByRole('dialog', { name: 'Traiter la demande de candidat' });
  await choose(dialog, 'Décision', 'Traitée avec échec');
  await dialog.getByLabel('Observation').fill('Le candidat a accepté une autre mission.');
  await dialog.getByRole('button', { name: 'Confirmer' }).click();
  await expect(dialog.getByText('Demande clôturée sans suite')).toBeVisible();
  await expect(dialog).toBeHidden({ timeout: 5000 });
  await expect(page).toHaveURL(/\/dashb\/acc\/dmd$/);
  await expect(card.getByText('Traitée (échec)')).toBeVisible();
  await expect(card.getByText('Observation : Le candidat a accepté une autre mission.')).toBeVisible();
  await expect(card.getByRole('button', { name: 'Traiter' })).toHaveCount(0);
  await page.getByRole('button', { name: 'Échec' }).click();
  await expect(page).toHaveURL(/[?&]etat=ferme_fail/);
  await expect(page.getByRole('article').filter({ hasText: 'En attente' })).toHaveCount(0);
  // Filter and search run on the server, together: this company's failed requests only.
  await page.getByLabel('Rechercher une demande (candidat, client)').fill(client.company);
  await expect(page).toHaveURL(/[?&]q=/);
  await expect(page.getByRole('article')).toHaveCount(1);
  await expect(page.getByRole('status').filter({ hasText: '1 résultat.' })).toBeVisible();
  await page.getByRole('button', { name: 'En attente', exact: true }).click();
  await expect(page.getByText('Aucune demande ne correspond à votre recherche.')).toBeVisible();
});

test('a blocked offer leaves the candidates’ list, and comes back once unblocked', async ({ page, request }) => {
  const errors = watchConsole(page);
  const titre = unique('Lead développeur React');
  const offer = await call<{ data: { id: number } }>(request, client.token, '/api/cl/createOffre', {
    titre,
    description: 'Refonte de la plateforme de réservation.\nÉquipe de cinq, 100 % à distance.',
    budget: 650,
    date_debut: '2027-01-04',
    date_fin: '2027-06-30',
    tech: ['React', 'TypeScript'],
    client_id: client.clientId,
  });
  await call(request, candidate.token, '/api/cd/postuler', { offreId: offer.data.id, condidatId: candidate.candidateId });
  const visibleToCandidate = async () => {
    const page0 = await call<{ offres: { id: number }[] }>(request, candidate.token, '/api/cd/offres', { page: 0, size: 100 });
    return page0.offres.some((o) => o.id === offer.data.id);
  };
  expect(await visibleToCandidate()).toBe(true);

  await openAsRoot(page, 'Offres');
  await expect(page.getByRole('heading', { level: 1, name: /^Offres/ })).toBeVisible();
  await captureScreens(page, 'admin-offers');
  await expectAccessible(page);
  const search = page.getByLabel('Rechercher une offre');
  await search.fill(titre);
  await search.press('Enter');
  await expect(page.getByRole('button', { name: `Recherche : ${titre}` })).toBeVisible();
  await expect(page.getByRole('article')).toHaveCount(1);
  await page.getByRole('link', { name: `Voir plus sur l'offre ${titre}` }).click();
  await expect(page).toHaveURL(new RegExp(`/dashb/offre/${offer.data.id}$`));
  await expect(page.getByRole('heading', { level: 1, name: titre })).toBeVisible();
  await expect(page.getByText('650 € / jour (TJM)')).toBeVisible();
  await expect(page.getByRole('tab', { name: 'Proposition (1)' })).toHaveAttribute('aria-selected', 'true');
  await expect(page.getByText('Ada Lovelace')).toBeVisible();
  await captureScreens(page, 'admin-offer-detail');
  await expectAccessible(page);

  // Applicant and publisher side panels.
  await page.getByRole('button', { name: 'Voir plus sur Ada Lovelace' }).click();
  await expect(page.getByRole('link', { name: candidate.email })).toBeVisible();
  await captureScreens(page, 'admin-offer-applicant');
  await page.getByRole('button', { name: 'Fermer le panneau' }).click();
  await page.getByRole('button', { name: `Voir plus sur ${client.company}` }).click();
  await expect(page.getByRole('link', { name: client.email })).toBeVisible();
  await page.getByRole('button', { name: 'Fermer le panneau' }).click();
  await page.getByRole('tab', { name: 'Description' }).click();
  await expect(page.getByText('Équipe de cinq, 100 % à distance.')).toBeVisible();
  await expect(page.getByRole('list', { name: 'Technologies' })).toContainText('TypeScript');

  await page.getByRole('button', { name: "Bloquer l'offre", exact: true }).click();
  const confirm = page.getByRole('dialog', { name: "Bloquer l'offre" });
  await confirm.getByRole('button', { name: "Bloquer l'offre", exact: true }).click();
  await expect(page.getByText('Bloquée', { exact: true })).toBeVisible();
  await expect(page.getByRole('button', { name: "Débloquer l'offre" })).toBeVisible();
  expect(await visibleToCandidate()).toBe(false);

  // Back to the list as it was left: the search is kept, the offer says Bloquée.
  await page.getByRole('button', { name: 'Retour aux offres' }).click();
  await expect(page.getByRole('button', { name: `Recherche : ${titre}` })).toBeVisible();
  await expect(page.getByRole('article').getByText('Bloquée')).toBeVisible();
  await page.getByRole('link', { name: `Voir plus sur l'offre ${titre}` }).click();
  await page.getByRole('button', { name: "Débloquer l'offre" }).click();
  // Exact: « Débloquer l'offre » contains « bloquer l'offre », and a name matches by substring otherwise.
  await expect(page.getByRole('button', { name: "Bloquer l'offre", exact: true })).toBeVisible();
  expect(await visibleToCandidate()).toBe(true);
  await menu(page).getByRole('link', { name: 'Offres', exact: true }).click();
  expect(errors).toEqual([]);
});

/** The current calendar month in Paris, as the server counts it. */
function parisMonth(): { year: number; month: number } {
  const parts = new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/Paris', year: 'numeric', month: '2-digit' }).formatToParts(
    new Date(),
  );
  const get = (type: string) => Number(parts.find((p) => p.type === type)?.value);
  return { year: get('year'), month: get('month') };
}
/** The ISO day `day` of the month `offset` months from the current one (0 for its last day). */
function dayOf(offset: number, day: number): string {
  const { year, month } = parisMonth();
  const date = day === 0 ? new Date(Date.UTC(year, month + offset, 0)) : new Date(Date.UTC(year, month - 1 + offset, day));
  return date.toISOString().slice(0, 10);
}

interface MissionRow {
  date_debut: string;
  date_fin: string;
  tjm: number;
  tjm_candidat: number;
  createdAt: string;
  condidatId: number;
  clientId: number;
}

/**
 * Expected revenue and margin per month, worked out here from the missions: TJM × Monday-to-Friday days and
 * (TJM − TJM candidat) × the same days (DECISIONS §6.5), in thousandths.
 */
function expectedMonths(missions: MissionRow[], from: string, to: string) {
  const months = new Map<string, { thousandths: number; margin: number; days: number }>();
  for (let d = new Date(`${from}T00:00:00Z`); d <= new Date(`${to}T00:00:00Z`); d.setUTCMonth(d.getUTCMonth() + 1)) {
    months.set(d.toISOString().slice(0, 7), { thousandths: 0, margin: 0, days: 0 });
  }
  for (const m of missions) {
    const start = m.date_debut > from ? m.date_debut : from;
    const end = m.date_fin < to ? m.date_fin : to;
    for (let d = new Date(`${start}T00:00:00Z`); d <= new Date(`${end}T00:00:00Z`); d.setUTCDate(d.getUTCDate() + 1)) {
      if (d.getUTCDay() === 0 || d.getUTCDay() === 6) continue;
      const entry = months.get(d.toISOString().slice(0, 7));
      if (entry) {
        entry.thousandths += Math.round(m.tjm * 1000);
        entry.margin += Math.round(m.tjm * 1000) - Math.round(m.tjm_candidat * 1000);
        entry.days += 1;
      }
    }
  }
  return months;
}

const euros = new Intl.NumberFormat('fr-FR', { style: 'currency', currency: 'EUR', maximumFractionDigits: 2 });
const monthName = new Intl.DateTimeFormat('fr-FR', { month: 'long', year: 'numeric', timeZone: 'UTC' });
const kiloEuros = (amount: number) => `${new Intl.NumberFormat('fr-FR', { maximumFractionDigits: 1 }).format(amount / 1000)} K€`;

test('the home charts show the revenue of the missions in the database, month by month', async ({ page, request }) => {
  const errors = watchConsole(page);
  // Two missions through closeDmdOk: one across the last three months, one running past the window.
  const admin = await adminTokenFor(request);
  for (const [period, tjm, tjm_candidat] of [
    [{ date_debut: dayOf(-2, 1), date_fin: dayOf(0, 15) }, '512.5', '450'],
    [{ date_debut: dayOf(-1, 10), date_fin: dayOf(1, 0) }, '400.125', '400.125'],
  ] as const) {
    const made = await call<{ data: { id: number } }>(request, client.token, '/api/cl/newDmdCond', requestFor(period));
    await call(request, admin, '/api/adm/closeDmdOk', { id_dmd: made.data.id, tjm, tjm_candidat, ...period });
  }
  const { data: missions } = await call<{ data: MissionRow[] }>(request, admin, '/api/adm/getMissions', {});
  const from = dayOf(-2, 1);
  const to = dayOf(0, 0);
  const months = expectedMonths(missions, from, to);
  const total = [...months.values()].reduce((sum, m) => sum + m.thousandths, 0) / 1000;
  const ours = expectedMonths(
    missions.filter((m) => m.condidatId === candidate.candidateId),
    from,
    to,
  );
  const ourRevenue = [...ours.values()].reduce((sum, m) => sum + m.thousandths, 0) / 1000;
  expect(ourRevenue).toBeGreaterThan(0);

  await openAsRoot(page);
  await expect(page.getByRole('heading', { level: 1, name: 'Bonjour !' })).toBeVisible();
  await page.getByRole('button', { name: '3 mois' }).click();
  await expect(page.getByText(`du ${from.split('-').reverse().join('/')} au ${to.split('-').reverse().join('/')}`)).toBeVisible();
  const totals = page.getByRole('definition').first();
  await expect(totals).toContainText(kiloEuros(total));
  const revenue = page.getByRole('region', { name: "Chiffre d'affaires mensuel (K€)" });
  await expect(revenue.getByRole('img')).toBeVisible();
  await captureScreens(page, 'admin-home');
  await expectAccessible(page);

  await revenue.getByRole('button', { name: 'Tableau' }).click();
  const rows = revenue.getByRole('row');
  await expect(rows).toHaveCount(months.size + 1);
  let index = 1;
  for (const [month, expected] of months) {
    const name = monthName.format(new Date(`${month}-01T00:00:00Z`));
    await expect(rows.nth(index)).toHaveText(
      [name, euros.format(expected.thousandths / 1000), euros.format(expected.margin / 1000), String(expected.days)].join(''),
    );
    index += 1;
  }

  const consultants = page.getByRole('region', { name: "Chiffre d'affaires par consultant (K€)" });
  await consultants.getByRole('button', { name: 'Tableau' }).click();
  await expect(consultants.getByRole('row').filter({ hasText: `Ada Lovelace — ${candidate.titre}` })).toContainText(
    euros.format(ourRevenue),
  );
  const contracts = page.getByRole('region', { name: 'Contrats signés par client' });
  await contracts.getByRole('button', { name: 'Tableau' }).click();
  const signedHere = missions.filter((m) => m.clientId === client.clientId).length;
  await expect(contracts.getByRole('row').filter({ hasText: client.company })).toHaveText(`${client.company}${signedHere}`);
  const technologies = page.getByRole('region', { name: 'Technologies les plus recherchées' });
  await technologies.getByRole('button', { name: 'Tableau' }).click();
  await expect(technologies.getByRole('row').filter({ hasText: 'TypeScript' })).toBeVisible();
  await captureScreens(page, 'admin-home-tables');
  await expectAccessible(page);

  // Twelve months: the same missions, a longer window.
  await page.getByRole('button', { name: '12 mois' }).click();
  await expect(page.getByText(`au ${to.split('-').reverse().join('/')}`)).toBeVisible();
  await expect(revenue.getByRole('row')).toHaveCount(13);
  expect(errors).toEqual([]);
});
