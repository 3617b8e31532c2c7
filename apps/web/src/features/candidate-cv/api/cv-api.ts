import { CV_MAX_BYTES } from '@passerelle/shared/constants';
import { MSG } from '@passerelle/shared/messages';
import { accountsApi } from '@passerelle/shared/routes/accounts';
import { filesApi } from '@passerelle/shared/routes/files';
import { candidateProfileApi } from '@passerelle/shared/routes/profiles';
import { skillsApi } from '@passerelle/shared/routes/skills';
import type { CandidateProfile } from '@passerelle/shared/schemas/profiles';
import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { call, upload } from '../../../lib/api-client';
import { download } from '../../../lib/download';
import { queryKeyOf } from '../../../lib/query-keys';

/** The candidate's CV (SPEC §7 checkcv, /api/upload/cv; DECISIONS §4–§5). */

export const cvStatusQuery = queryOptions({
  queryKey: queryKeyOf(accountsApi.checkcv),
  queryFn: () => call(accountsApi.checkcv),
  staleTime: 0,
});

export const uploadCv = (file: File, onProgress: (percent: number) => void) => upload(filesApi.uploadCv, file, onProgress);

/** The CV of this user, saved by the browser (the download needs the session header). */
export const downloadCv = (userId: number) => download(filesApi.cv, 'cv', { userId });

const CV_EXTENSIONS = ['pdf', 'doc', 'docx'] as const;
const CV_MIME_TYPES = [
  'application/pdf',
  'application/msword',
  'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
];
/** What the file chooser offers: the three types, by extension and by MIME type. */
export const CV_ACCEPT = [...CV_EXTENSIONS.map((e) => `.${e}`), ...CV_MIME_TYPES].join(',');

/**
 * Checks a chosen CV as the server will (DECISIONS §4: PDF, DOC or DOCX, 2 MB at most): the French
 * message, or null. The server checks the content; the browser only knows the name and the type.
 */
export function cvFileError(file: File): string | null {
  const extension = file.name.split('.').pop()?.toLowerCase() ?? '';
  const typeOk = CV_MIME_TYPES.includes(file.type) || (CV_EXTENSIONS as readonly string[]).includes(extension);
  if (!typeOk) return MSG.cvWrongType;
  if (file.size > CV_MAX_BYTES) return MSG.cvTooLarge;
  return null;
}

/** The candidate's profile, under the key the profile screen reads it by: adding skills updates it there too. */
export const cvProfileQuery = (candidateId: number | undefined) =>
  queryOptions({
    queryKey: queryKeyOf(candidateProfileApi.myprofile, { id: candidateId }),
    queryFn: async () => (await call(candidateProfileApi.myprofile, { id: candidateId })).data,
    enabled: candidateId !== undefined,
  });

/** The canonical labels of the profile's skills, to tell which skills of the CV it lacks (DECISIONS §6.1). */
export const profileSkillsQuery = (skills: readonly string[] | undefined) =>
  queryOptions({
    queryKey: queryKeyOf(skillsApi.resolve, { skills: [...(skills ?? [])] }),
    queryFn: async () => (await call(skillsApi.resolve, { skills: [...(skills ?? [])] })).skills.map((s) => s.label),
    enabled: skills !== undefined,
    staleTime: 5 * 60_000,
    // A skill just added keeps the list in place while the new labels load.
    placeholderData: keepPreviousData,
  });

/** updateCondInfo with the profile as it is and these skills added at the end (SPEC §7). */
export function addSkillsToProfile(profile: CandidateProfile, added: readonly string[]) {
  return call(candidateProfileApi.updateCondInfo, {
    id: profile.id,
    nom: profile.nom,
    prenom: profile.prenom,
    // Null only on an erased account, which cannot sign in.
    sex: profile.sex as NonNullable<CandidateProfile['sex']>,
    date_naiss: profile.date_naissance ?? '',
    resume: profile.resume ?? '',
    niv_etude: profile.niv_etude,
    niv_exp: profile.niv_exp,
    titre: profile.titre,
    skills: [...profile.skills, ...added],
    dispo: profile.dispo,
  });
}
