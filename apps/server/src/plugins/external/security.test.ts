import { afterEach, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../test/test-app.js';

/** Security headers (issue 16 §5): HSTS only when the public address is HTTPS. */
let t: TestApp | undefined;
afterEach(async () => {
  await t?.close();
  t = undefined;
});

describe('Strict-Transport-Security', () => {
  it('is sent on every answer when APP_URL is https', async () => {
    t = await buildTestApp({ APP_URL: 'https://passerelle.example.fr' });
    for (const url of ['/api/health', '/api/inconnu']) {
      const res = await t.get(url);
      expect(res.headers['strict-transport-security'], url).toBe('max-age=31536000');
    }
  });

  it('is never sent when APP_URL is http (a browser would then refuse the plain-HTTP site for a year)', async () => {
    t = await buildTestApp({ APP_URL: 'http://localhost:3000' });
    const res = await t.get('/api/health');
    expect(res.statusCode).toBe(200);
    expect(res.headers['strict-transport-security']).toBeUndefined();
  });
});
