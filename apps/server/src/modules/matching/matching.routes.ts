import { matchingApi, rankingApi } from '@passerelle/shared';
import type { FastifyInstance } from 'fastify';
import { caller } from '../../plugins/app/auth.js';
import { route } from '../../plugins/app/contract-route.js';
import * as matching from './matching.service.js';
import * as ranking from './ranking.service.js';

/** Candidate search and Bridge match (SPEC §7 Client searchmatch; DECISIONS §4 bmatch). */
export async function matchingRoutes(app: FastifyInstance) {
  const { ctx } = app;

  route(app, matchingApi.searchmatch, async (request) => matching.searchMatch(ctx, caller(request), request.body));

  route(app, matchingApi.bmatch, async (request) => matching.bridgeMatch(ctx, caller(request), request.body.id));

  route(app, rankingApi.searchLog, async (request) => ranking.searchLogPage(ctx, request.body));
  route(app, rankingApi.verifySearchLog, async () => ranking.verifySearchLog(ctx));
  route(app, rankingApi.myExposure, async (request) => ranking.myExposure(ctx, caller(request)));
  route(app, rankingApi.exposureReport, async (request) => ranking.exposureReport(ctx, request.body));
  route(app, rankingApi.offreMatch, async (request) => ranking.offreMatch(ctx, caller(request), request.body));
}
