import { healthResponse, MSG } from '@passerelle/shared';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { AppError } from '../../lib/errors.js';
import { access } from '../../plugins/app/access.js';

/** GET /api/health (DECISIONS §1): 200 when the database answers. */
export async function healthRoutes(app: FastifyInstance) {
  const { database } = app.ctx;
  app.withTypeProvider<ZodTypeProvider>().get(
    '/api/health',
    {
      config: { access: access.public() },
      schema: { tags: ['Exploitation'], summary: 'État du service', response: { 200: healthResponse } },
    },
    async () => {
      try {
        await database.query('SELECT 1');
      } catch {
        throw new AppError(503, MSG.unavailable);
      }
      return { status: 'ok' as const, db: database.kind };
    },
  );
}
