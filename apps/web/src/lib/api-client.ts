import type { ErrorResponse } from '@passerelle/shared';
import { TOKEN_HEADER } from '@passerelle/shared/constants';
import { MSG } from '@passerelle/shared/messages';
import { sessionStore } from './session';

/**
 * The one way the app talks to the API (issue 3): adds `sb-tkn`, turns an error body into its French
 * message (SPEC §8: the server's message, else the transport's, else a generic text), and on a 401 for
 * the session clears it and goes to /login.
 */
export class ApiError extends Error {
  constructor(
    message: string,
    readonly status: number,
    readonly errors: Record<string, string> = {},
    /** True when the message is the server's own (SPEC §8 shows it first). */
    readonly fromServer = false,
  ) {
    super(message);
    this.name = 'ApiError';
  }
}

export const NETWORK_ERROR = 'Impossible de joindre le serveur, vérifiez votre connexion internet.';
export const GENERIC_ERROR = 'Une erreur est survenue, veuillez réessayer.';

let onSessionExpired: () => void = () => {
  window.location.assign('/login');
};
/** The router installs a navigation that does not reload the page. */
export function setSessionExpiredHandler(handler: () => void) {
  onSessionExpired = handler;
}

export interface RequestOptions {
  method?: 'GET' | 'POST';
  /** An explicit token (a link token from a mail); `null` sends none. Default: the session's. */
  token?: string | null;
  signal?: AbortSignal;
}

async function toApiError(response: Response): Promise<ApiError> {
  let body: Partial<ErrorResponse> | undefined;
  try {
    body = (await response.json()) as Partial<ErrorResponse>;
  } catch {
    body = undefined;
  }
  if (body?.message) return new ApiError(body.message, response.status, body.errors ?? {}, true);
  return new ApiError(response.statusText || GENERIC_ERROR, response.status);
}

let onTwoFactorRequired: () => void = () => undefined;
/**
 * The dashboard installs what to do when root has just made the second factor mandatory and this
 * administrator has not turned it on: the server refuses every call but the account's (issue 9).
 */
export function setTwoFactorRequiredHandler(handler: () => void) {
  onTwoFactorRequired = handler;
}

function handleUnauthorized(error: ApiError, usedSession: boolean) {
  if (error.status === 401 && usedSession) {
    sessionStore.clear();
    onSessionExpired();
  }
  if (error.status === 403 && usedSession && error.message === MSG.twoFactorRequired) onTwoFactorRequired();
}

export async function apiRequest<T>(path: string, body?: unknown, options: RequestOptions = {}): Promise<T> {
  const method = options.method ?? (body === undefined ? 'GET' : 'POST');
  const usedSession = options.token === undefined;
  const token = usedSession ? sessionStore.token() : options.token;
  const headers: Record<string, string> = {};
  if (token) headers[TOKEN_HEADER] = token;
  if (method === 'POST') headers['content-type'] = 'application/json';
  let response: Response;
  try {
    response = await fetch(path, {
      method,
      headers,
      body: method === 'POST' ? JSON.stringify(body ?? {}) : undefined,
      signal: options.signal,
    });
  } catch (error) {
    if ((error as Error).name === 'AbortError') throw error;
    throw new ApiError(NETWORK_ERROR, 0);
  }
  if (!response.ok) {
    const error = await toApiError(response);
    handleUnauthorized(error, usedSession && Boolean(token));
    throw error;
  }
  return (await response.json()) as T;
}

export const api = {
  post: <T>(path: string, body: unknown = {}, options?: Omit<RequestOptions, 'method'>) =>
    apiRequest<T>(path, body, { ...options, method: 'POST' }),
  get: <T>(path: string, options?: Omit<RequestOptions, 'method'>) =>
    apiRequest<T>(path, undefined, { ...options, method: 'GET' }),
};

/**
 * Sends a file as multipart (field `file`) and reports progress (0–100): fetch cannot report upload
 * progress, XMLHttpRequest can.
 */
export function uploadFile<T>(path: string, file: File, onProgress?: (percent: number) => void): Promise<T> {
  return new Promise((resolve, reject) => {
    const xhr = new XMLHttpRequest();
    xhr.open('POST', path);
    const token = sessionStore.token();
    if (token) xhr.setRequestHeader(TOKEN_HEADER, token);
    xhr.responseType = 'json';
    xhr.upload.onprogress = (event) => {
      if (event.lengthComputable) onProgress?.(Math.round((event.loaded / event.total) * 100));
    };
    xhr.onload = () => {
      const body = xhr.response as (Partial<ErrorResponse> & T) | null;
      if (xhr.status >= 200 && xhr.status < 300 && body) {
        onProgress?.(100);
        resolve(body);
        return;
      }
      const error = body?.message
        ? new ApiError(body.message, xhr.status, body.errors ?? {}, true)
        : new ApiError(xhr.statusText || GENERIC_ERROR, xhr.status);
      handleUnauthorized(error, Boolean(token));
      reject(error);
    };
    xhr.onerror = () => reject(new ApiError(NETWORK_ERROR, 0));
    const form = new FormData();
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
