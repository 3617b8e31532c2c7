import { TOKEN_PAGES } from '@passerelle/shared';
import type { FastifyRequest } from 'fastify';

/**
 * What the request log may say about a request (issue 16 §2, issue 28). The pages that mails link to carry
 * a live credential in their path (a link token, a team invitation, the digest's signed id): when a user
 * follows one, the browser's request for the page would otherwise print it in the log, where anyone who
 * reads the logs could use it before its owner — a team invitation joins a company. The path stays, the
 * token becomes `[caché]`. The pages are those `packages/shared/src/paths.ts` marks (TOKEN_PAGES): a page
 * declared there with its token is hidden here without another word.
 */
const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

const LINK_PAGE = new RegExp(`^(${TOKEN_PAGES.map((page) => escapeRegExp(page.tokenPrefix)).join('|')})[^?#]+`);

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
