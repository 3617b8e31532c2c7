import type { AdminListBody, AdminReview, ReviewBody } from '@passerelle/shared';
import { parisToday, reviewDeadline } from '@passerelle/shared';
import type { AppContext } from '../../context.js';
import { fail, isUniqueViolation } from '../../lib/errors.js';
import { limitOffset, type PageInfo, pageInfo, pageRequest } from '../../lib/paging.js';
import type { AuthContext } from '../../plugins/app/auth.js';
import { requireAccess } from '../access/access.service.js';
import { recordAdminAction } from '../accounts/accounts.repository.js';
import { findMissionWithParties } from '../missions/missions.repository.js';
import * as repo from './reviews.repository.js';

/**
 * Reviews (DECISIONS §6.4): once a mission is `termine`, each side leaves one within 60 days of the
 * mission's end date (reviewDeadline: the moment it was marked ended is not recorded; only moving the end
 * date moves the window); published when both are in or 14 days after the first; the staff may
 * hide an abusive one (recorded).
 */

export async function leaveReview(ctx: AppContext, auth: AuthContext, side: 'cl' | 'cd', body: ReviewBody): Promise<void> {
  await requireAccess(ctx.db, auth, 'mission.review', [body.missionId]);
  const mission = await findMissionWithParties(ctx.db, body.missionId);
  if (!mission) throw fail('mission.not_found');
  if (mission.mission.etat !== 'termine') throw fail('review.mission_not_ended');
  if (parisToday() > reviewDeadline(mission.mission.dateFin)) throw fail('review.window_closed');
  try {
    const row = await repo.insertReview(ctx.db, {
      missionId: mission.mission.id,
      side,
      authorId: auth.user.id,
      candidateId: mission.mission.candidateId,
      clientId: mission.mission.clientId,
      note: body.note,
      commentaire: body.commentaire,
    });
    if (!row) throw fail('review.already_left');
    // Published now when it is the mission's second: the ranking's tie-break follows (DECISIONS §6.8).
    await repo.refreshRankingNotes(ctx.db, [row.candidateId]);
  } catch (error) {
    if (isUniqueViolation(error)) throw fail('review.already_left');
    throw error;
  }
}

/** The missions (of these) where this side already left its review: the lists say so, and the form hides itself. */
export function reviewedMissions(ctx: AppContext, side: 'cl' | 'cd', missionIds: readonly number[]): Promise<Set<number>> {
  return repo.reviewedMissionIds(ctx.db, side, missionIds);
}

export async function listReviews(ctx: AppContext, body: AdminListBody): Promise<{ avis: AdminReview[] } & PageInfo> {
  const page = pageRequest(body);
  const { total, rows } = await repo.listReviews(ctx.db, limitOffset(page));
  return {
    avis: rows.map(({ review, publie, nom, prenom, company }) => ({
      id: review.id,
      missionId: review.missionId,
      side: review.side as 'cl' | 'cd',
      note: review.note,
      commentaire: review.commentaire,
      condidat: [prenom, nom].filter(Boolean).join(' '),
      client: company,
      publie: Boolean(publie),
      masque: review.hiddenAt !== null,
      createdAt: review.createdAt.toISOString(),
    })),
    ...pageInfo(total, page),
  };
}

export async function hideReview(ctx: AppContext, actor: AuthContext, id: number, ip: string | null): Promise<void> {
  await ctx.db.transaction(async (tx) => {
    const row = await repo.hideReview(tx, id, actor.user.id);
    if (!row) throw fail('review.not_found');
    await repo.refreshRankingNotes(tx, [row.candidateId]);
    await recordAdminAction(tx, {
      actorId: actor.user.id,
      action: 'hide_review',
      targetType: 'review',
      targetId: id,
      details: `avis ${row.side} de la mission ${row.missionId} masqué (note ${row.note})`,
      ip,
    });
  });
}
