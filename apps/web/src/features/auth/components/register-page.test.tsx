import { MSG } from '@passerelle/shared/messages';
import { paths } from '@passerelle/shared/paths';
import { accountsApi } from '@passerelle/shared/routes/accounts';
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { fakeApi, refusal, renderScreen } from '../../../test/render';
import { RegisterPage } from './register-page';

const renderRegister = (path: string = paths.register) => renderScreen(<RegisterPage />, { path, pattern: paths.register });

/** Fills the form with the keyboard: e-mail, both passwords, then the terms' box with Space. */
async function fill(ui: ReturnType<typeof renderRegister>, values: { email: string; password: string; confirm: string }) {
  await ui.user.type(screen.getByRole('textbox', { name: 'E-mail' }), values.email);
  await ui.user.tab();
  await ui.user.keyboard(values.password);
  await ui.user.type(screen.getByLabelText('Confirmation du mot de passe'), values.confirm);
  screen.getByRole('checkbox').focus();
  await ui.user.keyboard(' ');
}

const submit = (ui: ReturnType<typeof renderRegister>) => ui.user.click(screen.getByRole('button', { name: 'Créer mon compte' }));

// Typing with the keyboard in jsdom is slow on a loaded machine: a form's test gets room.
describe('RegisterPage (SPEC §2 /register, §5 messages)', () => {
  it('shows the French field errors and sends nothing while the form is invalid', async () => {
    const api = fakeApi();
    const ui = renderRegister();
    await submit(ui);
    for (const message of [
      MSG.accountTypeRequired,
      MSG.emailRequired,
      MSG.passwordRequired,
      MSG.confirmPasswordRequired,
      MSG.termsRequired,
    ])
      expect(await screen.findByText(message)).toBeTruthy();

    await fill(ui, { email: 'lea@exemple', password: '12345', confirm: '123456' });
    await submit(ui);
    expect(await screen.findByText(MSG.emailInvalid)).toBeTruthy();
    expect(screen.getByText(MSG.passwordInvalid)).toBeTruthy();
    expect(screen.queryByText(MSG.termsRequired)).toBeNull();
    expect(api.requests).toEqual([]);
  });

  it('refuses two different passwords', async () => {
    fakeApi();
    const ui = renderRegister(paths.registerAs('client'));
    await fill(ui, { email: 'lea@exemple.fr', password: 'secret-solide', confirm: 'secret-autre' });
    await submit(ui);
    expect(await screen.findByText(MSG.passwordsDiffer)).toBeTruthy();
  });

  it('registers a candidate with newCondidat, then resends the mail to the address, without a session', async () => {
    const api = fakeApi();
    api.on(accountsApi.newCondidat, { body: { done: true, data: { email: 'lea@exemple.fr' } } });
    api.on(accountsApi.rsvmail, { body: { done: true } });
    const ui = renderRegister();
    // The account type with the keyboard: the first radio, then the arrow to the second.
    screen.getByRole('radio', { name: /Je recrute/ }).focus();
    await ui.user.keyboard('{ArrowDown}');
    expect((screen.getByRole('radio', { name: /Je cherche une mission/ }) as HTMLInputElement).checked).toBe(true);
    await fill(ui, { email: '  Lea@Exemple.FR ', password: 'secret-solide', confirm: 'secret-solide' });
    await ui.user.keyboard('{Enter}');

    expect(await screen.findByText('lea@exemple.fr')).toBeTruthy();
    expect(api.sentTo(accountsApi.newCondidat)).toEqual([
      {
        url: accountsApi.newCondidat.url,
        method: 'POST',
        body: {
          type_cmpt: 'condidat',
          email: 'lea@exemple.fr',
          password: 'secret-solide',
          confirmPassword: 'secret-solide',
          cgu: true,
        },
        token: null,
      },
    ]);
    expect(api.sentTo(accountsApi.newClient)).toEqual([]);

    await ui.user.click(screen.getByRole('button', { name: "Renvoyer l'e-mail" }));
    expect(await screen.findByText('Un nouvel e-mail vient de vous être envoyé.')).toBeTruthy();
    expect(api.sentTo(accountsApi.rsvmail).map((r) => [r.body, r.token])).toEqual([[{ email: 'lea@exemple.fr' }, null]]);
  });

  it("shows the server's refusal, else SPEC §8's fixed text", async () => {
    const api = fakeApi();
    api.on(accountsApi.newClient, refusal(400, 'account.password_too_common', MSG.passwordTooCommon));
    const ui = renderRegister(paths.registerAs('client'));
    await fill(ui, { email: 'lea@exemple.fr', password: 'secret-solide', confirm: 'secret-solide' });
    await submit(ui);
    expect(await screen.findByText(MSG.passwordTooCommon)).toBeTruthy();
    expect(api.sentTo(accountsApi.newClient)).toHaveLength(1);

    api.on(accountsApi.newClient, { status: 502, body: null });
    await submit(ui);
    expect(await screen.findByText(MSG.registerFailed.trim())).toBeTruthy();
  });
});
