import type { CreateAdminBody, DoneResponse, StaffAccountResponse, StaffAccountsResponse } from '@passerelle/shared';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

const staffKey = ['admin-staff'] as const;

/** getAdmins (root): the staff accounts, root first. */
export const useStaffAccounts = () =>
  useQuery({ queryKey: staffKey, queryFn: async () => (await api.post<StaffAccountsResponse>('/api/adm/getAdmins', {})).data });

/** createAdmin (root): a verified, active administrator. */
export function useCreateAdmin() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (body: CreateAdminBody) => (await api.post<StaffAccountResponse>('/api/adm/createAdmin', body)).data,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: staffKey }),
  });
}

/** Disabling an administrator is a ban (its sessions end), re-enabling an unban: /api/users (root). */
export function useSetStaffDisabled() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, disabled }: { id: number; disabled: boolean }) =>
      api.post<DoneResponse>(`/api/users/${disabled ? 'ban' : 'unban'}`, { id }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: staffKey }),
  });
}
