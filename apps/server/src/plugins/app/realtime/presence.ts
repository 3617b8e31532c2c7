import { socketApi } from '@passerelle/shared';
import type { FastifyInstance } from 'fastify';
import * as repo from './realtime.repository.js';
import { handled, type IoServer, ONLINE_ROOM, SOCKET_TICK_MS, STAFF_ROOM } from './rooms.js';
import type { SocketAuth } from './socket-auth.js';

/**
 * Who is online (SPEC §7 `connected_lst`): the staff's chat shows it, pushed to the staff room at each
 * connection and disconnection, and answered to `get_connected_lst`. With the adapter, the list spans every
 * instance. Connected users are marked as seen (`users.last_seen_at`) at connection and every minute.
 */
export function presence(app: FastifyInstance, io: IoServer, auth: SocketAuth): { stop(): void } {
  const { ctx } = app;

  async function connectedList(): Promise<Record<string, true>> {
    const sockets = await io.in(ONLINE_ROOM).fetchSockets();
    return Object.fromEntries(sockets.map((s) => [s.data.userId, true] as const));
  }
  async function broadcastConnected() {
    io.to(STAFF_ROOM).emit('connected_lst', await connectedList());
  }
  const markSeen = (userIds: number[]) => repo.markSeen(ctx.db, userIds);

  io.on('connection', (socket) => {
    const { userId } = socket.data;
    void markSeen([userId]).catch((err) => app.log.warn({ err }, 'last seen not updated'));
    void broadcastConnected().catch((err) => app.log.warn({ err }, 'connected list not sent'));

    socket.on(
      'get_connected_lst',
      handled(app.log, 'get_connected_lst', async () => {
        if ((await auth.sender(socket, socketApi.get_connected_lst)).refusal) return;
        socket.emit('connected_lst', await connectedList());
      }),
    );

    socket.on('disconnect', () => {
      void markSeen([userId]).catch(() => undefined);
      void broadcastConnected().catch(() => undefined);
    });
  });

  const seen = setInterval(() => {
    io.in(ONLINE_ROOM)
      .local.fetchSockets()
      .then((sockets) => markSeen([...new Set(sockets.map((s) => s.data.userId))]))
      .catch((err) => app.log.warn({ err }, 'last seen not updated'));
  }, SOCKET_TICK_MS);
  seen.unref();
  return { stop: () => clearInterval(seen) };
}
