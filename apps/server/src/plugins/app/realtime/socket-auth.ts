import { ERRORS, type ErrorCode, isAdminRole, MSG, type SessionAccess, socketApi, TOKEN_HEADER } from '@passerelle/shared';
import type { FastifyInstance } from 'fastify';
import type { UserRow } from '../../../modules/accounts/accounts.repository.js';
import { isAuthError, resolveSession } from '../../../modules/accounts/session-resolver.js';
import { requiredForAdmins } from '../../../modules/two-factor/two-factor.service.js';
import { refusalOf } from '../access.js';
import * as repo from './realtime.repository.js';
import { type IoServer, type IoSocket, ONLINE_ROOM, SOCKET_TICK_MS, STAFF_ROOM, sessionRoom, userRoom } from './rooms.js';

export type Sender = { user: UserRow; refusal: null } | { user: UserRow | undefined; refusal: ErrorCode };

export interface SocketAuth {
  /**
   * The sender of an event, read again from its session (a logout, a ban, a new second-factor policy apply at
   * once), and why the event's access refuses it, or null. A session that ended closes the socket, once the
   * caller has answered the refusal.
   */
  sender(socket: IoSocket, rule: SessionAccess): Promise<Sender>;
  stop(): void;
}

/**
 * Who is on a socket, and for as long as its session lives (DECISIONS §2, issue 28). The handshake needs a
 * live session and, from a browser, our own Origin; the socket joins its session's room, and a session that
 * ends (logout, password change or reset, refresh, ban, erasure) disconnects its sockets on every instance
 * through the adapter. Each event reads the session again, and every minute the sessions of this instance's
 * sockets are read once more (one that expired, or ended without a broadcast). A staff member whom root's
 * mandatory second factor holds back leaves the staff room when the policy changes.
 */
export function socketAuth(app: FastifyInstance, io: IoServer): SocketAuth {
  const { ctx } = app;
  // Each socket's session token, on this instance only: the handshake is sent to the other instances by fetchSockets.
  const tokens = new WeakMap<IoSocket, string>();
  // Whether the handshake found the socket's user allowed in the staff room.
  const staffOnJoin = new WeakSet<IoSocket>();
  const twoFactorRequired = () => requiredForAdmins(ctx);

  io.use(async (socket, next) => {
    const token = tokenOf(socket.handshake);
    try {
      const { user, sessionId } = await resolveSession(ctx.db, ctx.tokens, token);
      const refusal = await refusalOf(socketApi.handshake, user, twoFactorRequired);
      if (refusal) throw new Error(ERRORS[refusal].message);
      socket.data = { userId: user.id, role: user.role, sessionId };
      tokens.set(socket, token as string);
      if ((await refusalOf(socketApi.staff_room, user, twoFactorRequired)) === null) staffOnJoin.add(socket);
      forgetToken(socket.handshake);
      next();
    } catch (error) {
      next(new Error((error as Error).message || MSG.unauthenticated));
    }
  });

  async function sender(socket: IoSocket, rule: SessionAccess): Promise<Sender> {
    try {
      const { user } = await resolveSession(ctx.db, ctx.tokens, tokens.get(socket));
      const refusal = await refusalOf(rule, user, twoFactorRequired);
      return refusal ? { user, refusal } : { user, refusal: null };
    } catch (error) {
      if (!isAuthError(error)) throw error;
      // After the refusal's acknowledgement, which the caller sends in this same turn.
      setImmediate(() => socket.disconnect(true));
      return { user: undefined, refusal: error.code };
    }
  }

  io.on('connection', (socket) => {
    const { userId, sessionId } = socket.data;
    socket.join([sessionRoom(sessionId), userRoom(userId), ONLINE_ROOM, ...(staffOnJoin.has(socket) ? [STAFF_ROOM] : [])]);
    // A session that ended between the handshake's read and these joins had no socket in its room to close.
    void sender(socket, socketApi.handshake).catch((err) => app.log.warn({ err }, 'socket session not read again'));
  });

  const closeUser = ({ userId }: { userId: number }) => {
    io.in(userRoom(userId)).disconnectSockets(true);
  };
  ctx.events.on('account.blocked', closeUser);
  ctx.events.on('account.deleted', closeUser);
  ctx.events.on('sessions.revoked', ({ sessionIds }) => {
    if (sessionIds.length > 0) io.in(sessionIds.map(sessionRoom)).disconnectSockets(true);
  });

  /** The staff's user ids allowed in the staff room now, of these accounts. */
  async function allowedStaff(users: UserRow[]): Promise<Set<number>> {
    const allowed = new Set<number>();
    for (const user of users) if ((await refusalOf(socketApi.staff_room, user, twoFactorRequired)) === null) allowed.add(user.id);
    return allowed;
  }

  /** On a policy change, on every instance: the staff it holds back leave the staff room, the others join it. */
  async function syncStaffRoom(userId?: number) {
    const staff = await repo.staffAccounts(ctx.db, userId === undefined ? undefined : [userId]);
    const allowed = await allowedStaff(staff);
    const rooms = (keep: boolean) => staff.filter((user) => allowed.has(user.id) === keep).map((user) => userRoom(user.id));
    if (rooms(false).length > 0) io.in(rooms(false)).socketsLeave(STAFF_ROOM);
    if (rooms(true).length > 0) io.in(rooms(true)).socketsJoin(STAFF_ROOM);
  }
  ctx.events.on('two_factor.changed', ({ userId }) => {
    syncStaffRoom(userId).catch((err) => app.log.warn({ err }, 'staff room not updated'));
  });

  /**
   * Every minute, this instance's sockets: those whose session ended unseen (expired, or revoked by the
   * command line) close; the staff room is read again (a handshake here may have read the second-factor policy
   * from a cache another instance's change had not yet reached).
   */
  async function recheckSockets() {
    const sockets = await io.in(ONLINE_ROOM).local.fetchSockets();
    const live = await repo.liveSessionIds(ctx.db, [...new Set(sockets.map((s) => s.data.sessionId))]);
    const staffIds = sockets.filter((s) => isAdminRole(s.data.role)).map((s) => s.data.userId);
    const allowed = await allowedStaff(await repo.staffAccounts(ctx.db, [...new Set(staffIds)]));
    for (const socket of sockets) {
      if (!live.has(socket.data.sessionId)) socket.disconnect(true);
      else if (isAdminRole(socket.data.role)) {
        if (allowed.has(socket.data.userId)) socket.join(STAFF_ROOM);
        else socket.leave(STAFF_ROOM);
      }
    }
  }
  const sweep = setInterval(() => {
    recheckSockets().catch((err) => app.log.warn({ err }, 'sockets not read again'));
  }, SOCKET_TICK_MS);
  sweep.unref();

  return { sender, stop: () => clearInterval(sweep) };
}

/** The session token: socket.io's `auth.token`, or the header for clients that send one. */
function tokenOf(handshake: IoSocket['handshake']): string | undefined {
  const auth = handshake.auth as { token?: unknown };
  const header = handshake.headers[TOKEN_HEADER];
  return typeof auth.token === 'string' ? auth.token : typeof header === 'string' ? header : undefined;
}

function forgetToken(handshake: IoSocket['handshake']): void {
  delete (handshake.auth as { token?: unknown }).token;
  delete handshake.headers[TOKEN_HEADER];
}
