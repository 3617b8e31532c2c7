import type { AdminClientsResponse } from '@passerelle/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { accountKeys } from './keys';

/** getAllClient without paging: the whole list, searched locally (SPEC §2 Clients). */
export const clientsQuery = queryOptions({
  queryKey: accountKeys.clients,
  queryFn: async () => (await api.post<AdminClientsResponse>('/api/adm/getAllClient', {})).data,
});

export const useClients = () => useQuery(clientsQuery);
