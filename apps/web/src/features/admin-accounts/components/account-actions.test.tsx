import { moderationApi } from '@passerelle/shared/routes/accounts';
import { screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { fakeApi, renderScreen } from '../../../test/render';
import { AccountActions } from './account-actions';

describe('AccountActions', { timeout: 20_000 }, () => {
  it('asks before banning (issue 16), and sends nothing when the staff member cancels', async () => {
    const api = fakeApi();
    api.on(moderationApi.ban, { body: { done: true } });
    const onDone = vi.fn();
    const ui = renderScreen(<AccountActions userId={42} etat="active" kind="condidat" onDone={onDone} />);

    await ui.user.click(screen.getByRole('button', { name: 'Désactiver' }));
    const dialog = await screen.findByRole('dialog', { name: 'Désactiver le compte candidat' });
    expect(within(dialog).getByText(/Voulez-vous désactiver ce candidat \?/)).toBeTruthy();
    await ui.user.click(within(dialog).getByRole('button', { name: 'Annuler' }));
    await vi.waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(api.sentTo(moderationApi.ban)).toEqual([]);

    await ui.user.click(screen.getByRole('button', { name: 'Désactiver' }));
    const again = await screen.findByRole('dialog', { name: 'Désactiver le compte candidat' });
    await ui.user.click(within(again).getByRole('button', { name: 'Désactiver' }));
    await vi.waitFor(() => expect(onDone).toHaveBeenCalledWith('Le compte a été désactivé.'));
    expect(api.sentTo(moderationApi.ban).map((r) => r.body)).toEqual([{ id: 42 }]);
  });
});
