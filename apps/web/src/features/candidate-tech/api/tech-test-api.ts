import type { TechTestStatusResponse } from '@passerelle/shared';
import { queryOptions } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

/** DECISIONS §4: the technical test is asked for through the staff chat (askTechTest, techTestStatus). */
export const techTestStatusQuery = queryOptions({
  queryKey: ['candidate', 'tech-test'],
  queryFn: async () => (await api.post<TechTestStatusResponse>('/api/cd/techTestStatus')).data,
});

export const askTechTest = async () => (await api.post<TechTestStatusResponse>('/api/cd/askTechTest')).data;
