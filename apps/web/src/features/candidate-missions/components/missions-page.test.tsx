import { paths } from '@passerelle/shared/paths';
import { contractsApi } from '@passerelle/shared/routes/contracts';
import { missionWorkApi } from '@passerelle/shared/routes/mission-work';
import { screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { sessionStore } from '../../../lib/session';
import { userOf } from '../../../test/fixtures';
import { fakeApi, renderScreen } from '../../../test/render';
import { reportMonths } from './cra-panel';
import { MyMissionsPage } from './missions-page';

const MISSION = {
  id: 7,
  etat: 'en_cours',
  date_debut: '2026-10-01',
  date_fin: '2026-12-31',
  tjm_candidat: 520,
  tjm: 600,
  client: 'Atelier Numérique',
  createdAt: '2026-09-20T10:00:00.000Z',
  avis_laisse: false,
};

const api = missionWorkApi.cd;
const CRA = { total: 1, motif: null, createdAt: '', valide_auto: false, validation_auto_le: null };

function signedInCandidate(cras: unknown[] = []) {
  sessionStore.set({ token: 'jeton', user: userOf('condidat') });
  const fake = fakeApi();
  fake.on(api.getMissions, { body: { done: true, missions: [MISSION] } });
  fake.on(api.getCras, { body: { done: true, cras } });
  fake.on(api.saveCra, { body: { done: true, id: 31, total: 1.5 } });
  fake.on(api.submitCra, { body: { done: true } });
  fake.on(missionWorkApi.cdDocuments.getDocuments, { body: { done: true, documents: [] } });
  fake.on(contractsApi.cd.getContrats, { body: { done: true, contrats: [] } });
  return fake;
}

const renderPage = () =>
  renderScreen(<MyMissionsPage />, { path: paths.dashboard.candidate.missions, pattern: paths.dashboard.candidate.missions });

describe('MyMissionsPage (DECISIONS §6.4 /dashb/missions)', { timeout: 20_000 }, () => {
  beforeEach(() => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date('2026-11-20T10:00:00Z'));
  });
  afterEach(() => vi.useRealTimers());

  it('offers the months from the start to this month, latest first', () => {
    expect(reportMonths('2026-10-01', '2026-12-31', '2026-11')).toEqual(['2026-11', '2026-10']);
    expect(reportMonths('2026-10-15', '2026-10-31', '2027-02')).toEqual(['2026-10']);
    expect(reportMonths('2027-01-01', '2027-03-31', '2026-11')).toEqual([]);
  });

  it('lists the mission with its company, marks weekends and holidays, saves and submits the days', async () => {
    const fake = signedInCandidate();
    const ui = renderPage();
    const card = await screen.findByRole('article', { name: 'Mission chez Atelier Numérique' });
    expect(within(card).getByText('du 01/10/2026 au 31/12/2026')).toBeTruthy();
    // Both rates while the operator keeps them transparent (DECISIONS §6.5).
    expect(within(card).getByText('Votre TJM (par jour)')).toBeTruthy();
    expect(within(card).getByText(/Facturé au client : 600/)).toBeTruthy();
    const grid = within(card).getByRole('group', { name: 'Compte rendu d’activité : Novembre 2026' });
    expect(within(grid).getByRole('button', { name: 'mercredi 11 (Armistice 1918) : non travaillé' })).toBeTruthy();
    await ui.user.click(within(grid).getByRole('button', { name: 'lundi 2 : non travaillé' }));
    await ui.user.click(within(grid).getByRole('button', { name: 'mardi 3 : non travaillé' }));
    await ui.user.click(within(grid).getByRole('button', { name: 'mardi 3 : journée' }));
    expect(within(card).getByText('· 1,5 jour déclaré')).toBeTruthy();
    await ui.user.click(within(card).getByRole('button', { name: 'Enregistrer le brouillon' }));
    await vi.waitFor(() => expect(fake.sentTo(api.saveCra)).toHaveLength(1));
    expect(fake.sentTo(api.saveCra)[0]?.body).toEqual({
      missionId: 7,
      mois: '2026-11',
      jours: { '2026-11-02': 1, '2026-11-03': 0.5 },
    });

    await ui.user.click(within(card).getByRole('button', { name: 'Soumettre à l’entreprise' }));
    const dialog = await screen.findByRole('dialog', { name: 'Soumettre le compte rendu ?' });
    await ui.user.click(within(dialog).getByRole('button', { name: 'Soumettre' }));
    await vi.waitFor(() => expect(fake.sentTo(api.submitCra)[0]?.body).toEqual({ id: 31 }));
  });

  it('shows a refused report with its reason, and a validated one read only', async () => {
    signedInCandidate([
      { ...CRA, id: 30, mois: '2026-11', jours: { '2026-11-02': 1 }, etat: 'refuse', motif: 'Le 2 était chômé' },
      { ...CRA, id: 29, mois: '2026-10', jours: { '2026-10-01': 1 }, etat: 'valide' },
    ]);
    const ui = renderPage();
    expect(
      await screen.findByText('Refusé par l’entreprise : Le 2 était chômé. Corrigez les jours puis soumettez à nouveau.'),
    ).toBeTruthy();
    // The days are put in the calendar once the report is read (an effect): found, not got.
    expect(await screen.findByRole('button', { name: 'lundi 2 : journée' })).toBeTruthy();
    await ui.user.click(screen.getByRole('combobox', { name: 'Mois' }));
    await ui.user.click(await screen.findByRole('option', { name: 'Octobre 2026 — validé' }));
    expect(await screen.findByText('Validé par l’entreprise : la facture a été émise.')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Enregistrer le brouillon' })).toBeNull();
    expect(((await screen.findByRole('button', { name: 'jeudi 1 : journée' })) as HTMLButtonElement).disabled).toBe(true);
  });

  it('tells the freelancer when a submitted report will be validated without an answer, and that it was', async () => {
    signedInCandidate([
      { ...CRA, id: 30, mois: '2026-11', jours: { '2026-11-02': 1 }, etat: 'soumis', validation_auto_le: '2026-12-01' },
      { ...CRA, id: 29, mois: '2026-10', jours: { '2026-10-01': 1 }, etat: 'valide', valide_auto: true },
    ]);
    const ui = renderPage();
    expect(
      await screen.findByText(
        'En attente de validation par l’entreprise. Sans réponse de sa part, il sera validé automatiquement le 1er décembre 2026.',
      ),
    ).toBeTruthy();
    await ui.user.click(screen.getByRole('combobox', { name: 'Mois' }));
    await ui.user.click(await screen.findByRole('option', { name: 'Octobre 2026 — validé' }));
    expect(
      await screen.findByText(/^Validé automatiquement, sans réponse de l’entreprise dans le délai\s: la facture a été émise\.$/),
    ).toBeTruthy();
  });
});
