import { paths } from '@passerelle/shared/paths';
import { candidateOffersApi } from '@passerelle/shared/routes/offers';
import { profilesApi } from '@passerelle/shared/routes/profiles';
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { sessionStore } from '../../../lib/session';
import { candidateProfileOf, userOf } from '../../../test/fixtures';
import { currentPath, fakeApi, renderScreen } from '../../../test/render';
import { PropositionsPage } from './propositions-page';

const offer = (id: number, titre: string, isblocked = false) => ({
  id,
  titre,
  description: 'Refonte du portail client.',
  date_debut: '2026-10-01',
  date_fin: '2026-12-31',
  tech: ['React'],
  etat: 'en_cours',
  isblocked,
  createdAt: '2026-09-01T10:00:00.000Z',
});

const answer = (id: number, etat: 'retenue' | 'en_attente', createdAt: string) => ({
  id,
  etat,
  createdAt,
  message: null,
  decision_message: null,
});

describe('PropositionsPage (SPEC §2 /dashb/proposition, DECISIONS §6.4)', { timeout: 20_000 }, () => {
  it('leads a retained application to « Mes missions », even when its offer was blocked since', async () => {
    const user = userOf('condidat');
    sessionStore.set({ token: 'jeton', user });
    const api = fakeApi();
    api.on(profilesApi.getUserCondInf, { body: { done: true, data: candidateProfileOf(user) } });
    api.on(candidateOffersApi.getMyDmdOffer, {
      body: {
        done: true,
        data: [
          { ...answer(2, 'retenue', '2026-09-10T10:00:00.000Z'), offre: offer(8, 'Lead React', true) },
          { ...answer(1, 'en_attente', '2026-09-09T10:00:00.000Z'), offre: offer(7, 'Développeuse Vue') },
        ],
      },
    });
    const ui = renderScreen(<PropositionsPage />, { path: paths.dashboard.candidate.propositions });
    const list = await screen.findByRole('list', { name: 'Mes propositions' });
    const [retained, waiting] = within(list).getAllByRole('listitem');
    expect(within(waiting as HTMLElement).queryByRole('link', { name: /Voir ma mission/ })).toBeNull();
    await ui.user.click(within(retained as HTMLElement).getByRole('link', { name: 'Voir ma mission : Lead React' }));
    expect(currentPath()).toBe(paths.dashboard.candidate.missions);
  });
});
