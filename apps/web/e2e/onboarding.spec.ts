import { expect, test } from '@playwright/test';
import { expectAccessible } from './support/a11y';
import { loginThroughUi, verifiedAccount } from './support/accounts';
import { choose, fillDate, oversizedPhoto, photo } from './support/forms';
import { captureScreens } from './support/screens';

test('a client goes from a fresh registration to /dashb, after a refused oversized photo', async ({ page, request }) => {
  const account = await verifiedAccount(request, 'client');
  await loginThroughUi(page, account.email, account.password);
  await expect(page).toHaveURL(/\/register\/cl\/inf$/);
  await captureScreens(page, 'onboarding-client');
  await expectAccessible(page);

  // Every rule of SPEC §5 is shown before anything is sent.
  await page.getByRole('button', { name: 'Enregistrer et continuer' }).click();
  for (const message of [
    'Vous devez saisir votre nom !',
    'Vous devez choisir le type de client !',
    'Vous devez saisir la date de création !',
    'Vous devez saisir votre numéro de téléphone !',
  ]) {
    await expect(page.getByText(message)).toBeVisible();
  }
  await captureScreens(page, 'onboarding-client-errors');

  await page.locator('input[type=file]').setInputFiles(oversizedPhoto);
  await expect(page.getByText('La photo ne doit pas dépasser 2 Mo !')).toBeVisible();
  await page.locator('input[type=file]').setInputFiles(photo);
  await expect(page.getByText('portrait.png')).toBeVisible();

  await page.getByLabel('Nom', { exact: true }).fill('Durand');
  await page.getByLabel('Prénom').fill('Claire');
  await choose(page, 'Type de client', 'ESN');
  await page.getByLabel("Nom de l'entreprise").fill('Nuage Conseil');
  await fillDate(page, 'Date de création', '01/04/2015');
  await page.getByLabel("Secteur d'activité").fill('Conseil en informatique');
  await page.getByLabel('Téléphone').fill('0123');
  await page.getByRole('button', { name: 'Enregistrer et continuer' }).click();
  await expect(page.getByText('Numéro de téléphone non valide !')).toBeVisible();
  await page.getByLabel('Téléphone').fill('01 23 45 67 89');
  await page.getByLabel('Site web (facultatif)').fill('nuage-conseil.fr');
  // The billing identity (issue 19): all four or none, the SIREN's key checked.
  await page.getByLabel('Adresse (numéro et rue)').fill('8 rue des Lilas');
  await page.getByLabel('Numéro SIREN').fill('552 100 555');
  await page.getByRole('button', { name: 'Enregistrer et continuer' }).click();
  await expect(page.getByText('Vous devez saisir le code postal !')).toBeVisible();
  await expect(page.getByText('Vous devez saisir la ville !')).toBeVisible();
  await expect(page.getByText('Numéro SIREN non valide (clé de contrôle) !')).toBeVisible();
  await captureScreens(page, 'onboarding-client-billing-errors');
  await page.getByLabel('Code postal').fill('69003');
  await page.getByLabel('Ville').fill('Lyon');
  await page.getByLabel('Numéro SIREN').fill('552 100 554');
  await page.getByRole('button', { name: 'Enregistrer et continuer' }).click();
  await expect(page).toHaveURL(/\/dashb$/);
  await expect(page.getByRole('heading', { name: 'Bonjour Claire !' })).toBeVisible();

  // The profile shows it; the edit form holds it.
  await page.goto('/dashb/profile');
  await expect(page.getByText('8 rue des Lilas, 69003 Lyon')).toBeVisible();
  await expect(page.getByText('552 100 554')).toBeVisible();
  await captureScreens(page, 'client-profile-billing');
  await page.goto('/dashb/profile/edt');
  await expect(page.getByLabel('Numéro SIREN')).toHaveValue('552100554');
  await captureScreens(page, 'client-profile-edit-billing');
  await expectAccessible(page);

  const check = await request.post('/api/users/checkuser', { headers: { 'sb-tkn': account.token } });
  const { user } = await check.json();
  expect(user).toMatchObject({ profile_done: true, nom: 'Durand', prenom: 'Claire' });
  expect(user.img).toMatch(/^\/api\/files\/photos\//);
});

test('a candidate: duplicate skill refused, an education edited and one removed, the experience made current, logs out half-way and resumes at the right step', async ({
  page,
  request,
}) => {
  const account = await verifiedAccount(request, 'condidat');
  await loginThroughUi(page, account.email, account.password);
  await expect(page).toHaveURL(/\/register\/cd\/inf$/);
  await captureScreens(page, 'onboarding-candidate');
  await expectAccessible(page);

  await page.getByRole('button', { name: 'Enregistrer et continuer' }).click();
  await expect(page.getByText('Vous devez choisir une photo de profil !')).toBeVisible();
  await expect(page.getByText('Vous devez saisir au moins une compétence !')).toBeVisible();

  await page.locator('input[type=file]').setInputFiles(photo);
  await page.getByLabel('Nom', { exact: true }).fill('Martin');
  await page.getByLabel('Prénom').fill('Lucas');
  await page.getByRole('radio', { name: 'Homme' }).check();
  await fillDate(page, 'Date de naissance', '12/05/1990');
  await page.getByLabel('Téléphone').fill('06 12 34 56 78');
  await page.getByLabel('Titre du profil').fill('Développeur React senior');
  await choose(page, 'Niveau d’études', 'Bac+5 (Master, ingénieur)');
  await choose(page, 'Années d’expérience', 'De 1 à 10 ans');
  await fillDate(page, 'Date de disponibilité', '01/12/2026');
  const skills = page.getByRole('combobox', { name: 'Compétences' });
  await skills.fill('React');
  await skills.press('Enter');
  await skills.fill('Node.js');
  await page.getByRole('button', { name: 'Ajouter à « Compétences »' }).click();
  await skills.fill('réact');
  await skills.press('Enter');
  await expect(page.getByText('Cette compétence est déjà dans la liste !')).toBeVisible();
  await expect(page.getByRole('list', { name: 'Compétences' }).getByRole('listitem')).toHaveCount(2);
  await skills.fill('');
  await captureScreens(page, 'onboarding-candidate-filled');
  await page.getByRole('button', { name: 'Enregistrer et continuer' }).click();

  // Education: add two, remove one, confirm.
  await expect(page).toHaveURL(/\/register\/cd\/educ$/);
  await expect(page.getByText('Aucune formation ajoutée')).toBeVisible();
  await page.getByRole('button', { name: 'Confirmer' }).click();
  await expect(page.getByText('vous devez saisir au moins une formation !')).toBeVisible();
  const formation = page.getByRole('form', { name: 'Ajouter une formation' });
  for (const [nom, ecole, debut, fin] of [
    ['Master informatique', 'Université de Lyon', '01/09/2012', '30/06/2014'],
    ['Licence de chimie', 'Université de Nantes', '01/09/2009', '30/06/2012'],
  ] as const) {
    await formation.getByLabel('Diplôme').fill(nom);
    await formation.getByLabel('École').fill(ecole);
    await fillDate(formation, 'Date de début', debut);
    await fillDate(formation, 'Date de fin', fin);
    await formation.getByRole('button', { name: 'Ajouter la formation' }).click();
  }
  // « Modifier »: the entry opens in the form, filled in, and goes back in its place.
  await page.getByRole('button', { name: 'Modifier la formation Master informatique' }).click();
  const editing = page.getByRole('form', { name: 'Modifier la formation' });
  await expect(editing.getByLabel('École')).toHaveValue('Université de Lyon');
  await editing.getByLabel('École').fill('Université Lyon 1');
  await captureScreens(page, 'onboarding-education-edit');
  await editing.getByRole('button', { name: 'Valider la modification' }).click();
  await expect(page.getByText('Master informatique — Université Lyon 1')).toBeVisible();
  await page.getByRole('button', { name: 'Retirer la formation Licence de chimie' }).click();
  await captureScreens(page, 'onboarding-education');
  await expectAccessible(page);
  await page.getByRole('button', { name: 'Confirmer' }).click();
  await expect(page).toHaveURL(/\/register\/cd\/exp$/);

  // Logs out half-way: the next login resumes at the experience step.
  await page.evaluate(() => localStorage.clear());
  await loginThroughUi(page, account.email, account.password);
  await expect(page).toHaveURL(/\/register\/cd\/exp$/);
  await expect(page.getByText('Aucune expérience ajoutée')).toBeVisible();

  const experience = page.getByRole('form', { name: 'Ajouter une expérience' });
  await experience.getByLabel('Entreprise').fill('Acme Logiciels');
  await experience.getByLabel('Lieu').fill('Lyon');
  await experience.getByLabel('Domaine').fill('Développement web');
  await experience.getByLabel('Fonction').fill('Développeur front-end');
  await fillDate(experience, 'Date de début', '01/09/2014');
  await fillDate(experience, 'Date de fin', '31/08/2020');
  await experience.getByLabel('Description').fill('Refonte du site marchand en React.');
  const tech = experience.getByRole('combobox', { name: 'Technologies utilisées' });
  await tech.fill('React');
  await tech.press('Enter');
  await experience.getByRole('button', { name: "Ajouter l'expérience" }).click();
  // Still there: the position becomes the current one (« en cours »), without an end date.
  await page.getByRole('button', { name: "Modifier l'expérience Développeur front-end chez Acme Logiciels" }).click();
  const current = page.getByRole('form', { name: "Modifier l'expérience" });
  await current.getByRole('checkbox', { name: 'Poste actuel (en cours)' }).check();
  await expect(current.getByRole('group', { name: 'Date de fin' }).getByRole('spinbutton', { name: 'Jour' })).toBeDisabled();
  await captureScreens(page, 'onboarding-experience-edit');
  await current.getByRole('button', { name: 'Valider la modification' }).click();
  await expect(page.getByText('depuis le 01/09/2014 (en cours) · React')).toBeVisible();
  await captureScreens(page, 'onboarding-experience');
  await expectAccessible(page);
  await page.getByRole('button', { name: 'Suivant' }).click();
  await expect(page).toHaveURL(/\/dashb$/);

  const profile = await request.post('/api/cd/getUserCondInf', {
    headers: { 'sb-tkn': account.token },
    data: { id: account.userId },
  });
  const { data } = await profile.json();
  expect(data.skills).toEqual(['React', 'Node.js']);
  expect(data.formations.map((f: { nom: string; ecole: string }) => [f.nom, f.ecole])).toEqual([
    ['Master informatique', 'Université Lyon 1'],
  ]);
  expect(data.experiences).toEqual([
    expect.objectContaining({ entreprise: 'Acme Logiciels', tech: ['React'], date_debut: '2014-09-01', date_fin: null }),
  ]);
  expect(data.user).toMatchObject({ profile_done: true, formation_done: true, exp_done: true });
});

test('an onboarding screen without a session sends the visitor home', async ({ page }) => {
  for (const path of ['/register/cl/inf', '/register/cd/inf', '/register/cd/educ', '/register/cd/exp']) {
    await page.goto(path);
    await expect(page).toHaveURL(/\/home$/);
  }
});
