import {
  type AdminMissionsResponse,
  type DoneResponse,
  type Mission,
  PAGE_SIZE,
  type UpdateMissionBody,
} from '@passerelle/shared';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

const missionsKey = ['admin-missions'] as const;

/**
 * adm/getMissions, one page of 10, newest first; the search runs over the missions on the server
 * (candidate, company, client names, état: DECISIONS §4).
 */
export function useMissions(page: number, search: string) {
  return useQuery({
    queryKey: [...missionsKey, page, search],
    queryFn: () => api.post<AdminMissionsResponse>('/api/adm/getMissions', { page, size: PAGE_SIZE, search }),
    placeholderData: keepPreviousData,
  });
}

/** updateMission: état, dates and TJM, freely (DECISIONS §3). The list reloads when the dialog says so. */
export const useUpdateMission = () =>
  useMutation({
    mutationFn: (body: UpdateMissionBody) => api.post<{ done: true; data: Mission }>('/api/adm/updateMission', body),
  });

/** delMission: « Annuler » deletes the mission (SPEC §4). */
export function useDeleteMission() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => api.post<DoneResponse>('/api/adm/delMission', { id }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: missionsKey }),
  });
}

export function useReloadMissions() {
  const queryClient = useQueryClient();
  return () => queryClient.invalidateQueries({ queryKey: missionsKey });
}
