import { filesApi } from '@passerelle/shared/routes/files';
import { profilesApi } from '@passerelle/shared/routes/profiles';
import type {
  ExperiencesBody,
  FormationsBody,
  NewCandidateProfileBody,
  NewClientProfileBody,
} from '@passerelle/shared/schemas/profiles';
import { call, upload } from '../../../lib/api-client';

/** Onboarding calls (SPEC §7: newclinf, newCondinf, setCondForm, setCondExp, /api/upload). */
export const onboardingApi = {
  uploadPhoto: (file: File, onProgress: (percent: number) => void) => upload(filesApi.upload, file, onProgress),
  createClientProfile: (body: NewClientProfileBody) => call(profilesApi.newclinf, body),
  createCandidateProfile: (body: NewCandidateProfileBody) => call(profilesApi.newCondinf, body),
  setFormations: (body: FormationsBody) => call(profilesApi.setCondForm, body),
  setExperiences: (body: ExperiencesBody) => call(profilesApi.setCondExp, body),
};
