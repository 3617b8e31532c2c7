import { contactBody, contactListResponse, doneResponse } from '@passerelle/shared';
import { desc } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { contactMessages } from '../../db/schema/index.js';
import { access } from '../../plugins/app/access.js';
import { FIFTEEN_MINUTES } from '../../plugins/external/rate-limit.js';
import { DONE, errorResponses } from '../route-helpers.js';

/**
 * The landing page's contact form (SPEC §7 `contactus/new`, public by DECISIONS §2) and the staff's
 * list of messages (`contactus/list`, newest first).
 */
export async function contactRoutes(app: FastifyInstance) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const { db } = app.ctx;
  const tags = ['Contact'];

  r.post(
    '/api/adm/contactus/new',
    {
      config: { access: access.public(), rateLimit: { max: 5, timeWindow: FIFTEEN_MINUTES } },
      schema: {
        tags,
        summary: 'Envoyer un message (formulaire de contact)',
        body: contactBody,
        response: { 200: doneResponse, ...errorResponses },
      },
    },
    async (request) => {
      const { fullname, subject, content, email } = request.body;
      await db.insert(contactMessages).values({ fullname, subject, content, email: email || null });
      return DONE;
    },
  );

  r.get(
    '/api/adm/contactus/list',
    {
      config: { access: access.admins() },
      schema: {
        tags,
        summary: 'Les messages reçus, du plus récent au plus ancien',
        response: { 200: contactListResponse, ...errorResponses },
      },
    },
    async () => {
      const rows = await db.select().from(contactMessages).orderBy(desc(contactMessages.createdAt), desc(contactMessages.id));
      return rows.map((row) => ({
        id: row.id,
        fullname: row.fullname,
        subject: row.subject,
        email: row.email,
        content: row.content,
        createdAt: row.createdAt.toISOString(),
      }));
    },
  );
}
