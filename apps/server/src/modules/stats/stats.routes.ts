import { statsBody, statsResponse } from '@passerelle/shared';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { access } from '../../plugins/app/access.js';
import { errorResponses } from '../route-helpers.js';
import { computeStats } from './stats.service.js';

/** `/api/adm/stats` (DECISIONS §4: the admin home's charts, computed from the database). */
export async function statsRoutes(app: FastifyInstance) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const { ctx } = app;

  r.post(
    '/api/adm/stats',
    {
      config: { access: access.admins() },
      schema: {
        tags: ['Statistiques'],
        summary:
          "Chiffre d'affaires par mois et par consultant, technologies les plus demandées, missions signées par client, " +
          "sur les `months` derniers mois (jusqu'au mois `end`, le mois en cours par défaut)",
        body: statsBody,
        response: { 200: statsResponse, ...errorResponses },
      },
    },
    async (request) => ({ done: true as const, data: await computeStats(ctx, request.body) }),
  );
}
