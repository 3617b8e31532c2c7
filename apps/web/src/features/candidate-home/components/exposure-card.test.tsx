import { paths } from '@passerelle/shared/paths';
import { rankingApi } from '@passerelle/shared/routes/ranking';
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { sessionStore } from '../../../lib/session';
import { userOf } from '../../../test/fixtures';
import { fakeApi, renderScreen } from '../../../test/render';
import { ExposureCard } from './exposure-card';

describe('ExposureCard (DECISIONS §6.8: the candidate sees its side of the ranking)', () => {
  it('says how often the candidate appeared, in the first ten, of all searches, and links to the rule', async () => {
    sessionStore.set({ token: 'jeton', user: userOf('condidat') });
    const api = fakeApi();
    api.on(rankingApi.myExposure, { body: { done: true, apparitions_30j: 14, top10_30j: 3, recherches_30j: 1250 } });
    renderScreen(<ExposureCard />);
    const section = await screen.findByRole('region', { name: 'Votre visibilité sur 30 jours' });
    await screen.findByText(/14 recherches/);
    expect(section.textContent).toMatch(
      /Vous êtes apparu dans 14 recherches d’entreprises, dont 3 parmi les dix premiers résultats, sur 1\u202f250 recherches faites sur Passerelle\./,
    );
    expect(screen.getByRole('link', { name: 'Comment nous classons les profils' }).getAttribute('href')).toBe(paths.transparency);
  });
});
