import { createHash } from 'node:crypto';
import { Readable } from 'node:stream';
import type { ReadableStream as NodeReadableStream } from 'node:stream/web';
import { setTimeout as sleep } from 'node:timers/promises';
import { AwsV4Signer } from 'aws4fetch';
import { AppError } from './errors.js';
import { isValidStorageKey, type Storage, type StoredFile } from './storage.js';

/**
 * Uploads in an S3-compatible bucket (AWS S3, MinIO, Ceph, Scaleway, OVH, Garage…), so that several
 * instances serve the same files (docs/operations.md). Selected by
 *
 *   STORAGE_URL=s3://ACCESS_KEY:SECRET@HOST[:PORT]/BUCKET[?region=REGION][&tls=false][&session_token=TOKEN]
 *
 * - ACCESS_KEY and SECRET are percent-encoded (a `/` in a secret is written `%2F`);
 * - HOST[:PORT] is the S3 endpoint, addressed path-style (`https://HOST/BUCKET/KEY`);
 * - region: the bucket's region, signed into every request (default `us-east-1`);
 * - tls: `false` for plain HTTP, e.g. a MinIO on the private network (default `true`);
 * - session_token: the session token of temporary credentials (AWS STS), percent-encoded, sent as
 *   `x-amz-security-token` and signed with the request.
 *
 * Requests are signed with AWS Signature V4 by aws4fetch (s3-storage.test.ts checks it against AWS's
 * published examples). The secret and the session token are never logged: they are kept in private
 * fields, out of JSON and of `util.inspect`.
 */

const PARAMS = ['region', 'tls', 'session_token'];
/** S3's bucket naming rules (path-style addressing). */
const BUCKET_RE = /^[a-z0-9][a-z0-9.-]{1,61}[a-z0-9]$/;
const REGION_RE = /^[a-z0-9-]{1,32}$/;
const STORAGE_URL_FORMAT = 's3://CLÉ:SECRET@hôte[:port]/bucket[?region=…][&tls=false][&session_token=…]';

export class S3Location {
  readonly #secretAccessKey: string;
  readonly #sessionToken: string | undefined;

  constructor(
    /** `https://host[:port]`, no credentials. */
    readonly endpoint: string,
    readonly bucket: string,
    readonly region: string,
    readonly accessKeyId: string,
    secretAccessKey: string,
    sessionToken?: string,
  ) {
    this.#secretAccessKey = secretAccessKey;
    this.#sessionToken = sessionToken;
  }

  get secretAccessKey(): string {
    return this.#secretAccessKey;
  }

  /** The session token of temporary credentials, if any. */
  get sessionToken(): string | undefined {
    return this.#sessionToken;
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
    if (!PARAMS.includes(key)) throw new Error(`paramètre inconnu « ${key} » (seuls region, tls et session_token sont acceptés)`);
  }
  const region = url.searchParams.get('region') ?? 'us-east-1';
  if (!REGION_RE.test(region)) throw new Error('region doit être un nom de région, par exemple eu-west-3');
  const tls = url.searchParams.get('tls') ?? 'true';
  if (tls !== 'true' && tls !== 'false') throw new Error('tls doit valoir true ou false');
  const sessionToken = url.searchParams.get('session_token') ?? undefined;
  // A `+` left as is in a query reads as a space, and a token never holds one.
  if (sessionToken !== undefined && (!sessionToken || /\s/.test(sessionToken))) {
    throw new Error('session_token est vide ou mal encodé (encodez +, / et = en %2B, %2F et %3D)');
  }
  const endpoint = `${tls === 'true' ? 'https' : 'http'}://${url.host}`;
  return new S3Location(endpoint, bucket, region, accessKeyId, secret, sessionToken);
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
    super('storage.unavailable');
    this.name = 'StorageUnavailableError';
    if (options.cause !== undefined) this.cause = options.cause;
  }
}

export interface S3StorageOptions {
  /**
   * How long a call waits for response headers, retries included (the body of a GET then streams
   * without a limit).
   */
  timeoutMs?: number;
  /** Tries of one call when the endpoint cannot be reached or answers 5xx (default 3: two retries). */
  attempts?: number;
  /** First backoff before a retry, doubled at each one, with full jitter (default 100 ms). */
  retryBaseMs?: number;
}

interface S3Credentials {
  accessKeyId: string;
  secretAccessKey: string;
  sessionToken?: string;
}

export interface S3SigningInput {
  method: string;
  url: URL;
  /** Headers to sign besides host, x-amz-date, x-amz-content-sha256 and x-amz-security-token (added here). */
  headers?: Record<string, string>;
  /** Hex SHA-256 of the body (`sha256Hex(body)`), or UNSIGNED-PAYLOAD; sent as x-amz-content-sha256. */
  payloadHash: string | undefined;
  credentials: S3Credentials;
  region: string;
  /** `s3` (default); AWS's generic SigV4 test suite signs for `service`, without x-amz-content-sha256. */
  service?: string;
  /** The signing time (tests); now by default. */
  date?: Date;
}

export const EMPTY_PAYLOAD_HASH = sha256Hex('');

export function sha256Hex(data: Buffer | string): string {
  return createHash('sha256').update(data).digest('hex');
}

/**
 * The headers that authenticate one S3 request (AWS Signature V4, by aws4fetch): the caller's, plus
 * x-amz-date, x-amz-content-sha256, x-amz-security-token with temporary credentials, and
 * authorization. Every header given is signed (aws4fetch leaves `range` and a few others out by
 * default); host is signed from the URL, which is where fetch takes it from.
 */
export async function signS3Request(input: S3SigningInput): Promise<Headers> {
  const signer = new AwsV4Signer({
    method: input.method,
    url: input.url.toString(),
    headers: input.payloadHash === undefined ? input.headers : { ...input.headers, 'x-amz-content-sha256': input.payloadHash },
    accessKeyId: input.credentials.accessKeyId,
    secretAccessKey: input.credentials.secretAccessKey,
    sessionToken: input.credentials.sessionToken,
    service: input.service ?? 's3',
    region: input.region,
    datetime: (input.date ?? new Date()).toISOString().replace(/[:-]|\.\d{3}/g, ''),
    allHeaders: true,
  });
  return (await signer.sign()).headers;
}

/** 500, 502, 503 (S3's SlowDown), 504: the endpoint's trouble, worth another try. */
const isRetryable = (status: number) => status >= 500 && status <= 599;

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
  private readonly attempts: number;
  private readonly retryBaseMs: number;

  constructor(
    private readonly location: S3Location,
    options: S3StorageOptions = {},
  ) {
    this.timeoutMs = options.timeoutMs ?? 15_000;
    this.attempts = Math.max(1, options.attempts ?? 3);
    this.retryBaseMs = options.retryBaseMs ?? 100;
  }

  private objectUrl(key: string): URL {
    if (!isValidStorageKey(key)) throw new Error(`invalid storage key: ${key}`);
    return new URL(`${this.location.endpoint}/${this.location.bucket}/${key}`);
  }

  /**
   * One call: signed anew at each try, retried with backoff while the endpoint cannot be reached or
   * answers 5xx, within `timeoutMs` in all. Throws StorageUnavailableError when no answer came; a last
   * 5xx answer is returned to the caller, which reports it. (aws4fetch's AwsClient.fetch also retries, but
   * only on 5xx and 429, not on a refused or cut connection, up to 10 times and without a time limit: so
   * only its signer is used here.)
   */
  private async send(method: string, url: URL, label: string, body?: Buffer): Promise<Response> {
    const deadline = Date.now() + this.timeoutMs;
    const payloadHash = body ? sha256Hex(body) : EMPTY_PAYLOAD_HASH;
    const credentials = {
      accessKeyId: this.location.accessKeyId,
      secretAccessKey: this.location.secretAccessKey,
      sessionToken: this.location.sessionToken,
    };
    for (let attempt = 1; ; attempt++) {
      const headers = await signS3Request({ method, url, payloadHash, credentials, region: this.location.region });
      const controller = new AbortController();
      const timer = setTimeout(() => controller.abort(), Math.max(0, deadline - Date.now()));
      let response: Response | undefined;
      let failure: unknown;
      try {
        // Our buffers are never shared memory: the cast only narrows ArrayBufferLike for the DOM typings.
        const payload = body as Uint8Array<ArrayBuffer> | undefined;
        response = await fetch(url, { method, headers, body: payload, signal: controller.signal, redirect: 'manual' });
      } catch (error) {
        failure = error;
      } finally {
        // The headers are in: a slow download is the reader's pace, not an outage.
        clearTimeout(timer);
      }
      if (response && !isRetryable(response.status)) return response;
      // Full jitter (AWS's advice): a random wait up to base × 2^(try − 1).
      const backoff = Math.random() * this.retryBaseMs * 2 ** (attempt - 1);
      const timedOut = controller.signal.aborted;
      if (attempt >= this.attempts || timedOut || Date.now() + backoff >= deadline) {
        if (response) return response;
        throw new StorageUnavailableError(`S3 ${method} ${label}: ${describe(failure)}`, { cause: failure });
      }
      await response?.body?.cancel();
      await sleep(backoff);
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
