import { CV_MAX_BYTES, MSG, PHOTO_MAX_BYTES, TOKEN_HEADER } from '@passerelle/shared';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type MadeUser, makeUser } from '../../test/factories.js';
import { DOC, multipart, PDF, PNG, uploadFile } from '../../test/multipart.js';
import { buildTestApp, type TestApp } from '../../test/test-app.js';

let t: TestApp;
let client: MadeUser;
let candidate: MadeUser;
beforeAll(async () => {
  t = await buildTestApp();
  client = await makeUser(t.app.ctx, { role: 'client' });
  candidate = await makeUser(t.app.ctx, { role: 'condidat' });
});
afterAll(async () => t.close());

function upload(url: string, token: string | undefined, file: Buffer, filename: string, contentType: string) {
  return uploadFile(t.app, url, token, file, filename, contentType);
}

describe('photo upload', () => {
  it('stores a PNG and serves it with its type and nosniff', async () => {
    const res = await upload('/api/upload', client.token, PNG, 'moi.png', 'image/png');
    expect(res.statusCode).toBe(200);
    const { done, data } = res.json();
    expect(done).toBe(true);
    expect(data).toMatch(/^\/api\/files\/photos\/[A-Za-z0-9_-]{46}\.png$/);
    const served = await t.get(data);
    expect(served.statusCode).toBe(200);
    expect(served.headers['content-type']).toBe('image/png');
    expect(served.headers['x-content-type-options']).toBe('nosniff');
    // Re-encoded on upload (issue 9): a PNG of the same size, not the same bytes.
    expect(served.rawPayload.subarray(0, 8).equals(PNG.subarray(0, 8))).toBe(true);
    expect(await sharp(served.rawPayload).metadata()).toMatchObject({ format: 'png', width: 1, height: 1 });
  });

  it('refuses a disguised file (415), an empty one (400) and an anonymous caller (401)', async () => {
    const disguised = await upload(
      '/api/upload',
      client.token,
      Buffer.from('<script>alert(1)</script>'),
      'photo.png',
      'image/png',
    );
    expect(disguised.statusCode).toBe(415);
    expect(disguised.json().message).toBe(MSG.photoWrongType);
    const pdfAsPhoto = await upload('/api/upload', client.token, PDF, 'photo.jpg', 'image/jpeg');
    expect(pdfAsPhoto.statusCode).toBe(415);
    const empty = await upload('/api/upload', client.token, Buffer.alloc(0), 'vide.png', 'image/png');
    expect(empty.statusCode).toBe(400);
    expect(empty.json().message).toBe(MSG.fileRequired);
    expect((await upload('/api/upload', undefined, PNG, 'moi.png', 'image/png')).statusCode).toBe(401);
  });

  it('refuses a photo over 2,000,000 bytes, announced or streamed (413)', async () => {
    const justOver = Buffer.concat([PNG, Buffer.alloc(PHOTO_MAX_BYTES + 1 - PNG.length)]);
    const streamed = await upload('/api/upload', client.token, justOver, 'grande.png', 'image/png');
    expect(streamed.statusCode).toBe(413);
    expect(streamed.json().message).toBe(MSG.photoTooLarge);
    const huge = Buffer.concat([PNG, Buffer.alloc(PHOTO_MAX_BYTES * 2)]);
    const announced = await upload('/api/upload', client.token, huge, 'enorme.png', 'image/png');
    expect(announced.statusCode).toBe(413);
    expect(announced.json().message).toBe(MSG.photoTooLarge);
    const exactly = Buffer.concat([PNG, Buffer.alloc(PHOTO_MAX_BYTES - PNG.length)]);
    expect((await upload('/api/upload', client.token, exactly, 'limite.png', 'image/png')).statusCode).toBe(200);
  });

  it('refuses a request that is not multipart', async () => {
    const res = await t.post('/api/upload', { file: 'x' }, client.token);
    expect(res.statusCode).toBe(415);
    expect(res.json().message).toBe(MSG.multipartExpected);
  });
});

describe('CV upload', () => {
  it('attaches a PDF to the candidate; the owner and staff download it as an attachment', async () => {
    const res = await upload('/api/upload/cv', candidate.token, PDF, 'Mon CV été 2026.pdf', 'application/pdf');
    expect(res.statusCode).toBe(200);
    // This PDF has no text: the CV is stored all the same, with no skill read from it.
    expect(res.json()).toEqual({ done: true, skills: [] });
    expect((await t.get('/api/users/checkcv', candidate.token)).json()).toEqual({ done: true });

    const own = await t.get(`/api/files/cv/${candidate.user.id}`, candidate.token);
    expect(own.statusCode).toBe(200);
    expect(own.headers['content-type']).toBe('application/pdf');
    expect(own.headers['content-disposition']).toBe(
      `attachment; filename="Mon CV ete 2026.pdf"; filename*=UTF-8''Mon%20CV%20%C3%A9t%C3%A9%202026.pdf`,
    );
    expect(own.rawPayload.equals(PDF)).toBe(true);

    const admin = await makeUser(t.app.ctx, { role: 'admin' });
    expect((await t.get(`/api/files/cv/${candidate.user.id}`, admin.token)).statusCode).toBe(200);
    const other = await makeUser(t.app.ctx, { role: 'condidat' });
    expect((await t.get(`/api/files/cv/${candidate.user.id}`, other.token)).statusCode).toBe(403);
    expect((await t.get(`/api/files/cv/${candidate.user.id}`, client.token)).statusCode).toBe(403);
    expect((await t.get(`/api/files/cv/${candidate.user.id}`)).statusCode).toBe(401);
  });

  it('accepts a Word 97–2003 document and replaces the previous CV', async () => {
    const res = await upload('/api/upload/cv', candidate.token, DOC, 'cv.doc', 'application/msword');
    expect(res.statusCode).toBe(200);
    const own = await t.get(`/api/files/cv/${candidate.user.id}`, candidate.token);
    expect(own.headers['content-type']).toBe('application/msword');
    const files = await t.database.query<{ n: number }>(
      'SELECT count(*)::int AS n FROM users WHERE cv_key IS NOT NULL AND id = $1',
      [candidate.user.id],
    );
    expect(files[0]?.n).toBe(1);
  });

  it('refuses an image as CV (415), an oversized CV (413), and a client (403)', async () => {
    const image = await upload('/api/upload/cv', candidate.token, PNG, 'cv.pdf', 'application/pdf');
    expect(image.statusCode).toBe(415);
    expect(image.json().message).toBe(MSG.cvWrongType);
    const big = await upload(
      '/api/upload/cv',
      candidate.token,
      Buffer.concat([PDF, Buffer.alloc(CV_MAX_BYTES)]),
      'cv.pdf',
      'application/pdf',
    );
    expect(big.statusCode).toBe(413);
    expect(big.json().message).toBe(MSG.cvTooLarge);
    expect((await upload('/api/upload/cv', client.token, PDF, 'cv.pdf', 'application/pdf')).statusCode).toBe(403);
  });
});

describe('the file field', () => {
  it('takes the file only under the field `file`: another name is a missing file (400, nothing stored)', async () => {
    const newcomer = await makeUser(t.app.ctx, { role: 'condidat' });
    for (const [url, file, name, type] of [
      ['/api/upload', PNG, 'moi.png', 'image/png'],
      ['/api/upload/cv', PDF, 'cv.pdf', 'application/pdf'],
    ] as const) {
      const { payload, headers } = multipart(file, name, type, {}, 'document');
      const res = await t.app.inject({ method: 'POST', url, payload, headers: { ...headers, [TOKEN_HEADER]: newcomer.token } });
      expect(res.statusCode, url).toBe(400);
      expect(res.json(), url).toMatchObject({ code: 'upload.file_required', message: MSG.fileRequired });
    }
    const rows = await t.database.query<{ cv_key: string | null }>('SELECT cv_key FROM users WHERE id = $1', [newcomer.user.id]);
    expect(rows[0]?.cv_key).toBeNull();
  });
});
