import { text } from 'node:stream/consumers';
import { inspect } from 'node:util';
import { MSG } from '@passerelle/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { closedPort, startS3, type TestS3 } from '../test/s3.js';
import {
  EMPTY_PAYLOAD_HASH,
  parseStorageUrl,
  S3Location,
  type S3SigningInput,
  S3Storage,
  StorageUnavailableError,
  sha256Hex,
  signS3Request,
} from './s3-storage.js';
import type { StoredFile } from './storage.js';

let s3: TestS3;
let storage: S3Storage;
beforeAll(async () => {
  s3 = await startS3({ checkSignatures: true });
  storage = new S3Storage(parseStorageUrl(s3.storageUrl));
});
afterAll(async () => s3.close());

const KEY = 'photos/abcdefghijklmnopqrstuvwx.png';

async function read(file: StoredFile | null): Promise<string> {
  if (!file) throw new Error('no file');
  return text(file.stream);
}

describe('S3 storage on a local S3 server', () => {
  it('put, exists, get (streamed, with its size), delete', async () => {
    const data = Buffer.from('une photo, octet par octet');
    expect(await storage.exists(KEY)).toBe(false);
    await storage.put(KEY, data);
    expect(await s3.keys()).toContain(KEY);
    expect(await storage.exists(KEY)).toBe(true);
    const file = await storage.get(KEY);
    expect(file?.size).toBe(data.length);
    expect(await read(file)).toBe('une photo, octet par octet');

    // Written again under the same key: replaced.
    await storage.put(KEY, Buffer.from('autre'));
    expect(await read(await storage.get(KEY))).toBe('autre');

    await storage.delete(KEY);
    expect(await storage.exists(KEY)).toBe(false);
    expect(await s3.keys()).not.toContain(KEY);
  });

  it('a missing key: get answers null, exists false, delete does nothing', async () => {
    const missing = 'cvs/nothinghereatallnothinghere.pdf';
    expect(await storage.get(missing)).toBeNull();
    expect(await storage.exists(missing)).toBe(false);
    await expect(storage.delete(missing)).resolves.toBeUndefined();
  });

  it('keeps the key rules of the local storage: no path from outside', async () => {
    await expect(storage.put('../secret.txt', Buffer.from('x'))).rejects.toThrow(/invalid storage key/);
    await expect(storage.put('photos/court.png', Buffer.from('x'))).rejects.toThrow(/invalid storage key/);
    expect(await storage.get('photos/../../etc/passwd')).toBeNull();
    expect(await storage.exists('cvs/x')).toBe(false);
    expect(await s3.keys()).toEqual([]);
  });

  it('a large file streams through whole', async () => {
    const big = Buffer.alloc(1_900_000, 7);
    await storage.put('cvs/abcdefghijklmnopqrstuvwx.pdf', big);
    const file = await storage.get('cvs/abcdefghijklmnopqrstuvwx.pdf');
    const chunks: Buffer[] = [];
    for await (const chunk of file?.stream ?? []) chunks.push(chunk as Buffer);
    expect(chunks.length).toBeGreaterThan(1);
    expect(Buffer.concat(chunks).equals(big)).toBe(true);
    await storage.delete('cvs/abcdefghijklmnopqrstuvwx.pdf');
  });

  it('check() passes on the bucket, fails on a missing bucket', async () => {
    await expect(storage.check()).resolves.toBeUndefined();
    const other = new S3Storage(parseStorageUrl(s3.storageUrl.replace('/passerelle-test?', '/pas-de-bucket?')));
    await expect(other.check()).rejects.toMatchObject({ detail: expect.stringMatching(/HTTP 404 \(bucket introuvable\)/) });
  });

  it('an unknown access key is refused by the server: a 503 error naming the S3 code, not a crash', async () => {
    const intruder = new S3Storage(parseStorageUrl(s3.storageUrl.replace('S3RVER:S3RVER', 'INCONNU:S3RVER')));
    const error = await intruder.put(KEY, Buffer.from('x')).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(StorageUnavailableError);
    expect(error).toMatchObject({ statusCode: 503, message: MSG.storageUnavailable });
    expect((error as StorageUnavailableError).detail).toBe(`S3 PUT ${KEY}: HTTP 403 InvalidAccessKeyId`);
    await expect(intruder.get(KEY)).rejects.toBeInstanceOf(StorageUnavailableError);
    await expect(intruder.check()).rejects.toMatchObject({ detail: expect.stringMatching(/HTTP 403 \(accès refusé\)/) });
  });

  it('a wrong secret is refused (the test server checks every signature, as S3 does)', async () => {
    const forger = new S3Storage(parseStorageUrl(s3.storageUrl.replace('S3RVER:S3RVER', 'S3RVER:PAS-LE-BON')));
    const error = await forger.put(KEY, Buffer.from('x')).catch((e: unknown) => e);
    expect((error as StorageUnavailableError).detail).toBe(`S3 PUT ${KEY}: HTTP 403 SignatureDoesNotMatch`);
    await expect(forger.check()).rejects.toMatchObject({ detail: expect.stringMatching(/HTTP 403 \(accès refusé\)/) });
    expect(await s3.keys()).not.toContain(KEY);
  });

  it('an unreachable endpoint gives the same 503 error, quickly', async () => {
    const port = await closedPort();
    const down = new S3Storage(parseStorageUrl(`s3://S3RVER:S3RVER@127.0.0.1:${port}/passerelle-test?tls=false`));
    const started = performance.now();
    const error = await down.exists(KEY).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(StorageUnavailableError);
    expect((error as StorageUnavailableError).detail).toBe(`S3 HEAD ${KEY}: ECONNREFUSED`);
    expect(performance.now() - started).toBeLessThan(2000);
  });
});

describe('retries', () => {
  const fresh = () => s3.requests.splice(0);

  it('a 503 or a cut connection is retried, each try signed anew, and the call succeeds', async () => {
    const data = Buffer.from('réessayé');
    fresh();
    s3.failNext(2, 'status-503');
    await storage.put(KEY, data);
    const tries = fresh();
    expect(tries.map((r) => r.refused)).toEqual(['SlowDown', 'SlowDown', undefined]);
    expect(await read(await storage.get(KEY))).toBe('réessayé');

    fresh();
    s3.failNext(1, 'reset');
    expect(await storage.exists(KEY)).toBe(true);
    expect(fresh().map((r) => r.refused)).toEqual(['reset', undefined]);
    await storage.delete(KEY);
  });

  it('bounded: after 3 tries the call fails with the last cause', async () => {
    fresh();
    s3.failNext(5, 'status-503');
    const error = await storage.put(KEY, Buffer.from('x')).catch((e: unknown) => e);
    expect((error as StorageUnavailableError).detail).toBe(`S3 PUT ${KEY}: HTTP 503 SlowDown`);
    expect(fresh()).toHaveLength(3);
    s3.failNext(5, 'reset');
    await expect(storage.exists(KEY)).rejects.toBeInstanceOf(StorageUnavailableError);
    expect(fresh()).toHaveLength(3);
    s3.failNext(0, 'reset');
    fresh();
  });

  it('a refusal (4xx) is not retried', async () => {
    fresh();
    const intruder = new S3Storage(parseStorageUrl(s3.storageUrl.replace('S3RVER:S3RVER', 'INCONNU:S3RVER')));
    await expect(intruder.exists(KEY)).rejects.toBeInstanceOf(StorageUnavailableError);
    expect(fresh()).toHaveLength(1);
  });

  it('the retries stay within the call time limit', async () => {
    const slow = new S3Storage(parseStorageUrl(s3.storageUrl), { timeoutMs: 300, attempts: 10, retryBaseMs: 200 });
    fresh();
    s3.failNext(10, 'status-503');
    const started = performance.now();
    await expect(slow.put(KEY, Buffer.from('x'))).rejects.toBeInstanceOf(StorageUnavailableError);
    expect(performance.now() - started).toBeLessThan(1000);
    expect(fresh().length).toBeLessThan(10);
    s3.requests.length = 0;
    while (s3.requests.length === 0) await storage.exists(KEY).catch(() => undefined);
    fresh();
  });
});

describe('temporary credentials (session_token)', () => {
  const TOKEN = 'IQoJb3JpZ2luX2VjEXAMPLE+jeton/de/session==';
  let temporary: TestS3;
  beforeAll(async () => {
    temporary = await startS3({ sessionToken: TOKEN });
  });
  afterAll(async () => temporary.close());

  it('sends the token as x-amz-security-token, signed with the request', async () => {
    const url = temporary.storageUrl;
    expect(url).toContain('session_token=IQoJb3JpZ2luX2VjEXAMPLE%2Bjeton%2Fde%2Fsession%3D%3D');
    const store = new S3Storage(parseStorageUrl(url));
    await store.check();
    await store.put(KEY, Buffer.from('temporaire'));
    expect(await read(await store.get(KEY))).toBe('temporaire');
    for (const request of temporary.requests) {
      expect(request.refused).toBeUndefined();
      expect(request.headers['x-amz-security-token']).toBe(TOKEN);
      expect(request.headers.authorization).toMatch(/SignedHeaders=[a-z0-9;-]*x-amz-security-token/);
    }
  });

  it('without it, or with another one, the server refuses', async () => {
    const without = new S3Storage(parseStorageUrl(temporary.storageUrl.replace(/&session_token=[^&]*/, '')));
    await expect(without.get(KEY)).rejects.toMatchObject({ detail: `S3 GET ${KEY}: HTTP 403 InvalidToken` });
    const other = new S3Storage(parseStorageUrl(temporary.storageUrl.replace(/session_token=[^&]*/, 'session_token=autre')));
    await expect(other.get(KEY)).rejects.toMatchObject({ detail: `S3 GET ${KEY}: HTTP 403 InvalidToken` });
  });
});

/**
 * AWS's published Signature V4 values: the S3 API reference's examples ("Signature Calculations for the
 * Authorization Header: Transferring Payload in a Single Chunk": key AKIAIOSFODNN7EXAMPLE, 24 May 2013,
 * us-east-1), and the session-token case of AWS's generic SigV4 test suite (post-sts-header-before).
 */
describe('AWS Signature V4, on the published examples', () => {
  const credentials = { accessKeyId: 'AKIAIOSFODNN7EXAMPLE', secretAccessKey: 'wJalrXUtnFEMI/K7MDENG/bPxRfiCYEXAMPLEKEY' };
  const date = new Date('2013-05-24T00:00:00Z');
  const scope = '20130524/us-east-1/s3/aws4_request';
  const base = 'https://examplebucket.s3.amazonaws.com';
  const sign = async (
    method: string,
    path: string,
    headers: Record<string, string>,
    payloadHash: string,
    extra: Partial<S3SigningInput> = {},
  ) =>
    signS3Request({ method, url: new URL(path, base), headers, payloadHash, credentials, region: 'us-east-1', date, ...extra });

  it('GET Object (a range of test.txt)', async () => {
    const headers = await sign('GET', '/test.txt', { range: 'bytes=0-9' }, EMPTY_PAYLOAD_HASH);
    expect(headers.get('authorization')).toBe(
      `AWS4-HMAC-SHA256 Credential=AKIAIOSFODNN7EXAMPLE/${scope}, SignedHeaders=host;range;x-amz-content-sha256;x-amz-date, ` +
        'Signature=f0e8bdb87c964420e857bd35b5d6ed310bd44f0170aba48dd91039c6036bdb41',
    );
    expect(headers.get('x-amz-date')).toBe('20130524T000000Z');
    expect(headers.get('x-amz-security-token')).toBeNull();
  });

  it('PUT Object (test$file.text: the key is encoded in the canonical URI)', async () => {
    const payloadHash = sha256Hex('Welcome to Amazon S3.');
    expect(payloadHash).toBe('44ce7dd67c959e0d3524ffac1771dfbba87d2b6b4b4e99e42034a8b803f8b072');
    const headers = await sign(
      'PUT',
      '/test$file.text',
      { date: 'Fri, 24 May 2013 00:00:00 GMT', 'x-amz-storage-class': 'REDUCED_REDUNDANCY' },
      payloadHash,
    );
    expect(headers.get('authorization')).toBe(
      `AWS4-HMAC-SHA256 Credential=AKIAIOSFODNN7EXAMPLE/${scope}, ` +
        'SignedHeaders=date;host;x-amz-content-sha256;x-amz-date;x-amz-storage-class, ' +
        'Signature=98ad721746da40c64f1a55b78f14c238d841ea1380cd77a1b5971af0ece108bd',
    );
    expect(headers.get('x-amz-content-sha256')).toBe(payloadHash);
  });

  it('GET Bucket lifecycle and list objects (query strings)', async () => {
    expect((await sign('GET', '/?lifecycle', {}, EMPTY_PAYLOAD_HASH)).get('authorization')).toMatch(
      /Signature=fea454ca298b7da1c68078a5d1bdbfbbe0d65c699e0f91ac7a200a0136783543$/,
    );
    // Parameters sorted by name in the canonical query, whatever their order in the URL.
    expect((await sign('GET', '/?prefix=J&max-keys=2', {}, EMPTY_PAYLOAD_HASH)).get('authorization')).toMatch(
      /Signature=34b48302e7b5fa45bde8084f4b7868a86f0a534bc59db6670ed5711ef69dc6f7$/,
    );
  });

  it('a session token is sent and signed (test suite: post-sts-token/post-sts-header-before)', async () => {
    const sessionToken =
      'AQoDYXdzEPT//////////wEXAMPLEtc764bNrC9SAPBSM22wDOk4x4HIZ8j4FZTwdQWLWsKWHGBuFqwAeMicRXmxfpSPfIeoIYRqTflfKD8YUuwthAx7mSEI/qkPpKPi/kMcGdQrmGdeehM4IC1NtBmUpp2wUE8phUZampKsburEDy0KPkyQDYwT7WZ0wq5VSXDvp75YU9HFvlRd8Tx6q6fE8YQcHNVXAkiY9q6d+xo0rKwT38xVqr7ZD0u0iPPkUL64lIZbqBAz+scqKmlzm8FDrypNC9Yjc8fPOLn9FX9KSYvKTr4rvx3iSIlTJabIQwj2ICCR/oLxBA==';
    const headers = await signS3Request({
      method: 'POST',
      url: new URL('https://example.amazonaws.com/'),
      payloadHash: undefined,
      credentials: { accessKeyId: 'AKIDEXAMPLE', secretAccessKey: 'wJalrXUtnFEMI/K7MDENG+bPxRfiCYEXAMPLEKEY', sessionToken },
      region: 'us-east-1',
      service: 'service',
      date: new Date('2015-08-30T12:36:00Z'),
    });
    expect(headers.get('x-amz-security-token')).toBe(sessionToken);
    expect(headers.get('authorization')).toBe(
      'AWS4-HMAC-SHA256 Credential=AKIDEXAMPLE/20150830/us-east-1/service/aws4_request, ' +
        'SignedHeaders=host;x-amz-date;x-amz-security-token, ' +
        'Signature=85d96828115b5dc0cfc3bd16ad9e210dd772bbebba041836c64533a82be05ead',
    );
  });

  it('another secret, method or key gives another signature', async () => {
    const good = (await sign('GET', '/test.txt', {}, EMPTY_PAYLOAD_HASH)).get('authorization');
    const wrongSecret = await sign('GET', '/test.txt', {}, EMPTY_PAYLOAD_HASH, {
      credentials: { ...credentials, secretAccessKey: 'pas-le-bon-secret' },
    });
    expect(wrongSecret.get('authorization')).not.toBe(good);
    expect((await sign('DELETE', '/test.txt', {}, EMPTY_PAYLOAD_HASH)).get('authorization')).not.toBe(good);
    expect((await sign('GET', '/test2.txt', {}, EMPTY_PAYLOAD_HASH)).get('authorization')).not.toBe(good);
  });
});

describe('STORAGE_URL', () => {
  it('reads the endpoint, bucket, region, TLS and the percent-encoded keys', () => {
    const location = parseStorageUrl('s3://AKIAEXEMPLE:ab%2Fcd%2Bef@s3.eu-west-3.amazonaws.com/mon-bucket?region=eu-west-3');
    expect(location).toMatchObject({
      endpoint: 'https://s3.eu-west-3.amazonaws.com',
      bucket: 'mon-bucket',
      region: 'eu-west-3',
      accessKeyId: 'AKIAEXEMPLE',
      secretAccessKey: 'ab/cd+ef',
    });
    expect(parseStorageUrl('s3://k:s@minio.interne:9000/fichiers/?tls=false')).toMatchObject({
      endpoint: 'http://minio.interne:9000',
      bucket: 'fichiers',
      region: 'us-east-1',
      sessionToken: undefined,
    });
    expect(parseStorageUrl('s3://k:s@hote/bucket?session_token=ab%2Bcd%2Fef%3D%3D').sessionToken).toBe('ab+cd/ef==');
  });

  it('refuses bad values with a reason that never repeats the secret', () => {
    const cases: [string, RegExp][] = [
      ['http://k:s@hote/bucket', /doit être de la forme s3:\/\//],
      ['s3://hote/bucket', /clé d'accès et le secret sont obligatoires/],
      ['s3://k:s@hote', /nom du bucket manque/],
      ['s3://k:s@hote/Mon_Bucket', /n'est pas un nom de bucket valide/],
      ['s3://k:s@hote/a/b', /n'est pas un nom de bucket valide/],
      ['s3://k:s@hote/bucket?regoin=eu-west-3', /paramètre inconnu « regoin »/],
      ['s3://k:s@hote/bucket?session_token=', /session_token est vide ou mal encodé/],
      ['s3://k:s@hote/bucket?session_token=ab+cd', /encodez \+, \/ et = en %2B/],
      ['s3://k:s@hote/bucket?tls=non', /tls doit valoir true ou false/],
      ['s3://k:s@hote/bucket?region=EU%20WEST', /region doit être/],
      ['s3://k:s%ZZ@hote/bucket', /mal encodé/],
      ['s3://k:s@hote:99999/bucket', /doit être de la forme/],
    ];
    for (const [value, reason] of cases) {
      expect(() => parseStorageUrl(value), value).toThrow(reason);
    }
    const message = (() => {
      try {
        parseStorageUrl('s3://k:TresSecret@hote/bucket?tls=peut-etre');
        return '';
      } catch (error) {
        return (error as Error).message;
      }
    })();
    expect(message).toMatch(/tls doit valoir/);
    expect(message).not.toContain('TresSecret');
  });

  it('keeps the secret and the session token out of JSON, util.inspect and toString', () => {
    const location = new S3Location('https://s3.exemple.fr', 'bucket', 'eu-west-3', 'AKIA', 'TresSecret', 'JetonSecret');
    expect(location.secretAccessKey).toBe('TresSecret');
    expect(location.sessionToken).toBe('JetonSecret');
    for (const shown of [JSON.stringify(location), inspect(location, { depth: 5 })]) {
      expect(shown).not.toContain('TresSecret');
      expect(shown).not.toContain('JetonSecret');
    }
    expect(String(location)).toBe('https://s3.exemple.fr/bucket');
  });
});
