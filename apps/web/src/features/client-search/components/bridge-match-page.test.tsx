import { ERRORS } from '@passerelle/shared/errors';
import { paths } from '@passerelle/shared/paths';
import { matchingApi } from '@passerelle/shared/routes/matching';
import { profilesApi } from '@passerelle/shared/routes/profiles';
import { shortlistApi } from '@passerelle/shared/routes/teams';
import type { MatchCard } from '@passerelle/shared/schemas/matching';
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { sessionStore } from '../../../lib/session';
import { clientProfileOf, publicProfileOf, userOf } from '../../../test/fixtures';
import { fakeApi, refusal, renderScreen } from '../../../test/render';
import { BridgeMatchPage } from './bridge-match-page';

const card: MatchCard = {
  ...publicProfileOf(),
  score: 100,
  c1: 1,
  c2: 1,
  c3: 1,
  competences_trouvees: 1,
  competences_demandees: 1,
  matched: ['React'],
  missing_plus: [],
  matched_spellings: [{ skill: 'React', spelling: null }],
  missing: [],
  favori: false,
  demande: false,
};
const offer = (id: number, titre: string) => ({
  id,
  titre,
  date_debut: '2027-01-04',
  date_fin: '2027-06-30',
  tech: ['React'],
  etat: 'ouvert' as const,
});

function bridgeMatch() {
  const user = userOf('client');
  sessionStore.set({ token: 'jeton', user });
  const api = fakeApi();
  api.on(profilesApi.getUserClientInf, { body: { done: true, data: clientProfileOf(user) } });
  api.on(matchingApi.bmatch, {
    body: {
      done: true,
      data: [
        { offre: offer(4, 'Développeur React'), candidats: [card] },
        { offre: offer(5, 'Lead React'), candidats: [card] },
      ],
    },
  });
  const ui = renderScreen(<BridgeMatchPage />, {
    path: paths.dashboard.client.bridgeMatch,
    pattern: paths.dashboard.client.bridgeMatch,
  });
  return { api, ui };
}

describe('BridgeMatchPage: « Ajouter à la sélection » (issue 18)', () => {
  it('puts the candidate on the shortlist of the offer it is matched with, without asking which offer', async () => {
    const { api, ui } = bridgeMatch();
    api.on(shortlistApi.shortlistAdd, { body: { done: true, id: 3 } });
    const section = await screen.findByRole('region', { name: 'Lead React' });
    await ui.user.click(within(section).getByRole('button', { name: 'Ajouter Paul Durand à la sélection' }));
    expect(await within(section).findByRole('status')).toHaveProperty('textContent', 'Ajouté à la sélection');
    expect(screen.queryByRole('menu')).toBeNull();
    expect(api.sentTo(shortlistApi.shortlistAdd).map((r) => r.body)).toEqual([{ offreId: 5, condidatId: 21 }]);
  });

  it('says so in French when the candidate is already on that shortlist', async () => {
    const { api, ui } = bridgeMatch();
    api.on(shortlistApi.shortlistAdd, refusal(409, 'shortlist.already', ERRORS['shortlist.already'].message));
    const section = await screen.findByRole('region', { name: 'Développeur React' });
    await ui.user.click(within(section).getByRole('button', { name: 'Ajouter Paul Durand à la sélection' }));
    expect(await within(section).findByText(ERRORS['shortlist.already'].message)).toBeTruthy();
    expect(api.sentTo(shortlistApi.shortlistAdd).map((r) => r.body)).toEqual([{ offreId: 4, condidatId: 21 }]);
  });
});
