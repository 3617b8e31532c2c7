import { myAccountApi } from '@passerelle/shared';
import type { FastifyInstance } from 'fastify';
import { caller } from '../../plugins/app/auth.js';
import { route } from '../../plugins/app/contract-route.js';
import { FIFTEEN_MINUTES, ONE_HOUR, perUser } from '../../plugins/external/rate-limit.js';
import { DONE } from '../route-helpers.js';
import { attachmentHeader } from '../uploads/uploads.service.js';
import { deleteAccount } from './erasure.service.js';
import { exportPersonalData } from './personal-data.service.js';

/** « Mon compte » (RGPD): the user's data as a file, and the erasure of the account. */
export async function myAccountRoutes(app: FastifyInstance) {
  const { ctx } = app;

  route(
    app,
    myAccountApi.exportData,
    async (request, reply) => {
      const { fileName, data } = await exportPersonalData(ctx.db, caller(request).user);
      reply.header('content-disposition', attachmentHeader(fileName));
      return data;
    },
    { rateLimit: { max: 5, timeWindow: ONE_HOUR, keyGenerator: perUser('export') } },
  );

  route(
    app,
    myAccountApi.deleteAccount,
    async (request) => {
      await deleteAccount(ctx, caller(request), request.body.password, request.ip);
      return DONE;
    },
    { rateLimit: { max: 10, timeWindow: FIFTEEN_MINUTES, keyGenerator: perUser('delete') } },
  );
}
