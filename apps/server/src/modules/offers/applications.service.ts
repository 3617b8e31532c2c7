import type {
  ApplyBody,
  CandidateOfferDetail,
  MyApplication,
  OfferInfoBody,
  PostulerBody,
  PublicOffersPage,
  SearchPageBody,
} from '@passerelle/shared';
import type { AppContext } from '../../context.js';
import type { Db } from '../../db/client.js';
import { fail, isUniqueViolation } from '../../lib/errors.js';
import type { AuthContext } from '../../plugins/app/auth.js';
import { callerCandidate } from '../access/access.service.js';
import { announce, notify, toCompany } from '../notifications/notifications.service.js';
import * as repo from './applications.repository.js';
import { newApplicationNotification } from './offers.notifications.js';
import { presentMyApplication, presentOwnApplication, presentPage, presentPublicOffer } from './offers.presenter.js';
import * as offersRepo from './offers.repository.js';
import { offerSearch } from './offers.service.js';

/**
 * The candidate's side of the offers (SPEC §2 candidate shell, DECISIONS §3): browse and search the
 * visible offers, read one, apply once, withdraw while unanswered, follow one's applications. The
 * candidate is the token's; an id naming "my" candidate record must be the caller's own.
 */

const isVisible = (offer: offersRepo.OfferRow) => !offer.isblocked && offer.etat !== 'ferme';

/** offres / searchOffre: the visible offers; newest first, or best matches first when searching. */
export async function listVisibleOffers(ctx: AppContext, body: SearchPageBody): Promise<PublicOffersPage> {
  const result = await offersRepo.findOfferPage(
    ctx.db,
    { visibleOnly: true, search: await offerSearch(ctx, body.search) },
    body,
    'relevance',
  );
  return presentPage(result, body, presentPublicOffer);
}

/**
 * An offer as a candidate may read it (its page, its match: cd/offreMatch): visible, or applied to by this
 * candidate; 404 otherwise, the same answer as an unknown offer. With the candidate's application, if any.
 */
export async function readOfferSeenBy(
  db: Db,
  offerId: number,
  candidateId: number,
): Promise<{ offer: offersRepo.OfferWithCount; own: repo.ApplicationRow | undefined }> {
  const offer = await offersRepo.findOffer(db, offerId);
  if (!offer) throw fail('offer.not_found');
  const own = await repo.findApplication(db, offer.id, candidateId);
  if (!isVisible(offer) && !own) throw fail('offer.not_found');
  return { offer, own };
}

/**
 * offreInf: a visible offer and the caller's own application, if any. A closed or blocked offer stays
 * readable by those who applied to it (their "Mes propositions" links to it; DECISIONS §6.4), by nobody else.
 */
export async function getVisibleOffer(ctx: AppContext, auth: AuthContext, body: OfferInfoBody): Promise<CandidateOfferDetail> {
  const candidate = await callerCandidate(ctx.db, auth, { named: body.id_cond });
  const { offer, own } = await readOfferSeenBy(ctx.db, body.id, candidate.id);
  return {
    ...presentPublicOffer(offer),
    postule: own !== undefined,
    demande_offres: own ? [presentOwnApplication(own)] : [],
  };
}

/**
 * postuler: an active candidate applies, once, to an `ouvert` offer that is not blocked, with an optional
 * message for the client (DECISIONS §6.9); the client is
 * notified in the same transaction. The offer is share-locked so that a concurrent closing or blocking
 * waits for this application (and then answers it) or is seen by it.
 */
export async function apply(ctx: AppContext, auth: AuthContext, body: PostulerBody): Promise<void> {
  const candidate = await callerCandidate(ctx.db, auth, { named: body.condidatId });
  let notified: number[];
  try {
    notified = await ctx.db.transaction(async (tx) => {
      const offer = await offersRepo.lockOffer(tx, body.offreId, 'share');
      if (!offer || !isVisible(offer)) throw fail('offer.not_found');
      if (await repo.findApplication(tx, offer.id, candidate.id)) throw fail('application.already_applied');
      if (offer.etat !== 'ouvert') throw fail('offer.not_open');
      await repo.insertApplication(tx, { offerId: offer.id, candidateId: candidate.id, message: body.message || null });
      // Every member of the company is told (DECISIONS §6.3).
      const note = newApplicationNotification(offer, { prenom: auth.user.prenom, nom: auth.user.nom, titre: candidate.titre });
      return notify(tx, await toCompany(tx, offer.clientId, note));
    });
  } catch (error) {
    // Two applications at once: the unique key decides.
    if (isUniqueViolation(error, 'applications_offer_candidate_key')) throw fail('application.already_applied');
    throw error;
  }
  announce(ctx, notified);
}

/** annulerPostulation: the candidate withdraws an application that has had no answer yet; it is deleted. */
export async function withdraw(ctx: AppContext, auth: AuthContext, body: ApplyBody): Promise<void> {
  const candidate = await callerCandidate(ctx.db, auth, { named: body.condidatId });
  if (await repo.deleteWaitingApplication(ctx.db, body.offreId, candidate.id)) return;
  const existing = await repo.findApplication(ctx.db, body.offreId, candidate.id);
  if (!existing) throw fail('application.not_found');
  throw fail('application.answered');
}

/** getMyDmdOffer: the candidate's applications with their offers, newest first. */
export async function listMyApplications(ctx: AppContext, auth: AuthContext, candidateId: number): Promise<MyApplication[]> {
  const candidate = await callerCandidate(ctx.db, auth, { named: candidateId });
  const rows = await repo.listApplicationsOfCandidate(ctx.db, candidate.id);
  return rows.map(presentMyApplication);
}
