import { text } from 'node:stream/consumers';
import { inspect } from 'node:util';
import { MSG } from '@passerelle/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { closedPort, startS3, type TestS3 } from '../test/s3.js';
import { parseStorageUrl, S3Location, S3Storage, StorageUnavailableError } from './s3-storage.js';
import type { StoredFile } from './storage.js';

let s3: TestS3;
let storage: S3Storage;
beforeAll(async () => {
  s3 = await startS3();
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

  it('an unreachable endpoint gives the same 503 error, quickly', async () => {
    const port = await closedPort();
    const down = new S3Storage(parseStorageUrl(`s3://S3RVER:S3RVER@127.0.0.1:${port}/passerelle-test?tls=false`));
    const error = await down.exists(KEY).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(StorageUnavailableError);
    expect((error as StorageUnavailableError).detail).toBe(`S3 HEAD ${KEY}: ECONNREFUSED`);
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
    });
  });

  it('refuses bad values with a reason that never repeats the secret', () => {
    const cases: [string, RegExp][] = [
      ['http://k:s@hote/bucket', /doit être de la forme s3:\/\//],
      ['s3://hote/bucket', /clé d'accès et le secret sont obligatoires/],
      ['s3://k:s@hote', /nom du bucket manque/],
      ['s3://k:s@hote/Mon_Bucket', /n'est pas un nom de bucket valide/],
      ['s3://k:s@hote/a/b', /n'est pas un nom de bucket valide/],
      ['s3://k:s@hote/bucket?regoin=eu-west-3', /paramètre inconnu « regoin »/],
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

  it('keeps the secret out of JSON, util.inspect and toString', () => {
    const location = new S3Location('https://s3.exemple.fr', 'bucket', 'eu-west-3', 'AKIA', 'TresSecret');
    expect(location.secretAccessKey).toBe('TresSecret');
    expect(JSON.stringify(location)).not.toContain('TresSecret');
    expect(inspect(location, { depth: 5 })).not.toContain('TresSecret');
    expect(String(location)).toBe('https://s3.exemple.fr/bucket');
  });
});
