import { candidateOffersApi } from '@passerelle/shared';
import type { FastifyInstance } from 'fastify';
import { caller } from '../../plugins/app/auth.js';
import { route } from '../../plugins/app/contract-route.js';
import { DONE } from '../route-helpers.js';
import * as applications from './applications.service.js';

/** Offers for candidates, `/api/cd` (SPEC §7 Candidate). Ids name the caller's candidate record. */
export async function offersCandidateRoutes(app: FastifyInstance) {
  const { ctx } = app;

  route(app, candidateOffersApi.offres, async (request) => applications.listVisibleOffers(ctx, { ...request.body, search: '' }));

  route(app, candidateOffersApi.searchOffre, async (request) => applications.listVisibleOffers(ctx, request.body));

  route(app, candidateOffersApi.offreInf, async (request) => ({
    done: true as const,
    data: await applications.getVisibleOffer(ctx, caller(request), request.body),
  }));

  route(app, candidateOffersApi.postuler, async (request) => {
    await applications.apply(ctx, caller(request), request.body);
    return DONE;
  });

  route(app, candidateOffersApi.annulerPostulation, async (request) => {
    await applications.withdraw(ctx, caller(request), request.body);
    return DONE;
  });

  route(app, candidateOffersApi.getMyDmdOffer, async (request) => ({
    done: true as const,
    data: await applications.listMyApplications(ctx, caller(request), request.body.id),
  }));
}
