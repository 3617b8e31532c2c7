import { isAdminRole } from '@passerelle/shared';
import type { AppContext } from '../../context.js';
import type { Db } from '../../db/client.js';
import { fail, failField } from '../../lib/errors.js';
import { verifyPassword } from '../../lib/passwords.js';
import { securityEvent } from '../../lib/security-log.js';
import type { AuthContext } from '../../plugins/app/auth.js';
import { recordAdminAction, type UserRow } from '../accounts/accounts.repository.js';
import { announce, type NewNotification, notify } from '../notifications/notifications.service.js';
import { rejectWaitingApplications } from '../offers/applications.repository.js';
import { offerClosedNotification } from '../offers/offers.notifications.js';
import { updateOffer } from '../offers/offers.repository.js';
import { findCandidateByUserId, findClientByUserId, lockUser } from '../profiles/profiles.repository.js';
import * as teams from '../teams/teams.repository.js';
import { photoKeyOf } from '../uploads/uploads.service.js';
import * as repo from './erasure.repository.js';

/** Wrong passwords on deleteAccount, per account, before it answers 429 for the rest of the window. */
const FAILURES_MAX = 5;

/**
 * deleteAccount (RGPD, right to erasure): a client or a candidate erases their account, password
 * again. In one transaction the personal data are erased or anonymised, the open offers closed (their
 * applicants told), the sessions and link tokens gone; the missions stay, party to the anonymised
 * account. The stored photo and CV are deleted after the commit: a failed transaction keeps them.
 */
export async function deleteAccount(ctx: AppContext, auth: AuthContext, password: string, ip: string | null): Promise<void> {
  const { user } = auth;
  if (isAdminRole(user.role)) throw fail('account.staff_cannot_delete');
  const throttleKey = `delete|${user.id}`;
  const attempt = await ctx.loginThrottle.begin([[throttleKey, FAILURES_MAX]]);
  if (!attempt) throw fail('rate.limited');
  if (!(await verifyPassword(user.passwordHash, password))) {
    securityEvent(ctx.log, 'access_refused', { userId: user.id, ip, route: 'POST /api/users/deleteAccount', reason: 'password' });
    throw failField('auth.password_wrong', 'password');
  }
  await attempt.succeeded([throttleKey]);
  await eraseAccount(ctx, user.id, { action: 'delete_account' });
  securityEvent(ctx.log, 'account_deleted', { userId: user.id, ip });
}

/**
 * The erasure itself, as deleteAccount does it: also the retention job's (DECISIONS §6.2), with its own
 * action in the staff's log. `stillDue`, run under the lock of the user row, may call it off (an
 * account that became active again meanwhile); false when it did.
 */
export async function eraseAccount(
  ctx: AppContext,
  userId: number,
  options: { action: string; stillDue?: (tx: Db, user: UserRow) => Promise<boolean> },
): Promise<boolean> {
  const user = { id: userId };
  const now = new Date();
  const outcome = await ctx.db.transaction(async (tx) => {
    // The lock orders this erasure after any onboarding or moderation of the account in flight.
    const current = await lockUser(tx, user.id);
    if (!current || current.deletedAt) throw fail('user.not_found');
    if (options.stillDue && !(await options.stillDue(tx, current))) return null;
    const files = [photoKeyOf(current.img), current.cvKey].filter((key): key is string => Boolean(key));
    const notices: NewNotification[] = [];

    const client = await findClientByUserId(tx, user.id);
    const membership = client ? await teams.lockMembership(tx, user.id) : undefined;
    // A company outlives the person (DECISIONS §6.3, docs/personal-data.md): a member who leaves takes
    // nothing of it; an owner who leaves hands it to the longest-standing active member (never a banned one,
    // issue 28 §6). A company with no member left to take it over is erased.
    const successor = client && membership?.owner ? await teams.nextOwner(tx, client.id, user.id) : undefined;
    if (client && membership && !membership.owner) {
      await teams.deleteMembership(tx, user.id);
    } else if (client && successor) {
      await teams.transferOwnership(tx, client.id, user.id, successor);
    } else if (client) {
      // DECISIONS §3: no application is left without an answer.
      for (const offer of await repo.lockOpenOffers(tx, client.id)) {
        await updateOffer(tx, offer.id, { etat: 'ferme' });
        for (const userId of await rejectWaitingApplications(tx, offer.id)) notices.push(offerClosedNotification(userId, offer));
      }
      await repo.eraseClientRecords(tx, client.id);
    }
    const candidate = await findCandidateByUserId(tx, user.id);
    if (candidate) {
      await repo.eraseCandidateRecords(tx, candidate.id);
      await repo.eraseCandidateReviews(tx, candidate.id);
      // Compliance documents name the person: they go, but for the verified URSSAF attestations the
      // companies must be able to show (eraseCandidateDocuments, docs/personal-data.md).
      files.push(...(await repo.eraseCandidateDocuments(tx, candidate.id)));
    }

    await repo.eraseAccount(tx, user.id, current.email, now);
    // The staff's log keeps the event (who: the account itself; no address, it is personal data).
    await recordAdminAction(tx, {
      actorId: user.id,
      action: options.action,
      targetUserId: user.id,
      targetType: 'user',
      targetId: user.id,
    });
    return { files, notified: await notify(tx, notices) };
  });

  if (!outcome) return false;
  const { files, notified } = outcome;
  ctx.events.emit('account.deleted', { userId: user.id });
  announce(ctx, notified);
  for (const key of files) {
    // The account is erased either way; a file left behind is logged for the operator to remove.
    await ctx.storage.delete(key).catch((err) => ctx.log.error({ err, userId: user.id }, 'erased account: file not deleted'));
  }
  return true;
}
