import { bridgeMatchResponse, idBody, searchMatchBody, searchMatchResponse } from '@passerelle/shared';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { access } from '../../plugins/app/access.js';
import { caller } from '../../plugins/app/auth.js';
import { errorResponses } from '../route-helpers.js';
import * as matching from './matching.service.js';

/** Candidate search and Bridge match (SPEC §7 Client searchmatch; DECISIONS §4 bmatch). */
export async function matchingRoutes(app: FastifyInstance) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const { ctx } = app;
  const tags = ['Recherche de candidats'];
  const config = { access: access.roles('client') };

  r.post(
    '/api/cl/searchmatch',
    {
      config,
      schema: {
        tags,
        summary: 'Chercher des candidats par compétences, expérience et disponibilité (score de correspondance, paginé)',
        body: searchMatchBody,
        response: { 200: searchMatchResponse, ...errorResponses },
      },
    },
    async (request) => matching.searchMatch(ctx, caller(request), request.body),
  );

  r.post(
    '/api/cl/bmatch',
    {
      config,
      schema: {
        tags,
        summary: "Bridge match : pour chaque offre ouverte, les meilleurs candidats (id : l'id de sa fiche client)",
        body: idBody,
        response: { 200: bridgeMatchResponse, ...errorResponses },
      },
    },
    async (request) => matching.bridgeMatch(ctx, caller(request), request.body.id),
  );
}
