import { clientOffersApi } from '@passerelle/shared';
import type { FastifyInstance } from 'fastify';
import { caller } from '../../plugins/app/auth.js';
import { route } from '../../plugins/app/contract-route.js';
import { DONE } from '../route-helpers.js';
import * as offers from './offers.service.js';

/** The client's offers, `/api/cl` (SPEC §7 Client: createOffre … cancelOffre; decideCandidature, DECISIONS §6.9). Ids name the caller's client record. */
export async function offersClientRoutes(app: FastifyInstance) {
  const { ctx } = app;

  route(app, clientOffersApi.createOffre, async (request) => ({
    done: true as const,
    data: await offers.createOffer(ctx, caller(request), request.body),
  }));

  for (const contract of [clientOffersApi.getMyOffre, clientOffersApi.searchMyOffre]) {
    route(app, contract, async (request) => offers.listMyOffers(ctx, caller(request), request.body));
  }

  route(app, clientOffersApi.offreinfo, async (request) => ({
    done: true as const,
    data: await offers.getMyOffer(ctx, caller(request), request.body),
  }));

  route(app, clientOffersApi.saveOffre, async (request) => ({
    done: true as const,
    data: await offers.saveOffer(ctx, caller(request), request.body),
  }));

  route(app, clientOffersApi.cancelOffre, async (request) => {
    await offers.cancelOffer(ctx, caller(request), request.body.id);
    return DONE;
  });

  route(app, clientOffersApi.decideCandidature, async (request) => {
    await offers.decideApplication(ctx, caller(request), request.body);
    return DONE;
  });
}
