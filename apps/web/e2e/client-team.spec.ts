import { expect, test } from '@playwright/test';
import { cvPdf, publishOffer, uniqueWord } from './candidate-fixtures';
import { loginClient, seedCandidate, seedClient } from './client-fixtures';
import { loginThroughUi, newEmail } from './support/accounts';
import { watchConsole } from './support/console';
import { waitForMail } from './support/mail';
import { captureScreens } from './support/screens';

/** The day 10 days from now in Paris, as the slot field's digits « ddmmyyyy » followed by 10:00. */
function slotInTenDaysDigits(): string {
  const day = new Date(Date.now() + 10 * 86_400_000);
  const [y, m, d] = new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/Paris' }).format(day).split('-');
  return `${d}${m}${y}1000`;
}

test('a company works as a team: invitation, shared shortlist with live votes, interview booked by the candidate', async ({
  browser,
  page,
  request,
}) => {
  test.setTimeout(240_000);
  const skill = uniqueWord('Elm');
  const owner = await seedClient(request, { prenom: 'Claire', company: 'Nexa Conseil' });
  const candidate = await seedCandidate(request, {
    prenom: 'Léa',
    nom: 'Martin',
    titre: 'Développeuse Elm',
    skills: [skill, 'TypeScript'],
  });
  // With her CV, the candidate's dashboard does not ask for it on each page.
  const cv = await request.post('/api/upload/cv', { headers: { 'sb-tkn': candidate.token }, multipart: { file: cvPdf } });
  expect(cv.status()).toBe(200);
  const offerTitle = `Développeur ${skill}`;
  await publishOffer(request, owner, { titre: offerTitle, tech: [skill] });
  const errors = watchConsole(page);

  // The owner invites a colleague from « Mon équipe ».
  await loginClient(page, owner);
  await page.getByRole('link', { name: 'Mon équipe' }).click();
  const colleague = newEmail('collegue');
  await page.getByRole('textbox', { name: 'E-mail du collègue' }).fill(colleague);
  await page.getByRole('button', { name: 'Inviter' }).click();
  await expect(page.getByRole('status')).toContainText(`Invitation envoyée à ${colleague}`);
  await expect(page.getByRole('list', { name: 'Invitations en attente' })).toContainText(colleague);
  await captureScreens(page, 'team-owner');

  // The colleague follows the mail's link, chooses a name and a password, and lands on the company's dashboard.
  // Subjects hold no text a user chose (issue 28 §6): the body names the company and the inviter.
  const mail = await waitForMail(colleague, 'invitation à rejoindre une équipe');
  expect(mail.text).toContain('vous invite à rejoindre l’équipe de Nexa Conseil');
  // The colleague's browser is in New York: the slots are still typed, and sent, in Paris time (DECISIONS §5).
  const memberContext = await browser.newContext({ timezoneId: 'America/New_York', locale: 'fr-FR' });
  const member = await memberContext.newPage();
  await member.goto(mail.link ?? '');
  await captureScreens(member, 'team-join');
  await member.getByRole('textbox', { name: 'Prénom' }).fill('Hugo');
  await member.getByRole('textbox', { name: 'Nom', exact: true }).fill('Moreau');
  await member.getByLabel('Mot de passe', { exact: true }).fill('Equipe-Nexa-2026!');
  await member.getByLabel('Confirmation').fill('Equipe-Nexa-2026!');
  await member.getByRole('button', { name: "Rejoindre l'équipe" }).click();
  await expect(member.getByRole('heading', { name: 'Bonjour Hugo !' })).toBeVisible();

  // The member finds the candidate and puts her on the offer's shortlist.
  await member.getByRole('link', { name: 'Candidats' }).click();
  await member.getByRole('combobox', { name: 'Technologies' }).fill(skill);
  await member.keyboard.press('Enter');
  await member.getByRole('button', { name: 'Confirmer' }).click();
  const card = member.getByRole('article', { name: 'Léa Martin' });
  await card.getByRole('button', { name: 'Ajouter Léa Martin à la sélection' }).click();
  await member.getByRole('menuitem', { name: offerTitle }).click();
  await expect(card.getByRole('status')).toContainText(`Ajouté à la sélection de « ${offerTitle} »`);

  // The owner watches the offer's « Sélection » tab while the member votes and comments: it updates live.
  await page.getByRole('link', { name: 'Mes offres' }).click();
  await page.getByRole('link', { name: offerTitle }).first().click();
  await page.getByRole('tab', { name: 'Sélection' }).click();
  const ownerCard = page.getByRole('article', { name: 'Léa Martin' });
  await expect(ownerCard.getByRole('button', { name: 'Pour (0)' })).toBeVisible();

  await member.getByRole('link', { name: 'Mes offres' }).click();
  await member.getByRole('link', { name: offerTitle }).first().click();
  await member.getByRole('tab', { name: 'Sélection' }).click();
  const memberCard = member.getByRole('article', { name: 'Léa Martin' });
  await memberCard.getByRole('button', { name: 'Pour (0)' }).click();
  await memberCard.getByRole('textbox', { name: 'Votre commentaire' }).fill('Très à l’aise en Elm, à rencontrer.');
  await memberCard.getByRole('button', { name: 'Commenter' }).click();
  await expect(ownerCard.getByRole('button', { name: 'Pour (1)' })).toBeVisible();
  await expect(ownerCard).toContainText('Très à l’aise en Elm, à rencontrer.');
  await captureScreens(page, 'team-shortlist');

  // The member proposes an interview from the shortlist.
  await memberCard.getByRole('button', { name: 'Proposer un entretien à Léa Martin' }).click();
  const dialog = member.getByRole('dialog');
  await dialog.getByRole('group', { name: 'Créneau 1' }).getByRole('spinbutton', { name: 'Jour' }).click();
  await member.keyboard.type(slotInTenDaysDigits());
  await dialog.getByRole('textbox', { name: 'Lien de visioconférence (facultatif)' }).fill('https://meet.exemple.fr/nexa-lea');
  await captureScreens(member, 'team-interview-dialog');
  await dialog.getByRole('button', { name: 'Proposer' }).click();
  await expect(dialog.getByRole('status')).toContainText('Proposition envoyée');
  await dialog.getByRole('button', { name: 'Fermer' }).click();

  // The candidate picks the slot in « Mes entretiens »: both sides get the calendar invitation.
  const candidateContext = await browser.newContext();
  const candidatePage = await candidateContext.newPage();
  await loginThroughUi(candidatePage, candidate.email, candidate.password);
  await candidatePage.getByRole('link', { name: 'Mes entretiens' }).click();
  const interview = candidatePage.getByRole('article', { name: 'Entretien avec Nexa Conseil' });
  await expect(interview).toContainText('Proposé');
  await captureScreens(candidatePage, 'team-candidate-interviews');
  await interview.getByRole('button', { name: /à 10:00/ }).click();
  await expect(interview).toContainText('Planifié');
  const invitation = await waitForMail(colleague, 'entretien planifié le');
  expect(invitation.text).toContain('Votre entretien avec Léa Martin est planifié');
  expect(invitation.text).not.toContain(candidate.email);
  expect((await waitForMail(candidate.email, 'entretien planifié le')).text).toContain('Votre entretien avec Nexa Conseil');

  // The company sees it planned.
  await member.getByRole('link', { name: 'Entretiens' }).click();
  await expect(member.getByRole('article', { name: 'Entretien avec Léa Martin' })).toContainText('Planifié');
  await captureScreens(member, 'team-interviews');

  // The owner removes the member: the member's session ends.
  await page.getByRole('link', { name: 'Mon équipe' }).click();
  await page.getByRole('button', { name: 'Retirer' }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Retirer' }).click();
  await expect(page.getByRole('list', { name: "Membres de l'équipe" })).not.toContainText('Hugo Moreau');
  await member.reload();
  await expect(member).toHaveURL(/\/login/);

  // Nothing of this reaches another company.
  const stranger = await seedClient(request, { company: 'Autre Société' });
  const foreign = await request.post('/api/cl/getEntretiens', { headers: { 'sb-tkn': stranger.token }, data: {} });
  expect((await foreign.json()).entretiens).toEqual([]);
  expect(errors).toEqual([]);
  await memberContext.close();
  await candidateContext.close();
});
