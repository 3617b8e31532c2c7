import { type CheckCvResponse, CV_MAX_BYTES, MSG } from '@passerelle/shared';
import { queryOptions } from '@tanstack/react-query';
import { api, uploadFile } from '../../../lib/api-client';
import { downloadWithSession } from '../../../lib/download';

/** The candidate's CV (SPEC §7 checkcv, /api/upload/cv; DECISIONS §4–§5). */

export const cvStatusQuery = queryOptions({
  queryKey: ['candidate', 'checkcv'],
  queryFn: () => api.get<CheckCvResponse>('/api/users/checkcv'),
  staleTime: 0,
});

export const uploadCv = (file: File, onProgress: (percent: number) => void) =>
  uploadFile<Partial<CheckCvResponse>>('/api/upload/cv', file, onProgress);

/** The CV of this user, saved by the browser (the download needs the session header). */
export const downloadCv = (userId: number) => downloadWithSession(`/api/files/cv/${userId}`, 'cv');

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
