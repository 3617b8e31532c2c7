import { billingApi } from '@passerelle/shared';
import type { FastifyInstance } from 'fastify';
import { caller } from '../../plugins/app/auth.js';
import { route } from '../../plugins/app/contract-route.js';
import * as billing from './billing.service.js';

/** The freelancer's billing identity and self-billing mandate (DECISIONS §6.6). */
export async function billingRoutes(app: FastifyInstance) {
  const { ctx } = app;

  route(app, billingApi.cd.setFacturation, async (request) => {
    await billing.setFacturation(ctx, caller(request), request.body);
    return { done: true as const };
  });

  route(app, billingApi.cd.getFacturation, async (request) => ({
    done: true as const,
    ...(await billing.getFacturation(ctx, caller(request))),
  }));
}
