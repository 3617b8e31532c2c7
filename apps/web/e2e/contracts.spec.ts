import { readFile } from 'node:fs/promises';
import { paths } from '@passerelle/shared/paths';
import { expect, type Locator, type Page, test } from '@playwright/test';
import { call, onboardedCandidate, onboardedClient, openAsRoot, unique, validate, verifiedUrssaf } from './admin-fixtures';
import { expectAccessible } from './support/a11y';
import { adminToken, signIn } from './support/accounts';
import { watchConsole } from './support/console';
import { waitForMail } from './support/mail';
import { captureScreens } from './support/screens';

/** Issue 31 (DECISIONS §6.5): the root's Réglages; contracts signed on the platform. */

test('root changes the Réglages: wrong values are explained, a saved change is kept and dated', async ({ page, request }) => {
  const errors = watchConsole(page);
  const root = await adminToken(request);
  await openAsRoot(page, 'Réglages');
  await expect(page.getByRole('heading', { level: 1, name: 'Réglages' })).toBeVisible();
  await expect(page.getByRole('switch', { name: 'Transparence des tarifs' })).toBeChecked();
  const delay = page.getByLabel('Délai de paiement');
  await expect(delay).toHaveValue('30');
  await expect(page.getByLabel('Taux des pénalités de retard')).toHaveValue('12,15');
  await captureScreens(page, 'admin-settings');
  await expectAccessible(page);

  await delay.fill('90');
  await page.getByLabel('IBAN').fill('FR76 3000 6000 0112 3456 7890 188');
  await page.getByRole('button', { name: 'Enregistrer' }).click();
  await expect(page.getByText('Le délai de paiement doit être un nombre entier de 0 à 60 jours !')).toBeVisible();
  await expect(page.getByText('IBAN non valide !')).toBeVisible();
  await captureScreens(page, 'admin-settings-errors');

  await delay.fill('45');
  await page.getByLabel('IBAN').fill('fr76 3000 6000 0112 3456 7890 189');
  await page.getByLabel('BIC').fill('BNPAFRPP');
  await page.getByRole('button', { name: 'Enregistrer' }).click();
  await expect(page.getByText('Réglages enregistrés')).toBeVisible();
  await expect(page.getByText(/^Dernière modification le/)).toBeVisible();
  await expect(page.getByLabel('IBAN')).toHaveValue('FR76 3000 6000 0112 3456 7890 189');
  await page.reload();
  await expect(page.getByLabel('Délai de paiement')).toHaveValue('45');
  expect(errors).toEqual([]);

  // Back to the defaults the other journeys expect.
  await call(request, root, '/api/adm/setReglages', { delai_paiement: 30, emetteur_iban: null, emetteur_bic: null });
});

/** Signs the contract of `panel` as the signed-in party, with the code of the mail it receives. */
async function signWithMailedCode(page: Page, panel: Locator, name: string, email: string, screen: string) {
  const contract = panel.getByRole('group', { name });
  await expect(contract.getByText('À signer')).toBeVisible();
  await captureScreens(page, `${screen}-contracts`);
  await contract.getByRole('button', { name: 'Signer' }).click();
  const dialog = page.getByRole('dialog', { name: `Signer le ${name.toLowerCase()}` });
  await dialog.getByRole('button', { name: 'Recevoir le code par e-mail' }).click();
  await expect(dialog.getByText(/^Code envoyé/)).toBeVisible();
  const mail = await waitForMail(email, 'code de signature');
  const code = /saisissez ce code sur Passerelle : (\d{6})/.exec(mail.text)?.[1] ?? '';
  await dialog.getByLabel('Code reçu par e-mail').fill(code);
  await dialog.getByRole('checkbox').check();
  await dialog.getByRole('button', { name: 'Signer' }).click();
  await expect(dialog.getByText(/^Document signé/)).toBeVisible();
  await dialog.getByRole('button', { name: 'Fermer' }).click();
  await expect(contract.getByText('Signé', { exact: true })).toBeVisible();
  await expect(contract.getByText(/^Signé le \d{2}\/\d{2}\/\d{4}/)).toBeVisible();
  await captureScreens(page, `${screen}-contracts-signed`);
}

test('a mission made from a request: both sides sign with their mailed code, it starts, its signed PDF is verified', async ({
  page,
  browser,
  request,
}) => {
  test.setTimeout(360_000);
  const errors = watchConsole(page);
  const client = await onboardedClient(request, unique('Horizon Assurances'));
  const candidate = await onboardedCandidate(request);
  await validate(request, client.userId, candidate.userId);
  await verifiedUrssaf(request, candidate.token);
  const { data } = await call<{ data: { id: number } }>(request, client.token, '/api/cl/newDmdCond', {
    condidatId: candidate.candidateId,
    clientId: client.clientId,
    date_debut: '2027-01-04',
    date_fin: '2027-03-31',
  });
  const admin = await adminToken(request);
  await call(request, admin, '/api/adm/closeDmdOk', {
    id_dmd: data.id,
    tjm: 650,
    tjm_candidat: 560,
    date_debut: '2027-01-04',
    date_fin: '2027-03-31',
  });

  // The company's member: its purchase order, then the bon de commande signed with the mailed code.
  await signIn(page, client.email, client.password, paths.dashboard.client.missions);
  const order = page.getByRole('form', { name: 'Bon de commande' });
  await order.getByRole('textbox', { name: 'Bon de commande' }).fill('BC-2027-0042');
  await order.getByRole('button', { name: 'Enregistrer' }).click();
  await expect(order.getByText('Référence du bon de commande enregistrée')).toBeVisible();
  const clientPanel = page.getByRole('region', { name: 'Contrats' });
  await signWithMailedCode(page, clientPanel, 'Bon de commande', client.email, 'client');
  await expectAccessible(page);
  const [download] = await Promise.all([
    page.waitForEvent('download'),
    clientPanel.getByRole('group', { name: 'Bon de commande' }).getByRole('button', { name: 'Ouvrir le PDF' }).click(),
  ]);
  const signedPdf = await readFile((await download.path()) as string);
  expect(signedPdf.subarray(0, 5).toString()).toBe('%PDF-');

  // The freelancer, in another browser: its contrat de prestation.
  const freelancer = await browser.newPage();
  const freelancerErrors = watchConsole(freelancer);
  await signIn(freelancer, candidate.email, candidate.password, paths.dashboard.candidate.missions);
  const card = freelancer.getByRole('article', { name: `Mission chez ${client.company}` });
  // A first load of the candidate's area in a new browser (its chunks, the profile, the missions).
  await expect(freelancer.getByRole('article', { name: `Mission chez ${client.company}` })).toBeVisible({ timeout: 30_000 });
  await signWithMailedCode(
    freelancer,
    card.getByRole('region', { name: 'Contrats' }),
    'Contrat de prestation',
    candidate.email,
    'candidate',
  );
  await freelancer.close();

  // The staff, in their own browser: both signed, the mission starts with no forced-start control.
  const staff = await browser.newPage();
  const staffErrors = watchConsole(staff);
  await openAsRoot(staff);
  await staff.goto(paths.dashboard.admin.missions);
  const mission = staff.getByRole('article', { name: `Mission de ${candidate.prenom} ${candidate.nom} chez ${client.company}` });
  await expect(mission.getByText('Bon de commande : BC-2027-0042')).toBeVisible();
  await mission.getByRole('button', { name: 'Contrats et historique' }).click();
  const history = staff.getByRole('dialog', { name: /^Contrats et historique de la mission/ });
  await expect(history.getByText('Signé', { exact: true })).toHaveCount(2);
  await captureScreens(staff, 'admin-contracts');
  await history.getByRole('button', { name: 'Fermer' }).click();
  await mission.getByRole('button', { name: 'Modifier' }).click();
  const edit = staff.getByRole('dialog', { name: 'Modifier mission' });
  // Both signed: the dates and rates stay, only the état moves (docs/contracts.md).
  await expect(edit.getByText(/^Un contrat de cette mission est déjà signé/)).toBeVisible();
  await expect(edit.getByRole('textbox', { name: 'Date de fin' })).toBeDisabled();
  await captureScreens(staff, 'admin-edit-mission-signed');
  await edit.getByRole('combobox', { name: 'État' }).click();
  await staff.getByRole('option', { name: 'En cours' }).click();
  await expect(edit.getByRole('checkbox', { name: 'Démarrer sans contrats signés' })).toHaveCount(0);
  await edit.getByRole('button', { name: 'Enregistrer' }).click();
  await expect(edit.getByText('Modification enregistrée')).toBeVisible();
  await staff.close();

  // Anyone checks the signed file on the public page; one changed byte is not valid.
  const visitorContext = await browser.newContext();
  const visitor = await visitorContext.newPage();
  const visitorErrors = watchConsole(visitor);
  await visitor.goto(paths.verifyContract);
  await expect(visitor.getByRole('heading', { name: 'Vérifier un contrat' })).toBeVisible();
  const input = visitor.locator('input[type=file]');
  await input.setInputFiles({ name: 'bon-de-commande-signe.pdf', mimeType: 'application/pdf', buffer: signedPdf });
  await visitor.getByRole('button', { name: 'Vérifier' }).click();
  await expect(visitor.getByRole('status').filter({ hasText: /^Contrat valide : bon de commande signé le/ })).toBeVisible();
  await captureScreens(visitor, 'verify-contract-valid');
  await expectAccessible(visitor);
  const altered = Buffer.from(signedPdf);
  altered[altered.length - 40] = (altered[altered.length - 40] ?? 0) ^ 1;
  await input.setInputFiles({ name: 'bon-de-commande-modifie.pdf', mimeType: 'application/pdf', buffer: altered });
  await visitor.getByRole('button', { name: 'Vérifier' }).click();
  await expect(visitor.getByRole('status').filter({ hasText: /^Contrat non valide/ })).toBeVisible();
  await captureScreens(visitor, 'verify-contract-invalid');
  await visitorContext.close();
  expect(staffErrors).toEqual([]);
  expect(visitorErrors).toEqual([]);
  expect(errors).toEqual([]);
  expect(freelancerErrors).toEqual([]);
});
