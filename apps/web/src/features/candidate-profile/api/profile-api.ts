import { filesApi } from '@passerelle/shared/routes/files';
import { candidateProfileApi } from '@passerelle/shared/routes/profiles';
import type { ExperiencesBody, FormationsBody, UpdateCandidateInfoBody } from '@passerelle/shared/schemas/profiles';
import { queryOptions } from '@tanstack/react-query';
import { call, upload } from '../../../lib/api-client';
import { queryKeyOf } from '../../../lib/query-keys';

/** The candidate's profile calls (SPEC §7: myprofile, updateCondInfo, updateCondForm, updateCondExp). */

export const myProfileQuery = (candidateId: number | undefined) =>
  queryOptions({
    queryKey: queryKeyOf(candidateProfileApi.myprofile, { id: candidateId }),
    queryFn: async () => (await call(candidateProfileApi.myprofile, { id: candidateId })).data,
    enabled: candidateId !== undefined,
  });

export const profileApi = {
  updateInfo: (body: UpdateCandidateInfoBody) => call(candidateProfileApi.updateCondInfo, body),
  updateFormations: (body: FormationsBody) => call(candidateProfileApi.updateCondForm, body),
  updateExperiences: (body: ExperiencesBody) => call(candidateProfileApi.updateCondExp, body),
  /** A new photo, uploaded first; its URL then goes with updateCondInfo as `img` (DECISIONS §6.9). */
  uploadPhoto: async (file: File, onProgress: (percent: number) => void): Promise<string> =>
    (await upload(filesApi.upload, file, onProgress)).data,
};
