import { paths } from '@passerelle/shared/paths';
import { adminAccountsApi } from '@passerelle/shared/routes/admin-accounts';
import { availabilityApi } from '@passerelle/shared/routes/alerts';
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { sessionStore } from '../../../lib/session';
import { userOf } from '../../../test/fixtures';
import { fakeApi, renderScreen } from '../../../test/render';
import { InactiveCandidatesPage } from './inactive-candidates-page';

const page = (data: unknown[]) => ({
  done: true,
  data,
  inactiveSince: '2024-11-24T10:00:00.000Z',
  totalItems: data.length,
  totalPages: data.length ? 1 : 0,
  currentPage: 0,
});

describe('InactiveCandidatesPage (/dashb/acc/inactifs: RGPD retention, DECISIONS §6.2)', { timeout: 20_000 }, () => {
  it("lists the inactive candidates with their last activity, and the retention job's counts", async () => {
    sessionStore.set({ token: 'jeton', user: userOf('admin') });
    const api = fakeApi();
    api.on(adminAccountsApi.inactiveCandidates, {
      body: page([
        {
          id: 41,
          condidatId: null,
          nom: '',
          prenom: '',
          email: 'ancien@exemple.fr',
          etat: 'pending',
          titre: null,
          lastActivityAt: '2022-03-01T09:00:00.000Z',
          lastSeenAt: null,
          createdAt: '2022-03-01T09:00:00.000Z',
        },
      ]),
    });
    api.on(availabilityApi.retentionStats, { body: { done: true, waiting: 3, kept: 12, erased: 5 } });
    renderScreen(<InactiveCandidatesPage />, { path: paths.dashboard.admin.inactiveCandidates });
    expect(await screen.findByText('ancien@exemple.fr', { selector: 'a' })).toBeTruthy();
    expect(screen.getByText('Profil non complété')).toBeTruthy();
    expect(screen.getByText('jamais')).toBeTruthy();
    expect((await screen.findByText(/Conservation des comptes/)).textContent?.replace(/\s+/g, ' ')).toContain(
      'En attente de réponse : 3 · conservés : 12 · effacés : 5.',
    );
    expect(screen.getByText(/soit depuis le 24\/11\/2024/)).toBeTruthy();
  });

  it('says so when every candidate had some activity', async () => {
    sessionStore.set({ token: 'jeton', user: userOf('admin') });
    const api = fakeApi();
    api.on(adminAccountsApi.inactiveCandidates, { body: page([]) });
    api.on(availabilityApi.retentionStats, { body: { done: true, waiting: 0, kept: 0, erased: 0 } });
    renderScreen(<InactiveCandidatesPage />);
    expect(
      await screen.findByText(/Aucun candidat inactif : tous ont eu une activité au cours des 2 dernières années/),
    ).toBeTruthy();
  });
});
