import { expect, test } from '@playwright/test';
import { cvPdf, loginCandidate, notACv, oversizedCv, seedCandidate } from './candidate-fixtures';
import { expectAccessible } from './support/a11y';
import { loginThroughUi, PASSWORD, verifiedAccount } from './support/accounts';
import { watchConsole } from './support/console';
import { fillDate } from './support/forms';
import { captureScreens } from './support/screens';

const menuLink = (page: import('@playwright/test').Page, name: string) =>
  page.getByRole('navigation', { name: 'Menu du tableau de bord' }).getByRole('link', { name, exact: true });

test('without a CV the dialog opens once a session, the banner stays; the upload closes both for good', async ({
  page,
  request,
}) => {
  const errors = watchConsole(page);
  const candidate = await seedCandidate(request, { cv: false });
  await loginCandidate(page, candidate);

  const dialog = page.getByRole('dialog', { name: 'Mettez votre CV' });
  await expect(dialog).toBeVisible();
  await captureScreens(page, 'candidate-cv-dialog');
  await expectAccessible(page);
  await dialog.getByRole('button', { name: 'Annuler' }).click();
  await expect(dialog).toBeHidden();

  // Once a session (DECISIONS §6.9): neither a navigation nor a reload brings it back; the banner stays.
  const banner = page.getByRole('alert').filter({ hasText: 'Ajoutez votre CV' });
  await expect(banner).toBeVisible();
  await menuLink(page, 'Profil').click();
  await expect(page.getByText('Pas encore')).toBeVisible();
  await page.reload();
  await expect(page.getByText('Pas encore')).toBeVisible();
  await expect(banner).toBeVisible();
  await captureScreens(page, 'candidate-cv-banner');
  await expect(dialog).toHaveCount(0);
  await banner.getByRole('button', { name: 'Ajouter mon CV' }).click();
  await expect(dialog).toBeVisible();

  const file = dialog.locator('input[type=file]');
  await file.setInputFiles(oversizedCv);
  await expect(dialog.getByRole('alert')).toHaveText('Taille max du CV 2MB !');
  await file.setInputFiles(notACv);
  await expect(dialog.getByRole('alert')).toHaveText('Le CV doit être un fichier PDF, DOC ou DOCX !');
  await file.setInputFiles(cvPdf);
  await expect(dialog.getByText('cv-ines-bernard.pdf')).toBeVisible();
  await dialog.getByRole('button', { name: 'Confirmer' }).click();
  await expect(dialog.getByText('CV envoyé')).toBeVisible();
  await captureScreens(page, 'candidate-cv-uploaded');
  // 3 s later the data reloads and the dialog closes.
  await expect(dialog).toBeHidden({ timeout: 6_000 });
  await expect(banner).toHaveCount(0);

  const cvBlock = page.getByRole('region', { name: 'CV' });
  await expect(cvBlock.getByText('OK', { exact: true })).toBeVisible();
  const download = page.waitForEvent('download');
  await cvBlock.getByRole('button', { name: 'Télécharger' }).click();
  expect((await download).suggestedFilename()).toBe('cv-ines-bernard.pdf');

  await menuLink(page, 'Accueil').click();
  await expect(page.getByRole('heading', { name: 'Bonjour Inès !' })).toBeVisible();
  await page.waitForLoadState('networkidle');
  await expect(dialog).toBeHidden();
  expect(errors).toEqual([]);
});

test("'Modifier mes info': Enter does not send, every rule is told, then the profile reloads with the changes", async ({
  page,
  request,
}) => {
  const errors = watchConsole(page);
  const candidate = await seedCandidate(request);
  await loginCandidate(page, candidate);
  await menuLink(page, 'Profil').click();
  await expect(page.getByRole('heading', { level: 1, name: 'Inès Bernard' })).toBeVisible();
  await expect(page.getByText('Développeuse full stack TypeScript')).toBeVisible();
  await expect(page.getByText('De 1 à 10 ans')).toBeVisible();
  await expect(page.getByRole('main').getByText(candidate.email, { exact: true })).toBeVisible();
  await expect(page.getByRole('region', { name: 'CV' }).getByText('OK', { exact: true })).toBeVisible();
  await captureScreens(page, 'candidate-profile');
  await expectAccessible(page);

  const sent: string[] = [];
  page.on('request', (r) => {
    if (r.url().endsWith('/api/cd/updateCondInfo')) sent.push(r.method());
  });
  await page.getByRole('button', { name: 'Modifier mes informations' }).click();
  const form = page.getByRole('form', { name: 'Modifier mes informations' });
  await expect(form.getByLabel('Nom', { exact: true })).toHaveValue('Bernard');

  // Enter in a text input does not send the form.
  await form.getByLabel('Nom', { exact: true }).fill('Li');
  await form.getByLabel('Nom', { exact: true }).press('Enter');
  await form.getByLabel('Prénom').fill('');
  await form.getByLabel('Titre du profil').fill('QA');
  for (const skill of ['TypeScript', 'React', 'Node.js', 'PostgreSQL']) {
    await form.getByRole('button', { name: skill, exact: true }).press('Delete');
  }
  await form.getByRole('button', { name: 'Confirmer' }).click();
  for (const message of [
    'Nom non valide (3 caractères minimum) !',
    'Vous devez saisir votre prénom !',
    'Non valide (3 caractères minimum) !',
    'Vous devez saisir au moins une compétence !',
  ]) {
    await expect(form.getByText(message, { exact: true })).toBeVisible();
  }
  await captureScreens(page, 'candidate-edit-info-errors');
  await expectAccessible(page);
  expect(sent).toEqual([]);

  await form.getByLabel('Nom', { exact: true }).fill('Bernard-Lefèvre');
  await form.getByLabel('Prénom').fill('Inès');
  await form.getByLabel('Titre du profil').fill('Architecte logicielle');
  const skills = form.getByRole('combobox', { name: 'Compétences' });
  await skills.fill('Kotlin');
  await skills.press('Enter');
  await skills.fill('Java');
  await skills.press('Enter');
  expect(sent).toEqual([]);
  await form.getByRole('combobox', { name: 'Années d’expérience' }).click();
  await page.getByRole('option', { name: 'Plus de 10 ans' }).click();
  await fillDate(form, 'Date de disponibilité', '15/01/2027');
  // What onboarding asked can be changed afterwards (DECISIONS §6.9): the phone, the study level, the photo.
  await expect(form.getByLabel('Téléphone')).not.toHaveValue('');
  await form.getByLabel('Téléphone').fill('07 11 22 33 44');
  await form.getByRole('combobox', { name: 'Niveau d’études' }).click();
  await page.getByRole('option', { name: 'Bac+8 (Doctorat)' }).click();
  // The rate it proposes (DECISIONS §6.8): optional, staff set the final one.
  await form.getByLabel('TJM souhaité (€ / jour)').fill('550');
  await captureScreens(page, 'candidate-edit-info-phone-photo');
  await form.getByRole('button', { name: 'Confirmer' }).click();

  await expect(page.getByText('Votre modification a été enregistrée.')).toBeVisible();
  await expect(form).toBeHidden();
  expect(sent).toEqual(['POST']);
  await expect(page.getByRole('heading', { level: 1, name: 'Inès Bernard-Lefèvre' })).toBeVisible();
  await expect(page.getByText('Architecte logicielle')).toBeVisible();
  await expect(page.getByText('Plus de 10 ans')).toBeVisible();
  await expect(page.getByText('07 11 22 33 44')).toBeVisible();
  await expect(page.getByRole('definition').filter({ hasText: '15/01/2027' })).toBeVisible();
  await expect(page.getByRole('definition').filter({ hasText: /^550\s€$/ })).toBeVisible();
  // Saving the availability confirms it (DECISIONS §6.2).
  await expect(page.getByRole('region', { name: 'Ma disponibilité' })).toContainText('Disponible le 15/01/2027');
  await expect(page.getByRole('list', { name: 'Compétences' })).toHaveText(/Kotlin.*Java/);
  // The sidebar reads the session check, which reloads too.
  await expect(page.getByRole('navigation', { name: 'Menu du tableau de bord' })).toBeVisible();
  await expect(page.getByText('Inès Bernard-Lefèvre').first()).toBeVisible();
  expect(errors).toEqual([]);
});

test('formations and experiences are edited in their panels; the password changes from the key button', async ({
  page,
  request,
}) => {
  const candidate = await seedCandidate(request);
  await loginCandidate(page, candidate);
  await menuLink(page, 'Profil').click();

  // Formations: at least one, then the new list replaces the old one.
  await page.getByRole('button', { name: 'Modifier mes formations' }).click();
  const formations = page.getByRole('form', { name: 'Ajouter une formation' });
  await expect(page.getByText('Master informatique — Université de Lyon')).toBeVisible();
  await page.getByRole('button', { name: 'Retirer la formation Master informatique' }).click();
  await expect(page.getByText('Aucune formation ajoutée')).toBeVisible();
  await page.getByRole('button', { name: 'Enregistrer' }).click();
  await expect(page.getByText('vous devez saisir au moins une formation !')).toBeVisible();
  await formations.getByLabel('Diplôme').fill("Diplôme d'ingénieur");
  await formations.getByLabel('École').fill('INSA Lyon');
  await fillDate(formations, 'Date de début', '01/09/2009');
  await fillDate(formations, 'Date de fin', '30/06/2014');
  await formations.getByRole('button', { name: 'Ajouter la formation' }).click();
  await captureScreens(page, 'candidate-formations-editor');
  await expectAccessible(page);
  await page.getByRole('button', { name: 'Enregistrer' }).click();
  await expect(formations).toBeHidden();
  const formationSection = page.getByRole('region', { name: 'Formations', exact: true });
  await expect(formationSection).toContainText("Diplôme d'ingénieur");
  await expect(formationSection).toContainText('INSA Lyon · du 01/09/2009 au 30/06/2014');
  await expect(formationSection).not.toContainText('Master informatique');

  // Experiences: the first one is changed in place (« Modifier »), then one more.
  await page.getByRole('button', { name: 'Modifier mes expériences' }).click();
  await page.getByRole('button', { name: "Modifier l'expérience Développeuse front-end chez Acme Logiciels" }).click();
  const editing = page.getByRole('form', { name: "Modifier l'expérience" });
  await expect(editing.getByLabel('Entreprise')).toHaveValue('Acme Logiciels');
  await editing.getByLabel('Lieu').fill('Villeurbanne');
  await captureScreens(page, 'candidate-experience-edit');
  await editing.getByRole('button', { name: 'Valider la modification' }).click();
  await expect(page.getByText('Développeuse front-end — Acme Logiciels (Villeurbanne)')).toBeVisible();
  const experience = page.getByRole('form', { name: 'Ajouter une expérience' });
  await experience.getByLabel('Entreprise').fill('Banque Alpine');
  await experience.getByLabel('Lieu').fill('Grenoble');
  await experience.getByLabel('Domaine').fill('Banque en ligne');
  await experience.getByLabel('Fonction').fill('Développeuse back-end');
  await fillDate(experience, 'Date de début', '01/09/2022');
  // The current position: no end date.
  await experience.getByRole('checkbox', { name: 'Poste actuel (en cours)' }).check();
  await experience.getByLabel('Description').fill('Court');
  await experience.getByRole('button', { name: "Ajouter l'expérience" }).click();
  await expect(experience.getByText('non valide ( min 10 caractères ) !')).toBeVisible();
  await experience.getByLabel('Description').fill('API de paiement en Kotlin, revue de code, mentorat.');
  await experience.getByRole('button', { name: "Ajouter l'expérience" }).click();
  await captureScreens(page, 'candidate-experiences-editor');
  await page.getByRole('button', { name: 'Enregistrer' }).click();
  await expect(experience).toBeHidden();
  const experienceSection = page.getByRole('region', { name: 'Expériences', exact: true });
  await expect(experienceSection).toContainText('Développeuse front-end — Acme Logiciels');
  await expect(experienceSection).toContainText('Développeuse back-end — Banque Alpine');
  await expect(experienceSection).toContainText('Villeurbanne · Développement web · du 01/09/2014 au 31/08/2022');
  await expect(experienceSection).toContainText('depuis le 01/09/2022 (en cours)');
  await captureScreens(page, 'candidate-profile-experiences');

  // The key button: the change-password dialog.
  await page.getByRole('button', { name: 'Changer le mot de passe' }).click();
  const dialog = page.getByRole('dialog', { name: 'Changer le mot de passe' });
  await dialog.getByLabel('Ancien mot de passe').fill('Pas-le-bon-2026');
  await dialog.getByLabel('Nouveau mot de passe').fill('Marée-Haute-2027');
  await dialog.getByLabel('Confirmation').fill('Marée-Basse-2027');
  await dialog.getByRole('button', { name: 'Confirmer' }).click();
  await expect(dialog.getByText('Les mots de passe ne sont pas identiques !')).toBeVisible();
  await dialog.getByLabel('Confirmation').fill('Marée-Haute-2027');
  await dialog.getByRole('button', { name: 'Confirmer' }).click();
  await expect(dialog.getByRole('alert')).toHaveText('Ancien mot de passe incorrect !');
  await captureScreens(page, 'candidate-password-dialog');
  await expectAccessible(page);
  await dialog.getByLabel('Ancien mot de passe').fill(PASSWORD);
  await dialog.getByLabel('Nouveau mot de passe').fill('Marée-Haute-2027');
  await dialog.getByLabel('Confirmation').fill('Marée-Haute-2027');
  await dialog.getByRole('button', { name: 'Confirmer' }).click();
  await expect(dialog.getByText('Mot de passe modifié')).toBeVisible();
  await dialog.getByRole('button', { name: 'Fermer' }).click();
  const login = await request.post('/api/users/login', { data: { email: candidate.email, password: 'Marée-Haute-2027' } });
  expect(login.ok()).toBe(true);
});

test("the profile's icon buttons show their tooltip on keyboard focus and on hover, their code loaded then (issue 20)", async ({
  page,
  request,
}) => {
  const errors = watchConsole(page);
  const tooltipCode: string[] = [];
  page.on('request', (r) => {
    if (/\/assets\/(Tooltip|Popper)-/.test(r.url())) tooltipCode.push(r.url());
  });
  const candidate = await seedCandidate(request);
  await loginCandidate(page, candidate);
  await menuLink(page, 'Profil').click();
  const heading = page.getByRole('heading', { level: 1, name: 'Inès Bernard' });
  await expect(heading).toBeVisible();
  await page.waitForLoadState('networkidle');
  expect(tooltipCode).toEqual([]);

  // The keyboard: from the name, Tab reaches the key button, whose tooltip shows; the focus stays on it.
  await heading.click();
  await page.keyboard.press('Tab');
  const key = page.getByRole('button', { name: 'Changer le mot de passe' });
  await expect(page.getByRole('tooltip', { name: 'Changer le mot de passe' })).toBeVisible();
  await expect(key).toBeFocused();
  // Mounted anew inside the Tooltip, the button keeps the keyboard's focus ring.
  await expect(key).toHaveClass(/Mui-focusVisible/);
  expect(tooltipCode.length).toBeGreaterThan(0);
  await page.keyboard.press('Tab');
  const edit = page.getByRole('button', { name: 'Modifier mes informations' });
  await expect(edit).toBeFocused();
  await expect(page.getByRole('tooltip', { name: 'Modifier mes informations' })).toBeVisible();
  await expect(page.getByRole('tooltip', { name: 'Changer le mot de passe' })).toBeHidden();
  await captureScreens(page, 'candidate-profile-tooltip');
  // Escape closes it; Enter opens the panel, which gives the focus back to the button when it closes.
  await page.keyboard.press('Escape');
  await expect(page.getByRole('tooltip')).toHaveCount(0);
  await page.keyboard.press('Enter');
  const form = page.getByRole('form', { name: 'Modifier mes informations' });
  await expect(form).toBeVisible();
  await page.getByRole('button', { name: 'Fermer le panneau' }).click();
  await expect(form).toBeHidden();
  await expect(edit).toBeFocused();

  // The pointer: a section's pencil names itself.
  await page.getByRole('button', { name: 'Modifier mes formations' }).hover();
  await expect(page.getByRole('tooltip', { name: 'Modifier mes formations' })).toBeVisible();
  await page.mouse.move(0, 0);
  await expect(page.getByRole('tooltip')).toHaveCount(0);
  expect(errors).toEqual([]);
});

test('a candidate whose profile is not created yet is sent to it from the screens that need it', async ({ page, request }) => {
  const account = await verifiedAccount(request, 'condidat');
  await loginThroughUi(page, account.email, account.password);
  await expect(page).toHaveURL(/\/register\/cd\/inf$/);
  for (const path of ['/dashb/profile', '/dashb/offre', '/dashb/offre/1', '/dashb/proposition']) {
    await page.goto(path);
    await expect(page).toHaveURL(/\/register\/cd\/inf$/);
  }
  // The home explains what is missing, and no CV dialog comes before the profile.
  await page.goto('/dashb');
  await expect(page.getByText("Votre profil n'est pas terminé")).toBeVisible();
  await expect(page.getByRole('dialog', { name: 'Mettez votre CV' })).toHaveCount(0);
});
