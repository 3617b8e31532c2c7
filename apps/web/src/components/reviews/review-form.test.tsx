import { MSG } from '@passerelle/shared/messages';
import { missionWorkApi } from '@passerelle/shared/routes/mission-work';
import { fireEvent, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { sessionStore } from '../../lib/session';
import { userOf } from '../../test/fixtures';
import { fakeApi, renderScreen } from '../../test/render';
import { ReviewForm } from './review-form';

describe('ReviewForm (DECISIONS §6.4)', { timeout: 20_000 }, () => {
  it('needs a note and a comment, then sends the review once', async () => {
    sessionStore.set({ token: 'jeton', user: userOf('client') });
    const api = fakeApi();
    api.on(missionWorkApi.reviews.cl, { body: { done: true } });
    const ui = renderScreen(<ReviewForm side="cl" missionId={7} about="Léa Martin" />);
    await ui.user.click(screen.getByRole('button', { name: 'Publier mon avis' }));
    expect(screen.getByText(MSG.reviewNoteInvalid)).toBeTruthy();
    expect(screen.getByText(MSG.reviewCommentRequired)).toBeTruthy();
    expect(api.sentTo(missionWorkApi.reviews.cl)).toEqual([]);
    // A plain click: user-event's pointer moves give MUI Rating a hover value from jsdom's empty geometry.
    fireEvent.click(screen.getByRole('radio', { name: '4 sur 5' }));
    await ui.user.type(screen.getByRole('textbox', { name: 'Commentaire' }), 'Rigoureuse et agréable.');
    await ui.user.click(screen.getByRole('button', { name: 'Publier mon avis' }));
    await vi.waitFor(() =>
      expect(api.sentTo(missionWorkApi.reviews.cl)[0]?.body).toEqual({
        missionId: 7,
        note: 4,
        commentaire: 'Rigoureuse et agréable.',
      }),
    );
    expect(await screen.findByText(/Merci pour votre avis/)).toBeTruthy();
  });
});
