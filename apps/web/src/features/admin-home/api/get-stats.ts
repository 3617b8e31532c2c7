import { statsApi } from '@passerelle/shared/routes/stats';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { call } from '../../../lib/api-client';
import { queryKeyOf } from '../../../lib/query-keys';

/** adm/stats {months}: the home's four charts and totals, computed by the server (DECISIONS §4). */
export function useStats(months: number) {
  const input = { months };
  return useQuery({
    queryKey: queryKeyOf(statsApi.stats, input),
    queryFn: async () => (await call(statsApi.stats, input)).data,
    placeholderData: keepPreviousData,
  });
}
