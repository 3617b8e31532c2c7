import { PAGE_SIZE } from '@passerelle/shared/constants';
import { missionsApi } from '@passerelle/shared/routes/missions';
import type { UpdateMissionBody } from '@passerelle/shared/schemas/admin';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { call } from '../../../lib/api-client';
import { invalidateRoutes, queryKeyOf } from '../../../lib/query-keys';

const { adm } = missionsApi;

/**
 * adm/getMissions, one page of 10, newest first; the search runs over the missions on the server
 * (candidate, company, client names, état: DECISIONS §4).
 */
export function useMissions(page: number, search: string) {
  const input = { page, size: PAGE_SIZE, search };
  return useQuery({
    queryKey: queryKeyOf(adm.getMissions, input),
    queryFn: () => call(adm.getMissions, input),
    placeholderData: keepPreviousData,
  });
}

/** updateMission: état, dates and TJM, freely (DECISIONS §3). The list reloads when the dialog says so. */
export const useUpdateMission = () => useMutation({ mutationFn: (body: UpdateMissionBody) => call(adm.updateMission, body) });

/** delMission: « Annuler » deletes the mission (SPEC §4). */
export function useDeleteMission() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => call(adm.delMission, { id }),
    onSuccess: () => invalidateRoutes(queryClient, adm.getMissions),
  });
}

export function useReloadMissions() {
  const queryClient = useQueryClient();
  return () => invalidateRoutes(queryClient, adm.getMissions);
}
