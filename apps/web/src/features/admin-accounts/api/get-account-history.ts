import { adminAccountsApi } from '@passerelle/shared/routes/admin-accounts';
import { useQuery } from '@tanstack/react-query';
import { call } from '../../../lib/api-client';
import { queryKeyOf } from '../../../lib/query-keys';

/** getAccountHistory {id: user id}: who did what to the account, and when (DECISIONS §3). */
export function useAccountHistory(userId: number) {
  const input = { id: userId };
  return useQuery({
    queryKey: queryKeyOf(adminAccountsApi.getAccountHistory, input),
    queryFn: async () => (await call(adminAccountsApi.getAccountHistory, input)).data,
  });
}
