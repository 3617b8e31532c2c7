import { expect, test } from '@playwright/test';
import { menu, minimalPdf, type OnboardedCandidate, type OnboardedClient, openAsRoot, unique } from './admin-fixtures';
import { matchedPair, runningMission } from './mission-fixtures';
import { expectAccessible } from './support/a11y';
import { loginThroughUi } from './support/accounts';
import { watchConsole } from './support/console';
import { captureScreens } from './support/screens';

/**
 * Missions that run on the platform (issue 19, DECISIONS §6.4): the candidate declares a month's days in
 * « Mes missions » and submits them, the company validates the report, the invoice appears in
 * « Factures » for the company and for the staff; the staff check the candidate's compliance documents.
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

test.beforeAll(async ({ playwright }) => {
  const request = await playwright.request.newContext({ baseURL: test.info().project.use.baseURL });
  ({ client, candidate } = await matchedPair(request, unique('Atelier Numérique')));
  const mission = await runningMission(request, { client, candidate });
  missionMonth = `${MONTHS[mission.monthNumber - 1]} ${mission.year}`;
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
  await expect(card.getByText('· 1,5 jour déclaré')).toBeVisible();
  await card.getByRole('button', { name: 'Enregistrer le brouillon' }).click();
  await expect(card.getByText('Brouillon', { exact: true })).toBeVisible();
  await captureScreens(page, 'candidate-missions');
  await expectAccessible(page);
  await card.getByRole('button', { name: 'Soumettre à l’entreprise' }).click();
  const dialog = page.getByRole('dialog', { name: 'Soumettre le compte rendu ?' });
  await dialog.getByRole('button', { name: 'Soumettre' }).click();
  // The CRA deadline (DECISIONS §6.5): the day it is validated without an answer, said in French.
  await expect(
    card.getByText(
      /^En attente de validation par l’entreprise\. Sans réponse de sa part, il sera validé automatiquement le \d{1,2}(er)?\s\p{L}+ \d{4}\.$/u,
    ),
  ).toBeVisible();
  await captureScreens(page, 'candidate-cra-submitted');
  expect(errors).toEqual([]);
});

test('the company validates the report; the invoice is listed for it and for the staff', async ({ page, browser }) => {
  const errors = watchConsole(page);
  await loginThroughUi(page, client.email, client.password);
  await expect(page).toHaveURL(/\/dashb$/);
  await menu(page).getByRole('link', { name: 'Missions', exact: true }).click();
  await page.getByRole('button', { name: 'Comptes rendus d’activité' }).click();
  const report = page.getByRole('article', { name: `Compte rendu de ${missionMonth}` });
  await expect(report.getByText(/1,5\sjour · 825\s€ HT/)).toBeVisible();
  await expect(
    report.getByText(/^Sans réponse de votre part, ce CRA sera validé automatiquement le \d{1,2}(er)?\s\p{L}+ \d{4}\.$/u),
  ).toBeVisible();
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
  const numero = ((await invoice.getAttribute('aria-label')) ?? '').replace('Facture ', '');
  expect(errors).toEqual([]);

  // The staff find the same invoice in their « Factures », by its number.
  const staffContext = await browser.newContext();
  const staffPage = await staffContext.newPage();
  const staffErrors = watchConsole(staffPage);
  await openAsRoot(staffPage, 'Factures');
  await expect(staffPage).toHaveURL(/\/dashb\/factures$/);
  await staffPage.getByLabel('Rechercher une facture (numéro, client, candidat)').fill(numero);
  // The search starts when typing pauses: the address says so; until then the list shown is the unfiltered one.
  await expect(staffPage).toHaveURL(new RegExp(`[?&]q=${numero}`));
  const listed = staffPage.getByRole('article', { name: `Facture ${numero}` });
  await expect(listed).toHaveCount(1);
  await expect(listed.getByText(`${client.company} · ${candidate.prenom} ${candidate.nom}`)).toBeVisible();
  await expect(listed.getByText(/990,?0?0?\s€ TTC/)).toBeVisible();
  await captureScreens(staffPage, 'staff-invoices');
  await expectAccessible(staffPage);
  expect(staffErrors).toEqual([]);
  await staffContext.close();
});

test('the staff are told of new documents, open one, refuse one with a reason and verify another', async ({ page, request }) => {
  const errors = watchConsole(page);
  // Two documents from the candidate: a Kbis and an RC Pro, each with an expiry date of its own.
  const kbisExpiry = '2031-03-17';
  const rcExpiry = '2031-04-23';
  for (const [type, expire_le] of [
    ['kbis', kbisExpiry],
    ['rc_pro', rcExpiry],
  ] as const) {
    const sent = await request.post('/api/cd/uploadDocument', {
      headers: { 'sb-tkn': candidate.token },
      multipart: { type, expire_le, file: minimalPdf },
    });
    expect(sent.status(), await sent.text()).toBe(200);
  }
  const name = `${candidate.prenom} ${candidate.nom}`;

  // The bell counts them; a notice leads to « Documents », which lists what waits for a check.
  await openAsRoot(page);
  const bell = page.getByRole('button', { name: /^Notifications : \d+ non lues?$/ });
  await bell.click();
  const notices = page.getByRole('menu', { name: 'Notifications' });
  await expect(
    notices
      .getByRole('menuitem')
      .filter({ hasText: `Nouveau document à vérifier : Attestation d’assurance RC Pro de ${name}` })
      .first(),
  ).toBeVisible();
  await notices
    .getByRole('menuitem')
    .filter({ hasText: `Nouveau document à vérifier : Extrait Kbis de ${name}` })
    .first()
    .click();
  await expect(page).toHaveURL(/\/dashb\/documents$/);
  await expect(page.getByRole('heading', { level: 1, name: /^Documents/ })).toBeVisible();
  await expect(page.getByRole('combobox', { name: 'État' })).toHaveText('À vérifier');
  const kbis = page.getByRole('article', { name: `Extrait Kbis de ${name}` }).filter({ hasText: 'Valable jusqu’au 17/03/2031' });
  const rc = page
    .getByRole('article', { name: `Attestation d’assurance RC Pro de ${name}` })
    .filter({ hasText: 'Valable jusqu’au 23/04/2031' });
  await expect(kbis).toHaveCount(1);
  await expect(rc).toHaveCount(1);
  await expect(kbis.getByText('À vérifier')).toBeVisible();
  await captureScreens(page, 'staff-documents');
  await expectAccessible(page);

  // The PDF opens with the session.
  const download = page.waitForEvent('download');
  await kbis.getByRole('button', { name: 'Ouvrir le PDF' }).click();
  expect((await download).suggestedFilename()).toBe(`kbis-${kbisExpiry}.pdf`);

  // A refusal needs its reason; the keyboard alone does it.
  await rc.getByRole('button', { name: 'Refuser' }).click();
  const refuse = page.getByRole('dialog', { name: 'Refuser ce document ?' });
  await refuse.getByRole('button', { name: 'Refuser' }).click();
  await expect(refuse.getByText('Vous devez saisir le motif du refus !')).toBeVisible();
  await refuse.getByRole('textbox', { name: /Motif du refus/ }).focus();
  await page.keyboard.type('Attestation au nom d’une autre société.');
  await captureScreens(page, 'staff-documents-refuse');
  await page.keyboard.press('Tab');
  await page.keyboard.press('Tab');
  await expect(refuse.getByRole('button', { name: 'Refuser' })).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(refuse).toBeHidden();
  await expect(rc).toHaveCount(0);

  await kbis.getByRole('button', { name: 'Vérifier' }).click();
  const confirm = page.getByRole('dialog', { name: 'Vérifier ce document ?' });
  await confirm.getByRole('button', { name: 'Vérifier' }).click();
  await expect(confirm).toBeHidden();
  await expect(kbis).toHaveCount(0);

  // The refused one, with its reason, under « Refusés »; on a phone the list fits the screen.
  await page.getByRole('combobox', { name: 'État' }).click();
  await page.getByRole('option', { name: 'Refusés' }).click();
  await expect(rc.getByText('Motif du refus : Attestation au nom d’une autre société.')).toBeVisible();
  // The état menu closes with a transition, placed where the desktop layout put it: measured once it is gone.
  await expect(page.getByRole('listbox')).toBeHidden();
  await page.setViewportSize({ width: 375, height: 740 });
  await expect(rc).toBeVisible();
  await expect.poll(() => page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
  await captureScreens(page, 'staff-documents-refused');
  await expectAccessible(page);

  // The candidate reads both decisions in « Mes documents ».
  const mine = await request.post('/api/cd/getDocuments', { headers: { 'sb-tkn': candidate.token }, data: {} });
  const documents = (await mine.json()).documents as { type: string; etat: string; motif: string | null }[];
  expect(documents.filter((d) => d.type !== 'urssaf').map((d) => [d.type, d.etat, d.motif])).toEqual([
    ['rc_pro', 'refuse', 'Attestation au nom d’une autre société.'],
    ['kbis', 'valide', null],
  ]);
  expect(errors).toEqual([]);
});
