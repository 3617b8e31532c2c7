import type { DoneResponse, NotificationsResponse, Role } from '@passerelle/shared';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { NOTIFICATIONS_KEY } from '../../../lib/realtime';

/** getMyNotif / setNotifRead live under each area's prefix (DECISIONS §2). */
function area(role: Role): string {
  if (role === 'client') return '/api/cl';
  if (role === 'condidat') return '/api/cd';
  return '/api/adm';
}

export function useNotifications(role: Role) {
  return useQuery({
    queryKey: NOTIFICATIONS_KEY,
    queryFn: () => api.post<NotificationsResponse>(`${area(role)}/getMyNotif`),
    refetchInterval: 5 * 60_000,
  });
}

/** Marks one notification read, or all of them without an id. */
export function useMarkRead(role: Role) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id?: number) => api.post<DoneResponse>(`${area(role)}/setNotifRead`, id ? { id } : {}),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: NOTIFICATIONS_KEY }),
  });
}
