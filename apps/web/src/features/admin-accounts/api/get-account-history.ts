import type { AccountHistoryEntry } from '@passerelle/shared';
import { useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { accountKeys } from './keys';

/** getAccountHistory {id: user id}: who did what to the account, and when (DECISIONS §3). */
export function useAccountHistory(userId: number) {
  return useQuery({
    queryKey: accountKeys.history(userId),
    queryFn: async () =>
      (await api.post<{ done: true; data: AccountHistoryEntry[] }>('/api/adm/getAccountHistory', { id: userId })).data,
  });
}
