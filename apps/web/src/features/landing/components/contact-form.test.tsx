import { MSG } from '@passerelle/shared/messages';
import { contactApi } from '@passerelle/shared/routes/contact';
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { sessionStore } from '../../../lib/session';
import { userOf } from '../../../test/fixtures';
import { fakeApi, refusal, renderScreen } from '../../../test/render';
import { ContactForm } from './contact-form';

/** Types the four fields in their order, moving with Tab as a user does. */
async function fill(ui: ReturnType<typeof renderScreen>, values: string[]) {
  await ui.user.click(screen.getByRole('textbox', { name: 'Nom complet' }));
  for (const [index, value] of values.entries()) {
    if (index > 0) await ui.user.tab();
    if (value) await ui.user.keyboard(value);
  }
}

const send = (ui: ReturnType<typeof renderScreen>) => ui.user.click(screen.getByRole('button', { name: 'Envoyer le message' }));
const fieldValues = () =>
  ['Nom complet', 'E-mail', 'Sujet', 'Message'].map((name) => (screen.getByRole('textbox', { name }) as HTMLInputElement).value);

// Typing with the keyboard in jsdom is slow on a loaded machine: a form's test gets room.
describe('ContactForm (SPEC §2 landing, §5: tous les champs sont obligatoires)', () => {
  it('marks the missing fields in French and sends nothing', async () => {
    const api = fakeApi();
    const ui = renderScreen(<ContactForm />);
    await fill(ui, ['Léa Martin', '', '', '']);
    await send(ui);
    expect(await screen.findAllByText(MSG.contactAllRequired)).toHaveLength(2);
    expect(api.requests).toEqual([]);
  });

  it('refuses an e-mail nobody could answer, « camille@ », and sends nothing (DECISIONS §6.9)', async () => {
    const api = fakeApi();
    const ui = renderScreen(<ContactForm />);
    await fill(ui, ['Camille Roux', 'camille@', 'Une question', 'Bonjour.']);
    await send(ui);
    expect(await screen.findByText(MSG.emailInvalid)).toBeTruthy();
    expect(api.requests).toEqual([]);
  });

  it('sends the message to contactus/new without the session, then empties the form', async () => {
    const api = fakeApi();
    api.on(contactApi.contactusNew, { body: { done: true } });
    // A signed-in visitor's token is not sent: the route is public.
    sessionStore.set({ token: 'jeton', user: userOf('client') });
    const ui = renderScreen(<ContactForm />);
    await fill(ui, ['Léa Martin', 'lea@exemple.fr', 'Une mission', 'Bonjour, je cherche un profil React.']);
    await ui.user.keyboard('{Tab}{Enter}');

    expect(await screen.findByText(MSG.contactSent)).toBeTruthy();
    expect(api.sentTo(contactApi.contactusNew)).toEqual([
      {
        url: contactApi.contactusNew.url,
        method: 'POST',
        body: {
          fullname: 'Léa Martin',
          email: 'lea@exemple.fr',
          subject: 'Une mission',
          content: 'Bonjour, je cherche un profil React.',
        },
        token: null,
      },
    ]);
    expect(fieldValues()).toEqual(['', '', '', '']);
  });

  it("shows the server's refusal and keeps what was typed", async () => {
    const api = fakeApi();
    api.on(contactApi.contactusNew, refusal(429, 'rate.limited', MSG.tooManyRequests));
    const ui = renderScreen(<ContactForm />);
    await fill(ui, ['Léa Martin', 'lea@exemple.fr', 'Une mission', 'Bonjour !']);
    await send(ui);
    expect(await screen.findByText(MSG.tooManyRequests)).toBeTruthy();
    expect(screen.queryByText(MSG.contactSent)).toBeNull();
    expect(fieldValues()).toEqual(['Léa Martin', 'lea@exemple.fr', 'Une mission', 'Bonjour !']);
  });
});
