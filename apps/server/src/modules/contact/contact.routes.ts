import { contactApi } from '@passerelle/shared';
import type { FastifyInstance } from 'fastify';
import { caller } from '../../plugins/app/auth.js';
import { route } from '../../plugins/app/contract-route.js';
import { FIFTEEN_MINUTES } from '../../plugins/external/rate-limit.js';
import { DONE } from '../route-helpers.js';
import * as contact from './contact.service.js';

/**
 * The landing page's contact form (SPEC §7 `contactus/new`, public by DECISIONS §2) and the staff's
 * list of messages (`contactus/list`, newest first), which they mark handled or answer by mail (DECISIONS §6.9).
 */
export async function contactRoutes(app: FastifyInstance) {
  const { ctx } = app;

  route(
    app,
    contactApi.contactusNew,
    async (request) => {
      await contact.receiveContactMessage(ctx, request.body);
      return DONE;
    },
    { rateLimit: { max: 5, timeWindow: FIFTEEN_MINUTES } },
  );

  route(app, contactApi.contactusList, async (request) => contact.contactMessages(ctx, request.query));
  route(app, contactApi.contactusTraiter, async (request) => {
    await contact.markContactMessageHandled(ctx, request.body.id);
    return DONE;
  });
  route(app, contactApi.contactusRepondre, async (request) => {
    await contact.replyToContactMessage(ctx, caller(request), request.body);
    return DONE;
  });
}
