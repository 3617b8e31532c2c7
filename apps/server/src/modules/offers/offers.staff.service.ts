import type { AdminEditOfferBody, Offer, OffersPage, SearchPageBody, StaffOfferDetail } from '@passerelle/shared';
import type { AppContext } from '../../context.js';
import { fail } from '../../lib/errors.js';
import type { AuthContext } from '../../plugins/app/auth.js';
import { recordAdminAction } from '../accounts/accounts.repository.js';
import { announce, notify, toCompany } from '../notifications/notifications.service.js';
import * as applicationsRepo from './applications.repository.js';
import { offerModeratedNotification } from './offers.notifications.js';
import { presentOffer, presentPage, presentPublisher, presentStaffOfferApplication } from './offers.presenter.js';
import * as repo from './offers.repository.js';
import { offerColumnsOf, offerSearch, readOffer } from './offers.service.js';

/**
 * The staff's view of the offers (SPEC §2 admin Les offres, §6): every offer, blocked ones included,
 * its publisher and its applicants with their contact data; edit and block or unblock, recorded
 * (DECISIONS §3: every admin action is recorded).
 */

/** getOffres / searchOffre: all offers; a search ranks the best matches first. */
export async function listAllOffers(ctx: AppContext, body: SearchPageBody): Promise<OffersPage> {
  const result = await repo.findOfferPage(ctx.db, { search: await offerSearch(ctx, body.search) }, body, 'relevance');
  return presentPage({ ...result, rows: await repo.withApplicationCounts(ctx.db, result.rows) }, body, presentOffer);
}

/** getOffreInfo: the offer, its budget, its publisher's card and its applications. */
export async function getOfferForStaff(ctx: AppContext, offerId: number): Promise<StaffOfferDetail> {
  const offer = await repo.findOffer(ctx.db, offerId);
  if (!offer) throw fail('offer.not_found');
  const [publisher, applicants] = await Promise.all([
    repo.findPublisher(ctx.db, offer.clientId),
    applicationsRepo.listApplicants(ctx.db, offer.id),
  ]);
  if (!publisher) throw fail('offer.not_found');
  return {
    ...presentOffer(offer),
    client: presentPublisher(publisher.client, publisher.user),
    demande_offres: applicants.map((a) => presentStaffOfferApplication(a, offer)),
  };
}

/** The names of the offer's fields this edit changes, for the admin action log. */
function changedFields(current: repo.OfferRow, next: ReturnType<typeof offerColumnsOf>): string[] {
  const same = (a: unknown, b: unknown) => JSON.stringify(a) === JSON.stringify(b);
  return (Object.keys(next) as (keyof typeof next)[]).filter((key) => key !== 'techNorm' && !same(current[key], next[key]));
}

/**
 * editoffre: the whole offer and its blocking. A blocked offer disappears from the candidates' lists and
 * refuses applications; its client is told. The edit and the (un)blocking are recorded.
 */
export async function editOfferAsStaff(
  ctx: AppContext,
  actor: AuthContext,
  body: AdminEditOfferBody,
  ip: string | null,
): Promise<Offer> {
  const { offer, notified, unblocked } = await ctx.db.transaction(async (tx) => {
    // First in the transaction, before the offer's lock (skill-catalog.ts: a staff change waits for this write).
    const vocab = await ctx.skills.forWrite(tx);
    const current = await repo.lockOffer(tx, body.id, 'update');
    if (!current) throw fail('offer.not_found');
    const publisher = await repo.findPublisher(tx, current.clientId);
    const columns = offerColumnsOf(body, vocab);
    await repo.updateOffer(tx, current.id, { ...columns, isblocked: body.isblocked });
    const record = (action: string, details: string) =>
      recordAdminAction(tx, {
        actorId: actor.user.id,
        action,
        targetUserId: publisher?.user.id ?? null,
        targetType: 'offer',
        targetId: current.id,
        details,
        ip,
      });
    const changed = changedFields(current, columns);
    if (changed.length > 0) await record('edit_offer', changed.join(', '));
    let notified: number[] = [];
    if (current.isblocked !== body.isblocked) {
      await record(body.isblocked ? 'block_offer' : 'unblock_offer', body.titre);
      notified = await notify(tx, await toCompany(tx, current.clientId, offerModeratedNotification(current, body.isblocked)));
    }
    return { offer: await readOffer(tx, current.id), notified, unblocked: current.isblocked && !body.isblocked };
  });
  announce(ctx, notified);
  // Unblocked: visible again to candidates, the candidate alerts look at it (DECISIONS §6.2).
  if (unblocked) ctx.events.emit('offer.visible', { offerId: offer.id });
  return offer;
}
