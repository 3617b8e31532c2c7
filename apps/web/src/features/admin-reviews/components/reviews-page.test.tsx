import { missionWorkApi } from '@passerelle/shared/routes/mission-work';
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { sessionStore } from '../../../lib/session';
import { userOf } from '../../../test/fixtures';
import { fakeApi, renderScreen } from '../../../test/render';
import { StaffReviewsPage } from './reviews-page';

const REVIEW = {
  id: 5,
  missionId: 9,
  side: 'cl' as const,
  note: 4,
  commentaire: 'Très bon travail, livré à temps.',
  condidat: 'Ada Lovelace',
  client: 'Nova Numérique',
  publie: true,
  masque: false,
  createdAt: '2026-11-20T10:00:00.000Z',
};

describe('StaffReviewsPage (DECISIONS §6.4: the staff read every review and hide an abusive one)', { timeout: 20_000 }, () => {
  it('lists the reviews a page at a time, and hides one after confirmation', async () => {
    sessionStore.set({ token: 'jeton', user: userOf('admin') });
    const api = fakeApi();
    let masque = false;
    api.on(missionWorkApi.reviews.admList, () => ({
      body: { done: true, avis: [{ ...REVIEW, masque }], totalItems: 11, totalPages: 2, currentPage: 0 },
    }));
    api.on(missionWorkApi.reviews.hide, () => {
      masque = true;
      return { body: { done: true } };
    });
    const ui = renderScreen(<StaffReviewsPage />);
    const review = await screen.findByRole('article', { name: 'Avis 5' });
    expect(within(review).getByText('Publié')).toBeTruthy();
    expect(within(review).getByText(/Nova Numérique sur Ada Lovelace/)).toBeTruthy();
    expect(screen.getByText('1 / 2 - 10 par page')).toBeTruthy();

    await ui.user.click(screen.getByRole('button', { name: 'Page 2' }));
    await expect.poll(() => api.sentTo(missionWorkApi.reviews.admList).at(-1)?.body).toMatchObject({ page: 1, size: 10 });

    await ui.user.click(within(review).getByRole('button', { name: 'Masquer' }));
    const dialog = await screen.findByRole('dialog', { name: 'Masquer cet avis ?' });
    await ui.user.click(within(dialog).getByRole('button', { name: 'Masquer' }));
    expect(await within(await screen.findByRole('article', { name: 'Avis 5' })).findByText('Masqué')).toBeTruthy();
    expect(api.sentTo(missionWorkApi.reviews.hide)[0]?.body).toEqual({ id: 5 });
  });
});
