import { ERRORS } from '@passerelle/shared/errors';
import { MSG } from '@passerelle/shared/messages';
import { paths } from '@passerelle/shared/paths';
import { candidateOffersApi } from '@passerelle/shared/routes/offers';
import { profilesApi } from '@passerelle/shared/routes/profiles';
import type { CandidateOfferDetail } from '@passerelle/shared/schemas/offers';
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { sessionStore } from '../../../lib/session';
import { candidateProfileOf, userOf } from '../../../test/fixtures';
import { currentPath, fakeApi, refusal, renderScreen } from '../../../test/render';
import { OfferDetailPage } from './offer-detail-page';

const offer: CandidateOfferDetail = {
  id: 7,
  titre: 'Développeuse Vue.js',
  description: 'Refonte du portail client.',
  date_debut: '2027-01-04',
  date_fin: '2027-06-30',
  tech: ['Vue.js', 'TypeScript'],
  etat: 'ouvert',
  createdAt: '2026-11-20T10:00:00.000Z',
  postule: false,
  demande_offres: [],
};

function offerPage() {
  const user = userOf('condidat');
  sessionStore.set({ token: 'jeton', user });
  const api = fakeApi();
  api.on(profilesApi.getUserCondInf, { body: { done: true, data: candidateProfileOf(user) } });
  const ui = renderScreen(<OfferDetailPage />, {
    path: paths.dashboard.candidate.offer(7),
    pattern: paths.dashboard.candidate.offer(),
  });
  return { api, ui };
}

describe('the candidate’s offer page (DECISIONS §6.9)', { timeout: 20_000 }, () => {
  it('says « Cette offre n’est plus disponible » for an offer closed or blocked since, with a way back and nothing to retry', async () => {
    const { api, ui } = offerPage();
    api.on(candidateOffersApi.offreInf, refusal(404, 'offer.not_found', ERRORS['offer.not_found'].message));
    expect(await screen.findByText(MSG.offerNoLongerAvailable)).toBeTruthy();
    expect(screen.queryByText(ERRORS['offer.not_found'].message)).toBeNull();
    expect(screen.queryByRole('button', { name: 'Réessayer' })).toBeNull();
    await ui.user.click(screen.getByRole('link', { name: 'Voir les offres disponibles' }));
    expect(currentPath()).toBe(paths.dashboard.candidate.offers);
  });

  it('applies with a word for the company, then reads « Candidature envoyée », not « déjà »', async () => {
    const { api, ui } = offerPage();
    let applied = false;
    api.on(candidateOffersApi.offreInf, () => ({
      body: {
        done: true,
        data: applied
          ? {
              ...offer,
              postule: true,
              demande_offres: [
                {
                  id: 3,
                  etat: 'en_attente',
                  createdAt: '2026-11-29T10:00:00.000Z',
                  message: 'Disponible dès janvier.',
                  decision_message: null,
                },
              ],
            }
          : offer,
      },
    }));
    api.on(candidateOffersApi.postuler, () => {
      applied = true;
      return { body: { done: true } };
    });
    await ui.user.type(
      await screen.findByRole('textbox', { name: 'Un mot pour l’entreprise (facultatif)' }),
      'Disponible dès janvier.',
    );
    await ui.user.click(screen.getByRole('button', { name: 'Postuler' }));
    expect(await screen.findByText('Candidature envoyée')).toBeTruthy();
    expect(screen.queryByText('Vous avez déjà postulé')).toBeNull();
    // Today's confirmation is green.
    expect(screen.getByRole('status').className).toContain('MuiAlert-colorSuccess');
    expect(screen.getByText('Disponible dès janvier.')).toBeTruthy();
    expect(api.sentTo(candidateOffersApi.postuler).map((r) => r.body)).toEqual([
      { offreId: 7, condidatId: expect.any(Number), message: 'Disponible dès janvier.' },
    ]);
  });

  it('shows an application of an earlier visit as a past state: « Vous avez déjà postulé », not in today’s green', async () => {
    const { api } = offerPage();
    const application = {
      id: 3,
      etat: 'en_attente' as const,
      createdAt: '2026-10-02T10:00:00.000Z',
      message: null,
      decision_message: null,
    };
    api.on(candidateOffersApi.offreInf, {
      body: { done: true, data: { ...offer, postule: true, demande_offres: [application] } },
    });
    const status = (await screen.findByText('Vous avez déjà postulé')).closest('[role="status"]') as HTMLElement;
    expect(status.className).not.toContain('MuiAlert-colorSuccess');
    expect(status.className).toContain('MuiAlert-colorInfo');
  });
});
