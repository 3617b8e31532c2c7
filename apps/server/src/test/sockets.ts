import { SOCKET_PATH, TOKEN_HEADER } from '@passerelle/shared';
import type { FastifyInstance } from 'fastify';
import { io as connect, type Socket } from 'socket.io-client';
import { expect } from 'vitest';
import { closeInstanceSockets } from '../plugins/app/realtime.js';
import { makeUser } from './factories.js';

/** Socket.io clients for the tests, on an app listening on a free port. */
export async function listen(app: FastifyInstance): Promise<string> {
  await app.listen({ port: 0, host: '127.0.0.1' });
  return address(app);
}

export function socketFor(baseUrl: string, token: string | undefined, extra: { origin?: string } = {}): Socket {
  return connect(baseUrl, {
    path: SOCKET_PATH,
    auth: token ? { token } : {},
    transports: extra.origin ? ['polling'] : ['websocket'],
    extraHeaders: extra.origin ? { origin: extra.origin } : undefined,
    reconnection: false,
    forceNew: true,
  });
}

/** Resolves when connected; rejects with the refusal message, or after `ms`. */
export function connected(socket: Socket, ms = 10_000): Promise<void> {
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`not connected within ${ms} ms`)), ms);
    socket.once('connect', () => {
      clearTimeout(timer);
      resolve();
    });
    socket.once('connect_error', (error) => {
      clearTimeout(timer);
      reject(error);
    });
  });
}

/** The next `event` on this socket, within `ms`. */
export function next<T = unknown>(socket: Socket, event: string, ms = 5000): Promise<T> {
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`no ${event} within ${ms} ms`)), ms);
    socket.once(event, (payload: T) => {
      clearTimeout(timer);
      resolve(payload);
    });
  });
}

/** Waits for `socket` to be disconnected by the server. */
export function disconnected(socket: Socket, ms = 5000): Promise<string> {
  return new Promise((resolve, reject) => {
    if (!socket.connected) return resolve('already');
    const timer = setTimeout(() => reject(new Error('still connected')), ms);
    socket.once('disconnect', (reason) => {
      clearTimeout(timer);
      resolve(reason);
    });
  });
}

/** The first `event` whose payload satisfies `test`, within `ms` (events may arrive in any order across instances). */
export function until<T>(socket: Socket, event: string, test: (payload: T) => boolean, ms = 8000): Promise<T> {
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => {
      socket.off(event, listener);
      reject(new Error(`no matching ${event} within ${ms} ms`));
    }, ms);
    const listener = (payload: T) => {
      if (!test(payload)) return;
      clearTimeout(timer);
      socket.off(event, listener);
      resolve(payload);
    };
    socket.on(event, listener);
  });
}

/**
 * The proof that two instances share their events (DECISIONS §1): a candidate connected to A is seen as
 * online by the staff on B, and a message the staff send through B's API reaches the candidate on A; a
 * logout through B closes that session's socket on A (issue 28); B stopping closes B's sockets, not A's.
 */
export async function expectSharedEvents(a: FastifyInstance, b: FastifyInstance): Promise<void> {
  const [baseA, baseB] = [address(a), address(b)];
  const candidate = await makeUser(a.ctx, { role: 'condidat' });
  const admin = await makeUser(a.ctx, { role: 'admin' });
  const onA = socketFor(baseA, candidate.token);
  const staffOnA = socketFor(baseA, admin.token);
  const staffOnB = socketFor(baseB, admin.token);
  try {
    await Promise.all([connected(onA), connected(staffOnA), connected(staffOnB)]);
    const seen = until<Record<string, boolean>>(staffOnB, 'connected_lst', (list) => list[candidate.user.id] === true);
    staffOnB.emit('get_connected_lst');
    await seen;

    const received = next<{ content: string }>(onA, 'new_msg_to_client');
    const sent = await b.inject({
      method: 'POST',
      url: '/api/chat/sendit',
      headers: { [TOKEN_HEADER]: admin.token },
      payload: { content: 'Envoyé par B', id_to: candidate.user.id },
    });
    expect(sent.statusCode).toBe(200);
    expect((await received).content).toBe('Envoyé par B');

    const loggedOut = disconnected(onA);
    const out = await b.inject({ method: 'POST', url: '/api/users/logout', headers: { [TOKEN_HEADER]: candidate.token } });
    expect(out.statusCode).toBe(200);
    expect(await loggedOut).toBe('io server disconnect');

    const stopping = disconnected(staffOnB);
    closeInstanceSockets(b);
    expect(await stopping).toBe('io server disconnect');
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(staffOnA.connected).toBe(true);
  } finally {
    onA.close();
    staffOnA.close();
    staffOnB.close();
  }
}

function address(app: FastifyInstance): string {
  const info = app.server.address();
  if (!info || typeof info === 'string') throw new Error('not listening');
  return `http://127.0.0.1:${info.port}`;
}
