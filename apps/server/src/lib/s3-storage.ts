import { Readable } from 'node:stream';
import type { ReadableStream as NodeReadableStream } from 'node:stream/web';
import { MSG } from '@passerelle/shared';
import { AppError } from './errors.js';
import { EMPTY_PAYLOAD_HASH, sha256Hex, signRequest } from './sigv4.js';
import { isValidStorageKey, type Storage, type StoredFile } from './storage.js';

/**
 * Uploads in an S3-compatible bucket (AWS S3, MinIO, Ceph, Scaleway, OVH, Garage…), so that several
 * instances serve the same files (docs/operations.md). Selected by
 *
 *   STORAGE_URL=s3://ACCESS_KEY:SECRET@HOST[:PORT]/BUCKET[?region=REGION][&tls=false]
 *
 * - ACCESS_KEY and SECRET are percent-encoded (a `/` in a secret is written `%2F`);
 * - HOST[:PORT] is the S3 endpoint, addressed path-style (`https://HOST/BUCKET/KEY`);
 * - region: the bucket's region, signed into every request (default `us-east-1`);
 * - tls: `false` for plain HTTP, e.g. a MinIO on the private network (default `true`).
 *
 * The secret is never logged: it is kept in a private field, out of JSON and of `util.inspect`.
 */

const PARAMS = ['region', 'tls'];
/** S3's bucket naming rules (path-style addressing). */
const BUCKET_RE = /^[a-z0-9][a-z0-9.-]{1,61}[a-z0-9]$/;
const REGION_RE = /^[a-z0-9-]{1,32}$/;
export const STORAGE_URL_FORMAT = 's3://CLÉ:SECRET@hôte[:port]/bucket[?region=…][&tls=false]';

export class S3Location {
  readonly #secretAccessKey: string;

  constructor(
    /** `https://host[:port]`, no credentials. */
    readonly endpoint: string,
    readonly bucket: string,
    readonly region: string,
    readonly accessKeyId: string,
    secretAccessKey: string,
  ) {
    this.#secretAccessKey = secretAccessKey;
  }

  get secretAccessKey(): string {
    return this.#secretAccessKey;
  }

  /** For the logs: where the files go, without the keys. */
  toString(): string {
    return `${this.endpoint}/${this.bucket}`;
  }
}

/** Parses STORAGE_URL; throws an Error whose French message never repeats the URL (it holds the secret). */
export function parseStorageUrl(value: string): S3Location {
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    throw new Error(`doit être de la forme ${STORAGE_URL_FORMAT}`);
  }
  if (url.protocol !== 's3:' || !url.hostname) throw new Error(`doit être de la forme ${STORAGE_URL_FORMAT}`);
  let accessKeyId: string;
  let secret: string;
  try {
    accessKeyId = decodeURIComponent(url.username);
    secret = decodeURIComponent(url.password);
  } catch {
    throw new Error('la clé ou le secret est mal encodé (encodez %, / et @ en %25, %2F et %40)');
  }
  if (!accessKeyId || !secret) {
    throw new Error(`la clé d'accès et le secret sont obligatoires (${STORAGE_URL_FORMAT})`);
  }
  const bucket = url.pathname.replace(/^\/|\/$/g, '');
  if (!bucket) throw new Error(`le nom du bucket manque (${STORAGE_URL_FORMAT})`);
  if (!BUCKET_RE.test(bucket)) {
    throw new Error(`« ${bucket} » n'est pas un nom de bucket valide (3 à 63 caractères : minuscules, chiffres, points, tirets)`);
  }
  for (const key of url.searchParams.keys()) {
    if (!PARAMS.includes(key)) throw new Error(`paramètre inconnu « ${key} » (seuls region et tls sont acceptés)`);
  }
  const region = url.searchParams.get('region') ?? 'us-east-1';
  if (!REGION_RE.test(region)) throw new Error('region doit être un nom de région, par exemple eu-west-3');
  const tls = url.searchParams.get('tls') ?? 'true';
  if (tls !== 'true' && tls !== 'false') throw new Error('tls doit valoir true ou false');
  const endpoint = `${tls === 'true' ? 'https' : 'http'}://${url.host}`;
  return new S3Location(endpoint, bucket, region, accessKeyId, secret);
}

/**
 * The storage could not be reached or refused the request: a 503 with a French message for the
 * caller; `detail` (method, key, status, S3 error code; never a key or secret) goes to the log.
 */
export class StorageUnavailableError extends AppError {
  constructor(
    readonly detail: string,
    options: { cause?: unknown } = {},
  ) {
    super(503, MSG.storageUnavailable);
    this.name = 'StorageUnavailableError';
    if (options.cause !== undefined) this.cause = options.cause;
  }
}

export interface S3StorageOptions {
  /** How long to wait for the response headers (the body of a GET streams without a limit). */
  timeoutMs?: number;
}

/** The S3 error code of an error response (`<Code>NoSuchBucket</Code>`), when there is one. */
async function errorCode(response: Response): Promise<string> {
  const text = await response.text().catch(() => '');
  return /<Code>([^<]{1,64})<\/Code>/.exec(text)?.[1] ?? '';
}

function describe(error: unknown): string {
  const cause = (error as { cause?: { code?: string; message?: string } }).cause;
  if (error instanceof Error && error.name === 'AbortError') return 'délai dépassé';
  return cause?.code ?? cause?.message ?? (error as Error).message ?? String(error);
}

export class S3Storage implements Storage {
  private readonly timeoutMs: number;

  constructor(
    private readonly location: S3Location,
    options: S3StorageOptions = {},
  ) {
    this.timeoutMs = options.timeoutMs ?? 15_000;
  }

  private objectUrl(key: string): URL {
    if (!isValidStorageKey(key)) throw new Error(`invalid storage key: ${key}`);
    return new URL(`${this.location.endpoint}/${this.location.bucket}/${key}`);
  }

  /** One signed request; throws StorageUnavailableError when the endpoint cannot be reached in time. */
  private async send(method: string, url: URL, label: string, body?: Buffer): Promise<Response> {
    const headers = signRequest({
      method,
      url,
      payloadHash: body ? sha256Hex(body) : EMPTY_PAYLOAD_HASH,
      credentials: { accessKeyId: this.location.accessKeyId, secretAccessKey: this.location.secretAccessKey },
      region: this.location.region,
    });
    const controller = new AbortController();
    const timer = setTimeout(() => controller.abort(), this.timeoutMs);
    try {
      // Our buffers are never shared memory: the cast only narrows ArrayBufferLike for the DOM typings.
      const payload = body as Uint8Array<ArrayBuffer> | undefined;
      return await fetch(url, { method, headers, body: payload, signal: controller.signal, redirect: 'manual' });
    } catch (error) {
      throw new StorageUnavailableError(`S3 ${method} ${label}: ${describe(error)}`, { cause: error });
    } finally {
      // The headers are in: a slow download is the reader's pace, not an outage.
      clearTimeout(timer);
    }
  }

  private async refused(method: string, label: string, response: Response): Promise<never> {
    const code = await errorCode(response);
    throw new StorageUnavailableError(`S3 ${method} ${label}: HTTP ${response.status}${code ? ` ${code}` : ''}`);
  }

  async put(key: string, data: Buffer): Promise<void> {
    const response = await this.send('PUT', this.objectUrl(key), key, data);
    if (!response.ok) return this.refused('PUT', key, response);
    await response.body?.cancel();
  }

  async get(key: string): Promise<StoredFile | null> {
    if (!isValidStorageKey(key)) return null;
    const response = await this.send('GET', this.objectUrl(key), key);
    if (response.status === 404) {
      await response.body?.cancel();
      return null;
    }
    if (!response.ok) return this.refused('GET', key, response);
    const size = Number(response.headers.get('content-length'));
    if (!response.body || !Number.isSafeInteger(size)) {
      await response.body?.cancel();
      throw new StorageUnavailableError(`S3 GET ${key}: réponse sans Content-Length`);
    }
    // Streamed to the reply as it arrives: a file is never held whole in memory.
    return { stream: Readable.fromWeb(response.body as NodeReadableStream<Uint8Array>), size };
  }

  async exists(key: string): Promise<boolean> {
    if (!isValidStorageKey(key)) return false;
    const response = await this.send('HEAD', this.objectUrl(key), key);
    if (response.status === 404) return false;
    if (!response.ok) return this.refused('HEAD', key, response);
    return true;
  }

  async delete(key: string): Promise<void> {
    if (!isValidStorageKey(key)) return;
    const response = await this.send('DELETE', this.objectUrl(key), key);
    if (!response.ok && response.status !== 404) return this.refused('DELETE', key, response);
    await response.body?.cancel();
  }

  /** At start: the bucket exists and these keys may use it (HEAD bucket). */
  async check(): Promise<void> {
    const url = new URL(`${this.location.endpoint}/${this.location.bucket}`);
    const response = await this.send('HEAD', url, `bucket ${this.location.bucket}`);
    if (!response.ok) {
      const hint = response.status === 404 ? ' (bucket introuvable)' : response.status === 403 ? ' (accès refusé)' : '';
      throw new StorageUnavailableError(
        `S3 HEAD bucket ${this.location.bucket} sur ${this.location.endpoint}: HTTP ${response.status}${hint}`,
      );
    }
  }
}
