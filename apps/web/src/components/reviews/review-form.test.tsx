import { MSG } from '@passerelle/shared/messages';
import { missionWorkApi } from '@passerelle/shared/routes/mission-work';
import { fireEvent, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { sessionStore } from '../../lib/session';
import { userOf } from '../../test/fixtures';
import { fakeApi, renderScreen } from '../../test/render';
import { ReviewForm } from './review-form';

describe('ReviewForm (DECISIONS §6.4)', { timeout: 20_000 }, () => {
  beforeEach(() => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date('2026-11-20T10:00:00Z'));
  });
  afterEach(() => vi.useRealTimers());

  it('needs a note and a comment, then sends the review once', async () => {
    sessionStore.set({ token: 'jeton', user: userOf('client') });
    const api = fakeApi();
    api.on(missionWorkApi.reviews.cl, { body: { done: true } });
    const ui = renderScreen(<ReviewForm side="cl" missionId={7} about="Léa Martin" dateFin="2026-11-13" alreadyLeft={false} />);
    expect(screen.getByText('Vous pouvez laisser un avis jusqu’au 12/01/2027.')).toBeTruthy();
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

  it('is not shown once this side has reviewed, nor after the 60 days', () => {
    sessionStore.set({ token: 'jeton', user: userOf('condidat') });
    const api = fakeApi();
    const left = renderScreen(<ReviewForm side="cd" missionId={7} about="Atelier Numérique" dateFin="2026-11-13" alreadyLeft />);
    expect(screen.queryByRole('form')).toBeNull();
    expect(screen.queryByRole('button', { name: 'Publier mon avis' })).toBeNull();
    expect(screen.getByText(MSG.reviewAlreadyLeft)).toBeTruthy();
    left.unmount();
    // Ended on 21/09/2026: the last day was 20/11/2026, today; the day after, nothing.
    const lastDay = renderScreen(
      <ReviewForm side="cd" missionId={7} about="Atelier Numérique" dateFin="2026-09-21" alreadyLeft={false} />,
    );
    expect(screen.getByRole('button', { name: 'Publier mon avis' })).toBeTruthy();
    lastDay.unmount();
    renderScreen(<ReviewForm side="cd" missionId={7} about="Atelier Numérique" dateFin="2026-09-20" alreadyLeft={false} />);
    expect(screen.queryByRole('button', { name: 'Publier mon avis' })).toBeNull();
    expect(screen.queryByText(/avis/)).toBeNull();
    expect(api.requests).toEqual([]);
  });
});
