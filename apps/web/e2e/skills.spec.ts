import { expect, type Locator, type Page, test } from '@playwright/test';
import { menu, openAsRoot, unique } from './admin-fixtures';
import { apiCall, clickCounter, loginClient, seedCandidate, seedCandidatesOnce, seedClient } from './client-fixtures';
import { expectAccessible } from './support/a11y';
import { watchConsole } from './support/console';
import { dateField } from './support/forms';
import { captureScreen, captureScreens } from './support/screens';

/**
 * DECISIONS §6.1 in the browser: a pasted job description becomes a ranked shortlist in a few clicks, skills
 * spelled otherwise match (« React (ReactJS) »), tag inputs suggest from the vocabulary, and the staff curate
 * the free tags on « Compétences ».
 */

/** Candidates who wrote their skills their own way: the brief asks for React, Node.js and PostgreSQL. */
const SEEDS = [
  {
    prenom: 'Camille',
    nom: 'Fabre',
    titre: 'Développeuse full stack',
    skills: ['ReactJS', 'nodejs', 'Postgres'],
    niv_exp: '1-10' as const,
    dispo: '2026-01-05',
  },
  { prenom: 'Hugo', nom: 'Perrin', titre: 'Développeur front-end', skills: ['React', 'TypeScript'], niv_exp: '1-10' as const },
  { prenom: 'Sarah', nom: 'Benali', titre: 'Développeuse Java', skills: ['Java', 'JavaScript'], niv_exp: '1-10' as const },
];

const BRIEF = `Mission longue — développeur full stack confirmé (H/F)

Pour une banque en ligne, nous recherchons un développeur full stack ReactJS / Node.js avec 5 ans d'expérience.
Environnement : PostgreSQL, API REST. Démarrage le 04/01/2027, télétravail complet possible.`;

/** Pastes text where the focus is, as a user does (Ctrl+V from the clipboard). */
async function paste(page: Page, text: string) {
  await page.context().grantPermissions(['clipboard-read', 'clipboard-write']);
  await page.evaluate((value) => navigator.clipboard.writeText(value), text);
  await page.keyboard.press('Control+V');
}

test('brief to shortlist: a client pastes a job description and adjusts it and gets the ranked profiles in 4 clicks', async ({
  page,
  request,
}) => {
  await seedCandidatesOnce(request, SEEDS);
  const client = await seedClient(request);
  const errors = watchConsole(page);
  await loginClient(page, client);
  const clicks = clickCounter();

  // 1. The home's banner.
  await clicks.click(page.getByRole('link', { name: 'Trouver un talent' }));
  await expect(page).toHaveURL(/\/dashb\/srcd$/);
  // 2. « Coller une fiche de poste ».
  await clicks.click(page.getByRole('button', { name: 'Coller une fiche de poste' }));
  const dialog = page.getByRole('dialog', { name: 'Coller une fiche de poste' });
  await dialog.getByRole('textbox', { name: 'Texte de la fiche de poste' }).focus();
  // Pasting reads the brief at once.
  await paste(page, BRIEF);
  const read = dialog.getByRole('form', { name: 'Ce que la fiche demande' });
  const asked = read.getByRole('list', { name: 'Compétences demandées' }).getByRole('listitem');
  await expect(asked).toHaveText(['React', 'Node.js', 'PostgreSQL', 'API REST']);
  await expect(read.getByRole('combobox', { name: "Années d'expérience" })).toHaveText('De 1 à 10 ans');
  await expect(await dateField(read, 'Disponible le')).toContainText('04/01/2027');
  await captureScreens(page, 'skills-brief-read');
  await expectAccessible(page);
  // 3. The client adjusts: API REST is not what matters here.
  await clicks.click(read.getByRole('button', { name: 'API REST' }).locator('svg'));
  await expect(asked).toHaveText(['React', 'Node.js', 'PostgreSQL']);
  // 4. « Lancer la recherche ».
  await clicks.click(dialog.getByRole('button', { name: 'Lancer la recherche' }));
  await expect(dialog).toBeHidden();

  const results = page.getByRole('region', { name: 'Résultats' });
  // Other journeys share this server: Camille is among the best (100 %), whoever else also is.
  const first = results.getByRole('article', { name: 'Camille Fabre' });
  await expect(first.getByRole('img', { name: 'Correspondance : 100 %' })).toBeVisible();
  // Her spellings differ from the searched skills: the card says which matched.
  await expect(first.getByRole('list', { name: 'Compétences trouvées' }).getByRole('listitem')).toHaveText([
    'React (ReactJS)',
    'Node.js (nodejs)',
    'PostgreSQL (Postgres)',
  ]);
  // Java is not JavaScript, and neither is React: Sarah is not in the list.
  await expect(results.getByRole('article', { name: 'Sarah Benali' })).toHaveCount(0);
  expect(clicks.count).toBeLessThanOrEqual(4);
  // The form holds the brief's criteria, to adjust after.
  const form = page.getByRole('search', { name: 'Critères de recherche' });
  await expect(form.getByRole('list', { name: 'Technologies' }).getByRole('listitem')).toHaveText([
    'React',
    'Node.js',
    'PostgreSQL',
  ]);
  await expect(page).toHaveURL(/t=React&t=Node.js&t=PostgreSQL&exp=1-10&dispo=2027-01-04/);
  await captureScreens(page, 'skills-shortlist');
  // A partial match says which skill matched. Other journeys of this worker add full-stack profiles that may
  // push him off the first page: narrowed to his title with the free text `q` (DECISIONS §6.8).
  await page.goto(`${page.url()}&q=front-end`);
  const hugo = results.getByRole('article', { name: 'Hugo Perrin' });
  await expect(hugo.getByRole('list', { name: 'Compétences trouvées' })).toHaveText('React');
  expect(errors).toEqual([]);
});

test('a brief as a file; refusals in French', async ({ page, request }) => {
  const client = await seedClient(request);
  await loginClient(page, client);
  await page.goto('/dashb/srcd');
  await page.getByRole('button', { name: 'Coller une fiche de poste' }).click();
  const dialog = page.getByRole('dialog', { name: 'Coller une fiche de poste' });
  const file = dialog.getByLabel('Fichier de la fiche de poste');

  await file.setInputFiles({ name: 'photo.png', mimeType: 'image/png', buffer: Buffer.from('x') });
  await expect(dialog.getByRole('alert')).toHaveText('Le fichier doit être un PDF, un DOCX ou un texte (TXT) !');

  await file.setInputFiles({
    name: 'fiche.txt',
    mimeType: 'text/plain',
    buffer: Buffer.from('Chef de projet SAP FI/CO senior, démarrage ASAP. Une expérience Scrum est un plus.'),
  });
  const read = dialog.getByRole('form', { name: 'Ce que la fiche demande' });
  await expect(read.getByRole('list', { name: 'Compétences demandées' })).toContainText('SAP FI/CO');
  await expect(dialog.getByText('fiche.txt')).toBeVisible();
  await captureScreen(page, 'skills-brief-file');
});

test('tag inputs suggest canonical skills while typing, with the keyboard', async ({ page, request }) => {
  const client = await seedClient(request);
  await loginClient(page, client);
  await page.goto('/dashb/srcd');
  const skills = page.getByRole('combobox', { name: 'Technologies' });
  await expect(skills).toBeFocused();
  await page.keyboard.type('postg');
  const suggestions = page.getByRole('listbox');
  await expect(suggestions.getByRole('option').first()).toContainText('PostgreSQL');
  await captureScreen(page, 'skills-suggestions');
  await page.keyboard.press('ArrowDown');
  await page.keyboard.press('Enter');
  const chips = page.getByRole('list', { name: 'Technologies' }).getByRole('listitem');
  await expect(chips).toHaveText(['PostgreSQL']);
  // A typed spelling of a known skill is stored as the skill, and the field says so.
  await page.keyboard.type('nodejs');
  await page.keyboard.press('Enter');
  await expect(chips).toHaveText(['PostgreSQL', 'Node.js']);
  await expect(page.getByText('« nodejs » est enregistré comme « Node.js »')).toBeVisible();
  // A free tag stays as typed.
  await page.keyboard.type('Méthode Zéphyr');
  await page.keyboard.press('Enter');
  await expect(chips).toHaveText(['PostgreSQL', 'Node.js', 'Méthode Zéphyr']);
});

/** Goes through the pages of « Compétences » until the tag's row shows. */
async function findTag(page: Page, tag: string): Promise<Locator> {
  const row = page.getByRole('listitem', { name: tag, exact: true });
  for (let i = 0; i < 20 && !(await row.isVisible()); i++) {
    const next = page.getByRole('button', { name: 'Page suivante' });
    if (!(await next.isVisible()) || (await next.isDisabled())) break;
    await next.click();
  }
  await expect(row).toBeVisible();
  return row;
}

test('staff « Compétences »: a free tag is attached to a skill, another becomes a skill; searches follow at once', async ({
  page,
  request,
}) => {
  const misspelt = unique('Kubernetess');
  const newcomer = unique('Zorblax');
  await seedCandidate(request, {
    prenom: 'Lina',
    nom: 'Moreau',
    titre: 'Ingénieure DevOps',
    skills: [misspelt, newcomer, 'Docker'],
  });
  const client = await seedClient(request);
  const errors = watchConsole(page);

  await openAsRoot(page, 'Compétences');
  await expect(page.getByRole('heading', { level: 1, name: /^Compétences/ })).toBeVisible();
  const row = await findTag(page, misspelt);
  // In her skills and in her experience's technologies.
  await expect(row).toContainText('2 fiches : 1 profil · 1 expérience');
  await captureScreens(page, 'skills-staff');
  await expectAccessible(page);

  await row.getByRole('button', { name: `Rattacher « ${misspelt} »` }).click();
  const attach = page.getByRole('dialog', { name: `Rattacher « ${misspelt} »` });
  await attach.getByRole('combobox', { name: 'Compétence du vocabulaire' }).fill('kubern');
  await page.getByRole('option', { name: /^Kubernetes/ }).click();
  await expect(attach.getByRole('status')).toHaveText(`« ${misspelt} » deviendra une orthographe de « Kubernetes ».`);
  await captureScreen(page, 'skills-staff-alias');
  await attach.getByRole('button', { name: 'Rattacher' }).click();
  await expect(
    page.getByText(`« ${misspelt} » est désormais une orthographe de « Kubernetes » (2 fiches mises à jour).`),
  ).toBeVisible();
  await expect(page.getByRole('listitem', { name: misspelt, exact: true })).toHaveCount(0);

  const second = await findTag(page, newcomer);
  await second.getByRole('button', { name: `Créer une compétence « ${newcomer} »` }).click();
  const create = page.getByRole('dialog', { name: 'Nouvelle compétence' });
  await expect(create.getByRole('textbox', { name: 'Nom de la compétence' })).toHaveValue(newcomer);
  await create.getByRole('button', { name: 'Créer la compétence' }).click();
  await expect(page.getByText(`La compétence « ${newcomer} » est créée (2 fiches mises à jour).`)).toBeVisible();
  await expect(menu(page)).toBeVisible();
  expect(errors).toEqual([]);

  // A client searching Kubernetes now finds Lina, under her own spelling.
  const found = await apiCall<{ candidats: { nom: string; matched_spellings: unknown }[] }>(
    request,
    '/api/cl/searchmatch',
    client.token,
    { skills: ['Kubernetes'], niv_exp: '', date_dispo: '', page: 0 },
  );
  expect(found.candidats.find((c) => c.nom === 'Moreau')?.matched_spellings).toEqual([
    { skill: 'Kubernetes', spelling: misspelt },
  ]);
});
