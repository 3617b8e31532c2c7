import { createHash, createHmac } from 'node:crypto';
import { mkdtemp, readdir, rm } from 'node:fs/promises';
import { createServer as createHttpServer, request as httpRequest, type IncomingMessage, type ServerResponse } from 'node:http';
import { type AddressInfo, createServer } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { SignatureV4 } from '@smithy/signature-v4';
import S3rver from 's3rver';

/**
 * A local S3-compatible server (s3rver) on a free port, with one bucket, storing in a temporary
 * directory: what STORAGE_URL points at in the tests.
 *
 * s3rver 3.7.1 does not check V4 signatures (its authentication middleware accepts any signature from a
 * known access key: "Signature version 4 calculation is unimplemeneted"). So the tests talk to a front
 * that, with `checkSignatures`, does what S3 does before s3rver sees the request: it computes the signature again with AWS's own
 * signer (@smithy/signature-v4, the AWS SDK's) and the bucket's key pair, and refuses a mismatch with
 * 403 SignatureDoesNotMatch (a wrong secret, a header changed after signing), a missing or wrong session
 * token with 403 InvalidToken. The front also records the requests and can fail the next ones (a 503
 * or a connection cut) for the retry tests.
 */
export interface TestS3 {
  bucket: string;
  /** STORAGE_URL for this server, with s3rver's only key pair (S3RVER / S3RVER). */
  storageUrl: string;
  /** Where s3rver keeps its objects. */
  directory: string;
  port: number;
  /** Requests the front received, oldest first. */
  requests: FrontRequest[];
  /** The next `count` requests fail: answered 503 SlowDown, or their connection is cut (replaces failures still pending; 0 clears them). */
  failNext(count: number, how: 'status-503' | 'reset'): void;
  /** Keys stored in the bucket (s3rver keeps each object as KEY._S3rver_object). */
  keys(): Promise<string[]>;
  close(): Promise<void>;
}

interface FrontRequest {
  method: string;
  path: string;
  headers: IncomingMessage['headers'];
  /** What the front answered on its own (a refusal, an injected failure), else undefined: s3rver answered. */
  refused?: string;
}

const S3_BUCKET = 'passerelle-test';
const KEY_ID = 'S3RVER';
const SECRET = 'S3RVER';

export interface StartS3Options {
  /**
   * Check every signature as S3 does (default: off, s3rver's own behaviour; uploads.s3.test.ts counts on a
   * wrong secret reaching s3rver to see its 404 for a missing bucket).
   */
  checkSignatures?: boolean;
  /** Temporary credentials: every request must carry this session token, signed (implies checkSignatures). */
  sessionToken?: string;
}

export async function startS3(options: StartS3Options = {}): Promise<TestS3> {
  const directory = await mkdtemp(path.join(os.tmpdir(), 'passerelle-s3-'));
  const server = new S3rver({
    address: '127.0.0.1',
    port: 0,
    silent: true,
    directory,
    configureBuckets: [{ name: S3_BUCKET }],
  });
  const { port: s3rverPort } = await server.run();
  const requests: FrontRequest[] = [];
  const failures: ('status-503' | 'reset')[] = [];

  const front = createHttpServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', () => {
      const record: FrontRequest = { method: req.method ?? '', path: req.url ?? '', headers: req.headers };
      requests.push(record);
      const failure = failures.shift();
      if (failure === 'reset') {
        record.refused = 'reset';
        req.socket.destroy();
        return;
      }
      if (failure === 'status-503') {
        record.refused = 'SlowDown';
        return s3Error(res, 503, 'SlowDown');
      }
      const body = Buffer.concat(chunks);
      const checking = options.checkSignatures || options.sessionToken !== undefined;
      void (checking ? checkSignature(req, body, options.sessionToken) : Promise.resolve(undefined)).then((refusal) => {
        if (refusal) {
          record.refused = refusal;
          return s3Error(res, 403, refusal);
        }
        const upstream = httpRequest(
          { host: '127.0.0.1', port: s3rverPort, method: req.method, path: req.url, headers: req.headers },
          (answer) => {
            res.writeHead(answer.statusCode ?? 502, answer.headers);
            answer.pipe(res);
          },
        );
        upstream.on('error', () => res.destroy());
        upstream.end(body);
      });
    });
  });
  await new Promise<void>((resolve) => front.listen(0, '127.0.0.1', resolve));
  const { port } = front.address() as AddressInfo;
  const token = options.sessionToken ? `&session_token=${encodeURIComponent(options.sessionToken)}` : '';
  return {
    bucket: S3_BUCKET,
    storageUrl: `s3://${KEY_ID}:${SECRET}@127.0.0.1:${port}/${S3_BUCKET}?region=eu-west-3&tls=false${token}`,
    directory,
    port,
    requests,
    failNext(count, how) {
      failures.length = 0;
      for (let i = 0; i < count; i++) failures.push(how);
    },
    async keys() {
      const found: string[] = [];
      const walk = async (dir: string, prefix: string) => {
        for (const entry of await readdir(dir, { withFileTypes: true }).catch(() => [])) {
          if (entry.isDirectory()) await walk(path.join(dir, entry.name), `${prefix}${entry.name}/`);
          else if (entry.name.endsWith('._S3rver_object')) found.push(`${prefix}${entry.name.replace(/\._S3rver_object$/, '')}`);
        }
      };
      await walk(path.join(directory, S3_BUCKET), '');
      return found.sort();
    },
    async close() {
      front.closeAllConnections();
      await new Promise((resolve) => front.close(resolve));
      await server.close();
      await rm(directory, { recursive: true, force: true });
    },
  };
}

function s3Error(res: ServerResponse, status: number, code: string): void {
  res.writeHead(status, { 'content-type': 'application/xml' });
  res.end(`<?xml version="1.0" encoding="UTF-8"?><Error><Code>${code}</Code><Message>${code}</Message></Error>`);
}

/** SHA-256 and HMAC-SHA256 for the smithy signer, on node:crypto. */
class NodeSha256 {
  private readonly hash;
  constructor(secret?: string | ArrayBuffer | ArrayBufferView) {
    const key = secret === undefined ? undefined : typeof secret === 'string' ? secret : toBuffer(secret);
    this.hash = key === undefined ? createHash('sha256') : createHmac('sha256', key);
  }
  update(data: string | ArrayBuffer | ArrayBufferView): void {
    this.hash.update(typeof data === 'string' ? data : toBuffer(data));
  }
  async digest(): Promise<Uint8Array> {
    return new Uint8Array(this.hash.digest());
  }
}

function toBuffer(data: ArrayBuffer | ArrayBufferView): Buffer {
  return ArrayBuffer.isView(data) ? Buffer.from(data.buffer, data.byteOffset, data.byteLength) : Buffer.from(data);
}

const AUTHORIZATION_RE =
  /^AWS4-HMAC-SHA256 Credential=([^/]+)\/(\d{8})\/([^/]+)\/s3\/aws4_request, ?SignedHeaders=([a-z0-9;-]+), ?Signature=([0-9a-f]{64})$/;

/** Why S3 would refuse this request's signature, or undefined when it is right. */
async function checkSignature(req: IncomingMessage, body: Buffer, sessionToken: string | undefined): Promise<string | undefined> {
  const match = AUTHORIZATION_RE.exec(req.headers.authorization ?? '');
  if (!match) return 'AccessDenied';
  const [, keyId, , region = '', signedHeaders = '', signature] = match;
  if (keyId !== KEY_ID) return 'InvalidAccessKeyId';
  const token = req.headers['x-amz-security-token'];
  if (sessionToken !== undefined && token !== sessionToken) return 'InvalidToken';
  if (sessionToken === undefined && token !== undefined) return 'InvalidToken';
  const amzDate = String(req.headers['x-amz-date'] ?? '');
  const contentHash = String(req.headers['x-amz-content-sha256'] ?? '');
  // S3 checks the body against the hash the signature covers.
  if (contentHash !== 'UNSIGNED-PAYLOAD' && contentHash !== createHash('sha256').update(body).digest('hex')) {
    return 'XAmzContentSHA256Mismatch';
  }
  const url = new URL(req.url ?? '/', `http://${req.headers.host}`);
  const headers: Record<string, string> = {};
  for (const name of signedHeaders.split(';')) headers[name] = String(req.headers[name] ?? '');
  const signer = new SignatureV4({
    service: 's3',
    region,
    credentials: { accessKeyId: KEY_ID, secretAccessKey: SECRET, sessionToken },
    sha256: NodeSha256,
    uriEscapePath: false,
    applyChecksum: false,
  });
  const signingDate = new Date(
    `${amzDate.slice(0, 4)}-${amzDate.slice(4, 6)}-${amzDate.slice(6, 8)}T${amzDate.slice(9, 11)}:${amzDate.slice(11, 13)}:${amzDate.slice(13, 15)}Z`,
  );
  const signed = await signer.sign(
    {
      method: req.method ?? 'GET',
      protocol: 'http:',
      hostname: url.hostname,
      port: Number(url.port),
      path: url.pathname,
      query: Object.fromEntries(url.searchParams),
      headers,
      body,
    },
    { signingDate, signableHeaders: new Set(Object.keys(headers)) },
  );
  const expected = String(signed.headers.authorization ?? signed.headers.Authorization ?? '');
  return expected.endsWith(`SignedHeaders=${signedHeaders}, Signature=${signature}`) ? undefined : 'SignatureDoesNotMatch';
}

/** A loopback port on which nothing listens (a storage that is down). */
export function closedPort(): Promise<number> {
  return new Promise((resolve) => {
    const server = createServer();
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as { port: number };
      server.close(() => resolve(port));
    });
  });
}
