import { rankingApi } from '@passerelle/shared/routes/ranking';
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { sessionStore } from '../../../lib/session';
import { userOf } from '../../../test/fixtures';
import { fakeApi, renderScreen } from '../../../test/render';
import { SearchLogPage } from './search-log-page';

const LINE = {
  id: 42,
  at: '2026-11-29T10:00:00.000Z',
  kind: 'searchmatch' as const,
  user: 7,
  client: 3,
  criteria: { skills: ['react', 'node.js'], skills_plus: ['docker'], niv_exp: '1-10', date_dispo: null, q: null },
  version: '2026-11-30',
  results: [[12, 90, 1, 0.8, 1] as [number, number, number, number, number]],
  hash: 'a'.repeat(64),
};

describe('SearchLogPage (DECISIONS §6.8: the staff browse the search log and check its chain)', { timeout: 20_000 }, () => {
  it('lists the searches with their criteria and results, and says where the chain breaks', async () => {
    sessionStore.set({ token: 'jeton', user: userOf('admin') });
    const api = fakeApi();
    api.on(rankingApi.searchLog, { body: { done: true, lignes: [LINE], totalItems: 1, totalPages: 1, currentPage: 0 } });
    let valid = true;
    api.on(rankingApi.verifySearchLog, () => ({
      body: { done: true, valide: valid, lignes: 1200, premiere_rupture: valid ? null : 17 },
    }));
    const ui = renderScreen(<SearchLogPage />);
    const line = await screen.findByRole('article', { name: 'Recherche n° 42' });
    expect(within(line).getByText('Recherche de candidats')).toBeTruthy();
    expect(within(line).getByText('react, node.js · un plus : docker · niveau 1-10')).toBeTruthy();
    expect(within(line).getByText(/candidat 12 90 % \(c1 1, c2 0,8, c3 1\)/)).toBeTruthy();

    await ui.user.click(screen.getByRole('button', { name: 'Vérifier la chaîne' }));
    expect((await screen.findByRole('status')).textContent).toMatch(/Chaîne intègre : 1\u202f200 lignes vérifiées\./);
    valid = false;
    await ui.user.click(screen.getByRole('button', { name: 'Vérifier la chaîne' }));
    expect(await screen.findByText(/Chaîne rompue à la ligne n° 17/)).toBeTruthy();
    expect(api.sentTo(rankingApi.verifySearchLog)).toHaveLength(2);
  });
});
