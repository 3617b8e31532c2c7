import { type LoginBody, type LoginTwoFactorBody, SESSION_TTL_SECONDS, type User } from '@passerelle/shared';
import type { AppContext } from '../../context.js';
import type { Db } from '../../db/client.js';
import { fail } from '../../lib/errors.js';
import { decoyPasswordHash, verifyPassword } from '../../lib/passwords.js';
import { securityEvent } from '../../lib/security-log.js';
import { newSessionId } from '../../lib/tokens.js';
import type { AuthContext } from '../../plugins/app/auth.js';
import { challengeUser, checkSecondFactor } from '../two-factor/two-factor.service.js';
import { presentUser } from './accounts.presenter.js';
import * as repo from './accounts.repository.js';

/** Sessions (DECISIONS §2): login and its second step, refresh, logout. */

export interface RequestMeta {
  ip: string | null;
  userAgent: string | null;
}

export interface SignedIn {
  user: User;
  token: string;
}

/** Opens a server-side session and signs its token; a new session is activity (last_seen_at). */
export async function openSession(ctx: AppContext, db: Db, userId: number, meta: RequestMeta): Promise<string> {
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

/**
 * Brute force (issue 9) without lockout by strangers (issue 16, DECISIONS §3): wrong passwords are
 * counted per address and e-mail, per address, and per e-mail. The address limits refuse (429) the
 * address that guesses. The e-mail count never refuses on its own: a correct password always gets
 * in. Past `email` failures the account is under attack, and an address may then fail only
 * `addressAndEmailUnderAttack` times on it: the attackers' addresses are refused, the owner's
 * (which has not been failing) is not.
 */
const LOGIN_FAILURE_LIMITS = { addressAndEmail: 10, address: 50, email: 100, addressAndEmailUnderAttack: 3 } as const;

function loginThrottleKeys(email: string, ip: string | null) {
  return { addressAndEmail: `ae|${ip}|${email}`, address: `a|${ip}`, email: `e|${email}` };
}

export type LoginResult = ({ kind: 'signed-in' } & SignedIn) | { kind: 'second-factor'; challenge: string };

/**
 * login: the password first, then the account state, so that the state of an account is not disclosed
 * to a guesser; an account with a second factor gets a challenge instead of a session.
 */
export async function login(ctx: AppContext, body: LoginBody, meta: RequestMeta): Promise<LoginResult> {
  const keys = loginThrottleKeys(body.email, meta.ip);
  const attempt = await ctx.loginThrottle.record([keys.addressAndEmail, keys.address, keys.email]);
  const failures = attempt.count(keys.addressAndEmail);
  const underAttack = attempt.count(keys.email) > LOGIN_FAILURE_LIMITS.email;
  if (
    attempt.count(keys.address) > LOGIN_FAILURE_LIMITS.address ||
    failures > LOGIN_FAILURE_LIMITS.addressAndEmail ||
    (underAttack && failures > LOGIN_FAILURE_LIMITS.addressAndEmailUnderAttack)
  ) {
    await attempt.withdraw();
    securityEvent(ctx.log, 'login_throttled', { email: body.email, ip: meta.ip });
    throw fail('rate.limited');
  }
  const user = await repo.findUserByEmail(ctx.db, body.email);
  const valid = await verifyPassword(user?.passwordHash ?? (await decoyPasswordHash()), body.password);
  if (!user || !valid) {
    securityEvent(ctx.log, 'login_failed', { email: body.email, ip: meta.ip, userId: user?.id ?? null });
    throw fail('auth.wrong_credentials');
  }
  await attempt.succeeded([keys.addressAndEmail]);
  if (user.totpEnabledAt) return { kind: 'second-factor', challenge: await ctx.tokens.signChallenge(user.id) };
  if (!user.emailVerifiedAt || user.etat === 'blocked') {
    const reason = user.etat === 'blocked' ? 'blocked' : 'unverified';
    securityEvent(ctx.log, 'login_refused', { email: body.email, ip: meta.ip, userId: user.id, reason });
    // DECISIONS §3: each refusal says why (the password was right), so the user knows what to do.
    throw fail(reason === 'blocked' ? 'account.blocked' : 'account.email_not_verified');
  }
  return { kind: 'signed-in', user: presentUser(user), token: await openSession(ctx, ctx.db, user.id, meta) };
}

/** loginTwoFactor: the second step, with the challenge of the first and a code. */
export async function loginSecondStep(ctx: AppContext, body: LoginTwoFactorBody, meta: RequestMeta): Promise<SignedIn> {
  const user = await challengeUser(ctx, body.challenge, (id) => repo.findUserById(ctx.db, id));
  await checkSecondFactor(ctx, user, body.code, meta.ip);
  return { user: presentUser(user), token: await openSession(ctx, ctx.db, user.id, meta) };
}

/** refreshToken: a new session replaces the caller's. */
export async function refreshSession(ctx: AppContext, auth: AuthContext, meta: RequestMeta): Promise<string> {
  const { token, sessionIds } = await ctx.db.transaction(async (tx) => ({
    sessionIds: await repo.revokeSession(tx, auth.sessionId),
    token: await openSession(ctx, tx, auth.user.id, meta),
  }));
  ctx.events.emit('sessions.revoked', { sessionIds });
  return token;
}

/** logout: the session ends, and with it the sockets it opened (issue 28). */
export async function logout(ctx: AppContext, auth: AuthContext): Promise<void> {
  ctx.events.emit('sessions.revoked', { sessionIds: await repo.revokeSession(ctx.db, auth.sessionId) });
}
