import { expect, type Locator, test } from '@playwright/test';
import { publishOffer, uniqueWord } from './candidate-fixtures';
import { loginClient, seedCandidate, seedClient } from './client-fixtures';
import { expectAccessible } from './support/a11y';
import { captureScreens } from './support/screens';

/** Issue 29 on a phone: the search's pager, cards and shortlist action at 375 px, and the legal pages from a dashboard. */

const NAMES = [
  'Lemaire',
  'Fournier',
  'Girard',
  'Bonnet',
  'Dupuis',
  'Lambert',
  'Fontaine',
  'Rousseau',
  'Vincent',
  'Muller',
  'Lefevre',
  'Faure',
  'Andre',
  'Mercier',
  'Blanc',
  'Guerin',
  'Boyer',
  'Garnier',
  'Chevalier',
  'Francois',
  'Legrand',
];

const box = async (locator: Locator) => {
  const b = await locator.boundingBox();
  if (!b) throw new Error('not laid out');
  return b;
};

test('at 375 px: a one-line pager, short availability lines, « Ajouté à la sélection » that leaves « Demander » in place; legal links in the dashboard', async ({
  page,
  request,
}) => {
  test.setTimeout(300_000);
  const skill = uniqueWord('Clojure');
  const client = await seedClient(request, { prenom: 'Sophie' });
  const offerTitle = `Développeur ${skill}`;
  await publishOffer(request, client, { titre: offerTitle, tech: [skill] });
  // 21 candidates: three pages of results.
  for (const nom of NAMES) {
    await seedCandidate(request, {
      prenom: 'Camille',
      nom,
      titre: `Développeuse ${skill}`,
      skills: [skill, 'PostgreSQL'],
      dispo: '2026-12-07',
    });
  }

  await page.setViewportSize({ width: 375, height: 740 });
  await loginClient(page, client);

  // The legal pages from the dashboard's footer, on the phone.
  const legal = page.getByRole('contentinfo').getByRole('list', { name: 'Informations légales' });
  await expect(legal.getByRole('link')).toHaveText(['Mentions légales', 'Confidentialité', 'CGU']);
  await captureScreens(page, 'polish-dashboard-footer');

  await page.getByRole('link', { name: 'Trouver un talent' }).first().click();
  const skills = page.getByRole('combobox', { name: 'Technologies' });
  await skills.fill(skill);
  await skills.press('Enter');
  await page.getByRole('button', { name: 'Confirmer' }).click();
  const pager = page.getByRole('navigation', { name: 'Pagination' });
  await expect(pager.getByRole('button', { name: /^Page \d+$/ })).toHaveText(['1', '2', '3']);
  // One line: every button of the pager at the height of the first.
  const first = await box(pager.getByRole('button', { name: 'Première page' }));
  const last = await box(pager.getByRole('button', { name: 'Dernière page' }));
  expect(Math.abs(last.y - first.y)).toBeLessThan(2);
  expect(last.x + last.width).toBeLessThanOrEqual(375);

  const card = page.getByRole('article').first();
  // The availability holds in at most three lines (it took five).
  const availability = await box(card.getByText(/^Disponible/));
  expect(availability.height).toBeLessThanOrEqual(3 * 22);

  const name = (await card.getAttribute('aria-label')) ?? '';
  const demander = card.getByRole('button', { name: `Demander ${name}` });
  // Where « Demander » sits in its card (the page may scroll while the menu opens).
  const inCard = async () => (await box(demander)).y - (await box(card)).y;
  const before = await inCard();
  await card.getByRole('button', { name: `Ajouter ${name} à la sélection` }).click();
  await page.getByRole('menuitem', { name: offerTitle }).click();
  await expect(card.getByRole('status')).toHaveText(`Ajouté à la sélection de « ${offerTitle} »`);
  await expect(card.getByRole('button', { name: `Ajouté à la sélection : ${name}` })).toHaveText('Ajouté à la sélection');
  expect(Math.abs((await inCard()) - before)).toBeLessThan(2);
  // Nothing widens the page beyond the phone's screen.
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
  await captureScreens(page, 'polish-search-phone');
  await expectAccessible(page);

  await pager.getByRole('button', { name: 'Page suivante' }).click();
  await expect(pager.getByRole('button', { name: 'Page 2' })).toHaveAttribute('aria-current', 'page');

  await page.setViewportSize({ width: 1280, height: 800 });
  await page.getByRole('contentinfo').getByRole('link', { name: 'Mentions légales' }).click();
  await expect(page).toHaveURL(/\/mentions-legales$/);
  await expect(page.getByRole('heading', { level: 1 })).toContainText('Mentions légales');
});
