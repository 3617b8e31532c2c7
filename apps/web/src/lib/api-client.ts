import { TOKEN_HEADER } from '@passerelle/shared/constants';
import type { BodyOf, FILE, ParamsOf, QueryOf, ResponseOf, RouteContract } from '@passerelle/shared/contract';
import { type ErrorCode, isErrorCode } from '@passerelle/shared/errors';
import type { ErrorResponse } from '@passerelle/shared/schemas/common';
import type { z } from 'zod';
import { sessionStore } from './session';
import { sessionExpired } from './session-expiry';

/**
 * The one way the app talks to the API (issues 3 and 14): `call(route, input)` with a route contract of
 * `@passerelle/shared/routes/<area>`, typed by it; `upload` for its multipart routes; `send` for the
 * downloads (lib/download.ts). Adds `sb-tkn`, turns an error body into an ApiError (SPEC §8: the server's
 * message, else the transport's, else the screen's), and on a 401 for the session clears it and goes to
 * /login. A path is spelled once, in the contract.
 */
export class ApiError extends Error {
  /** The server's stable id of the failure (DECISIONS §2), null when the answer carried none. */
  readonly code: ErrorCode | null;
  /** Field errors of an invalid input, `{field: message}`. */
  readonly errors: Record<string, string>;
  /** True when the message is the server's own (SPEC §8 shows it first). */
  readonly fromServer: boolean;

  constructor(
    message: string,
    readonly status: number,
    details: { code?: ErrorCode | null; errors?: Record<string, string>; fromServer?: boolean } = {},
  ) {
    super(message);
    this.name = 'ApiError';
    this.code = details.code ?? null;
    this.errors = details.errors ?? {};
    this.fromServer = details.fromServer ?? false;
  }
}

/** True when `error` is the server's failure with this code (DECISIONS §2). */
export const hasErrorCode = (error: unknown, code: ErrorCode): boolean => error instanceof ApiError && error.code === code;

export const NETWORK_ERROR = 'Impossible de joindre le serveur, vérifiez votre connexion internet.';
export const GENERIC_ERROR = 'Une erreur est survenue, veuillez réessayer.';

/** The ApiError an error answer stands for: its message, code and field errors when it has them. */
function apiErrorOf(status: number, statusText: string, body: unknown): ApiError {
  const answer = (typeof body === 'object' && body !== null ? body : {}) as Partial<ErrorResponse>;
  const code = isErrorCode(answer.code) ? answer.code : null;
  if (typeof answer.message === 'string' && answer.message) {
    return new ApiError(answer.message, status, { code, errors: answer.errors ?? {}, fromServer: true });
  }
  return new ApiError(statusText || GENERIC_ERROR, status, { code });
}

export { setSessionExpiredHandler } from './session-expiry';

let onTwoFactorRequired: () => void = () => undefined;
/**
 * The dashboard installs what to do when root has just made the second factor mandatory and this
 * administrator has not turned it on: the server refuses every call but the account's (issue 9).
 */
export function setTwoFactorRequiredHandler(handler: () => void) {
  onTwoFactorRequired = handler;
}

/** What a refusal of a call made with the session means for the whole app: recognised by status and code. */
function handleRefusal(error: ApiError, usedSession: boolean) {
  if (!usedSession) return;
  if (error.status === 401) {
    sessionStore.clear();
    sessionExpired(error.code);
  }
  if (error.code === 'auth.two_factor_required') onTwoFactorRequired();
}

// ── Types read from the contract ─────────────────────────────────────────────────────────────────

/** A route answering JSON to a JSON body: what `call` takes. */
export type JsonRoute = RouteContract & { response: z.ZodType; multipart?: false };
/** A multipart route (field `file`): what `upload` takes. */
export type UploadRoute = RouteContract & { response: z.ZodType; multipart: true };
/** A route whose answer is a file: what `download` takes (see lib/download.ts). */
export type FileRoute = RouteContract & { response: typeof FILE; multipart?: false };

/** A part of the input: its object (a `nullish()` body's too), or nothing when the contract has no such part. */
type Part<T> = [NonNullable<T>] extends [never] ? unknown : NonNullable<T>;
type Flatten<T> = { [K in keyof T]: T[K] } & {};
/**
 * What a call sends, as one object: the body's fields, plus the path parameters and query fields where
 * the contract has them (`{userId: 3}` for `/api/files/cv/:userId`). See `requestOf` for how it is split.
 */
export type InputOf<C extends RouteContract> = Flatten<Part<BodyOf<C>> & Part<ParamsOf<C>> & Part<QueryOf<C>>>;

export interface CallOptions {
  /** An explicit token (a link token from a mail); `null` sends none. Default: the session's. */
  token?: string | null;
  signal?: AbortSignal;
}

/** The input is required when the route takes one with a required field, optional otherwise. */
export type CallArgs<C extends RouteContract> = [keyof InputOf<C>] extends [never]
  ? [input?: undefined, options?: CallOptions]
  : object extends InputOf<C>
    ? [input?: InputOf<C>, options?: CallOptions]
    : [input: InputOf<C>, options?: CallOptions];

// ── Requests ──────────────────────────────────────────────────────────────────────────────────────

/**
 * The URL and body of a call: the contract's `:name` segments are filled from the input's fields of the
 * same name (as the shared pathOf does; not imported, to keep the contract module out of the first
 * screen's chunk); the other fields are the JSON body of a POST, or the query string of a GET.
 */
export function requestOf(route: RouteContract, input?: object): { url: string; body?: string } {
  const fields: Record<string, unknown> = { ...(input ?? {}) };
  const url = route.url.replace(/:([A-Za-z_]+)/g, (_, name: string) => {
    const value = fields[name];
    if (value === undefined || value === null) throw new Error(`${route.url}: parameter ${name} missing`);
    delete fields[name];
    return encodeURIComponent(String(value));
  });
  if (route.method === 'POST') return { url, body: JSON.stringify(fields) };
  const query = new URLSearchParams();
  for (const [name, value] of Object.entries(fields)) {
    if (value === undefined || value === null) continue;
    for (const item of Array.isArray(value) ? value : [value]) query.append(name, String(item));
  }
  const search = query.toString();
  return { url: search ? `${url}?${search}` : url };
}

/**
 * Sends a request of this route and returns the answer when it is a success; else throws its ApiError,
 * after the app-wide handling of a refusal (session ended, second factor required).
 */
export async function send(route: RouteContract, input?: object, options: CallOptions = {}): Promise<Response> {
  const { url, body } = requestOf(route, input);
  const usedSession = options.token === undefined;
  const token = usedSession ? sessionStore.token() : options.token;
  const headers: Record<string, string> = {};
  if (token) headers[TOKEN_HEADER] = token;
  if (body !== undefined) headers['content-type'] = 'application/json';
  let response: Response;
  try {
    response = await fetch(url, { method: route.method, headers, body, signal: options.signal });
  } catch (error) {
    if ((error as Error).name === 'AbortError') throw error;
    throw new ApiError(NETWORK_ERROR, 0);
  }
  if (!response.ok) {
    const error = apiErrorOf(response.status, response.statusText, await response.json().catch(() => undefined));
    handleRefusal(error, usedSession && Boolean(token));
    throw error;
  }
  return response;
}

/** Calls a JSON route of the contract: `call(offersApi.createOffre, body)` resolves with its typed answer. */
export async function call<C extends JsonRoute>(route: C, ...[input, options]: CallArgs<C>): Promise<ResponseOf<C>> {
  const response = await send(route, input, options);
  return (await response.json()) as ResponseOf<C>;
}

/**
 * Sends a file to a multipart route (field `file`) and reports progress (0–100): fetch cannot report
 * upload progress, XMLHttpRequest can.
 */
export function upload<C extends UploadRoute>(
  route: C,
  file: File,
  onProgress?: (percent: number) => void,
  /** Text fields sent before the file (uploadDocument's type and expiry). */
  fields: Record<string, string> = {},
): Promise<ResponseOf<C>> {
  return new Promise((resolve, reject) => {
    const xhr = new XMLHttpRequest();
    xhr.open(route.method, requestOf(route).url);
    const token = sessionStore.token();
    if (token) xhr.setRequestHeader(TOKEN_HEADER, token);
    xhr.responseType = 'json';
    xhr.upload.onprogress = (event) => {
      if (event.lengthComputable) onProgress?.(Math.round((event.loaded / event.total) * 100));
    };
    xhr.onload = () => {
      const body: unknown = xhr.response;
      if (xhr.status >= 200 && xhr.status < 300 && body) {
        onProgress?.(100);
        resolve(body as ResponseOf<C>);
        return;
      }
      const error = apiErrorOf(xhr.status, xhr.statusText, body);
      handleRefusal(error, Boolean(token));
      reject(error);
    };
    xhr.onerror = () => reject(new ApiError(NETWORK_ERROR, 0));
    const form = new FormData();
    for (const [name, value] of Object.entries(fields)) form.append(name, value);
    form.append('file', file);
    xhr.send(form);
  });
}

/**
 * The message to show for a failed call (SPEC §8): the server's message, else the transport's
 * (network down), else the screen's fixed fallback.
 */
export function errorMessage(error: unknown, fallback = GENERIC_ERROR): string {
  if (error instanceof ApiError) return error.fromServer || error.status === 0 ? error.message : fallback;
  return fallback;
}
