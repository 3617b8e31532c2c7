import { execFile } from 'node:child_process';
import { readdir } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { MSG } from '@passerelle/shared';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../app.js';
import { makeUser } from '../../test/factories.js';
import { DOC, PDF, PNG, uploadFile, uploadPhoto } from '../../test/multipart.js';
import { clientProfileBody } from '../../test/onboarding.js';
import { closedPort, startS3, type TestS3 } from '../../test/s3.js';
import { buildTestApp, type TestApp } from '../../test/test-app.js';

/**
 * The uploads with STORAGE_URL (issue: several instances behind one address): photos and CVs go to
 * an S3-compatible bucket (s3rver, started here), nothing to DATA_DIR/uploads; two instances on one
 * PostgreSQL database and one bucket serve the same files.
 */
let s3: TestS3;
let t: TestApp;
beforeAll(async () => {
  s3 = await startS3();
  t = await buildTestApp({ STORAGE_URL: s3.storageUrl });
});
afterAll(async () => {
  await t?.close();
  await s3?.close();
});

const photoKey = (url: string) => `photos/${url.split('/').pop()}`;
const cvKeyOf = async (app: FastifyInstance, userId: number) =>
  (await app.ctx.database.query<{ cv_key: string }>('SELECT cv_key FROM users WHERE id = $1', [userId]))[0]?.cv_key;

describe('uploads in an S3 bucket', () => {
  it('a photo is stored in the bucket, served from it, and accepted in a profile', async () => {
    const client = await makeUser(t.app.ctx, { role: 'client' });
    const url = await uploadPhoto(t.app, client.token);
    expect(await s3.keys()).toContain(photoKey(url));
    expect(await readdir(path.join(t.dataDir, 'uploads')).catch(() => [])).toEqual([]);

    const served = await t.get(url);
    expect(served.statusCode).toBe(200);
    expect(served.headers['content-type']).toBe('image/png');
    expect(Number(served.headers['content-length'])).toBe(served.rawPayload.length);
    expect(served.rawPayload.subarray(0, 8).equals(PNG.subarray(0, 8))).toBe(true);

    expect((await t.post('/api/cl/newclinf', clientProfileBody({ img: url }), client.token)).statusCode).toBe(200);
    const notOurs = await t.post(
      '/api/cl/newclinf',
      clientProfileBody({ img: '/api/files/photos/abcdefghijklmnopqrstuvwx.png' }),
      (await makeUser(t.app.ctx, { role: 'client' })).token,
    );
    expect(notOurs.statusCode).toBe(400);
    expect(notOurs.json().errors.img).toBe(MSG.photoNotUploaded);
    expect((await t.get('/api/files/photos/abcdefghijklmnopqrstuvwx.png')).statusCode).toBe(404);
  });

  it('a CV is uploaded, downloaded by its owner, replaced: the old object leaves the bucket', async () => {
    const candidate = await makeUser(t.app.ctx, { role: 'condidat' });
    expect((await uploadFile(t.app, '/api/upload/cv', candidate.token, PDF, 'cv.pdf', 'application/pdf')).statusCode).toBe(200);
    const first = await cvKeyOf(t.app, candidate.user.id);
    expect(await s3.keys()).toContain(first);
    const own = await t.get(`/api/files/cv/${candidate.user.id}`, candidate.token);
    expect(own.statusCode).toBe(200);
    expect(own.headers['content-type']).toBe('application/pdf');
    expect(own.rawPayload.equals(PDF)).toBe(true);

    expect((await uploadFile(t.app, '/api/upload/cv', candidate.token, DOC, 'cv.doc', 'application/msword')).statusCode).toBe(
      200,
    );
    const second = await cvKeyOf(t.app, candidate.user.id);
    expect(second).not.toBe(first);
    const keys = await s3.keys();
    expect(keys).toContain(second);
    expect(keys).not.toContain(first);
    expect((await t.get(`/api/files/cv/${candidate.user.id}`, candidate.token)).rawPayload.equals(DOC)).toBe(true);
  });
});

describe('a storage outage', () => {
  it('answers 503 with a French message, logs the cause without the secret, and the rest of the app works', async () => {
    const lines: string[] = [];
    // Nothing listens on that port: every call is refused at once.
    const down = await buildTestApp(
      {
        STORAGE_URL: `s3://S3RVER:TresSecretSecret@127.0.0.1:${await closedPort()}/passerelle-test?tls=false`,
        LOG_LEVEL: 'warn',
      },
      { logStream: { write: (line) => void lines.push(line) } },
    );
    try {
      const client = await makeUser(down.app.ctx, { role: 'client' });
      const upload = await uploadFile(down.app, '/api/upload', client.token, PNG, 'moi.png', 'image/png');
      expect(upload.statusCode).toBe(503);
      expect(upload.json()).toEqual({
        done: false,
        success: false,
        message: MSG.storageUnavailable,
        code: 'storage.unavailable',
      });
      const photo = await down.get('/api/files/photos/abcdefghijklmnopqrstuvwx.png');
      expect(photo.statusCode).toBe(503);
      expect(photo.json().message).toBe(MSG.storageUnavailable);
      expect((await down.get('/api/health')).statusCode).toBe(200);

      const logged = lines.join('');
      expect(logged).toContain('S3 PUT photos/');
      expect(logged).toContain('ECONNREFUSED');
      expect(logged).not.toContain('TresSecretSecret');
    } finally {
      await down.close();
    }
  });
});

describe('npm start with STORAGE_URL', () => {
  it('stops at once, in French and without the secret, when the bucket does not answer', async () => {
    const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../../../..');
    const missing = s3.storageUrl.replace('S3RVER:S3RVER', 'S3RVER:TresSecret').replace(`/${s3.bucket}?`, '/pas-de-bucket?');
    const { code, stderr } = await new Promise<{ code: number; stderr: string }>((resolve) => {
      execFile(
        process.execPath,
        ['--import', 'tsx', '--conditions=source', 'apps/server/src/server.ts'],
        { cwd: root, env: { ...process.env, STORAGE_URL: missing, DATA_DIR: t.dataDir, PORT: '0', LOG_LEVEL: 'silent' } },
        (error, _stdout, err) => resolve({ code: error ? Number(error.code) : 0, stderr: err }),
      );
    });
    expect(code).toBe(1);
    expect(stderr).toContain('Passerelle ne peut pas démarrer : le stockage STORAGE_URL ne répond pas comme attendu');
    expect(stderr).toContain('HTTP 404 (bucket introuvable)');
    expect(stderr).not.toContain('TresSecret');
  });
});

describe.runIf(process.env.DATABASE_URL)('two instances on one PostgreSQL database and one bucket', () => {
  it('a photo uploaded through A is served by B; a CV replaced through B is gone from A', async () => {
    const b = await buildApp({ config: t.config, database: await t.testDatabase.open() });
    try {
      const client = await makeUser(t.app.ctx, { role: 'client' });
      const url = await uploadPhoto(t.app, client.token);
      const fromB = await b.inject({ method: 'GET', url });
      expect(fromB.statusCode).toBe(200);
      expect(fromB.headers['content-type']).toBe('image/png');
      // B also finds it when the profile that names it is saved there.
      const saved = await b.inject({
        method: 'POST',
        url: '/api/cl/newclinf',
        payload: clientProfileBody({ img: url }),
        headers: { 'sb-tkn': client.token },
      });
      expect(saved.statusCode).toBe(200);

      const candidate = await makeUser(t.app.ctx, { role: 'condidat' });
      expect((await uploadFile(t.app, '/api/upload/cv', candidate.token, PDF, 'cv.pdf', 'application/pdf')).statusCode).toBe(200);
      const before = await cvKeyOf(t.app, candidate.user.id);
      expect(before).toBeTruthy();
      expect((await uploadFile(b, '/api/upload/cv', candidate.token, DOC, 'cv.doc', 'application/msword')).statusCode).toBe(200);

      expect(await t.app.ctx.storage.get(before ?? '')).toBeNull();
      const onA = await t.get(`/api/files/cv/${candidate.user.id}`, candidate.token);
      expect(onA.statusCode).toBe(200);
      expect(onA.headers['content-type']).toBe('application/msword');
      expect(onA.rawPayload.equals(DOC)).toBe(true);
    } finally {
      await b.close();
    }
  });
});
