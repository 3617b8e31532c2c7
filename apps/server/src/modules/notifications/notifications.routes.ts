import { doneResponse, type Notification, notificationReadBody, notificationsResponse, type Role } from '@passerelle/shared';
import { and, count, desc, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { notifications } from '../../db/schema/index.js';
import { notFound } from '../../lib/errors.js';
import { access } from '../../plugins/app/access.js';
import { caller } from '../../plugins/app/auth.js';
import { DONE, errorResponses } from '../route-helpers.js';

const LATEST = 50;

/** getMyNotif and setNotifRead for every area (SPEC §7: /api/cl, /api/cd and /api/adm). */
export async function notificationsRoutes(app: FastifyInstance) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const { db } = app.ctx;
  const areas: [string, Role[]][] = [
    ['cl', ['client']],
    ['cd', ['condidat']],
    ['adm', ['admin', 'root']],
  ];
  for (const [area, roles] of areas) {
    const tags = ['Notifications'];
    r.post(
      `/api/${area}/getMyNotif`,
      {
        config: { access: access.roles(...roles) },
        schema: {
          tags,
          summary: 'Mes notifications (les 50 dernières) et le nombre de non lues',
          response: { 200: notificationsResponse, ...errorResponses },
        },
      },
      async (request) => {
        const userId = caller(request).user.id;
        const [rows, [unread]] = await Promise.all([
          db
            .select()
            .from(notifications)
            .where(eq(notifications.userId, userId))
            .orderBy(desc(notifications.createdAt), desc(notifications.id))
            .limit(LATEST),
          db
            .select({ n: count() })
            .from(notifications)
            .where(and(eq(notifications.userId, userId), eq(notifications.read, false))),
        ]);
        const data: Notification[] = rows.map((row) => ({
          id: row.id,
          titre: row.titre as Notification['titre'],
          content: row.content,
          url: row.url,
          read: row.read ? 1 : 0,
          createdAt: row.createdAt.toISOString(),
        }));
        return { done: true as const, data, unread: Number(unread?.n ?? 0) };
      },
    );
    r.post(
      `/api/${area}/setNotifRead`,
      {
        config: { access: access.roles(...roles) },
        schema: {
          tags,
          summary: 'Marquer comme lue une notification (id) ou toutes',
          body: notificationReadBody,
          response: { 200: doneResponse, ...errorResponses },
        },
      },
      async (request) => {
        const userId = caller(request).user.id;
        const id = request.body?.id;
        const updated = await db
          .update(notifications)
          .set({ read: true })
          .where(id ? and(eq(notifications.userId, userId), eq(notifications.id, id)) : eq(notifications.userId, userId))
          .returning({ id: notifications.id });
        // Another user's notification is as unknown as a missing one (DECISIONS §2: 404).
        if (id && updated.length === 0) throw notFound();
        return DONE;
      },
    );
  }
}
