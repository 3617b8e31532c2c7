import {
  applyBody,
  candidateOfferDetailResponse,
  idBody,
  myApplicationsResponse,
  offerInfoBody,
  pageBody,
  publicOffersPageResponse,
  searchPageBody,
} from '@passerelle/shared';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { access } from '../../plugins/app/access.js';
import { caller } from '../../plugins/app/auth.js';
import { DONE, doneResponses, errorResponses } from '../route-helpers.js';
import * as applications from './applications.service.js';

/** Offers for candidates, `/api/cd` (SPEC §7 Candidate). Ids name the caller's candidate record. */
export async function offersCandidateRoutes(app: FastifyInstance) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const { ctx } = app;
  const tags = ['Offres (candidat)'];
  const config = { access: access.roles('condidat') };

  r.post(
    '/api/cd/offres',
    {
      config,
      schema: {
        tags,
        summary: 'Les offres ouvertes ou en cours, les plus récentes en premier',
        body: pageBody,
        response: { 200: publicOffersPageResponse, ...errorResponses },
      },
    },
    async (request) => applications.listVisibleOffers(ctx, { ...request.body, search: '' }),
  );

  r.post(
    '/api/cd/searchOffre',
    {
      config,
      schema: {
        tags,
        summary: 'Chercher dans les offres (plein texte, sans accents ni casse ; les meilleures en premier)',
        body: searchPageBody,
        response: { 200: publicOffersPageResponse, ...errorResponses },
      },
    },
    async (request) => applications.listVisibleOffers(ctx, request.body),
  );

  r.post(
    '/api/cd/offreInf',
    {
      config,
      schema: {
        tags,
        summary: "Une offre, et sa propre candidature s'il y en a une (postule, demande_offres)",
        body: offerInfoBody,
        response: { 200: candidateOfferDetailResponse, ...errorResponses },
      },
    },
    async (request) => ({ done: true as const, data: await applications.getVisibleOffer(ctx, caller(request), request.body) }),
  );

  r.post(
    '/api/cd/postuler',
    {
      config,
      schema: {
        tags,
        summary: 'Postuler à une offre ouverte (compte validé, une fois par offre)',
        body: applyBody,
        response: doneResponses,
      },
    },
    async (request) => {
      await applications.apply(ctx, caller(request), request.body);
      return DONE;
    },
  );

  r.post(
    '/api/cd/annulerPostulation',
    {
      config,
      schema: {
        tags,
        summary: "Retirer sa candidature tant qu'elle est en attente (elle est supprimée)",
        body: applyBody,
        response: doneResponses,
      },
    },
    async (request) => {
      await applications.withdraw(ctx, caller(request), request.body);
      return DONE;
    },
  );

  r.post(
    '/api/cd/getMyDmdOffer',
    {
      config,
      schema: {
        tags,
        summary: 'Ses candidatures avec leurs offres, les plus récentes en premier (id : son enregistrement candidat)',
        body: idBody,
        response: { 200: myApplicationsResponse, ...errorResponses },
      },
    },
    async (request) => ({
      done: true as const,
      data: await applications.listMyApplications(ctx, caller(request), request.body.id),
    }),
  );
}
