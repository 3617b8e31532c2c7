import type {
  DoneResponse,
  ForgetPassBody,
  LoginBody,
  LoginResponse,
  LoginSuccessResponse,
  LoginTwoFactorBody,
  RegisterBody,
  RegisterResponse,
  ResetPassBody,
  VerifyMailResponse,
} from '@passerelle/shared';
import { api } from '../../../lib/api-client';

/** `/api/users` calls of the public screens (SPEC §7 Auth). */
export const authApi = {
  login: (body: LoginBody) => api.post<LoginResponse>('/api/users/login', body, { token: null }),
  /** The second step of a login with two-factor authentication (issue 9). */
  loginTwoFactor: (body: LoginTwoFactorBody) =>
    api.post<LoginSuccessResponse>('/api/users/loginTwoFactor', body, { token: null }),
  register: (body: RegisterBody) =>
    api.post<RegisterResponse>(body.type_cmpt === 'client' ? '/api/users/newClient' : '/api/users/newCondidat', body, {
      token: null,
    }),
  /** With the token returned by the registration (the account is not verified yet). */
  resendMail: (registrationToken: string) => api.post<DoneResponse>('/api/users/rsvmail', {}, { token: registrationToken }),
  /** With the link token of the verification mail. */
  verifyMail: (linkToken: string) => api.post<VerifyMailResponse>('/api/users/vrfmail', {}, { token: linkToken }),
  forgotPassword: (body: ForgetPassBody) => api.post<DoneResponse>('/api/users/forgetPass', body, { token: null }),
  /** With the link token of the reset mail. */
  resetPassword: (linkToken: string, body: ResetPassBody) =>
    api.post<DoneResponse>('/api/users/resetPass', body, { token: linkToken }),
};
