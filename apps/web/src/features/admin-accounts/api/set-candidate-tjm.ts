import type { DoneResponse, SetCandidateTjmBody } from '@passerelle/shared';
import { useMutation } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

/** setCondTjm {id: candidate record id, tjm}. */
export const useSetCandidateTjm = () =>
  useMutation({ mutationFn: (body: SetCandidateTjmBody) => api.post<DoneResponse>('/api/adm/setCondTjm', body) });
