import { favouritesApi } from '@passerelle/shared/routes/favourites';
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { sessionStore } from '../../lib/session';
import { userOf } from '../../test/fixtures';
import { fakeApi, renderScreen } from '../../test/render';
import { FavouriteStar } from './favourite-star';

describe('FavouriteStar: a toggle (DECISIONS §6.9)', { timeout: 20_000 }, () => {
  it('adds and removes with the mouse and the keyboard, pressed while a favourite, the same on every star', async () => {
    sessionStore.set({ token: 'jeton', user: userOf('client') });
    const api = fakeApi();
    let refs: { id: number; condidatId: number }[] = [{ id: 7, condidatId: 22 }];
    api.on(favouritesApi.getFavorisRefs, () => ({ body: { done: true, data: refs } }));
    api.on(favouritesApi.createFavoris, (request) => {
      const ref = { id: 8, condidatId: (request.body as { id_cond: number }).id_cond };
      refs = [...refs, ref];
      return { body: { done: true, data: ref } };
    });
    api.on(favouritesApi.deleteFavoris, (request) => {
      refs = refs.filter((r) => r.id !== (request.body as { id: number }).id);
      return { body: { done: true } };
    });
    // The same candidate on two cards (a search card and its profile panel), and another already a favourite.
    const ui = renderScreen(
      <>
        <FavouriteStar clientId={3} candidateId={21} candidateName="Paul Durand" favourite={false} />
        <FavouriteStar clientId={3} candidateId={21} candidateName="Paul Durand" favourite={false} />
        <FavouriteStar clientId={3} candidateId={22} candidateName="Inès Durand" favourite={false} />
      </>,
    );

    // The company's favourites decide, not the card's stale mark.
    const ines = await screen.findByRole('button', { name: 'Retirer Inès Durand des favoris' });
    expect(ines.getAttribute('aria-pressed')).toBe('true');
    const [card] = screen.getAllByRole('button', { name: 'Ajouter Paul Durand aux favoris' });
    expect(card?.getAttribute('aria-pressed')).toBe('false');

    // Its tooltip names what a click does (loaded at the first pointing at, components/lazy-tooltip.tsx).
    await ui.user.hover(card as HTMLElement);
    expect((await screen.findByRole('tooltip')).textContent).toBe('Ajouter aux favoris');
    // The tooltip mounted the buttons anew: the card's star is found again.
    await ui.user.click(screen.getAllByRole('button', { name: 'Ajouter Paul Durand aux favoris' })[0] as HTMLElement);
    const added = await screen.findAllByRole('button', { name: 'Retirer Paul Durand des favoris', pressed: true });
    expect(added).toHaveLength(2);
    expect(api.sentTo(favouritesApi.createFavoris)[0]?.body).toEqual({ id_client: 3, id_cond: 21 });

    // The keyboard: focus the panel's star and press Enter, then Space on Inès's.
    added[1]?.focus();
    await ui.user.keyboard('{Enter}');
    expect(await screen.findAllByRole('button', { name: 'Ajouter Paul Durand aux favoris', pressed: false })).toHaveLength(2);
    expect(api.sentTo(favouritesApi.deleteFavoris)[0]?.body).toEqual({ id: 8 });
    screen.getByRole('button', { name: 'Retirer Inès Durand des favoris' }).focus();
    await ui.user.keyboard(' ');
    await screen.findByRole('button', { name: 'Ajouter Inès Durand aux favoris', pressed: false });
    expect(api.sentTo(favouritesApi.deleteFavoris)[1]?.body).toEqual({ id: 7 });
  });
});
