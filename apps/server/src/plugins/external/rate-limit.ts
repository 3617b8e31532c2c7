import rateLimit from '@fastify/rate-limit';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { fail } from '../../lib/errors.js';
import { databaseRateLimitStore } from './rate-limit-store.js';

/**
 * Rate limits, per route (`config.rateLimit`), never global. Limited routes run the check after the
 * body is parsed so that a limit can be keyed by the e-mail it targets as well as by address. Counted
 * in the database, so every instance shares each limit.
 */
export const rateLimitPlugin = fp(
  async (app: FastifyInstance) => {
    await app.register(rateLimit, {
      global: false,
      hook: 'preHandler',
      store: databaseRateLimitStore(app.ctx.db),
      errorResponseBuilder: () => fail('rate.limited'),
    });
  },
  { name: 'rate-limit' },
);

/** Key of a limit counted per address and per target e-mail. */
export function ipAndEmailKey(request: FastifyRequest): string {
  const body = request.body as { email?: unknown } | undefined;
  const email = typeof body?.email === 'string' ? body.email.trim().toLowerCase().slice(0, 254) : '';
  return `${request.ip}|${email}`;
}

export const FIFTEEN_MINUTES = 15 * 60 * 1000;
export const ONE_HOUR = 60 * 60 * 1000;

/** Key of a limit counted per signed-in user (`prefix` names the limit; the address when there is no session). */
export const perUser = (prefix: string) => (request: FastifyRequest) => `${prefix}|${request.auth?.user.id ?? request.ip}`;
