import { CV_MAX_BYTES, filesApi, PHOTO_MAX_BYTES } from '@passerelle/shared';
import type { FastifyInstance } from 'fastify';
import { fail } from '../../lib/errors.js';
import { caller } from '../../plugins/app/auth.js';
import { route } from '../../plugins/app/contract-route.js';
import { readUploadedFile, uploadLimits } from '../../plugins/app/upload.js';
import { FIFTEEN_MINUTES, perUser } from '../../plugins/external/rate-limit.js';
import { attachmentHeader, cvFor, MIME_BY_EXT, storeCv, storePhoto } from './uploads.service.js';

export async function uploadsRoutes(app: FastifyInstance) {
  const { ctx } = app;

  route(
    app,
    filesApi.upload,
    async (request) => {
      const { data } = await readUploadedFile(request, PHOTO_MAX_BYTES, 'upload.photo_too_large');
      return { done: true as const, data: await storePhoto(ctx, caller(request).user.id, data) };
    },
    uploadLimits(PHOTO_MAX_BYTES, 'upload.photo_too_large'),
  );

  route(
    app,
    filesApi.uploadCv,
    async (request) => {
      const { data, filename } = await readUploadedFile(request, CV_MAX_BYTES, 'upload.cv_too_large');
      const skills = await storeCv(ctx, caller(request), data, filename);
      return { done: true as const, skills };
    },
    {
      ...uploadLimits(CV_MAX_BYTES, 'upload.cv_too_large'),
      // Each CV is read in a worker (issue 28): per candidate, 20 in 15 minutes.
      rateLimit: { max: 20, timeWindow: FIFTEEN_MINUTES, keyGenerator: perUser('cv') },
    },
  );

  route(app, filesApi.photo, async (request, reply) => {
    const file = await ctx.storage.get(`photos/${request.params.name}`);
    if (!file) throw fail('file.not_found');
    const ext = request.params.name.split('.').pop() ?? '';
    return reply
      .type(MIME_BY_EXT[ext] ?? 'application/octet-stream')
      .header('content-length', file.size)
      .header('cache-control', 'public, max-age=31536000, immutable')
      .send(file.stream);
  });

  route(app, filesApi.cv, async (request, reply) => {
    const cv = await cvFor(ctx, caller(request), request.params.userId);
    return reply
      .type(cv.type)
      .header('content-length', cv.file.size)
      .header('content-disposition', attachmentHeader(cv.name))
      .send(cv.file.stream);
  });
}
