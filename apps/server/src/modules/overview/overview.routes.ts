import { overviewApi } from '@passerelle/shared';
import type { FastifyInstance } from 'fastify';
import { caller } from '../../plugins/app/auth.js';
import { route } from '../../plugins/app/contract-route.js';
import * as overview from './overview.service.js';

/** Dashboard counts (SPEC §7 Client and Candidate getoverview). */
export async function overviewRoutes(app: FastifyInstance) {
  const { ctx } = app;
  route(app, overviewApi.cl.getoverview, async (request) => ({
    done: true as const,
    data: await overview.clientOverview(ctx, caller(request), request.body.id),
  }));
  route(app, overviewApi.cd.getoverview, async (request) => ({
    done: true as const,
    data: await overview.candidateOverview(ctx, caller(request), request.body.id),
  }));
}
