import { candidateOverviewResponse, clientOverviewResponse, idBody } from '@passerelle/shared';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { forbidden } from '../../lib/errors.js';
import { access } from '../../plugins/app/access.js';
import { caller } from '../../plugins/app/auth.js';
import { errorResponses } from '../route-helpers.js';
import * as repo from './overview.repository.js';

/** Dashboard counts (SPEC §7 Client and Candidate getoverview). Ownership is part of the one query. */
export async function overviewRoutes(app: FastifyInstance) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const { ctx } = app;
  const tags = ['Tableau de bord'];

  r.post(
    '/api/cl/getoverview',
    {
      config: { access: access.roles('client') },
      schema: {
        tags,
        summary: "Compteurs du tableau de bord client (id : l'id de sa fiche client)",
        body: idBody,
        response: { 200: clientOverviewResponse, ...errorResponses },
      },
    },
    async (request) => {
      const data = await repo.clientOverview(ctx.db, request.body.id, caller(request).user.id);
      if (!data) throw forbidden();
      return { done: true as const, data };
    },
  );

  r.post(
    '/api/cd/getoverview',
    {
      config: { access: access.roles('condidat') },
      schema: {
        tags,
        summary: "Compteurs du tableau de bord candidat (id : l'id de sa fiche candidat)",
        body: idBody,
        response: { 200: candidateOverviewResponse, ...errorResponses },
      },
    },
    async (request) => {
      const data = await repo.candidateOverview(ctx.db, request.body.id, caller(request).user.id);
      if (!data) throw forbidden();
      return { done: true as const, data };
    },
  );
}
