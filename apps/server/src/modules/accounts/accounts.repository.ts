import type { LinkTokenPurpose, Role, UserEtat } from '@passerelle/shared';
import { and, eq, gt, inArray, isNull, lt, ne, or, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { adminActions, candidates, linkTokens, sessions, users } from '../../db/schema/index.js';
import type { LinkProof } from '../../plugins/app/access.js';

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

export async function revokeSession(db: Db, sessionId: string): Promise<void> {
  await db
    .update(sessions)
    .set({ revokedAt: new Date() })
    .where(and(eq(sessions.id, sessionId), isNull(sessions.revokedAt)));
}

/** Ends every session of a user, but the one named (the caller's, on a password change). */
export async function revokeUserSessions(db: Db, userId: number, exceptSessionId?: string): Promise<void> {
  const conditions = [eq(sessions.userId, userId), isNull(sessions.revokedAt)];
  if (exceptSessionId) conditions.push(ne(sessions.id, exceptSessionId));
  await db
    .update(sessions)
    .set({ revokedAt: new Date() })
    .where(and(...conditions));
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
  },
): Promise<void> {
  await db.insert(adminActions).values(values);
}
