import { MSG } from '@passerelle/shared/messages';
import { paths } from '@passerelle/shared/paths';
import { clientAlertsApi } from '@passerelle/shared/routes/alerts';
import { matchingApi } from '@passerelle/shared/routes/matching';
import { profilesApi } from '@passerelle/shared/routes/profiles';
import type { MatchCard } from '@passerelle/shared/schemas/matching';
import { screen, within } from '@testing-library/react';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { preloadRichFields } from '../../../components/form/preload-rich-fields';
import { sessionStore } from '../../../lib/session';
import { clientProfileOf, userOf } from '../../../test/fixtures';
import { currentPath, fakeApi, refusal, renderScreen, typeDate } from '../../../test/render';
import { SearchPage } from './search-page';

// The rich date and tag fields, as a user's pointer loads them (issue 20).
beforeAll(preloadRichFields);

const card: MatchCard = {
  id: 21,
  nom: 'Durand',
  prenom: 'Paul',
  img: null,
  titre: 'Développeur React',
  skills: ['React', 'Node.js'],
  niv_exp: '1-10',
  niv_etude: 'bac+5',
  dispo: '2027-01-04',
  jours_semaine: 5,
  dispo_confirmee_le: '2026-11-20T10:00:00.000Z',
  resume: null,
  formations: [],
  experiences: [],
  score: 80,
  c1: 1,
  c2: 0.6667,
  c3: 1,
  competences_trouvees: 1,
  competences_demandees: 2,
  matched: ['React'],
  missing_plus: [],
  matched_spellings: [{ skill: 'React', spelling: null }],
  missing: ['Java'],
  favori: false,
  demande: false,
  note_moyenne: 4.5,
  nb_avis: 2,
};

function signedInClient() {
  const user = userOf('client');
  sessionStore.set({ token: 'jeton', user });
  const api = fakeApi();
  api.on(profilesApi.getUserClientInf, { body: { done: true, data: clientProfileOf(user) } });
  return api;
}

const renderSearch = () =>
  renderScreen(<SearchPage />, { path: paths.dashboard.client.search, pattern: paths.dashboard.client.search });

/** The criteria with the keyboard: two skills (the field has the focus on arrival), a level, a date. */
async function fillCriteria(ui: ReturnType<typeof renderSearch>) {
  expect(document.activeElement).toBe(screen.getByRole('combobox', { name: 'Technologies' }));
  await ui.user.keyboard('React{Enter}Java{Enter}');
  // The browser's own list: chosen with the keyboard as a native select is.
  screen.getByRole('combobox', { name: "Années d'expérience" }).focus();
  await ui.user.selectOptions(screen.getByRole('combobox', { name: "Années d'expérience" }), 'De 1 à 10 ans');
  await typeDate(ui.user, 'Disponible le', '04/01/2027');
}

const confirm = (ui: ReturnType<typeof renderSearch>) => ui.user.click(screen.getByRole('button', { name: 'Confirmer' }));

// Typing with the keyboard in jsdom is slow on a loaded machine: a form's test gets room.
describe('SearchPage (SPEC §2 /dashb/srcd: the client searches candidates)', () => {
  it('asks for at least one technology in French and sends no search', async () => {
    const api = signedInClient();
    const ui = renderSearch();
    await confirm(ui);
    expect(await screen.findByText(MSG.skillsRequired)).toBeTruthy();
    await ui.user.type(screen.getByRole('combobox', { name: 'Technologies' }), 'React{Enter}react{Enter}');
    expect(await screen.findByText(MSG.techDuplicate)).toBeTruthy();
    expect(api.sentTo(matchingApi.searchmatch)).toEqual([]);
  });

  it('refuses a half-typed availability date in French and sends no search (issue 16 item 15)', async () => {
    const api = signedInClient();
    const ui = renderSearch();
    await ui.user.keyboard('React{Enter}');
    await typeDate(ui.user, 'Disponible le', '12');
    await confirm(ui);
    expect(await screen.findByText(MSG.dateIncomplete)).toBeTruthy();
    expect(api.sentTo(matchingApi.searchmatch)).toEqual([]);
    expect(currentPath()).toBe(paths.dashboard.client.search);

    // Completed, the date is searched; emptied again, the search goes without it.
    api.on(matchingApi.searchmatch, { body: { done: true, candidats: [card], totalItems: 1, totalPages: 1, currentPage: 0 } });
    await typeDate(ui.user, 'Disponible le', '12/01/2027');
    await confirm(ui);
    await vi.waitFor(() => expect(api.sentTo(matchingApi.searchmatch)[0]?.body).toMatchObject({ date_dispo: '2027-01-12' }));
    expect(screen.queryByText(MSG.dateIncomplete)).toBeNull();
  });

  it('sends the criteria to searchmatch, keeps them in the address and shows the results', async () => {
    const api = signedInClient();
    api.on(matchingApi.searchmatch, { body: { done: true, candidats: [card], totalItems: 1, totalPages: 1, currentPage: 0 } });
    const ui = renderSearch();
    await fillCriteria(ui);
    await confirm(ui);

    const results = await screen.findByRole('region', { name: 'Résultats' });
    expect(within(results).getByText(/Paul Durand/)).toBeTruthy();
    expect(api.sentTo(matchingApi.searchmatch)).toEqual([
      {
        url: matchingApi.searchmatch.url,
        method: 'POST',
        body: { skills: ['React', 'Java'], niv_exp: '1-10', date_dispo: '2027-01-04', page: 0, size: 10 },
        token: 'jeton',
      },
    ]);
    expect(currentPath()).toBe(`${paths.dashboard.client.search}?t=React&t=Java&exp=1-10&dispo=2027-01-04`);
  });

  it("shows the server's refusal in place of the results", async () => {
    const api = signedInClient();
    api.on(matchingApi.searchmatch, refusal(409, 'profile.required_first', MSG.profileRequiredFirst));
    const ui = renderSearch();
    await fillCriteria(ui);
    await confirm(ui);
    expect(await screen.findByText(MSG.profileRequiredFirst)).toBeTruthy();
    await vi.waitFor(() => expect(api.sentTo(matchingApi.searchmatch)).toHaveLength(1));
  });

  it('filters on confirmed availabilities, shows the freshness and saves the criteria as an alert (DECISIONS §6.2)', async () => {
    const api = signedInClient();
    const stale = {
      ...card,
      id: 8,
      prenom: 'Anne',
      jours_semaine: 3,
      dispo_confirmee_le: new Date(Date.now() - 40 * 86_400_000).toISOString(),
    };
    api.on(matchingApi.searchmatch, { body: { done: true, candidats: [stale], totalItems: 1, totalPages: 1, currentPage: 0 } });
    api.on(clientAlertsApi.createAlerte, { body: { done: true, id: 4 } });
    const ui = renderSearch();
    await ui.user.keyboard('React{Enter}');
    await ui.user.click(screen.getByRole('checkbox', { name: 'Disponibilité confirmée uniquement' }));
    await confirm(ui);
    const results = await screen.findByRole('region', { name: 'Résultats' });
    expect(within(results).getByText(/3 j\/semaine/)).toBeTruthy();
    expect(within(results).getByText('à confirmer')).toBeTruthy();
    expect(api.sentTo(matchingApi.searchmatch)[0]?.body).toMatchObject({ skills: ['React'], confirmed_only: true });
    expect(currentPath()).toBe(`${paths.dashboard.client.search}?t=React&conf=1`);

    await ui.user.click(screen.getByRole('button', { name: 'Créer une alerte' }));
    await ui.user.click(await screen.findByRole('button', { name: "Créer l'alerte" }));
    expect(await screen.findByText(/Alerte créée/)).toBeTruthy();
    expect(api.sentTo(clientAlertsApi.createAlerte)[0]?.body).toEqual({
      skills: ['React'],
      niv_exp: null,
      date_dispo: null,
      min_score: 80,
    });
  });
});
