import type { RefreshTokenResponse } from '@passerelle/shared';
import { useQueryClient } from '@tanstack/react-query';
import { createContext, type ReactNode, useContext, useEffect, useState } from 'react';
import { io, type Socket } from 'socket.io-client';
import { api } from './api-client';
import { sessionStore, useSession } from './session';

/**
 * The dashboard's socket (SPEC §7 Real-time socket): one connection per signed-in page, authenticated
 * with the session token. Features subscribe to its events through useSocketEvent.
 */
const SocketContext = createContext<Socket | null>(null);

/** Query keys other features refresh when the server says something changed. */
export const NOTIFICATIONS_KEY = ['notifications'] as const;

export function RealtimeProvider({ children }: { children: ReactNode }) {
  const token = useSession()?.token;
  const queryClient = useQueryClient();
  const [socket, setSocket] = useState<Socket | null>(null);

  useEffect(() => {
    if (!token) return;
    const connection = io({ path: '/api/socket.io/', auth: { token }, transports: ['websocket', 'polling'] });
    // SPEC §2/§4: a notification means "refetch them".
    connection.on('notif', () => queryClient.invalidateQueries({ queryKey: NOTIFICATIONS_KEY }));
    // SPEC §4: the account was validated: refresh the token, keep it, reload.
    connection.on('notif_valid_cmpt', async () => {
      try {
        const { token: fresh } = await api.post<RefreshTokenResponse>('/api/users/refreshToken');
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
