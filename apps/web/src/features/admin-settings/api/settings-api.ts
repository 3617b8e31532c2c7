import { settingsApi } from '@passerelle/shared/routes/settings';
import type { SetReglagesBody } from '@passerelle/shared/schemas/settings';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { call } from '../../../lib/api-client';
import { queryKeyOf } from '../../../lib/query-keys';

/** getReglages (root): the platform's settings (DECISIONS §6.5). */
export const useReglages = () =>
  useQuery({ queryKey: queryKeyOf(settingsApi.getReglages), queryFn: () => call(settingsApi.getReglages) });

/** setReglages (root): only the fields sent change; the answer is the new settings. */
export function useSaveReglages() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: SetReglagesBody) => call(settingsApi.setReglages, body),
    onSuccess: (data) => queryClient.setQueryData(queryKeyOf(settingsApi.getReglages), data),
  });
}
