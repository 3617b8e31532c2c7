import { ERRORS, type ErrorCode } from '@passerelle/shared';

/**
 * The one application error (DECISIONS §2): a stable code from the shared catalogue (ERRORS), which
 * gives the HTTP status and the French message, plus field errors for invalid input. The error handler
 * turns it into `{done: false, success: false, message, code, errors?}`.
 */
export class AppError extends Error {
  readonly statusCode: number;
  constructor(
    readonly code: ErrorCode,
    readonly errors?: Record<string, string>,
    /** A field message that says more than the code's (the first of `errors`, as schema validation does). */
    message?: string,
  ) {
    super(message ?? ERRORS[code].message);
    this.name = 'AppError';
    this.statusCode = ERRORS[code].status;
  }
}

/** The failure of this code. */
export const fail = (code: ErrorCode) => new AppError(code);

/** A failure that names the field it is about, with the code's message (like schema validation). */
export const failField = (code: ErrorCode, field: string) => new AppError(code, { [field]: ERRORS[code].message });

/** Invalid input found beyond the schema: each field with its own message; the first one is the answer's. */
export const invalidInput = (errors: Record<string, string>) =>
  new AppError('input.invalid', errors, Object.values(errors)[0] ?? ERRORS['input.invalid'].message);

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
