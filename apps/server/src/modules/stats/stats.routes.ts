import { statsApi } from '@passerelle/shared';
import type { FastifyInstance } from 'fastify';
import { route } from '../../plugins/app/contract-route.js';
import { computeStats } from './stats.service.js';

/** `/api/adm/stats` (DECISIONS §4: the admin home's charts, computed from the database). */
export async function statsRoutes(app: FastifyInstance) {
  const { ctx } = app;

  route(app, statsApi.stats, async (request) => ({ done: true as const, data: await computeStats(ctx, request.body) }));
}
