import type { MatchCard } from '@passerelle/shared';
import { MSG } from '@passerelle/shared/messages';
import { paths } from '@passerelle/shared/paths';
import { matchingApi } from '@passerelle/shared/routes/matching';
import { profilesApi } from '@passerelle/shared/routes/profiles';
import { briefApi } from '@passerelle/shared/routes/skills';
import { fireEvent, screen, within } from '@testing-library/react';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { preloadRichFields } from '../../../components/form/preload-rich-fields';
import { sessionStore } from '../../../lib/session';
import { clientProfileOf, userOf } from '../../../test/fixtures';
import { currentPath, fakeApi, fakeUploads, refusal, renderScreen } from '../../../test/render';
import { SearchPage } from './search-page';

// The rich date and tag fields, as a user's pointer loads them (issue 20).
beforeAll(preloadRichFields);

const BRIEF = "Nous cherchons un développeur ReactJS / Node.js senior, 5 ans d'expérience, démarrage le 15/01/2027.";

const card: MatchCard = {
  id: 21,
  nom: 'Durand',
  prenom: 'Paul',
  img: null,
  titre: 'Développeur React',
  skills: ['ReactJS', 'Node.js'],
  niv_exp: '1-10',
  niv_etude: 'bac+5',
  dispo: '2027-01-04',
  jours_semaine: 5,
  dispo_confirmee_le: '2026-11-20T10:00:00.000Z',
  note_moyenne: null,
  nb_avis: 0,
  resume: null,
  formations: [],
  experiences: [],
  score: 100,
  c1: 1,
  c2: 1,
  c3: 1,
  competences_trouvees: 2,
  competences_demandees: 2,
  matched: ['React', 'Node.js'],
  missing_plus: [],
  matched_spellings: [
    { skill: 'React', spelling: 'ReactJS' },
    { skill: 'Node.js', spelling: null },
  ],
  missing: [],
  favori: false,
  demande: false,
};

function signedInClient() {
  const user = userOf('client');
  sessionStore.set({ token: 'jeton', user });
  const api = fakeApi();
  api.on(profilesApi.getUserClientInf, { body: { done: true, data: clientProfileOf(user) } });
  api.on(matchingApi.searchmatch, { body: { done: true, candidats: [card], totalItems: 1, totalPages: 1, currentPage: 0 } });
  return api;
}

const renderSearch = () =>
  renderScreen(<SearchPage />, { path: paths.dashboard.client.search, pattern: paths.dashboard.client.search });

async function openBrief(ui: ReturnType<typeof renderSearch>) {
  await ui.user.click(screen.getByRole('button', { name: 'Coller une fiche de poste' }));
  // The dialog's content loads at its first opening: a spinner under its title meanwhile.
  await screen.findByRole('textbox', { name: 'Texte de la fiche de poste' });
  return screen.getByRole('dialog', { name: 'Coller une fiche de poste' });
}

describe('BriefDialog (DECISIONS §6.1 « Coller une fiche de poste »: from a brief to the ranked shortlist)', {
  timeout: 20_000,
}, () => {
  it('reads a pasted brief at once, shows what it asks for, and one click fills the form and runs the search', async () => {
    const api = signedInClient();
    api.on(briefApi.brief, {
      body: { done: true, skills: ['React', 'Node.js'], skills_plus: ['Docker'], niv_exp: '1-10', date_dispo: '2027-01-15' },
    });
    const ui = renderSearch();
    const dialog = await openBrief(ui);
    await ui.user.click(within(dialog).getByRole('textbox', { name: 'Texte de la fiche de poste' }));
    await ui.user.paste(BRIEF);

    const read = await within(dialog).findByRole('form', { name: 'Ce que la fiche demande' });
    expect(api.sentTo(briefApi.brief).map((r) => r.body)).toEqual([{ text: BRIEF }]);
    const chips = within(read).getByRole('list', { name: 'Compétences demandées' });
    expect(
      within(chips)
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual(['React', 'Node.js']);
    // The nice-to-have skills apart (DECISIONS §6.8).
    const plus = within(read).getByRole('list', { name: 'Un plus (compétences appréciées)' });
    expect(
      within(plus)
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual(['Docker']);
    expect(within(read).getByRole('combobox', { name: "Années d'expérience" }).textContent).toBe('De 1 à 10 ans');
    // The client adjusts a chip before searching.
    await ui.user.click(within(within(chips).getByRole('button', { name: 'Node.js' })).getByTestId('CancelIcon'));
    await ui.user.click(within(dialog).getByRole('button', { name: 'Lancer la recherche' }));

    const results = await screen.findByRole('region', { name: 'Résultats' });
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(api.sentTo(matchingApi.searchmatch).map((r) => r.body)).toEqual([
      { skills: ['React'], skills_plus: ['Docker'], niv_exp: '1-10', date_dispo: '2027-01-15', page: 0, size: 10 },
    ]);
    expect(currentPath()).toBe(`${paths.dashboard.client.search}?t=React&p=Docker&exp=1-10&dispo=2027-01-15`);
    // The search form holds the brief's criteria, still editable.
    const form = screen.getByRole('search', { name: 'Critères de recherche' });
    expect(
      within(within(form).getByRole('list', { name: 'Technologies' }))
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual(['React']);
    // The card names the candidate's own spelling.
    const found = within(results).getByRole('list', { name: 'Compétences trouvées' });
    expect(
      within(found)
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual(['React (ReactJS)', 'Node.js']);
    // Beside the score from 600 px, below it on a phone (both drawn, one shown by the width).
    expect(within(results).getAllByText('2 compétences sur 2').length).toBeGreaterThan(0);
  });

  it('refuses a half-typed start date in what was read, and searches nothing (issue 16 item 15)', async () => {
    const api = signedInClient();
    api.on(briefApi.brief, { body: { done: true, skills: ['React'], skills_plus: [], niv_exp: null, date_dispo: null } });
    const ui = renderSearch();
    const dialog = await openBrief(ui);
    await ui.user.click(within(dialog).getByRole('textbox', { name: 'Texte de la fiche de poste' }));
    await ui.user.paste(BRIEF);
    const read = await within(dialog).findByRole('form', { name: 'Ce que la fiche demande' });
    const date = await within(read).findByRole('group', { name: 'Disponible le' });
    await ui.user.click(within(date).getByRole('spinbutton', { name: 'Jour' }));
    await ui.user.keyboard('1501');
    await ui.user.click(within(dialog).getByRole('button', { name: 'Lancer la recherche' }));
    expect(await within(read).findByText(MSG.dateIncomplete)).toBeTruthy();
    expect(screen.getByRole('dialog', { name: 'Coller une fiche de poste' })).toBeTruthy();
    expect(api.sentTo(matchingApi.searchmatch)).toEqual([]);
  });

  it('checks the text before sending it and shows the refusals in French by code', async () => {
    const api = signedInClient();
    api.on(briefApi.brief, refusal(403, 'account.not_active', 'texte du serveur'));
    const ui = renderSearch();
    const dialog = await openBrief(ui);
    await ui.user.click(within(dialog).getByRole('button', { name: 'Lire la fiche' }));
    expect(within(dialog).getByText(MSG.briefTextRequired)).toBeTruthy();
    expect(api.sentTo(briefApi.brief)).toEqual([]);

    await ui.user.type(within(dialog).getByRole('textbox', { name: 'Texte de la fiche de poste' }), 'Développeur Java');
    await ui.user.click(within(dialog).getByRole('button', { name: 'Lire la fiche' }));
    expect(await within(dialog).findByText(MSG.accountNotValidated)).toBeTruthy();
    expect(api.sentTo(matchingApi.searchmatch)).toEqual([]);
  });

  it('reads a chosen file with its progress, and says when a file has no readable text', async () => {
    signedInClient();
    const uploads = fakeUploads(refusal(400, 'brief.no_text', 'texte du serveur'));
    const ui = renderSearch();
    const dialog = await openBrief(ui);
    const input = within(dialog).getByLabelText('Fichier de la fiche de poste');

    await ui.user.upload(input, new File(['x'], 'photo.png', { type: 'image/png' }));
    expect(within(dialog).getByText(MSG.briefFileType)).toBeTruthy();
    expect(uploads.sent).toEqual([]);

    const scan = new File(['%PDF'], 'scan.pdf', { type: 'application/pdf' });
    await ui.user.upload(input, scan);
    expect(await within(dialog).findByText(MSG.briefNoText)).toBeTruthy();
    expect(uploads.sent).toEqual([{ url: briefApi.briefFile.url, token: 'jeton', file: scan }]);

    uploads.outcome.status = 200;
    uploads.outcome.body = { done: true, skills: [], niv_exp: null, date_dispo: null };
    await ui.user.upload(input, new File(['Poste de chef de projet'], 'fiche.txt', { type: 'text/plain' }));
    expect(await within(dialog).findByText(MSG.briefNoSkill)).toBeTruthy();
    await ui.user.click(within(dialog).getByRole('button', { name: 'Lancer la recherche' }));
    expect(await within(dialog).findByText(MSG.skillsRequired)).toBeTruthy();
    await vi.waitFor(() => expect(screen.getByRole('dialog')).toBeTruthy());
  });

  it('reads a file dropped on the text', async () => {
    const api = signedInClient();
    const uploads = fakeUploads({ body: { done: true, skills: ['SAP FI/CO', 'Scrum'], niv_exp: '>10', date_dispo: null } });
    const ui = renderSearch();
    const dialog = await openBrief(ui);
    const fiche = new File(['Chef de projet SAP FI/CO'], 'fiche.docx', {
      type: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
    });
    fireEvent.drop(within(dialog).getByRole('textbox', { name: 'Texte de la fiche de poste' }), {
      dataTransfer: { files: [fiche] },
    });

    const read = await within(dialog).findByRole('form', { name: 'Ce que la fiche demande' });
    expect(uploads.sent.map((u) => u.file)).toEqual([fiche]);
    expect(within(dialog).getByText('fiche.docx')).toBeTruthy();
    const chips = within(read).getByRole('list', { name: 'Compétences demandées' });
    expect(
      within(chips)
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual(['SAP FI/CO', 'Scrum']);
    expect(api.sentTo(briefApi.brief)).toEqual([]);
  });
});
