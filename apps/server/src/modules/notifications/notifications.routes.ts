import { notificationsApi } from '@passerelle/shared';
import type { FastifyInstance } from 'fastify';
import { caller } from '../../plugins/app/auth.js';
import { route } from '../../plugins/app/contract-route.js';
import { DONE } from '../route-helpers.js';
import * as notifications from './notifications.service.js';

/** getMyNotif and setNotifRead for every area (SPEC §7: /api/cl, /api/cd and /api/adm). */
export async function notificationsRoutes(app: FastifyInstance) {
  const { ctx } = app;
  for (const area of [notificationsApi.cl, notificationsApi.cd, notificationsApi.adm]) {
    route(app, area.getMyNotif, async (request) => ({
      done: true as const,
      ...(await notifications.myNotifications(ctx, caller(request).user.id)),
    }));
    route(app, area.setNotifRead, async (request) => {
      await notifications.markRead(ctx, caller(request).user.id, request.body?.id ?? undefined);
      return DONE;
    });
  }
}
