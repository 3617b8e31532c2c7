import { request } from 'node:http';
import { CV_MAX_BYTES, MSG, TOKEN_HEADER } from '@passerelle/shared';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { inspectZip } from '../../lib/zip-inspect.js';
import { type MadeUser, makeUser } from '../../test/factories.js';
import { PDF, PNG, uploadFile } from '../../test/multipart.js';
import { listen } from '../../test/sockets.js';
import { buildTestApp, type TestApp } from '../../test/test-app.js';
import { docx } from '../../test/zip.js';

/** Hostile uploads (issue 9 §3). */
let t: TestApp;
let candidate: MadeUser;
let base: string;
beforeAll(async () => {
  t = await buildTestApp();
  candidate = await makeUser(t.app.ctx, { role: 'condidat' });
  base = await listen(t.app);
});
afterAll(async () => t.close());

const photoOf = async (res: { json(): { data: string } }) => (await t.get(res.json().data)).rawPayload;

describe('photos are re-encoded', () => {
  it('a polyglot (an image with a script after it) is stored without its payload', async () => {
    const payload = '<script>alert(document.cookie)</script><html><body onload=alert(1)>';
    const polyglot = Buffer.concat([PNG, Buffer.from(payload)]);
    const res = await uploadFile(t.app, '/api/upload', candidate.token, polyglot, 'image.png', 'image/png');
    expect(res.statusCode).toBe(200);
    const stored = await photoOf(res);
    expect(stored.includes(Buffer.from('<script>'))).toBe(false);
    expect(stored.includes(Buffer.from('onload'))).toBe(false);
  });

  it('metadata (EXIF: place, device, author) is stripped', async () => {
    const withExif = await sharp({ create: { width: 40, height: 30, channels: 3, background: '#1f3c88' } })
      .jpeg()
      .withExif({ IFD0: { Copyright: 'Secret de famille', Make: 'Téléphone de Lucas' } })
      .toBuffer();
    expect((await sharp(withExif).metadata()).exif).toBeDefined();
    const res = await uploadFile(t.app, '/api/upload', candidate.token, withExif, 'vacances.jpg', 'image/jpeg');
    const stored = await photoOf(res);
    const meta = await sharp(stored).metadata();
    expect(meta).toMatchObject({ format: 'jpeg', width: 40, height: 30 });
    expect(meta.exif).toBeUndefined();
    expect(stored.includes(Buffer.from('Secret de famille'))).toBe(false);
  });

  it('a broken image behind a valid signature is refused; a huge one is reduced', async () => {
    const broken = Buffer.concat([PNG.subarray(0, 24), Buffer.alloc(200, 7)]);
    expect((await uploadFile(t.app, '/api/upload', candidate.token, broken, 'casse.png', 'image/png')).json().message).toBe(
      MSG.photoWrongType,
    );
    const big = await sharp({ create: { width: 3000, height: 2000, channels: 3, background: '#f2a516' } })
      .png()
      .toBuffer();
    const stored = await photoOf(await uploadFile(t.app, '/api/upload', candidate.token, big, 'grande.png', 'image/png'));
    expect(await sharp(stored).metadata()).toMatchObject({ width: 1024, height: 683 });
  });
});

describe('CVs', () => {
  it('a real .docx is accepted; a zip bomb disguised as one is refused', async () => {
    expect(
      (await uploadFile(t.app, '/api/upload/cv', candidate.token, docx(), 'cv.docx', 'application/octet-stream')).statusCode,
    ).toBe(200);
    // 100 MB of zeros deflate to about 100 KB: under the 2 MB upload limit, far over what a CV unpacks to.
    const bomb = docx([{ name: 'word/media/zeros.bin', data: Buffer.alloc(100_000_000) }]);
    expect(bomb.length).toBeLessThan(CV_MAX_BYTES);
    expect(inspectZip(bomb)?.uncompressedBytes).toBeGreaterThan(100_000_000);
    const res = await uploadFile(
      t.app,
      '/api/upload/cv',
      candidate.token,
      bomb,
      'cv.docx',
      'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
    );
    expect(res.statusCode).toBe(415);
    expect(res.json().message).toBe(MSG.cvWrongType);
    const many = docx(Array.from({ length: 1200 }, (_, i) => ({ name: `word/x${i}.xml`, data: Buffer.from('<x/>') })));
    expect(
      (await uploadFile(t.app, '/api/upload/cv', candidate.token, many, 'cv.docx', 'application/octet-stream')).statusCode,
    ).toBe(415);
  });

  it('a path in the file name never reaches the disk or the download name', async () => {
    const res = await uploadFile(t.app, '/api/upload/cv', candidate.token, PDF, '../../../../etc/passwd.pdf', 'application/pdf');
    expect(res.statusCode).toBe(200);
    const [row] = await t.database.query<{ cv_key: string; cv_name: string }>('SELECT cv_key, cv_name FROM users WHERE id = $1', [
      candidate.user.id,
    ]);
    expect(row?.cv_key).toMatch(/^cvs\/[A-Za-z0-9_-]{24}\.pdf$/);
    expect(row?.cv_name).toBe('passwd.pdf');
    const download = await t.get(`/api/files/cv/${candidate.user.id}`, candidate.token);
    expect(download.headers['content-disposition']).toBe(`attachment; filename="passwd.pdf"; filename*=UTF-8''passwd.pdf`);
    expect(download.headers['x-content-type-options']).toBe('nosniff');
    expect(download.headers['cache-control']).toBe('no-store');
  });
});

it('an endless upload is cut at the limit: answered 413 long before its end, and not kept in memory', async () => {
  const total = 50_000_000;
  const chunk = Buffer.alloc(64 * 1024, 1);
  const boundary = '----borne';
  const result = await new Promise<{ status: number; sentWhenAnswered: number }>((resolve, reject) => {
    let sent = 0;
    let answered = -1;
    const req = request(`${base}/api/upload`, {
      method: 'POST',
      headers: {
        [TOKEN_HEADER]: candidate.token,
        'content-type': `multipart/form-data; boundary=${boundary}`,
        'transfer-encoding': 'chunked',
      },
    });
    req.on('response', (res) => {
      answered = sent;
      res.resume();
      res.on('end', () => resolve({ status: res.statusCode ?? 0, sentWhenAnswered: answered }));
    });
    req.on('error', (error) => (answered >= 0 ? undefined : reject(error)));
    req.write(
      `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="infini.png"\r\nContent-Type: image/png\r\n\r\n`,
    );
    req.write(PNG);
    const pump = () => {
      while (answered < 0 && sent < total) {
        sent += chunk.length;
        if (!req.write(chunk)) return void req.once('drain', pump);
      }
      if (answered < 0) req.end();
    };
    pump();
  });
  expect(result.status).toBe(413);
  expect(result.sentWhenAnswered).toBeLessThan(10_000_000);
});
