import { MSG } from '@passerelle/shared/messages';
import { paths } from '@passerelle/shared/paths';
import { filesApi } from '@passerelle/shared/routes/files';
import { profilesApi } from '@passerelle/shared/routes/profiles';
import { screen, within } from '@testing-library/react';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { preloadRichFields } from '../../../components/form/preload-rich-fields';
import { sessionStore } from '../../../lib/session';
import { candidateProfileOf, userOf } from '../../../test/fixtures';
import { currentPath, fakeApi, fakeUploads, refusal, renderScreen, typeDate } from '../../../test/render';
import { CandidateProfilePage } from './candidate-profile-page';

// The rich date and tag fields, as a user's pointer loads them (issue 20).
beforeAll(preloadRichFields);

const PHOTO_URL = filesApi.photo.url.replace(':name', 'portrait.png');
const candidate = userOf('condidat', { profile_done: false, formation_done: false, exp_done: false });

function signedInCandidate() {
  sessionStore.set({ token: 'jeton', user: candidate });
  return { api: fakeApi(), uploads: fakeUploads({ body: { done: true, data: PHOTO_URL } }) };
}

const renderProfile = () =>
  renderScreen(<CandidateProfilePage />, { path: paths.onboarding.candidate, pattern: paths.onboarding.candidate });

/** Opens a select with the keyboard and picks an option by moving down to it. */
async function choose(ui: ReturnType<typeof renderProfile>, label: string, option: string) {
  screen.getByRole('combobox', { name: label }).focus();
  await ui.user.keyboard('{ArrowDown}');
  const listbox = await screen.findByRole('listbox');
  const options = within(listbox).getAllByRole('option');
  const index = options.findIndex((o) => o.textContent === option);
  // The menu opens on its first option.
  await ui.user.keyboard(`${'{ArrowDown}'.repeat(index)}{Enter}`);
}

async function fillProfile(ui: ReturnType<typeof renderProfile>) {
  const portrait = new File([new Uint8Array(100)], 'portrait.png', { type: 'image/png' });
  await ui.user.upload(screen.getByLabelText(/Photo de profil/), portrait);
  await ui.user.type(screen.getByRole('textbox', { name: 'Nom' }), 'Martin');
  await ui.user.tab();
  await ui.user.keyboard('Léa');
  screen.getByRole('radio', { name: 'Homme' }).focus();
  await ui.user.keyboard('{ArrowRight}');
  await typeDate(ui.user, 'Date de naissance', '14/03/1990');
  await ui.user.type(screen.getByRole('textbox', { name: 'Téléphone' }), '0612345678');
  await choose(ui, 'Niveau d’études', 'Bac+5 (Master, ingénieur)');
  await choose(ui, 'Années d’expérience', 'De 1 à 10 ans');
  await ui.user.type(screen.getByRole('textbox', { name: 'Titre du profil' }), 'Développeuse React');
  await ui.user.type(screen.getByRole('combobox', { name: 'Compétences' }), 'React{Enter}Node.js{Enter}');
  await typeDate(ui.user, 'Date de disponibilité', '04/01/2027');
  return portrait;
}

const save = (ui: ReturnType<typeof renderProfile>) =>
  ui.user.click(screen.getByRole('button', { name: 'Enregistrer et continuer' }));

// Typing with the keyboard in jsdom is slow on a loaded machine: a form's test gets room.
describe('CandidateProfilePage (SPEC §2 /register/cd/inf, §5 candidate profile)', () => {
  it('shows the French field errors, the missing photo included, and sends nothing', async () => {
    const { api, uploads } = signedInCandidate();
    const ui = renderProfile();
    await save(ui);
    for (const message of [
      MSG.photoRequired,
      MSG.nomRequired,
      MSG.prenomRequired,
      MSG.sexRequired,
      MSG.birthDateRequired,
      MSG.phoneRequired,
      MSG.nivEtudeRequired,
      MSG.nivExpRequired,
      MSG.titreRequired,
      MSG.skillsRequired,
      MSG.dispoRequired,
    ])
      expect(await screen.findByText(message)).toBeTruthy();

    await ui.user.type(screen.getByRole('textbox', { name: 'Nom' }), 'Li');
    await ui.user.type(screen.getByRole('textbox', { name: 'Téléphone' }), '12');
    await ui.user.upload(screen.getByLabelText(/Photo de profil/), new File(['x'], 'cv.pdf', { type: 'application/pdf' }));
    await save(ui);
    expect(await screen.findByText(MSG.nomInvalid)).toBeTruthy();
    expect(screen.getByText(MSG.phoneInvalid)).toBeTruthy();
    expect(screen.getByText(MSG.photoWrongType)).toBeTruthy();
    expect(api.requests).toEqual([]);
    expect(uploads.sent).toEqual([]);
  });

  it('uploads the photo first, then creates the profile with its URL, and opens the education step', async () => {
    const { api, uploads } = signedInCandidate();
    const created = candidateProfileOf({ ...candidate, profile_done: true });
    api.on(profilesApi.newCondinf, { body: { done: true, data: created } });
    const ui = renderProfile();
    const portrait = await fillProfile(ui);
    await save(ui);

    await vi.waitFor(() => expect(currentPath()).toBe(paths.onboarding.education));
    expect(uploads.sent).toEqual([{ url: filesApi.upload.url, token: 'jeton', file: portrait }]);
    expect(api.sentTo(profilesApi.newCondinf)).toEqual([
      {
        url: profilesApi.newCondinf.url,
        method: 'POST',
        body: {
          nom: 'Martin',
          prenom: 'Léa',
          sex: 'female',
          date_naiss: '1990-03-14',
          tel: '0612345678',
          resume: '',
          niv_etude: 'bac+5',
          niv_exp: '1-10',
          titre: 'Développeuse React',
          skills: ['React', 'Node.js'],
          dispo: '2027-01-04',
          // Left empty: the freelancer proposes no rate (DECISIONS §6.8).
          tjm_souhaite: null,
          img: PHOTO_URL,
        },
        token: 'jeton',
      },
    ]);
    expect(sessionStore.get()?.user.profile_done).toBe(true);
  });

  it('takes the rate the freelancer proposes (optional, whole euros, DECISIONS §6.8)', async () => {
    const { api } = signedInCandidate();
    api.on(profilesApi.newCondinf, { body: { done: true, data: candidateProfileOf({ ...candidate, profile_done: true }) } });
    const ui = renderProfile();
    await fillProfile(ui);
    const rate = screen.getByRole('textbox', { name: 'TJM souhaité (€ / jour)' });
    expect(screen.getByText(/fixe le TJM définitif/)).toBeTruthy();
    await ui.user.type(rate, '12,5');
    await save(ui);
    expect(await screen.findByText(MSG.tjmInvalid)).toBeTruthy();
    expect(api.sentTo(profilesApi.newCondinf)).toEqual([]);
    await ui.user.clear(rate);
    await ui.user.type(rate, '550');
    await save(ui);
    await vi.waitFor(() => expect(api.sentTo(profilesApi.newCondinf)).toHaveLength(1));
    expect(api.sentTo(profilesApi.newCondinf)[0]?.body).toMatchObject({ tjm_souhaite: 550 });
  });

  it("shows the server's refusal of the photo or of the profile, else SPEC §8's fixed text", async () => {
    const { api, uploads } = signedInCandidate();
    Object.assign(uploads.outcome, refusal(413, 'upload.photo_too_large', MSG.photoTooLarge));
    const ui = renderProfile();
    await fillProfile(ui);
    await save(ui);
    expect(await screen.findByText(MSG.photoTooLarge)).toBeTruthy();
    expect(api.sentTo(profilesApi.newCondinf)).toEqual([]);

    Object.assign(uploads.outcome, { status: 200, body: { done: true, data: PHOTO_URL } });
    api.on(profilesApi.newCondinf, refusal(409, 'profile.already_exists', MSG.profileAlreadyExists));
    await save(ui);
    expect(await screen.findByText(MSG.profileAlreadyExists)).toBeTruthy();

    api.on(profilesApi.newCondinf, { status: 500, body: null });
    await save(ui);
    expect(await screen.findByText(MSG.createProfileFailed.trim())).toBeTruthy();
    expect(currentPath()).toBe(paths.onboarding.candidate);
  });
});
