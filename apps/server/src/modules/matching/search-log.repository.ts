import { createHash } from 'node:crypto';
import { count, desc, eq, sql } from 'drizzle-orm';
import { type Db, queryRows } from '../../db/client.js';
import { searchLog } from '../../db/schema/index.js';

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
export async function verifySearchLog(db: Db, batch = 50_000): Promise<{ lignes: number; rupture: number | null }> {
  let lignes = 0;
  let before: string | null = null;
  for (let after = 0; ; ) {
    const rangeRows: {
      last: number | null;
      n: number;
      first_prev: string | null;
      bad_hash: number | null;
      bad_link: number | null;
    }[] = await queryRows(
      db,
      sql`WITH r AS (SELECT id, prev_hash, hash, content, lag(hash) OVER (ORDER BY id) AS before
                         FROM ${searchLog} WHERE id > ${after} ORDER BY id LIMIT ${batch})
            SELECT (SELECT max(id) FROM r)::bigint AS last, (SELECT count(*) FROM r)::int AS n,
                   (SELECT prev_hash FROM r ORDER BY id LIMIT 1) AS first_prev,
                   (SELECT min(id) FROM r WHERE hash <> encode(sha256(convert_to(prev_hash || content, 'UTF8')), 'hex'))::bigint AS bad_hash,
                   (SELECT min(id) FROM r WHERE before IS NOT NULL AND prev_hash <> before)::bigint AS bad_link`,
    );
    const range = rangeRows[0];
    if (!range || range.n === 0) break;
    const seam = before !== null && range.first_prev !== before ? after + 1 : null;
    const breaks = [range.bad_hash, range.bad_link].map((id) => (id === null ? null : Number(id)));
    const firstBreak = [seam === null ? null : await firstIdAfter(db, after), ...breaks].filter(
      (id): id is number => id !== null,
    );
    if (firstBreak.length > 0) return { lignes: lignes + range.n, rupture: Math.min(...firstBreak) };
    lignes += range.n;
    const [tail] = await db
      .select({ hash: searchLog.hash })
      .from(searchLog)
      .where(eq(searchLog.id, Number(range.last)));
    before = tail?.hash ?? null;
    after = Number(range.last);
    if (range.n < batch) break;
  }
  return { lignes, rupture: null };
}

async function firstIdAfter(db: Db, after: number): Promise<number | null> {
  const [row] = await db
    .select({ id: searchLog.id })
    .from(searchLog)
    .where(sql`${searchLog.id} > ${after}`)
    .orderBy(searchLog.id)
    .limit(1);
  return row?.id ?? null;
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
