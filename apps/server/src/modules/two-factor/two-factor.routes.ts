import { twoFactorApi } from '@passerelle/shared';
import type { FastifyInstance } from 'fastify';
import { caller } from '../../plugins/app/auth.js';
import { route } from '../../plugins/app/contract-route.js';
import { loginSecondStep } from '../accounts/sessions.service.js';
import { DONE, requestMeta } from '../route-helpers.js';
import * as twoFactor from './two-factor.service.js';

/** Two-factor login (issue 9): the second login step, the user's settings, and root's policy. */
export async function twoFactorRoutes(app: FastifyInstance) {
  const { ctx } = app;

  route(app, twoFactorApi.loginTwoFactor, async (request) => {
    const { user, token } = await loginSecondStep(ctx, request.body, requestMeta(request));
    return { success: true as const, user, token };
  });

  route(app, twoFactorApi.twoFactorStatus, async (request) => twoFactor.status(ctx, caller(request).user));

  route(app, twoFactorApi.twoFactorSetup, async (request) => twoFactor.setup(ctx, caller(request).user));

  route(app, twoFactorApi.twoFactorEnable, async (request) =>
    twoFactor.enable(ctx, caller(request).user, request.body.code, request.ip),
  );

  route(app, twoFactorApi.twoFactorDisable, async (request) => {
    await twoFactor.disable(ctx, caller(request).user, request.body.password, request.body.code, request.ip);
    return DONE;
  });

  route(app, twoFactorApi.twoFactorPolicy, async (request) => {
    await twoFactor.setPolicy(ctx, caller(request).user, request.body.required, request.ip);
    return DONE;
  });
}
