import { MSG } from '@passerelle/shared/messages';
import { paths } from '@passerelle/shared/paths';
import { clientOffersApi } from '@passerelle/shared/routes/offers';
import { profilesApi } from '@passerelle/shared/routes/profiles';
import { screen } from '@testing-library/react';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { preloadRichFields } from '../../../components/form/preload-rich-fields';
import { setTwoFactorRequiredHandler } from '../../../lib/api-client';
import { sessionStore } from '../../../lib/session';
import { clientProfileOf, userOf } from '../../../test/fixtures';
import { currentPath, fakeApi, refusal, renderScreen, typeDate } from '../../../test/render';
import { OfferCreatePage } from './offer-create-page';

// The rich date and tag fields, as a user's pointer loads them (issue 20).
beforeAll(preloadRichFields);

const CLIENT_RECORD_ID = 9;

/** A signed-in client whose company record the page reads first (getUserClientInf). */
function signedInClient() {
  const user = userOf('client');
  sessionStore.set({ token: 'jeton', user });
  const api = fakeApi();
  api.on(profilesApi.getUserClientInf, { body: { done: true, data: clientProfileOf(user, { id: CLIENT_RECORD_ID }) } });
  return api;
}

const renderCreate = () =>
  renderScreen(<OfferCreatePage />, { path: paths.dashboard.client.offerCreate, pattern: paths.dashboard.client.offerCreate });

async function fillOffer(ui: ReturnType<typeof renderCreate>) {
  await ui.user.type(screen.getByRole('textbox', { name: "Titre de l'offre" }), 'Développeur React senior');
  await ui.user.tab();
  await ui.user.keyboard('Refonte du portail client, en équipe de quatre.');
  await ui.user.type(screen.getByRole('textbox', { name: 'Budget (TJM)' }), '550');
  await typeDate(ui.user, 'Date de début', '05/01/2027');
  await typeDate(ui.user, 'Date de fin', '30/06/2027');
  await ui.user.type(screen.getByRole('combobox', { name: 'Technologies' }), 'React{Enter}TypeScript{Enter}');
}

const publish = (ui: ReturnType<typeof renderCreate>) => ui.user.click(screen.getByRole('button', { name: "Publier l'offre" }));

// Typing with the keyboard in jsdom is slow on a loaded machine: a form's test gets room.
describe('OfferCreatePage (SPEC §2 /dashb/offre-crt, §5 offer form)', () => {
  it('shows the French field errors and sends nothing while the offer is invalid', async () => {
    const api = signedInClient();
    const ui = renderCreate();
    await publish(ui);
    for (const message of [
      MSG.offerTitleRequired,
      MSG.descriptionRequired,
      MSG.budgetRequired,
      MSG.startDateRequired,
      MSG.techRequired,
    ])
      expect(await screen.findByText(message)).toBeTruthy();

    await ui.user.type(screen.getByRole('textbox', { name: 'Budget (TJM)' }), 'beaucoup');
    await ui.user.type(screen.getByRole('combobox', { name: 'Technologies' }), 'React{Enter}react{Enter}');
    expect(await screen.findByText(MSG.budgetNotNumber)).toBeTruthy();
    expect(screen.getByText(MSG.techDuplicate)).toBeTruthy();
    expect(api.sentTo(clientOffersApi.createOffre)).toEqual([]);
  });

  it('publishes the offer for the client record with createOffre, then goes to the list', async () => {
    const api = signedInClient();
    // The offer as the server stores it: what was sent, with its id, état and counters.
    api.on(clientOffersApi.createOffre, ({ body }) => {
      const { client_id, ...sent } = body as { client_id: number };
      const now = '2026-11-29T10:00:00.000Z';
      const offer = { id: 31, ...sent, etat: 'ouvert', isblocked: false, clientId: client_id, nbr_postulations: 0 };
      return { body: { done: true, data: { ...offer, createdAt: now, updatedAt: now } } };
    });
    const ui = renderCreate();
    await fillOffer(ui);
    await publish(ui);

    expect(await screen.findByText(MSG.offerCreated)).toBeTruthy();
    expect(api.sentTo(clientOffersApi.createOffre)).toEqual([
      {
        url: clientOffersApi.createOffre.url,
        method: 'POST',
        body: {
          titre: 'Développeur React senior',
          description: 'Refonte du portail client, en équipe de quatre.',
          budget: 550,
          date_debut: '2027-01-05',
          date_fin: '2027-06-30',
          tech: ['React', 'TypeScript'],
          client_id: CLIENT_RECORD_ID,
        },
        token: 'jeton',
      },
    ]);
    await vi.waitFor(() => expect(currentPath()).toBe(paths.dashboard.client.offers), { timeout: 4000 });
  });

  it("shows the server's refusal (a pending account), else SPEC §8's fixed text", async () => {
    const api = signedInClient();
    api.on(clientOffersApi.createOffre, refusal(403, 'account.not_active', MSG.accountNotValidated));
    const ui = renderCreate();
    await fillOffer(ui);
    await publish(ui);
    expect(await screen.findByText(MSG.accountNotValidated)).toBeTruthy();

    api.on(clientOffersApi.createOffre, { status: 500, body: null });
    await publish(ui);
    expect(await screen.findByText(MSG.offerCreateFailed)).toBeTruthy();
    expect(currentPath()).toBe(paths.dashboard.client.offerCreate);
  });

  it("a refusal's code, not its sentence, decides whether the dashboard's two-factor handler runs", async () => {
    const api = signedInClient();
    const twoFactorRequired = vi.fn();
    setTwoFactorRequiredHandler(twoFactorRequired);
    api.on(clientOffersApi.createOffre, refusal(403, 'auth.role_forbidden', MSG.twoFactorRequired));
    const ui = renderCreate();
    await fillOffer(ui);
    await publish(ui);
    expect(await screen.findByText(MSG.twoFactorRequired)).toBeTruthy();
    // A client's route never answers auth.two_factor_required (its contract does not declare it): that the code
    // runs the handler, whatever the sentence, is tested on a staff route in lib/api-client.test.ts.
    expect(twoFactorRequired).not.toHaveBeenCalled();
  });
});
