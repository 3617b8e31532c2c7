import { type CandidateRequestsResponse, PAGE_SIZE, type RequestEtat } from '@passerelle/shared';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

export const requestsKey = ['admin-requests'] as const;

/**
 * getAllDmd, one page of 10, newest first (SPEC §2 Demandes), optionally in one état and searched on
 * the server (candidate, client); the answer counts the requests waiting for the staff.
 */
export const useRequests = (page: number, search: string, etat: RequestEtat | undefined) =>
  useQuery({
    queryKey: [...requestsKey, page, search, etat ?? 'all'],
    queryFn: () => api.post<CandidateRequestsResponse>('/api/adm/getAllDmd', { page, size: PAGE_SIZE, search, etat }),
    placeholderData: keepPreviousData,
  });
