import { existsSync } from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { sendError } from './errors.js';

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
          res.setHeader('cache-control', hashed ? 'public, max-age=31536000, immutable' : 'no-cache');
        },
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
