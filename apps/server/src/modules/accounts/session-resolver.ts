import type { Db } from '../../db/client.js';
import { AppError, fail } from '../../lib/errors.js';
import type { SessionTokens } from '../../lib/tokens.js';
import { findLiveSession, type UserRow } from './accounts.repository.js';

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
  const row = await findLiveSession(db, { ...claims, now: new Date() });
  if (!row) throw fail('auth.session_invalid');
  const { user } = row;
  // An erased account's sessions were revoked with it; this holds even if one were missed.
  if (user.deletedAt) throw fail('auth.session_invalid');
  // A ban also ends the sessions: the banned user is told why, not that the session expired (issue 16).
  if (user.etat === 'blocked') throw fail('auth.account_blocked');
  if (row.revoked) throw fail('auth.session_invalid');
  return { user, sessionId: claims.sessionId };
}

/** A refusal of the session itself (401) or of its account (403), as opposed to a failure of the server. */
export function isAuthError(error: unknown): error is AppError {
  return error instanceof AppError && (error.statusCode === 401 || error.statusCode === 403);
}
