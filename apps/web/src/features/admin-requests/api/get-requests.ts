import type { CandidateRequestsResponse } from '@passerelle/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

export const requestsQuery = queryOptions({
  queryKey: ['admin-requests'],
  /** getAllDmd without paging: every request, newest first (SPEC §2 Demandes). */
  queryFn: async () => (await api.post<CandidateRequestsResponse>('/api/adm/getAllDmd', {})).data,
});

export const useRequests = () => useQuery(requestsQuery);
