import { MSG } from '@passerelle/shared/messages';
import { paths } from '@passerelle/shared/paths';
import { settingsApi } from '@passerelle/shared/routes/settings';
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { sessionStore } from '../../../lib/session';
import { userOf } from '../../../test/fixtures';
import { fakeApi, renderScreen } from '../../../test/render';
import { SettingsPage } from './settings-page';

const DEFAULTS = {
  done: true,
  transparence_tarifs: true,
  delai_validation_cra: 5,
  delai_paiement: 30,
  taux_penalites: 12.15,
  emetteur_iban: null,
  emetteur_bic: null,
  modifie_le: null,
  modifie_par: null,
} as const;

function signedInRoot() {
  sessionStore.set({ token: 'jeton', user: userOf('root') });
  const fake = fakeApi();
  fake.on(settingsApi.getReglages, { body: DEFAULTS });
  fake.on(settingsApi.setReglages, (request) => ({
    body: {
      ...DEFAULTS,
      ...(request.body as object),
      modifie_le: '2026-11-29T10:00:00.000Z',
      modifie_par: { nom: 'Racine', prenom: 'Rose' },
    },
  }));
  return fake;
}

const renderPage = () =>
  renderScreen(<SettingsPage />, { path: paths.dashboard.admin.settings, pattern: paths.dashboard.admin.settings });

describe('SettingsPage (DECISIONS §6.5 /dashb/reglages)', { timeout: 20_000 }, () => {
  it('shows the settings the French way, checks them with the shared rules, and saves only valid ones', async () => {
    const fake = signedInRoot();
    const ui = renderPage();
    expect(screen.getByRole('status').textContent).toContain('Chargement');
    const rate = await screen.findByLabelText('Taux des pénalités de retard');
    expect((rate as HTMLInputElement).value).toBe('12,15');
    expect((screen.getByRole('switch', { name: 'Transparence des tarifs' }) as HTMLInputElement).checked).toBe(true);

    const cra = screen.getByLabelText('Validation des CRA');
    await ui.user.clear(cra);
    await ui.user.type(cra, '25');
    await ui.user.type(screen.getByLabelText('BIC'), 'BNP');
    await ui.user.click(screen.getByRole('button', { name: 'Enregistrer' }));
    expect(await screen.findByText(MSG.reglagesDelaiCra)).toBeTruthy();
    expect(screen.getByText(MSG.reglagesBic)).toBeTruthy();
    expect(fake.sentTo(settingsApi.setReglages)).toEqual([]);

    await ui.user.clear(cra);
    await ui.user.type(cra, '7');
    await ui.user.clear(screen.getByLabelText('BIC'));
    await ui.user.type(screen.getByLabelText('IBAN'), 'fr76 3000 6000 0112 3456 7890 189');
    await ui.user.click(screen.getByRole('switch', { name: 'Transparence des tarifs' }));
    await ui.user.click(screen.getByRole('button', { name: 'Enregistrer' }));
    expect(await screen.findByText(MSG.reglagesSaved)).toBeTruthy();
    expect(fake.sentTo(settingsApi.setReglages)[0]?.body).toEqual({
      transparence_tarifs: false,
      delai_validation_cra: 7,
      delai_paiement: 30,
      taux_penalites: 12.15,
      emetteur_iban: 'FR7630006000011234567890189',
      emetteur_bic: null,
    });
    expect(screen.getByText(/^Dernière modification le 29\/11\/2026 .* par Rose Racine$/)).toBeTruthy();
    expect((screen.getByLabelText('IBAN') as HTMLInputElement).value).toBe('FR76 3000 6000 0112 3456 7890 189');
  });

  it('says so when the settings cannot be read, and offers to try again', async () => {
    sessionStore.set({ token: 'jeton', user: userOf('root') });
    const fake = fakeApi();
    fake.on(settingsApi.getReglages, {
      status: 503,
      body: { done: false, success: false, message: 'Service indisponible', code: 'server.unavailable' },
    });
    renderPage();
    expect(await screen.findByRole('button', { name: 'Réessayer' })).toBeTruthy();
  });
});
