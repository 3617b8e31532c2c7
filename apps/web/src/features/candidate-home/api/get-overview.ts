import { overviewApi } from '@passerelle/shared/routes/overview';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { call } from '../../../lib/api-client';
import { queryKeyOf } from '../../../lib/query-keys';

/** getoverview {id}: the candidate home's counts (SPEC §3 Candidate overview: nbr_msg, nbr_dmd). */
const overviewQuery = (candidateId: number | undefined) =>
  queryOptions({
    queryKey: queryKeyOf(overviewApi.cd.getoverview, { id: candidateId }),
    queryFn: async () => (await call(overviewApi.cd.getoverview, { id: candidateId })).data,
    enabled: candidateId !== undefined,
  });

export const useOverview = (candidateId: number | undefined) => useQuery(overviewQuery(candidateId));
