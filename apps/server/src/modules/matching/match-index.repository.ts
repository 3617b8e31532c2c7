import { sql } from 'drizzle-orm';
import { type Db, preparedStatement, queryRows } from '../../db/client.js';
import { candidates } from '../../db/schema/index.js';
import type { CandidateRow } from './match-index-store.js';

/** The candidate index's reads (match-index.ts): what the store holds of each candidate, and the snapshots' xmin. */

/** dispo_confirmee_le as epoch milliseconds, as the rows are read. */
const CONFIRMED_MS = sql.raw(`(extract(epoch from c.dispo_confirmee_le) * 1000)::float8`);
/** What the index reads of a candidate (DECISIONS §3, §6.8: skills for matching, months, review, level, availability). */
const INDEXED = sql`c.id, c.active, c.match_skills AS skills, c.skill_months AS months, c.note_rang AS note, c.niv_exp,
  c.dispo::text AS dispo, ${CONFIRMED_MS} AS confirmed_ms`;

/** The rows written since an xmin, and the next xmin, in one statement (one snapshot). */
const changesSinceStatement = preparedStatement<CandidateRow, { xmin: string }>(
  (v) => sql`WITH snap AS (SELECT pg_snapshot_xmin(pg_current_snapshot())::text AS xmin)
          SELECT ${INDEXED}, snap.xmin
            FROM snap LEFT JOIN ${candidates} c ON c.match_xid >= ${v.xmin}::xid8`,
  ['xmin'],
);

/**
 * The candidates written since `xmin` (stamped by the trigger `candidates_match_xid`), and the next xmin: one
 * row with null columns when none was written. Prepared (parsed once per connection): on PostgreSQL every
 * search runs it.
 */
export function changesSince(db: Db, xmin: string): Promise<CandidateRow[]> {
  return changesSinceStatement(db, { xmin });
}

/** The xmin of the current snapshot: every transaction below it is over. */
export async function snapshotXmin(db: Db): Promise<string | null> {
  const [snap] = await queryRows<{ xmin: string }>(db, sql`SELECT pg_snapshot_xmin(pg_current_snapshot())::text AS xmin`);
  return snap?.xmin ?? null;
}

/** Active candidates by id after `after`, `limit` at a time (the index's build). */
export function activeCandidatesAfter(db: Db, after: number, limit: number): Promise<CandidateRow[]> {
  return queryRows<CandidateRow>(
    db,
    sql`SELECT ${INDEXED} FROM ${candidates} c WHERE c.active AND c.id > ${after} ORDER BY c.id LIMIT ${limit}`,
  );
}
