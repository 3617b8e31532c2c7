import { SOCKET_PATH } from '@passerelle/shared';
import { createAdapter as createPostgresAdapter } from '@socket.io/postgres-adapter';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { createClient } from 'redis';
import { Server } from 'socket.io';
import { type AdapterPool, adapterPool } from './realtime/adapter-pool.js';
import { socketChat } from './realtime/chat.js';
import { fanOut } from './realtime/fan-out.js';
import { presence } from './realtime/presence.js';
import type { IoServer } from './realtime/rooms.js';
import { socketAuth } from './realtime/socket-auth.js';

/**
 * The real-time socket of SPEC §7 at SOCKET_PATH (issue 8), its events declared in packages/shared
 * (`socket.ts`, `schemas/realtime.ts`, `routes/realtime.ts`). Its parts, in realtime/: who is on a socket
 * and for how long (socket-auth), the chat's events (chat), who is online (presence), domain events pushed
 * to rooms (fan-out). With PostgreSQL (or REDIS_URL) the adapter shares events, room operations and the
 * connected list between instances; the PostgreSQL adapter's table comes from a migration
 * (db/schema/socket-io.ts).
 */

declare module 'fastify' {
  interface FastifyInstance {
    io: IoServer;
  }
}

export const realtimePlugin = fp(
  async (app: FastifyInstance) => {
    const { ctx } = app;
    const allowedOrigin = new URL(ctx.config.appUrl).origin;
    const io: IoServer = new Server(app.server, {
      path: SOCKET_PATH,
      serveClient: false,
      cors: { origin: allowedOrigin },
      // DECISIONS §2: a browser must come from our origin; a client without Origin (not a browser) may connect.
      allowRequest: (request, callback) => {
        const origin = request.headers.origin;
        callback(null, !origin || origin === allowedOrigin);
      },
    });
    app.decorate('io', io);

    let postgres: AdapterPool | undefined;
    let redis: { pub: ReturnType<typeof createClient>; sub: ReturnType<typeof createClient> } | undefined;
    if (ctx.config.redisUrl) {
      // Loaded only with REDIS_URL (issue 34: the client weighed some 10 MB on every idle server).
      const [{ createClient }, { createAdapter: createRedisAdapter }] = await Promise.all([
        import('redis'),
        import('@socket.io/redis-adapter'),
      ]);
      const pub = createClient({ url: ctx.config.redisUrl });
      const sub = pub.duplicate();
      await Promise.all([pub.connect(), sub.connect()]);
      redis = { pub, sub };
      io.adapter(createRedisAdapter(pub, sub));
    } else if (ctx.database.pool) {
      postgres = adapterPool(ctx.database.pool);
      io.adapter(createPostgresAdapter(postgres.pool));
    }

    // In this order: the handshake and the rooms first, then the events that read them.
    const auth = socketAuth(app, io);
    const online = presence(app, io, auth);
    socketChat(app, io, auth);
    fanOut(app, io);

    app.addHook('onClose', async () => {
      auth.stop();
      online.stop();
      // This instance's sockets only: through the adapter, io.disconnectSockets would close every instance's.
      closeInstanceSockets(app);
      await new Promise<void>((resolve) => io.close(() => resolve()));
      await postgres?.close();
      // Stop listening, then let the answers to requests received meanwhile go out, then close the
      // publisher: an answer sent on a closed client would be an unhandled rejection.
      if (redis) {
        await redis.sub.quit();
        await new Promise((resolve) => setTimeout(resolve, 100));
        await redis.pub.quit();
      }
    });
  },
  { name: 'realtime' },
);

/**
 * Closes this instance's sockets (on stopping; lib/shutdown.ts): through the adapter, `io.disconnectSockets`
 * would close every instance's, and a rolling restart would cut every user off.
 */
export function closeInstanceSockets(app: FastifyInstance): void {
  app.io.local.disconnectSockets(true);
}
