import { adminAccountsApi } from '@passerelle/shared/routes/admin-accounts';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { call } from '../../../lib/api-client';
import { queryKeyOf } from '../../../lib/query-keys';

/** inactiveCandidates: one page of the candidates idle for more than 2 years, oldest activity first. */
export function useInactiveCandidates(page: number) {
  const input = { page };
  return useQuery({
    queryKey: queryKeyOf(adminAccountsApi.inactiveCandidates, input),
    queryFn: () => call(adminAccountsApi.inactiveCandidates, input),
    placeholderData: keepPreviousData,
  });
}
