import { availabilityApi } from '@passerelle/shared';
import type { FastifyInstance } from 'fastify';
import { caller } from '../../plugins/app/auth.js';
import { route } from '../../plugins/app/contract-route.js';
import { DONE } from '../route-helpers.js';
import * as availability from './availability.service.js';

/** Availability confirmation and the retention answer (DECISIONS §6.2). */
export async function availabilityRoutes(app: FastifyInstance) {
  const { ctx } = app;

  route(app, availabilityApi.confirmDispo, async (request) => availability.confirmDispo(ctx, caller(request), request.body));

  route(app, availabilityApi.confirmDispoLink, async (request) =>
    availability.confirmDispoByLink(ctx, request.link, request.body),
  );

  route(app, availabilityApi.keepAccount, async (request) => {
    await availability.keepAccount(ctx, request.link);
    return DONE;
  });

  route(app, availabilityApi.retentionStats, async () => availability.retentionStats(ctx));
}
