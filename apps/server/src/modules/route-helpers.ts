import type { FastifyRequest } from 'fastify';
import type { RequestMeta } from './accounts/sessions.service.js';

export const DONE = { done: true } as const;

export function requestMeta(request: FastifyRequest): RequestMeta {
  const ua = request.headers['user-agent'];
  return { ip: request.ip ?? null, userAgent: typeof ua === 'string' ? ua : null };
}
