import { z } from 'zod';
import { PASSWORD_MAX, PASSWORD_MIN } from '../constants.js';
import { ACCOUNT_TYPES, ROLES, USER_ETATS } from '../enums.js';
import { MSG } from '../messages.js';
import { confirmPasswordField, emailField, idField, newPasswordField } from './fields.js';

/** Requests and answers of `/api/users` (SPEC §7 Auth, DECISIONS §2–§3). */

const samePassword = (d: { password: string; confirmPassword: string }) => d.password === d.confirmPassword;
const samePasswordIssue = { path: ['confirmPassword'], error: MSG.passwordsDiffer };

export const loginBody = z.object({
  email: emailField,
  password: z
    .string({ error: MSG.passwordRequired })
    .min(1, { error: MSG.passwordRequired, abort: true })
    .min(PASSWORD_MIN, { error: MSG.loginPasswordInvalid, abort: true })
    .max(PASSWORD_MAX, { error: MSG.loginPasswordInvalid }),
});
export type LoginBody = z.infer<typeof loginBody>;

export const registerBody = z
  .object({
    type_cmpt: z.enum(ACCOUNT_TYPES, { error: MSG.accountTypeRequired }),
    email: emailField,
    password: newPasswordField,
    confirmPassword: confirmPasswordField,
    cgu: z.literal(true, { error: MSG.termsRequired }),
  })
  .refine(samePassword, samePasswordIssue);
export type RegisterBody = z.infer<typeof registerBody>;

export const forgetPassBody = z.object({ email: emailField });
export type ForgetPassBody = z.infer<typeof forgetPassBody>;

/** rsvmail (DECISIONS §3): the address to send a new verification link to, without a session. */
export const resendMailBody = z.object({ email: emailField });
export type ResendMailBody = z.infer<typeof resendMailBody>;

export const resetPassBody = z
  .object({ password: newPasswordField, confirmPassword: confirmPasswordField })
  .refine(samePassword, samePasswordIssue);
export type ResetPassBody = z.infer<typeof resetPassBody>;

export const changePassBody = z
  .object({
    last_password: z
      .string({ error: MSG.lastPasswordRequired })
      .min(1, { error: MSG.lastPasswordRequired, abort: true })
      .min(PASSWORD_MIN, { error: MSG.passwordInvalid, abort: true })
      .max(PASSWORD_MAX, { error: MSG.passwordTooLong }),
    password: newPasswordField,
    confirmPassword: confirmPasswordField,
  })
  .refine(samePassword, samePasswordIssue);
export type ChangePassBody = z.infer<typeof changePassBody>;

/** checkuser takes the token in `sb-tkn`, or explicitly in the body (SPEC §7). */
export const checkUserBody = z.object({ token: z.string().max(4096).optional() }).optional();

/** validate, invalidate, ban, unban: the target user's id. */
export const userIdBody = z.object({ id: idField });
export type UserIdBody = z.infer<typeof userIdBody>;

/** The account as it leaves the server: never a hash, a token or anything internal. */
export const userSchema = z.object({
  id: z.number(),
  nom: z.string().nullable(),
  prenom: z.string().nullable(),
  email: z.string(),
  tel: z.string().nullable(),
  img: z.string().nullable(),
  /** Download URL of the CV, null when there is none. */
  cv: z.string().nullable(),
  role: z.enum(ROLES),
  etat: z.enum(USER_ETATS),
  email_verified: z.boolean(),
  profile_done: z.boolean(),
  formation_done: z.boolean(),
  exp_done: z.boolean(),
  createdAt: z.string(),
});
export type User = z.infer<typeof userSchema>;

export const loginSuccessResponse = z.object({ success: z.literal(true), user: userSchema, token: z.string() });
/** The password was right and the account has a second factor: send the code with this challenge. */
export const loginTwoFactorResponse = z.object({
  success: z.literal(false),
  twoFactor: z.literal(true),
  challenge: z.string(),
  message: z.string(),
});
export const loginResponse = z.union([loginSuccessResponse, loginTwoFactorResponse]);
export type LoginResponse = z.infer<typeof loginResponse>;
export type LoginSuccessResponse = z.infer<typeof loginSuccessResponse>;

const twoFactorCode = z
  .string({ error: MSG.twoFactorCodeRequired })
  .trim()
  .min(1, { error: MSG.twoFactorCodeRequired, abort: true })
  .max(20, { error: MSG.twoFactorCodeInvalid });

/** loginTwoFactor: the challenge of the first step and a TOTP code or a recovery code. */
export const loginTwoFactorBody = z.object({ challenge: z.string().min(10).max(2048), code: twoFactorCode });
export type LoginTwoFactorBody = z.infer<typeof loginTwoFactorBody>;

export const twoFactorCodeBody = z.object({ code: twoFactorCode });
export const twoFactorDisableBody = z.object({
  password: z.string({ error: MSG.passwordRequired }).min(1, { error: MSG.passwordRequired }).max(PASSWORD_MAX),
  code: twoFactorCode,
});
export const twoFactorPolicyBody = z.object({ required: z.boolean() });

export const twoFactorStatusResponse = z.object({
  done: z.literal(true),
  enabled: z.boolean(),
  /** The account must have it (an administrator, when root made it mandatory). */
  required: z.boolean(),
  /** Only for root: whether it is mandatory for administrators. */
  requiredForAdmins: z.boolean(),
  recoveryCodesLeft: z.number(),
});
export type TwoFactorStatusResponse = z.infer<typeof twoFactorStatusResponse>;

export const twoFactorSetupResponse = z.object({
  done: z.literal(true),
  secret: z.string(),
  otpauthUrl: z.string(),
  /** The QR code of otpauthUrl, as an SVG data URL. */
  qr: z.string(),
});
export type TwoFactorSetupResponse = z.infer<typeof twoFactorSetupResponse>;

export const recoveryCodesResponse = z.object({ done: z.literal(true), recoveryCodes: z.array(z.string()) });
export type RecoveryCodesResponse = z.infer<typeof recoveryCodesResponse>;

/** deleteAccount (clients and candidates): the password again, for an action that cannot be undone. */
export const deleteAccountBody = z.object({
  password: z.string({ error: MSG.passwordRequired }).min(1, { error: MSG.passwordRequired }).max(PASSWORD_MAX),
});

/**
 * The same answer whether the address was free or already had an account (DECISIONS §3, issue 16):
 * no session; the verification mail, or « Vous avez déjà un compte », goes to the address.
 */
export const registerResponse = z.object({ done: z.literal(true), data: z.object({ email: z.string() }) });
export type RegisterResponse = z.infer<typeof registerResponse>;

export const verifyMailResponse = z.object({ done: z.literal(true), user: userSchema, token: z.string() });
export type VerifyMailResponse = z.infer<typeof verifyMailResponse>;

export const userResponse = z.object({
  done: z.literal(true),
  user: userSchema,
  /**
   * An administrator who must turn on the second factor before anything else (root made it mandatory):
   * the dashboard opens on « Mon compte » only (issue 9).
   */
  twoFactorSetupRequired: z.boolean(),
});
export type UserResponse = z.infer<typeof userResponse>;

export const refreshTokenResponse = z.object({ success: z.literal(true), token: z.string() });
export type RefreshTokenResponse = z.infer<typeof refreshTokenResponse>;

export const checkCvResponse = z.object({ done: z.boolean() });
export type CheckCvResponse = z.infer<typeof checkCvResponse>;
