import { requestsApi } from '@passerelle/shared';
import type { FastifyInstance } from 'fastify';
import { caller } from '../../plugins/app/auth.js';
import { route } from '../../plugins/app/contract-route.js';
import * as requests from './requests.service.js';

/** Candidate requests (SPEC §7 Client newDmdCond; Admin getAllDmd, closeDmdOk, closeDmdFail). */
export async function requestsRoutes(app: FastifyInstance) {
  const { ctx } = app;

  route(app, requestsApi.newDmdCond, async (request) => ({
    done: true as const,
    data: await requests.createRequest(ctx, caller(request), request.body),
  }));

  route(app, requestsApi.getMyDmd, async (request) => ({
    done: true as const,
    data: await requests.listMyRequests(ctx, caller(request), request.body.id),
  }));

  route(app, requestsApi.getAllDmd, async (request) => ({
    done: true as const,
    ...(await requests.listRequests(ctx, request.body)),
  }));

  route(app, requestsApi.closeDmdOk, async (request) => ({
    done: true as const,
    data: await requests.closeRequestSuccess(ctx, caller(request), request.body, request.ip),
  }));

  route(app, requestsApi.closeDmdFail, async (request) => ({
    done: true as const,
    data: await requests.closeRequestFailure(ctx, caller(request), request.body, request.ip),
  }));
}
