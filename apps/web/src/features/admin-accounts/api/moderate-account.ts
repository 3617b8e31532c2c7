import type { DoneResponse } from '@passerelle/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { accountKeys } from './keys';

/** The account actions of SPEC §4 / DECISIONS §3: validate → active, invalidate → pending, ban → blocked, unban → active. */
export type ModerationAction = 'validate' | 'invalidate' | 'ban' | 'unban';

export function useModerateAccount() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ action, userId }: { action: ModerationAction; userId: number }) =>
      api.post<DoneResponse>(`/api/users/${action}`, { id: userId }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: accountKeys.all }),
  });
}
