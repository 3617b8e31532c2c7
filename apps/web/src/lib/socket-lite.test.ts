// @vitest-environment node
import { createServer, type Server as HttpServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { SOCKET_PATH } from '@passerelle/shared/socket';
import { Server } from 'socket.io';
import { afterEach, describe, expect, it } from 'vitest';
import { WebSocket as NodeWebSocket } from 'ws';
import { liteSocket, type RealtimeSocket } from './socket-lite';

/** A real socket.io server (the version the API runs), on a free port, refusing any token but 'bon'. */
async function server(options: { pingInterval?: number; pingTimeout?: number } = {}) {
  const http: HttpServer = createServer();
  const io = new Server(http, { path: SOCKET_PATH, serveClient: false, ...options });
  io.use((socket, next) => {
    const token = (socket.handshake.auth as { token?: string }).token;
    if (token === 'bon') next();
    else next(new Error('Session invalide'));
  });
  await new Promise<void>((resolve) => http.listen(0, '127.0.0.1', resolve));
  const origin = `ws://127.0.0.1:${(http.address() as AddressInfo).port}`;
  return { io, http, origin };
}

const open: { close(): void }[] = [];
afterEach(async () => {
  for (const thing of open.splice(0)) thing.close();
});

function connect(origin: string, token: string, extra: { fallback?: () => Promise<never> } = {}): RealtimeSocket {
  const socket = liteSocket({
    path: SOCKET_PATH,
    auth: { token },
    origin,
    WebSocket: NodeWebSocket as unknown as typeof WebSocket,
    ...extra,
  });
  open.push(socket);
  return socket;
}

const next = <T>(socket: RealtimeSocket, event: string) =>
  new Promise<T>((resolve) => {
    const handler = (...args: unknown[]) => {
      socket.off(event, handler);
      resolve(args[0] as T);
    };
    socket.on(event, handler);
  });

describe('the lite socket against socket.io 4', () => {
  it('connects with the token, receives events and sends events, also those emitted before the connection', async () => {
    const { io, http, origin } = await server();
    open.push(io, http);
    const received = new Promise<unknown[]>((resolve) =>
      io.on('connection', (s) => s.on('get_connected_lst', (...args: unknown[]) => resolve(args))),
    );
    const socket = connect(origin, 'bon');
    socket.emit('get_connected_lst', { a: 1 }, 'deux');
    await next(socket, 'connect');
    expect(await received).toEqual([{ a: 1 }, 'deux']);
    const notif = next<{ msg: string }>(socket, 'new_msg');
    io.emit('new_msg', { msg: 'Bonjour « à tous »' });
    expect(await notif).toEqual({ msg: 'Bonjour « à tous »' });
    const bare = next<undefined>(socket, 'notif');
    io.emit('notif');
    expect(await bare).toBeUndefined();
  });

  it('tells a refused handshake as connect_error, with the server’s message, and does not retry', async () => {
    const { io, http, origin } = await server();
    open.push(io, http);
    let attempts = 0;
    io.engine.on('connection', () => {
      attempts += 1;
    });
    const socket = connect(origin, 'faux');
    const error = await next<Error>(socket, 'connect_error');
    expect(error.message).toBe('Session invalide');
    await new Promise((r) => setTimeout(r, 1500));
    expect(attempts).toBe(1);
  });

  it('answers the pings (stays connected past pingInterval + pingTimeout) and reconnects after a lost connection', async () => {
    const { io, http, origin } = await server({ pingInterval: 200, pingTimeout: 200 });
    open.push(io, http);
    const socket = connect(origin, 'bon');
    await next(socket, 'connect');
    await new Promise((r) => setTimeout(r, 1000));
    expect(io.engine.clientsCount).toBe(1);
    // The transport dies (not a server-side disconnect): the client comes back by itself.
    for (const client of Object.values((io.engine as unknown as { clients: Record<string, { close(): void }> }).clients))
      client.close();
    await next(socket, 'connect');
    expect(io.engine.clientsCount).toBe(1);
  });

  it('hands over to the fallback when no WebSocket opens, with the handlers already registered', async () => {
    const handlers: string[] = [];
    const emitted: unknown[][] = [];
    const fallback = {
      on: (event: string) => handlers.push(event),
      off: () => undefined,
      emit: (...args: unknown[]) => emitted.push(args),
      close: () => undefined,
    };
    const socket = liteSocket({
      path: SOCKET_PATH,
      auth: { token: 'bon' },
      origin: 'ws://127.0.0.1:9', // nothing listens there
      WebSocket: NodeWebSocket as unknown as typeof WebSocket,
      fallback: async () => fallback,
    });
    open.push(socket);
    socket.on('notif', () => undefined);
    socket.emit('get_connected_lst');
    await new Promise((r) => setTimeout(r, 500));
    expect(handlers).toEqual(['notif']);
    expect(emitted).toEqual([['get_connected_lst']]);
    socket.emit('client_msg', 'x');
    expect(emitted).toEqual([['get_connected_lst'], ['client_msg', 'x']]);
  });
});
