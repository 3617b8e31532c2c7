import { type ChangePassBody, paths, type ResetPassBody } from '@passerelle/shared';
import type { AppContext } from '../../context.js';
import { fail, failField } from '../../lib/errors.js';
import { appLink } from '../../lib/mail/links.js';
import { passwordResetMail } from '../../lib/mail/templates.js';
import { hashPassword, isCommonPassword, verifyPassword } from '../../lib/passwords.js';
import type { LinkProof } from '../../plugins/app/access.js';
import type { AuthContext } from '../../plugins/app/auth-context.js';
import * as repo from './accounts.repository.js';
import { issueLinkToken } from './link-tokens.js';

/** Passwords (DECISIONS §2–§3): the common-password rule, forgotten password, reset, change. */

/** DECISIONS §3: a password found in the common-password dictionaries is refused. */
export async function assertAcceptablePassword(password: string, field = 'password'): Promise<void> {
  if (await isCommonPassword(password)) throw failField('account.password_too_common', field);
}

/** Reset mails asked for one e-mail in 15 minutes, from any address, before forgetPass answers 429. */
const FORGOT_PER_EMAIL_MAX = 8;

/**
 * forgetPass answers the same whether the address exists or not, and at once: the lookup, the link
 * and the mail come after the answer, so its timing does not tell either (issue 16).
 */
export async function forgotPassword(ctx: AppContext, email: string): Promise<void> {
  // Per e-mail, whatever the address asking (issue 16: a mailbox is not flooded from many addresses);
  // counted for every address alike, so a 429 does not tell whether it has an account either.
  if (!(await ctx.loginThrottle.begin([[`forgot|${email.toLowerCase()}`, FORGOT_PER_EMAIL_MAX]]))) throw fail('rate.limited');
  ctx.mailer.sendLater(async () => {
    const user = await repo.findUserByEmail(ctx.db, email);
    if (!user || user.deletedAt || user.etat === 'blocked') return null;
    const token = await issueLinkToken(ctx.db, user.id, 'reset_password');
    return passwordResetMail(user.email, appLink(ctx, paths.resetPassword(token)));
  });
}

/** resetPass: a new password through the reset link; every session of the account ends. */
export async function resetPassword(ctx: AppContext, link: LinkProof<'reset_password'>, body: ResetPassBody): Promise<void> {
  await assertAcceptablePassword(body.password);
  const passwordHash = await hashPassword(body.password);
  const sessionIds = await ctx.db.transaction(async (tx) => {
    const userId = await repo.consumeLinkToken(tx, link);
    if (!userId) throw fail('auth.link_invalid');
    // Following the link also proves the address.
    const user = await repo.findUserById(tx, userId);
    await repo.updateUser(tx, userId, { passwordHash, emailVerifiedAt: user?.emailVerifiedAt ?? new Date() });
    return repo.revokeUserSessions(tx, userId);
  });
  // A stolen session's socket goes with it (issue 28).
  ctx.events.emit('sessions.revoked', { sessionIds });
}

/**
 * Wrong passwords given with a session (changepass, twoFactorDisable), per account, before they
 * answer 429 for the rest of the window (issue 16: a stolen session must not guess the password).
 */
const SESSION_PASSWORD_FAILURES_MAX = 5;

/** Checks the caller's password under the per-account throttle; `onWrong` is the error to throw. */
export async function checkSessionPassword(
  ctx: AppContext,
  userId: number,
  passwordHash: string,
  password: string,
  onWrong: () => Error,
): Promise<void> {
  const key = `pw|${userId}`;
  const attempt = await ctx.loginThrottle.begin([[key, SESSION_PASSWORD_FAILURES_MAX]]);
  if (!attempt) throw fail('rate.limited');
  if (!(await verifyPassword(passwordHash, password))) throw onWrong();
  await attempt.succeeded([key]);
}

/** changepass: the caller's other sessions end; this one goes on. */
export async function changePassword(ctx: AppContext, auth: AuthContext, body: ChangePassBody): Promise<void> {
  await checkSessionPassword(ctx, auth.user.id, auth.user.passwordHash, body.last_password, () =>
    failField('auth.last_password_wrong', 'last_password'),
  );
  await assertAcceptablePassword(body.password);
  const passwordHash = await hashPassword(body.password);
  const sessionIds = await ctx.db.transaction(async (tx) => {
    await repo.updateUser(tx, auth.user.id, { passwordHash });
    return repo.revokeUserSessions(tx, auth.user.id, auth.sessionId);
  });
  ctx.events.emit('sessions.revoked', { sessionIds });
}
