import { deleteAccountBody, personalDataExportSchema } from '@passerelle/shared';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { access } from '../../plugins/app/access.js';
import { caller } from '../../plugins/app/auth.js';
import { FIFTEEN_MINUTES } from '../../plugins/external/rate-limit.js';
import { DONE, doneResponses, errorResponses } from '../route-helpers.js';
import { attachmentHeader } from '../uploads/uploads.service.js';
import { deleteAccount } from './erasure.service.js';
import { exportPersonalData } from './personal-data.service.js';

const ONE_HOUR = 60 * 60 * 1000;
const perUser = (prefix: string) => (request: FastifyRequest) => `${prefix}|${request.auth?.user.id ?? request.ip}`;

/** « Mon compte » (RGPD): the user's data as a file, and the erasure of the account. */
export async function myAccountRoutes(app: FastifyInstance) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const { ctx } = app;
  const tags = ['Mon compte'];

  r.post(
    '/api/users/exportData',
    {
      // Reads everything about the account: a few times an hour is plenty.
      config: { access: access.signedIn(), rateLimit: { max: 5, timeWindow: ONE_HOUR, keyGenerator: perUser('export') } },
      schema: {
        tags,
        summary: 'Télécharger mes données (RGPD) : un fichier JSON de tout ce que Passerelle conserve sur moi',
        response: { 200: personalDataExportSchema, ...errorResponses },
      },
    },
    async (request, reply) => {
      const { fileName, data } = await exportPersonalData(ctx, caller(request).user);
      reply.header('content-disposition', attachmentHeader(fileName));
      return data;
    },
  );

  r.post(
    '/api/users/deleteAccount',
    {
      config: {
        access: access.signedIn(),
        rateLimit: { max: 10, timeWindow: FIFTEEN_MINUTES, keyGenerator: perUser('delete') },
      },
      schema: {
        tags,
        summary: 'Supprimer mon compte (clients et candidats) : données personnelles effacées, missions anonymisées',
        body: deleteAccountBody,
        response: doneResponses,
      },
    },
    async (request) => {
      await deleteAccount(ctx, caller(request), request.body.password, request.ip);
      return DONE;
    },
  );
}
