import type { ShortlistAddBody, ShortlistCommentBody, ShortlistItem, ShortlistVoteBody } from '@passerelle/shared';
import type { AppContext } from '../../context.js';
import type { Db } from '../../db/client.js';
import { fail, isUniqueViolation } from '../../lib/errors.js';
import type { AuthContext } from '../../plugins/app/auth.js';
import { callerCompany, requireAccess } from '../access/access.service.js';
import type { ClientRow } from '../profiles/profiles.repository.js';
import { companyMemberUserIds } from '../profiles/profiles.repository.js';
import * as repo from './shortlists.repository.js';

/**
 * Shortlists per offer (DECISIONS §6.3): only members of the offer's company see and change them; the
 * candidate never does. Each change is pushed to the company's members (socket `shortlist_changed`), so
 * that a member looking at the Sélection tab sees the others' votes and comments at once.
 */

/** The caller's company, when the offer is its: 404 when unknown, 403 when another company's. */
async function companyOffer(
  db: Db,
  auth: AuthContext,
  permission: 'offer.read' | 'offer.write',
  offerId: number,
): Promise<ClientRow> {
  const client = await callerCompany(db, auth, { refusal: 'team.no_company' });
  await requireAccess(db, auth, permission, [offerId]);
  return client;
}

/** The item, if its offer is the caller's company's. */
async function companyItem(db: Db, auth: AuthContext, itemId: number) {
  await callerCompany(db, auth, { refusal: 'team.no_company' });
  await requireAccess(db, auth, 'shortlist.write', [itemId]);
  const item = await repo.findItem(db, itemId);
  if (!item) throw fail('shortlist.not_found');
  return item;
}

async function changed(ctx: AppContext, clientId: number, offerId: number): Promise<void> {
  ctx.events.emit('shortlist.changed', { offerId, userIds: await companyMemberUserIds(ctx.db, clientId) });
}

export async function addToShortlist(ctx: AppContext, auth: AuthContext, body: ShortlistAddBody): Promise<number> {
  const client = await companyOffer(ctx.db, auth, 'offer.write', body.offreId);
  const offerId = body.offreId;
  if (!(await repo.isActiveCandidate(ctx.db, body.condidatId))) throw fail('candidate.not_found');
  let id: number;
  try {
    id = await repo.insertItem(ctx.db, { offerId, candidateId: body.condidatId, addedBy: auth.user.id });
  } catch (error) {
    if (isUniqueViolation(error, 'shortlist_items_offer_candidate_key')) throw fail('shortlist.already');
    throw error;
  }
  await changed(ctx, client.id, offerId);
  return id;
}

export async function getShortlist(ctx: AppContext, auth: AuthContext, offerId: number): Promise<ShortlistItem[]> {
  await companyOffer(ctx.db, auth, 'offer.read', offerId);
  const rows = await repo.listShortlist(ctx.db, offerId, auth.user.id);
  const votes = new Map(rows.votes.map((v) => [v.itemId, v]));
  return rows.items.map((item) => {
    const vote = votes.get(item.id);
    return {
      id: item.id,
      condidat: { id: item.candidateId, nom: item.nom ?? '', prenom: item.prenom ?? '', titre: item.titre, img: item.img },
      pour: vote?.pour ?? 0,
      contre: vote?.contre ?? 0,
      myVote: (vote?.mine ?? 0) as 1 | 0 | -1,
      comments: rows.comments
        .filter((c) => c.itemId === item.id)
        .map((c) => ({
          id: c.id,
          auteur: c.authorId === null ? null : { id: c.authorId, nom: c.nom ?? '', prenom: c.prenom ?? '' },
          content: c.content,
          createdAt: c.createdAt.toISOString(),
        })),
    };
  });
}

export async function vote(ctx: AppContext, auth: AuthContext, body: ShortlistVoteBody): Promise<void> {
  const item = await companyItem(ctx.db, auth, body.id);
  await repo.setVote(ctx.db, item.id, auth.user.id, body.vote);
  await changed(ctx, item.clientId, item.offerId);
}

export async function comment(ctx: AppContext, auth: AuthContext, body: ShortlistCommentBody): Promise<number> {
  const item = await companyItem(ctx.db, auth, body.id);
  const id = await repo.insertComment(ctx.db, { itemId: item.id, userId: auth.user.id, content: body.content });
  await changed(ctx, item.clientId, item.offerId);
  return id;
}

export async function remove(ctx: AppContext, auth: AuthContext, itemId: number): Promise<void> {
  const item = await companyItem(ctx.db, auth, itemId);
  await repo.deleteItem(ctx.db, item.id);
  await changed(ctx, item.clientId, item.offerId);
}
