import type {
  CandidateProfileResponse,
  DoneResponse,
  ExperiencesBody,
  FormationsBody,
  UpdateCandidateInfoBody,
} from '@passerelle/shared';
import { queryOptions } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

/** The candidate's profile calls (SPEC §7: myprofile, updateCondInfo, updateCondForm, updateCondExp). */

export const myProfileQuery = (candidateId: number | undefined) =>
  queryOptions({
    queryKey: ['candidate', 'myprofile', candidateId],
    queryFn: async () => (await api.post<CandidateProfileResponse>('/api/cd/myprofile', { id: candidateId })).data,
    enabled: candidateId !== undefined,
  });

export const profileApi = {
  updateInfo: (body: UpdateCandidateInfoBody) => api.post<CandidateProfileResponse>('/api/cd/updateCondInfo', body),
  updateFormations: (body: FormationsBody) => api.post<DoneResponse>('/api/cd/updateCondForm', body),
  updateExperiences: (body: ExperiencesBody) => api.post<DoneResponse>('/api/cd/updateCondExp', body),
};
