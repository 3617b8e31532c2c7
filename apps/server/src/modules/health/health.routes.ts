import { healthApi } from '@passerelle/shared';
import type { FastifyInstance } from 'fastify';
import { fail } from '../../lib/errors.js';
import { route } from '../../plugins/app/contract-route.js';

/** GET /api/health (DECISIONS §1): 200 when the database answers. */
export async function healthRoutes(app: FastifyInstance) {
  const { database } = app.ctx;
  route(app, healthApi.health, async () => {
    try {
      await database.query('SELECT 1');
    } catch {
      throw fail('server.unavailable');
    }
    return { status: 'ok' as const, db: database.kind };
  });
}
