import { accountsApi } from '@passerelle/shared/routes/accounts';
import { notificationsApi } from '@passerelle/shared/routes/notifications';
import { useQueryClient } from '@tanstack/react-query';
import { createContext, type ReactNode, useContext, useEffect, useState } from 'react';
import { io, type Socket } from 'socket.io-client';
import { call } from './api-client';
import { invalidateRoutes } from './query-keys';
import { sessionStore, useSession } from './session';

/**
 * The dashboard's socket (SPEC §7 Real-time socket): one connection per signed-in page, authenticated
 * with the session token. Features subscribe to its events through useSocketEvent.
 */
const SocketContext = createContext<Socket | null>(null);

/** Every role's notifications list (only the signed-in user's is cached): what a `notif` event makes stale. */
const NOTIFICATION_LISTS = Object.values(notificationsApi).map((area) => area.getMyNotif);

export function RealtimeProvider({ children }: { children: ReactNode }) {
  const token = useSession()?.token;
  const queryClient = useQueryClient();
  const [socket, setSocket] = useState<Socket | null>(null);

  useEffect(() => {
    if (!token) return;
    const connection = io({ path: '/api/socket.io/', auth: { token }, transports: ['websocket', 'polling'] });
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
      connection.removeAllListeners();
      connection.close();
      setSocket(null);
    };
  }, [token, queryClient]);

  return <SocketContext.Provider value={socket}>{children}</SocketContext.Provider>;
}

export function useSocket(): Socket | null {
  return useContext(SocketContext);
}

/** Listens to a socket event while the component is mounted. */
export function useSocketEvent<T>(event: string, handler: (payload: T) => void): void {
  const socket = useSocket();
  useEffect(() => {
    if (!socket) return;
    socket.on(event, handler);
    return () => {
      socket.off(event, handler);
    };
  }, [socket, event, handler]);
}
