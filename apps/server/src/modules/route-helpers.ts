import { doneResponse, errorResponse } from '@passerelle/shared';
import type { FastifyRequest } from 'fastify';
import type { RequestMeta } from './accounts/accounts.service.js';

/** The error answers every route may give, for the API reference. */
export const errorResponses = {
  400: errorResponse,
  401: errorResponse,
  403: errorResponse,
  404: errorResponse,
  409: errorResponse,
  413: errorResponse,
  415: errorResponse,
  429: errorResponse,
} as const;

export const DONE = { done: true } as const;
export const doneResponses = { 200: doneResponse, ...errorResponses } as const;

export function requestMeta(request: FastifyRequest): RequestMeta {
  const ua = request.headers['user-agent'];
  return { ip: request.ip ?? null, userAgent: typeof ua === 'string' ? ua : null };
}
