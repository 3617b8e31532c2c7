import { MSG } from '@passerelle/shared';
import { and, eq, gt, isNull } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { sessions, users } from '../../db/schema/index.js';
import { AppError, unauthorized } from '../../lib/errors.js';
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
  if (!token) throw unauthorized(MSG.unauthenticated);
  const claims = await tokens.verify(token);
  if (!claims) throw unauthorized(MSG.sessionInvalid);
  const [row] = await db
    .select({ user: users })
    .from(sessions)
    .innerJoin(users, eq(users.id, sessions.userId))
    .where(
      and(
        eq(sessions.id, claims.sessionId),
        eq(sessions.userId, claims.userId),
        isNull(sessions.revokedAt),
        gt(sessions.expiresAt, new Date()),
      ),
    )
    .limit(1);
  // An erased account's sessions were revoked with it; this holds even if one were missed.
  if (!row || row.user.deletedAt) throw unauthorized(MSG.sessionInvalid);
  if (row.user.etat === 'blocked') throw unauthorized(MSG.accountBlocked);
  return { user: row.user, sessionId: claims.sessionId };
}

export function isAuthError(error: unknown): error is AppError {
  return error instanceof AppError && (error.statusCode === 401 || error.statusCode === 403);
}
