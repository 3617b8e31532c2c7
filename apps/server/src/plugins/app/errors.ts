import { ERRORS, type ErrorCode, errorsOf, isErrorCode } from '@passerelle/shared';
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { AppError } from '../../lib/errors.js';
import { securityEvent } from '../../lib/security-log.js';

/**
 * The one error handler (DECISIONS §2): every failure answers the right status and
 * `{done: false, success: false, message, code, errors?}` in French; never a stack trace, an SQL text
 * or an HTML page. 5xx details go to the log only.
 */

/** Fastify and plugin error codes that are the client's fault, with our code. */
const CLIENT_ERRORS: Record<string, ErrorCode> = {
  FST_ERR_CTP_INVALID_JSON_BODY: 'input.malformed_json',
  FST_ERR_CTP_EMPTY_JSON_BODY: 'input.empty_body',
  FST_ERR_CTP_BODY_TOO_LARGE: 'input.too_large',
  FST_ERR_CTP_INVALID_MEDIA_TYPE: 'input.unsupported_media_type',
  FST_ERR_CTP_INVALID_CONTENT_LENGTH: 'request.malformed',
  FST_ERR_CTP_INVALID_TYPE: 'input.unsupported_media_type',
  FST_ERR_VALIDATION: 'input.invalid',
  FST_INVALID_MULTIPART_CONTENT_TYPE: 'upload.multipart_expected',
  FST_REQ_FILE_TOO_LARGE: 'input.too_large',
  FST_FILES_LIMIT: 'input.too_large',
  FST_PARTS_LIMIT: 'input.too_large',
  FST_FIELDS_LIMIT: 'input.too_large',
  FST_PROTO_VIOLATION: 'request.malformed',
};

export interface ErrorBody {
  done: false;
  success: false;
  message: string;
  code: ErrorCode;
  errors?: Record<string, string>;
}

function errorBody(code: ErrorCode, errors?: Record<string, string>, message: string = ERRORS[code].message): ErrorBody {
  const body: ErrorBody = { done: false, success: false, message, code };
  if (errors) body.errors = errors;
  return body;
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

/**
 * The code of a refused input: `input.invalid`, unless the first refusal is a shared rule that names its own
 * 400 code in its params (a control character in a text answers `input.forbidden_characters`, issue 28 §6).
 */
function inputCode(error: FastifyError): ErrorCode {
  // fastify-type-provider-zod puts a custom issue's params under `params.params` (7.x); `params.issue` is kept
  // for the shape that carries the whole issue.
  const first = error.validation?.[0]?.params as
    | { params?: { code?: unknown }; issue?: { params?: { code?: unknown } } }
    | undefined;
  const code = first?.params?.code ?? first?.issue?.params?.code;
  return isErrorCode(code) && ERRORS[code].status === 400 ? code : 'input.invalid';
}

/** Answers the failure of this code (its status and message), with field errors and a more precise message if given. */
export function sendError(reply: FastifyReply, code: ErrorCode, errors?: Record<string, string>, message?: string) {
  const { status } = ERRORS[code];
  // A body too large is not read to its end: close the connection rather than drain it.
  if (status === 413) reply.header('connection', 'close');
  return reply
    .code(status)
    .header('cache-control', 'no-store')
    .type('application/json')
    .send(errorBody(code, errors, message));
}

export interface ErrorsOptions {
  /**
   * Told of every failure a route answers with a code its contract does not declare (errorsOf). The
   * test app fails the suite on one, so the API reference lists exactly what the routes answer.
   */
  onUndeclared?: (route: string, code: string) => void;
}

/** Failures any route may give whatever its contract: the server's own faults. */
const ALWAYS_POSSIBLE = new Set<string>(['server.error', 'server.unavailable']);

export const errorsPlugin = fp(
  async (app: FastifyInstance, options: ErrorsOptions) => {
    const { onUndeclared } = options;
    if (onUndeclared) {
      app.addHook('onSend', async (request, reply, payload) => {
        const contract = request.routeOptions.config?.contract;
        if (!contract || reply.statusCode < 400 || typeof payload !== 'string') return payload;
        const code = (JSON.parse(payload) as { code?: string }).code ?? '(none)';
        if (!ALWAYS_POSSIBLE.has(code) && !(errorsOf(contract) as string[]).includes(code)) {
          onUndeclared(`${contract.method} ${contract.url}`, code);
        }
        return payload;
      });
    }
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
            reason: error.code,
          });
        }
        return sendError(reply, error.code, error.errors, error.message);
      }
      if (hasZodFastifySchemaValidationErrors(error)) {
        const errors = fieldErrors(error);
        return sendError(reply, inputCode(error), errors, Object.values(errors)[0]);
      }
      const known = error.code ? CLIENT_ERRORS[error.code] : undefined;
      if (known) return sendError(reply, known);
      if (error instanceof SyntaxError) return sendError(reply, 'input.malformed_json');
      const status = typeof error.statusCode === 'number' ? error.statusCode : 500;
      if (status >= 400 && status < 500) {
        request.log.info({ code: error.code, status }, 'client error');
        return sendError(reply, status === 429 ? 'rate.limited' : 'input.invalid');
      }
      request.log.error({ err: error }, 'unexpected error');
      return sendError(reply, status === 503 ? 'server.unavailable' : 'server.error');
    });
  },
  { name: 'errors' },
);
