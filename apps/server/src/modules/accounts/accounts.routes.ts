import { accountsApi, MSG } from '@passerelle/shared';
import type { FastifyInstance } from 'fastify';
import { caller } from '../../plugins/app/auth.js';
import { route } from '../../plugins/app/contract-route.js';
import { FIFTEEN_MINUTES, ipAndEmailKey } from '../../plugins/external/rate-limit.js';
import { DONE, requestMeta } from '../route-helpers.js';
import { isRequiredFor } from '../two-factor/two-factor.service.js';
import { presentUser } from './accounts.presenter.js';
import * as passwords from './passwords.service.js';
import * as registration from './registration.service.js';
import * as sessions from './sessions.service.js';

/** `/api/users` (SPEC §7 Auth). */
export async function accountsRoutes(app: FastifyInstance) {
  const { ctx } = app;

  route(app, accountsApi.login, async (request) => {
    const result = await sessions.login(ctx, request.body, requestMeta(request));
    if (result.kind === 'second-factor') {
      return { success: false as const, twoFactor: true as const, challenge: result.challenge, message: MSG.twoFactorPrompt };
    }
    return { success: true as const, user: result.user, token: result.token };
  });

  for (const [contract, accountType] of [
    [accountsApi.newClient, 'client'],
    [accountsApi.newCondidat, 'condidat'],
  ] as const) {
    route(
      app,
      contract,
      async (request) => {
        return { done: true as const, data: await registration.register(ctx, request.body, accountType) };
      },
      { rateLimit: { max: 20, timeWindow: FIFTEEN_MINUTES, groupId: 'register', hook: 'onRequest' } },
    );
  }

  route(
    app,
    accountsApi.rsvmail,
    async (request) => {
      registration.resendVerification(ctx, request.body.email);
      return DONE;
    },
    { rateLimit: { max: 5, timeWindow: FIFTEEN_MINUTES, keyGenerator: ipAndEmailKey } },
  );

  route(app, accountsApi.vrfmail, async (request) => {
    const { user, token } = await registration.verifyEmail(ctx, request.link, requestMeta(request));
    return { done: true as const, user, token };
  });

  for (const contract of [accountsApi.checkprofile, accountsApi.checkuser]) {
    route(app, contract, async (request) => {
      const { user } = caller(request);
      return {
        done: true as const,
        user: presentUser(user),
        twoFactorSetupRequired: !user.totpEnabledAt && (await isRequiredFor(ctx, user)),
      };
    });
  }

  route(app, accountsApi.checkcv, async (request) => ({ done: caller(request).user.cvKey !== null }));

  route(app, accountsApi.changepass, async (request) => {
    await passwords.changePassword(ctx, caller(request), request.body);
    return DONE;
  });

  route(app, accountsApi.refreshToken, async (request) => ({
    success: true as const,
    token: await sessions.refreshSession(ctx, caller(request), requestMeta(request)),
  }));

  route(app, accountsApi.logout, async (request) => {
    await sessions.logout(ctx, caller(request));
    return DONE;
  });

  route(
    app,
    accountsApi.forgetPass,
    async (request) => {
      await passwords.forgotPassword(ctx, request.body.email);
      return DONE;
    },
    { rateLimit: { max: 5, timeWindow: FIFTEEN_MINUTES, keyGenerator: ipAndEmailKey } },
  );

  route(app, accountsApi.resetPass, async (request) => {
    await passwords.resetPassword(ctx, request.link, request.body);
    return DONE;
  });
}
