import { expect, test } from '@playwright/test';
import {
  call,
  menu,
  type OnboardedCandidate,
  type OnboardedClient,
  onboardedCandidate,
  onboardedClient,
  unique,
  validate,
  verifiedUrssaf,
} from './admin-fixtures';
import { expectAccessible } from './support/a11y';
import { adminToken, loginThroughUi } from './support/accounts';
import { watchConsole } from './support/console';
import { captureScreens } from './support/screens';

/**
 * Missions that run on the platform (issue 19, DECISIONS §6.4): the candidate declares a month's days in
 * « Mes missions » and submits them, the company validates the report, the invoice appears in
 * « Factures » for the company and for the staff.
 */
test.describe.configure({ mode: 'serial' });

let client: OnboardedClient;
let candidate: OnboardedCandidate;
let missionMonth: string;

const MONTHS = [
  'Janvier',
  'Février',
  'Mars',
  'Avril',
  'Mai',
  'Juin',
  'Juillet',
  'Août',
  'Septembre',
  'Octobre',
  'Novembre',
  'Décembre',
];
const iso = (d: Date) => d.toISOString().slice(0, 10);

test.beforeAll(async ({ playwright }) => {
  const request = await playwright.request.newContext({ baseURL: test.info().project.use.baseURL });
  client = await onboardedClient(request, unique('Atelier Numérique'));
  candidate = await onboardedCandidate(request);
  await validate(request, client.userId, candidate.userId);
  await verifiedUrssaf(request, candidate.token);
  // A request, a mission, then the staff set it running from the first of this month (Europe/Paris).
  const today = new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/Paris' }).format(new Date());
  const [y, m] = today.split('-').map(Number) as [number, number];
  const later = new Date(Date.UTC(y, m + 1, 28));
  const { data } = await call<{ data: { id: number } }>(request, client.token, '/api/cl/newDmdCond', {
    condidatId: candidate.candidateId,
    clientId: client.clientId,
    date_debut: iso(new Date(Date.UTC(y, m, 1))),
    date_fin: iso(later),
  });
  const admin = await adminToken(request);
  const mission = await call<{ data: { id: number } }>(request, admin, '/api/adm/closeDmdOk', {
    id_dmd: data.id,
    tjm: 550,
    date_debut: iso(new Date(Date.UTC(y, m, 1))),
    date_fin: iso(later),
  });
  await call(request, admin, '/api/adm/updateMission', {
    id: mission.data.id,
    etat: 'en_cours',
    tjm: 550,
    date_debut: `${today.slice(0, 7)}-01`,
    date_fin: iso(later),
  });
  missionMonth = `${MONTHS[m - 1]} ${y}`;
  await request.dispose();
});

test('the candidate declares days on the month calendar and submits the report', async ({ page }) => {
  const errors = watchConsole(page);
  await loginThroughUi(page, candidate.email, candidate.password);
  await expect(page).toHaveURL(/\/dashb$/);
  await menu(page).getByRole('link', { name: 'Mes missions', exact: true }).click();
  await expect(page.getByRole('heading', { level: 1, name: /^Mes missions/ })).toBeVisible();
  const documents = page.getByRole('list', { name: 'Mes documents' });
  await expect(documents.getByText('Attestation de vigilance URSSAF')).toBeVisible();
  await expect(documents.getByText('Vérifié')).toBeVisible();
  const card = page.getByRole('article', { name: `Mission chez ${client.company}` });
  const grid = card.getByRole('group', { name: `Compte rendu d’activité : ${missionMonth}` });
  await expect(grid).toBeVisible();
  const weekday = grid.getByRole('button', { name: /^(lundi|mardi|mercredi|jeudi|vendredi) \d+ : non travaillé$/ });
  await weekday.first().click();
  await weekday.first().click();
  // The second click was on the next free weekday: now two full days; a third click makes it a half day.
  const full = grid.getByRole('button', { name: /: journée$/ });
  await expect(full).toHaveCount(2);
  await full.nth(1).click();
  await expect(card.getByText('· 1,5 jours déclarés')).toBeVisible();
  await card.getByRole('button', { name: 'Enregistrer le brouillon' }).click();
  await expect(card.getByText('Brouillon', { exact: true })).toBeVisible();
  await captureScreens(page, 'candidate-missions');
  await expectAccessible(page);
  await card.getByRole('button', { name: 'Soumettre à l’entreprise' }).click();
  const dialog = page.getByRole('dialog', { name: 'Soumettre le compte rendu ?' });
  await dialog.getByRole('button', { name: 'Soumettre' }).click();
  await expect(card.getByText('En attente de validation par l’entreprise.')).toBeVisible();
  expect(errors).toEqual([]);
});

test('the company validates the report; the invoice is listed for it and for the staff', async ({ page }) => {
  const errors = watchConsole(page);
  await loginThroughUi(page, client.email, client.password);
  await expect(page).toHaveURL(/\/dashb$/);
  await menu(page).getByRole('link', { name: 'Missions', exact: true }).click();
  await page.getByRole('button', { name: 'Comptes rendus d’activité' }).click();
  const report = page.getByRole('article', { name: `Compte rendu de ${missionMonth}` });
  await expect(report.getByText(/1,5 jours · 825\s€ HT/)).toBeVisible();
  await captureScreens(page, 'client-cra');
  await report.getByRole('button', { name: 'Valider' }).click();
  const dialog = page.getByRole('dialog', { name: 'Valider le compte rendu ?' });
  await dialog.getByRole('button', { name: 'Valider et facturer' }).click();
  await expect(report.getByText('Validé', { exact: true })).toBeVisible();

  await menu(page).getByRole('link', { name: 'Factures', exact: true }).click();
  const invoice = page.getByRole('article', { name: /^Facture F-\d{4}-\d{6}$/ });
  await expect(invoice).toHaveCount(1);
  await expect(invoice.getByText(/990,?0?0?\s€ TTC/)).toBeVisible();
  const download = page.waitForEvent('download');
  await invoice.getByRole('button', { name: /^Télécharger la facture/ }).click();
  expect((await download).suggestedFilename()).toMatch(/^facture-F-\d{4}-\d{6}\.pdf$/);
  await captureScreens(page, 'client-invoices');
  await expectAccessible(page);
  expect(errors).toEqual([]);
});
