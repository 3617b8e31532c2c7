import {
  type ApplyBody,
  type CandidateOfferDetail,
  MSG,
  type MyApplication,
  type OfferInfoBody,
  type PublicOffersPage,
  type SearchPageBody,
} from '@passerelle/shared';
import type { AppContext } from '../../context.js';
import type { Db } from '../../db/client.js';
import { conflict, forbidden, isUniqueViolation, notFound } from '../../lib/errors.js';
import type { AuthContext } from '../../plugins/app/auth.js';
import { announce, notify } from '../notifications/notifications.service.js';
import { type CandidateRow, findCandidateByUserId } from '../profiles/profiles.repository.js';
import * as repo from './applications.repository.js';
import { newApplicationNotification } from './offers.notifications.js';
import { presentMyApplication, presentOwnApplication, presentPage, presentPublicOffer } from './offers.presenter.js';
import * as offersRepo from './offers.repository.js';

/**
 * The candidate's side of the offers (SPEC §2 candidate shell, DECISIONS §3): browse and search the
 * visible offers, read one, apply once, withdraw while unanswered, follow one's applications. The
 * candidate is the token's; an id naming "my" candidate record must be the caller's own.
 */

/** The caller's candidate record, when it names the same record as the body (DECISIONS §2). */
async function ownCandidate(db: Db, auth: AuthContext, candidateId: number | null | undefined): Promise<CandidateRow> {
  const candidate = await findCandidateByUserId(db, auth.user.id);
  if (!candidate) throw forbidden();
  if (candidateId != null && candidateId !== candidate.id) throw forbidden();
  return candidate;
}

const isVisible = (offer: offersRepo.OfferRow) => !offer.isblocked && offer.etat !== 'ferme';

/** offres / searchOffre: the visible offers; newest first, or best matches first when searching. */
export async function listVisibleOffers(ctx: AppContext, body: SearchPageBody): Promise<PublicOffersPage> {
  const result = await offersRepo.findOfferPage(ctx.db, { visibleOnly: true, search: body.search }, body, 'relevance');
  return presentPage(result, body, presentPublicOffer);
}

/**
 * offreInf: a visible offer and the caller's own application, if any. A closed offer stays readable by
 * those who applied to it (their "Mes propositions" links to it); a blocked one by nobody.
 */
export async function getVisibleOffer(ctx: AppContext, auth: AuthContext, body: OfferInfoBody): Promise<CandidateOfferDetail> {
  const candidate = await ownCandidate(ctx.db, auth, body.id_cond);
  const offer = await offersRepo.findOffer(ctx.db, body.id);
  if (!offer || offer.isblocked) throw notFound(MSG.offerNotFound);
  const own = await repo.findApplication(ctx.db, offer.id, candidate.id);
  if (!isVisible(offer) && !own) throw notFound(MSG.offerNotFound);
  return {
    ...presentPublicOffer(offer),
    postule: own !== undefined,
    demande_offres: own ? [presentOwnApplication(own)] : [],
  };
}

/**
 * postuler: an active candidate applies, once, to an `ouvert` offer that is not blocked; the client is
 * notified in the same transaction. The offer is share-locked so that a concurrent closing or blocking
 * waits for this application (and then answers it) or is seen by it.
 */
export async function apply(ctx: AppContext, auth: AuthContext, body: ApplyBody): Promise<void> {
  const candidate = await ownCandidate(ctx.db, auth, body.condidatId);
  if (auth.user.etat !== 'active') throw forbidden(MSG.accountNotValidated);
  let notified: number[];
  try {
    notified = await ctx.db.transaction(async (tx) => {
      const offer = await offersRepo.lockOffer(tx, body.offreId, 'share');
      if (!offer || !isVisible(offer)) throw notFound(MSG.offerNotFound);
      if (await repo.findApplication(tx, offer.id, candidate.id)) throw conflict(MSG.alreadyApplied);
      if (offer.etat !== 'ouvert') throw conflict(MSG.offerNotOpen);
      await repo.insertApplication(tx, { offerId: offer.id, candidateId: candidate.id });
      const publisher = await offersRepo.findPublisher(tx, offer.clientId);
      if (!publisher) return [];
      return notify(
        tx,
        newApplicationNotification(publisher.user.id, offer, {
          prenom: auth.user.prenom,
          nom: auth.user.nom,
          titre: candidate.titre,
        }),
      );
    });
  } catch (error) {
    // Two applications at once: the unique key decides.
    if (isUniqueViolation(error, 'applications_offer_candidate_key')) throw conflict(MSG.alreadyApplied);
    throw error;
  }
  announce(ctx, notified);
}

/** annulerPostulation: the candidate withdraws an application that has had no answer yet; it is deleted. */
export async function withdraw(ctx: AppContext, auth: AuthContext, body: ApplyBody): Promise<void> {
  const candidate = await ownCandidate(ctx.db, auth, body.condidatId);
  if (await repo.deleteWaitingApplication(ctx.db, body.offreId, candidate.id)) return;
  const existing = await repo.findApplication(ctx.db, body.offreId, candidate.id);
  if (!existing) throw notFound(MSG.applicationNotFound);
  throw conflict(MSG.applicationAnswered);
}

/** getMyDmdOffer: the candidate's applications with their offers, newest first. */
export async function listMyApplications(ctx: AppContext, auth: AuthContext, candidateId: number): Promise<MyApplication[]> {
  const candidate = await ownCandidate(ctx.db, auth, candidateId);
  const rows = await repo.listApplicationsOfCandidate(ctx.db, candidate.id);
  return rows.map(presentMyApplication);
}
