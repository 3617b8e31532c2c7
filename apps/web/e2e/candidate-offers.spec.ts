import { expect, test } from '@playwright/test';
import { loginCandidate, publishOffer, seedCandidate, seedClient, uniqueWord } from './candidate-fixtures';
import { expectAccessible } from './support/a11y';
import { watchConsole } from './support/console';
import { captureScreens } from './support/screens';

test('a candidate browses, searches, opens an offer, applies, finds it in Mes propositions, then withdraws', async ({
  page,
  request,
}) => {
  test.setTimeout(120_000);
  const errors = watchConsole(page);
  const word = uniqueWord('quetzal');
  const client = await seedClient(request);
  // 11 offers matching the search: two pages of 10.
  for (let i = 1; i <= 10; i++) await publishOffer(request, client, { titre: `Développeuse React ${word} ${i}` });
  const target = `Développeur Kotlin ${word}`;
  await publishOffer(request, client, {
    titre: target,
    description: 'Première ligne de la mission.\nDeuxième ligne : les détails.',
    tech: ['Kotlin', 'Spring Boot', 'PostgreSQL'],
    date_debut: '2027-01-04',
    date_fin: '2027-06-30',
  });
  const candidate = await seedCandidate(request);

  await loginCandidate(page, candidate);
  await page
    .getByRole('navigation', { name: 'Menu du tableau de bord' })
    .getByRole('link', { name: 'Trouver une offre' })
    .click();
  await expect(page).toHaveURL(/\/dashb\/offre$/);
  await expect(page.getByRole('heading', { name: /^Les offres/ })).toBeVisible();
  await expect(page.getByRole('list', { name: 'Offres' }).locator(':scope > li')).toHaveCount(10);
  await expect(page.getByText(/^1 \/ \d+ - 10 par page$/)).toBeVisible();
  await captureScreens(page, 'candidate-offers');
  await expectAccessible(page);

  // Search on Enter: unaccented, lower case, and it finds « Développeur ».
  const search = page.getByRole('textbox', { name: 'Chercher une offre' });
  await search.fill(`developpeur ${word}`);
  await search.press('Enter');
  await expect(page).toHaveURL(/q=developpeur/);
  await expect(page.getByRole('button', { name: `Recherche : « developpeur ${word} », effacer la recherche` })).toBeVisible();
  const results = page.getByRole('list', { name: 'Offres' }).locator(':scope > li');
  await expect(results).toHaveCount(1);
  await expect(results.first()).toContainText(target);
  await expect(results.first()).toContainText('du 04/01/2027 au 30/06/2027');
  await expect(results.first().getByRole('list', { name: 'Technologies' })).toContainText('Spring Boot');
  await expect(results.first()).toContainText('Ouverte');
  await expect(page.getByRole('heading', { name: /^Les offres\s*1$/ })).toBeVisible();

  // The search button, and the pager over two pages (the count is the items shown).
  await search.fill(word);
  await page.getByRole('button', { name: 'Lancer la recherche' }).click();
  await expect(results).toHaveCount(10);
  await expect(page.getByText('1 / 2 - 10 par page')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Premier' })).toBeDisabled();
  await captureScreens(page, 'candidate-offers-search');
  await page.getByRole('button', { name: 'Dernier' }).click();
  await expect(page.getByText('2 / 2 - 10 par page')).toBeVisible();
  await expect(results).toHaveCount(1);
  // What this page shows, of how many (DECISIONS §6.9: « 10 sur 87 »).
  await expect(page.getByRole('heading', { name: /^Les offres\s*1\s+sur\s+11$/ })).toBeVisible();
  await page.getByRole('button', { name: 'Page 1', exact: true }).click();
  await expect(page.getByText('1 / 2 - 10 par page')).toBeVisible();

  // Removing the chip brings back every offer.
  await page.getByRole('button', { name: /effacer la recherche/ }).click();
  await expect(page).toHaveURL(/\/dashb\/offre$/);
  await expect(search).toHaveValue('');

  // Open the offer.
  await search.fill(`developpeur ${word}`);
  await search.press('Enter');
  await page.getByRole('link', { name: `Voir plus : ${target}` }).click();
  await expect(page).toHaveURL(/\/dashb\/offre\/\d+$/);
  await expect(page.getByRole('heading', { level: 1, name: target })).toBeVisible();
  await expect(page.getByText('Première ligne de la mission.')).toHaveCSS('white-space', 'pre-line');
  await expect(page.getByRole('heading', { name: 'Technologies' })).toBeVisible();
  await expect(page.getByText('Mission du 04/01/2027 au 30/06/2027')).toBeVisible();
  await captureScreens(page, 'candidate-offer-detail');
  await expectAccessible(page);

  await page.getByRole('button', { name: 'Postuler' }).click();
  // Right after applying it says so; « Vous avez déjà postulé » is for a later visit (DECISIONS §6.9).
  await expect(page.getByText('Candidature envoyée', { exact: true })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Postuler' })).toHaveCount(0);
  await captureScreens(page, 'candidate-offer-applied');

  // The back arrow returns to the list as it was (the search is kept).
  await page.getByRole('link', { name: 'Retour aux offres' }).click();
  await expect(page).toHaveURL(/\/dashb\/offre\?q=developpeur/);
  await expect(results).toHaveCount(1);

  // Mes propositions: the application, with the count in the header.
  await page.getByRole('navigation', { name: 'Menu du tableau de bord' }).getByRole('link', { name: 'Mes propositions' }).click();
  await expect(page.getByRole('heading', { name: /^Mes propositions\s*1$/ })).toBeVisible();
  const proposition = page.getByRole('list', { name: 'Mes propositions' }).locator(':scope > li');
  await expect(proposition).toContainText(target);
  await expect(proposition).toContainText('En attente');
  await expect(proposition).toContainText('Kotlin');
  await captureScreens(page, 'candidate-propositions');
  await expectAccessible(page);

  // The home counts it.
  await page.getByRole('navigation', { name: 'Menu du tableau de bord' }).getByRole('link', { name: 'Accueil' }).click();
  await expect(page.getByRole('link', { name: /Mes propositions\s*1/ })).toBeVisible();
  await captureScreens(page, 'candidate-home');
  await expectAccessible(page);

  // Withdraw, after confirmation.
  await page.goBack();
  await page.getByRole('link', { name: `Voir plus : ${target}` }).click();
  await page.getByRole('button', { name: 'Retirer ma candidature' }).click();
  const dialog = page.getByRole('dialog', { name: 'Retirer ma candidature' });
  await expect(dialog).toContainText('Voulez-vous retirer votre candidature');
  await captureScreens(page, 'candidate-offer-withdraw');
  await dialog.getByRole('button', { name: 'Annuler' }).click();
  await expect(page.getByRole('button', { name: 'Retirer ma candidature' })).toBeVisible();
  await page.getByRole('button', { name: 'Retirer ma candidature' }).click();
  await dialog.getByRole('button', { name: 'Retirer' }).click();
  await expect(page.getByRole('button', { name: 'Postuler' })).toBeVisible();
  await expect(page.getByText('Vous avez déjà postulé')).toHaveCount(0);
  await expect(page.getByText('Candidature envoyée', { exact: true })).toHaveCount(0);

  // Opened from Mes propositions, the back arrow leads to the offers list.
  await page.getByRole('link', { name: 'Retour aux offres' }).click();
  await expect(page).toHaveURL(/\/dashb\/offre$/);
  await page.getByRole('navigation', { name: 'Menu du tableau de bord' }).getByRole('link', { name: 'Mes propositions' }).click();
  await expect(page.getByText("Vous n'avez encore postulé à aucune offre.")).toBeVisible();
  await captureScreens(page, 'candidate-propositions-empty');

  // No valid id: back to the list.
  await page.goto('/dashb/offre/pas-un-id');
  await expect(page).toHaveURL(/\/dashb\/offre$/);
  expect(errors).toEqual([]);
});

test("a pending candidate can read an offer; applying shows the server's 403 message", async ({ page, request }) => {
  const client = await seedClient(request);
  const titre = `Administrateur systèmes ${uniqueWord('ocelot')}`;
  const offerId = await publishOffer(request, client, { titre, tech: ['Linux', 'Ansible'] });
  const candidate = await seedCandidate(request, { active: false });

  await loginCandidate(page, candidate);
  await expect(page.getByText("Votre compte n'est pas encore activé")).toBeVisible();
  await page.goto(`/dashb/offre/${offerId}`);
  await expect(page.getByRole('heading', { level: 1, name: titre })).toBeVisible();
  await page.getByRole('button', { name: 'Postuler' }).click();
  await expect(page.getByRole('alert')).toHaveText('Votre compte doit être validé par notre équipe');
  await captureScreens(page, 'candidate-offer-pending');
  await expectAccessible(page);
});
