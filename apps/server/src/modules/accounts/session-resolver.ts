import { getTableColumns, sql } from 'drizzle-orm';
import { type Db, preparedStatement } from '../../db/client.js';
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
  const [row] = await sessionAccount(db, { ...claims, now: new Date().toISOString() });
  if (!row) throw fail('auth.session_invalid');
  const user = userOfJson(row.account);
  // An erased account's sessions were revoked with it; this holds even if one were missed.
  if (user.deletedAt) throw fail('auth.session_invalid');
  // A ban also ends the sessions: the banned user is told why, not that the session expired (issue 16).
  if (user.etat === 'blocked') throw fail('auth.account_blocked');
  if (row.revoked) throw fail('auth.session_invalid');
  return { user, sessionId: claims.sessionId };
}

/** The live session's account, and whether the session was revoked: one prepared statement, on every call. */
const sessionAccount = preparedStatement<
  { account: Record<string, unknown>; revoked: boolean },
  { sessionId: string; userId: number; now: string }
>(
  (v) => sql`SELECT row_to_json(u) AS account, s.revoked_at IS NOT NULL AS revoked
          FROM ${sessions} s JOIN ${users} u ON u.id = s.user_id
         WHERE s.id = ${v.sessionId} AND s.user_id = ${v.userId} AND s.expires_at > ${v.now}::timestamptz
         LIMIT 1`,
  ['sessionId', 'userId', 'now'],
);

/** The users table's columns: SQL name, property, and the driver's reading of a value. */
const USER_COLUMNS = Object.entries(getTableColumns(users)).map(([key, column]) => ({ key, name: column.name, column }));

/**
 * A users row read as one JSON value (`row_to_json`): one field for the driver to decode instead of one per
 * column, each value then read as drizzle reads it (timestamps to Date, arrays as they are).
 */
function userOfJson(json: Record<string, unknown>): UserRow {
  const user: Record<string, unknown> = {};
  for (const { key, name, column } of USER_COLUMNS) {
    const value = json[name];
    user[key] = value === null || value === undefined ? null : column.mapFromDriverValue(value);
  }
  return user as UserRow;
}

export function isAuthError(error: unknown): error is AppError {
  return error instanceof AppError && (error.statusCode === 401 || error.statusCode === 403);
}
