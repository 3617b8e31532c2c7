import { techTestApi } from '@passerelle/shared';
import type { FastifyInstance } from 'fastify';
import { caller } from '../../plugins/app/auth.js';
import { route } from '../../plugins/app/contract-route.js';
import { FIFTEEN_MINUTES } from '../../plugins/external/rate-limit.js';
import * as techTest from './tech-test.service.js';

/** `/api/cd/askTechTest` and `/api/cd/techTestStatus` (DECISIONS §4: the candidate's "Test technique"). */
export async function techTestRoutes(app: FastifyInstance) {
  const { ctx } = app;

  route(app, techTestApi.techTestStatus, async (request) => ({
    done: true as const,
    data: await techTest.techTestStatus(ctx, caller(request).user),
  }));

  route(
    app,
    techTestApi.askTechTest,
    async (request) => ({ done: true as const, data: await techTest.askTechTest(ctx, caller(request).user) }),
    { rateLimit: { max: 5, timeWindow: FIFTEEN_MINUTES, keyGenerator: (req) => `tech|${req.auth?.user.id ?? req.ip}` } },
  );
}
