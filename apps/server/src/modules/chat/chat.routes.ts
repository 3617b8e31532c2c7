import {
  chatUsersBody,
  chatUsersResponse,
  doneResponse,
  MSG,
  messagesByUserBody,
  messagesResponse,
  myMessagesBody,
  sendMessageBody,
  sendMessageResponse,
  unsubscribeBody,
} from '@passerelle/shared';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { users } from '../../db/schema/index.js';
import { unauthorized } from '../../lib/errors.js';
import { verifySignedValue } from '../../lib/tokens.js';
import { access } from '../../plugins/app/access.js';
import { caller } from '../../plugins/app/auth.js';
import { errorResponses } from '../route-helpers.js';
import * as chat from './chat.service.js';
import { UNSUBSCRIBE_PURPOSE } from './digest.js';

/** `/api/chat` (SPEC §7 Chat). */
export async function chatRoutes(app: FastifyInstance) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const { ctx } = app;
  const tags = ['Chat'];

  r.post(
    '/api/chat/getMyMsg',
    {
      config: { access: access.roles('client', 'condidat') },
      schema: {
        tags,
        summary: 'Ma conversation avec l’équipe (50 messages, `before` pour les précédents)',
        body: myMessagesBody,
        response: { 200: messagesResponse, ...errorResponses },
      },
    },
    async (request) => ({ done: true as const, ...(await chat.myMessages(ctx, caller(request).user, request.body?.before)) }),
  );

  r.post(
    '/api/chat/getUserChat',
    {
      config: { access: access.admins() },
      schema: {
        tags,
        summary: 'Les conversations, ou les utilisateurs trouvés par `search`',
        body: chatUsersBody,
        response: { 200: chatUsersResponse, ...errorResponses },
      },
    },
    async (request) => ({ done: true as const, data: await chat.chatUsers(ctx, request.body?.search ?? '') }),
  );

  r.post(
    '/api/chat/getMsgByUser',
    {
      config: { access: access.admins() },
      schema: {
        tags,
        summary: "La conversation d'un utilisateur",
        body: messagesByUserBody,
        response: { 200: messagesResponse, ...errorResponses },
      },
    },
    async (request) => ({ done: true as const, ...(await chat.messagesOf(ctx, request.body.id_user, request.body.before)) }),
  );

  r.post(
    '/api/chat/sendit',
    {
      config: { access: access.signedIn() },
      schema: {
        tags,
        summary: 'Envoyer un message (l’équipe ajoute id_to)',
        body: sendMessageBody,
        response: { 200: sendMessageResponse, ...errorResponses },
      },
    },
    async (request) => ({
      done: true as const,
      data: await chat.send(ctx, caller(request).user, request.body.content, request.body.id_to),
    }),
  );

  // The digest mail's unsubscribe link works without logging in (issue 8): the token is signed.
  r.post(
    '/api/users/unsubscribe',
    {
      config: { access: access.public() },
      schema: {
        tags,
        summary: 'Ne plus recevoir le récapitulatif par e-mail (lien du mail)',
        body: unsubscribeBody,
        response: { 200: doneResponse, ...errorResponses },
      },
    },
    async (request) => {
      const userId = Number(verifySignedValue(ctx.config.sessionSecret, UNSUBSCRIBE_PURPOSE, request.body.token));
      if (!Number.isSafeInteger(userId) || userId <= 0) throw unauthorized(MSG.linkInvalid);
      await ctx.db.update(users).set({ digestOptOut: true }).where(eq(users.id, userId));
      return { done: true as const };
    },
  );
}
