import { missionWorkApi } from '@passerelle/shared/routes/mission-work';
import type { Mission } from '@passerelle/shared/schemas/requests';
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { sessionStore } from '../../../lib/session';
import { userOf } from '../../../test/fixtures';
import { fakeApi, renderScreen } from '../../../test/render';
import { CrasDialog } from './cras-dialog';

const CRA = { jours: { '2026-11-02': 1 }, total: 1, motif: null, createdAt: '' };
const MISSION = {
  id: 7,
  condidat: { prenom: 'Léa', nom: 'Martin' },
  client: { nom_entreprise: 'Atelier Numérique' },
} as unknown as Mission;

describe('the staff’s CRA dialog: the deadline (DECISIONS §6.5)', { timeout: 20_000 }, () => {
  it('dates a submitted report’s automatic validation and marks one the deadline validated', async () => {
    sessionStore.set({ token: 'jeton', user: userOf('admin') });
    const api = fakeApi();
    api.on(missionWorkApi.adm.getCras, {
      body: {
        done: true,
        cras: [
          { ...CRA, id: 1, mois: '2026-10', etat: 'valide', valide_auto: true, validation_auto_le: null },
          { ...CRA, id: 2, mois: '2026-11', etat: 'soumis', valide_auto: false, validation_auto_le: '2026-12-12' },
        ],
      },
    });
    renderScreen(<CrasDialog mission={MISSION} onClose={() => undefined} />);
    const november = await screen.findByRole('region', { name: 'Compte rendu de Novembre 2026' });
    expect(within(november).getByText('Validation automatique le 12 décembre 2026 sans réponse de l’entreprise.')).toBeTruthy();
    expect(within(november).queryByText('Validé automatiquement')).toBeNull();
    const october = screen.getByRole('region', { name: 'Compte rendu de Octobre 2026' });
    expect(within(october).getByText('Validé automatiquement')).toBeTruthy();
    expect(within(october).queryByText(/Validation automatique le/)).toBeNull();
  });
});
