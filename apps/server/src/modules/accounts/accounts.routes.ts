import {
  changePassBody,
  checkCvResponse,
  forgetPassBody,
  loginBody,
  loginResponse,
  MSG,
  refreshTokenResponse,
  registerBody,
  registerResponse,
  resetPassBody,
  userIdBody,
  userResponse,
  verifyMailResponse,
} from '@passerelle/shared';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { access } from '../../plugins/app/access.js';
import { caller, tokenOf } from '../../plugins/app/auth.js';
import { FIFTEEN_MINUTES, ipAndEmailKey } from '../../plugins/external/rate-limit.js';
import { DONE, doneResponses, errorResponses, requestMeta } from '../route-helpers.js';
import { isRequiredFor } from '../two-factor/two-factor.service.js';
import { presentUser } from './accounts.presenter.js';
import * as accounts from './accounts.service.js';

/** `/api/users` (SPEC §7 Auth). */
export async function accountsRoutes(app: FastifyInstance) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const { ctx } = app;
  const tags = ['Comptes'];

  r.post(
    '/api/users/login',
    {
      // Wrong passwords are throttled by the service (accounts.service.ts, login).
      config: { access: access.public() },
      schema: { tags, summary: 'Connexion', body: loginBody, response: { 200: loginResponse, ...errorResponses } },
    },
    async (request) => {
      const result = await accounts.login(ctx, request.body, requestMeta(request));
      if (result.kind === 'second-factor') {
        return { success: false as const, twoFactor: true as const, challenge: result.challenge, message: MSG.twoFactorPrompt };
      }
      return { success: true as const, user: result.user, token: result.token };
    },
  );

  for (const [path, accountType] of [
    ['/api/users/newClient', 'client'],
    ['/api/users/newCondidat', 'condidat'],
  ] as const) {
    r.post(
      path,
      {
        config: {
          access: access.public(),
          rateLimit: { max: 20, timeWindow: FIFTEEN_MINUTES, groupId: 'register', hook: 'onRequest' },
        },
        schema: {
          tags,
          summary: accountType === 'client' ? 'Inscription client' : 'Inscription candidat',
          body: registerBody,
          response: { 200: registerResponse, ...errorResponses },
        },
      },
      async (request) => {
        const { user, token } = await accounts.register(ctx, request.body, accountType, requestMeta(request));
        return { done: true as const, data: user, token };
      },
    );
  }

  r.post(
    '/api/users/rsvmail',
    {
      config: {
        access: access.signedInUnverified(),
        rateLimit: { max: 5, timeWindow: FIFTEEN_MINUTES, keyGenerator: (req) => `rsv|${req.auth?.user.id ?? req.ip}` },
      },
      schema: { tags, summary: "Renvoyer l'e-mail de validation", response: doneResponses },
    },
    async (request) => {
      await accounts.resendVerification(ctx, caller(request));
      return DONE;
    },
  );

  r.post(
    '/api/users/vrfmail',
    {
      config: { access: access.link('verify_email') },
      schema: {
        tags,
        summary: "Valider l'e-mail (jeton du lien dans sb-tkn)",
        response: { 200: verifyMailResponse, ...errorResponses },
      },
    },
    async (request) => {
      const { user, token } = await accounts.verifyEmail(ctx, tokenOf(request), requestMeta(request));
      return { done: true as const, user, token };
    },
  );

  for (const path of ['/api/users/checkprofile', '/api/users/checkuser'] as const) {
    r.post(
      path,
      {
        config: { access: access.signedIn() },
        schema: { tags, summary: 'Utilisateur de la session', response: { 200: userResponse, ...errorResponses } },
      },
      async (request) => {
        const { user } = caller(request);
        return {
          done: true as const,
          user: presentUser(user),
          twoFactorSetupRequired: !user.totpEnabledAt && (await isRequiredFor(ctx, user)),
        };
      },
    );
  }

  r.get(
    '/api/users/checkcv',
    {
      config: { access: access.roles('condidat') },
      schema: { tags, summary: 'Le candidat a-t-il un CV ?', response: { 200: checkCvResponse, ...errorResponses } },
    },
    async (request) => ({ done: caller(request).user.cvKey !== null }),
  );

  r.post(
    '/api/users/changepass',
    {
      config: { access: access.signedIn() },
      schema: { tags, summary: 'Changer de mot de passe', body: changePassBody, response: doneResponses },
    },
    async (request) => {
      await accounts.changePassword(ctx, caller(request), request.body);
      return DONE;
    },
  );

  r.post(
    '/api/users/refreshToken',
    {
      config: { access: access.signedIn() },
      schema: { tags, summary: 'Renouveler le jeton de session', response: { 200: refreshTokenResponse, ...errorResponses } },
    },
    async (request) => ({
      success: true as const,
      token: await accounts.refreshSession(ctx, caller(request), requestMeta(request)),
    }),
  );

  r.post(
    '/api/users/logout',
    { config: { access: access.signedInUnverified() }, schema: { tags, summary: 'Déconnexion', response: doneResponses } },
    async (request) => {
      await accounts.logout(ctx, caller(request));
      return DONE;
    },
  );

  r.post(
    '/api/users/forgetPass',
    {
      config: { access: access.public(), rateLimit: { max: 5, timeWindow: FIFTEEN_MINUTES, keyGenerator: ipAndEmailKey } },
      schema: { tags, summary: 'Mot de passe oublié', body: forgetPassBody, response: doneResponses },
    },
    async (request) => {
      await accounts.forgotPassword(ctx, request.body.email);
      return DONE;
    },
  );

  r.post(
    '/api/users/resetPass',
    {
      config: { access: access.link('reset_password') },
      schema: { tags, summary: 'Nouveau mot de passe (jeton du lien dans sb-tkn)', body: resetPassBody, response: doneResponses },
    },
    async (request) => {
      await accounts.resetPassword(ctx, tokenOf(request), request.body);
      return DONE;
    },
  );

  const moderation = [
    ['validate', 'Valider un compte'],
    ['invalidate', 'Invalider un compte'],
    ['ban', 'Désactiver (bannir) un compte'],
    ['unban', 'Réactiver un compte'],
  ] as const;
  for (const [action, summary] of moderation) {
    r.post(
      `/api/users/${action}`,
      { config: { access: access.admins() }, schema: { tags, summary, body: userIdBody, response: doneResponses } },
      async (request) => {
        await accounts.moderateUser(ctx, caller(request), request.body.id, action, request.ip);
        return DONE;
      },
    );
  }
}
