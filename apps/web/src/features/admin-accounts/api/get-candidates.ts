import type { AdminCandidatesResponse } from '@passerelle/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { accountKeys } from './keys';

/** getAllCond without paging: every candidate with education, experience, TJM and CV link (SPEC §2 Candidats). */
export const candidatesQuery = queryOptions({
  queryKey: accountKeys.candidates,
  queryFn: async () => (await api.post<AdminCandidatesResponse>('/api/adm/getAllCond', {})).data,
});

export const useCandidates = () => useQuery(candidatesQuery);
