import type {
  CandidateProfileResponse,
  ClientProfileResponse,
  DoneResponse,
  ExperiencesBody,
  FormationsBody,
  NewCandidateProfileBody,
  NewClientProfileBody,
  UploadResponse,
} from '@passerelle/shared';
import { api, uploadFile } from '../../../lib/api-client';

/** Onboarding calls (SPEC §7: newclinf, newCondinf, setCondForm, setCondExp, /api/upload). */
export const onboardingApi = {
  uploadPhoto: (file: File, onProgress: (percent: number) => void) => uploadFile<UploadResponse>('/api/upload', file, onProgress),
  createClientProfile: (body: NewClientProfileBody) => api.post<ClientProfileResponse>('/api/cl/newclinf', body),
  createCandidateProfile: (body: NewCandidateProfileBody) => api.post<CandidateProfileResponse>('/api/cd/newCondinf', body),
  setFormations: (body: FormationsBody) => api.post<DoneResponse>('/api/cd/setCondForm', body),
  setExperiences: (body: ExperiencesBody) => api.post<DoneResponse>('/api/cd/setCondExp', body),
};
