import {
  adminEditOfferBody,
  idBody,
  offerResponse,
  offersPageResponse,
  pageBody,
  searchPageBody,
  staffOfferDetailResponse,
} from '@passerelle/shared';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { access } from '../../plugins/app/access.js';
import { caller } from '../../plugins/app/auth.js';
import { errorResponses } from '../route-helpers.js';
import * as staff from './offers.staff.service.js';

/** Offers for the staff, `/api/adm` (SPEC §7 Admin: getOffres, searchOffre, getOffreInfo, editoffre). */
export async function offersAdminRoutes(app: FastifyInstance) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const { ctx } = app;
  const tags = ['Offres (administration)'];
  const config = { access: access.admins() };

  r.post(
    '/api/adm/getOffres',
    {
      config,
      schema: {
        tags,
        summary: 'Toutes les offres, bloquées comprises, les plus récentes en premier',
        body: pageBody,
        response: { 200: offersPageResponse, ...errorResponses },
      },
    },
    async (request) => staff.listAllOffers(ctx, { ...request.body, search: '' }),
  );

  r.post(
    '/api/adm/searchOffre',
    {
      config,
      schema: {
        tags,
        summary: 'Chercher dans toutes les offres (plein texte ; les meilleures en premier)',
        body: searchPageBody,
        response: { 200: offersPageResponse, ...errorResponses },
      },
    },
    async (request) => staff.listAllOffers(ctx, request.body),
  );

  r.post(
    '/api/adm/getOffreInfo',
    {
      config,
      schema: {
        tags,
        summary: "Une offre, son budget, l'entreprise qui l'a publiée et ses candidatures",
        body: idBody,
        response: { 200: staffOfferDetailResponse, ...errorResponses },
      },
    },
    async (request) => ({ done: true as const, data: await staff.getOfferForStaff(ctx, request.body.id) }),
  );

  r.post(
    '/api/adm/editoffre',
    {
      config,
      schema: {
        tags,
        summary: "Modifier une offre et la bloquer ou la débloquer (l'action est enregistrée)",
        body: adminEditOfferBody,
        response: { 200: offerResponse, ...errorResponses },
      },
    },
    async (request) => ({
      done: true as const,
      data: await staff.editOfferAsStaff(ctx, caller(request), request.body, request.ip ?? null),
    }),
  );
}
