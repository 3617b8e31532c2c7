import { isAdminRole, MSG, TOKEN_HEADER } from '@passerelle/shared';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import type { users } from '../../db/schema/index.js';
import { forbidden, unauthorized } from '../../lib/errors.js';
import { resolveSession } from '../../modules/accounts/session-resolver.js';
import { requiredForAdmins } from '../../modules/two-factor/two-factor.service.js';
import type { CatalogEntry, RouteAccess } from './access.js';

export type UserRow = typeof users.$inferSelect;

/** The caller, as established from the session token. */
export interface AuthContext {
  user: UserRow;
  sessionId: string;
}

declare module 'fastify' {
  interface FastifyContextConfig {
    access?: RouteAccess;
  }
  interface FastifyRequest {
    auth: AuthContext | null;
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
export function caller(request: FastifyRequest): AuthContext {
  if (!request.auth) throw unauthorized();
  return request.auth;
}

function isApiRoute(url: string): boolean {
  return url === '/api' || (url.startsWith('/api/') && !url.startsWith('/api/docs'));
}

export const authPlugin = fp(
  async (app: FastifyInstance) => {
    const { db, tokens } = app.ctx;
    app.decorate('routeCatalog', [] as CatalogEntry[]);
    app.decorateRequest('auth', null);

    app.addHook('onRoute', (route) => {
      if (!isApiRoute(route.url)) return;
      const declared = route.config?.access;
      if (!declared) throw new Error(`Route ${route.method} ${route.url} must declare config.access`);
      const methods = Array.isArray(route.method) ? route.method : [route.method];
      for (const method of methods) {
        if (method === 'HEAD') continue;
        app.routeCatalog.push({ method, url: route.url, access: declared });
      }
    });

    async function authenticate(request: FastifyRequest, rule: Extract<RouteAccess, { kind: 'session' }>) {
      const { user, sessionId } = await resolveSession(db, tokens, tokenOf(request));
      // Known before the checks below, so that a refusal is logged with who was refused.
      request.auth = { user, sessionId };
      if (!user.emailVerifiedAt && !rule.allowUnverified) throw forbidden(MSG.emailNotVerified);
      if (!rule.roles.includes(user.role as never)) throw forbidden(MSG.forbidden);
      // Root may make the second factor mandatory for the staff: until they turn it on, only their
      // account calls answer (issue 9).
      if (
        isAdminRole(user.role) &&
        !user.totpEnabledAt &&
        !request.url.startsWith('/api/users/') &&
        (await requiredForAdmins(app.ctx))
      ) {
        throw forbidden(MSG.twoFactorRequired);
      }
    }

    // onRequest: the caller is known before any body is read, so an anonymous upload is refused unread.
    app.addHook('onRequest', async (request) => {
      const rule = request.routeOptions.config?.access;
      if (rule?.kind === 'session') await authenticate(request, rule);
    });
  },
  { name: 'auth' },
);
