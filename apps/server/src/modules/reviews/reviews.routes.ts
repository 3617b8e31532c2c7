import { missionWorkApi } from '@passerelle/shared';
import type { FastifyInstance } from 'fastify';
import { caller } from '../../plugins/app/auth.js';
import { route } from '../../plugins/app/contract-route.js';
import { DONE } from '../route-helpers.js';
import * as reviews from './reviews.service.js';

/** Reviews after a mission (DECISIONS §6.4). */
export async function reviewsRoutes(app: FastifyInstance) {
  const { ctx } = app;
  const api = missionWorkApi.reviews;
  for (const side of ['cl', 'cd'] as const) {
    route(app, api[side], async (request) => {
      await reviews.leaveReview(ctx, caller(request), side, request.body);
      return DONE;
    });
  }
  route(app, api.admList, async (request) => ({ done: true as const, ...(await reviews.listReviews(ctx, request.body)) }));
  route(app, api.hide, async (request) => {
    await reviews.hideReview(ctx, caller(request), request.body.id, request.ip);
    return DONE;
  });
}
