import { ERRORS } from '@passerelle/shared/errors';
import { MSG } from '@passerelle/shared/messages';
import { interviewsApi } from '@passerelle/shared/routes/teams';
import { screen, within } from '@testing-library/react';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fakeApi, refusal, renderScreen } from '../../test/render';
import { ProposeInterview } from './propose-interview';

// The browser is in New York (UTC−5 in January), not Paris (UTC+1): a slot typed « 14:30 » must still
// leave as 13:30 UTC, the Paris hour the dialog promises (DECISIONS §5).
const zone = process.env.TZ;
beforeAll(() => {
  process.env.TZ = 'America/New_York';
});
afterAll(() => {
  if (zone === undefined) delete process.env.TZ;
  else process.env.TZ = zone;
});

type Ui = ReturnType<typeof renderScreen>;

async function openDialog() {
  const ui = renderScreen(<ProposeInterview candidateId={7} candidateName="Paul Durand" offreId={3} />);
  await ui.user.click(screen.getByRole('button', { name: 'Proposer un entretien à Paul Durand' }));
  // The form loads at the dialog's first opening (a spinner under its title meanwhile).
  await screen.findByRole('textbox', { name: 'Lien de visioconférence (facultatif)' });
  return { ui, dialog: screen.getByRole('dialog', { name: 'Proposer un entretien à Paul Durand' }) };
}

/** Types « dd/mm/yyyy hh:mm » into the slot field, section by section, as a user does. */
async function typeSlot(ui: Ui, dialog: HTMLElement, n: number, value: string) {
  const group = await within(dialog).findByRole('group', { name: `Créneau ${n}` });
  await ui.user.click(within(group).getByRole('spinbutton', { name: 'Jour' }));
  await ui.user.keyboard(value.replace(/\D/g, ''));
}

describe('ProposeInterview', () => {
  it('runs in a browser zone other than Paris (else this file proves nothing)', () => {
    expect(new Date(2027, 0, 15, 14, 30).toISOString()).toBe('2027-01-15T19:30:00.000Z');
  });

  it('sends each slot as the instant typed in Paris time, whatever the browser’s zone', async () => {
    const api = fakeApi();
    api.on(interviewsApi.proposeEntretien, { body: { done: true, id: 12 } });
    const { ui, dialog } = await openDialog();
    await typeSlot(ui, dialog, 1, '15/01/2027 14:30');
    await ui.user.click(within(dialog).getByRole('button', { name: 'Ajouter un créneau' }));
    // Summer time: Paris is UTC+2 in July.
    await typeSlot(ui, dialog, 2, '02/07/2027 09:00');
    await ui.user.click(within(dialog).getByRole('button', { name: 'Proposer' }));
    expect(await within(dialog).findByRole('status')).toBeTruthy();
    expect(api.sentTo(interviewsApi.proposeEntretien).map((r) => r.body)).toEqual([
      {
        condidatId: 7,
        offreId: 3,
        creneaux: ['2027-01-15T13:30:00.000Z', '2027-07-02T07:00:00.000Z'],
        duree_min: 45,
        lien_visio: '',
      },
    ]);
  });

  it('offers 1 to 5 slots: no more « Ajouter un créneau » at five, and a slot can be removed', async () => {
    fakeApi();
    const { ui, dialog } = await openDialog();
    expect(await within(dialog).findByRole('group', { name: 'Créneau 1' })).toBeTruthy();
    expect(within(dialog).queryByRole('button', { name: 'Retirer le créneau 1' })).toBeNull();
    for (let n = 2; n <= 5; n++) await ui.user.click(within(dialog).getByRole('button', { name: 'Ajouter un créneau' }));
    expect(within(dialog).getAllByRole('group', { name: /^Créneau \d$/ })).toHaveLength(5);
    expect(within(dialog).queryByRole('button', { name: 'Ajouter un créneau' })).toBeNull();
    await ui.user.click(within(dialog).getByRole('button', { name: 'Retirer le créneau 5' }));
    expect(within(dialog).getAllByRole('group', { name: /^Créneau \d$/ })).toHaveLength(4);
    expect(within(dialog).getByRole('button', { name: 'Ajouter un créneau' })).toBeTruthy();
  });

  it('checks the form with the shared schema before sending: empty slot, the same slot twice, a bad link', async () => {
    const api = fakeApi();
    const { ui, dialog } = await openDialog();
    await ui.user.click(within(dialog).getByRole('button', { name: 'Proposer' }));
    const first = (await within(dialog).findByRole('group', { name: 'Créneau 1' })).closest(
      '.MuiFormControl-root',
    ) as HTMLElement;
    expect(await within(first).findByText(MSG.slotInvalid)).toBeTruthy();

    await typeSlot(ui, dialog, 1, '15/01/2027 14:30');
    await ui.user.click(within(dialog).getByRole('button', { name: 'Ajouter un créneau' }));
    await typeSlot(ui, dialog, 2, '15/01/2027 14:30');
    await ui.user.type(within(dialog).getByRole('textbox', { name: 'Lien de visioconférence (facultatif)' }), 'zoom');
    await ui.user.click(within(dialog).getByRole('button', { name: 'Proposer' }));
    expect(await within(dialog).findByText(MSG.slotsDuplicate)).toBeTruthy();
    expect(within(dialog).getByText(MSG.videoLinkInvalid)).toBeTruthy();
    expect(within(dialog).queryByText(MSG.slotInvalid)).toBeNull();
    expect(api.sentTo(interviewsApi.proposeEntretien)).toEqual([]);
  });

  it('shows the server’s refusal in French and keeps the dialog open', async () => {
    const api = fakeApi();
    api.on(interviewsApi.proposeEntretien, refusal(400, 'interview.slot_in_past', ERRORS['interview.slot_in_past'].message));
    const { ui, dialog } = await openDialog();
    await typeSlot(ui, dialog, 1, '15/01/2027 14:30');
    await ui.user.click(within(dialog).getByRole('button', { name: 'Proposer' }));
    expect(await within(dialog).findByText(ERRORS['interview.slot_in_past'].message)).toBeTruthy();
    expect(api.sentTo(interviewsApi.proposeEntretien)).toHaveLength(1);
    expect(screen.getByRole('dialog', { name: 'Proposer un entretien à Paul Durand' })).toBeTruthy();
  });
});
