import {
  type AccountType,
  type ChangePassBody,
  isAdminRole,
  LINK_TOKEN_TTL_MS,
  type LinkTokenPurpose,
  type LoginBody,
  type LoginTwoFactorBody,
  MSG,
  type RegisterBody,
  type ResetPassBody,
  type Role,
  SESSION_TTL_SECONDS,
  type User,
} from '@passerelle/shared';
import type { AppContext } from '../../context.js';
import type { Db } from '../../db/client.js';
import {
  AppError,
  badRequest,
  conflict,
  forbidden,
  invalidField,
  isUniqueViolation,
  notFound,
  tooManyRequests,
  unauthorized,
} from '../../lib/errors.js';
import { passwordResetMail, verificationMail } from '../../lib/mail/templates.js';
import { decoyPasswordHash, hashPassword, isCommonPassword, verifyPassword } from '../../lib/passwords.js';
import { securityEvent } from '../../lib/security-log.js';
import { hashLinkToken, newLinkToken, newSessionId } from '../../lib/tokens.js';
import type { AuthContext } from '../../plugins/app/auth.js';
import { html } from '../notifications/notification-html.js';
import { announce, notify } from '../notifications/notifications.service.js';
import { challengeUser, checkSecondFactor } from '../two-factor/two-factor.service.js';
import { presentUser } from './accounts.presenter.js';
import * as repo from './accounts.repository.js';

/** Accounts rules (SPEC §4, DECISIONS §2–§3): registration, e-mail verification, sessions, passwords, moderation. */

export interface RequestMeta {
  ip: string | null;
  userAgent: string | null;
}

export interface SignedIn {
  user: User;
  token: string;
}

async function assertAcceptablePassword(password: string, field = 'password'): Promise<void> {
  if (await isCommonPassword(password)) throw invalidField(field, MSG.passwordTooCommon);
}

/** Opens a server-side session and signs its token; a new session is activity (last_seen_at). */
async function openSession(ctx: AppContext, db: Db, userId: number, meta: RequestMeta): Promise<string> {
  const sessionId = newSessionId();
  await repo.insertSession(db, {
    id: sessionId,
    userId,
    expiresAt: new Date(Date.now() + SESSION_TTL_SECONDS * 1000),
    ip: meta.ip,
    userAgent: meta.userAgent?.slice(0, 300) ?? null,
  });
  await repo.markSeen(db, userId);
  return ctx.tokens.sign({ userId, sessionId });
}

async function issueLinkToken(db: Db, userId: number, purpose: LinkTokenPurpose): Promise<string> {
  const { token, hash } = newLinkToken();
  await repo.insertLinkToken(db, {
    userId,
    purpose,
    tokenHash: hash,
    expiresAt: new Date(Date.now() + LINK_TOKEN_TTL_MS[purpose]),
  });
  return token;
}

function verificationLink(ctx: AppContext, role: string, token: string): string {
  return `${ctx.config.appUrl}/register/${role === 'client' ? 'vfcl' : 'vfcd'}/${token}`;
}

async function sendVerificationMail(ctx: AppContext, db: Db, user: repo.UserRow): Promise<void> {
  const token = await issueLinkToken(db, user.id, 'verify_email');
  ctx.mailer.send(verificationMail(user.email, verificationLink(ctx, user.role, token)));
}

/** newClient / newCondidat: a pending, unverified account, and its verification mail. */
export async function register(
  ctx: AppContext,
  body: RegisterBody,
  accountType: AccountType,
  meta: RequestMeta,
): Promise<SignedIn> {
  if (body.type_cmpt !== accountType) throw invalidField('type_cmpt', MSG.accountTypeRequired);
  await assertAcceptablePassword(body.password);
  if (await repo.findUserByEmail(ctx.db, body.email)) throw new AppError(409, MSG.emailTaken, { email: MSG.emailTaken });
  const passwordHash = await hashPassword(body.password);
  try {
    return await ctx.db.transaction(async (tx) => {
      const user = await repo.insertUser(tx, {
        email: body.email,
        passwordHash,
        role: accountType,
        etat: 'pending',
        cguAcceptedAt: new Date(),
      });
      await sendVerificationMail(ctx, tx, user);
      return { user: presentUser(user), token: await openSession(ctx, tx, user.id, meta) };
    });
  } catch (error) {
    // Two registrations of one e-mail at once: the unique index decides.
    if (isUniqueViolation(error)) {
      throw new AppError(409, MSG.emailTaken, { email: MSG.emailTaken });
    }
    throw error;
  }
}

export async function resendVerification(ctx: AppContext, auth: AuthContext): Promise<void> {
  if (auth.user.emailVerifiedAt) throw conflict(MSG.emailAlreadyVerified);
  await sendVerificationMail(ctx, ctx.db, auth.user);
}

/** vrfmail: the link token proves the address; the answer carries a session so onboarding goes on. */
export async function verifyEmail(ctx: AppContext, linkToken: string | undefined, meta: RequestMeta): Promise<SignedIn> {
  if (!linkToken) throw unauthorized(MSG.linkInvalid);
  return ctx.db.transaction(async (tx) => {
    const userId = await repo.consumeLinkToken(tx, hashLinkToken(linkToken), 'verify_email');
    if (!userId) throw unauthorized(MSG.linkInvalid);
    const current = await repo.findUserById(tx, userId);
    if (!current) throw unauthorized(MSG.linkInvalid);
    if (current.etat === 'blocked') throw forbidden(MSG.accountBlocked);
    const user = current.emailVerifiedAt ? current : await repo.updateUser(tx, userId, { emailVerifiedAt: new Date() });
    if (!user) throw unauthorized(MSG.linkInvalid);
    return { user: presentUser(user), token: await openSession(ctx, tx, user.id, meta) };
  });
}

/**
 * Brute force (issue 9): wrong passwords are counted per address and e-mail, per address, and per
 * e-mail; past a limit the login answers 429 for the rest of the window.
 */
export const LOGIN_FAILURE_LIMITS = { addressAndEmail: 10, address: 50, email: 100 } as const;

function loginThrottleKeys(email: string, ip: string | null) {
  return [
    [`ae|${ip}|${email}`, LOGIN_FAILURE_LIMITS.addressAndEmail],
    [`a|${ip}`, LOGIN_FAILURE_LIMITS.address],
    [`e|${email}`, LOGIN_FAILURE_LIMITS.email],
  ] as const;
}

export type LoginResult = ({ kind: 'signed-in' } & SignedIn) | { kind: 'second-factor'; challenge: string };

/**
 * login: the password first, then the account state, so that the state of an account is not disclosed
 * to a guesser; an account with a second factor gets a challenge instead of a session.
 */
export async function login(ctx: AppContext, body: LoginBody, meta: RequestMeta): Promise<LoginResult> {
  const keys = loginThrottleKeys(body.email, meta.ip);
  const attempt = await ctx.loginThrottle.begin(keys);
  if (!attempt) {
    securityEvent(ctx.log, 'login_throttled', { email: body.email, ip: meta.ip });
    throw tooManyRequests();
  }
  const user = await repo.findUserByEmail(ctx.db, body.email);
  const valid = await verifyPassword(user?.passwordHash ?? (await decoyPasswordHash()), body.password);
  if (!user || !valid) {
    securityEvent(ctx.log, 'login_failed', { email: body.email, ip: meta.ip, userId: user?.id ?? null });
    throw unauthorized(MSG.loginWrongCredentials);
  }
  await attempt.succeeded([keys[0][0]]);
  if (user.totpEnabledAt) return { kind: 'second-factor', challenge: await ctx.tokens.signChallenge(user.id) };
  if (!user.emailVerifiedAt || user.etat === 'blocked') {
    securityEvent(ctx.log, 'login_refused', {
      email: body.email,
      ip: meta.ip,
      userId: user.id,
      reason: user.etat === 'blocked' ? 'blocked' : 'unverified',
    });
    throw forbidden(MSG.loginRefused);
  }
  return { kind: 'signed-in', user: presentUser(user), token: await openSession(ctx, ctx.db, user.id, meta) };
}

/** loginTwoFactor: the second step, with the challenge of the first and a code. */
export async function loginSecondStep(ctx: AppContext, body: LoginTwoFactorBody, meta: RequestMeta): Promise<SignedIn> {
  const user = await challengeUser(ctx, body.challenge, (id) => repo.findUserById(ctx.db, id));
  await checkSecondFactor(ctx, user, body.code, meta.ip);
  return { user: presentUser(user), token: await openSession(ctx, ctx.db, user.id, meta) };
}

/** forgetPass answers the same whether the address exists or not. */
export async function forgotPassword(ctx: AppContext, email: string): Promise<void> {
  const user = await repo.findUserByEmail(ctx.db, email);
  if (!user || user.etat === 'blocked') return;
  const token = await issueLinkToken(ctx.db, user.id, 'reset_password');
  ctx.mailer.send(passwordResetMail(user.email, `${ctx.config.appUrl}/acc/rst-pass/${token}`));
}

/** resetPass: a new password through the reset link; every session of the account ends. */
export async function resetPassword(ctx: AppContext, linkToken: string | undefined, body: ResetPassBody): Promise<void> {
  if (!linkToken) throw unauthorized(MSG.linkInvalid);
  await assertAcceptablePassword(body.password);
  const passwordHash = await hashPassword(body.password);
  await ctx.db.transaction(async (tx) => {
    const userId = await repo.consumeLinkToken(tx, hashLinkToken(linkToken), 'reset_password');
    if (!userId) throw unauthorized(MSG.linkInvalid);
    // Following the link also proves the address.
    const user = await repo.findUserById(tx, userId);
    await repo.updateUser(tx, userId, { passwordHash, emailVerifiedAt: user?.emailVerifiedAt ?? new Date() });
    await repo.revokeUserSessions(tx, userId);
  });
}

/** changepass: the caller's other sessions end; this one goes on. */
export async function changePassword(ctx: AppContext, auth: AuthContext, body: ChangePassBody): Promise<void> {
  if (!(await verifyPassword(auth.user.passwordHash, body.last_password))) {
    throw invalidField('last_password', MSG.lastPasswordWrong);
  }
  await assertAcceptablePassword(body.password);
  const passwordHash = await hashPassword(body.password);
  await ctx.db.transaction(async (tx) => {
    await repo.updateUser(tx, auth.user.id, { passwordHash });
    await repo.revokeUserSessions(tx, auth.user.id, auth.sessionId);
  });
}

/** refreshToken: a new session replaces the caller's. */
export async function refreshSession(ctx: AppContext, auth: AuthContext, meta: RequestMeta): Promise<string> {
  return ctx.db.transaction(async (tx) => {
    await repo.revokeSession(tx, auth.sessionId);
    return openSession(ctx, tx, auth.user.id, meta);
  });
}

export async function logout(ctx: AppContext, auth: AuthContext): Promise<void> {
  await repo.revokeSession(ctx.db, auth.sessionId);
}

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
  if (targetId === actor.user.id) throw badRequest(MSG.cannotActOnSelf);
  await ctx.db.transaction(async (tx) => {
    const target = await repo.findUserById(tx, targetId);
    if (!target || target.deletedAt) throw notFound(MSG.userNotFound);
    if (isAdminRole(target.role) && actor.user.role !== 'root') throw forbidden();
    if (target.role === 'root') throw forbidden();
    const etat = NEXT_ETAT[action];
    await repo.updateUser(tx, targetId, { etat });
    if (target.role === 'condidat') await repo.setCandidateActive(tx, targetId, etat === 'active');
    if (action === 'ban') await repo.revokeUserSessions(tx, targetId);
    await repo.recordAdminAction(tx, {
      actorId: actor.user.id,
      action,
      targetUserId: targetId,
      targetType: 'user',
      targetId,
      details: `${target.etat} → ${etat}`,
      ip,
    });
    if (action === 'validate') {
      await notify(tx, {
        userId: targetId,
        titre: 'valid_cmpt',
        content: html`Votre compte a été validé par notre équipe. Bienvenue sur Passerelle !`,
        url: '/dashb',
      });
    }
  });
  if (action === 'validate') {
    announce(ctx, [targetId]);
    ctx.events.emit('account.validated', { userId: targetId, actorId: actor.user.id });
  }
  if (action === 'ban') ctx.events.emit('account.blocked', { userId: targetId, actorId: actor.user.id });
}

/**
 * Creates or promotes a staff account (ADMIN_EMAIL at start, `npm run admin -- create`): verified,
 * active, with this role. The password is set when the account is created, or when `resetPassword` asks.
 */
export async function ensureStaffAccount(
  db: Db,
  input: { email: string; password: string; role: Extract<Role, 'admin' | 'root'>; resetPassword: boolean },
): Promise<{ created: boolean }> {
  const email = input.email.trim().toLowerCase();
  const existing = await repo.findUserByEmail(db, email);
  if (!existing) {
    await repo.insertUser(db, {
      email,
      passwordHash: await hashPassword(input.password),
      role: input.role,
      etat: 'active',
      emailVerifiedAt: new Date(),
    });
    return { created: true };
  }
  await repo.updateUser(db, existing.id, {
    role: input.role,
    etat: 'active',
    emailVerifiedAt: existing.emailVerifiedAt ?? new Date(),
    ...(input.resetPassword ? { passwordHash: await hashPassword(input.password) } : {}),
  });
  if (input.resetPassword) await repo.revokeUserSessions(db, existing.id);
  return { created: false };
}
