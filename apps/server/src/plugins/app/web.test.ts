import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { brotliCompressSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../test/test-app.js';
import { DOCUMENT_ONLY_HEADERS } from './web.js';

/** The built web app beside the API (DECISIONS §1), and which headers each kind of file carries (issue 34). */
let t: TestApp;
let webDir: string;
const script = `export const x = ${JSON.stringify('a'.repeat(2000))};\n`;

beforeAll(async () => {
  webDir = await mkdtemp(path.join(os.tmpdir(), 'passerelle-web-'));
  await mkdir(path.join(webDir, 'assets'));
  await writeFile(path.join(webDir, 'index.html'), '<!doctype html><title>Passerelle</title>');
  await writeFile(path.join(webDir, 'favicon.svg'), '<svg xmlns="http://www.w3.org/2000/svg"/>');
  await writeFile(path.join(webDir, 'assets/index-abc123.js'), script);
  await writeFile(path.join(webDir, 'assets/index-abc123.js.br'), brotliCompressSync(script));
  await writeFile(path.join(webDir, 'assets/index-abc123.css'), 'body{margin:0}');
  t = await buildTestApp({ APP_URL: 'https://passerelle.example.fr' }, { webDir });
});
afterAll(async () => {
  await t?.close();
  await rm(webDir, { recursive: true, force: true });
});

const get = (url: string, headers: Record<string, string> = {}) => t.app.inject({ method: 'GET', url, headers });

describe('the web app on the API port', () => {
  it('answers a page path with index.html and every security header of a document', async () => {
    const res = await get('/dashb/srcd');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('text/html');
    expect(res.headers['cache-control']).toBe('no-cache');
    expect(res.headers['content-security-policy']).toContain("frame-ancestors 'none'");
    expect(res.headers['referrer-policy']).toBe('no-referrer');
    expect(res.headers['x-frame-options']).toBe('DENY');
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    expect(res.headers['strict-transport-security']).toBe('max-age=31536000');
    // Not immutable: it is revalidated, with its validator.
    expect(res.headers.etag).toBeDefined();
  });

  it('sends scripts and style sheets with what a sub-resource reads only: nosniff, CORP, HSTS, caching', async () => {
    for (const [url, encoding] of [
      ['/assets/index-abc123.js', 'br'],
      ['/assets/index-abc123.js', undefined],
      ['/assets/index-abc123.css', undefined],
    ] as const) {
      const res = await get(url, encoding ? { 'accept-encoding': encoding } : {});
      expect(res.statusCode, url).toBe(200);
      expect(res.headers['content-encoding'], url).toBe(encoding);
      expect(res.headers['cache-control'], url).toBe('max-age=31536000, immutable');
      expect(res.headers['x-content-type-options'], url).toBe('nosniff');
      expect(res.headers['content-type'], url).toMatch(url.endsWith('.js') ? /^text\/javascript$/ : /^text\/css/);
      expect(res.headers['cross-origin-resource-policy'], url).toBe('same-origin');
      expect(res.headers['strict-transport-security'], url).toBe('max-age=31536000');
      for (const name of DOCUMENT_ONLY_HEADERS) expect(res.headers[name], `${url} ${name}`).toBeUndefined();
      // Immutable: never revalidated, so no validators.
      for (const name of ['etag', 'last-modified', 'accept-ranges']) expect(res.headers[name], `${url} ${name}`).toBeUndefined();
    }
    const script = await get('/assets/index-abc123.js', { 'accept-encoding': 'br' });
    const bytes = Object.entries(script.headers).reduce((sum, [k, v]) => sum + k.length + String(v).length + 4, 0);
    expect(bytes).toBeLessThan(350);
  });

  it('keeps the document headers on an SVG, which a browser may open as a document', async () => {
    const res = await get('/favicon.svg');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-security-policy']).toContain("default-src 'self'");
    expect(res.headers['cache-control']).toBe('no-cache');
  });

  it('sends /favicon.ico, which browsers ask for whatever the page declares, to the SVG icon', async () => {
    const res = await get('/favicon.ico');
    expect(res.statusCode).toBe(301);
    expect(res.headers.location).toBe('/favicon.svg');
  });

  it('answers a missing asset with a 404, never the page in its place', async () => {
    const res = await get('/assets/index-gone.js');
    expect(res.statusCode).toBe(404);
    expect(res.headers['content-type']).toContain('application/json');
  });
});
