import { expect, test } from '@playwright/test';
import { menu, type OnboardedCandidate, type OnboardedClient, openAsRoot, unique } from './admin-fixtures';
import { matchedPair, runningMission, submittedCra } from './mission-fixtures';
import { expectAccessible } from './support/a11y';
import { loginThroughUi } from './support/accounts';
import { watchConsole } from './support/console';
import { captureScreen, captureScreens } from './support/screens';

/**
 * Self-billing and credit notes (issue 32, DECISIONS §6.6): the freelancer fills its « Facturation » section and
 * gives the mandate; the company validates its report; the self-billed invoice AF-… is in « Mes factures »; the
 * staff cancel the client invoice with « Émettre un avoir » and find both credit notes.
 */
test.describe.configure({ mode: 'serial' });

let client: OnboardedClient;
let candidate: OnboardedCandidate;
let craId: number;

test.beforeAll(async ({ playwright }) => {
  const request = await playwright.request.newContext({ baseURL: test.info().project.use.baseURL });
  ({ client, candidate } = await matchedPair(request, unique('Atelier Numérique')));
  // Two days on the month's first weekdays, submitted.
  craId = await submittedCra(request, candidate.token, await runningMission(request, { client, candidate }));
  await request.dispose();
});

test('the freelancer gives its billing identity and mandate; its AF invoice is in « Mes factures »', async ({
  page,
  request,
}) => {
  const errors = watchConsole(page);
  await loginThroughUi(page, candidate.email, candidate.password);
  await expect(page).toHaveURL(/\/dashb$/);
  await menu(page).getByRole('link', { name: 'Profil', exact: true }).click();
  const section = page.getByRole('region', { name: 'Facturation' });
  await section.getByRole('button', { name: 'Renseigner ma facturation' }).click();
  const dialog = page.getByRole('dialog', { name: 'Ma facturation' });
  await dialog.getByRole('textbox', { name: 'Raison sociale' }).fill('Léa Martin EI');
  await dialog.getByRole('textbox', { name: 'SIRET (14 chiffres)' }).fill('842 159 378 00004');
  await dialog.getByRole('textbox', { name: 'Adresse' }).fill('3 quai Perrache');
  await dialog.getByRole('textbox', { name: 'Code postal' }).fill('69002');
  await dialog.getByRole('textbox', { name: 'Ville' }).fill('Lyon');
  // A mistyped IBAN: refused on its field.
  await dialog.getByRole('textbox', { name: 'IBAN' }).fill('FR14 2004 1010 0505 0001 3M02 607');
  await dialog.getByRole('textbox', { name: 'BIC' }).fill('PSSTFRPPLYO');
  await dialog.getByRole('checkbox', { name: /Je donne mandat à Passerelle/ }).check();
  await dialog.getByRole('button', { name: 'Enregistrer' }).click();
  await expect(dialog.getByText('IBAN non valide : vérifiez-le sur votre relevé d’identité bancaire !')).toBeVisible();
  await captureScreen(page, 'candidate-billing-dialog');
  await dialog.getByRole('textbox', { name: 'IBAN' }).fill('FR14 2004 1010 0505 0001 3M02 606');
  await dialog.getByRole('button', { name: 'Enregistrer' }).click();
  await expect(dialog).toBeHidden();
  await expect(section.getByText('•••• •••• •••• •••• •••• ••• 2606')).toBeVisible();
  await expect(section.getByText(/^Autofacturation acceptée le \d{2}\/\d{2}\/\d{4}$/)).toBeVisible();
  await captureScreens(page, 'candidate-billing');
  await expectAccessible(page);

  // The company validates the report: the AF invoice is issued with its own.
  const validated = await request.post('/api/cl/validateCra', { headers: { 'sb-tkn': client.token }, data: { id: craId } });
  expect(validated.status()).toBe(200);
  await menu(page).getByRole('link', { name: 'Mes factures', exact: true }).click();
  await expect(page.getByRole('heading', { level: 1, name: /^Mes factures/ })).toBeVisible();
  const invoice = page.getByRole('article', { name: /^Facture AF-\d{4}-\d{6}$/ });
  await expect(invoice).toHaveCount(1);
  // Two days at her 460 € (FREELANCER_TJM), in the VAT franchise: 920 € HT = TTC.
  await expect(invoice.getByText(/920\s€ TTC/)).toBeVisible();
  await expect(invoice.getByText('En attente du paiement du client')).toBeVisible();
  const download = page.waitForEvent('download');
  await invoice.getByRole('button', { name: /^Télécharger la facture AF-/ }).click();
  expect((await download).suggestedFilename()).toMatch(/^facture-AF-\d{4}-\d{6}\.pdf$/);
  await captureScreens(page, 'candidate-invoices');
  await expectAccessible(page);
  // The refused IBAN's 400 is the browser's only complaint.
  expect(errors.filter((e) => !e.includes('status of 400'))).toEqual([]);
});

test('the staff cancel the client invoice with « Émettre un avoir »; both credit notes are listed', async ({ page }) => {
  const errors = watchConsole(page);
  await openAsRoot(page, 'Factures');
  await page.getByLabel('Rechercher une facture (numéro, client, candidat)').fill(client.company);
  await expect(page).toHaveURL(/[?&]q=/);
  const invoice = page.getByRole('article', { name: /^Facture F-\d{4}-\d{6}$/ });
  await expect(invoice).toHaveCount(1);
  await captureScreens(page, 'staff-invoices-by-type');
  await invoice.getByRole('button', { name: 'Émettre un avoir' }).click();
  const dialog = page.getByRole('dialog', { name: /^Émettre un avoir sur la facture F-/ });
  await expect(dialog.getByText(/cette action est définitive/)).toBeVisible();
  await dialog.getByRole('button', { name: 'Émettre l’avoir' }).click();
  await expect(dialog.getByText('Vous devez saisir le motif de l’avoir (5 caractères au moins) !')).toBeVisible();
  await dialog.getByRole('textbox', { name: /Motif de l’avoir/ }).fill('Deux jours déclarés en trop : compte rendu à corriger.');
  await captureScreen(page, 'staff-credit-note-dialog');
  await dialog.getByRole('button', { name: 'Émettre l’avoir' }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByText(/^Avoir A-\d{4}-\d{6} émis/)).toBeVisible();
  await expect(invoice.getByText(/^Annulée par l’avoir A-\d{4}-\d{6}$/)).toBeVisible();
  await expect(invoice.getByRole('button', { name: 'Émettre un avoir' })).toHaveCount(0);

  await page.getByRole('tab', { name: 'Avoirs' }).click();
  const credits = page.getByRole('article', { name: /^Avoir A-\d{4}-\d{6}$/ });
  await expect(credits).toHaveCount(2);
  await expect(credits.filter({ hasText: /Annule AF-/ })).toHaveCount(1);
  await captureScreens(page, 'staff-credit-notes');
  await expectAccessible(page);
  // The empty reason is refused in the dialog, before any call. Chromium may ask for /favicon.ico (a 404 the
  // trace shows, not the app's).
  expect(errors.filter((e) => !e.includes('status of 404'))).toEqual([]);
});
