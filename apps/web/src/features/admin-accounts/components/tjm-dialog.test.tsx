import { adminAccountsApi } from '@passerelle/shared/routes/admin-accounts';
import { screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { fakeApi, renderScreen } from '../../../test/render';
import { TjmDialog } from './tjm-dialog';

const rateField = () => within(screen.getByRole('dialog', { name: 'Modifier TJM' })).getByRole('textbox', { name: 'TJM' });

describe('TjmDialog and the rate the freelancer proposes (DECISIONS §6.8)', { timeout: 20_000 }, () => {
  it('starts from tjm_souhaite when no TJM is set, shows it as a hint, and sends the rate staff confirm', async () => {
    const api = fakeApi();
    api.on(adminAccountsApi.setCondTjm, { body: { done: true } });
    const ui = renderScreen(<TjmDialog open candidateId={7} tjm={null} tjmSouhaite={550} onClose={() => {}} />);
    expect((rateField() as HTMLInputElement).value).toBe('550');
    expect(screen.getByText(/TJM souhaité par le candidat\s:\s550\s€/)).toBeTruthy();
    await ui.user.click(screen.getByRole('button', { name: 'Confirmer' }));
    await vi.waitFor(() => expect(api.sentTo(adminAccountsApi.setCondTjm)).toHaveLength(1));
    expect(api.sentTo(adminAccountsApi.setCondTjm)[0]?.body).toEqual({ id: 7, tjm: 550 });
  });

  it('starts from the TJM already set, the proposed rate shown under the field', () => {
    renderScreen(<TjmDialog open candidateId={7} tjm={600} tjmSouhaite={550} onClose={() => {}} />);
    expect((rateField() as HTMLInputElement).value).toBe('600');
    expect(screen.getByText(/TJM souhaité par le candidat\s:\s550\s€/)).toBeTruthy();
  });

  it('starts empty, without a hint, when neither is known', () => {
    renderScreen(<TjmDialog open candidateId={7} tjm={null} tjmSouhaite={null} onClose={() => {}} />);
    expect((rateField() as HTMLInputElement).value).toBe('');
    expect(screen.queryByText(/TJM souhaité/)).toBeNull();
  });
});
