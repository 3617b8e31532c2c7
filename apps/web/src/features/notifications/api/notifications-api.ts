import type { Role } from '@passerelle/shared/enums';
import { notificationsApi } from '@passerelle/shared/routes/notifications';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { call } from '../../../lib/api-client';
import { invalidateRoutes, queryKeyOf } from '../../../lib/query-keys';

/** getMyNotif / setNotifRead live under each area's prefix (DECISIONS §2). */
function routesOf(role: Role) {
  if (role === 'client') return notificationsApi.cl;
  if (role === 'condidat') return notificationsApi.cd;
  return notificationsApi.adm;
}

export function useNotifications(role: Role) {
  const { getMyNotif } = routesOf(role);
  return useQuery({
    queryKey: queryKeyOf(getMyNotif),
    queryFn: () => call(getMyNotif),
    refetchInterval: 5 * 60_000,
  });
}

/** Marks one notification read, or all of them without an id. */
export function useMarkRead(role: Role) {
  const queryClient = useQueryClient();
  const { getMyNotif, setNotifRead } = routesOf(role);
  return useMutation({
    mutationFn: (id?: number) => call(setNotifRead, id ? { id } : {}),
    onSuccess: () => invalidateRoutes(queryClient, getMyNotif),
  });
}
