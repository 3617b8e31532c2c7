import { accountsApi } from '@passerelle/shared/routes/accounts';
import { notificationsApi } from '@passerelle/shared/routes/notifications';
import { useQueryClient } from '@tanstack/react-query';
import { createContext, type ReactNode, useContext, useEffect, useState } from 'react';
import { call } from './api-client';
import { invalidateRoutes } from './query-keys';
import { sessionStore, useSession } from './session';
import { type Handler, liteSocket, type RealtimeSocket } from './socket-lite';

/**
 * The dashboard's socket (SPEC §7 Real-time socket): one connection per signed-in page, authenticated
 * with the session token. Features subscribe to its events through useSocketEvent. The connection is
 * lib/socket-lite.ts on a WebSocket; socket.io-client (long polling) only where no WebSocket opens.
 */
const SocketContext = createContext<RealtimeSocket | null>(null);

const PATH = '/api/socket.io/';

/** Every role's notifications list (only the signed-in user's is cached): what a `notif` event makes stale. */
const NOTIFICATION_LISTS = Object.values(notificationsApi).map((area) => area.getMyNotif);

export function RealtimeProvider({ children }: { children: ReactNode }) {
  const token = useSession()?.token;
  const queryClient = useQueryClient();
  const [socket, setSocket] = useState<RealtimeSocket | null>(null);

  useEffect(() => {
    if (!token) return;
    const connection = liteSocket({
      path: PATH,
      auth: { token },
      fallback: () => import('socket.io-client').then(({ io }) => io({ path: PATH, auth: { token }, transports: ['polling'] })),
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

export function useSocket(): RealtimeSocket | null {
  return useContext(SocketContext);
}

/** Listens to a socket event while the component is mounted. */
export function useSocketEvent<T>(event: string, handler: (payload: T) => void): void {
  const socket = useSocket();
  useEffect(() => {
    if (!socket) return;
    socket.on(event, handler as Handler);
    return () => {
      socket.off(event, handler as Handler);
    };
  }, [socket, event, handler]);
}
