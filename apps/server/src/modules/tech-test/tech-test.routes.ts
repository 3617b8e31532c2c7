import { techTestStatusResponse } from '@passerelle/shared';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { access } from '../../plugins/app/access.js';
import { caller } from '../../plugins/app/auth.js';
import { FIFTEEN_MINUTES } from '../../plugins/external/rate-limit.js';
import { errorResponses } from '../route-helpers.js';
import * as techTest from './tech-test.service.js';

/** `/api/cd/askTechTest` and `/api/cd/techTestStatus` (DECISIONS §4: the candidate's "Test technique"). */
export async function techTestRoutes(app: FastifyInstance) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const { ctx } = app;
  const tags = ['Test technique'];

  r.post(
    '/api/cd/techTestStatus',
    {
      config: { access: access.roles('condidat') },
      schema: {
        tags,
        summary: 'Sa dernière demande de test technique, et quand en refaire une',
        response: { 200: techTestStatusResponse, ...errorResponses },
      },
    },
    async (request) => ({ done: true as const, data: await techTest.techTestStatus(ctx, caller(request).user) }),
  );

  r.post(
    '/api/cd/askTechTest',
    {
      config: {
        access: access.roles('condidat'),
        // The daily rule is the service's; this caps the calls that reach it.
        rateLimit: { max: 5, timeWindow: FIFTEEN_MINUTES, keyGenerator: (req) => `tech|${req.auth?.user.id ?? req.ip}` },
      },
      schema: {
        tags,
        summary: "Demander un test technique à l'équipe (un message dans le chat ; une demande par 24 h)",
        response: { 200: techTestStatusResponse, ...errorResponses },
      },
    },
    async (request) => ({ done: true as const, data: await techTest.askTechTest(ctx, caller(request).user) }),
  );
}
