import { MSG } from '@passerelle/shared';
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { AppError } from '../../lib/errors.js';
import { securityEvent } from '../../lib/security-log.js';

/**
 * The one error handler (DECISIONS §2): every failure answers the right status and
 * `{done: false, success: false, message, errors?}` in French; never a stack trace, an SQL text or
 * an HTML page. 5xx details go to the log only.
 */

/** Fastify and plugin error codes that are the client's fault, with their French message. */
const CLIENT_ERRORS: Record<string, { status: number; message: string }> = {
  FST_ERR_CTP_INVALID_JSON_BODY: { status: 400, message: MSG.malformedJson },
  FST_ERR_CTP_EMPTY_JSON_BODY: { status: 400, message: MSG.emptyBody },
  FST_ERR_CTP_BODY_TOO_LARGE: { status: 413, message: MSG.bodyTooLarge },
  FST_ERR_CTP_INVALID_MEDIA_TYPE: { status: 415, message: MSG.unsupportedMediaType },
  FST_ERR_CTP_INVALID_CONTENT_LENGTH: { status: 400, message: MSG.invalidInput },
  FST_ERR_CTP_INVALID_TYPE: { status: 415, message: MSG.unsupportedMediaType },
  FST_ERR_VALIDATION: { status: 400, message: MSG.invalidInput },
  FST_INVALID_MULTIPART_CONTENT_TYPE: { status: 415, message: MSG.multipartExpected },
  FST_REQ_FILE_TOO_LARGE: { status: 413, message: MSG.bodyTooLarge },
  FST_FILES_LIMIT: { status: 413, message: MSG.bodyTooLarge },
  FST_PARTS_LIMIT: { status: 413, message: MSG.bodyTooLarge },
  FST_FIELDS_LIMIT: { status: 413, message: MSG.bodyTooLarge },
  FST_PROTO_VIOLATION: { status: 400, message: MSG.invalidInput },
};

export interface ErrorBody {
  done: false;
  success: false;
  message: string;
  errors?: Record<string, string>;
}

export function errorBody(message: string, errors?: Record<string, string>): ErrorBody {
  return errors ? { done: false, success: false, message, errors } : { done: false, success: false, message };
}

/** Field → first message, from the zod issues attached by the validator. */
function fieldErrors(error: FastifyError): Record<string, string> {
  const errors: Record<string, string> = {};
  for (const issue of error.validation ?? []) {
    const params = issue.params as { issue?: { path?: PropertyKey[] } } | undefined;
    const segments = (params?.issue?.path ?? []).map(String);
    const field = segments.length > 0 ? segments.join('.') : issue.instancePath.replace(/^\//, '').replace(/\//g, '.') || '_';
    if (!(field in errors) && issue.message) errors[field] = issue.message;
  }
  return errors;
}

export function sendError(reply: FastifyReply, status: number, message: string, errors?: Record<string, string>) {
  // A body too large is not read to its end: close the connection rather than drain it.
  if (status === 413) reply.header('connection', 'close');
  return reply.code(status).header('cache-control', 'no-store').type('application/json').send(errorBody(message, errors));
}

export const errorsPlugin = fp(
  async (app: FastifyInstance) => {
    app.setErrorHandler((error: FastifyError, request: FastifyRequest, reply: FastifyReply) => {
      if (error instanceof AppError) {
        if (error.statusCode >= 500) request.log.error({ err: error }, 'application error');
        // Refusals of protected calls (a public call's own 401, a wrong password, is logged by its service).
        const guarded = request.routeOptions.config?.access?.kind;
        if ((error.statusCode === 401 || error.statusCode === 403) && guarded && guarded !== 'public') {
          securityEvent(request.log, 'access_refused', {
            ip: request.ip,
            userId: request.auth?.user.id ?? null,
            route: `${request.method} ${request.routeOptions.url ?? request.url.split('?')[0]}`,
            status: error.statusCode,
            reason: error.message,
          });
        }
        return sendError(reply, error.statusCode, error.message, error.errors);
      }
      if (hasZodFastifySchemaValidationErrors(error)) {
        const errors = fieldErrors(error);
        const first = Object.values(errors)[0] ?? MSG.invalidInput;
        return sendError(reply, 400, first, errors);
      }
      const known = error.code ? CLIENT_ERRORS[error.code] : undefined;
      if (known) return sendError(reply, known.status, known.message);
      if (error instanceof SyntaxError) return sendError(reply, 400, MSG.malformedJson);
      const status = typeof error.statusCode === 'number' ? error.statusCode : 500;
      if (status >= 400 && status < 500) {
        request.log.info({ code: error.code, status }, 'client error');
        return sendError(reply, status, status === 429 ? MSG.tooManyRequests : MSG.invalidInput);
      }
      request.log.error({ err: error }, 'unexpected error');
      return sendError(reply, status === 503 ? 503 : 500, status === 503 ? MSG.unavailable : MSG.internalError);
    });
  },
  { name: 'errors' },
);
