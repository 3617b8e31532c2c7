import { accountsApi } from '@passerelle/shared/routes/accounts';
import { notificationsApi } from '@passerelle/shared/routes/notifications';
import { type ClientToServerEvents, type ServerEvent, type ServerEventPayload, SOCKET_PATH } from '@passerelle/shared/socket';
import { useQueryClient } from '@tanstack/react-query';
import { createContext, type ReactNode, useContext, useEffect, useState } from 'react';
import { call } from './api-client';
import { invalidateRoutes } from './query-keys';
import { sessionStore, useSession } from './session';
import { type Handler, liteSocket, type RealtimeSocket } from './socket-lite';

/**
 * The dashboard's socket (SPEC §7 Real-time socket): one connection per signed-in page, authenticated
 * with the session token. Features subscribe to its events through useSocketEvent, typed by the events
 * packages/shared/src/socket.ts declares. The connection is lib/socket-lite.ts on a WebSocket;
 * socket.io-client (long polling) only where no WebSocket opens.
 */
const SocketContext = createContext<RealtimeSocket | null>(null);

/** What a feature may emit: the client events of packages/shared, with their payloads. */
export interface AppSocket {
  emit<E extends keyof ClientToServerEvents>(event: E, ...args: Parameters<ClientToServerEvents[E]>): void;
}

/** A server event, or the socket's own `connect` (no payload). */
type SocketEvent = ServerEvent | 'connect';
type PayloadOf<E extends SocketEvent> = E extends ServerEvent ? ServerEventPayload<E> : undefined;

/** Every role's notifications list (only the signed-in user's is cached): what a `notif` event makes stale. */
const NOTIFICATION_LISTS = Object.values(notificationsApi).map((area) => area.getMyNotif);

export function RealtimeProvider({ children }: { children: ReactNode }) {
  const token = useSession()?.token;
  const queryClient = useQueryClient();
  const [socket, setSocket] = useState<RealtimeSocket | null>(null);

  useEffect(() => {
    if (!token) return;
    const connection = liteSocket({
      path: SOCKET_PATH,
      auth: { token },
      fallback: () =>
        import('socket.io-client').then(({ io }) => io({ path: SOCKET_PATH, auth: { token }, transports: ['polling'] })),
    });
    // SPEC §2/§4: a notification means "refetch them".
    connection.on('notif', () => invalidateRoutes(queryClient, ...NOTIFICATION_LISTS));
    // SPEC §4: the account was validated: refresh the token, keep it, reload.
    connection.on('notif_valid_cmpt', async () => {
      try {
        const { token: fresh } = await call(accountsApi.refreshToken);
        sessionStore.update({ token: fresh });
      } finally {
        window.location.reload();
      }
    });
    setSocket(connection);
    return () => {
      connection.close();
      setSocket(null);
    };
  }, [token, queryClient]);

  return <SocketContext.Provider value={socket}>{children}</SocketContext.Provider>;
}

export function useSocket(): AppSocket | null {
  return useContext(SocketContext);
}

/** Listens to a socket event while the component is mounted. */
export function useSocketEvent<E extends SocketEvent>(event: E, handler: (payload: PayloadOf<E>) => void): void {
  const socket = useContext(SocketContext);
  useEffect(() => {
    if (!socket) return;
    socket.on(event, handler as Handler);
    return () => {
      socket.off(event, handler as Handler);
    };
  }, [socket, event, handler]);
}
