import { isAdminRole, MSG } from '@passerelle/shared';
import type { AppContext } from '../../context.js';
import { forbidden, invalidField, notFound, tooManyRequests } from '../../lib/errors.js';
import { verifyPassword } from '../../lib/passwords.js';
import { securityEvent } from '../../lib/security-log.js';
import type { AuthContext } from '../../plugins/app/auth.js';
import { recordAdminAction } from '../accounts/accounts.repository.js';
import { announce, type NewNotification, notify } from '../notifications/notifications.service.js';
import { rejectWaitingApplications } from '../offers/applications.repository.js';
import { offerClosedNotification } from '../offers/offers.notifications.js';
import { updateOffer } from '../offers/offers.repository.js';
import { findCandidateByUserId, findClientByUserId, lockUser } from '../profiles/profiles.repository.js';
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
  if (isAdminRole(user.role)) throw forbidden(MSG.staffCannotDelete);
  const throttleKey = `delete|${user.id}`;
  const attempt = await ctx.loginThrottle.begin([[throttleKey, FAILURES_MAX]]);
  if (!attempt) throw tooManyRequests();
  if (!(await verifyPassword(user.passwordHash, password))) {
    securityEvent(ctx.log, 'access_refused', { userId: user.id, ip, route: 'POST /api/users/deleteAccount', reason: 'password' });
    throw invalidField('password', MSG.passwordWrong);
  }
  await attempt.succeeded([throttleKey]);

  const now = new Date();
  const { files, notified } = await ctx.db.transaction(async (tx) => {
    // The lock orders this erasure after any onboarding or moderation of the account in flight.
    const current = await lockUser(tx, user.id);
    if (!current || current.deletedAt) throw notFound(MSG.userNotFound);
    const files = [photoKeyOf(current.img), current.cvKey].filter((key): key is string => Boolean(key));
    const notices: NewNotification[] = [];

    const client = await findClientByUserId(tx, user.id);
    if (client) {
      // DECISIONS §3: no application is left without an answer.
      for (const offer of await repo.lockOpenOffers(tx, client.id)) {
        await updateOffer(tx, offer.id, { etat: 'ferme' });
        for (const userId of await rejectWaitingApplications(tx, offer.id)) notices.push(offerClosedNotification(userId, offer));
      }
      await repo.eraseClientRecords(tx, client.id);
    }
    const candidate = await findCandidateByUserId(tx, user.id);
    if (candidate) await repo.eraseCandidateRecords(tx, candidate.id);

    await repo.eraseAccount(tx, user.id, current.email, now);
    // The staff's log keeps the event (who: the account itself; no address, it is personal data).
    await recordAdminAction(tx, {
      actorId: user.id,
      action: 'delete_account',
      targetUserId: user.id,
      targetType: 'user',
      targetId: user.id,
    });
    return { files, notified: await notify(tx, notices) };
  });

  securityEvent(ctx.log, 'account_deleted', { userId: user.id, ip });
  ctx.events.emit('account.deleted', { userId: user.id });
  announce(ctx, notified);
  for (const key of files) {
    // The account is erased either way; a file left behind is logged for the operator to remove.
    await ctx.storage.delete(key).catch((err) => ctx.log.error({ err, userId: user.id }, 'erased account: file not deleted'));
  }
}
