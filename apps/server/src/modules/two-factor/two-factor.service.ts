import { isAdminRole, MSG } from '@passerelle/shared';
import QRCode from 'qrcode';
import type { AppContext } from '../../context.js';
import { conflict, forbidden, invalidField, tooManyRequests, unauthorized } from '../../lib/errors.js';
import { verifyPassword } from '../../lib/passwords.js';
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
import { recordAdminAction, type UserRow, updateUser } from '../accounts/accounts.repository.js';
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
  if (user.totpEnabledAt) throw conflict(MSG.twoFactorAlreadyOn);
  const secret = newTotpSecret();
  await updateUser(ctx.db, user.id, { totpPendingSecret: encryptSecret(secret, ctx.config.sessionSecret) });
  const url = otpauthUrl(secret, user.email);
  const svg = await QRCode.toString(url, { type: 'svg', margin: 1, errorCorrectionLevel: 'M' });
  return { done: true as const, secret, otpauthUrl: url, qr: `data:image/svg+xml;base64,${Buffer.from(svg).toString('base64')}` };
}

export async function enable(ctx: AppContext, user: UserRow, code: string, ip: string | null) {
  if (user.totpEnabledAt) throw conflict(MSG.twoFactorAlreadyOn);
  const secret = user.totpPendingSecret ? decryptSecret(user.totpPendingSecret, ctx.config.sessionSecret) : null;
  if (!secret) throw invalidField('code', MSG.twoFactorNotStarted);
  const step = verifyTotp(secret, code, null);
  if (step === null) throw invalidField('code', MSG.twoFactorCodeInvalid);
  const { codes, hashes } = newRecoveryCodes();
  await updateUser(ctx.db, user.id, {
    totpSecret: user.totpPendingSecret,
    totpPendingSecret: null,
    totpEnabledAt: new Date(),
    totpLastStep: step,
    totpRecovery: hashes,
  });
  securityEvent(ctx.log, 'two_factor_enabled', { userId: user.id, ip });
  return { done: true as const, recoveryCodes: codes };
}

/**
 * Checks a second factor: a TOTP code later than the last one used, or an unused recovery code
 * (consumed). Failures are counted per account: past 5 in 15 minutes, 429.
 */
export async function checkSecondFactor(ctx: AppContext, user: UserRow, code: string, ip: string | null): Promise<void> {
  const key = `2fa|${user.id}`;
  const attempt = await ctx.loginThrottle.begin([[key, FAILURES_MAX]]);
  if (!attempt) throw tooManyRequests();
  const secret = user.totpSecret ? decryptSecret(user.totpSecret, ctx.config.sessionSecret) : null;
  const step = secret ? verifyTotp(secret, code, user.totpLastStep) : null;
  if (step !== null) {
    await updateUser(ctx.db, user.id, { totpLastStep: step });
    await attempt.succeeded([key]);
    return;
  }
  const hash = hashRecoveryCode(code);
  if (user.totpRecovery.includes(hash)) {
    await updateUser(ctx.db, user.id, { totpRecovery: user.totpRecovery.filter((h) => h !== hash) });
    await attempt.succeeded([key]);
    return;
  }
  securityEvent(ctx.log, 'login_second_factor_failed', { userId: user.id, ip });
  throw invalidField('code', MSG.twoFactorCodeInvalid);
}

export async function disable(ctx: AppContext, user: UserRow, password: string, code: string, ip: string | null) {
  if (!user.totpEnabledAt) return;
  if (await isRequiredFor(ctx, user)) throw forbidden(MSG.twoFactorMandatory);
  if (!(await verifyPassword(user.passwordHash, password))) throw invalidField('password', MSG.passwordWrong);
  await checkSecondFactor(ctx, user, code, ip);
  await updateUser(ctx.db, user.id, {
    totpSecret: null,
    totpPendingSecret: null,
    totpEnabledAt: null,
    totpLastStep: null,
    totpRecovery: [],
  });
  securityEvent(ctx.log, 'two_factor_disabled', { userId: user.id, ip });
}

/**
 * Root only: the second factor mandatory, or not, for administrators. Root is one of them: making it
 * mandatory without having it would shut root out of the administration until it is turned on.
 */
export async function setPolicy(ctx: AppContext, actor: UserRow, required: boolean, ip: string | null) {
  if (actor.role !== 'root') throw forbidden();
  if (required && !actor.totpEnabledAt) throw forbidden(MSG.twoFactorPolicyNeedsOwn);
  await writeSetting(ctx.db, SETTING_ADMIN_TWO_FACTOR, required);
  await recordAdminAction(ctx.db, {
    actorId: actor.id,
    action: required ? 'require_admin_2fa' : 'relax_admin_2fa',
    targetType: 'setting',
    ip,
  });
}

/** The user of a login challenge (second step), or a 401. */
export async function challengeUser(ctx: AppContext, challenge: string, findUser: (id: number) => Promise<UserRow | undefined>) {
  const userId = await ctx.tokens.verifyChallenge(challenge);
  const user = userId ? await findUser(userId) : undefined;
  if (!user?.totpEnabledAt || user.etat === 'blocked') throw unauthorized(MSG.sessionInvalid);
  return user;
}
