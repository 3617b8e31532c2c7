import { expect, test } from '@playwright/test';
import { call, menu, openAsRoot, unique } from './admin-fixtures';
import { matchedPair, runningMission, submittedCra } from './mission-fixtures';
import { expectAccessible } from './support/a11y';
import { adminToken, signIn } from './support/accounts';
import { watchConsole } from './support/console';
import { captureScreens } from './support/screens';

/**
 * Money in (issue 33, DECISIONS §6.7): an invoice issued from a validated report is « À payer »; the staff record
 * part of it by hand, import the bank's camt.053 statement that pays the rest, and read the year in « Finances ».
 */
test.describe.configure({ mode: 'serial' });

let numero: string;
let company: string;
let freelancer: { email: string; password: string; token: string };
let selfBilled: string;

test.beforeAll(async ({ playwright }) => {
  const request = await playwright.request.newContext({ baseURL: test.info().project.use.baseURL });
  company = unique('Atelier Numérique');
  const { client, candidate } = await matchedPair(request, company);
  freelancer = candidate;
  // Her billing identity and self-billing mandate: her invoice AF-… is issued with the client's (DECISIONS §6.6).
  await call(request, candidate.token, '/api/cd/setFacturation', {
    raison_sociale: 'Ada Lovelace EI',
    siret: '84215937800004',
    adresse: '14 rue de la République',
    code_postal: '69002',
    ville: 'Lyon',
    regime_tva: 'franchise',
    iban: 'FR1420041010050500013M02606',
    bic: 'PSSTFRPPLYO',
    mandat: true,
  });
  // Two days at 550 €: 1,100 € HT, 1,320 € TTC.
  const craId = await submittedCra(request, candidate.token, await runningMission(request, { client, candidate }));
  await call(request, client.token, '/api/cl/validateCra', { id: craId });
  const { factures } = await call<{ factures: { numero: string }[] }>(request, client.token, '/api/cl/getFactures', {});
  numero = factures[0]?.numero as string;
  const own = await call<{ factures: { numero: string }[] }>(request, candidate.token, '/api/cd/getFactures', {});
  selfBilled = own.factures[0]?.numero as string;
  expect(selfBilled).toMatch(/^AF-/);
  await request.dispose();
});

/** A camt.053.001.02 statement: the client's transfer of the rest, and a credit no invoice explains. */
function statement(): string {
  const entry = (ref: string, amount: string, label: string) =>
    `<Ntry><Amt Ccy="EUR">${amount}</Amt><CdtDbtInd>CRDT</CdtDbtInd><Sts>BOOK</Sts><BookgDt><Dt>2026-11-20</Dt></BookgDt>` +
    `<ValDt><Dt>2026-11-20</Dt></ValDt><AcctSvcrRef>${ref}</AcctSvcrRef><NtryDtls><TxDtls><RltdPties><Dbtr><Nm>${company}</Nm></Dbtr></RltdPties>` +
    `<RmtInf><Ustrd>${label}</Ustrd></RmtInf></TxDtls></NtryDtls></Ntry>`;
  const ref = unique('E2E').replace(/\W/g, '');
  return (
    '<?xml version="1.0" encoding="UTF-8"?><Document xmlns="urn:iso:std:iso:20022:tech:xsd:camt.053.001.02"><BkToCstmrStmt>' +
    `<GrpHdr><MsgId>${ref}</MsgId><CreDtTm>2026-11-21T06:00:00</CreDtTm></GrpHdr><Stmt><Id>${ref}</Id>` +
    '<CreDtTm>2026-11-21T06:00:00</CreDtTm><Acct><Id><IBAN>FR7630006000011234567890189</IBAN></Id><Ccy>EUR</Ccy></Acct>' +
    entry(`${ref}1`, '1120.00', `Reglement facture ${numero.replace(/-/g, ' ')}`) +
    entry(`${ref}2`, '75.00', 'REMBOURSEMENT FRAIS') +
    '</Stmt></BkToCstmrStmt></Document>'
  );
}

test('the staff record a payment by hand, then import the statement that pays the rest', async ({ page }) => {
  const errors = watchConsole(page);
  await openAsRoot(page, 'Factures');
  await page.getByLabel('Rechercher une facture (numéro, client, candidat)').fill(numero);
  await expect(page).toHaveURL(new RegExp(`[?&]q=${numero}`));
  const invoice = page.getByRole('article', { name: `Facture ${numero}` });
  await expect(invoice.getByText('À payer')).toBeVisible();
  await expect(invoice.getByText(/Reste dû : 1\s320\s€/)).toBeVisible();

  await invoice.getByRole('button', { name: 'Enregistrer un paiement' }).click();
  const dialog = page.getByRole('dialog', { name: 'Enregistrer un paiement' });
  const amount = dialog.getByRole('textbox', { name: /Montant reçu/ });
  await expect(amount).toHaveValue('1320');
  // Beyond what is owed: the server refuses, nothing is recorded.
  await amount.fill('1 500');
  await dialog.getByRole('textbox', { name: /Référence/ }).fill('VIR ATELIER 0001');
  await dialog.getByRole('button', { name: 'Enregistrer' }).click();
  await expect(dialog.getByText('Ce paiement dépasse le reste dû de la facture !')).toBeVisible();
  await amount.fill('200');
  await page.keyboard.press('Enter');
  await expect(dialog).toBeHidden();
  await expect(invoice.getByText('Partiellement payée')).toBeVisible();
  await expect(invoice.getByText(/Reste dû : 1\s120\s€/)).toBeVisible();
  await captureScreens(page, 'staff-invoices-payments');

  await menu(page).getByRole('link', { name: 'Relevés bancaires', exact: true }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Relevés bancaires' })).toBeVisible();
  const xml = statement();
  await page.getByLabel('Relevé camt.053 (XML)').setInputFiles({
    name: 'releve-novembre.xml',
    mimeType: 'application/xml',
    buffer: Buffer.from(xml),
  });
  await page.getByRole('button', { name: 'Importer', exact: true }).click();
  await expect(page.getByText(/1 paiement enregistré, 1\s120\s€ au total\./)).toBeVisible();
  const matched = page.getByRole('table', { name: /Rapprochés/ });
  await expect(matched.getByRole('row', { name: new RegExp(`${numero}.*1\\s120\\s€`) })).toBeVisible();
  const unmatched = page.getByRole('table', { name: /Non rapprochés/ });
  await expect(unmatched.getByRole('row', { name: /20\/11\/2026 REMBOURSEMENT FRAIS 75\s€/ })).toBeVisible();
  await captureScreens(page, 'staff-statement-import');
  await expectAccessible(page);

  // The same file again records nothing twice.
  await page.getByLabel('Relevé camt.053 (XML)').setInputFiles({
    name: 'releve-novembre.xml',
    mimeType: 'application/xml',
    buffer: Buffer.from(xml),
  });
  await page.getByRole('button', { name: 'Importer', exact: true }).click();
  await expect(page.getByText(/Aucun paiement enregistré\. 1 écriture était déjà importée/)).toBeVisible();

  await menu(page).getByRole('link', { name: 'Factures', exact: true }).click();
  await page.getByLabel('Rechercher une facture (numéro, client, candidat)').fill(numero);
  await expect(page.getByRole('article', { name: `Facture ${numero}` }).getByText('Payée', { exact: true })).toBeVisible();
  // The one failed request is the refused payment, answered 409 on purpose.
  expect(errors).toEqual(['Failed to load resource: the server responded with a status of 409 (Conflict)']);
});

test('« Finances » shows the year, as figures, a chart and a table', async ({ page }) => {
  const errors = watchConsole(page);
  await openAsRoot(page, 'Finances');
  await expect(page.getByRole('heading', { level: 1, name: 'Finances' })).toBeVisible();
  await expect(page.getByRole('region', { name: 'Encaissé' })).toContainText('€');
  const chart = page.getByRole('region', { name: 'Facturé TTC par mois d’émission' });
  await expect(chart.getByRole('img')).toBeVisible();
  await captureScreens(page, 'staff-finance');
  await expectAccessible(page);
  await chart.getByRole('button', { name: 'Tableau' }).click();
  await expect(chart.getByRole('columnheader', { name: 'Encaissé' })).toBeVisible();
  await page.setViewportSize({ width: 375, height: 740 });
  await expect.poll(() => page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
  expect(errors).toEqual([]);
});

test('root pays the freelancer: builds the transfer order, downloads it, confirms it; she reads « Versée »', async ({
  page,
  browser,
}) => {
  const errors = watchConsole(page);
  // The platform's account, from which the bank pays (Réglages, DECISIONS §6.5).
  await call(page.request, await adminToken(page.request), '/api/adm/setReglages', {
    emetteur_iban: 'FR7630006000011234567890189',
    emetteur_bic: 'AGRIFRPP',
  });
  await openAsRoot(page, 'Virements');
  await expect(page.getByRole('heading', { level: 1, name: 'Virements' })).toBeVisible();
  const due = page.getByRole('region', { name: 'À verser' });
  await expect(due).toContainText(/autofactures? dont le client a payé la facture/);
  await due.getByRole('button', { name: 'Créer l’ordre de virement' }).click();
  const dialog = page.getByRole('dialog', { name: 'Créer l’ordre de virement' });
  await expect(dialog).toContainText(/Un ordre de \d+\svirements? pour [\d\s,]+\s€ sera créé/);
  await captureScreens(page, 'staff-payout-confirm');
  await dialog.getByRole('button', { name: 'Créer l’ordre' }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByText(/Ordre créé : \d+\svirements?/)).toBeVisible();

  const order = page.getByRole('region', { name: /^PASSERELLE-VIR-/ }).first();
  await expect(order.getByRole('row', { name: new RegExp(`${selfBilled}.*Ada Lovelace`) })).toBeVisible();
  await expect(order.getByText('En cours', { exact: true })).toBeVisible();
  const downloading = page.waitForEvent('download');
  await order.getByRole('button', { name: 'Télécharger le fichier XML' }).click();
  const file = await downloading;
  expect(file.suggestedFilename()).toMatch(/^PASSERELLE-VIR-\d{8}-\d{6}\.xml$/);
  const xml = await (await file.createReadStream()).toArray().then((chunks) => Buffer.concat(chunks).toString('utf8'));
  expect(xml).toContain('urn:iso:std:iso:20022:tech:xsd:pain.001.001.03');
  expect(xml).toContain(`<Ustrd>${selfBilled}</Ustrd>`);
  await captureScreens(page, 'staff-payouts');
  await expectAccessible(page);

  // Her « Mes factures » is open meanwhile, in her own browser: « En cours » now, « Versée » as soon as root confirms,
  // without reloading (the server pushes factures_changed).
  const herContext = await browser.newContext({ locale: 'fr-FR' });
  const her = await herContext.newPage();
  await signIn(her, freelancer.email, freelancer.password, '/dashb/factures');
  const live = her.getByRole('article', { name: `Facture ${selfBilled}` });
  await expect(live.getByText('Virement en cours', { exact: true })).toBeVisible({ timeout: 60_000 });

  await order.getByRole('button', { name: 'Confirmer l’exécution' }).click();
  const confirm = page.getByRole('dialog', { name: 'Confirmer l’exécution' });
  await expect(confirm).toContainText('Ses autofactures seront marquées « versées »');
  await confirm.getByRole('button', { name: 'Confirmer l’exécution' }).click();
  await expect(confirm).toBeHidden();
  await expect(order.getByText('Exécuté', { exact: true })).toBeVisible();
  await expect(live.getByText('Versée', { exact: true })).toBeVisible({ timeout: 30_000 });
  await herContext.close();
  await expect(order.getByRole('button', { name: 'Confirmer l’exécution' })).toBeHidden();
  await page.setViewportSize({ width: 375, height: 740 });
  await expect.poll(() => page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
  expect(errors).toEqual([]);

  await signIn(page, freelancer.email, freelancer.password, '/dashb/factures');
  const invoice = page.getByRole('article', { name: `Facture ${selfBilled}` });
  // Her list loads once the session is read (slow on a loaded machine: the default 10 s were once not enough).
  await expect(invoice.getByText('Versée', { exact: true })).toBeVisible({ timeout: 60_000 });
  await expect(page.getByRole('region', { name: 'Relevé annuel des sommes versées' })).toBeVisible();
  const statement = page.waitForEvent('download');
  await page.getByRole('button', { name: /Télécharger le relevé \d{4}/ }).click();
  expect((await statement).suggestedFilename()).toMatch(/^releve-annuel-\d{4}\.pdf$/);
  await captureScreens(page, 'freelancer-invoices-paid');
});
