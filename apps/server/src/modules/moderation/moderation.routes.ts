import { moderationApi } from '@passerelle/shared';
import type { FastifyInstance } from 'fastify';
import { caller } from '../../plugins/app/auth.js';
import { route } from '../../plugins/app/contract-route.js';
import { DONE } from '../route-helpers.js';
import { moderateUser } from './moderation.service.js';

/** `/api/users/{validate,invalidate,ban,unban}` (SPEC §7 Auth, DECISIONS §3): the staff's moderation. */
export async function moderationRoutes(app: FastifyInstance) {
  const { ctx } = app;
  for (const action of ['validate', 'invalidate', 'ban', 'unban'] as const) {
    route(app, moderationApi[action], async (request) => {
      await moderateUser(ctx, caller(request), request.body.id, action, request.ip);
      return DONE;
    });
  }
}
