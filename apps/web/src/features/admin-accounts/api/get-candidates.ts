import { type AdminCandidatesResponse, PAGE_SIZE } from '@passerelle/shared';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { accountKeys } from './keys';

/**
 * getAllCond, one page of 10, newest first, each with education, experience, TJM and CV link; searched
 * on the server (title, names, e-mail).
 */
export const useCandidates = (page: number, search: string) =>
  useQuery({
    queryKey: [...accountKeys.candidates, page, search],
    queryFn: () => api.post<AdminCandidatesResponse>('/api/adm/getAllCond', { page, size: PAGE_SIZE, search }),
    placeholderData: keepPreviousData,
  });
