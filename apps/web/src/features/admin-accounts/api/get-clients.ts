import { type AdminClientsResponse, PAGE_SIZE } from '@passerelle/shared';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { accountKeys } from './keys';

/** getAllClient, one page of 10, newest first, searched on the server (company, names, e-mail). */
export const useClients = (page: number, search: string) =>
  useQuery({
    queryKey: [...accountKeys.clients, page, search],
    queryFn: () => api.post<AdminClientsResponse>('/api/adm/getAllClient', { page, size: PAGE_SIZE, search }),
    placeholderData: keepPreviousData,
  });
