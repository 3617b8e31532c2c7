import { type CallArgs, type FileRoute, type JsonRoute, send } from './api-client';

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
 * Downloads what a route answers as a file the API serves only to the session: a FILE route (a CV,
 * DECISIONS §5), or a JSON route the server sends as an attachment (the RGPD export, by POST). A plain
 * link cannot send `sb-tkn`, so the file is fetched with it and handed to the browser as a blob, under
 * the name the server announces, else `fallbackName`. Failures are the ApiErrors of `call`.
 */
export async function download<C extends FileRoute | JsonRoute>(
  route: C,
  fallbackName: string,
  ...[input, options]: CallArgs<C>
): Promise<void> {
  const response = await send(route, input, options);
  saveFile(await response.blob(), attachmentName(response.headers.get('content-disposition'), fallbackName));
}
