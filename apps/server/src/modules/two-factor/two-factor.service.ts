import { isAdminRole } from '@passerelle/shared';
import type { AppContext } from '../../context.js';
import { fail, failField } from '../../lib/errors.js';
import { securityEvent } from '../../lib/security-log.js';
import {
  decryptSecret,
  encryptSecret,
  hashRecoveryCode,
  newRecoveryCodes,
  newTotpSecret,
  otpauthUrl,
  verifyTotp,
} from '../../lib/totp.js';
import {
  claimTotpStep,
  consumeRecoveryCode,
  recordAdminAction,
  type UserRow,
  updateUser,
} from '../accounts/accounts.repository.js';
import { checkSessionPassword } from '../accounts/passwords.service.js';
import { readSetting, SETTING_ADMIN_TWO_FACTOR, writeSetting } from './settings.js';

/**
 * Two-factor login (issue 9): any user may turn it on; root can make it mandatory for administrators.
 * A TOTP code is good once; a recovery code is good once.
 */
const FAILURES_MAX = 5;

export async function requiredForAdmins(ctx: AppContext): Promise<boolean> {
  return readSetting(ctx.db, SETTING_ADMIN_TWO_FACTOR, false);
}

export async function isRequiredFor(ctx: AppContext, user: UserRow): Promise<boolean> {
  return isAdminRole(user.role) && (await requiredForAdmins(ctx));
}

export async function status(ctx: AppContext, user: UserRow) {
  return {
    done: true as const,
    enabled: user.totpEnabledAt !== null,
    required: await isRequiredFor(ctx, user),
    requiredForAdmins: user.role === 'root' ? await requiredForAdmins(ctx) : false,
    recoveryCodesLeft: user.totpRecovery.length,
  };
}

/** A new secret, pending until a first code proves the authenticator app has it. */
export async function setup(ctx: AppContext, user: UserRow) {
  if (user.totpEnabledAt) throw fail('two_factor.already_on');
  const secret = newTotpSecret();
  await updateUser(ctx.db, user.id, { totpPendingSecret: encryptSecret(secret, ctx.config.sessionSecret) });
  const url = otpauthUrl(secret, user.email);
  // Loaded at the first enrolment, not at the start (issue 34: the idle server's memory).
  const { default: QRCode } = await import('qrcode');
  const svg = await QRCode.toString(url, { type: 'svg', margin: 1, errorCorrectionLevel: 'M' });
  return { done: true as const, secret, otpauthUrl: url, qr: `data:image/svg+xml;base64,${Buffer.from(svg).toString('base64')}` };
}

export async function enable(ctx: AppContext, user: UserRow, code: string, ip: string | null) {
  if (user.totpEnabledAt) throw fail('two_factor.already_on');
  const secret = user.totpPendingSecret ? decryptSecret(user.totpPendingSecret, ctx.config.sessionSecret) : null;
  if (!secret) throw failField('two_factor.not_started', 'code');
  const step = verifyTotp(secret, code, null);
  if (step === null) throw failField('two_factor.code_invalid', 'code');
  const { codes, hashes } = newRecoveryCodes();
  await updateUser(ctx.db, user.id, {
    totpSecret: user.totpPendingSecret,
    totpPendingSecret: null,
    totpEnabledAt: new Date(),
    totpLastStep: step,
    totpRecovery: hashes,
  });
  securityEvent(ctx.log, 'two_factor_enabled', { userId: user.id, ip });
  ctx.events.emit('two_factor.changed', { userId: user.id });
  return { done: true as const, recoveryCodes: codes };
}

/**
 * Checks a second factor: a TOTP code later than the last one used, or an unused recovery code
 * (consumed). Failures are counted per account: past 5 in 15 minutes, 429.
 */
export async function checkSecondFactor(ctx: AppContext, user: UserRow, code: string, ip: string | null): Promise<void> {
  const key = `2fa|${user.id}`;
  const attempt = await ctx.loginThrottle.begin([[key, FAILURES_MAX]]);
  if (!attempt) throw fail('rate.limited');
  const secret = user.totpSecret ? decryptSecret(user.totpSecret, ctx.config.sessionSecret) : null;
  const step = secret ? verifyTotp(secret, code, user.totpLastStep) : null;
  // The row read before may be stale (another login with the same code): the writes decide.
  if (step !== null && (await claimTotpStep(ctx.db, user.id, step))) {
    await attempt.succeeded([key]);
    return;
  }
  const hash = hashRecoveryCode(code);
  if (user.totpRecovery.includes(hash) && (await consumeRecoveryCode(ctx.db, user.id, hash))) {
    await attempt.succeeded([key]);
    return;
  }
  securityEvent(ctx.log, 'login_second_factor_failed', { userId: user.id, ip });
  throw failField('two_factor.code_invalid', 'code');
}

export async function disable(ctx: AppContext, user: UserRow, password: string, code: string, ip: string | null) {
  if (!user.totpEnabledAt) return;
  if (await isRequiredFor(ctx, user)) throw fail('two_factor.mandatory');
  await checkSessionPassword(ctx, user.id, user.passwordHash, password, () => failField('auth.password_wrong', 'password'));
  await checkSecondFactor(ctx, user, code, ip);
  await updateUser(ctx.db, user.id, {
    totpSecret: null,
    totpPendingSecret: null,
    totpEnabledAt: null,
    totpLastStep: null,
    totpRecovery: [],
  });
  securityEvent(ctx.log, 'two_factor_disabled', { userId: user.id, ip });
  ctx.events.emit('two_factor.changed', { userId: user.id });
}

/**
 * Root only: the second factor mandatory, or not, for administrators. Root is one of them: making it
 * mandatory without having it would shut root out of the administration until it is turned on.
 */
export async function setPolicy(ctx: AppContext, actor: UserRow, required: boolean, ip: string | null) {
  if (actor.role !== 'root') throw fail('auth.role_forbidden');
  if (required && !actor.totpEnabledAt) throw fail('two_factor.policy_needs_own');
  await writeSetting(ctx.db, SETTING_ADMIN_TWO_FACTOR, required);
  await recordAdminAction(ctx.db, {
    actorId: actor.id,
    action: required ? 'require_admin_2fa' : 'relax_admin_2fa',
    targetType: 'setting',
    ip,
  });
  // The staff's sockets: who is held back leaves the staff room at once (issue 28).
  ctx.events.emit('two_factor.changed', {});
}

/** The user of a login challenge (second step), or a 401. */
export async function challengeUser(ctx: AppContext, challenge: string, findUser: (id: number) => Promise<UserRow | undefined>) {
  const userId = await ctx.tokens.verifyChallenge(challenge);
  const user = userId ? await findUser(userId) : undefined;
  if (!user?.totpEnabledAt || user.etat === 'blocked') throw fail('auth.session_invalid');
  return user;
}
