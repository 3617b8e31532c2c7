import { adminAccountsApi } from '@passerelle/shared';
import type { FastifyInstance } from 'fastify';
import { caller } from '../../plugins/app/auth.js';
import { route } from '../../plugins/app/contract-route.js';
import { DONE } from '../route-helpers.js';
import * as accounts from './admin-accounts.service.js';

/** Staff account lists (SPEC §7 Admin getAllClient, getAllCond, setCondTjm), inactiveCandidates and getAccountHistory. */
export async function adminAccountsRoutes(app: FastifyInstance) {
  const { ctx } = app;

  route(app, adminAccountsApi.getAllClient, async (request) => ({
    done: true as const,
    ...(await accounts.listClients(ctx, request.body)),
  }));

  route(app, adminAccountsApi.getAllCond, async (request) => ({
    done: true as const,
    ...(await accounts.listCandidates(ctx, request.body)),
  }));

  route(app, adminAccountsApi.inactiveCandidates, async (request) => ({
    done: true as const,
    ...(await accounts.listInactiveCandidates(ctx, request.body)),
  }));

  route(app, adminAccountsApi.getAccountHistory, async (request) => ({
    done: true as const,
    data: await accounts.accountHistory(ctx, request.body.id),
  }));

  route(app, adminAccountsApi.setCondTjm, async (request) => {
    await accounts.setCandidateTjm(ctx, caller(request), request.body, request.ip);
    return DONE;
  });
}
