import { missionWorkApi } from '@passerelle/shared';
import type { FastifyInstance } from 'fastify';
import { caller } from '../../plugins/app/auth.js';
import { route } from '../../plugins/app/contract-route.js';
import { DONE } from '../route-helpers.js';
import * as cras from './cras.service.js';

/** The candidate's missions and the monthly activity reports (DECISIONS §6.4). */
export async function crasRoutes(app: FastifyInstance) {
  const { ctx } = app;
  const api = missionWorkApi;

  route(app, api.cd.getMissions, async (request) => ({
    done: true as const,
    missions: await cras.listCandidateMissionsOf(ctx, caller(request)),
  }));

  route(app, api.cd.saveCra, async (request) => ({
    done: true as const,
    ...(await cras.saveCra(ctx, caller(request), request.body)),
  }));

  route(app, api.cd.submitCra, async (request) => {
    await cras.submitCra(ctx, caller(request), request.body.id);
    return DONE;
  });

  route(app, api.cl.validateCra, async (request) => {
    await cras.validateCra(ctx, caller(request), request.body.id);
    return DONE;
  });

  route(app, api.cl.rejectCra, async (request) => {
    await cras.rejectCra(ctx, caller(request), request.body);
    return DONE;
  });

  for (const side of ['cd', 'cl', 'adm'] as const) {
    route(app, api[side].getCras, async (request) => ({
      done: true as const,
      cras: await cras.listCras(ctx, caller(request), request.body.missionId, side),
    }));
  }
}
