import { MSG } from '@passerelle/shared/messages';
import { paths } from '@passerelle/shared/paths';
import { accountsApi } from '@passerelle/shared/routes/accounts';
import { twoFactorApi } from '@passerelle/shared/routes/two-factor';
import { screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { setSessionExpiredHandler } from '../../../lib/api-client';
import { sessionStore } from '../../../lib/session';
import { userOf } from '../../../test/fixtures';
import { currentPath, fakeApi, refusal, renderScreen } from '../../../test/render';
import { LoginPage } from './login-page';

const user = userOf('client', { formation_done: false, exp_done: false });

const renderLogin = () => renderScreen(<LoginPage />, { path: paths.login, pattern: paths.login });

/** Types the e-mail, tabs to the password, types it and presses Enter. */
async function fillAndSubmit(ui: ReturnType<typeof renderLogin>, email: string, password: string) {
  const field = screen.getByRole('textbox', { name: 'E-mail' });
  await ui.user.clear(field);
  await ui.user.type(field, email);
  await ui.user.tab();
  expect(document.activeElement).toBe(screen.getByLabelText('Mot de passe'));
  await ui.user.keyboard(`{Control>}a{/Control}${password}{Enter}`);
}

// Typing with the keyboard in jsdom is slow on a loaded machine: a form's test gets room.
describe('LoginPage (SPEC §2 /login, §5 messages)', () => {
  it('shows the French field errors and sends nothing while the form is invalid', async () => {
    const api = fakeApi();
    const ui = renderLogin();
    await ui.user.click(screen.getByRole('button', { name: 'Se connecter' }));
    expect(await screen.findByText(MSG.emailRequired)).toBeTruthy();
    expect(screen.getByText(MSG.passwordRequired)).toBeTruthy();

    await fillAndSubmit(ui, 'pas-un-email', '123');
    expect(await screen.findByText(MSG.emailInvalid)).toBeTruthy();
    expect(screen.getByText(MSG.loginPasswordInvalid)).toBeTruthy();
    expect(api.requests).toEqual([]);
  });

  it('sends the login without a session, keeps the session it answers and goes to the next step', async () => {
    const api = fakeApi();
    api.on(accountsApi.login, { body: { success: true, user, token: 'jeton-de-session' } });
    const ui = renderLogin();
    await fillAndSubmit(ui, 'lea@exemple.fr', 'secret-solide');

    await vi.waitFor(() => expect(currentPath()).toBe(paths.dashboard.home));
    expect(api.sentTo(accountsApi.login)).toEqual([
      { url: accountsApi.login.url, method: 'POST', body: { email: 'lea@exemple.fr', password: 'secret-solide' }, token: null },
    ]);
    expect(sessionStore.get()).toEqual({ token: 'jeton-de-session', user });
  });

  it("shows the server's refusal, whatever its wording, and stays on the form", async () => {
    const api = fakeApi();
    const expired = vi.fn();
    setSessionExpiredHandler(expired);
    api.on(accountsApi.login, refusal(401, 'auth.wrong_credentials', 'Identifiants refusés (texte reformulé)'));
    const ui = renderLogin();
    await fillAndSubmit(ui, 'lea@exemple.fr', 'mauvais-mot');

    expect(await screen.findByText('Identifiants refusés (texte reformulé)')).toBeTruthy();
    expect(currentPath()).toBe(paths.login);
    // A refused login is not an ended session: nothing is cleared, nobody is sent away.
    expect(expired).not.toHaveBeenCalled();
    expect(sessionStore.get()).toBeNull();
  });

  it('without an answer from the server, shows the transport failure (SPEC §8)', async () => {
    vi.stubGlobal('fetch', vi.fn().mockRejectedValue(new TypeError('Failed to fetch')));
    const ui = renderLogin();
    await fillAndSubmit(ui, 'lea@exemple.fr', 'secret-solide');
    expect(await screen.findByText('Impossible de joindre le serveur, vérifiez votre connexion internet.')).toBeTruthy();
  });

  it('asks for the second factor when the login answers a challenge, then signs in with the code', async () => {
    const api = fakeApi();
    api.on(accountsApi.login, {
      body: { success: false, twoFactor: true, challenge: 'défi-de-connexion-123', message: MSG.twoFactorPrompt },
    });
    api.on(twoFactorApi.loginTwoFactor, ({ body }) =>
      (body as { code: string }).code === '123456'
        ? { body: { success: true, user, token: 'jeton-apres-code' } }
        : refusal(400, 'two_factor.code_invalid', MSG.twoFactorCodeInvalid),
    );
    const ui = renderLogin();
    await fillAndSubmit(ui, 'lea@exemple.fr', 'secret-solide');

    const code = await screen.findByRole('textbox', { name: 'Code de vérification' });
    await ui.user.click(screen.getByRole('button', { name: 'Vérifier' }));
    expect(await screen.findByText(MSG.twoFactorCodeRequired)).toBeTruthy();

    await ui.user.type(code, '000000{Enter}');
    expect(await screen.findByText(MSG.twoFactorCodeInvalid)).toBeTruthy();
    await ui.user.clear(code);
    await ui.user.type(code, '123456{Enter}');

    await vi.waitFor(() => expect(currentPath()).toBe(paths.dashboard.home));
    expect(api.sentTo(twoFactorApi.loginTwoFactor).map((r) => [r.body, r.token])).toEqual([
      [{ challenge: 'défi-de-connexion-123', code: '000000' }, null],
      [{ challenge: 'défi-de-connexion-123', code: '123456' }, null],
    ]);
    expect(sessionStore.token()).toBe('jeton-apres-code');
  });

  it('an unverified address: says so and offers « Renvoyer le mail » to the typed address (DECISIONS §3)', async () => {
    const api = fakeApi();
    api.on(accountsApi.login, refusal(403, 'account.email_not_verified', MSG.emailNotVerified));
    api.on(accountsApi.rsvmail, { body: { done: true } });
    const ui = renderLogin();
    await fillAndSubmit(ui, 'lea@exemple.fr', 'secret-solide');
    expect(await screen.findByText(MSG.emailNotVerified)).toBeTruthy();
    await ui.user.click(screen.getByRole('button', { name: 'Renvoyer le mail' }));
    expect(await screen.findByText('Un nouveau lien de validation vient de vous être envoyé.')).toBeTruthy();
    expect(api.sentTo(accountsApi.rsvmail).map((r) => [r.body, r.token])).toEqual([[{ email: 'lea@exemple.fr' }, null]]);
  });

  it('comes back to the deep link it was sent from (issue 16), and says a ban is a ban', async () => {
    const api = fakeApi();
    const client = userOf('client');
    api.on(accountsApi.login, { body: { success: true, user: client, token: 'jeton' } });
    const ui = renderScreen(<LoginPage />, {
      path: paths.login,
      pattern: paths.login,
      state: { reason: 'blocked', from: paths.dashboard.client.offer(104) },
    });
    expect(screen.getByText(MSG.accountBlocked)).toBeTruthy();
    await fillAndSubmit(ui, 'lea@exemple.fr', 'secret-solide');
    await vi.waitFor(() => expect(currentPath()).toBe(paths.dashboard.client.offer(104)));
  });
});
