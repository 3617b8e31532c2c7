import type { CandidateOverview } from '@passerelle/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

/** getoverview {id}: the candidate home's counts (SPEC §3 Candidate overview: nbr_msg, nbr_dmd). */
export const overviewQuery = (candidateId: number | undefined) =>
  queryOptions({
    queryKey: ['candidate', 'overview', candidateId],
    queryFn: async () =>
      (await api.post<{ done: true; data: CandidateOverview }>('/api/cd/getoverview', { id: candidateId })).data,
    enabled: candidateId !== undefined,
  });

export const useOverview = (candidateId: number | undefined) => useQuery(overviewQuery(candidateId));
