import { adminStaffApi } from '@passerelle/shared';
import type { FastifyInstance } from 'fastify';
import { caller } from '../../plugins/app/auth.js';
import { route } from '../../plugins/app/contract-route.js';
import * as staff from './admin-staff.service.js';

/** Staff accounts, root only: `/api/adm/getAdmins`, `/api/adm/createAdmin`. */
export async function adminStaffRoutes(app: FastifyInstance) {
  const { ctx } = app;

  route(app, adminStaffApi.getAdmins, async () => ({ done: true as const, data: await staff.listStaff(ctx) }));

  route(app, adminStaffApi.createAdmin, async (request) => ({
    done: true as const,
    data: await staff.createAdmin(ctx, caller(request), request.body, request.ip ?? null),
  }));
}
