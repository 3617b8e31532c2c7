import multipart from '@fastify/multipart';
import { PHOTO_MAX_BYTES } from '@passerelle/shared';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';

/** Multipart bodies for uploads: one file, a few small fields, streamed with limits. */
export const multipartPlugin = fp(
  async (app: FastifyInstance) => {
    await app.register(multipart, {
      throwFileSizeLimit: true,
      limits: { fileSize: PHOTO_MAX_BYTES, files: 1, fields: 5, parts: 6, fieldSize: 1024, headerPairs: 50 },
    });
  },
  { name: 'multipart' },
);
