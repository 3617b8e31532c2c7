import { expect, test } from '@playwright/test';
import { verifiedUrssaf } from './admin-fixtures';
import { apiCall, loginClient, seedCandidate, seedClient } from './client-fixtures';
import { expectAccessible } from './support/a11y';
import { adminToken, loginThroughUi, PASSWORD, verifiedAccount } from './support/accounts';
import { watchConsole } from './support/console';
import { photo } from './support/forms';
import { captureScreens } from './support/screens';

test('home: live counts, tiles and banners; Missions with état, period and TJM; Bridge match with Demander', async ({
  page,
  request,
}) => {
  const client = await seedClient(request, { prenom: 'Nadia', company: 'Rouages Industrie' });
  const damien = await seedCandidate(request, {
    prenom: 'Damien',
    nom: 'Faure',
    titre: 'Développeur Rust',
    skills: ['Rust', 'WebAssembly', 'Linux'],
    niv_exp: '>10',
  });
  const offer = (
    await apiCall<{ data: { id: number } }>(request, '/api/cl/createOffre', client.token, {
      client_id: client.clientId,
      titre: 'Moteur de calcul en Rust',
      description: 'Réécriture du moteur de tarification en Rust.',
      budget: 720,
      date_debut: '2026-11-02',
      date_fin: '2027-04-30',
      tech: ['Rust', 'WebAssembly'],
    })
  ).data;
  const requested = (
    await apiCall<{ data: { id: number } }>(request, '/api/cl/newDmdCond', client.token, {
      condidatId: damien.candidateId,
      clientId: client.clientId,
      date_debut: '2026-10-01',
      date_fin: '2027-03-31',
    })
  ).data;
  // A mission of 5,000 € or more needs the candidate's verified URSSAF attestation (DECISIONS §6.4).
  await verifiedUrssaf(request, damien.token);
  await apiCall(request, '/api/adm/closeDmdOk', await adminToken(request), {
    id_dmd: requested.id,
    tjm: '3600,5',
    date_debut: '2026-10-01',
    date_fin: '2027-03-31',
  });

  const errors = watchConsole(page);
  await loginClient(page, client);
  const tiles = page.getByRole('list', { name: 'Votre activité' });
  await expect(tiles.getByRole('link', { name: /Mes offres/ })).toContainText('1');
  await expect(tiles.getByRole('link', { name: /Mes demandes/ })).toContainText('1');
  await expect(tiles.getByRole('link', { name: /Missions/ })).toContainText('1');
  await expect(tiles.getByRole('link', { name: /Messages/ })).toContainText('0');
  await expect(page.getByRole('alert')).toHaveCount(0);
  await expect(page.getByRole('link', { name: 'Publier une offre' })).toHaveAttribute('href', '/dashb/offre-crt');
  await expect(page.getByRole('link', { name: 'Trouver un talent' })).toHaveAttribute('href', '/dashb/srcd');
  await expect(tiles.getByRole('link', { name: /Messages/ })).toHaveAttribute('href', '/dashb/chat');
  await expect(tiles.getByRole('link', { name: /Mes demandes/ })).toHaveAttribute('href', '/dashb/demandes');
  await captureScreens(page, 'client-home');
  await expectAccessible(page);

  await tiles.getByRole('link', { name: /Missions/ }).click();
  await expect(page).toHaveURL(/\/dashb\/mission$/);
  const mission = page.getByRole('list', { name: 'Missions' }).getByRole('article');
  await expect(mission).toContainText('Damien Faure');
  await expect(mission).toContainText('En attente');
  await expect(mission).toContainText('du 01/10/2026 au 31/03/2027');
  await expect(mission).toContainText(/3\s600,50\s€/);
  await captureScreens(page, 'client-missions');
  await expectAccessible(page);

  // Bridge match: the open offer and its best candidate; Demander carries the offer's period.
  await page
    .getByRole('navigation', { name: 'Menu du tableau de bord' })
    .getByRole('link', { name: 'Correspondance des offres' })
    .click();
  const group = page.getByRole('region', { name: 'Moteur de calcul en Rust' });
  const card = group.getByRole('article', { name: 'Damien Faure' });
  await expect(card.getByRole('img', { name: 'Correspondance : 100 %' })).toBeVisible();
  await captureScreens(page, 'client-bmatch');
  await expectAccessible(page);
  await card.getByRole('button', { name: 'Demander Damien Faure' }).click();
  await expect(card.getByRole('group', { name: 'Date de début' })).toContainText('02/11/2026');
  await expect(card.getByRole('group', { name: 'Date de fin' })).toContainText('30/04/2027');
  await card.getByRole('button', { name: 'Envoyer la demande' }).click();
  await expect(card.getByText('Demande envoyée')).toBeVisible();
  await card.getByRole('button', { name: 'Ajouter Damien Faure aux favoris' }).click();
  await expect(card.getByRole('button', { name: 'Retirer Damien Faure des favoris', pressed: true })).toBeVisible();
  const requests = await apiCall<{ data: Array<{ offreId: number | null; etat: string }> }>(
    request,
    '/api/adm/getAllDmd',
    await adminToken(request),
    { search: 'Faure' },
  );
  expect(requests.data.filter((r) => r.etat === 'en_attente')).toEqual([expect.objectContaining({ offreId: offer.id })]);

  // The counts follow.
  await page.getByRole('navigation', { name: 'Menu du tableau de bord' }).getByRole('link', { name: 'Accueil' }).click();
  await expect(tiles.getByRole('link', { name: /Mes demandes/ })).toContainText('2');

  // « Mes demandes » (issue 16): the tile leads to the requests, with their état and outcome.
  await tiles.getByRole('link', { name: /Mes demandes/ }).click();
  await expect(page).toHaveURL(/\/dashb\/demandes$/);
  const mine = page.getByRole('article', { name: 'Demande pour Damien Faure' });
  await expect(mine).toHaveCount(2);
  await expect(mine.first().getByText('En attente')).toBeVisible();
  await expect(mine.first().getByText(/Notre équipe étudie votre demande/)).toBeVisible();
  await expect(mine.last().getByText('Traitée (succès)')).toBeVisible();
  await expect(mine.last().getByRole('link', { name: 'Voir mes missions' })).toBeVisible();
  await captureScreens(page, 'client-requests');
  await expectAccessible(page);
  expect(errors).toEqual([]);
});

test('a pending client sees the red warning pointing to the chat, above its counts', async ({ page, request }) => {
  const client = await seedClient(request, { active: false, prenom: 'Pascal' });
  await loginClient(page, client);
  const warning = page.getByRole('alert');
  await expect(warning).toContainText("Votre compte n'est pas encore activé");
  await expect(warning.getByRole('link', { name: 'nous écrire dans le chat' })).toHaveAttribute('href', '/dashb/chat');
  await expect(page.getByRole('list', { name: 'Votre activité' }).getByRole('link', { name: /Mes offres/ })).toContainText('0');
  await captureScreens(page, 'client-home-pending');
});

test('profile: the company and the account, edited with a new photo; the password changed, the other sessions end', async ({
  page,
  request,
}) => {
  const client = await seedClient(request, { prenom: 'Claire', company: 'Nuage Conseil' });
  const elsewhere = await request.post('/api/users/login', { data: { email: client.email, password: client.password } });
  const otherToken = (await elsewhere.json()).token as string;
  const errors = watchConsole(page);
  await loginClient(page, client);

  await page.getByRole('navigation', { name: 'Menu du tableau de bord' }).getByRole('link', { name: 'Mon profil' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Nuage Conseil' })).toBeVisible();
  for (const text of ['ESN', '01/04/2015', 'Conseil en informatique', client.email, 'ESN lyonnaise']) {
    await expect(page.getByText(text, { exact: false }).first()).toBeVisible();
  }
  await expect(page.getByRole('link', { name: 'nuage-conseil.fr' })).toHaveAttribute('href', 'https://nuage-conseil.fr');
  await captureScreens(page, 'client-profile');
  await expectAccessible(page);

  // Edit: the form is prefilled; the rules are the onboarding's; a new photo is uploaded first.
  await page.getByRole('link', { name: 'Modifier' }).click();
  await expect(page).toHaveURL(/\/dashb\/profile\/edt$/);
  await expect(page.getByLabel("Nom de l'entreprise")).toHaveValue('Nuage Conseil');
  await captureScreens(page, 'client-profile-edit');
  await expectAccessible(page);
  await page.getByLabel("Nom de l'entreprise").fill('');
  await page.getByRole('button', { name: 'Enregistrer' }).click();
  await expect(page.getByText("Vous devez saisir le nom de l'entreprise !")).toBeVisible();
  await page.getByLabel("Nom de l'entreprise").fill('Nuage & Associés');
  await page.getByLabel('Prénom').fill('Clara');
  await page.getByLabel("Secteur d'activité").fill('Conseil et intégration cloud');
  await page.locator('input[type=file]').setInputFiles(photo);
  await expect(page.getByText('portrait.png')).toBeVisible();
  await page.getByRole('button', { name: 'Enregistrer' }).click();
  await expect(page.getByText('Votre modification a été enregistrée.')).toBeVisible();
  await expect(page).toHaveURL(/\/dashb\/profile$/, { timeout: 4_000 });
  await expect(page.getByRole('heading', { level: 1, name: 'Nuage & Associés' })).toBeVisible();
  await expect(page.getByText('Conseil et intégration cloud').first()).toBeVisible();
  // The dashboard's identity follows.
  await expect(page.getByText('Clara Durand')).toBeVisible();
  const check = await (await request.post('/api/users/checkuser', { headers: { 'sb-tkn': client.token } })).json();
  expect(check.user).toMatchObject({ prenom: 'Clara' });
  expect(check.user.img).toMatch(/^\/api\/files\/photos\//);

  // The password panel: the rules, the wrong old password, then success.
  await page.getByRole('button', { name: 'Changer le mot de passe' }).click();
  const panel = page.getByRole('dialog', { name: 'Changer le mot de passe' });
  await panel.getByRole('button', { name: 'Confirmer' }).click();
  await expect(panel.getByText('Vous devez saisir votre ancien mot de passe !')).toBeVisible();
  await panel.getByLabel('Ancien mot de passe').fill('Pas-Le-Bon-2026');
  await panel.getByLabel('Nouveau mot de passe').fill('Marée-Haute-2027');
  await panel.getByLabel('Confirmation').fill('Marée-Basse-2027');
  await panel.getByRole('button', { name: 'Confirmer' }).click();
  await expect(panel.getByText('Les mots de passe ne sont pas identiques !')).toBeVisible();
  await panel.getByLabel('Confirmation').fill('Marée-Haute-2027');
  await panel.getByRole('button', { name: 'Confirmer' }).click();
  await expect(panel.getByText('Ancien mot de passe incorrect !')).toBeVisible();
  await panel.getByLabel('Ancien mot de passe').fill(PASSWORD);
  await panel.getByRole('button', { name: 'Confirmer' }).click();
  await expect(panel.getByText('Mot de passe modifié')).toBeVisible();
  await captureScreens(page, 'client-profile-password');

  // The other session ended; this one goes on; the new password opens a session.
  const ended = await request.post('/api/users/checkuser', { headers: { 'sb-tkn': otherToken } });
  expect(ended.status()).toBe(401);
  await panel.getByRole('button', { name: 'Fermer', exact: true }).click();
  await page.reload();
  await expect(page.getByRole('heading', { level: 1, name: 'Nuage & Associés' })).toBeVisible();
  const relogin = await request.post('/api/users/login', { data: { email: client.email, password: 'Marée-Haute-2027' } });
  expect(relogin.status()).toBe(200);
  // The refused old password is a 400 the browser logs; nothing else.
  expect(errors.filter((e) => !e.includes('status of 400'))).toEqual([]);
});

test('a client without its company profile is sent to the profile form from every screen but the home and the chat', async ({
  page,
  request,
}) => {
  const account = await verifiedAccount(request, 'client');
  await loginThroughUi(page, account.email, account.password);
  await expect(page).toHaveURL(/\/register\/cl\/inf$/);
  for (const screen of ['srcd', 'mesoffres', 'offre-crt', 'profile', 'favoris', 'bmatch', 'mission']) {
    await page.goto(`/dashb/${screen}`);
    await expect(page).toHaveURL(/\/register\/cl\/inf$/);
  }
  await page.goto('/dashb');
  await expect(page.getByRole('heading', { name: /^Bonjour/ })).toBeVisible();
});
