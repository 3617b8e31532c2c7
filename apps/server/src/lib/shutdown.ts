import type { Socket } from 'node:net';
import type { FastifyInstance } from 'fastify';
import { closeInstanceSockets } from '../plugins/app/realtime.js';

/**
 * Stopping (DECISIONS §1, issue 16 §7): on SIGTERM or SIGINT, stop accepting connections, let the
 * requests in flight finish, close every connection (keep-alive ones and socket.io's included) and the
 * database, exit 0 — within 10 s.
 *
 * Fastify's close waits for the HTTP server to close, and the server closes once its last connection
 * has: a browser's socket.io WebSocket (an upgraded connection, which neither Node's idle sweep nor
 * Fastify sees), a long-polling request, or a keep-alive connection that fell idle after close began,
 * kept the process alive for about a minute. So, in order:
 * 1. socket.io's clients are disconnected (WebSocket close frames, pending polls answered);
 * 2. the app closes (no new connection; a new request on an open one gets 503 and `Connection: close`);
 *    while it waits, connections are closed as soon as they are idle, every 100 ms;
 * 3. after GRACE_MS, whatever is still open is cut, so that the close ends with the database closed;
 * 4. if closing still hangs EXIT_DEADLINE_MS after the signal (a database or SMTP server that does not
 *    answer), the process exits 1 rather than linger.
 * A second signal cuts the connections at once.
 */
const GRACE_MS = 8_000;
const EXIT_DEADLINE_MS = 9_500;
const IDLE_SWEEP_MS = 100;

export function stopOnSignals(app: FastifyInstance, afterClose: () => void): void {
  // Every TCP connection, upgraded ones included (Node's own list drops them at the upgrade).
  const connections = new Set<Socket>();
  app.server.on('connection', (socket: Socket) => {
    connections.add(socket);
    socket.once('close', () => connections.delete(socket));
  });
  const cutConnections = () => {
    app.server.closeAllConnections();
    for (const socket of connections) socket.destroy();
  };

  let stopping = false;
  const stop = async (signal: NodeJS.Signals) => {
    if (stopping) {
      app.log.warn({ signal, connections: connections.size }, 'second signal: open connections are cut');
      cutConnections();
      return;
    }
    stopping = true;
    app.log.info({ signal, connections: connections.size }, 'arrêt en cours');
    const sweep = setInterval(() => app.server.closeIdleConnections(), IDLE_SWEEP_MS);
    const grace = setTimeout(() => {
      app.log.warn({ connections: connections.size }, 'stop: connections still open after the grace period are cut');
      cutConnections();
    }, GRACE_MS);
    const deadline = setTimeout(() => {
      app.log.error('stop: the app did not close in time, exiting');
      process.exit(1);
    }, EXIT_DEADLINE_MS);
    try {
      closeInstanceSockets(app);
      await app.close();
      clearInterval(sweep);
      clearTimeout(grace);
      clearTimeout(deadline);
      afterClose();
      process.exit(0);
    } catch (error) {
      app.log.error({ err: error }, "échec de l'arrêt propre");
      process.exit(1);
    }
  };
  process.on('SIGTERM', () => void stop('SIGTERM'));
  process.on('SIGINT', () => void stop('SIGINT'));
}
