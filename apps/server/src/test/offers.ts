import type { CandidateProfile, ClientProfile, Offer, OfferEtat, UserEtat } from '@passerelle/shared';
import { expect } from 'vitest';
import { type MadeUser, makeUser } from './factories.js';
import { EXPERIENCE, FORMATION, onboardCandidate, onboardClient } from './onboarding.js';
import type { TestApp } from './test-app.js';

/** Offers test data: a valid offer form (SPEC §5), signed-up clients and candidates, published offers. */

export function offerBody(overrides: Record<string, unknown> = {}) {
  return {
    titre: 'Développeur TypeScript confirmé',
    description: 'Refonte de la plateforme de réservation, en équipe de cinq, 100 % à distance.',
    budget: 550,
    date_debut: '2026-09-01',
    date_fin: '2027-02-28',
    tech: ['TypeScript', 'Node.js'],
    ...overrides,
  };
}

export interface SignedUpClient {
  who: MadeUser;
  client: ClientProfile;
}

export interface SignedUpCandidate {
  who: MadeUser;
  candidate: CandidateProfile;
}

/** A client account (active unless told) with its company profile. */
export async function signUpClient(t: TestApp, etat: UserEtat = 'active'): Promise<SignedUpClient> {
  const who = await makeUser(t.app.ctx, { role: 'client', etat });
  return { who, client: await onboardClient(t, who) };
}

/** A candidate account (active unless told) with its profile, one education entry and one experience. */
export async function signUpCandidate(
  t: TestApp,
  etat: UserEtat = 'active',
  overrides: Record<string, unknown> = {},
): Promise<SignedUpCandidate> {
  const who = await makeUser(t.app.ctx, { role: 'condidat', etat });
  const candidate = await onboardCandidate(t, who, { formations: [FORMATION], experiences: [EXPERIENCE], overrides });
  return { who, candidate };
}

/** createOffre through the API; fails the calling test unless it answers 200. */
export async function publishOffer(t: TestApp, owner: SignedUpClient, overrides: Record<string, unknown> = {}): Promise<Offer> {
  const res = await t.post('/api/cl/createOffre', { ...offerBody(overrides), client_id: owner.client.id }, owner.who.token);
  expect(res.statusCode, res.body).toBe(200);
  return res.json().data as Offer;
}

/** postuler through the API. */
export function applyTo(t: TestApp, offerId: number, applicant: SignedUpCandidate) {
  return t.post('/api/cd/postuler', { offreId: offerId, condidatId: applicant.candidate.id }, applicant.who.token);
}

/** Sets what no call of this module sets (`en_cours` comes with missions) or what a test needs quickly. */
export async function setOfferState(t: TestApp, offerId: number, state: { etat?: OfferEtat; isblocked?: boolean }) {
  if (state.etat) await t.database.query('UPDATE offers SET etat = $1 WHERE id = $2', [state.etat, offerId]);
  if (state.isblocked !== undefined)
    await t.database.query('UPDATE offers SET isblocked = $1 WHERE id = $2', [state.isblocked, offerId]);
}

export interface NotificationRow {
  titre: string;
  content: string;
  url: string | null;
  read: boolean;
}

/** A user's notifications, oldest first. */
export function notificationsOf(t: TestApp, userId: number): Promise<NotificationRow[]> {
  return t.database.query<NotificationRow>('SELECT titre, content, url, read FROM notifications WHERE user_id = $1 ORDER BY id', [
    userId,
  ]);
}
