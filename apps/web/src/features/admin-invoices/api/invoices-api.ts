import { PAGE_SIZE } from '@passerelle/shared/constants';
import { missionWorkApi } from '@passerelle/shared/routes/mission-work';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { call } from '../../../lib/api-client';
import { queryKeyOf } from '../../../lib/query-keys';

/** adm/getFactures: every invoice, one page of 10, newest first, searched on number, client and candidate. */
export function useInvoices(page: number, search: string) {
  const input = { page, size: PAGE_SIZE, search };
  return useQuery({
    queryKey: queryKeyOf(missionWorkApi.adm.getFactures, input),
    queryFn: () => call(missionWorkApi.adm.getFactures, input),
    placeholderData: keepPreviousData,
  });
}
