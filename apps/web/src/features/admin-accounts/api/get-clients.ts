import { PAGE_SIZE } from '@passerelle/shared/constants';
import { adminAccountsApi } from '@passerelle/shared/routes/admin-accounts';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { call } from '../../../lib/api-client';
import { queryKeyOf } from '../../../lib/query-keys';

/** getAllClient, one page of 10, newest first, searched on the server (company, names, e-mail). */
export function useClients(page: number, search: string) {
  const input = { page, size: PAGE_SIZE, search };
  return useQuery({
    queryKey: queryKeyOf(adminAccountsApi.getAllClient, input),
    queryFn: () => call(adminAccountsApi.getAllClient, input),
    placeholderData: keepPreviousData,
  });
}
