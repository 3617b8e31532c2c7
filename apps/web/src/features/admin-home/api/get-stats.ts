import type { StatsResponse } from '@passerelle/shared';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

/** adm/stats {months}: the home's four charts and totals, computed by the server (DECISIONS §4). */
export function useStats(months: number) {
  return useQuery({
    queryKey: ['admin-stats', months],
    queryFn: async () => (await api.post<StatsResponse>('/api/adm/stats', { months })).data,
    placeholderData: keepPreviousData,
  });
}
