import { CHAT_MESSAGE_MAX, ERRORS, isAdminRole, MSG, type SessionAccess, socketApi, TOKEN_HEADER } from '@passerelle/shared';
import { createAdapter as createPostgresAdapter } from '@socket.io/postgres-adapter';
import { createAdapter as createRedisAdapter } from '@socket.io/redis-adapter';
import { eq, inArray } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { createClient } from 'redis';
import { Server, type Socket } from 'socket.io';
import { z } from 'zod';
import { users } from '../../db/schema/index.js';
import type { UserRow } from '../../modules/accounts/accounts.repository.js';
import { resolveSession } from '../../modules/accounts/session-resolver.js';
import { send } from '../../modules/chat/chat.service.js';
import { requiredForAdmins } from '../../modules/two-factor/two-factor.service.js';
import { refusalOf } from './access.js';

/**
 * The real-time socket of SPEC §7 at /api/socket.io/ (issue 8). The handshake needs a valid session
 * token and, from a browser, our own Origin. Rooms: `user:<id>` for each user, `staff` for the team,
 * `online` for everyone connected. With PostgreSQL (or REDIS_URL) the adapter shares events and the
 * connected list between instances.
 */

declare module 'fastify' {
  interface FastifyInstance {
    io: Server;
  }
}

interface SocketData {
  userId: number;
  role: string;
}

const userRoom = (id: number) => `user:${id}`;
const STAFF = 'staff';
const ONLINE = 'online';
/** How often connected users are marked as seen (the mail digest skips users seen in the last 15 minutes). */
const SEEN_EVERY_MS = 60_000;

const clientMessage = z.union([z.string(), z.object({ content: z.string(), id_to: z.number().int().positive().optional() })]);
const notifyPayload = z.object({ id_to: z.number().int().positive(), msg: z.unknown().optional() });

export const realtimePlugin = fp(
  async (app: FastifyInstance) => {
    const { ctx } = app;
    const allowedOrigin = new URL(ctx.config.appUrl).origin;
    const io = new Server(app.server, {
      path: '/api/socket.io/',
      serveClient: false,
      cors: { origin: allowedOrigin },
      // DECISIONS §2: a browser must come from our origin; a client without Origin (not a browser) may connect.
      allowRequest: (request, callback) => {
        const origin = request.headers.origin;
        callback(null, !origin || origin === allowedOrigin);
      },
    });
    app.decorate('io', io);

    let redis: { pub: ReturnType<typeof createClient>; sub: ReturnType<typeof createClient> } | undefined;
    if (ctx.config.redisUrl) {
      const pub = createClient({ url: ctx.config.redisUrl });
      const sub = pub.duplicate();
      await Promise.all([pub.connect(), sub.connect()]);
      redis = { pub, sub };
      io.adapter(createRedisAdapter(pub, sub));
    } else if (ctx.database.pool) {
      await ctx.database.pool.query(
        'CREATE TABLE IF NOT EXISTS socket_io_attachments (id bigserial UNIQUE, created_at timestamptz DEFAULT now(), payload bytea)',
      );
      io.adapter(createPostgresAdapter(ctx.database.pool));
    }

    io.use(async (socket, next) => {
      const auth = socket.handshake.auth as { token?: unknown };
      const header = socket.handshake.headers[TOKEN_HEADER];
      const token = typeof auth.token === 'string' ? auth.token : typeof header === 'string' ? header : undefined;
      try {
        const { user } = await resolveSession(ctx.db, ctx.tokens, token);
        const refusal = await refusalOf(socketApi.handshake, user, () => requiredForAdmins(ctx));
        if (refusal) throw new Error(ERRORS[refusal].message);
        socket.data = { userId: user.id, role: user.role } satisfies SocketData;
        next();
      } catch (error) {
        next(new Error((error as Error).message || MSG.unauthenticated));
      }
    });

    /**
     * The sender of an event, read again (a ban or a new second-factor policy applies at once), and
     * why the event's access refuses them, or null.
     */
    async function senderOf(socket: Socket, rule: SessionAccess) {
      const user = await currentUser(socket);
      if (!user) return { user: undefined, refusal: 'auth.account_blocked' as const };
      return { user, refusal: await refusalOf(rule, user, () => requiredForAdmins(ctx)) };
    }

    async function connectedIds(): Promise<number[]> {
      const sockets = await io.in(ONLINE).fetchSockets();
      return [...new Set(sockets.map((s) => (s.data as SocketData).userId))];
    }
    const asMap = (ids: number[]) => Object.fromEntries(ids.map((id) => [id, true]));
    async function broadcastConnected() {
      io.to(STAFF).emit('connected_lst', asMap(await connectedIds()));
    }
    async function markSeen(ids: number[]) {
      if (ids.length > 0) await ctx.db.update(users).set({ lastSeenAt: new Date() }).where(inArray(users.id, ids));
    }
    async function currentUser(socket: Socket): Promise<UserRow | undefined> {
      const [user] = await ctx.db
        .select()
        .from(users)
        .where(eq(users.id, (socket.data as SocketData).userId))
        .limit(1);
      return user && user.etat !== 'blocked' ? user : undefined;
    }

    /**
     * A socket event's handler whose failure (a database error, a cluster request that times out
     * when an instance has just stopped) is logged, never left as an unhandled rejection.
     */
    const handled =
      <A extends unknown[]>(event: string, handler: (...args: A) => Promise<unknown>) =>
      (...args: A) => {
        handler(...args).catch((err) => app.log.warn({ err, event }, 'socket event failed'));
      };

    io.on('connection', (socket) => {
      const { userId, role } = socket.data as SocketData;
      socket.join([userRoom(userId), ONLINE, ...(isAdminRole(role) ? [STAFF] : [])]);
      void markSeen([userId]).catch((err) => app.log.warn({ err }, 'last seen not updated'));
      void broadcastConnected().catch((err) => app.log.warn({ err }, 'connected list not sent'));

      // A user writes to the staff (or a staff member to a user, with id_to): stored, then pushed.
      socket.on(
        'client_msg',
        handled('client_msg', async (payload: unknown, ack?: (answer: unknown) => void) => {
          const parsed = clientMessage.safeParse(payload);
          const content = parsed.success ? (typeof parsed.data === 'string' ? parsed.data : parsed.data.content).trim() : '';
          if (!content || content.length > CHAT_MESSAGE_MAX) {
            return ack?.({ done: false, message: ERRORS['chat.message_empty'].message, code: 'chat.message_empty' });
          }
          const { user: sender, refusal } = await senderOf(socket, socketApi.client_msg);
          if (!sender || refusal) {
            const code = refusal ?? 'auth.account_blocked';
            return ack?.({ done: false, message: ERRORS[code].message, code });
          }
          try {
            const idTo = parsed.success && typeof parsed.data !== 'string' ? parsed.data.id_to : undefined;
            const message = await send(ctx, sender, content, idTo);
            ack?.({ done: true, data: message });
          } catch (error) {
            const code = (error as { code?: string }).code;
            ack?.({ done: false, message: (error as Error).message, ...(code ? { code } : {}) });
          }
        }),
      );

      socket.on(
        'get_connected_lst',
        handled('get_connected_lst', async () => {
          if ((await senderOf(socket, socketApi.get_connected_lst)).refusal) return;
          socket.emit('connected_lst', asMap(await connectedIds()));
        }),
      );

      // SPEC §7: the staff tell a connected user that a message awaits (it is already stored).
      socket.on(
        'notify_client_msg',
        handled('notify_client_msg', async (payload: unknown) => {
          const parsed = notifyPayload.safeParse(payload);
          if (!parsed.success || (await senderOf(socket, socketApi.notify_client_msg)).refusal) return;
          io.to(userRoom(parsed.data.id_to)).emit('new_msg_to_client', parsed.data.msg ?? null);
        }),
      );

      socket.on('disconnect', () => {
        void markSeen([userId]).catch(() => undefined);
        void broadcastConnected().catch(() => undefined);
      });
    });

    // Domain events → pushes.
    ctx.events.on('chat.message', ({ message, user }) => {
      const summary = {
        id: user.id,
        nom: user.nom,
        prenom: user.prenom,
        img: user.img,
        role: user.role,
        etat: user.etat,
        email: user.email,
      };
      io.to(STAFF).emit('new_msg', { user: summary, msg: message });
      if (message.from_staff) io.to(userRoom(user.id)).emit('new_msg_to_client', message);
    });
    ctx.events.on('notifications.created', ({ userIds }) => {
      for (const id of userIds) io.to(userRoom(id)).emit('notif');
    });
    // Issue 18: the members of a company see each other's shortlist votes and comments live.
    ctx.events.on('shortlist.changed', ({ offerId, userIds }) => {
      for (const id of userIds) io.to(userRoom(id)).emit('shortlist_changed', { offreId: offerId });
    });
    ctx.events.on('account.validated', ({ userId }) => {
      io.to(userRoom(userId)).emit('notif_valid_cmpt');
    });
    const closeSockets = ({ userId }: { userId: number }) => {
      io.in(userRoom(userId)).disconnectSockets(true);
    };
    ctx.events.on('account.blocked', closeSockets);
    ctx.events.on('account.deleted', closeSockets);

    const seen = setInterval(() => {
      io.in(ONLINE)
        .local.fetchSockets()
        .then((sockets) => markSeen([...new Set(sockets.map((s) => (s.data as SocketData).userId))]))
        .catch((err) => app.log.warn({ err }, 'last seen not updated'));
    }, SEEN_EVERY_MS);
    seen.unref();

    app.addHook('onClose', async () => {
      clearInterval(seen);
      io.disconnectSockets(true);
      await new Promise<void>((resolve) => io.close(() => resolve()));
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
