import { and, eq, gt } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { sessions, users } from '../../db/schema/index.js';
import { AppError, fail } from '../../lib/errors.js';
import type { SessionTokens } from '../../lib/tokens.js';
import type { UserRow } from './accounts.repository.js';

/**
 * The one place a session token becomes a user, for HTTP calls and socket handshakes alike: a valid
 * JWT, naming a live session, of an account that is neither blocked nor erased.
 */
export async function resolveSession(
  db: Db,
  tokens: SessionTokens,
  token: string | undefined,
): Promise<{ user: UserRow; sessionId: string }> {
  if (!token) throw fail('auth.unauthenticated');
  const claims = await tokens.verify(token);
  if (!claims) throw fail('auth.session_invalid');
  const [row] = await db
    .select({ user: users, revokedAt: sessions.revokedAt })
    .from(sessions)
    .innerJoin(users, eq(users.id, sessions.userId))
    .where(and(eq(sessions.id, claims.sessionId), eq(sessions.userId, claims.userId), gt(sessions.expiresAt, new Date())))
    .limit(1);
  // An erased account's sessions were revoked with it; this holds even if one were missed.
  if (!row || row.user.deletedAt) throw fail('auth.session_invalid');
  // A ban also ends the sessions: the banned user is told why, not that the session expired (issue 16).
  if (row.user.etat === 'blocked') throw fail('auth.account_blocked');
  if (row.revokedAt) throw fail('auth.session_invalid');
  return { user: row.user, sessionId: claims.sessionId };
}

export function isAuthError(error: unknown): error is AppError {
  return error instanceof AppError && (error.statusCode === 401 || error.statusCode === 403);
}
