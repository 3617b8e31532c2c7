/**
 * The dashboard's socket without socket.io-client's 12 KB on every dashboard (issue 20): the part of the
 * Socket.IO protocol (v5, over Engine.IO v4) the app uses, on a WebSocket — the handshake with the session
 * token, the server's pings, events both ways (no acknowledgements, no binary), reconnection with
 * socket.io-client's delays. When the first WebSocket cannot open (a proxy that refuses WebSockets),
 * socket.io-client itself is loaded and takes over, with its long-polling transport.
 *
 * Engine.IO packets: 0 open, 1 close, 2 ping, 3 pong, 4 message. Socket.IO packets (inside a message):
 * 0 connect, 1 disconnect, 2 event, 4 connect error (https://socket.io/docs/v4/socket-io-protocol/).
 */
export type Handler = (...args: unknown[]) => void;

/** What the app's features use of a socket (socket.io-client's Socket has the same methods). */
export interface RealtimeSocket {
  on(event: string, handler: Handler): void;
  off(event: string, handler: Handler): void;
  emit(event: string, ...args: unknown[]): void;
  close(): void;
}

interface FallbackSocket {
  on(event: string, handler: Handler): unknown;
  off(event: string, handler: Handler): unknown;
  emit(event: string, ...args: unknown[]): unknown;
  close(): unknown;
}

export interface LiteOptions {
  /** The server's path (SOCKET_PATH of packages/shared). */
  path: string;
  auth: Record<string, unknown>;
  /** ws:// or wss:// origin; the page's own by default. */
  origin?: string;
  /** For the tests (Node 20 has no WebSocket). */
  WebSocket?: typeof WebSocket;
  /** socket.io-client's io(), loaded when no WebSocket could open. */
  fallback?: () => Promise<FallbackSocket>;
}

// socket.io-client's reconnection: 1 s doubling up to 5 s, ± 50 %.
const DELAY_MS = 1000;
const MAX_DELAY_MS = 5000;

export function liteSocket(options: LiteOptions): RealtimeSocket {
  const Ws = options.WebSocket ?? WebSocket;
  const origin = options.origin ?? `${location.protocol === 'https:' ? 'wss' : 'ws'}://${location.host}`;
  const url = `${origin}${options.path}?EIO=4&transport=websocket`;
  const handlers = new Map<string, Set<Handler>>();
  let ws: InstanceType<typeof WebSocket> | null = null;
  let fallback: FallbackSocket | null = null;
  let connected = false;
  let everOpened = false;
  let closed = false;
  let attempts = 0;
  let outbox: string[] = [];
  let pingTimer: ReturnType<typeof setTimeout> | undefined;
  let retryTimer: ReturnType<typeof setTimeout> | undefined;

  const dispatch = (event: string, args: unknown[]) => {
    for (const handler of [...(handlers.get(event) ?? [])]) handler(...args);
  };

  const send = (packet: string) => {
    if (connected && ws?.readyState === Ws.OPEN) ws.send(packet);
    else outbox.push(packet);
  };

  const retry = () => {
    if (closed) return;
    const base = Math.min(DELAY_MS * 2 ** attempts, MAX_DELAY_MS);
    attempts += 1;
    const delay = Math.min(base * (0.5 + Math.random()), MAX_DELAY_MS);
    retryTimer = setTimeout(open, delay);
  };

  const drop = (reconnect: boolean) => {
    clearTimeout(pingTimer);
    connected = false;
    if (ws) {
      ws.onopen = ws.onmessage = ws.onclose = ws.onerror = null;
      if (ws.readyState === Ws.OPEN || ws.readyState === Ws.CONNECTING) ws.close();
      ws = null;
    }
    if (reconnect) retry();
  };

  const takeOver = async () => {
    if (!options.fallback || closed) return;
    const socket = await options.fallback();
    if (closed) {
      socket.close();
      return;
    }
    fallback = socket;
    for (const [event, set] of handlers) for (const handler of set) socket.on(event, handler);
    for (const packet of outbox) {
      const [event, ...args] = JSON.parse(packet.slice(2)) as [string, ...unknown[]];
      socket.emit(event, ...args);
    }
    outbox = [];
  };

  const onMessage = (data: string, watch: (interval: number) => void) => {
    const type = data[0];
    if (type === '0') {
      const { pingInterval, pingTimeout } = JSON.parse(data.slice(1)) as { pingInterval: number; pingTimeout: number };
      const limit = pingInterval + pingTimeout;
      watch(limit);
      ws?.send(`40${JSON.stringify(options.auth)}`);
    } else if (type === '2') {
      watch(-1);
      ws?.send('3');
    } else if (type === '1') {
      drop(true);
    } else if (type === '4') {
      const kind = data[1];
      if (kind === '0') {
        connected = true;
        attempts = 0;
        const pending = outbox;
        outbox = [];
        for (const packet of pending) ws?.send(packet);
        dispatch('connect', []);
      } else if (kind === '2') {
        // 42["event",…] or, with an acknowledgement asked, 42<id>["event",…]: the app asks none.
        const start = data.indexOf('[');
        if (start < 0) return;
        const [event, ...args] = JSON.parse(data.slice(start)) as [string, ...unknown[]];
        dispatch(event, args);
      } else if (kind === '4') {
        // The handshake was refused (no session, a ban): socket.io-client does not retry either.
        const payload = data.length > 2 ? (JSON.parse(data.slice(2)) as { message?: string }) : {};
        drop(false);
        dispatch('connect_error', [new Error(payload.message ?? 'connect_error')]);
      } else if (kind === '1') {
        // The server closed this socket: as socket.io-client, no reconnection.
        drop(false);
        dispatch('disconnect', ['io server disconnect']);
      }
    }
  };

  function open() {
    if (closed) return;
    let limit = 0;
    const socket = new Ws(url);
    ws = socket;
    // Without a ping within pingInterval + pingTimeout, the connection is taken as lost.
    const watch = (next: number) => {
      if (next > 0) limit = next;
      clearTimeout(pingTimer);
      pingTimer = setTimeout(() => drop(true), limit);
    };
    socket.onopen = () => {
      everOpened = true;
    };
    socket.onmessage = (event: MessageEvent) => {
      if (typeof event.data === 'string') onMessage(event.data, watch);
    };
    socket.onerror = () => undefined;
    socket.onclose = () => {
      if (ws !== socket) return;
      const wasConnected = connected;
      const opened = everOpened;
      drop(false);
      if (wasConnected) dispatch('disconnect', ['transport close']);
      if (!opened && options.fallback) void takeOver();
      else retry();
    };
  }

  open();

  return {
    on(event, handler) {
      const set = handlers.get(event) ?? new Set();
      handlers.set(event, set);
      set.add(handler);
      fallback?.on(event, handler);
    },
    off(event, handler) {
      handlers.get(event)?.delete(handler);
      fallback?.off(event, handler);
    },
    emit(event, ...args) {
      if (fallback) fallback.emit(event, ...args);
      else send(`42${JSON.stringify([event, ...args])}`);
    },
    close() {
      closed = true;
      clearTimeout(retryTimer);
      handlers.clear();
      if (connected) ws?.send('41');
      drop(false);
      fallback?.close();
    },
  };
}
