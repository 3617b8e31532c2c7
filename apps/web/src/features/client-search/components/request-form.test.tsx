import { MSG } from '@passerelle/shared/messages';
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { sessionStore } from '../../../lib/session';
import { userOf } from '../../../test/fixtures';
import { fakeApi, renderScreen } from '../../../test/render';
import { RequestForm } from './request-form';

describe('RequestForm: a request of an earlier visit (issue 29)', () => {
  it('reads « Demande envoyée » in a neutral chip, not in the green of a request just sent', async () => {
    sessionStore.set({ token: 'jeton', user: userOf('client') });
    fakeApi();
    renderScreen(<RequestForm clientId={3} candidateId={21} candidateName="Paul Durand" requested />);
    const chip = (await screen.findByText(MSG.requestSent)).closest('.MuiChip-root');
    expect(chip?.className).toContain('MuiChip-outlined');
    expect(chip?.className).not.toContain('MuiChip-colorSuccess');
    expect(screen.queryByRole('button', { name: 'Demander Paul Durand' })).toBeNull();
  });
});
