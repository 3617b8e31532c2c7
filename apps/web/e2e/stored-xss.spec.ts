import { expect, type Page, test } from '@playwright/test';
import { menu, openAsRoot } from './admin-fixtures';
import { adminToken, loginThroughUi } from './support/accounts';
import { captureScreens } from './support/screens';
import { expectInert, watchXss, type XssWatch } from './support/xss';
import {
  CONTACT_EMAIL,
  candidateCard,
  candidateName,
  candidateProfile,
  offer,
  SEARCH_WORD,
  type Seeded,
  seedStoredXss,
  stored,
} from './xss-fixtures';

/**
 * Stored XSS (issue: "payloads saved in every free-text field stay inert in the browser"). Every free
 * text a client, a candidate, a visitor or the staff can store (packages/shared/src/schemas) holds a
 * probe that would run if rendered as HTML; each role then opens every screen that shows those values.
 * Each screen must show them as text, and none may run, open a dialog, load the probe image or become
 * markup. The CSP (plugins/external/security.ts) would stop inline handlers anyway: this browser
 * bypasses it, so that the rendering itself is what is tested and a value rendered as HTML runs.
 */
test.describe.configure({ mode: 'serial' });
test.use({ bypassCSP: true });

let seeded: Seeded;

test.beforeAll(async ({ playwright }) => {
  const request = await playwright.request.newContext({ baseURL: test.info().project.use.baseURL });
  seeded = await seedStoredXss(request);
  await request.dispose();
});

/** Values an edit form holds in its fields (not text: an input's value). */
async function expectFieldValues(page: Page, values: string[]) {
  const fields = page.locator('input, textarea');
  await expect
    .poll(async () => {
      const held = await fields.evaluateAll((els) => els.map((el) => (el as HTMLInputElement).value));
      return values.filter((value) => !held.includes(value));
    })
    .toEqual([]);
}

async function closePanel(page: Page) {
  await page.getByRole('button', { name: 'Fermer le panneau' }).click();
}

function go(page: Page, item: string) {
  return menu(page).getByRole('link', { name: item, exact: true }).click();
}

/** The bell's list shows `values`; `quoted` counts the notifications that quote a value. */
async function openBell(page: Page, watch: XssWatch, values: string[], quoted: [string, number][]) {
  await page.getByRole('button', { name: /^Notifications/ }).click();
  const list = page.getByRole('menu', { name: 'Notifications' });
  await expectInert(page, watch, values, list);
  for (const [value, count] of quoted) await expect(list.getByRole('menuitem').filter({ hasText: value })).toHaveCount(count);
  await page.keyboard.press('Escape');
  await expect(list).toBeHidden();
}

test('the staff screens show every stored value as text, inert', async ({ page }) => {
  const watch = await watchXss(page);
  await openAsRoot(page);

  // Home: the rankings name the client and the consultant (their tables hold the full names).
  for (const title of ["Chiffre d'affaires par consultant (K€)", 'Contrats signés par client']) {
    await page
      .getByRole('group', { name: `Affichage : ${title}` })
      .getByRole('button', { name: 'Tableau' })
      .click();
  }
  await expectInert(page, watch, [...candidateName, stored.company]);

  await go(page, 'Clients');
  await page.getByLabel('Rechercher un client (entreprise, nom, prénom, e-mail)').fill(stored.company);
  const clientCard = page.getByRole('article').filter({ hasText: stored.company });
  await expectInert(page, watch, [stored.company, stored.secteur, stored.siteWeb], clientCard);
  await clientCard.getByRole('button', { name: /^Voir plus sur/ }).click();
  await expectInert(
    page,
    watch,
    [stored.company, stored.clientNom, stored.clientPrenom, stored.clientResume, stored.secteur, stored.siteWeb],
    page.getByRole('dialog'),
  );
  await expect(page.getByRole('dialog').getByRole('link', { name: stored.siteWeb })).toHaveAttribute(
    'href',
    /^https:\/\/xss\.fr\//,
  );
  await closePanel(page);

  await go(page, 'Candidats');
  await page.getByLabel('Rechercher un candidat (titre, nom, prénom, e-mail)').fill(stored.titre);
  const candidateCardLocator = page.getByRole('article').filter({ hasText: stored.titre });
  await expectInert(page, watch, [stored.titre, ...candidateName], candidateCardLocator);
  await candidateCardLocator.getByRole('button', { name: /^Voir plus sur/ }).click();
  const panel = page.getByRole('dialog');
  await expectInert(page, watch, candidateProfile, panel);
  await captureScreens(page, 'xss-admin-candidate-panel');
  // The CV's name only names the download: it stays a file name.
  const download = page.waitForEvent('download');
  await panel.getByRole('button', { name: /^Télécharger le CV de/ }).click();
  expect((await download).suggestedFilename()).toMatch(/img src=x onerror=__xss\.push\(this\.alt\) alt=cv.\.pdf$/);
  await expectInert(page, watch, []);
  await closePanel(page);

  await go(page, 'Demandes des candidats');
  const requests = page.getByRole('article').filter({ hasText: stored.company });
  await expect(requests).toHaveCount(2);
  await expectInert(page, watch, [stored.company, ...candidateName, stored.observation]);

  await go(page, 'Missions');
  await expectInert(
    page,
    watch,
    [stored.company, ...candidateName],
    page.getByRole('article').filter({ hasText: stored.company }),
  );

  await go(page, 'Offres');
  // The search text comes back in the page (and the address): a markup search stays text too.
  await page.getByLabel('Rechercher une offre').fill(stored.offerTitre);
  await page.getByLabel('Rechercher une offre').press('Enter');
  await expectInert(page, watch, [`Recherche : ${stored.offerTitre}`]);
  await page.getByLabel('Rechercher une offre').fill(SEARCH_WORD);
  await page.getByLabel('Rechercher une offre').press('Enter');
  await expectInert(page, watch, [stored.offerTitre, stored.offerTech]);
  // The stored title is also on the unfiltered list: wait for the search's answer (one offer) before opening it.
  await expect(page.getByRole('link', { name: /^Voir plus sur l'offre/ })).toHaveCount(1);
  await page.getByRole('link', { name: /^Voir plus sur l'offre/ }).click();
  await expectInert(page, watch, [stored.offerTitre, stored.company, ...candidateName]);
  await page.getByRole('button', { name: `Voir plus sur ${stored.prenom}` }).click();
  await expectInert(page, watch, candidateProfile, page.getByRole('dialog'));
  await closePanel(page);
  await page
    .getByRole('region', { name: 'Publiée par' })
    .getByRole('button', { name: /^Voir plus sur/ })
    .click();
  await expectInert(
    page,
    watch,
    [stored.company, stored.clientNom, stored.clientPrenom, stored.clientResume, stored.secteur, stored.siteWeb],
    page.getByRole('dialog'),
  );
  await closePanel(page);
  await page.getByRole('tab', { name: 'Description' }).click();
  await expectInert(page, watch, offer);

  await go(page, 'Chat');
  const conversations = page.getByRole('list', { name: 'Conversations' });
  await conversations.getByRole('button').filter({ hasText: stored.prenom }).click();
  await expectInert(page, watch, [stored.candidateMessage, stored.toCandidate], page.getByRole('log'));
  await conversations.getByRole('button').filter({ hasText: stored.clientPrenom }).click();
  await expectInert(page, watch, [stored.clientMessage, stored.toClient], page.getByRole('log'));
  await captureScreens(page, 'xss-admin-chat');

  await go(page, 'Messages de contact');
  await expectInert(page, watch, [stored.contactName, stored.contactSubject, stored.contactContent, CONTACT_EMAIL]);
});

test('the client’s screens show every stored value as text, inert', async ({ page }) => {
  const watch = await watchXss(page);
  await loginThroughUi(page, seeded.client.email, seeded.client.password);
  await expect(page).toHaveURL(/\/dashb$/);
  await expectInert(page, watch, [stored.clientPrenom]);
  // The application, the request that succeeded, its bon de commande to sign and the request that failed name
  // the candidate.
  await openBell(
    page,
    watch,
    [...candidateName, stored.titre, stored.offerTitre, stored.toClient],
    [
      [stored.prenom, 4],
      [stored.toClient, 1],
    ],
  );

  await go(page, 'Mon profil');
  await expectInert(page, watch, [stored.company, stored.clientResume, stored.secteur, stored.siteWeb]);
  await expect(page.getByRole('link', { name: stored.siteWeb })).toHaveAttribute('href', /^https:\/\/xss\.fr\//);
  await page.goto('/dashb/profile/edt');
  await expectFieldValues(page, [
    stored.clientNom,
    stored.clientPrenom,
    stored.company,
    stored.clientResume,
    stored.secteur,
    stored.siteWeb,
  ]);
  await expectInert(page, watch, []);

  await go(page, 'Candidats');
  await page.getByRole('combobox', { name: 'Technologies' }).fill(stored.skill);
  await page.getByRole('combobox', { name: 'Technologies' }).press('Enter');
  await page.getByRole('button', { name: 'Confirmer' }).click();
  const card = page.getByRole('article').filter({ hasText: stored.titre });
  await expectInert(page, watch, candidateCard, card);
  await card.getByRole('button', { name: /^Voir le profil de/ }).click();
  await expectInert(page, watch, candidateProfile, page.getByRole('dialog'));
  await captureScreens(page, 'xss-client-search-panel');
  await closePanel(page);

  await go(page, 'Mes offres');
  await expectInert(page, watch, [stored.offerTitre]);
  await page
    .getByRole('link', { name: /^voir plus :/ })
    .first()
    .click();
  await expectInert(page, watch, [stored.offerTitre, ...candidateCard], page.getByRole('main'));
  await page.getByRole('button', { name: /^Voir le profil de/ }).click();
  await expectInert(page, watch, candidateProfile, page.getByRole('dialog'));
  await closePanel(page);
  await page.getByRole('tab', { name: 'Description' }).click();
  await expectInert(page, watch, offer);
  await page.goto(`/dashb/offre-edt/${seeded.offerId}`);
  await expectFieldValues(page, [stored.offerTitre, stored.offerDescription]);
  await expectInert(page, watch, [stored.offerTech, stored.skill]);

  await go(page, 'Correspondance des offres');
  await expectInert(page, watch, [stored.offerTitre, stored.offerTech, ...candidateCard]);
  await go(page, 'Favoris');
  await expectInert(page, watch, candidateCard);
  await go(page, 'Missions');
  await expectInert(page, watch, [...candidateName, stored.titre]);
  await go(page, 'Chat');
  await expectInert(page, watch, [stored.clientMessage, stored.toClient], page.getByRole('log'));
});

test('the candidate’s screens show every stored value as text, inert', async ({ page }) => {
  const watch = await watchXss(page);
  await loginThroughUi(page, seeded.candidate.email, seeded.candidate.password);
  await expect(page).toHaveURL(/\/dashb$/);
  await expectInert(page, watch, [stored.prenom]);
  // The application retained (the offer and the company named), the staff's message.
  await openBell(
    page,
    watch,
    [stored.offerTitre, stored.company, stored.toCandidate],
    [
      // The retained application and the contrat de prestation to sign (DECISIONS §6.5) name the company.
      [stored.company, 2],
      [stored.toCandidate, 1],
    ],
  );

  await go(page, 'Profil');
  await expectInert(page, watch, candidateProfile);
  // The edit panels hold the values in their fields, the skills as chips.
  await page.getByRole('button', { name: 'Modifier mes informations' }).click();
  await expectFieldValues(page, [stored.nom, stored.prenom, stored.resume, stored.titre]);
  await expectInert(page, watch, [stored.skill], page.getByRole('dialog'));
  await closePanel(page);
  await page.getByRole('button', { name: 'Modifier mes expériences' }).click();
  await expectInert(page, watch, [stored.employer], page.getByRole('dialog'));
  await closePanel(page);
  const download = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Télécharger', exact: true }).click();
  expect((await download).suggestedFilename()).toMatch(/onerror=__xss\.push\(this\.alt\) alt=cv.\.pdf$/);
  await expectInert(page, watch, []);

  await go(page, 'Trouver une offre');
  await page.getByRole('textbox', { name: 'Chercher une offre' }).fill(SEARCH_WORD);
  await page.getByRole('textbox', { name: 'Chercher une offre' }).press('Enter');
  const card = page.getByRole('article').filter({ hasText: stored.offerTitre });
  await expectInert(page, watch, [stored.offerTitre, stored.offerTech, stored.skill], card);
  await card.getByRole('link').first().click();
  await expectInert(page, watch, offer);
  await captureScreens(page, 'xss-candidate-offer');

  await go(page, 'Mes propositions');
  await expectInert(page, watch, [stored.offerTitre]);
  await go(page, 'Chat');
  await expectInert(page, watch, [stored.candidateMessage, stored.toCandidate], page.getByRole('log'));
});

/** The CV download is an attachment of the detected type: a browser never renders it as a page. */
test('the CV download names the file in a header, as an attachment', async ({ request }) => {
  const res = await request.get(`/api/files/cv/${seeded.candidate.userId}`, {
    headers: { 'sb-tkn': await adminToken(request) },
  });
  expect(res.status()).toBe(200);
  expect(res.headers()['content-type']).toBe('application/pdf');
  expect(res.headers()['x-content-type-options']).toBe('nosniff');
  expect(res.headers()['content-disposition']).toMatch(
    /^attachment; filename="<img src=x onerror=__xss\.push\(this\.alt\) alt=cv>\.pdf"; filename\*=UTF-8''/,
  );
});
