import type { Mission } from '@passerelle/shared';
import { queryOptions } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

/** getMissions {id}: the client's missions, newest first (docs/api.md "Candidate requests and missions"). */
export const missionsQuery = (clientId: number | undefined) =>
  queryOptions({
    queryKey: ['client', 'missions', clientId],
    queryFn: async () => (await api.post<{ done: true; data: Mission[] }>('/api/cl/getMissions', { id: clientId })).data,
    enabled: clientId !== undefined,
  });
