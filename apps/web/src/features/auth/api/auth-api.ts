import { accountsApi } from '@passerelle/shared/routes/accounts';
import { twoFactorApi } from '@passerelle/shared/routes/two-factor';
import type { ForgetPassBody, LoginBody, LoginTwoFactorBody, RegisterBody, ResetPassBody } from '@passerelle/shared/schemas/auth';
import { call } from '../../../lib/api-client';

/** `/api/users` calls of the public screens (SPEC §7 Auth): none sends the session, some a link token. */
export const authApi = {
  login: (body: LoginBody) => call(accountsApi.login, body, { token: null }),
  /** The second step of a login with two-factor authentication (issue 9). */
  loginTwoFactor: (body: LoginTwoFactorBody) => call(twoFactorApi.loginTwoFactor, body, { token: null }),
  register: (body: RegisterBody) =>
    call(body.type_cmpt === 'client' ? accountsApi.newClient : accountsApi.newCondidat, body, { token: null }),
  /** A new verification link to this address, if it has an account not verified yet (DECISIONS §3). */
  resendMail: (email: string) => call(accountsApi.rsvmail, { email }, { token: null }),
  /** With the link token of the verification mail. */
  verifyMail: (linkToken: string) => call(accountsApi.vrfmail, undefined, { token: linkToken }),
  forgotPassword: (body: ForgetPassBody) => call(accountsApi.forgetPass, body, { token: null }),
  /** With the link token of the reset mail. */
  resetPassword: (linkToken: string, body: ResetPassBody) => call(accountsApi.resetPass, body, { token: linkToken }),
};
