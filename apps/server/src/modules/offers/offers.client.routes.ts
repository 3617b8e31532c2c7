import {
  clientOfferDetailResponse,
  createOfferBody,
  idBody,
  myOffersBody,
  offerInfoBody,
  offerResponse,
  offersPageResponse,
  saveOfferBody,
} from '@passerelle/shared';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { access } from '../../plugins/app/access.js';
import { caller } from '../../plugins/app/auth.js';
import { DONE, doneResponses, errorResponses } from '../route-helpers.js';
import * as offers from './offers.service.js';

/** The client's offers, `/api/cl` (SPEC §7 Client: createOffre … cancelOffre). Ids name the caller's client record. */
export async function offersClientRoutes(app: FastifyInstance) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const { ctx } = app;
  const tags = ['Offres (client)'];
  const config = { access: access.roles('client') };

  r.post(
    '/api/cl/createOffre',
    {
      config,
      schema: {
        tags,
        summary: 'Publier une offre (compte validé ; client_id : son enregistrement client)',
        body: createOfferBody,
        response: { 200: offerResponse, ...errorResponses },
      },
    },
    async (request) => ({ done: true as const, data: await offers.createOffer(ctx, caller(request), request.body) }),
  );

  for (const [path, summary] of [
    ['/api/cl/getMyOffre', 'Ses offres, les plus récentes en premier (id : son enregistrement client)'],
    ['/api/cl/searchMyOffre', 'Chercher dans ses offres (texte, état : Tous, ouvert, en_cours, ferme)'],
  ] as const) {
    r.post(
      path,
      {
        config,
        schema: { tags, summary, body: myOffersBody, response: { 200: offersPageResponse, ...errorResponses } },
      },
      async (request) => offers.listMyOffers(ctx, caller(request), request.body),
    );
  }

  r.post(
    '/api/cl/offreinfo',
    {
      config,
      schema: {
        tags,
        summary: 'Une de ses offres avec ses candidatures (profil professionnel des candidats, sans leurs coordonnées)',
        body: offerInfoBody,
        response: { 200: clientOfferDetailResponse, ...errorResponses },
      },
    },
    async (request) => ({ done: true as const, data: await offers.getMyOffer(ctx, caller(request), request.body) }),
  );

  r.post(
    '/api/cl/saveOffre',
    {
      config,
      schema: {
        tags,
        summary: 'Modifier une de ses offres (pas une offre fermée)',
        body: saveOfferBody,
        response: { 200: offerResponse, ...errorResponses },
      },
    },
    async (request) => ({ done: true as const, data: await offers.saveOffer(ctx, caller(request), request.body) }),
  );

  r.post(
    '/api/cl/cancelOffre',
    {
      config,
      schema: {
        tags,
        summary: 'Fermer une de ses offres ; les candidatures en attente deviennent non retenues',
        body: idBody,
        response: doneResponses,
      },
    },
    async (request) => {
      await offers.cancelOffer(ctx, caller(request), request.body.id);
      return DONE;
    },
  );
}
