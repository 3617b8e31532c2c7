import type { FastifyBaseLogger } from 'fastify';

/**
 * Security events (issue 9): failed and refused logins, refused permissions, staff actions — who,
 * what, when and from where, as one structured log line each (`security.event`), never with a
 * password or a token.
 */
export type SecurityEvent =
  | 'login_failed'
  | 'login_throttled'
  | 'login_refused'
  | 'login_second_factor_failed'
  | 'access_refused'
  | 'admin_action'
  | 'password_changed'
  | 'password_reset'
  | 'two_factor_enabled'
  | 'two_factor_disabled'
  | 'account_deleted';

export interface SecurityDetails {
  ip?: string | null;
  userId?: number | null;
  email?: string | null;
  route?: string;
  status?: number;
  reason?: string;
  target?: Record<string, unknown>;
}

export function securityEvent(log: FastifyBaseLogger, event: SecurityEvent, details: SecurityDetails): void {
  log.warn({ security: { event, at: new Date().toISOString(), ...details } }, `security: ${event}`);
}
