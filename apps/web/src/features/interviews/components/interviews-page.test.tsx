import type { Interview } from '@passerelle/shared';
import { paths } from '@passerelle/shared/paths';
import { interviewsApi } from '@passerelle/shared/routes/teams';
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { sessionStore } from '../../../lib/session';
import { userOf } from '../../../test/fixtures';
import { fakeApi, renderScreen } from '../../../test/render';
import { InterviewsPage } from './interviews-page';

const proposed: Interview = {
  id: 5,
  etat: 'propose',
  creneaux: ['2027-12-01T09:00:00.000Z', '2027-12-02T13:30:00.000Z'],
  creneau: null,
  duree_min: 45,
  lien_visio: 'https://meet.exemple.fr/nexa',
  offre: { id: 3, titre: 'Développeur React' },
  condidat: { id: 8, nom: 'Martin', prenom: 'Léa', titre: 'Développeuse React', img: null },
  client: { id: 2, nom_entreprise: 'Nexa Conseil' },
  createdAt: '2026-11-20T10:00:00.000Z',
};

describe('InterviewsPage (« Mes entretiens », issue 18)', { timeout: 20_000 }, () => {
  it('shows the proposed slots in Paris time; the candidate picks one with acceptEntretien', async () => {
    sessionStore.set({ token: 'jeton', user: userOf('condidat') });
    const api = fakeApi();
    let planned = false;
    api.on(interviewsApi.candidateEntretiens, () => ({
      body: {
        entretiens: [planned ? { ...proposed, etat: 'planifie', creneau: '2027-12-02T13:30:00.000Z' } : proposed],
      },
    }));
    api.on(interviewsApi.acceptEntretien, () => {
      planned = true;
      return { body: { done: true } };
    });
    const ui = renderScreen(<InterviewsPage side="candidate" />, {
      path: paths.dashboard.candidate.interviews,
      pattern: paths.dashboard.candidate.interviews,
    });
    const card = await screen.findByRole('article', { name: 'Entretien avec Nexa Conseil' });
    expect(within(card).getByText('Proposé')).toBeTruthy();
    await ui.user.click(within(card).getByRole('button', { name: 'jeudi 2 décembre 2027 à 14:30' }));
    expect(api.sentTo(interviewsApi.acceptEntretien).map((r) => r.body)).toEqual([
      { id: 5, creneau: '2027-12-02T13:30:00.000Z' },
    ]);
    expect(await screen.findByText('Le jeudi 2 décembre 2027 à 14:30 (heure de Paris)')).toBeTruthy();
    expect(screen.getByText('Planifié')).toBeTruthy();
  });

  it('cancels only after confirmation, for the company', async () => {
    sessionStore.set({ token: 'jeton', user: userOf('client') });
    const api = fakeApi();
    api.on(interviewsApi.clientEntretiens, { body: { entretiens: [proposed] } });
    api.on(interviewsApi.clientCancel, { body: { done: true } });
    const ui = renderScreen(<InterviewsPage side="client" />);
    await ui.user.click(await screen.findByRole('button', { name: "Annuler l'entretien" }));
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByText(/Le candidat et vos collègues seront prévenus/)).toBeTruthy();
    expect(api.sentTo(interviewsApi.clientCancel)).toEqual([]);
    await ui.user.click(within(dialog).getByRole('button', { name: "Annuler l'entretien" }));
    await expect.poll(() => api.sentTo(interviewsApi.clientCancel).map((r) => r.body)).toEqual([{ id: 5 }]);
  });
  it('shows the staff every interview, cancelled ones included, with both parties and no action', async () => {
    sessionStore.set({ token: 'jeton', user: userOf('admin') });
    const api = fakeApi();
    const planned: Interview = {
      ...proposed,
      id: 6,
      etat: 'planifie',
      creneau: '2027-12-01T09:00:00.000Z',
      client: { id: 3, nom_entreprise: 'Alto Services' },
    };
    const cancelled: Interview = { ...proposed, id: 7, etat: 'annule', condidat: { ...proposed.condidat, prenom: 'Noé' } };
    api.on(interviewsApi.staffEntretiens, { body: { entretiens: [proposed, planned, cancelled] } });
    renderScreen(<InterviewsPage side="staff" />, {
      path: paths.dashboard.admin.interviews,
      pattern: paths.dashboard.admin.interviews,
    });
    const list = await screen.findByRole('list', { name: 'Entretiens' });
    expect(
      within(list)
        .getAllByRole('article')
        .map((card) => card.getAttribute('aria-label')),
    ).toEqual(['Léa Martin · Nexa Conseil', 'Léa Martin · Alto Services', 'Noé Martin · Nexa Conseil']);
    const first = within(list).getByRole('article', { name: 'Léa Martin · Nexa Conseil' });
    // The proposed slots are read, not picked; the planned one is given in Paris time.
    expect(within(first).getByText('jeudi 2 décembre 2027 à 14:30')).toBeTruthy();
    expect(within(list).getByText('Le mercredi 1 décembre 2027 à 10:00 (heure de Paris)')).toBeTruthy();
    expect(within(list).getByText('Annulé')).toBeTruthy();
    expect(within(list).queryAllByRole('button')).toEqual([]);
    expect(api.sentTo(interviewsApi.staffEntretiens)).toHaveLength(1);
  });
});
