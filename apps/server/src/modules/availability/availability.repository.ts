import { and, eq, isNull, sql } from 'drizzle-orm';
import { type Db, queryRows } from '../../db/client.js';
import { adminActions, candidates, users } from '../../db/schema/index.js';
import type { CandidateRow } from '../profiles/profiles.repository.js';

/** Queries of the availability confirmations, the reminders and the retention job (DECISIONS §6.2). */

export async function confirmAvailability(
  db: Db,
  candidateId: number,
  values: { dispo: string; joursSemaine: number; at: Date },
): Promise<CandidateRow | undefined> {
  const [row] = await db
    .update(candidates)
    .set({
      dispo: values.dispo,
      joursSemaine: values.joursSemaine,
      dispoConfirmeeLe: values.at,
      dispoRappelLe: null,
      updatedAt: values.at,
    })
    .where(eq(candidates.id, candidateId))
    .returning();
  return row;
}

export interface ReminderRow {
  candidateId: number;
  userId: number;
  email: string;
  dispo: string;
  joursSemaine: number;
}

/**
 * Claims a batch of the availabilities due for a reminder (DECISIONS §6.2: unconfirmed for 30 days, then
 * every 14 days since the last reminder) and marks them reminded, in one statement: a row is claimed by
 * one run only, whatever the number of instances (`FOR UPDATE SKIP LOCKED`, and the marks re-checked).
 * Candidates of accounts not usable (blocked, erased, e-mail not verified) are not reminded.
 */
export async function claimDueReminders(
  db: Db,
  now: Date,
  confirmedBefore: Date,
  remindedBefore: Date,
  limit: number,
): Promise<ReminderRow[]> {
  return queryRows<ReminderRow>(
    db,
    sql`WITH due AS (
          SELECT c.id FROM ${candidates} c JOIN ${users} u ON u.id = c.user_id
           WHERE coalesce(c.dispo_rappel_le, c.dispo_confirmee_le) < ${remindedBefore.toISOString()}::timestamptz
             AND (c.dispo_rappel_le IS NOT NULL OR c.dispo_confirmee_le < ${confirmedBefore.toISOString()}::timestamptz)
             AND u.deleted_at IS NULL AND u.etat <> 'blocked' AND u.email_verified_at IS NOT NULL
           ORDER BY coalesce(c.dispo_rappel_le, c.dispo_confirmee_le)
           LIMIT ${limit}
           FOR UPDATE OF c SKIP LOCKED
        )
        UPDATE ${candidates} c SET dispo_rappel_le = ${now.toISOString()}::timestamptz
          FROM due, ${users} u
         WHERE c.id = due.id AND u.id = c.user_id
        RETURNING c.id AS "candidateId", u.id AS "userId", u.email, c.dispo::text AS dispo, c.jours_semaine AS "joursSemaine"`,
  );
}

/**
 * The last activity of a candidate account (DECISIONS §6.2): connection, confirmation or profile save, « keep »;
 * the account's creation when none. `users` as `u`, its candidate row (LEFT JOIN: an account may have no profile
 * yet) as `c`; `greatest` skips the missing profile's NULL. The staff's inactive list uses the same expression.
 */
export const candidateActivity = (u: string, c: string) =>
  sql.raw(
    `greatest(coalesce(${u}.last_seen_at, ${u}.created_at), ${c}.dispo_confirmee_le, coalesce(${u}.retention_kept_at, ${u}.created_at))`,
  );
const activity = candidateActivity('u', 'c');
/** A candidate account and its profile if it has one, as `activity` reads them. */
const candidateAccounts = sql`${users} u LEFT JOIN ${candidates} c ON c.user_id = u.id`;

export interface RetentionRow {
  userId: number;
  email: string;
}

/** Claims a batch of the candidates inactive since `inactiveBefore`, not asked since their last activity; marks them asked. */
export async function claimRetentionQuestions(db: Db, now: Date, inactiveBefore: Date, limit: number): Promise<RetentionRow[]> {
  return queryRows<RetentionRow>(
    db,
    sql`WITH due AS (
          SELECT u.id FROM ${candidateAccounts}
           WHERE u.role = 'condidat' AND u.deleted_at IS NULL AND u.etat <> 'blocked'
             AND ${activity} < ${inactiveBefore.toISOString()}::timestamptz
             AND (u.retention_asked_at IS NULL OR u.retention_asked_at < ${activity})
           ORDER BY u.id
           LIMIT ${limit}
           FOR UPDATE OF u SKIP LOCKED
        )
        UPDATE ${users} u SET retention_asked_at = ${now.toISOString()}::timestamptz
          FROM due WHERE u.id = due.id
        RETURNING u.id AS "userId", u.email`,
  );
}

/** The candidates asked before `askedBefore` with no activity since the question: to erase. */
export async function listUnansweredRetention(db: Db, askedBefore: Date, limit: number, userId?: number): Promise<number[]> {
  const rows = await queryRows<{ id: number }>(
    db,
    sql`SELECT u.id FROM ${candidateAccounts}
         WHERE u.role = 'condidat' AND u.deleted_at IS NULL${userId === undefined ? sql`` : sql` AND u.id = ${userId}`}
           AND u.retention_asked_at < ${askedBefore.toISOString()}::timestamptz
           AND ${activity} < u.retention_asked_at
         ORDER BY u.id LIMIT ${limit}`,
  );
  return rows.map((r) => r.id);
}

/** « Conserver mon compte »: an answer is activity. */
export async function markKept(db: Db, userId: number, at: Date): Promise<boolean> {
  const rows = await db
    .update(users)
    .set({ retentionKeptAt: at })
    .where(and(eq(users.id, userId), isNull(users.deletedAt)))
    .returning({ id: users.id });
  return rows.length > 0;
}

export const RETENTION_KEPT = 'retention_kept';
export const RETENTION_ERASED = 'retention_erased';

/**
 * The retention outcomes for the staff: waiting answers; kept, the asked accounts active since their question
 * (the keep link, a connection, a confirmation: the question's notice says that a connection is enough);
 * erased, from the staff's log.
 */
export async function retentionCounts(db: Db): Promise<{ waiting: number; kept: number; erased: number }> {
  const [row] = await queryRows<{ waiting: number; kept: number; erased: number }>(
    db,
    sql`SELECT count(*) FILTER (WHERE ${activity} < u.retention_asked_at)::int AS waiting,
               count(*) FILTER (WHERE ${activity} >= u.retention_asked_at)::int AS kept,
               (SELECT count(*) FROM ${adminActions} WHERE action = ${RETENTION_ERASED})::int AS erased
          FROM ${candidateAccounts}
         WHERE u.role = 'condidat' AND u.deleted_at IS NULL AND u.retention_asked_at IS NOT NULL`,
  );
  return row ?? { waiting: 0, kept: 0, erased: 0 };
}
