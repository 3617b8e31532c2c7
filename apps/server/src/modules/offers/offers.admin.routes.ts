import { staffOffersApi } from '@passerelle/shared';
import type { FastifyInstance } from 'fastify';
import { caller } from '../../plugins/app/auth.js';
import { route } from '../../plugins/app/contract-route.js';
import * as staff from './offers.staff.service.js';

/** Offers for the staff, `/api/adm` (SPEC §7 Admin: getOffres, searchOffre, getOffreInfo, editoffre). */
export async function offersAdminRoutes(app: FastifyInstance) {
  const { ctx } = app;

  route(app, staffOffersApi.getOffres, async (request) => staff.listAllOffers(ctx, { ...request.body, search: '' }));

  route(app, staffOffersApi.searchOffre, async (request) => staff.listAllOffers(ctx, request.body));

  route(app, staffOffersApi.getOffreInfo, async (request) => ({
    done: true as const,
    data: await staff.getOfferForStaff(ctx, request.body.id),
  }));

  route(app, staffOffersApi.editoffre, async (request) => ({
    done: true as const,
    data: await staff.editOfferAsStaff(ctx, caller(request), request.body, request.ip ?? null),
  }));
}
