import { shortlistApi } from '@passerelle/shared';
import type { FastifyInstance } from 'fastify';
import { caller } from '../../plugins/app/auth.js';
import { route } from '../../plugins/app/contract-route.js';
import { DONE } from '../route-helpers.js';
import * as shortlists from './shortlists.service.js';

/** Shortlists per offer (DECISIONS §6.3). */
export async function shortlistsRoutes(app: FastifyInstance) {
  const { ctx } = app;
  route(app, shortlistApi.shortlistAdd, async (request) => ({
    done: true as const,
    id: await shortlists.addToShortlist(ctx, caller(request), request.body),
  }));
  route(app, shortlistApi.getShortlist, async (request) => ({
    items: await shortlists.getShortlist(ctx, caller(request), request.body.offreId),
  }));
  route(app, shortlistApi.shortlistVote, async (request) => {
    await shortlists.vote(ctx, caller(request), request.body);
    return DONE;
  });
  route(app, shortlistApi.shortlistComment, async (request) => ({
    done: true as const,
    id: await shortlists.comment(ctx, caller(request), request.body),
  }));
  route(app, shortlistApi.shortlistRemove, async (request) => {
    await shortlists.remove(ctx, caller(request), request.body.id);
    return DONE;
  });
}
