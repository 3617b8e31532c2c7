import { PAGE_SIZE } from '@passerelle/shared/constants';
import { adminAccountsApi } from '@passerelle/shared/routes/admin-accounts';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { call } from '../../../lib/api-client';
import { queryKeyOf } from '../../../lib/query-keys';

/**
 * getAllCond, one page of 10, newest first, each with education, experience, TJM and CV link; searched
 * on the server (title, names, e-mail).
 */
export function useCandidates(page: number, search: string) {
  const input = { page, size: PAGE_SIZE, search };
  return useQuery({
    queryKey: queryKeyOf(adminAccountsApi.getAllCond, input),
    queryFn: () => call(adminAccountsApi.getAllCond, input),
    placeholderData: keepPreviousData,
  });
}
