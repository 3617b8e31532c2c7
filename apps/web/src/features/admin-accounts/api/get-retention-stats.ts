import { availabilityApi } from '@passerelle/shared/routes/alerts';
import { useQuery } from '@tanstack/react-query';
import { call } from '../../../lib/api-client';
import { queryKeyOf } from '../../../lib/query-keys';

/** The retention job's outcomes (DECISIONS §6.2): questions waiting, accounts kept, accounts erased. */
export function useRetentionStats() {
  return useQuery({ queryKey: queryKeyOf(availabilityApi.retentionStats), queryFn: () => call(availabilityApi.retentionStats) });
}
