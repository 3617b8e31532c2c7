import { paths } from '@passerelle/shared/paths';
import { favouritesApi } from '@passerelle/shared/routes/favourites';
import { profilesApi } from '@passerelle/shared/routes/profiles';
import type { Favourite } from '@passerelle/shared/schemas/matching';
import { screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { sessionStore } from '../../../lib/session';
import { clientProfileOf, publicProfileOf, userOf } from '../../../test/fixtures';
import { fakeApi, renderScreen } from '../../../test/render';
import { FavouritesPage } from './favourites-page';

const candidate = (id: number, prenom: string, note_moyenne: number | null, nb_avis: number): Favourite['condidat'] =>
  publicProfileOf({ id, prenom, note_moyenne, nb_avis });

describe('FavouritesPage: the rating in the profile panel (DECISIONS §6.4)', { timeout: 20_000 }, () => {
  it('shows « 4,5 / 5 (2 avis) », or « Pas encore d’avis »', async () => {
    const user = userOf('client');
    sessionStore.set({ token: 'jeton', user });
    const api = fakeApi();
    api.on(profilesApi.getUserClientInf, { body: { done: true, data: clientProfileOf(user) } });
    const favourites: Favourite[] = [
      { id: 1, condidatId: 21, condidat: candidate(21, 'Paul', 4.5, 2), createdAt: '2026-11-20T10:00:00.000Z' },
      { id: 2, condidatId: 22, condidat: candidate(22, 'Inès', null, 0), createdAt: '2026-11-19T10:00:00.000Z' },
    ];
    api.on(favouritesApi.getFavoris, { body: { done: true, data: favourites } });
    const ui = renderScreen(<FavouritesPage />, { path: paths.dashboard.client.favourites });

    await ui.user.click(await screen.findByRole('button', { name: 'Voir le profil de Paul Durand' }));
    let panel = await screen.findByRole('dialog', { name: 'Paul Durand' });
    const rated = within(panel).getByLabelText('Note moyenne 4,5 sur 5, 2 avis');
    expect(rated.textContent).toBe('★ 4,5 / 5 (2 avis)');
    await ui.user.keyboard('{Escape}');
    await vi.waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());

    await ui.user.click(screen.getByRole('button', { name: 'Voir le profil de Inès Durand' }));
    panel = await screen.findByRole('dialog', { name: 'Inès Durand' });
    expect(within(panel).getByText('Pas encore d’avis')).toBeTruthy();
    expect(within(panel).queryByText(/\/ 5/)).toBeNull();
  });
});
