import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { securityEvent } from '../../lib/security-log.js';

/** The ids a call acts on, as logged (never another body field: one may be a password). */
const ID_KEY = /^(id|id_[a-z]+|[a-zA-Z]+Id)$/;

/**
 * Every successful staff write is logged as a security event (issue 9): who, what, when, from where,
 * and the ids it acted on. Which routes are staff writes is their contract's `audit`. The admin action
 * table (admin_actions) keeps the business record.
 */
export const auditPlugin = fp(
  async (app: FastifyInstance) => {
    app.addHook('onResponse', async (request, reply) => {
      const rule = request.routeOptions.config?.access;
      if (rule?.kind !== 'session' || !rule.audit || reply.statusCode >= 300) return;
      const body = (request.body ?? {}) as Record<string, unknown>;
      const target = Object.fromEntries(
        Object.entries(body).filter(([key, value]) => ID_KEY.test(key) && typeof value === 'number'),
      );
      securityEvent(request.log, 'admin_action', {
        ip: request.ip,
        userId: request.auth?.user.id ?? null,
        route: `${request.method} ${request.routeOptions.url ?? ''}`,
        target,
      });
    });
  },
  { name: 'audit' },
);
