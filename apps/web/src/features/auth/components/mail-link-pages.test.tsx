import { ERRORS } from '@passerelle/shared/errors';
import { paths } from '@passerelle/shared/paths';
import { availabilityApi } from '@passerelle/shared/routes/alerts';
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { fakeApi, refusal, renderScreen } from '../../../test/render';
import { ConfirmDispoLinkPage, KeepAccountLinkPage } from './mail-link-pages';

/** The reminder and retention mails' one-click links (DECISIONS §6.2). */

const spentLink = refusal(401, 'auth.link_invalid', ERRORS['auth.link_invalid'].message);

describe('ConfirmDispoLinkPage (/disponibilite/confirmer/{token})', () => {
  it('sends the link token once on arrival and says what is now confirmed', async () => {
    const api = fakeApi();
    api.on(availabilityApi.confirmDispoLink, {
      body: { done: true, dispo: '2030-12-07', jours_semaine: 3, dispo_confirmee_le: new Date().toISOString() },
    });
    renderScreen(<ConfirmDispoLinkPage />, { path: paths.confirmDispo('lien-dispo'), pattern: paths.confirmDispo() });
    expect(
      await screen.findByText(
        /Merci, votre disponibilité est confirmée : Disponible le 07\/12\/2030 · 3 j\/semaine · confirmée aujourd.hui\./,
      ),
    ).toBeTruthy();
    expect(api.sentTo(availabilityApi.confirmDispoLink)).toEqual([expect.objectContaining({ token: 'lien-dispo', body: {} })]);
    expect(screen.getByRole('link', { name: 'Aller à mon espace' }).getAttribute('href')).toBe(paths.login);
  });

  it('a spent or expired link says that the same button is in the app', async () => {
    const api = fakeApi();
    api.on(availabilityApi.confirmDispoLink, spentLink);
    renderScreen(<ConfirmDispoLinkPage />, { path: paths.confirmDispo('lien-use'), pattern: paths.confirmDispo() });
    expect(await screen.findByText(/Ce lien n'est plus valable : il a déjà servi ou a expiré\. Connectez-vous/)).toBeTruthy();
    expect(screen.getByText(/« Je confirme ma disponibilité » est aussi sur votre page d'accueil/)).toBeTruthy();
    expect(api.sentTo(availabilityApi.confirmDispoLink)).toHaveLength(1);
  });
});

describe('KeepAccountLinkPage (/compte/conserver/{token})', () => {
  it('keeps the account in one click', async () => {
    const api = fakeApi();
    api.on(availabilityApi.keepAccount, { body: { done: true } });
    renderScreen(<KeepAccountLinkPage />, { path: paths.keepAccount('lien-garder'), pattern: paths.keepAccount() });
    expect(await screen.findByText("Merci : votre compte est conservé. Nous ne l'effacerons pas.")).toBeTruthy();
    expect(api.sentTo(availabilityApi.keepAccount)).toEqual([expect.objectContaining({ token: 'lien-garder' })]);
  });

  it('a spent link says that signing in is enough', async () => {
    const api = fakeApi();
    api.on(availabilityApi.keepAccount, spentLink);
    renderScreen(<KeepAccountLinkPage />, { path: paths.keepAccount('lien-use'), pattern: paths.keepAccount() });
    expect(await screen.findByText(/vous connecter suffit à conserver votre compte/)).toBeTruthy();
  });
});
