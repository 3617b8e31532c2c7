import { CV_MAX_BYTES, checkCvResponse, idField, isAdminRole, MSG, PHOTO_MAX_BYTES, uploadResponse } from '@passerelle/shared';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { AppError, badRequest, forbidden, notFound, payloadTooLarge } from '../../lib/errors.js';
import { access } from '../../plugins/app/access.js';
import { caller } from '../../plugins/app/auth.js';
import { findUserById } from '../accounts/accounts.repository.js';
import { errorResponses } from '../route-helpers.js';
import { attachmentHeader, MIME_BY_EXT, storeCv, storePhoto } from './uploads.service.js';

/** Room for the multipart envelope around the file. */
const MULTIPART_OVERHEAD = 16 * 1024;

/**
 * Refuses, before reading a byte of it, a body that announces more than the limit; the connection is
 * closed so that the rest is not read either.
 */
function rejectAnnouncedOversize(limit: number, message: string) {
  return async (request: FastifyRequest, reply: FastifyReply) => {
    const length = Number(request.headers['content-length'] ?? 0);
    if (length > limit + MULTIPART_OVERHEAD) {
      reply.header('connection', 'close');
      throw payloadTooLarge(message);
    }
  };
}

/**
 * Reads the single file part. At the limit it stops at once (busboy's `limit` event), without waiting
 * for the rest of the body: the 413 goes out and the connection closes (issue 9).
 */
async function readFile(request: FastifyRequest, limit: number, tooLarge: string) {
  const part = await request.file({ limits: { fileSize: limit, files: 1, fields: 5, parts: 6 }, throwFileSizeLimit: false });
  if (!part) throw badRequest(MSG.fileRequired);
  const data = await new Promise<Buffer>((resolve, reject) => {
    const chunks: Buffer[] = [];
    part.file.on('data', (chunk: Buffer) => chunks.push(chunk));
    part.file.once('limit', () => reject(payloadTooLarge(tooLarge)));
    part.file.once('end', () =>
      (part.file as { truncated?: boolean }).truncated ? reject(payloadTooLarge(tooLarge)) : resolve(Buffer.concat(chunks)),
    );
    // The body stopped in the middle of the file: a broken or aborted upload, not a server fault.
    part.file.once('error', () => reject(badRequest(MSG.multipartExpected)));
  });
  return { data, filename: part.filename };
}

export async function uploadsRoutes(app: FastifyInstance) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const { ctx } = app;
  const tags = ['Fichiers'];

  r.post(
    '/api/upload',
    {
      config: { access: access.signedIn() },
      onRequest: rejectAnnouncedOversize(PHOTO_MAX_BYTES, MSG.photoTooLarge),
      bodyLimit: PHOTO_MAX_BYTES + MULTIPART_OVERHEAD,
      schema: {
        tags,
        summary: 'Envoyer une photo (multipart, champ file ; JPEG, PNG ou WebP, 2 Mo au plus)',
        consumes: ['multipart/form-data'],
        response: { 200: uploadResponse, ...errorResponses },
      },
    },
    async (request) => {
      const { data } = await readFile(request, PHOTO_MAX_BYTES, MSG.photoTooLarge);
      return { done: true as const, data: await storePhoto(ctx, caller(request).user.id, data) };
    },
  );

  r.post(
    '/api/upload/cv',
    {
      config: { access: access.roles('condidat') },
      onRequest: rejectAnnouncedOversize(CV_MAX_BYTES, MSG.cvTooLarge),
      bodyLimit: CV_MAX_BYTES + MULTIPART_OVERHEAD,
      schema: {
        tags,
        summary: 'Envoyer son CV (multipart, champ file ; PDF, DOC ou DOCX, 2 Mo au plus)',
        consumes: ['multipart/form-data'],
        response: { 200: checkCvResponse, ...errorResponses },
      },
    },
    async (request) => {
      const { data, filename } = await readFile(request, CV_MAX_BYTES, MSG.cvTooLarge);
      await storeCv(ctx, caller(request), data, filename);
      return { done: true };
    },
  );

  r.get(
    '/api/files/photos/:name',
    {
      config: { access: access.public() },
      schema: { tags, summary: 'Une photo de profil', params: z.object({ name: z.string().max(80) }) },
    },
    async (request, reply) => {
      const file = await ctx.storage.get(`photos/${request.params.name}`);
      if (!file) throw notFound();
      const ext = request.params.name.split('.').pop() ?? '';
      return reply
        .type(MIME_BY_EXT[ext] ?? 'application/octet-stream')
        .header('content-length', file.size)
        .header('cache-control', 'public, max-age=31536000, immutable')
        .send(file.stream);
    },
  );

  r.get(
    '/api/files/cv/:userId',
    {
      config: { access: access.roles('condidat', 'admin', 'root') },
      schema: {
        tags,
        summary: "Télécharger le CV d'un candidat (le candidat lui-même ou l'équipe)",
        params: z.object({ userId: idField }),
      },
    },
    async (request, reply) => {
      const me = caller(request).user;
      const { userId } = request.params;
      if (me.id !== userId && !isAdminRole(me.role)) throw forbidden();
      const owner = me.id === userId ? me : await findUserById(ctx.db, userId);
      if (!owner?.cvKey) throw notFound();
      const file = await ctx.storage.get(owner.cvKey);
      if (!file) throw new AppError(404, MSG.notFound);
      return reply
        .type(owner.cvType ?? 'application/octet-stream')
        .header('content-length', file.size)
        .header('content-disposition', attachmentHeader(owner.cvName ?? 'cv'))
        .send(file.stream);
    },
  );
}
