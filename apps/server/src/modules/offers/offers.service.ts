import type {
  ClientOfferDetail,
  CreateOfferBody,
  DecideApplicationBody,
  MyOffersBody,
  Offer,
  OfferFields,
  OfferInfoBody,
  OffersPage,
  SaveOfferBody,
} from '@passerelle/shared';
import type { AppContext } from '../../context.js';
import type { Db } from '../../db/client.js';
import { fail } from '../../lib/errors.js';
import { type SearchTerms, searchTerms } from '../../lib/skills/search-terms.js';
import type { SkillVocabulary } from '../../lib/skills/vocabulary.js';
import type { AuthContext } from '../../plugins/app/auth.js';
import { callerCompany, requireAccess } from '../access/access.service.js';
import { announce, notify } from '../notifications/notifications.service.js';
import { techColumns } from '../skills/skill-keys.js';
import * as applicationsRepo from './applications.repository.js';
import { applicationDecidedNotification, offerClosedNotification } from './offers.notifications.js';
import { presentOffer, presentOfferApplication, presentPage } from './offers.presenter.js';
import * as repo from './offers.repository.js';

/**
 * A client's offers (SPEC §2 Mes offres, §4; DECISIONS §3): publish, list and search, read with the
 * applications, edit, close. The client is the token's; every id in a body that names a client record
 * must be the caller's own, and an offer is reachable only by its client.
 */

/**
 * The offer's columns from the form: technologies as typed, and their skill keys for matching (DECISIONS §5,
 * §6.1), computed with the vocabulary of the writing transaction (`ctx.skills.forWrite(tx)`).
 */
export function offerColumnsOf(body: OfferFields, vocab: SkillVocabulary) {
  return {
    titre: body.titre,
    description: body.description,
    budget: body.budget,
    dateDebut: body.date_debut,
    dateFin: body.date_fin,
    ...techColumns(vocab, body.tech),
  };
}

/** The offers' search box read against this instance's vocabulary; nothing to search for an empty text. */
export async function offerSearch(ctx: AppContext, text: string | undefined): Promise<SearchTerms | undefined> {
  const trimmed = text?.trim() ?? '';
  if (trimmed === '') return undefined;
  return searchTerms(await ctx.skills.fresh(), trimmed);
}

/** The offer with its application count, as it now is. */
export async function readOffer(db: Db, id: number): Promise<Offer> {
  const offer = await repo.findOffer(db, id);
  if (!offer) throw fail('offer.not_found');
  return presentOffer(offer);
}

/** The offer, locked, if it is the caller's company's: 404 when unknown, 403 when another company's. */
async function lockOwnOffer(tx: Db, auth: AuthContext, offerId: number): Promise<repo.OfferRow> {
  await requireAccess(tx, auth, 'offer.write', [offerId]);
  const offer = await repo.lockOffer(tx, offerId, 'update');
  if (!offer) throw fail('offer.not_found');
  return offer;
}

/** createOffre: an active client publishes an offer, `ouvert`. */
export async function createOffer(ctx: AppContext, auth: AuthContext, body: CreateOfferBody): Promise<Offer> {
  const client = await callerCompany(ctx.db, auth, { named: body.client_id });
  const offer = await ctx.db.transaction(async (tx) =>
    repo.insertOffer(tx, { clientId: client.id, etat: 'ouvert', ...offerColumnsOf(body, await ctx.skills.forWrite(tx)) }),
  );
  ctx.events.emit('offer.visible', { offerId: offer.id });
  return presentOffer({ ...offer, applicationCount: 0 });
}

/** getMyOffre / searchMyOffre: the client's offers, newest first, filtered by état and text (DECISIONS §4). */
export async function listMyOffers(ctx: AppContext, auth: AuthContext, body: MyOffersBody): Promise<OffersPage> {
  const client = await callerCompany(ctx.db, auth, { named: body.id });
  const result = await repo.findOfferPage(
    ctx.db,
    { clientId: client.id, etat: body.etat === 'Tous' ? undefined : body.etat, search: await offerSearch(ctx, body.search) },
    body,
    'recent',
  );
  return presentPage({ ...result, rows: await repo.withApplicationCounts(ctx.db, result.rows) }, body, presentOffer);
}

/** offreinfo: the client's offer with its applications, each with the candidate's professional profile. */
export async function getMyOffer(ctx: AppContext, auth: AuthContext, body: OfferInfoBody): Promise<ClientOfferDetail> {
  await callerCompany(ctx.db, auth, { named: body.client_id });
  await requireAccess(ctx.db, auth, 'offer.read', [body.id]);
  const offer = await repo.findOffer(ctx.db, body.id);
  if (!offer) throw fail('offer.not_found');
  const applicants = await applicationsRepo.listApplicants(ctx.db, offer.id);
  return { ...presentOffer(offer), demande_offres: applicants.map((a) => presentOfferApplication(a, offer)) };
}

/** saveOffre: the client edits its offer, unless it is closed. */
export async function saveOffer(ctx: AppContext, auth: AuthContext, body: SaveOfferBody): Promise<Offer> {
  return ctx.db.transaction(async (tx) => {
    // First in the transaction, before the offer's lock (skill-catalog.ts: a staff change waits for this write).
    const vocab = await ctx.skills.forWrite(tx);
    const offer = await lockOwnOffer(tx, auth, body.id);
    if (offer.etat === 'ferme') throw fail('offer.closed');
    await repo.updateOffer(tx, offer.id, offerColumnsOf(body, vocab));
    return readOffer(tx, offer.id);
  });
}

/**
 * cancelOffre: the offer is closed (`ferme`), not deleted; every application still waiting becomes
 * `non_retenue` and its candidate is told, in the same transaction (DECISIONS §3, application endings).
 */
export async function cancelOffer(ctx: AppContext, auth: AuthContext, offerId: number): Promise<void> {
  const notified = await ctx.db.transaction(async (tx) => {
    const offer = await lockOwnOffer(tx, auth, offerId);
    if (offer.etat === 'ferme') throw fail('offer.already_closed');
    await repo.updateOffer(tx, offer.id, { etat: 'ferme' });
    const candidateUserIds = await applicationsRepo.rejectWaitingApplications(tx, offer.id);
    return notify(
      tx,
      candidateUserIds.map((userId) => offerClosedNotification(userId, offer)),
    );
  });
  announce(ctx, notified);
}

/**
 * decideCandidature: a member of the company decides on an application to its offer, still waiting: `retenue`
 * or `non_retenue`, with an optional word for the candidate, who is notified in the same transaction
 * (DECISIONS §6.9). « retenue » then opens the request dialog on the web: the mission comes from the request.
 */
export async function decideApplication(ctx: AppContext, auth: AuthContext, body: DecideApplicationBody): Promise<void> {
  const application = await applicationsRepo.findApplicationById(ctx.db, body.id);
  if (!application) throw fail('application.not_found');
  await requireAccess(ctx.db, auth, 'offer.write', [application.offerId]);
  const notified = await ctx.db.transaction(async (tx) => {
    const decision = { etat: body.decision, message: body.message || null };
    const decided = await applicationsRepo.decideWaitingApplication(tx, application.id, decision);
    if (!decided) throw fail('application.answered');
    const offer = await repo.findOffer(tx, decided.offerId);
    const userId = await applicationsRepo.candidateUserId(tx, decided.candidateId);
    if (!offer || !userId) return [];
    return notify(tx, applicationDecidedNotification(userId, offer, decision));
  });
  announce(ctx, notified);
}
