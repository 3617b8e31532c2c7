import type { ClientToServerEvents, ServerToClientEvents } from '@passerelle/shared';
import type { FastifyBaseLogger } from 'fastify';
import type { DefaultEventsMap, Server, Socket } from 'socket.io';

/**
 * What the socket layer's parts share: the typed server (events from packages/shared/src/socket.ts), what a
 * socket carries, and the rooms.
 */

/**
 * What the handshake keeps on a socket. `fetchSockets` sends it to the other instances through the adapter:
 * nothing secret goes here (the session token stays on the instance, in socket-auth.ts).
 */
export interface SocketData {
  userId: number;
  role: string;
  sessionId: string;
}

export type IoServer = Server<ClientToServerEvents, ServerToClientEvents, DefaultEventsMap, SocketData>;
export type IoSocket = Socket<ClientToServerEvents, ServerToClientEvents, DefaultEventsMap, SocketData>;

/**
 * How often connected users are marked as seen (the mail digest skips users seen in the last 15 minutes) and
 * the sessions of this instance's sockets are read again.
 */
export const SOCKET_TICK_MS = 60_000;

/** Each user's sockets (its pushes). */
export const userRoom = (userId: number) => `user:${userId}`;
/** The sockets opened with one session: they close when it ends, on every instance (issue 28). */
export const sessionRoom = (sessionId: string) => `session:${sessionId}`;
/** The staff allowed their pushes (`new_msg`, `connected_lst`): socketApi.staff_room. */
export const STAFF_ROOM = 'staff';
/** Everyone connected (the staff's list of who is online). */
export const ONLINE_ROOM = 'online';

/**
 * A socket event's handler whose failure (a database error, a cluster request that times out when an
 * instance has just stopped) is logged, never left as an unhandled rejection.
 */
export const handled =
  <A extends unknown[]>(log: FastifyBaseLogger, event: string, handler: (...args: A) => Promise<unknown>) =>
  (...args: A) => {
    handler(...args).catch((err) => log.warn({ err, event }, 'socket event failed'));
  };
