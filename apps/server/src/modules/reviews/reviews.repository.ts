import { type AnyColumn, and, count, desc, eq, inArray, type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { queryRows } from '../../db/client.js';
import { candidates, clients, reviews, users } from '../../db/schema/index.js';

/** Queries of the reviews. */

export type ReviewRow = typeof reviews.$inferSelect;

/** Days after the first review of a mission when it is published alone (DECISIONS §6.4). */
const PUBLISH_ALONE_DAYS = 14;

/** The mission of this review has both, or its first is 14 days old: the time to publish it (hidden or not). */
export const publicationDue = sql`(
  (SELECT count(*) FROM reviews o WHERE o.mission_id = ${reviews.missionId}) = 2
  OR (SELECT min(o.created_at) FROM reviews o WHERE o.mission_id = ${reviews.missionId}) <= now() - make_interval(days => ${PUBLISH_ALONE_DAYS})
)`;

/** A review is published when the mission has both, or when the first is 14 days old; never when hidden. */
const published = sql`(${reviews.hiddenAt} IS NULL AND ${publicationDue})`;

/** A candidate's published reviews: their average (one decimal) and count. */
export interface CandidateRating {
  avg: number;
  n: number;
}

export async function insertReview(db: Db, values: typeof reviews.$inferInsert): Promise<ReviewRow | undefined> {
  const [row] = await db.insert(reviews).values(values).onConflictDoNothing().returning();
  return row;
}

/** Of these missions, those where this side already left its review. */
export async function reviewedMissionIds(db: Db, side: 'cl' | 'cd', missionIds: readonly number[]): Promise<Set<number>> {
  if (missionIds.length === 0) return new Set();
  const rows = await db
    .select({ missionId: reviews.missionId })
    .from(reviews)
    .where(and(eq(reviews.side, side), inArray(reviews.missionId, [...missionIds])));
  return new Set(rows.map((r) => r.missionId));
}

export async function hideReview(db: Db, id: number, actorId: number): Promise<ReviewRow | undefined> {
  const [row] = await db.update(reviews).set({ hiddenAt: new Date(), hiddenBy: actorId }).where(eq(reviews.id, id)).returning();
  return row;
}

/** The published reviews' average (one decimal) and count, per candidate or of one. */
const RATING = sql`round(avg(${reviews.note})::numeric, 1)`;

/**
 * One candidate's rating as a JSON `{avg, n}` (null without a published review): a column of a raw
 * statement whose candidate id is `candidateId` (profiles.repository entriesColumnsSql).
 */
export function ratingJsonSql(candidateId: AnyColumn | SQL): SQL {
  return sql`(SELECT json_build_object('avg', ${RATING}, 'n', count(*)) FROM ${reviews}
     WHERE ${reviews.side} = 'cl' AND ${reviews.candidateId} = ${candidateId} AND ${published} HAVING count(*) > 0)`;
}

/**
 * The ranking's last tie-break (DECISIONS §6.8): candidates.note_rang, the published average × 10 (0 without
 * one), written again for these candidates (all those with a review when null: the periodic job, since a
 * review becomes published 14 days after the first of its mission with no write). Only changed rows are
 * written (each write stamps the row for the search's index). The number of rows written.
 */
export async function refreshRankingNotes(db: Db, candidateIds: readonly number[] | null): Promise<number> {
  const scope =
    candidateIds === null
      ? sql`c.id IN (SELECT candidate_id FROM ${reviews})`
      : sql`c.id = ANY(${`{${candidateIds.map(Number).join(',')}}`}::int[])`;
  const note = sql`coalesce((SELECT round(avg(${reviews.note}) * 10)::int FROM ${reviews}
                     WHERE ${reviews.side} = 'cl' AND ${reviews.candidateId} = c.id AND ${published}), 0)`;
  const rows = await queryRows<{ id: number }>(
    db,
    sql`UPDATE ${candidates} c SET note_rang = ${note} WHERE ${scope} AND c.note_rang <> ${note} RETURNING c.id`,
  );
  return rows.length;
}

/** The published reviews' average and count, for each of these candidates (the companies' reviews of them). */
export async function candidateRatings(db: Db, candidateIds: readonly number[]): Promise<Map<number, CandidateRating>> {
  const out = new Map<number, CandidateRating>();
  if (candidateIds.length === 0) return out;
  const rows = await queryRows<{ candidate_id: number; avg: string; n: number }>(
    db,
    sql`SELECT candidate_id, ${RATING}::text AS avg, count(*)::int AS n
        FROM reviews
        WHERE side = 'cl' AND candidate_id IN (${sql.join(
          candidateIds.map((id) => sql`${id}`),
          sql`, `,
        )}) AND ${published}
        GROUP BY candidate_id`,
  );
  for (const r of rows) out.set(r.candidate_id, { avg: Number(r.avg), n: r.n });
  return out;
}

/** Every review, newest first, paged, with the parties' names and whether it is published. */
export async function listReviews(db: Db, page: { limit: number | null; offset: number }) {
  const [totalRow] = await db.select({ total: count() }).from(reviews);
  const query = db
    .select({
      review: reviews,
      publie: sql<boolean>`${published}`,
      nom: users.nom,
      prenom: users.prenom,
      company: clients.nomEntreprise,
    })
    .from(reviews)
    .innerJoin(candidates, eq(candidates.id, reviews.candidateId))
    .innerJoin(users, eq(users.id, candidates.userId))
    .innerJoin(clients, eq(clients.id, reviews.clientId))
    .orderBy(desc(reviews.createdAt), desc(reviews.id))
    .offset(page.offset);
  const rows = page.limit === null ? await query : await query.limit(page.limit);
  return { total: Number(totalRow?.total ?? 0), rows };
}
