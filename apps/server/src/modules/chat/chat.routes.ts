import { chatApi } from '@passerelle/shared';
import type { FastifyInstance } from 'fastify';
import { caller } from '../../plugins/app/auth.js';
import { route } from '../../plugins/app/contract-route.js';
import * as chat from './chat.service.js';
import { unsubscribe } from './digest.js';

/** `/api/chat` (SPEC §7 Chat). */
export async function chatRoutes(app: FastifyInstance) {
  const { ctx } = app;

  route(app, chatApi.getMyMsg, async (request) => ({
    done: true as const,
    ...(await chat.myMessages(ctx, caller(request).user, request.body?.before)),
  }));

  route(app, chatApi.getUserChat, async (request) => ({
    done: true as const,
    data: await chat.chatUsers(ctx, request.body?.search ?? ''),
  }));

  route(app, chatApi.getMsgByUser, async (request) => ({
    done: true as const,
    ...(await chat.messagesOf(ctx, request.body.id_user, request.body.before)),
  }));

  route(app, chatApi.sendit, async (request) => ({
    done: true as const,
    data: await chat.send(ctx, caller(request).user, request.body.content, request.body.id_to),
  }));

  // The digest mail's unsubscribe link works without logging in (issue 8): the token is signed.
  route(app, chatApi.unsubscribe, async (request) => {
    await unsubscribe(ctx, request.body.token);
    return { done: true as const };
  });
}
