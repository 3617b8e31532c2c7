import { expect, test } from '@playwright/test';
import { accountActions, onboardedCandidate, onboardedClient, openAsRoot } from './admin-fixtures';
import { expectAccessible } from './support/a11y';
import { loginThroughUi } from './support/accounts';
import { watchConsole } from './support/console';
import { captureScreens } from './support/screens';

test('root validates a pending client; the client’s warning is gone once its page reloads by itself', async ({
  page,
  browser,
  request,
}) => {
  const errors = watchConsole(page);
  const client = await onboardedClient(request);

  // The client, in its own browser, sees the red warning while pending (SPEC §2).
  const clientContext = await browser.newContext();
  const clientPage = await clientContext.newPage();
  await loginThroughUi(clientPage, client.email, client.password);
  await expect(clientPage).toHaveURL(/\/dashb$/);
  await expect(clientPage.getByRole('alert')).toContainText("Votre compte n'est pas encore activé");

  await openAsRoot(page, 'Clients');
  await expect(page).toHaveURL(/\/dashb\/acc\/cl$/);
  await expect(page.getByRole('heading', { level: 1, name: /^Clients/ })).toBeVisible();
  await captureScreens(page, 'admin-clients');
  await expectAccessible(page);

  // The live search keeps only this company (SPEC: company name, last name, first name; e-mail for the staff).
  await page.getByLabel('Rechercher un client (entreprise, nom, prénom, e-mail)').fill(client.company.toLowerCase());
  const card = page.getByRole('article').filter({ hasText: client.company });
  await expect(page.getByRole('article')).toHaveCount(1);
  // Searched on the server; the search stays in the address (back from elsewhere keeps it).
  await expect(page).toHaveURL(/[?&]q=/);
  await expect(card.getByText('En attente')).toBeVisible();
  await expect(card.getByText('ESN')).toBeVisible();
  await expect(card.getByRole('link', { name: 'numerique-conseil.fr' })).toHaveAttribute('href', 'https://numerique-conseil.fr');
  await page.getByLabel('Rechercher un client (entreprise, nom, prénom, e-mail)').fill('introuvable-xyz');
  await expect(page.getByText('Aucun client ne correspond à votre recherche.')).toBeVisible();
  await page.getByLabel('Rechercher un client (entreprise, nom, prénom, e-mail)').fill(client.company);

  await card.getByRole('button', { name: `Voir plus sur ${client.company}` }).click();
  const panel = page.locator('.MuiDrawer-paper').filter({ has: page.getByRole('heading', { name: 'Client', exact: true }) });
  await expect(panel.getByRole('link', { name: client.email })).toBeVisible();
  await expect(panel.getByRole('link', { name: '01 23 45 67 89' })).toBeVisible();
  await expect(panel.getByText("Aucune action de l'équipe sur ce compte pour le moment.")).toBeVisible();
  await captureScreens(page, 'admin-client-panel');
  await expectAccessible(page);

  // Valider asks first (SPEC §4).
  await accountActions(page).getByRole('button', { name: 'Valider', exact: true }).click();
  const confirm = page.getByRole('dialog', { name: 'Validation du compte client' });
  await expect(confirm.getByText('Voulez-vous valider ce client ?')).toBeVisible();
  await captureScreens(page, 'admin-client-validate');
  await confirm.getByRole('button', { name: 'Valider', exact: true }).click();
  await expect(confirm).toBeHidden();
  await expect(panel).toBeHidden();
  await expect(page.getByText('Le compte a été validé.')).toBeVisible();
  await expect(card.getByText('Actif')).toBeVisible();

  // The client's page reloads by itself on the live event: no more warning.
  await expect(clientPage.getByText("Votre compte n'est pas encore activé")).toBeHidden();
  await expect(clientPage.getByRole('heading', { name: 'Bonjour Claire !' })).toBeVisible();

  // The history says who did it; Activer acts at once; Désactiver and Invalider ask (issue 16).
  await card.getByRole('button', { name: `Voir plus sur ${client.company}` }).click();
  await expect(panel.getByText('Compte validé')).toBeVisible();
  await expect(panel.getByText(/par root@passerelle\.test, le/)).toBeVisible();
  await accountActions(page).getByRole('button', { name: 'Désactiver' }).click();
  const ban = page.getByRole('dialog', { name: 'Désactiver le compte client' });
  await captureScreens(page, 'admin-ban-confirm');
  await ban.getByRole('button', { name: 'Désactiver' }).click();
  await expect(page.getByText('Le compte a été désactivé.')).toBeVisible();
  await expect(card.getByText('Bloqué')).toBeVisible();
  await card.getByRole('button', { name: `Voir plus sur ${client.company}` }).click();
  // A blocked account offers « Activer » alone, never « Valider » beside it (DECISIONS §6.9).
  await expect(accountActions(page).getByRole('button', { name: 'Activer' })).toBeVisible();
  await expect(accountActions(page).getByRole('button', { name: 'Valider', exact: true })).toHaveCount(0);
  await accountActions(page).getByRole('button', { name: 'Activer' }).click();
  await expect(card.getByText('Actif')).toBeVisible();
  await card.getByRole('button', { name: `Voir plus sur ${client.company}` }).click();
  await accountActions(page).getByRole('button', { name: 'Invalider' }).click();
  const invalidate = page.getByRole('dialog', { name: 'Invalider le compte client' });
  await expect(invalidate.getByText('Voulez-vous invalider ce client ?')).toBeVisible();
  await invalidate.getByRole('button', { name: 'Invalider' }).click();
  await expect(card.getByText('En attente')).toBeVisible();
  await card.getByRole('button', { name: `Voir plus sur ${client.company}` }).click();
  await expect(panel.getByRole('list', { name: 'Historique de modération' }).getByRole('listitem')).toHaveCount(4);
  await expect(panel.getByText('Compte invalidé')).toBeVisible();
  await expect(panel.getByText('(Actif → En attente)')).toBeVisible();

  await clientContext.close();
  expect(errors).toEqual([]);
});

test('root reads a candidate’s panel, downloads the CV, sets the TJM (rules of SPEC §5) and validates', async ({
  page,
  request,
}) => {
  const errors = watchConsole(page);
  const candidate = await onboardedCandidate(request);

  await openAsRoot(page, 'Candidats');
  await expect(page.getByRole('heading', { level: 1, name: /^Candidats/ })).toBeVisible();
  await page.getByLabel('Rechercher un candidat (titre, nom, prénom, e-mail)').fill(candidate.titre);
  const card = page.getByRole('article').filter({ hasText: candidate.titre });
  await expect(page.getByRole('article')).toHaveCount(1);
  await expect(card.getByText('Non fixé')).toBeVisible();
  await expect(card.getByText('Bac+5 (Master, ingénieur)')).toBeVisible();
  await expect(card.getByText('01/09/2026')).toBeVisible();
  await page.getByLabel('Rechercher un candidat (titre, nom, prénom, e-mail)').fill('');
  await expect(page).not.toHaveURL(/[?&]q=/);
  await page.waitForLoadState('networkidle');
  await captureScreens(page, 'admin-candidates');
  await expectAccessible(page);
  await page.getByLabel('Rechercher un candidat (titre, nom, prénom, e-mail)').fill(candidate.titre);

  await card.getByRole('button', { name: `Voir plus sur ${candidate.titre}` }).click();
  const panel = page.locator('.MuiDrawer-paper').filter({ has: page.getByRole('heading', { name: 'Candidat', exact: true }) });
  for (const text of ['Ada Lovelace', '14/07/1990', 'Femme', "Diplôme d'ingénieur", 'Développeuse — Numérique Conseil', 'OK']) {
    await expect(panel.getByText(text, { exact: true }).first()).toBeVisible();
  }
  await expect(panel.getByRole('link', { name: candidate.email })).toBeVisible();
  await captureScreens(page, 'admin-candidate-panel');
  await expectAccessible(page);

  // The CV comes with the session header, as a download.
  const [download] = await Promise.all([
    page.waitForEvent('download'),
    panel.getByRole('button', { name: 'Télécharger le CV de Ada Lovelace' }).click(),
  ]);
  expect(download.suggestedFilename()).toBe('cv-lea.pdf');

  // Modifier TJM: SPEC §5's messages, then success and a reload after 1 s.
  await accountActions(page).getByRole('button', { name: 'Modifier TJM' }).click();
  const dialog = page.getByRole('dialog', { name: 'Modifier TJM' });
  const tjm = dialog.getByLabel('TJM');
  await dialog.getByRole('button', { name: 'Confirmer' }).click();
  await expect(dialog.getByText('Vous devez choisir le TJM !')).toBeVisible();
  await tjm.fill('six cents');
  await dialog.getByRole('button', { name: 'Confirmer' }).click();
  await expect(dialog.getByText('le TJM doit être un nombre en €')).toBeVisible();
  await tjm.fill('1234567890');
  await dialog.getByRole('button', { name: 'Confirmer' }).click();
  await expect(dialog.getByText('TJM non valide')).toBeVisible();
  await captureScreens(page, 'admin-tjm-dialog');
  await tjm.fill('650');
  await dialog.getByRole('button', { name: 'Confirmer' }).click();
  await expect(dialog.getByText('TJM modifié')).toBeVisible();
  await expect(dialog).toBeHidden({ timeout: 5000 });
  await expect(panel.getByText('650 €', { exact: true })).toBeVisible();
  await expect(panel.getByText('TJM modifié')).toBeVisible();
  await expect(panel.getByText('(— → 650 €)')).toBeVisible();

  await accountActions(page).getByRole('button', { name: 'Valider', exact: true }).click();
  const confirm = page.getByRole('dialog', { name: 'Validation du compte candidat' });
  await expect(confirm.getByText('Voulez-vous valider ce candidat ?')).toBeVisible();
  await confirm.getByRole('button', { name: 'Valider', exact: true }).click();
  await expect(panel).toBeHidden();
  await expect(card.getByText('Actif')).toBeVisible();
  await expect(card.getByText('650 €')).toBeVisible();
  expect(errors).toEqual([]);
});
