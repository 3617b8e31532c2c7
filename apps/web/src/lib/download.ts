import { TOKEN_HEADER } from '@passerelle/shared/constants';
import { ApiError, GENERIC_ERROR, NETWORK_ERROR } from './api-client';
import { sessionStore } from './session';

/** The file name a `content-disposition` header announces (RFC 6266: `filename*` first), else the fallback. */
export function attachmentName(header: string | null, fallback: string): string {
  if (!header) return fallback;
  const star = /filename\*\s*=\s*UTF-8''([^;]+)/i.exec(header);
  if (star?.[1]) {
    try {
      return decodeURIComponent(star[1].trim());
    } catch {
      // A badly encoded name: fall back to the plain one.
    }
  }
  const plain = /filename\s*=\s*"?([^";]+)"?/i.exec(header);
  return plain?.[1]?.trim() || fallback;
}

/** Hands a file made or fetched in the page to the browser's downloads, under this name. */
export function saveFile(blob: Blob, name: string): void {
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = name;
  document.body.append(link);
  link.click();
  link.remove();
  // Revoked on the next tick: the click has started the download by then.
  setTimeout(() => URL.revokeObjectURL(url), 0);
}

/**
 * Downloads a file the API serves only to the session (a CV, DECISIONS §5; the RGPD export, by POST):
 * a plain link cannot send `sb-tkn`, so the file is fetched with it and handed to the browser as a blob.
 */
export async function downloadWithSession(path: string, fallbackName: string, method: 'GET' | 'POST' = 'GET'): Promise<void> {
  const token = sessionStore.token();
  const headers: Record<string, string> = token ? { [TOKEN_HEADER]: token } : {};
  if (method === 'POST') headers['content-type'] = 'application/json';
  let response: Response;
  try {
    response = await fetch(path, { method, headers, body: method === 'POST' ? '{}' : undefined });
  } catch {
    throw new ApiError(NETWORK_ERROR, 0);
  }
  if (!response.ok) {
    const body = (await response.json().catch(() => null)) as { message?: string } | null;
    throw body?.message
      ? new ApiError(body.message, response.status, {}, true)
      : new ApiError(response.statusText || GENERIC_ERROR, response.status);
  }
  saveFile(await response.blob(), attachmentName(response.headers.get('content-disposition'), fallbackName));
}
