import type { ErrorCode } from '@passerelle/shared';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { fail } from '../../lib/errors.js';

/** Reading the one file of a multipart upload (photos, CVs, briefs), within a size limit. */

/** Room for the multipart envelope around the file. */
const MULTIPART_OVERHEAD = 16 * 1024;

/**
 * Refuses, before reading a byte of it, a body that announces more than the limit; the connection is
 * closed so that the rest is not read either.
 */
function rejectAnnouncedOversize(limit: number, tooLarge: ErrorCode) {
  return async (request: FastifyRequest, reply: FastifyReply) => {
    const length = Number(request.headers['content-length'] ?? 0);
    if (length > limit + MULTIPART_OVERHEAD) {
      reply.header('connection', 'close');
      throw fail(tooLarge);
    }
  };
}

/** The route options that go with a file limit: the early refusal and Fastify's own body limit. */
export function uploadLimits(limit: number, tooLarge: ErrorCode) {
  return { onRequest: rejectAnnouncedOversize(limit, tooLarge), bodyLimit: limit + MULTIPART_OVERHEAD };
}

/**
 * Reads the single file part, sent under the field `file`. At the limit it stops at once (busboy's `limit` event), without waiting
 * for the rest of the body: the 413 goes out and the connection closes (issue 9).
 */
export async function readUploadedFile(request: FastifyRequest, limit: number, tooLarge: ErrorCode) {
  const part = await request.file({ limits: { fileSize: limit, files: 1, fields: 5, parts: 6 }, throwFileSizeLimit: false });
  if (!part) throw fail('upload.file_required');
  // The file goes under the field `file` (SPEC §7 Uploads): a file under another name is not the one asked for.
  if (part.fieldname !== 'file') {
    part.file.resume();
    throw fail('upload.file_required');
  }
  const data = await new Promise<Buffer>((resolve, reject) => {
    const chunks: Buffer[] = [];
    part.file.on('data', (chunk: Buffer) => chunks.push(chunk));
    part.file.once('limit', () => reject(fail(tooLarge)));
    part.file.once('end', () =>
      (part.file as { truncated?: boolean }).truncated ? reject(fail(tooLarge)) : resolve(Buffer.concat(chunks)),
    );
    // The body stopped in the middle of the file: a broken or aborted upload, not a server fault.
    part.file.once('error', () => reject(fail('upload.aborted')));
  });
  return { data, filename: part.filename };
}
