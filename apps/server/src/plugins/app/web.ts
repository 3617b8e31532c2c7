import { existsSync } from 'node:fs';
import type { ServerResponse } from 'node:http';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { sendError } from './errors.js';

/**
 * Headers that only a document reads (issue 34): the page's CSP, framing, opener and referrer policies and the
 * legacy X-* switches. A script, a style sheet or a font is never a document, so they cost a phone some 0.9 KB
 * per file for nothing. What a sub-resource does read stays: nosniff, Cross-Origin-Resource-Policy, HSTS and
 * the caching headers. (A script run as a worker would take its CSP from its own answer: the web app starts
 * none; one that does must keep them.) SVG and HTML keep everything: opened on their own, they are documents.
 */
export const DOCUMENT_ONLY_HEADERS = [
  'content-security-policy',
  'cross-origin-opener-policy',
  'origin-agent-cluster',
  'referrer-policy',
  'x-dns-prefetch-control',
  'x-download-options',
  'x-frame-options',
  'x-permitted-cross-domain-policies',
  'x-xss-protection',
] as const;
/** The file sent may be the .br or .gz the build wrote beside it (preCompressed). */
const SUB_RESOURCE = /\.(?:m?js|css|woff2?)(?:\.br|\.gz)?$/;

/**
 * One port for everything (DECISIONS §1): the built web app is served beside the API, and any
 * unknown non-API path answers the app's index.html so that deep links (/dashb/profile) load it.
 */
export const webPlugin = fp(
  async (app: FastifyInstance, options: { webDir: string | undefined }) => {
    const webDir = options.webDir && existsSync(path.join(options.webDir, 'index.html')) ? options.webDir : undefined;
    if (webDir) {
      await app.register(fastifyStatic, {
        root: webDir,
        wildcard: false,
        index: false,
        cacheControl: false,
        // The build writes .br and .gz beside each asset (apps/web/vite.config.ts).
        preCompressed: true,
        setHeaders: (res, file) => {
          const hashed = file.includes(`${path.sep}assets${path.sep}`);
          // `public` is implied: no asset is asked for with an Authorization header (issue 34: 8 bytes a file).
          res.setHeader('cache-control', hashed ? 'max-age=31536000, immutable' : 'no-cache');
          // `res` is the reply's raw response (its type names only setHeader), where helmet wrote them.
          if (SUB_RESOURCE.test(file))
            for (const name of DOCUMENT_ONLY_HEADERS) (res as unknown as ServerResponse).removeHeader(name);
        },
      });
    }
    if (webDir) {
      // Browsers (and bookmarks, feed readers) ask for /favicon.ico whatever the page declares, e.g. for a page that
      // has not loaded its <head> yet: the one icon is the SVG.
      app.get('/favicon.ico', (_request, reply) =>
        reply.header('cache-control', 'public, max-age=86400').redirect('/favicon.svg', 301),
      );
      // A hashed asset never changes under its name and is cached as immutable: a browser never asks whether it
      // changed, so its validators (ETag, Last-Modified) and Accept-Ranges are some 90 bytes per file for nothing
      // (issue 34: 75 files on the client's search).
      app.addHook('onSend', async (request, reply, payload) => {
        if (request.url.startsWith('/assets/') && String(reply.getHeader('cache-control')).includes('immutable')) {
          reply.removeHeader('etag');
          reply.removeHeader('last-modified');
          reply.removeHeader('accept-ranges');
          // RFC 9239's name, 22 bytes shorter; the web app's scripts are modules, which a browser always reads as UTF-8.
          if (String(reply.getHeader('content-type')).startsWith('application/javascript'))
            reply.header('content-type', 'text/javascript');
        }
        return payload;
      });
    }
    app.setNotFoundHandler((request, reply) => {
      const isApi = request.url === '/api' || request.url.startsWith('/api/');
      // A missing file (an old asset after a deployment) is a 404, never the page in its place.
      const pathname = request.url.split('?')[0] ?? '';
      const wantsPage = (request.method === 'GET' || request.method === 'HEAD') && !/\.[A-Za-z0-9]{1,8}$/.test(pathname);
      if (!isApi && wantsPage && webDir) {
        return reply.header('cache-control', 'no-cache').type('text/html; charset=utf-8').sendFile('index.html');
      }
      return sendError(reply, 'route.not_found');
    });
  },
  { name: 'web' },
);
