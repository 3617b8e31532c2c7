import type { InactiveCandidatesResponse } from '@passerelle/shared';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { accountKeys } from './keys';

/** inactiveCandidates: one page of the candidates idle for more than 2 years, oldest activity first. */
export const useInactiveCandidates = (page: number) =>
  useQuery({
    queryKey: accountKeys.inactive(page),
    queryFn: () => api.post<InactiveCandidatesResponse>('/api/adm/inactiveCandidates', { page }),
    placeholderData: keepPreviousData,
  });
