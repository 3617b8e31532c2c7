import type { ShortlistItem } from '@passerelle/shared';
import { shortlistApi } from '@passerelle/shared/routes/teams';
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { sessionStore } from '../../../lib/session';
import { userOf } from '../../../test/fixtures';
import { fakeApi, renderScreen } from '../../../test/render';
import { ShortlistTab } from './shortlist-tab';

const item: ShortlistItem = {
  id: 4,
  condidat: { id: 8, nom: 'Martin', prenom: 'Léa', titre: 'Développeuse React', img: null },
  pour: 2,
  contre: 1,
  myVote: 0,
  comments: [
    { id: 1, auteur: { id: 2, nom: 'Moreau', prenom: 'Hugo' }, content: 'Solide en React.', createdAt: '2026-11-20T10:00:00Z' },
  ],
};

describe('ShortlistTab (« Sélection », issue 18)', { timeout: 20_000 }, () => {
  it('shows counts and comments, votes and comments with the item id', async () => {
    sessionStore.set({ token: 'jeton', user: userOf('client') });
    const api = fakeApi();
    api.on(shortlistApi.getShortlist, { body: { items: [item] } });
    api.on(shortlistApi.shortlistVote, { body: { done: true } });
    api.on(shortlistApi.shortlistComment, { body: { done: true, id: 9 } });
    const ui = renderScreen(<ShortlistTab offreId={3} />);
    const card = await screen.findByRole('article', { name: 'Léa Martin' });
    expect(within(card).getByText('Solide en React.')).toBeTruthy();
    expect(within(card).getByText(/Hugo Moreau/)).toBeTruthy();
    await ui.user.click(within(card).getByRole('button', { name: 'Pour (2)' }));
    expect(api.sentTo(shortlistApi.shortlistVote).map((r) => r.body)).toEqual([{ id: 4, vote: 1 }]);
    expect(within(card).getByRole('button', { name: 'Commenter' }).hasAttribute('disabled')).toBe(true);
    await ui.user.type(within(card).getByRole('textbox', { name: 'Votre commentaire' }), 'À rencontrer vite.');
    await ui.user.click(within(card).getByRole('button', { name: 'Commenter' }));
    await expect
      .poll(() => api.sentTo(shortlistApi.shortlistComment).map((r) => r.body))
      .toEqual([{ id: 4, content: 'À rencontrer vite.' }]);
    expect(api.sentTo(shortlistApi.getShortlist)[0]?.body).toEqual({ offreId: 3 });
  });
});
