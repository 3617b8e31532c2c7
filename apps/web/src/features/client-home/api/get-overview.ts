import type { ClientOverview } from '@passerelle/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

/** getoverview {id}: the four counts of the client's home (SPEC §3 Overview counts). */
export const overviewQuery = (clientId: number | undefined) =>
  queryOptions({
    queryKey: ['client', 'overview', clientId],
    queryFn: async () => (await api.post<{ done: true; data: ClientOverview }>('/api/cl/getoverview', { id: clientId })).data,
    enabled: clientId !== undefined,
  });

export const useOverview = (clientId: number | undefined) => useQuery(overviewQuery(clientId));
