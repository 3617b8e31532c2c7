import { CV_MAX_BYTES, missionWorkApi, uploadDocumentFields } from '@passerelle/shared';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { AppError, fail } from '../../lib/errors.js';
import { caller } from '../../plugins/app/auth.js';
import { route } from '../../plugins/app/contract-route.js';
import { uploadLimits } from '../../plugins/app/upload.js';
import { DONE } from '../route-helpers.js';
import { attachmentHeader } from '../uploads/uploads.service.js';
import * as compliance from './compliance.service.js';

/** 2 MB, as a CV (DECISIONS §6.4). */
const DOCUMENT_MAX_BYTES = CV_MAX_BYTES;

/**
 * The file stops at the limit without an error thrown inside busboy, so that the route answers its own
 * 413 (@fastify/multipart reads `throwFileSizeLimit` from these options; its types omit it).
 */
const PARTS_OPTIONS = {
  limits: { fileSize: DOCUMENT_MAX_BYTES, files: 1, fields: 5, parts: 6 },
  throwFileSizeLimit: false,
} as Parameters<FastifyRequest['parts']>[0];

/**
 * The multipart body of uploadDocument: the fields `type` and `expire_le`, and the one file, within the
 * limit (the reading stops at it). Fields may come before or after the file.
 */
async function readDocumentUpload(request: FastifyRequest) {
  const fields: Record<string, string> = {};
  let data: Buffer | undefined;
  for await (const part of request.parts(PARTS_OPTIONS)) {
    if (part.type === 'file') {
      if (part.fieldname !== 'file' || data) {
        part.file.resume();
        continue;
      }
      data = await new Promise<Buffer>((resolve, reject) => {
        const chunks: Buffer[] = [];
        part.file.on('data', (chunk: Buffer) => chunks.push(chunk));
        part.file.once('limit', () => reject(fail('document.too_large')));
        part.file.once('end', () =>
          (part.file as { truncated?: boolean }).truncated ? reject(fail('document.too_large')) : resolve(Buffer.concat(chunks)),
        );
        part.file.once('error', () => reject(fail('upload.aborted')));
      });
    } else if (typeof part.value === 'string') fields[part.fieldname] = part.value;
  }
  if (!data) throw fail('upload.file_required');
  const parsed = uploadDocumentFields.safeParse(fields);
  if (!parsed.success) {
    const errors: Record<string, string> = {};
    for (const issue of parsed.error.issues) errors[String(issue.path[0] ?? 'file')] ??= issue.message;
    throw new AppError('input.invalid', errors, Object.values(errors)[0]);
  }
  return { fields: parsed.data, data };
}

/** Compliance documents (DECISIONS §6.4). */
export async function complianceRoutes(app: FastifyInstance) {
  const { ctx } = app;

  route(
    app,
    missionWorkApi.cdDocuments.uploadDocument,
    async (request) => {
      const { fields, data } = await readDocumentUpload(request);
      return { done: true as const, id: await compliance.uploadDocument(ctx, caller(request), fields, data) };
    },
    uploadLimits(DOCUMENT_MAX_BYTES, 'document.too_large'),
  );

  route(app, missionWorkApi.cdDocuments.getDocuments, async (request) => ({
    done: true as const,
    documents: await compliance.listMyDocuments(ctx, caller(request)),
  }));

  route(app, missionWorkApi.admDocuments.getDocuments, async (request) => ({
    done: true as const,
    documents: await compliance.listDocuments(ctx, request.body),
  }));

  route(app, missionWorkApi.admDocuments.verifyDocument, async (request) => {
    await compliance.verifyDocument(ctx, caller(request), request.body, request.ip);
    return DONE;
  });

  route(app, missionWorkApi.document, async (request, reply) => {
    const { file, name } = await compliance.documentFile(ctx, caller(request), request.params.id);
    return reply
      .type('application/pdf')
      .header('content-length', file.size)
      .header('content-disposition', attachmentHeader(name))
      .send(file.stream);
  });
}
