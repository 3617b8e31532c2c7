import { moderationApi } from '@passerelle/shared/routes/accounts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { call } from '../../../lib/api-client';
import { invalidateRoutes } from '../../../lib/query-keys';
import { ACCOUNT_ROUTES } from './keys';

/** The account actions of SPEC §4 / DECISIONS §3: validate → active, invalidate → pending, ban → blocked, unban → active. */
export type ModerationAction = keyof typeof moderationApi;

export function useModerateAccount() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ action, userId }: { action: ModerationAction; userId: number }) => call(moderationApi[action], { id: userId }),
    onSuccess: () => invalidateRoutes(queryClient, ...ACCOUNT_ROUTES),
  });
}
