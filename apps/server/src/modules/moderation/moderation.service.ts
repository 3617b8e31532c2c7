import { isAdminRole, paths } from '@passerelle/shared';
import type { AppContext } from '../../context.js';
import { fail } from '../../lib/errors.js';
import type { AuthContext } from '../../plugins/app/auth.js';
import * as repo from '../accounts/accounts.repository.js';
import { html } from '../notifications/notification-html.js';
import { announce, notify } from '../notifications/notifications.service.js';
import { companyMemberUserIds } from '../profiles/profiles.repository.js';
import * as teams from '../teams/teams.repository.js';

export type ModerationAction = 'validate' | 'invalidate' | 'ban' | 'unban';

const NEXT_ETAT = { validate: 'active', invalidate: 'pending', ban: 'blocked', unban: 'active' } as const;

/**
 * validate / invalidate / ban / unban (SPEC §4, DECISIONS §3). Staff act on clients and candidates;
 * only root acts on administrators; nobody acts on their own account. Each action is recorded.
 */
export async function moderateUser(
  ctx: AppContext,
  actor: AuthContext,
  targetId: number,
  action: ModerationAction,
  ip: string | null,
): Promise<void> {
  if (targetId === actor.user.id) throw fail('moderation.self');
  const followers = await ctx.db.transaction(async (tx) => {
    const target = await repo.findUserById(tx, targetId);
    if (!target || target.deletedAt) throw fail('user.not_found');
    if (isAdminRole(target.role) && actor.user.role !== 'root') throw fail('moderation.forbidden_target');
    if (target.role === 'root') throw fail('moderation.forbidden_target');
    const etat = NEXT_ETAT[action];
    await repo.updateUser(tx, targetId, { etat });
    if (target.role === 'condidat') await repo.setCandidateActive(tx, targetId, etat === 'active');
    if (action === 'ban') {
      await repo.revokeUserSessions(tx, targetId);
      // A company's former member blocked by the staff: the company may no longer invite it back (issue 18).
      await teams.deleteFormerMembership(tx, targetId);
    }
    await repo.recordAdminAction(tx, {
      actorId: actor.user.id,
      action,
      targetUserId: targetId,
      targetType: 'user',
      targetId,
      details: `${target.etat} → ${etat}`,
      ip,
    });
    // DECISIONS §6.3: a member's état follows its company's, which is its owner's account.
    const membership = target.role === 'client' ? await teams.findMembership(tx, targetId) : undefined;
    const followers = membership?.owner
      ? (await companyMemberUserIds(tx, membership.clientId)).filter((id) => id !== targetId)
      : [];
    for (const userId of followers) {
      await repo.updateUser(tx, userId, { etat });
      if (action === 'ban') await repo.revokeUserSessions(tx, userId);
    }
    if (action === 'validate') {
      await notify(
        tx,
        [targetId, ...followers].map((userId) => ({
          userId,
          titre: 'valid_cmpt' as const,
          content: html`Votre compte a été validé par notre équipe. Bienvenue sur Passerelle !`,
          url: paths.dashboard.home,
        })),
      );
    }
    return followers;
  });
  const concerned = [targetId, ...followers];
  if (action === 'validate') {
    announce(ctx, concerned);
    for (const userId of concerned) ctx.events.emit('account.validated', { userId, actorId: actor.user.id });
  }
  if (action === 'ban') for (const userId of concerned) ctx.events.emit('account.blocked', { userId, actorId: actor.user.id });
  // A candidate who becomes active meets the client alerts (DECISIONS §6.2); an unknown role is ignored there.
  if (NEXT_ETAT[action] === 'active') ctx.events.emit('candidate.changed', { userId: targetId });
}
