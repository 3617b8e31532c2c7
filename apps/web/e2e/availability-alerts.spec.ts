import { expect, test } from '@playwright/test';
import { loginCandidate, publishOffer, seedCandidate as seedOnboardedCandidate, uniqueWord } from './candidate-fixtures';
import { apiCall, loginClient, seedCandidate, seedClient } from './client-fixtures';
import { watchConsole } from './support/console';
import { captureScreen, captureScreens } from './support/screens';

/** Availability that can be trusted and alerts on both sides (DECISIONS §6.2, issue 17). */

interface Notifications {
  data: { titre: string; content: string; url: string | null }[];
}

test('a client filters on confirmed availabilities, saves an alert with one more skill, and is told once of a new matching candidate', async ({
  page,
  request,
}) => {
  // A skill no other journey uses: Gleam.
  await seedCandidate(request, { prenom: 'Lucie', nom: 'Perrin', titre: 'Développeuse Gleam', skills: ['Gleam', 'Erlang'] });
  const client = await seedClient(request, { prenom: 'Hélène', company: 'Alerte Conseil' });
  const errors = watchConsole(page);
  await loginClient(page, client);

  // Elixir « un plus » (DECISIONS §6.8): the alert keeps it apart.
  await page.goto('/dashb/srcd?t=Gleam&p=Elixir');
  const card = page.getByRole('article', { name: 'Lucie Perrin' });
  await expect(card).toContainText('5\u00a0j/semaine');
  await expect(card).toContainText('confirmée aujourd’hui');
  await page.getByRole('checkbox', { name: 'Disponibilité confirmée uniquement' }).check();
  await page.getByRole('button', { name: 'Confirmer' }).click();
  await expect(page).toHaveURL(/conf=1/);
  await expect(card).toBeVisible();
  await captureScreens(page, 'availability-search');

  await page.getByRole('button', { name: 'Créer une alerte' }).click();
  const dialog = page.getByRole('dialog', { name: 'Créer une alerte' });
  // The search's skills, editable: one more, picked among the suggestions with the keyboard.
  const alertSkills = dialog.getByRole('list', { name: "Compétences de l'alerte" }).getByRole('listitem');
  await expect(alertSkills).toHaveText(['Gleam']);
  await expect(dialog.getByRole('list', { name: 'Compétences appréciées' }).getByRole('listitem')).toHaveText(['Elixir']);
  await dialog.getByRole('combobox', { name: "Compétences de l'alerte" }).fill('erlan');
  await expect(page.getByRole('listbox').getByRole('option').first()).toContainText('Erlang');
  await captureScreen(page, 'alert-create-suggestions');
  await page.keyboard.press('ArrowDown');
  await page.keyboard.press('Enter');
  await expect(alertSkills).toHaveText(['Gleam', 'Erlang']);
  await captureScreens(page, 'alert-create');
  await dialog.getByRole('button', { name: "Créer l'alerte" }).click();
  await expect(dialog).toContainText('Alerte créée');
  await dialog.getByRole('link', { name: 'Voir mes alertes' }).click();
  await expect(page).toHaveURL(/\/dashb\/alertes$/);
  await expect(page.getByRole('listitem', { name: 'Alerte Gleam, Erlang' })).toContainText('Score minimum 80 %');
  await expect(page.getByRole('listitem', { name: 'Alerte Gleam, Erlang' })).toContainText('Un plus\u00a0: Elixir');
  await captureScreens(page, 'client-alerts');

  // A new candidate with both required skills, validated by the staff (without the nice-to-have one: 4 units of 5,
  // 30 + 40 + 20 = 90 %): one notification « alerte », re-opening the search.
  await seedCandidate(request, { prenom: 'Noé', nom: 'Fabre', titre: 'Ingénieur Gleam', skills: ['Gleam', 'Erlang'] });
  await expect
    .poll(async () => {
      const notes = await apiCall<Notifications>(request, '/api/cl/getMyNotif', client.token, {});
      return notes.data.filter((n) => n.titre === 'alerte').map((n) => n.url);
    })
    .toEqual(['/dashb/srcd?t=Gleam&t=Erlang&p=Elixir']);
  expect(errors).toEqual([]);
});

test('a candidate confirms the availability, and asks to be told of new offers for a search and a skill', async ({
  page,
  request,
}) => {
  const candidate = await seedOnboardedCandidate(request);
  const word = uniqueWord('alerte');
  const errors = watchConsole(page);
  await loginCandidate(page, candidate);

  const box = page.getByRole('region', { name: 'Ma disponibilité' });
  await expect(box).toContainText('confirmée aujourd’hui');
  await box.getByRole('combobox', { name: 'Jours par semaine' }).selectOption({ label: '3 jours par semaine' });
  await box.getByRole('button', { name: 'Je confirme ma disponibilité' }).click();
  await expect(box).toContainText('votre disponibilité est confirmée');
  await expect(box).toContainText('3\u00a0j/semaine');
  await captureScreens(page, 'candidate-confirm-dispo');

  await page.goto('/dashb/offre');
  await page.getByRole('textbox', { name: 'Chercher une offre' }).fill(word);
  await page.keyboard.press('Enter');
  await page.getByRole('button', { name: "M'alerter" }).click();
  // The search's text, and a skill every offer must have, picked among the suggestions.
  const dialog = page.getByRole('dialog', { name: "M'alerter des nouvelles offres" });
  await expect(dialog.getByRole('textbox', { name: 'Texte recherché' })).toHaveValue(word);
  await dialog.getByRole('combobox', { name: 'Compétences exigées' }).fill('typescr');
  await expect(page.getByRole('listbox').getByRole('option').first()).toContainText('TypeScript');
  await page.keyboard.press('ArrowDown');
  await page.keyboard.press('Enter');
  await expect(dialog.getByRole('list', { name: 'Compétences exigées' }).getByRole('listitem')).toHaveText(['TypeScript']);
  await captureScreens(page, 'candidate-alert-me');
  await dialog.getByRole('button', { name: "Créer l'alerte" }).click();
  await expect(dialog).toContainText(`Alerte créée : nous vous prévenons de chaque nouvelle offre pour « ${word}, TypeScript »`);
  await dialog.getByRole('link', { name: 'Mes alertes' }).click();
  await expect(page.getByRole('listitem', { name: `Alerte ${word}, TypeScript` })).toBeVisible();
  await captureScreens(page, 'candidate-alerts');

  // The search finds two offers; only the one with TypeScript is announced: one notification « alerte ».
  const client = await seedClient(request, { company: 'Publie SAS' });
  await publishOffer(request, client, { titre: `Analyste ${word}`, tech: ['Python'] });
  const offerId = await publishOffer(request, client, { titre: `Développeur ${word}` });
  await expect
    .poll(async () => {
      const notes = await apiCall<Notifications>(request, '/api/cd/getMyNotif', candidate.token, {});
      return notes.data.filter((n) => n.titre === 'alerte').map((n) => n.url);
    })
    .toEqual([`/dashb/offre/${offerId}`]);
  expect(errors).toEqual([]);
});
