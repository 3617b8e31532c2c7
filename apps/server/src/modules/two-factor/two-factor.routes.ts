import {
  doneResponse,
  loginSuccessResponse,
  loginTwoFactorBody,
  recoveryCodesResponse,
  twoFactorCodeBody,
  twoFactorDisableBody,
  twoFactorPolicyBody,
  twoFactorSetupResponse,
  twoFactorStatusResponse,
} from '@passerelle/shared';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { access } from '../../plugins/app/access.js';
import { caller } from '../../plugins/app/auth.js';
import { loginSecondStep } from '../accounts/accounts.service.js';
import { DONE, errorResponses, requestMeta } from '../route-helpers.js';
import * as twoFactor from './two-factor.service.js';

/** Two-factor login (issue 9): the second login step, the user's settings, and root's policy. */
export async function twoFactorRoutes(app: FastifyInstance) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const { ctx } = app;
  const tags = ['Double authentification'];

  r.post(
    '/api/users/loginTwoFactor',
    {
      config: { access: access.public() },
      schema: {
        tags,
        summary: 'Connexion, deuxième étape : le code TOTP ou un code de secours',
        body: loginTwoFactorBody,
        response: { 200: loginSuccessResponse, ...errorResponses },
      },
    },
    async (request) => {
      const { user, token } = await loginSecondStep(ctx, request.body, requestMeta(request));
      return { success: true as const, user, token };
    },
  );

  r.post(
    '/api/users/twoFactorStatus',
    {
      config: { access: access.signedIn() },
      schema: {
        tags,
        summary: 'État de la double authentification',
        response: { 200: twoFactorStatusResponse, ...errorResponses },
      },
    },
    async (request) => twoFactor.status(ctx, caller(request).user),
  );

  r.post(
    '/api/users/twoFactorSetup',
    {
      config: { access: access.signedIn() },
      schema: {
        tags,
        summary: 'Nouvelle clé et son QR code (à confirmer par un code)',
        response: { 200: twoFactorSetupResponse, ...errorResponses },
      },
    },
    async (request) => twoFactor.setup(ctx, caller(request).user),
  );

  r.post(
    '/api/users/twoFactorEnable',
    {
      config: { access: access.signedIn() },
      schema: {
        tags,
        summary: 'Activer avec un premier code ; renvoie les codes de secours (une seule fois)',
        body: twoFactorCodeBody,
        response: { 200: recoveryCodesResponse, ...errorResponses },
      },
    },
    async (request) => twoFactor.enable(ctx, caller(request).user, request.body.code, request.ip),
  );

  r.post(
    '/api/users/twoFactorDisable',
    {
      config: { access: access.signedIn() },
      schema: {
        tags,
        summary: 'Désactiver (mot de passe et code)',
        body: twoFactorDisableBody,
        response: { 200: doneResponse, ...errorResponses },
      },
    },
    async (request) => {
      await twoFactor.disable(ctx, caller(request).user, request.body.password, request.body.code, request.ip);
      return DONE;
    },
  );

  r.post(
    '/api/adm/twoFactorPolicy',
    {
      config: { access: access.roles('root') },
      schema: {
        tags,
        summary: 'Rendre la double authentification obligatoire pour les administrateurs',
        body: twoFactorPolicyBody,
        response: { 200: doneResponse, ...errorResponses },
      },
    },
    async (request) => {
      await twoFactor.setPolicy(ctx, caller(request).user, request.body.required, request.ip);
      return DONE;
    },
  );
}
