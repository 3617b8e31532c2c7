import { BRIEF_FILE_MAX_BYTES, BRIEF_TEXT_MAX } from '@passerelle/shared/constants';
import { MSG } from '@passerelle/shared/messages';
import { briefApi } from '@passerelle/shared/routes/skills';
import { ApiError, call, errorMessage, upload } from '../../../lib/api-client';

/**
 * « Coller une fiche de poste » (DECISIONS §6.1): the brief reader reads a job description, pasted
 * (`/api/cl/brief`) or as a file (`/api/cl/briefFile`), and answers the skills, level and start date it asks for.
 */
export const readBriefText = (text: string) => call(briefApi.brief, { text });
export const readBriefFile = (file: File, onProgress: (percent: number) => void) => upload(briefApi.briefFile, file, onProgress);

const BRIEF_EXTENSIONS = ['pdf', 'docx', 'txt'] as const;
const BRIEF_MIME_TYPES = [
  'application/pdf',
  'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
  'text/plain',
];
/** What the file chooser offers: PDF, DOCX, TXT. */
export const BRIEF_ACCEPT = [...BRIEF_EXTENSIONS.map((e) => `.${e}`), ...BRIEF_MIME_TYPES].join(',');

/** Checks a chosen file as the server will (type, 2 MB at most): the French message, or null. The server reads the content. */
export function briefFileError(file: File): string | null {
  const extension = file.name.split('.').pop()?.toLowerCase() ?? '';
  const typeOk = BRIEF_MIME_TYPES.includes(file.type) || (BRIEF_EXTENSIONS as readonly string[]).includes(extension);
  if (!typeOk) return MSG.briefFileType;
  if (file.size > BRIEF_FILE_MAX_BYTES) return MSG.briefFileTooLarge;
  return null;
}

/** Checks a pasted text as the server will: the French message, or null. */
export function briefTextError(text: string): string | null {
  if (text.trim() === '') return MSG.briefTextRequired;
  if (text.length > BRIEF_TEXT_MAX) return MSG.briefTextTooLong;
  return null;
}

/** A refused reading, in French, chosen by the error's code (never by its text). */
export function briefErrorMessage(error: unknown): string {
  if (error instanceof ApiError) {
    switch (error.code) {
      case 'brief.no_text':
        return MSG.briefNoText;
      case 'brief.file_type':
        return MSG.briefFileType;
      case 'brief.file_too_large':
        return MSG.briefFileTooLarge;
      case 'account.not_active':
        return MSG.accountNotValidated;
      case 'input.invalid':
        return error.errors.text ?? MSG.briefTextRequired;
      default:
        break;
    }
  }
  return errorMessage(error, MSG.briefReadFailed);
}
