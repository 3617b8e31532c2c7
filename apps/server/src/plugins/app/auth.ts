import { type RouteAccess, type RouteContract, type SessionAccess, TOKEN_HEADER } from '@passerelle/shared';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { fail } from '../../lib/errors.js';
import { hashLinkToken } from '../../lib/tokens.js';
import { resolveSession } from '../../modules/accounts/session-resolver.js';
import { requiredForAdmins } from '../../modules/two-factor/two-factor.service.js';
import { type CatalogEntry, type LinkProof, refusalOf } from './access.js';
import type { AuthContext } from './auth-context.js';

export type { AuthContext } from './auth-context.js';

declare module 'fastify' {
  interface FastifyContextConfig {
    /** The route's access, from its contract (contract-route.ts). */
    access?: RouteAccess;
    contract?: RouteContract;
  }
  interface FastifyRequest {
    auth: AuthContext | null;
    /** On a link route: the token and the purpose its contract declares (handlers read it as request.link). */
    link: LinkProof | null;
  }
  interface FastifyInstance {
    routeCatalog: CatalogEntry[];
  }
}

/** Reads the raw token of the sb-tkn header (DECISIONS §2: no "Bearer"). */
export function tokenOf(request: FastifyRequest): string | undefined {
  const value = request.headers[TOKEN_HEADER];
  const token = Array.isArray(value) ? value[0] : value;
  return token && token.length > 0 ? token : undefined;
}

/** The signed-in caller of a session route; the auth hook guarantees it is there. */
export function caller(request: Pick<FastifyRequest, 'auth'>): AuthContext {
  if (!request.auth) throw fail('auth.unauthenticated');
  return request.auth;
}

function isApiRoute(url: string): boolean {
  return url === '/api' || (url.startsWith('/api/') && !url.startsWith('/api/docs'));
}

/**
 * Every /api route is bound to a contract (contract-route.ts) and refused at registration otherwise.
 * For a session route the hook resolves the token to a live session of an unblocked account, then
 * applies the contract's access (refusalOf): e-mail verified, role, second factor, active account. For a
 * link route it hands the handler the token with the purpose the contract declares (LinkProof).
 */
export const authPlugin = fp(
  async (app: FastifyInstance) => {
    const { db, tokens } = app.ctx;
    app.decorate('routeCatalog', [] as CatalogEntry[]);
    app.decorateRequest('auth', null);
    app.decorateRequest('link', null);

    app.addHook('onRoute', (route) => {
      if (!isApiRoute(route.url)) return;
      const contract = route.config?.contract;
      if (!contract) throw new Error(`Route ${route.method} ${route.url} must be bound to its contract (route())`);
      const methods = Array.isArray(route.method) ? route.method : [route.method];
      for (const method of methods) {
        if (method === 'HEAD') continue;
        app.routeCatalog.push({ method, url: route.url, access: contract.access, contract });
      }
    });

    async function authenticate(request: FastifyRequest, rule: SessionAccess) {
      const { user, sessionId } = await resolveSession(db, tokens, tokenOf(request));
      // Known before the checks below, so that a refusal is logged with who was refused.
      request.auth = { user, sessionId };
      const refusal = await refusalOf(rule, user, () => requiredForAdmins(app.ctx));
      if (refusal) throw fail(refusal);
    }

    // onRequest: the caller is known before any body is read, so an anonymous upload is refused unread.
    app.addHook('onRequest', async (request) => {
      const rule = request.routeOptions.config?.access;
      if (rule?.kind === 'session') await authenticate(request, rule);
      if (rule?.kind === 'link') {
        // The token's check is the service's, in the transaction that spends it; its purpose is the contract's.
        const token = tokenOf(request);
        if (!token) throw fail('auth.link_invalid');
        request.link = { purpose: rule.purpose, tokenHash: hashLinkToken(token) };
      }
    });
  },
  { name: 'auth' },
);
