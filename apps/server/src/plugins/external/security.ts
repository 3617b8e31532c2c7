import helmet from '@fastify/helmet';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';

/**
 * Security headers: a CSP that allows only our own origin, no framing, no referrer (link tokens sit
 * in URLs and must never leak), nosniff. API answers are never cached (DECISIONS §2).
 * HSTS (one year, this host only) when the public address (APP_URL) is HTTPS, never otherwise: a browser
 * that received it would refuse the plain-HTTP address of a development or private installation.
 */
const HSTS_MAX_AGE_S = 365 * 24 * 60 * 60;

export const securityPlugin = fp(
  async (app: FastifyInstance) => {
    const https = new URL(app.ctx.config.appUrl).protocol === 'https:';
    await app.register(helmet, {
      contentSecurityPolicy: {
        directives: {
          defaultSrc: ["'self'"],
          baseUri: ["'self'"],
          scriptSrc: ["'self'"],
          // MUI (emotion) injects <style> elements at run time.
          styleSrc: ["'self'", "'unsafe-inline'"],
          imgSrc: ["'self'", 'data:', 'blob:'],
          mediaSrc: ["'self'", 'blob:'],
          fontSrc: ["'self'", 'data:'],
          connectSrc: ["'self'"],
          objectSrc: ["'none'"],
          frameAncestors: ["'none'"],
          formAction: ["'self'"],
          upgradeInsecureRequests: null,
        },
      },
      referrerPolicy: { policy: 'no-referrer' },
      frameguard: { action: 'deny' },
      crossOriginEmbedderPolicy: false,
      hsts: https ? { maxAge: HSTS_MAX_AGE_S, includeSubDomains: false, preload: false } : false,
    });
    app.addHook('onSend', async (request, reply, payload) => {
      if (request.url.startsWith('/api/') && !reply.hasHeader('cache-control')) reply.header('cache-control', 'no-store');
      return payload;
    });
  },
  { name: 'security' },
);
