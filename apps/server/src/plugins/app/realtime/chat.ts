import {
  CHAT_MESSAGE_MAX,
  type ClientMessageAck,
  clientMessagePayload,
  ERRORS,
  type ErrorCode,
  notifyClientPayload,
  socketApi,
} from '@passerelle/shared';
import type { FastifyInstance } from 'fastify';
import { send } from '../../../modules/chat/chat.service.js';
import { handled, type IoServer, userRoom } from './rooms.js';
import type { SocketAuth } from './socket-auth.js';

const refused = (code: ErrorCode): ClientMessageAck => ({ done: false, message: ERRORS[code].message, code });

/**
 * The chat's socket events (SPEC §7): `client_msg` stores a message (a user to the staff, or a staff member to
 * a user with `id_to`) as `/api/chat/sendit` does, then the fan-out pushes it; `notify_client_msg` lets the
 * staff tell a connected user that a stored message awaits. Each reads its sender again from its session.
 */
export function socketChat(app: FastifyInstance, io: IoServer, auth: SocketAuth): void {
  const { ctx } = app;

  io.on('connection', (socket) => {
    socket.on(
      'client_msg',
      handled(app.log, 'client_msg', async (payload: unknown, ack?: (answer: ClientMessageAck) => void) => {
        const reply = typeof ack === 'function' ? ack : () => undefined;
        const parsed = clientMessagePayload.safeParse(payload);
        const content = parsed.success ? (typeof parsed.data === 'string' ? parsed.data : parsed.data.content).trim() : '';
        if (!content || content.length > CHAT_MESSAGE_MAX) return reply(refused('chat.message_empty'));
        const { user: sender, refusal } = await auth.sender(socket, socketApi.client_msg);
        if (refusal) return reply(refused(refusal));
        try {
          const idTo = parsed.success && typeof parsed.data !== 'string' ? parsed.data.id_to : undefined;
          reply({ done: true, data: await send(ctx, sender, content, idTo) });
        } catch (error) {
          const code = (error as { code?: ErrorCode }).code;
          reply({ done: false, message: (error as Error).message, ...(code ? { code } : {}) });
        }
      }),
    );

    socket.on(
      'notify_client_msg',
      handled(app.log, 'notify_client_msg', async (payload: unknown) => {
        const parsed = notifyClientPayload.safeParse(payload);
        if (!parsed.success || (await auth.sender(socket, socketApi.notify_client_msg)).refusal) return;
        io.to(userRoom(parsed.data.id_to)).emit('new_msg_to_client', parsed.data.msg);
      }),
    );
  });
}
