import { createHash, createHmac } from 'node:crypto';

/**
 * AWS Signature Version 4 for S3 (header authentication), on node:crypto: what the S3 storage needs
 * rather than the whole AWS SDK. Follows "Authenticating Requests: Using the Authorization Header"
 * of the S3 API reference; sigv4.test.ts checks it against that page's published examples.
 */

export interface S3Credentials {
  accessKeyId: string;
  secretAccessKey: string;
}

export interface SigningInput {
  method: string;
  url: URL;
  /** Headers to sign besides host, x-amz-date and x-amz-content-sha256 (added here). */
  headers?: Record<string, string>;
  /** Hex SHA-256 of the body (`sha256Hex(body)`), or UNSIGNED-PAYLOAD. */
  payloadHash: string;
  credentials: S3Credentials;
  region: string;
  service?: string;
  date?: Date;
}

export const EMPTY_PAYLOAD_HASH = createHash('sha256').update('').digest('hex');

export function sha256Hex(data: Buffer | string): string {
  return createHash('sha256').update(data).digest('hex');
}

/** `20130524T000000Z` */
export function amzDate(date: Date): string {
  return date
    .toISOString()
    .replace(/[-:]/g, '')
    .replace(/\.\d{3}/, '');
}

/** RFC 3986 encoding: encodeURIComponent plus the five characters it leaves alone. */
function encodeRfc3986(value: string): string {
  return encodeURIComponent(value).replace(/[!'()*]/g, (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`);
}

/** S3 encodes each path segment once (unlike other services, no double encoding). */
function canonicalUri(url: URL): string {
  const path = url.pathname || '/';
  return path
    .split('/')
    .map((segment) => encodeRfc3986(decodeURIComponent(segment)))
    .join('/');
}

function canonicalQuery(url: URL): string {
  return [...url.searchParams.entries()]
    .map(([key, value]) => [encodeRfc3986(key), encodeRfc3986(value)] as const)
    .sort(([ka, va], [kb, vb]) => (ka === kb ? (va < vb ? -1 : va > vb ? 1 : 0) : ka < kb ? -1 : 1))
    .map(([key, value]) => `${key}=${value}`)
    .join('&');
}

/** The canonical request and the list of signed headers (lower case, sorted, `;`-joined). */
export function canonicalRequest(
  method: string,
  url: URL,
  headers: Record<string, string>,
  payloadHash: string,
): { text: string; signedHeaders: string } {
  const entries = Object.entries(headers)
    .map(([name, value]) => [name.toLowerCase(), value.trim().replace(/\s+/g, ' ')] as const)
    .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
  const signedHeaders = entries.map(([name]) => name).join(';');
  const text = [
    method.toUpperCase(),
    canonicalUri(url),
    canonicalQuery(url),
    ...entries.map(([name, value]) => `${name}:${value}`),
    '',
    signedHeaders,
    payloadHash,
  ].join('\n');
  return { text, signedHeaders };
}

export function stringToSign(date: Date, scope: string, canonical: string): string {
  return ['AWS4-HMAC-SHA256', amzDate(date), scope, sha256Hex(canonical)].join('\n');
}

export function signingKey(secretAccessKey: string, day: string, region: string, service: string): Buffer {
  const hmac = (key: string | Buffer, data: string) => createHmac('sha256', key).update(data).digest();
  return hmac(hmac(hmac(hmac(`AWS4${secretAccessKey}`, day), region), service), 'aws4_request');
}

/**
 * The headers that authenticate a request: the caller's, plus x-amz-date, x-amz-content-sha256 and
 * authorization. Host is signed from the URL (fetch sends it from the URL too), not returned.
 */
export function signRequest(input: SigningInput): Record<string, string> {
  const date = input.date ?? new Date();
  const service = input.service ?? 's3';
  const day = amzDate(date).slice(0, 8);
  const scope = `${day}/${input.region}/${service}/aws4_request`;
  const headers: Record<string, string> = {
    ...input.headers,
    'x-amz-date': amzDate(date),
    'x-amz-content-sha256': input.payloadHash,
  };
  const { text, signedHeaders } = canonicalRequest(
    input.method,
    input.url,
    { ...headers, host: input.url.host },
    input.payloadHash,
  );
  const signature = createHmac('sha256', signingKey(input.credentials.secretAccessKey, day, input.region, service))
    .update(stringToSign(date, scope, text))
    .digest('hex');
  return {
    ...headers,
    authorization: `AWS4-HMAC-SHA256 Credential=${input.credentials.accessKeyId}/${scope},SignedHeaders=${signedHeaders},Signature=${signature}`,
  };
}
