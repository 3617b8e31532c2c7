import { moderationApi } from '@passerelle/shared/routes/accounts';
import { adminStaffApi } from '@passerelle/shared/routes/admin-staff';
import type { CreateAdminBody } from '@passerelle/shared/schemas/admin-staff';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { call } from '../../../lib/api-client';
import { invalidateRoutes, queryKeyOf } from '../../../lib/query-keys';

/** getAdmins (root): the staff accounts, root first. */
export const useStaffAccounts = () =>
  useQuery({
    queryKey: queryKeyOf(adminStaffApi.getAdmins),
    queryFn: async () => (await call(adminStaffApi.getAdmins)).data,
  });

/** createAdmin (root): a verified, active administrator. */
export function useCreateAdmin() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (body: CreateAdminBody) => (await call(adminStaffApi.createAdmin, body)).data,
    onSuccess: () => invalidateRoutes(queryClient, adminStaffApi.getAdmins),
  });
}

/** Disabling an administrator is a ban (its sessions end), re-enabling an unban: /api/users (root). */
export function useSetStaffDisabled() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, disabled }: { id: number; disabled: boolean }) =>
      call(disabled ? moderationApi.ban : moderationApi.unban, { id }),
    onSuccess: () => invalidateRoutes(queryClient, adminStaffApi.getAdmins),
  });
}
