import { isAdminRole, paths } from '@passerelle/shared';
import type { AppContext } from '../../context.js';
import type { Db } from '../../db/client.js';
import { fail } from '../../lib/errors.js';
import { appLink } from '../../lib/mail/links.js';
import { accountValidatedMail } from '../../lib/mail/templates.js';
import type { AuthContext } from '../../plugins/app/auth.js';
import * as repo from '../accounts/accounts.repository.js';
import { html } from '../notifications/notification-html.js';
import { announce, notify, settleStaffNotificationsAbout } from '../notifications/notifications.service.js';
import { companyMemberUserIds } from '../profiles/profiles.repository.js';
import * as teams from '../teams/teams.repository.js';

export type ModerationAction = 'validate' | 'invalidate' | 'ban' | 'unban';

const NEXT_ETAT = { validate: 'active', invalidate: 'pending', ban: 'blocked', unban: 'active' } as const;

/**
 * validate / invalidate / ban / unban (SPEC §4, DECISIONS §3). Staff act on clients and candidates;
 * only root acts on administrators; nobody acts on their own account. Each action is recorded, on the
 * account acted on and on each member of its company whose état follows.
 */
export async function moderateUser(
  ctx: AppContext,
  actor: AuthContext,
  targetId: number,
  action: ModerationAction,
  ip: string | null,
): Promise<void> {
  if (targetId === actor.user.id) throw fail('moderation.self');
  const etat = NEXT_ETAT[action];
  const { followers, staffSettled, validated } = await ctx.db.transaction(async (tx) => {
    const target = await repo.findUserById(tx, targetId);
    if (!target || target.deletedAt) throw fail('user.not_found');
    if (isAdminRole(target.role) && actor.user.role !== 'root') throw fail('moderation.forbidden_target');
    if (target.role === 'root') throw fail('moderation.forbidden_target');
    // A ban is the staff's on this person; any other action of theirs on it lifts it (issue 28).
    await repo.updateUser(tx, targetId, { etat, personalBanAt: action === 'ban' ? new Date() : null });
    if (target.role === 'condidat') await repo.setCandidateActive(tx, targetId, etat === 'active');
    if (action === 'ban') {
      await repo.revokeUserSessions(tx, targetId);
      // A company's former member blocked by the staff: the company may no longer invite it back (issue 18).
      await teams.deleteFormerMembership(tx, targetId);
    }
    const line = { actorId: actor.user.id, action, targetType: 'user', targetId, ip };
    await repo.recordAdminAction(tx, { ...line, targetUserId: targetId, details: `${target.etat} → ${etat}` });
    const followers = await followingMembers(tx, target, etat);
    for (const member of followers) {
      await repo.updateUser(tx, member.id, { etat });
      if (action === 'ban') await repo.revokeUserSessions(tx, member.id);
      // Each member's own history says what changed it (issue 28); targetId names the owner's account acted on.
      await repo.recordAdminAction(tx, {
        ...line,
        targetUserId: member.id,
        details: `${member.etat} → ${etat}, comme le propriétaire de son entreprise`,
      });
    }
    const followerIds = followers.map((member) => member.id);
    const validated = action === 'validate' ? [target, ...followers] : [];
    // Staff's « compte à valider » about these accounts are settled whoever dealt with them (DECISIONS §6.9).
    const staffSettled: number[] = [];
    for (const user of validated) staffSettled.push(...(await settleStaffNotificationsAbout(tx, user.id)));
    if (action === 'validate') {
      await notify(
        tx,
        [targetId, ...followerIds].map((userId) => ({
          userId,
          titre: 'valid_cmpt' as const,
          content: html`Votre compte a été validé par notre équipe. Bienvenue sur Passerelle !`,
          url: paths.dashboard.home,
        })),
      );
    }
    return { followers: followerIds, staffSettled, validated };
  });
  const concerned = [targetId, ...followers];
  if (action === 'validate') {
    announce(ctx, [...new Set([...concerned, ...staffSettled])]);
    // The validated user is told by mail too: many wait for it before coming back (DECISIONS §6.9).
    for (const user of validated) ctx.mailer.send(accountValidatedMail(user.email, appLink(ctx, paths.login)));
    for (const userId of concerned) ctx.events.emit('account.validated', { userId, actorId: actor.user.id });
  }
  if (action === 'ban') for (const userId of concerned) ctx.events.emit('account.blocked', { userId, actorId: actor.user.id });
  // A candidate who becomes active meets the client alerts (DECISIONS §6.2); an unknown role is ignored there.
  if (etat === 'active') ctx.events.emit('candidate.changed', { userId: targetId });
}

/**
 * DECISIONS §6.3: a member's état follows its company's, which is its owner's account; so the owner's members
 * whose état changes with it. A member the staff banned in person keeps that ban until they lift it on the
 * member: validating, unbanning or invalidating the owner leaves it blocked (issue 28).
 */
async function followingMembers(tx: Db, target: repo.UserRow, etat: string): Promise<repo.UserRow[]> {
  const membership = target.role === 'client' ? await teams.findMembership(tx, target.id) : undefined;
  if (!membership?.owner) return [];
  const ids = (await companyMemberUserIds(tx, membership.clientId)).filter((id) => id !== target.id);
  const members = await repo.findUsersByIds(tx, ids);
  return members.filter((member) => !member.personalBanAt && !member.deletedAt && member.etat !== etat);
}
