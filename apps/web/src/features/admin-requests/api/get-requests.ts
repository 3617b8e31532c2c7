import { PAGE_SIZE } from '@passerelle/shared/constants';
import type { RequestEtat } from '@passerelle/shared/enums';
import { requestsApi } from '@passerelle/shared/routes/requests';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { call } from '../../../lib/api-client';
import { queryKeyOf } from '../../../lib/query-keys';

/**
 * getAllDmd, one page of 10, newest first (SPEC §2 Demandes), optionally in one état and searched on
 * the server (candidate, client); the answer counts the requests waiting for the staff.
 */
export function useRequests(page: number, search: string, etat: RequestEtat | undefined) {
  const input = { page, size: PAGE_SIZE, search, etat };
  return useQuery({
    queryKey: queryKeyOf(requestsApi.getAllDmd, input),
    queryFn: () => call(requestsApi.getAllDmd, input),
    placeholderData: keepPreviousData,
  });
}
