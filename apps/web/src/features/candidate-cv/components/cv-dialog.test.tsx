import type { CandidateProfile } from '@passerelle/shared';
import { MSG } from '@passerelle/shared/messages';
import { filesApi } from '@passerelle/shared/routes/files';
import { candidateProfileApi, profilesApi } from '@passerelle/shared/routes/profiles';
import { skillsApi } from '@passerelle/shared/routes/skills';
import { screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { sessionStore } from '../../../lib/session';
import { candidateProfileOf, userOf } from '../../../test/fixtures';
import { fakeApi, fakeUploads, refusal, renderScreen } from '../../../test/render';
import { CvDialog } from './cv-dialog';

const user = userOf('condidat', { formation_done: true, exp_done: true });
const profile: CandidateProfile = {
  id: 12,
  user,
  nom: 'Martin',
  prenom: 'Léa',
  titre: 'Développeuse full stack',
  sex: 'female',
  date_naissance: '1990-05-04',
  tel: '0600000000',
  niv_etude: 'bac+5',
  niv_exp: '1-10',
  resume: null,
  skills: ['ReactJS', 'Méthode maison'],
  dispo: '2027-01-04',
  jours_semaine: 5,
  dispo_confirmee_le: '2026-11-20T10:00:00.000Z',
  tjm: null,
  tjm_souhaite: null,
  img: null,
  formations: [],
  experiences: [],
  createdAt: '2026-01-05T10:00:00.000Z',
};

function signedInCandidate(cvSkills: string[]) {
  sessionStore.set({ token: 'jeton', user });
  const api = fakeApi();
  api.on(profilesApi.getUserCondInf, { body: { done: true, data: candidateProfileOf(user) } });
  // The server's profile: what updateCondInfo saved, myprofile reads back.
  let saved = profile;
  api.on(candidateProfileApi.myprofile, () => ({ body: { done: true, data: saved } }));
  api.on(skillsApi.resolve, (request) => ({
    body: {
      done: true,
      skills: (request.body as { skills: string[] }).skills.map((s) => ({
        input: s,
        label: s === 'ReactJS' ? 'React' : s,
        known: s === 'ReactJS',
      })),
    },
  }));
  api.on(candidateProfileApi.updateCondInfo, (request) => {
    saved = { ...saved, skills: (request.body as { skills: string[] }).skills };
    return { body: { done: true, data: saved } };
  });
  const uploads = fakeUploads({ body: { done: true, skills: cvSkills } });
  return { api, uploads };
}

async function sendCv(ui: ReturnType<typeof renderScreen>) {
  await ui.user.upload(screen.getByLabelText('Fichier du CV'), new File(['%PDF'], 'cv.pdf', { type: 'application/pdf' }));
  await ui.user.click(screen.getByRole('button', { name: 'Confirmer' }));
  expect(await screen.findByText(MSG.cvUploaded)).toBeTruthy();
}

describe('CvDialog (DECISIONS §6.1: the skills read in the CV, offered to the profile)', { timeout: 20_000 }, () => {
  it('offers the skills the profile lacks under any spelling, one by one or all at once', async () => {
    const { api, uploads } = signedInCandidate(['React', 'Docker', 'Kubernetes', 'Terraform']);
    const onClose = vi.fn();
    const ui = renderScreen(<CvDialog open onClose={onClose} />);
    await sendCv(ui);
    expect(uploads.sent[0]?.url).toBe(filesApi.uploadCv.url);

    // React is on the profile as « ReactJS »: not offered.
    const offered = await screen.findByRole('list', { name: 'Compétences à ajouter' });
    expect(
      within(offered)
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual(['Docker', 'Kubernetes', 'Terraform']);
    await ui.user.click(screen.getByRole('button', { name: 'Ajouter « Docker » à mon profil' }));
    expect(await screen.findByText('« Docker » ajoutée à votre profil.')).toBeTruthy();
    expect(api.sentTo(candidateProfileApi.updateCondInfo).map((r) => r.body)).toEqual([
      {
        id: 12,
        nom: 'Martin',
        prenom: 'Léa',
        sex: 'female',
        date_naiss: '1990-05-04',
        resume: '',
        niv_etude: 'bac+5',
        niv_exp: '1-10',
        titre: 'Développeuse full stack',
        skills: ['ReactJS', 'Méthode maison', 'Docker'],
        dispo: '2027-01-04',
      },
    ]);
    await vi.waitFor(() =>
      expect(
        within(screen.getByRole('list', { name: 'Compétences à ajouter' }))
          .getAllByRole('listitem')
          .map((li) => li.textContent),
      ).toEqual(['Kubernetes', 'Terraform']),
    );
    await ui.user.click(screen.getByRole('button', { name: 'Tout ajouter (2)' }));
    expect(await screen.findByText('Votre profil contient toutes les compétences de votre CV.')).toBeTruthy();
    expect(api.sentTo(candidateProfileApi.updateCondInfo).at(-1)?.body).toMatchObject({
      skills: ['ReactJS', 'Méthode maison', 'Docker', 'Kubernetes', 'Terraform'],
    });
    // The dialog waits for the candidate.
    expect(onClose).not.toHaveBeenCalled();
    await ui.user.click(screen.getByRole('button', { name: 'Fermer' }));
    expect(onClose).toHaveBeenCalledOnce();
  });

  it('without skills in the CV, closes by itself after the message, as before', async () => {
    const { api } = signedInCandidate([]);
    const onClose = vi.fn();
    const ui = renderScreen(<CvDialog open onClose={onClose} />);
    await sendCv(ui);
    expect(screen.queryByRole('region', { name: 'Compétences lues dans votre CV' })).toBeNull();
    expect(screen.getByRole('button', { name: 'Fermer' }).hasAttribute('disabled')).toBe(true);
    await vi.waitFor(() => expect(onClose).toHaveBeenCalledOnce(), { timeout: 5000 });
    expect(api.sentTo(candidateProfileApi.updateCondInfo)).toEqual([]);
  });

  it("shows the server's refusal of an addition", async () => {
    const { api } = signedInCandidate(['Docker']);
    api.on(candidateProfileApi.updateCondInfo, refusal(403, 'access.not_owner', MSG.forbidden));
    const ui = renderScreen(<CvDialog open onClose={() => undefined} />);
    await sendCv(ui);
    await ui.user.click(await screen.findByRole('button', { name: 'Ajouter « Docker » à mon profil' }));
    expect(await screen.findByText(MSG.forbidden)).toBeTruthy();
  });
});
