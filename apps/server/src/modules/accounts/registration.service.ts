import { type AccountType, paths, type RegisterBody } from '@passerelle/shared';
import type { AppContext } from '../../context.js';
import type { Db } from '../../db/client.js';
import { fail, failField, isUniqueViolation } from '../../lib/errors.js';
import { appLink } from '../../lib/mail/links.js';
import type { Mail } from '../../lib/mail/mailer.js';
import { existingAccountMail, verificationMail } from '../../lib/mail/templates.js';
import { hashPassword } from '../../lib/passwords.js';
import type { LinkProof } from '../../plugins/app/access.js';
import { html } from '../notifications/notification-html.js';
import { announce, notifyStaff } from '../notifications/notifications.service.js';
import { presentUser } from './accounts.presenter.js';
import * as repo from './accounts.repository.js';
import { issueLinkToken } from './link-tokens.js';
import { assertAcceptablePassword } from './passwords.service.js';
import { openSession, type RequestMeta, type SignedIn } from './sessions.service.js';

/** Registration (SPEC §4, DECISIONS §3): the account, its verification mail, the verification link. */

function verificationLink(ctx: AppContext, role: string, token: string): string {
  return appLink(ctx, role === 'client' ? paths.verifyClient(token) : paths.verifyCandidate(token));
}

async function verificationMailFor(ctx: AppContext, user: repo.UserRow, db: Db = ctx.db): Promise<Mail> {
  const token = await issueLinkToken(db, user.id, 'verify_email');
  return verificationMail(user.email, verificationLink(ctx, user.role, token));
}

async function sendVerificationMail(ctx: AppContext, db: Db, user: repo.UserRow): Promise<void> {
  ctx.mailer.send(await verificationMailFor(ctx, user, db));
}

/**
 * newClient / newCondidat: a pending, unverified account, and its verification mail. An address that
 * already has an account gets the same answer after the same work (the password is hashed either
 * way), and its owner a mail: « Vous avez déjà un compte », or a new verification link while the
 * address is not verified (DECISIONS §3, issue 16: the form never tells who is registered).
 */
export async function register(ctx: AppContext, body: RegisterBody, accountType: AccountType): Promise<{ email: string }> {
  if (body.type_cmpt !== accountType) throw failField('account.type_required', 'type_cmpt');
  await assertAcceptablePassword(body.password);
  const passwordHash = await hashPassword(body.password);
  const answer = { email: body.email };
  if (await repo.findUserByEmail(ctx.db, body.email)) {
    mailExistingOwner(ctx, body.email);
    return answer;
  }
  try {
    await ctx.db.transaction(async (tx) => {
      const user = await repo.insertUser(tx, {
        email: body.email,
        passwordHash,
        role: accountType,
        etat: 'pending',
        cguAcceptedAt: new Date(),
      });
      await sendVerificationMail(ctx, tx, user);
    });
  } catch (error) {
    // Two registrations of one e-mail at once: the unique index decides, the answer stays the same.
    if (!isUniqueViolation(error)) throw error;
    mailExistingOwner(ctx, body.email);
  }
  return answer;
}

/** The mail to the owner of an address that registered again, composed after the answer. */
function mailExistingOwner(ctx: AppContext, email: string): void {
  ctx.mailer.sendLater(async () => {
    const user = await repo.findUserByEmail(ctx.db, email);
    if (!user || user.deletedAt) return null;
    if (!user.emailVerifiedAt && user.etat !== 'blocked') return verificationMailFor(ctx, user);
    return existingAccountMail(user.email, {
      login: appLink(ctx, paths.login),
      reset: appLink(ctx, paths.forgotPassword),
    });
  });
}

/**
 * rsvmail {email} (DECISIONS §3): answers done whatever the address, at once; a new link goes only
 * to an account that exists and is not verified yet.
 */
export function resendVerification(ctx: AppContext, email: string): void {
  ctx.mailer.sendLater(async () => {
    const user = await repo.findUserByEmail(ctx.db, email);
    if (!user || user.deletedAt || user.emailVerifiedAt || user.etat === 'blocked') return null;
    return verificationMailFor(ctx, user);
  });
}

/** vrfmail: the link token proves the address; the answer carries a session so onboarding goes on. */
export async function verifyEmail(ctx: AppContext, link: LinkProof<'verify_email'>, meta: RequestMeta): Promise<SignedIn> {
  const { signedIn, notified } = await ctx.db.transaction(async (tx) => {
    const userId = await repo.consumeLinkToken(tx, link);
    if (!userId) throw fail('auth.link_invalid');
    const current = await repo.findUserById(tx, userId);
    if (!current) throw fail('auth.link_invalid');
    if (current.etat === 'blocked') throw fail('account.blocked');
    const user = current.emailVerifiedAt ? current : await repo.updateUser(tx, userId, { emailVerifiedAt: new Date() });
    if (!user) throw fail('auth.link_invalid');
    // A new account now waits for the staff's validation: they are told (issue 16).
    const waiting = !current.emailVerifiedAt && user.etat === 'pending';
    const notified = waiting
      ? await notifyStaff(tx, {
          content: html`Nouveau compte ${user.role === 'client' ? 'client' : 'candidat'} à valider : <strong>${user.email}</strong>`,
          url: user.role === 'client' ? paths.dashboard.admin.clients : paths.dashboard.admin.candidates,
          aboutUserId: user.id,
        })
      : [];
    return { signedIn: { user: presentUser(user), token: await openSession(ctx, tx, user.id, meta) }, notified };
  });
  announce(ctx, notified);
  return signedIn;
}
