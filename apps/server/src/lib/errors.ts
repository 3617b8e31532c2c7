import { MSG } from '@passerelle/shared';

/**
 * The one application error (DECISIONS §2): an HTTP status and a French message, plus field errors
 * for invalid input. The error handler turns it into `{done: false, success: false, message, errors}`.
 */
export class AppError extends Error {
  constructor(
    readonly statusCode: number,
    message: string,
    readonly errors?: Record<string, string>,
  ) {
    super(message);
    this.name = 'AppError';
  }
}

export const badRequest = (message: string = MSG.invalidInput, errors?: Record<string, string>) =>
  new AppError(400, message, errors);
/** A 400 that names one invalid field, like the schema validation does. */
export const invalidField = (field: string, message: string) => new AppError(400, message, { [field]: message });
export const unauthorized = (message: string = MSG.unauthenticated) => new AppError(401, message);
export const forbidden = (message: string = MSG.forbidden) => new AppError(403, message);
export const notFound = (message: string = MSG.notFound) => new AppError(404, message);
export const conflict = (message: string = MSG.conflict) => new AppError(409, message);
export const payloadTooLarge = (message: string = MSG.bodyTooLarge) => new AppError(413, message);
export const unsupportedMediaType = (message: string = MSG.unsupportedMediaType) => new AppError(415, message);
export const tooManyRequests = (message: string = MSG.tooManyRequests) => new AppError(429, message);

/** PostgreSQL's unique_violation, raised the same way by both engines. */
export function isUniqueViolation(error: unknown, constraint?: string): boolean {
  const e = findPgError(error);
  return e?.code === '23505' && (constraint === undefined || e.constraint === constraint);
}

function findPgError(error: unknown): { code?: string; constraint?: string } | undefined {
  let current: unknown = error;
  for (let depth = 0; depth < 4 && current && typeof current === 'object'; depth++) {
    const candidate = current as { code?: unknown; constraint?: string; cause?: unknown };
    if (typeof candidate.code === 'string' && /^[0-9A-Z]{5}$/.test(candidate.code)) {
      return candidate as { code: string; constraint?: string };
    }
    current = candidate.cause;
  }
  return undefined;
}
