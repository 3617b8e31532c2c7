import { ERRORS } from '@passerelle/shared/errors';
import { paths } from '@passerelle/shared/paths';
import { clientOffersApi } from '@passerelle/shared/routes/offers';
import { profilesApi } from '@passerelle/shared/routes/profiles';
import { shortlistApi } from '@passerelle/shared/routes/teams';
import type { ClientOfferDetail } from '@passerelle/shared/schemas/offers';
import { screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { OfferDetailPage } from '../../features/client-offers/components/offer-detail-page';
import { sessionStore } from '../../lib/session';
import { clientProfileOf, publicProfileOf, userOf } from '../../test/fixtures';
import { fakeApi, refusal, renderScreen } from '../../test/render';
import { applicantActions } from './client-shell';

const offer: ClientOfferDetail = {
  id: 4,
  titre: 'Développeur Elm',
  description: 'Une mission Elm à distance.',
  date_debut: '2027-01-04',
  date_fin: '2027-06-30',
  tech: ['Elm'],
  etat: 'ouvert',
  createdAt: '2026-11-20T10:00:00.000Z',
  budget: 600,
  isblocked: false,
  clientId: 9,
  nbr_postulations: 1,
  updatedAt: '2026-11-20T10:00:00.000Z',
  demande_offres: [
    {
      id: 30,
      condidatId: 21,
      etat: 'en_attente',
      createdAt: '2026-11-21T10:00:00.000Z',
      date_debut: '2027-01-04',
      date_fin: '2027-06-30',
      tjm: null,
      message: 'Bonjour,\nJ’ai livré deux applications Elm en production.',
      decision_message: null,
      condidat: publicProfileOf({ nom: 'Martin', prenom: 'Léa', titre: 'Développeuse Elm', skills: ['Elm'] }),
    },
  ],
};

function applicantsTab() {
  const user = userOf('client');
  sessionStore.set({ token: 'jeton', user });
  const api = fakeApi();
  api.on(profilesApi.getUserClientInf, { body: { done: true, data: clientProfileOf(user) } });
  api.on(clientOffersApi.offreinfo, { body: { done: true, data: offer } });
  const ui = renderScreen(<OfferDetailPage applicantActions={applicantActions} />, {
    path: paths.dashboard.client.offer(4),
    pattern: paths.dashboard.client.offer(),
  });
  return { api, ui };
}

async function openApplicant(ui: ReturnType<typeof renderScreen>) {
  await ui.user.click(await screen.findByRole('button', { name: 'Voir le profil de Léa Martin' }));
  return screen.findByRole('dialog', { name: 'Léa Martin' });
}

describe("the applicants tab's team actions (issue 18)", () => {
  it('« Ajouter à la sélection » puts the applicant on this offer’s shortlist, without asking which offer', async () => {
    const { api, ui } = applicantsTab();
    api.on(shortlistApi.shortlistAdd, { body: { done: true, id: 3 } });
    const panel = await openApplicant(ui);
    await ui.user.click(await within(panel).findByRole('button', { name: 'Ajouter Léa Martin à la sélection' }));
    expect((await within(panel).findByRole('status')).textContent).toBe('Ajouté à la sélection');
    expect(screen.queryByRole('menu')).toBeNull();
    expect(api.sentTo(shortlistApi.shortlistAdd).map((r) => r.body)).toEqual([{ offreId: 4, condidatId: 21 }]);
  });

  it('says so in French when the applicant is already on the shortlist', async () => {
    const { api, ui } = applicantsTab();
    api.on(shortlistApi.shortlistAdd, refusal(409, 'shortlist.already', ERRORS['shortlist.already'].message));
    const panel = await openApplicant(ui);
    await ui.user.click(await within(panel).findByRole('button', { name: 'Ajouter Léa Martin à la sélection' }));
    expect(await within(panel).findByText(ERRORS['shortlist.already'].message)).toBeTruthy();
  });
});

describe('the company answers an application (DECISIONS §6.9)', () => {
  it('shows the candidate’s message; « Retenir » sends the decision with the word and opens the request form prefilled', async () => {
    const { api, ui } = applicantsTab();
    api.on(clientOffersApi.decideCandidature, { body: { done: true } });
    const panel = await openApplicant(ui);
    expect(within(panel).getByText('Message du candidat')).toBeTruthy();
    expect(within(panel).getByText(/J’ai livré deux applications Elm en production/)).toBeTruthy();
    await ui.user.type(within(panel).getByRole('textbox', { name: 'Message à Léa Martin (facultatif)' }), 'À très vite !');
    await ui.user.click(within(panel).getByRole('button', { name: 'Retenir' }));
    expect(await within(panel).findByRole('form', { name: 'Demande pour Léa Martin' })).toBeTruthy();
    expect(api.sentTo(clientOffersApi.decideCandidature).map((r) => r.body)).toEqual([
      { id: 30, decision: 'retenue', message: 'À très vite !' },
    ]);
  });

  it('« Ne pas retenir » sends the decision without a word, and no request form opens', async () => {
    const { api, ui } = applicantsTab();
    api.on(clientOffersApi.decideCandidature, { body: { done: true } });
    const panel = await openApplicant(ui);
    await ui.user.click(within(panel).getByRole('button', { name: 'Ne pas retenir' }));
    await vi.waitFor(() =>
      expect(api.sentTo(clientOffersApi.decideCandidature).map((r) => r.body)).toEqual([
        { id: 30, decision: 'non_retenue', message: null },
      ]),
    );
    expect(within(panel).queryByRole('form', { name: 'Demande pour Léa Martin' })).toBeNull();
  });
});
