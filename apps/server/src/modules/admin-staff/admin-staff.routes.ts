import { createAdminBody, staffAccountResponse, staffAccountsResponse } from '@passerelle/shared';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { access } from '../../plugins/app/access.js';
import { caller } from '../../plugins/app/auth.js';
import { errorResponses } from '../route-helpers.js';
import * as staff from './admin-staff.service.js';

/** Staff accounts, root only: `/api/adm/getAdmins`, `/api/adm/createAdmin`. */
export async function adminStaffRoutes(app: FastifyInstance) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const { ctx } = app;
  const tags = ['Administrateurs'];
  const config = { access: access.roles('root') };

  r.post(
    '/api/adm/getAdmins',
    {
      config,
      schema: {
        tags,
        summary: 'Les comptes du personnel (admin et root), root en premier',
        response: { 200: staffAccountsResponse, ...errorResponses },
      },
    },
    async () => ({ done: true as const, data: await staff.listStaff(ctx) }),
  );

  r.post(
    '/api/adm/createAdmin',
    {
      config,
      schema: {
        tags,
        summary: "Créer un administrateur (vérifié et actif ; l'action est enregistrée)",
        body: createAdminBody,
        response: { 200: staffAccountResponse, ...errorResponses },
      },
    },
    async (request) => ({
      done: true as const,
      data: await staff.createAdmin(ctx, caller(request), request.body, request.ip ?? null),
    }),
  );
}
