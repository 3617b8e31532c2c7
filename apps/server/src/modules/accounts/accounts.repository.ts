import type { LinkTokenPurpose, Role, UserEtat } from '@passerelle/shared';
import { and, eq, getTableColumns, gt, inArray, isNull, lt, ne, or, sql } from 'drizzle-orm';
import { type Db, preparedStatement } from '../../db/client.js';
import { adminActions, candidates, linkTokens, sessions, users } from '../../db/schema/index.js';
import type { LinkProof } from '../../plugins/app/link-proof.js';
import { sessionCacheOf } from './session-cache.js';

/** Queries of the accounts module: users, sessions, link tokens and the admin action log. */

export type UserRow = typeof users.$inferSelect;

export async function findUserByEmail(db: Db, email: string): Promise<UserRow | undefined> {
  const [row] = await db.select().from(users).where(sql`lower(${users.email}) = ${email.toLowerCase()}`).limit(1);
  return row;
}

export async function findUserById(db: Db, id: number): Promise<UserRow | undefined> {
  const [row] = await db.select().from(users).where(eq(users.id, id)).limit(1);
  return row;
}

export async function findUsersByIds(db: Db, ids: readonly number[]): Promise<UserRow[]> {
  if (ids.length === 0) return [];
  return db
    .select()
    .from(users)
    .where(inArray(users.id, [...ids]));
}

export async function insertUser(
  db: Db,
  values: {
    email: string;
    passwordHash: string;
    role: Role;
    etat: UserEtat;
    emailVerifiedAt?: Date | null;
    cguAcceptedAt?: Date | null;
  },
): Promise<UserRow> {
  const [row] = await db.insert(users).values(values).returning();
  if (!row) throw new Error('insert users returned nothing');
  return row;
}

/**
 * Uses a TOTP step if it is later than the last one used, in one conditional write: of concurrent
 * logins with one code, one only changes the row (issue 16, a replayed code). False: already used.
 */
export async function claimTotpStep(db: Db, id: number, step: number): Promise<boolean> {
  const rows = await db
    .update(users)
    .set({ totpLastStep: step, updatedAt: new Date() })
    .where(and(eq(users.id, id), or(isNull(users.totpLastStep), lt(users.totpLastStep, step))))
    .returning({ id: users.id });
  return rows.length === 1;
}

/** Consumes a recovery code if it is still there, in one conditional write. False: already used. */
export async function consumeRecoveryCode(db: Db, id: number, hash: string): Promise<boolean> {
  const rows = await db
    .update(users)
    .set({ totpRecovery: sql`array_remove(${users.totpRecovery}, ${hash})`, updatedAt: new Date() })
    .where(and(eq(users.id, id), sql`${hash} = ANY(${users.totpRecovery})`))
    .returning({ id: users.id });
  return rows.length === 1;
}

export async function updateUser(db: Db, id: number, patch: Partial<typeof users.$inferInsert>): Promise<UserRow | undefined> {
  const [row] = await db
    .update(users)
    .set({ ...patch, updatedAt: new Date() })
    .where(eq(users.id, id))
    .returning();
  return row;
}

/** The user was active now (a new session; the socket layer marks live connections the same way). */
export async function markSeen(db: Db, userId: number): Promise<void> {
  await db.update(users).set({ lastSeenAt: new Date() }).where(eq(users.id, userId));
}

/** Keeps the candidate search's copy of the account état in step (see candidates.active). */
export async function setCandidateActive(db: Db, userId: number, active: boolean): Promise<void> {
  await db.update(candidates).set({ active }).where(eq(candidates.userId, userId));
}

export async function insertSession(
  db: Db,
  values: { id: string; userId: number; expiresAt: Date; ip: string | null; userAgent: string | null },
): Promise<void> {
  await db.insert(sessions).values(values);
}

/** Ends a session; answers the ids it ended (none if it had ended already), for the sockets to close. */
export async function revokeSession(db: Db, sessionId: string): Promise<string[]> {
  const rows = await db
    .update(sessions)
    .set({ revokedAt: new Date() })
    .where(and(eq(sessions.id, sessionId), isNull(sessions.revokedAt)))
    .returning({ id: sessions.id });
  return rows.map((row) => row.id);
}

/** Ends every session of a user, but the one named (the caller's, on a password change); answers their ids. */
export async function revokeUserSessions(db: Db, userId: number, exceptSessionId?: string): Promise<string[]> {
  const conditions = [eq(sessions.userId, userId), isNull(sessions.revokedAt)];
  if (exceptSessionId) conditions.push(ne(sessions.id, exceptSessionId));
  const rows = await db
    .update(sessions)
    .set({ revokedAt: new Date() })
    .where(and(...conditions))
    .returning({ id: sessions.id });
  return rows.map((row) => row.id);
}

export async function deleteExpiredSessions(db: Db): Promise<void> {
  await db.delete(sessions).where(sql`${sessions.expiresAt} < now() - interval '1 day'`);
}

/** Stores a new link token; earlier unused ones of the same purpose stop working. */
export async function insertLinkToken(
  db: Db,
  values: { userId: number; purpose: LinkTokenPurpose; tokenHash: string; expiresAt: Date },
): Promise<void> {
  await db
    .update(linkTokens)
    .set({ usedAt: new Date() })
    .where(and(eq(linkTokens.userId, values.userId), eq(linkTokens.purpose, values.purpose), isNull(linkTokens.usedAt)));
  await db.insert(linkTokens).values(values);
}

/** insertLinkToken for many users at once (the periodic jobs' mails): one UPDATE, one INSERT. */
export async function insertLinkTokens(
  db: Db,
  purpose: LinkTokenPurpose,
  rows: { userId: number; tokenHash: string; expiresAt: Date }[],
): Promise<void> {
  if (rows.length === 0) return;
  await db
    .update(linkTokens)
    .set({ usedAt: new Date() })
    .where(
      and(
        inArray(
          linkTokens.userId,
          rows.map((r) => r.userId),
        ),
        eq(linkTokens.purpose, purpose),
        isNull(linkTokens.usedAt),
      ),
    );
  await db.insert(linkTokens).values(rows.map((r) => ({ ...r, purpose })));
}

/**
 * Uses a link token of the purpose its route declares (the auth hook's LinkProof): one statement marks it
 * used if it is unused and unexpired, so two concurrent uses cannot both succeed. Returns the user id, or undefined.
 */
export async function consumeLinkToken(db: Db, link: LinkProof<LinkTokenPurpose>): Promise<number | undefined> {
  const [row] = await db
    .update(linkTokens)
    .set({ usedAt: new Date() })
    .where(
      and(
        eq(linkTokens.tokenHash, link.tokenHash),
        eq(linkTokens.purpose, link.purpose),
        isNull(linkTokens.usedAt),
        gt(linkTokens.expiresAt, new Date()),
      ),
    )
    .returning({ userId: linkTokens.userId });
  return row?.userId;
}

export async function recordAdminAction(
  db: Db,
  values: {
    actorId: number;
    action: string;
    targetUserId?: number | null;
    targetType?: string | null;
    targetId?: number | null;
    details?: string | null;
    ip?: string | null;
    /** When it happened, if not now (a signature's own instant). */
    createdAt?: Date;
  },
): Promise<void> {
  await db.insert(adminActions).values(values);
}

/**
 * The unexpired session `sessionId` of `userId` with its account, and whether it was revoked; undefined when there is
 * no such session. Read on every authenticated call: one prepared statement, the account as one JSON value.
 */
export async function findLiveSession(
  db: Db,
  key: { sessionId: string; userId: number; now: Date },
): Promise<{ user: UserRow; revoked: boolean } | undefined> {
  // The embedded engine keeps what it read until the session or its account changes (session-cache.ts).
  const cache = await sessionCacheOf(db);
  const kept = cache?.get(key.sessionId, key.userId, key.now);
  // A new object each call: no caller shares an account with another.
  if (kept) return { user: userOfJson(kept.account), revoked: kept.revoked };
  const mark = cache?.mark() ?? null;
  const [row] = await sessionAccount(db, { sessionId: key.sessionId, userId: key.userId, now: key.now.toISOString() });
  if (!row) return undefined;
  cache?.put(
    key.sessionId,
    { userId: key.userId, account: row.account, revoked: row.revoked, expiresMs: Number(row.expires_ms) },
    mark,
  );
  return { user: userOfJson(row.account), revoked: row.revoked };
}

/** The live session's account, whether the session was revoked, and when it expires: one prepared statement. */
const sessionAccount = preparedStatement<
  { account: Record<string, unknown>; revoked: boolean; expires_ms: number | string },
  { sessionId: string; userId: number; now: string }
>(
  (v) => sql`SELECT row_to_json(u) AS account, s.revoked_at IS NOT NULL AS revoked,
                (extract(epoch FROM s.expires_at) * 1000)::float8 AS expires_ms
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
