import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import { fileTypeFromBuffer } from 'file-type';
import type { AppContext } from '../../context.js';
import { CV_TEXT_MAX } from '../../lib/documents/reader.js';
import { AppError, fail } from '../../lib/errors.js';
import { type PhotoFormat, reencodePhoto } from '../../lib/images.js';
import { isValidStorageKey } from '../../lib/storage.js';
import type { AuthContext } from '../../plugins/app/auth.js';
import { requireAccess } from '../access/access.service.js';
import { findUserById, updateUser } from '../accounts/accounts.repository.js';
import { documentTextOrRefuse, skillsInText } from '../skills/skills.service.js';

/**
 * Photos and CVs (SPEC §7 Uploads, DECISIONS §4–§5). The type is recognised from the content, never
 * from the name or the announced Content-Type; the stored name is random.
 */

const PHOTO_TYPES: Record<string, { ext: string; mime: string }> = {
  'image/jpeg': { ext: 'jpg', mime: 'image/jpeg' },
  'image/png': { ext: 'png', mime: 'image/png' },
  'image/webp': { ext: 'webp', mime: 'image/webp' },
};

/** CV types by detected MIME type; an OLE compound file (application/x-cfb) is a Word 97–2003 document. */
const CV_TYPES: Record<string, { ext: string; mime: string }> = {
  'application/pdf': { ext: 'pdf', mime: 'application/pdf' },
  'application/vnd.openxmlformats-officedocument.wordprocessingml.document': {
    ext: 'docx',
    mime: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
  },
  'application/x-cfb': { ext: 'doc', mime: 'application/msword' },
};

export const MIME_BY_EXT: Record<string, string> = Object.fromEntries(
  [...Object.values(PHOTO_TYPES), ...Object.values(CV_TYPES)].map((t) => [t.ext, t.mime]),
);

function randomName(ext: string): string {
  return `${randomBytes(18).toString('base64url')}.${ext}`;
}

/** Photos are served at this prefix followed by their stored name (`/api/files/photos/:name`). */
const PHOTO_URL_PREFIX = '/api/files/photos/';

/**
 * Stores a photo for `uploaderId`. Its name binds it to the uploader (random part + HMAC of both under the
 * server's secret), so that a profile can only take a photo its own account uploaded: another user's
 * photo URL, public as it is, is refused (issue 9), and erasing an account never deletes a file that
 * another profile shows.
 */
export async function storePhoto(ctx: AppContext, uploaderId: number, data: Buffer): Promise<string> {
  if (data.length === 0) throw fail('upload.file_required');
  const detected = await fileTypeFromBuffer(data);
  const type = detected ? PHOTO_TYPES[detected.mime] : undefined;
  if (!type) throw fail('upload.photo_type');
  // Only the re-encoded pixels are kept: no metadata, nothing smuggled after the image.
  const clean = await reencodePhoto(data, type.ext as PhotoFormat);
  if (!clean) throw fail('upload.photo_type');
  const random = randomBytes(PHOTO_RANDOM_BYTES).toString('base64url');
  const name = `${random}${photoTag(ctx, uploaderId, random)}.${type.ext}`;
  await ctx.storage.put(`photos/${name}`, clean);
  return `${PHOTO_URL_PREFIX}${name}`;
}

const PHOTO_RANDOM_BYTES = 18;
/** base64url lengths of the random part (18 bytes) and of the tag (16 bytes of HMAC-SHA256). */
const PHOTO_RANDOM_CHARS = 24;
const PHOTO_TAG_CHARS = 22;

function photoTag(ctx: AppContext, uploaderId: number, random: string): string {
  return createHmac('sha256', ctx.config.sessionSecret)
    .update(`photo:${uploaderId}:${random}`)
    .digest()
    .subarray(0, 16)
    .toString('base64url');
}

/**
 * True when `url` is a photo URL that `/api/upload` answered to this user and the file is still stored: a
 * profile only points at a photo whose upload succeeded (SPEC §4), and only at its own.
 */
export async function isOwnStoredPhotoUrl(ctx: AppContext, userId: number, url: string): Promise<boolean> {
  const key = photoKeyOf(url);
  if (key === null) return false;
  const stem = key.slice('photos/'.length, key.lastIndexOf('.'));
  if (stem.length !== PHOTO_RANDOM_CHARS + PHOTO_TAG_CHARS) return false;
  const given = Buffer.from(stem.slice(PHOTO_RANDOM_CHARS));
  const expected = Buffer.from(photoTag(ctx, userId, stem.slice(0, PHOTO_RANDOM_CHARS)));
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) return false;
  return ctx.storage.exists(key);
}

/** The storage key of a photo URL answered by `/api/upload`, or null for any other value. */
export function photoKeyOf(url: string | null): string | null {
  if (!url?.startsWith(PHOTO_URL_PREFIX)) return null;
  const key = `photos/${url.slice(PHOTO_URL_PREFIX.length)}`;
  return isValidStorageKey(key) ? key : null;
}

/**
 * Attaches a CV to the calling candidate, replacing the previous one, and answers the canonical skills its
 * text mentions (DECISIONS §6.1: the profile offers to add those it lacks); none when it holds no readable text.
 */
export async function storeCv(ctx: AppContext, auth: AuthContext, data: Buffer, originalName: string): Promise<string[]> {
  if (data.length === 0) throw fail('upload.file_required');
  const detected = await fileTypeFromBuffer(data);
  const type = detected ? CV_TYPES[detected.mime] : undefined;
  if (!type) throw fail('upload.cv_type');
  // Read before it is kept: a .docx that would unpack to far more than a CV (a zip bomb, 415) or a file past the
  // reader's bounds (422) is refused, and nothing is stored. A Word 97 file is kept unread.
  const text = type.ext === 'doc' ? '' : await cvText(ctx, data, type.ext === 'pdf' ? 'pdf' : 'docx');
  const key = `cvs/${randomName(type.ext)}`;
  await ctx.storage.put(key, data);
  const previous = auth.user.cvKey;
  await updateUser(ctx.db, auth.user.id, {
    cvKey: key,
    cvName: cleanFileName(originalName, type.ext),
    cvType: type.mime,
    updatedAt: new Date(),
  });
  // The new CV is saved: a failure to remove the old file leaves an orphan, not a failed upload.
  if (previous && previous !== key) {
    await ctx.storage.delete(previous).catch((err) => ctx.log.warn({ err, key: previous }, 'previous CV not deleted'));
  }
  return skillsInText(ctx, text);
}

/** The CV's text for its skills; a reader failure that is no refusal of the file leaves the CV without them. */
async function cvText(ctx: AppContext, data: Buffer, kind: 'pdf' | 'docx'): Promise<string> {
  try {
    return await documentTextOrRefuse(ctx, data, kind, CV_TEXT_MAX, 'upload.cv_type');
  } catch (err) {
    if (err instanceof AppError) throw err;
    ctx.log.warn({ err }, 'CV text not read');
    return '';
  }
}

/** A display name for a download: no path, no control characters, the detected extension. */
export function cleanFileName(name: string, ext: string): string {
  const base = (name.split(/[\\/]/).pop() ?? '')
    .replace(/\.[^.]*$/, '')
    .replace(/[\p{Cc}"]/gu, '')
    .trim()
    .slice(0, 100);
  return `${base || 'cv'}.${ext}`;
}

/** `Content-Disposition: attachment` with an ASCII fallback and the UTF-8 name (RFC 6266 / 5987). */
export function attachmentHeader(fileName: string): string {
  const ascii =
    fileName
      .normalize('NFD')
      .replace(/[^\x20-\x7e]/g, '')
      .replace(/["\\]/g, '') || 'cv';
  const encoded = encodeURIComponent(fileName).replace(/['()*]/g, (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`);
  return `attachment; filename="${ascii}"; filename*=UTF-8''${encoded}`;
}

/** A candidate's CV, for the candidate or the staff (DECISIONS §5): 403 for anyone else, 404 without one. */
export async function cvFor(ctx: AppContext, auth: AuthContext, userId: number) {
  await requireAccess(ctx.db, auth, 'cv.read', [userId]);
  const owner = auth.user.id === userId ? auth.user : await findUserById(ctx.db, userId);
  if (!owner?.cvKey) throw fail('file.not_found');
  const file = await ctx.storage.get(owner.cvKey);
  if (!file) throw fail('file.not_found');
  return { file, type: owner.cvType ?? 'application/octet-stream', name: owner.cvName ?? 'cv' };
}
