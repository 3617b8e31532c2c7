import type { FastifyRequest } from 'fastify';

/**
 * What the request log may say about a request (issue 16 §2). The pages that mails link to carry a
 * live token in their path (DECISIONS §1: `/register/vfcl/{token}`, `/register/vfcd/{token}`,
 * `/acc/rst-pass/{token}`, and the digest's `/desabonnement/{signed id}`): when a user follows one, the
 * browser's request for the page would otherwise print the token in the log, where anyone who reads
 * the logs could use it before its owner. The path stays, the token becomes `[caché]`.
 */
const LINK_PAGE = /^(\/(?:register\/vfc[ld]|acc\/rst-pass|desabonnement)\/)[^?#]*/;

export function redactLinkTokens(url: string): string {
  return url.replace(LINK_PAGE, '$1[caché]');
}

/** Fastify's own request serializer (lib/logger-pino.js), with the URL redacted. */
export function requestLogSerializer(request: FastifyRequest) {
  const version = request.headers?.['accept-version'];
  return {
    method: request.method,
    url: redactLinkTokens(request.url),
    version: Array.isArray(version) ? version.join(', ') : version,
    host: request.host,
    remoteAddress: request.ip,
    remotePort: request.socket?.remotePort,
  };
}
