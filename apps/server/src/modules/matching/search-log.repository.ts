import { createHash } from 'node:crypto';
import { EXPOSURE_AGE_BAND_STARTS, EXPOSURE_AGE_BANDS } from '@passerelle/shared';
import { count, desc, eq, sql } from 'drizzle-orm';
import { type Db, queryRows } from '../../db/client.js';
import { candidates, searchLog } from '../../db/schema/index.js';

/**
 * The search log's queries (DECISIONS §6.8; the writer is search-log.ts). hash = SHA-256(prev_hash ‖ content) in
 * hex, the first row's prev_hash GENESIS: written here in JavaScript, checked in the database with PostgreSQL's
 * own sha256 (no row leaves the database to be checked).
 */

export const GENESIS = '0'.repeat(64);
/** Serialises the writers of every instance: one chain, rows in the order of their ids. */
const CHAIN_LOCK = sql`pg_advisory_xact_lock(hashtext('passerelle_search_log'))`;

export interface SearchLogInsert {
  at: Date;
  kind: 'searchmatch' | 'brief' | 'bmatch' | 'alerte';
  userId: number | null;
  clientId: number | null;
  content: string;
  candidateIds: number[];
}

const chained = (prev: string, content: string) =>
  createHash('sha256')
    .update(prev + content, 'utf8')
    .digest('hex');

/** Appends rows to the chain, in order, in one transaction (one statement for the rows). */
export async function appendSearchLog(db: Db, rows: readonly SearchLogInsert[]): Promise<void> {
  if (rows.length === 0) return;
  await db.transaction(async (tx) => {
    await tx.execute(sql`SELECT ${CHAIN_LOCK}`);
    const [last] = await tx.select({ hash: searchLog.hash }).from(searchLog).orderBy(desc(searchLog.id)).limit(1);
    let prev = last?.hash ?? GENESIS;
    const values = rows.map((row) => {
      const hash = chained(prev, row.content);
      const value = { ...row, prevHash: prev, hash };
      prev = hash;
      return value;
    });
    await tx.insert(searchLog).values(values);
  });
}

export interface SearchLogRow {
  id: number;
  content: string;
  hash: string;
}

/** A page of the log, newest first, of one company or all. */
export async function listSearchLog(
  db: Db,
  page: { limit: number; offset: number },
  clientId: number | null,
): Promise<{ total: number; rows: SearchLogRow[] }> {
  const where = clientId === null ? undefined : eq(searchLog.clientId, clientId);
  const [totalRow] = await db.select({ total: count() }).from(searchLog).where(where);
  const rows = await db
    .select({ id: searchLog.id, content: searchLog.content, hash: searchLog.hash })
    .from(searchLog)
    .where(where)
    .orderBy(desc(searchLog.id))
    .limit(page.limit)
    .offset(page.offset);
  return { total: totalRow?.total ?? 0, rows };
}

/**
 * The chain checked in the database, `batch` ids at a time (a short statement each): every row's hash is the
 * SHA-256 of its prev_hash and content, and every prev_hash is the hash of the row before it (the first row's
 * is the anchor: GENESIS, or the hash of a row purged after 6 months). The rows checked, and the first row
 * that breaks the chain (null when none).
 */
export async function verifySearchLog(
  db: Db,
  span = 250_000,
  /** Where the time goes (the bench): ms in the hashes' statements and in the links'. */
  timings?: { hashesMs: number; linksMs: number },
): Promise<{ lignes: number; rupture: number | null }> {
  const [bounds] = await queryRows<{ first: string | null; last: string | null }>(
    db,
    sql`SELECT min(id)::text AS first, max(id)::text AS last FROM ${searchLog}`,
  );
  if (!bounds?.first || !bounds.last) return { lignes: 0, rupture: null };
  let lignes = 0;
  // By ranges of ids (a short statement each, so that the embedded engine's one connection keeps serving).
  for (let from = Number(bounds.first); from <= Number(bounds.last); from += span) {
    const to = from + span - 1;
    // Every row's hash recomputed: an aggregate PostgreSQL may run in parallel.
    const t0 = performance.now();
    const [hashes] = await queryRows<{ n: number; bad: string | null }>(
      db,
      sql`SELECT count(*)::int AS n,
                 min(id) FILTER (WHERE hash <> encode(sha256(convert_to(prev_hash || content, 'UTF8')), 'hex'))::text AS bad
            FROM ${searchLog} WHERE id BETWEEN ${from} AND ${to}`,
    );
    const t1 = performance.now();
    // Every link, from the last row before the range (a deleted row breaks the link of the row after it), read
    // from the index (id) INCLUDE (prev_hash, hash) alone once the rows are all-visible (autovacuum).
    const [links] = await queryRows<{ bad: string | null }>(
      db,
      sql`SELECT min(id)::text AS bad FROM (
            SELECT id, prev_hash, lag(hash) OVER (ORDER BY id) AS before FROM ${searchLog}
             WHERE id BETWEEN coalesce((SELECT max(id) FROM ${searchLog} WHERE id < ${from}), ${from}) AND ${to}) r
           WHERE before IS NOT NULL AND prev_hash <> before`,
    );
    if (timings) {
      timings.hashesMs += t1 - t0;
      timings.linksMs += performance.now() - t1;
    }
    lignes += hashes?.n ?? 0;
    const breaks = [hashes?.bad ?? null, links?.bad ?? null].filter((id): id is string => id !== null).map(Number);
    if (breaks.length > 0) return { lignes, rupture: Math.min(...breaks) };
  }
  return { lignes, rupture: null };
}

/** Deletes the rows older than `before` (the periodic job: 6 months), a batch at a time; the rows deleted. */
export async function purgeSearchLog(db: Db, before: Date, batch = 10_000): Promise<number> {
  let deleted = 0;
  for (;;) {
    const rows = await queryRows<{ id: number }>(
      db,
      sql`DELETE FROM ${searchLog} WHERE id IN (SELECT id FROM ${searchLog} WHERE ${searchLog.at} < ${before.toISOString()}::timestamptz ORDER BY id LIMIT ${batch}) RETURNING id`,
    );
    deleted += rows.length;
    if (rows.length < batch) return deleted;
  }
}

/** A candidate's appearances over a period (myExposure): searches where it appeared, in the first 10, and all. */
export async function exposureOf(
  db: Db,
  candidateId: number,
  since: Date,
): Promise<{ apparitions: number; top10: number; recherches: number }> {
  const [row] = await queryRows<{ apparitions: number; top10: number; recherches: number }>(
    db,
    sql`SELECT count(*) FILTER (WHERE ${searchLog.candidateIds} @> ARRAY[${candidateId}]::int[])::int AS apparitions,
               count(*) FILTER (WHERE ${candidateId}::int = ANY(${searchLog.candidateIds}[1:10]))::int AS top10,
               count(*) FILTER (WHERE ${searchLog.kind} <> 'brief')::int AS recherches
          FROM ${searchLog} WHERE ${searchLog.at} >= ${since.toISOString()}::timestamptz`,
  );
  return row ?? { apparitions: 0, top10: 0, recherches: 0 };
}

export interface ExposureCount {
  critere: 'sex' | 'age';
  groupe: string;
  /** Active candidates of the group. */
  vivier: number;
  /** Appearances of the group's candidates in the first ten results of the searches since `since`. */
  top10: number;
}

/**
 * The exposure report's counts (adm/exposureReport): by sex and by age band (at `today`), the active candidates of
 * each group, and the appearances in the first ten results of every logged search since `since` (a candidate shown
 * then counts even if it is inactive now; one whose sex or birth date is unknown counts in neither criterion).
 */
export async function exposureCounts(db: Db, since: Date, today: string): Promise<ExposureCount[]> {
  const [second, third] = EXPOSURE_AGE_BAND_STARTS;
  const [young, middle, older] = EXPOSURE_AGE_BANDS;
  const band = sql`(CASE WHEN c.date_naissance IS NULL THEN NULL
      WHEN date_part('year', age(${today}::date, c.date_naissance)) < ${second} THEN ${young}::text
      WHEN date_part('year', age(${today}::date, c.date_naissance)) < ${third} THEN ${middle}::text
      ELSE ${older}::text END)`;
  return queryRows<ExposureCount>(
    db,
    sql`WITH people AS (
          SELECT c.id, c.active, c.sex, ${band} AS band FROM ${candidates} c
        ),
        shown AS (
          SELECT p.sex, p.band FROM ${searchLog} l
            CROSS JOIN LATERAL unnest(l.candidate_ids[1:10]) AS u(id)
            JOIN people p ON p.id = u.id
           WHERE l.at >= ${since.toISOString()}::timestamptz
        ),
        groups AS (
          SELECT 'sex' AS critere, sex AS groupe, count(*) FILTER (WHERE active) AS vivier, 0 AS top10 FROM people WHERE sex IS NOT NULL GROUP BY sex
          UNION ALL
          SELECT 'age', band, count(*) FILTER (WHERE active), 0 FROM people WHERE band IS NOT NULL GROUP BY band
          UNION ALL
          SELECT 'sex', sex, 0, count(*) FROM shown WHERE sex IS NOT NULL GROUP BY sex
          UNION ALL
          SELECT 'age', band, 0, count(*) FROM shown WHERE band IS NOT NULL GROUP BY band
        )
        SELECT critere, groupe, sum(vivier)::int AS vivier, sum(top10)::int AS top10 FROM groups GROUP BY critere, groupe`,
  );
}
