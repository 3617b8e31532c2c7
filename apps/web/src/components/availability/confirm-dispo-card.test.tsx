import { MSG } from '@passerelle/shared/messages';
import { availabilityApi } from '@passerelle/shared/routes/alerts';
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { sessionStore } from '../../lib/session';
import { userOf } from '../../test/fixtures';
import { fakeApi, refusal, renderScreen } from '../../test/render';
import { ConfirmDispoCard } from './confirm-dispo-card';

const DAY = 86_400_000;
const inDays = (days: number) => new Date(Date.now() + days * DAY).toISOString().slice(0, 10);

describe('ConfirmDispoCard (DECISIONS §6.2: « Je confirme ma disponibilité »)', { timeout: 20_000 }, () => {
  it('says « à confirmer » for an old confirmation, sends the date and the days a week, then says it is confirmed', async () => {
    sessionStore.set({ token: 'jeton', user: userOf('condidat') });
    const api = fakeApi();
    const dispo = inDays(20);
    const answer = { done: true, dispo, jours_semaine: 3, dispo_confirmee_le: new Date().toISOString() };
    api.on(availabilityApi.confirmDispo, { body: answer });
    const old = new Date(Date.now() - 45 * DAY).toISOString();
    const ui = renderScreen(<ConfirmDispoCard availability={{ dispo, jours_semaine: 5, dispo_confirmee_le: old }} />);
    expect(screen.getByText('à confirmer')).toBeTruthy();
    await ui.user.selectOptions(screen.getByRole('combobox', { name: 'Jours par semaine' }), '3 jours par semaine');
    await ui.user.click(screen.getByRole('button', { name: 'Je confirme ma disponibilité' }));
    expect(await screen.findByText(/votre disponibilité est confirmée/)).toBeTruthy();
    expect(screen.getByText('confirmée aujourd’hui')).toBeTruthy();
    expect(api.sentTo(availabilityApi.confirmDispo)[0]?.body).toEqual({ dispo, jours_semaine: 3 });
  });

  it("shows the server's refusal of a date gone by", async () => {
    sessionStore.set({ token: 'jeton', user: userOf('condidat') });
    const api = fakeApi();
    api.on(availabilityApi.confirmDispo, refusal(400, 'input.invalid', MSG.dispoPast));
    const ui = renderScreen(
      <ConfirmDispoCard availability={{ dispo: inDays(5), jours_semaine: 5, dispo_confirmee_le: new Date().toISOString() }} />,
    );
    await ui.user.click(screen.getByRole('button', { name: 'Je confirme ma disponibilité' }));
    expect(await screen.findByText(MSG.dispoPast)).toBeTruthy();
  });
});
