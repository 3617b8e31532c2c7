import { DISPO_CONFIRMED_DAYS, MATCH_WEIGHTS, type NivExp } from '@passerelle/shared';
import { and, desc, eq, inArray, not, type SQL, sql } from 'drizzle-orm';
import { type Db, preparedStatement, queryRows } from '../../db/client.js';
import { candidateRequests, candidates, clientMembers, favourites, offers, searchEvents, users } from '../../db/schema/index.js';
import {
  type EntriesColumns,
  entriesColumnsSql,
  type PublicCandidateRow,
  publicCandidateColumns,
} from '../profiles/profiles.repository.js';
import type { RankedCandidate } from './match-index.js';

/**
 * The match score of DECISIONS §3 in SQL, so that ranking and paging happen in the database
 * (packages/shared/src/match-score.ts is the reference; the tests pin both to the same numbers):
 *   c1 = niv_exp equals the searched level (1 when none), c2 = searched skills the candidate has,
 *   c3 = available on or before the date (1 when none); score = round(30·c1 + 50·c2/n + 20·c3).
 *
 * Cost matters here: a popular skill matches tens of thousands of candidates, and each is scored.
 *   - Candidates are filtered with `active AND skills_norm && S`, served by the partial GIN index
 *     `candidates_active_skills_gin` (a sequential scan when S matches a large share of the table).
 *   - c2 is the intersection's size written as one `s = ANY(skills_norm)` test per searched skill: the
 *     skills are known when the statement is built, and this costs a fraction of an
 *     `ARRAY(SELECT unnest(…) INTERSECT …)` subquery run for every row (measured: docs/api.md).
 *   - The score is integer arithmetic: round(x / n) = (2x + n) / (2n) in integer division, for
 *     x = 30·c1·n + 50·c2 + 20·c3·n ≥ 0; equal to Math.round of the reference (tested for every n ≤ 50).
 */

const { experience: W1, skills: W2, availability: W3 } = MATCH_WEIGHTS;

/** The ranked rows' order (DECISIONS §3, §6.2): score, confirmed availability first, earliest availability, id. */
const RANK_ORDER = sql.raw('p.score DESC, p.rank_confirmed DESC, p.rank_dispo ASC, p.id ASC');

export interface MatchCriteria {
  /** Distinct normalised skills, at least one. */
  skills: readonly string[];
  nivExp: NivExp | null;
  /** An ISO date parameter or a date expression; null when none is searched. */
  dateDispo: SQL | null;
}

/** A text[] literal of any strings (`{"a","b \\"c\\""}`), bound as one parameter. */
function textArrayLiteral(values: readonly string[]): string {
  return `{${values.map((v) => `"${v.replace(/\\/g, '\\\\').replace(/"/g, '\\"')}"`).join(',')}}`;
}

/** A text[] of bound parameters: `ARRAY[$1, $2]::text[]`. */
function textArray(values: readonly string[]): SQL {
  return sql`ARRAY[${sql.join(
    values.map((v) => sql`${v}`),
    sql`, `,
  )}]::text[]`;
}

/** The score of the current `candidates` row, an integer from 0 to 100. */
export function scoreSql(criteria: MatchCriteria): SQL {
  const n = criteria.skills.length;
  const c1 = criteria.nivExp ? sql`(${candidates.nivExp} = ${criteria.nivExp})::int` : sql`1`;
  const c2 = sql.join(
    criteria.skills.map((s) => sql`(${s} = ANY(${candidates.skillsNorm}))::int`),
    sql` + `,
  );
  const c3 = criteria.dateDispo ? sql`(${candidates.dispo} <= ${criteria.dateDispo})::int` : sql`1`;
  const x = sql`(${sql.raw(String(W1 * n))} * ${c1} + ${sql.raw(String(W2))} * (${c2}) + ${sql.raw(String(W3 * n))} * ${c3})`;
  return sql`((2 * ${x} + ${sql.raw(String(n))}) / ${sql.raw(String(2 * n))})`;
}

/** The candidates a match may show: active, with at least one of the skills (the partial GIN index). */
function matchable(skills: readonly string[]): SQL {
  return sql`${candidates.active} AND ${candidates.skillsNorm} && ${textArray(skills)}`;
}

/** « Confirmed » (DECISIONS §6.2): the current row's availability was confirmed at or after `since`. */
function confirmedSql(since: Date): SQL {
  return sql`(${candidates.dispoConfirmeeLe} >= ${since.toISOString()}::timestamptz)`;
}

/** The instant after which a confirmation counts: 30 days before `now`. */
export function confirmedSince(now: number): number {
  return now - DISPO_CONFIRMED_DAYS * 86_400_000;
}

/** The public profile columns, for raw queries (same names as the drizzle selects). */
const publicColumnsSql = sql.join(
  Object.entries(publicCandidateColumns).map(([name, column]) => sql`${column} AS ${sql.identifier(name)}`),
  sql`, `,
);

/** The client's marks on the current candidate row: favourite, pending request. */
function clientMarksSql(clientId: number | SQL): SQL {
  return sql`EXISTS (SELECT 1 FROM ${favourites} WHERE ${favourites.clientId} = ${clientId} AND ${favourites.candidateId} = ${candidates.id}) AS "favori",
    EXISTS (SELECT 1 FROM ${candidateRequests} WHERE ${candidateRequests.clientId} = ${clientId}
            AND ${candidateRequests.candidateId} = ${candidates.id} AND ${candidateRequests.etat} = 'en_attente') AS "demande"`;
}

/**
 * Profiles, education, experience, rating and marks of ranked rows `r(id, rank_dispo, rank_confirmed, score[, offerId])`:
 * joined for the kept rows only, all in this one statement.
 */
function rankedProfilesSql(ranked: SQL, clientId: number | SQL, perOffer = false): SQL {
  return sql`SELECT r.score, r.rank_dispo, r.rank_confirmed${perOffer ? sql`, r."offerId"` : sql``}, ${publicColumnsSql},
        ${entriesColumnsSql(candidates.id)}, ${clientMarksSql(clientId)}
      FROM ${ranked} r
      JOIN ${candidates} ON ${candidates.id} = r.id
      JOIN ${users} ON ${users.id} = ${candidates.userId}`;
}

export interface MatchRow extends PublicCandidateRow, EntriesColumns {
  score: number;
  favori: boolean;
  demande: boolean;
}

export interface SearchCriteria {
  /** Distinct normalised skills, at least one. */
  skills: string[];
  nivExp: NivExp | null;
  dateDispo: string | null;
  /** Only the availabilities confirmed at or after `confirmedSince` (DECISIONS §6.2 `confirmed_only`). */
  confirmedOnly: boolean;
  /** Epoch ms: a confirmation at or after it counts as confirmed (30 days before the search). */
  confirmedSince: number;
}

/**
 * searchmatch in one statement: score every matchable candidate, count them, keep the page (best score,
 * then a confirmed availability, then earliest availability, then id for a stable order), and join the
 * page's profiles and the client's marks. The count comes back even when the page is past the end.
 */
export function searchCandidatesSql(criteria: SearchCriteria, clientId: number, page: { limit: number; offset: number }): SQL {
  const score = scoreSql({
    skills: criteria.skills,
    nivExp: criteria.nivExp,
    dateDispo: criteria.dateDispo ? sql`${criteria.dateDispo}::date` : null,
  });
  const confirmed = confirmedSql(new Date(criteria.confirmedSince));
  return sql`WITH matched AS (
      SELECT ${candidates.id} AS id, ${candidates.dispo} AS dispo, ${confirmed} AS confirmed, ${score} AS score
        FROM ${candidates}
       WHERE ${matchable(criteria.skills)}${criteria.confirmedOnly ? sql` AND ${confirmed}` : sql``}
    ),
    page AS (
      SELECT id, dispo AS rank_dispo, confirmed AS rank_confirmed, score FROM matched
       ORDER BY score DESC, confirmed DESC, dispo ASC, id ASC
       LIMIT ${page.limit} OFFSET ${page.offset}
    )
    SELECT t.total, p.*
      FROM (SELECT count(*)::int AS total FROM matched) t
      LEFT JOIN (${rankedProfilesSql(sql`page`, clientId)}) p ON true
     ORDER BY ${RANK_ORDER}`;
}

/**
 * The page the in-memory index ranked (match-index.ts), for a user, in one statement: the company the user
 * is a member of (`clientId`, null when none), the page's profiles and entries with that company's marks, in
 * the index's order, and, when `record` holds the searched skills, the search recorded for the statistics
 * (recordSearch, only when the user has a company). A candidate gone from the table is missing from the rows
 * (the caller sees it and rebuilds the index).
 */
export async function rankedPageOfMember(
  db: Db,
  ranked: readonly RankedCandidate[],
  userId: number,
  record: readonly string[] | null,
): Promise<{ clientId: number | null; rows: MatchRow[] }> {
  // Arrays, not a VALUES list: the text is the same for every page, so the statement is prepared once.
  const list = (values: readonly (number | string | boolean)[]) => `{${values.join(',')}}`;
  const [row] = await rankedPageStatement(db, {
    ids: list(ranked.map((r) => r.id)),
    dispos: list(ranked.map((r) => r.dispo)),
    confirmed: list(ranked.map((r) => r.confirmed)),
    scores: list(ranked.map((r) => r.score)),
    userId,
    recording: record !== null,
    record: textArrayLiteral(record ?? []),
  });
  return { clientId: row?.member_of ?? null, rows: row?.page ?? [] };
}

/**
 * rankedPageOfMember's statement. The page comes as one JSON value: the embedded engine's driver then decodes
 * one field, not 25 per row (issue 20: that decoding cost as much as the statement's planning). The rows keep
 * their column names and values; the confirmation instant comes as an ISO string, as PublicCandidateRow allows.
 */
const rankedPageStatement = preparedStatement<
  { member_of: number | null; page: MatchRow[] },
  { ids: string; dispos: string; confirmed: string; scores: string; userId: number; recording: boolean; record: string }
>(
  (v) => {
    const pageRows = sql`(SELECT * FROM unnest(${v.ids}::int[], ${v.dispos}::date[], ${v.confirmed}::boolean[], ${v.scores}::int[])
        AS v(id, rank_dispo, rank_confirmed, score))`;
    const member = sql`(SELECT client_id FROM member)`;
    return sql`WITH member AS (SELECT ${clientMembers.clientId} AS client_id FROM ${clientMembers} WHERE ${clientMembers.userId} = ${v.userId}),
        recorded AS (INSERT INTO ${searchEvents} (client_id, skills)
                     SELECT client_id, ${v.record}::text[] FROM member WHERE ${v.recording}::boolean)
        SELECT ${member} AS member_of,
               coalesce((SELECT json_agg(p ORDER BY ${RANK_ORDER}) FROM (${rankedProfilesSql(pageRows, member)}) p), '[]'::json) AS page`;
  },
  ['ids', 'dispos', 'confirmed', 'scores', 'userId', 'recording', 'record'],
);

/** The reference search in SQL: used until the index is built, and by the tests that pin the index to it. */
export async function searchCandidates(
  db: Db,
  criteria: SearchCriteria,
  clientId: number,
  page: { limit: number; offset: number },
): Promise<{ total: number; rows: MatchRow[] }> {
  type Row = (MatchRow & { total: number }) | { total: number; id: null };
  const rows = await queryRows<Row>(db, searchCandidatesSql(criteria, clientId, page));
  const total = rows[0]?.total ?? 0;
  return { total, rows: rows.filter((r): r is MatchRow & { total: number } => r.id !== null) };
}

export async function recordSearch(db: Db, clientId: number, skills: string[]): Promise<void> {
  await db.insert(searchEvents).values({ clientId, skills });
}

export const BRIDGE_MATCH_PER_OFFER = 5;

export type OpenOfferRow = Pick<typeof offers.$inferSelect, 'id' | 'titre' | 'dateDebut' | 'dateFin' | 'tech' | 'etat'>;

/** An offer as the Bridge match searches for it: its skill keys (distinct), its start date as the date. */
export interface BridgeMatchOffer {
  id: number;
  dateDebut: string;
  skills: readonly string[];
}

/** The client's open offers (ouvert or en_cours, not blocked), newest first. */
export async function listOpenOffers(db: Db, clientId: number): Promise<OpenOfferRow[]> {
  return db
    .select({
      id: offers.id,
      titre: offers.titre,
      dateDebut: offers.dateDebut,
      dateFin: offers.dateFin,
      tech: offers.tech,
      etat: offers.etat,
    })
    .from(offers)
    .where(and(eq(offers.clientId, clientId), not(offers.isblocked), inArray(offers.etat, ['ouvert', 'en_cours'])))
    .orderBy(desc(offers.createdAt), desc(offers.id));
}

export interface BridgeMatchRow extends MatchRow {
  offerId: number;
}

/**
 * bmatch (DECISIONS §4) in one statement: one ranked branch per offer (its technologies as the searched
 * skills, its start date as the availability date, no experience level), the best few of each, then the
 * profiles and marks of the kept rows.
 */
export async function bridgeMatch(
  db: Db,
  clientId: number,
  openOffers: readonly BridgeMatchOffer[],
  now = Date.now(),
): Promise<BridgeMatchRow[]> {
  const confirmed = confirmedSql(new Date(confirmedSince(now)));
  const branches = openOffers.flatMap((offer) => {
    const skills = [...new Set(offer.skills)];
    if (skills.length === 0) return [];
    const score = scoreSql({ skills, nivExp: null, dateDispo: sql`${offer.dateDebut}::date` });
    return [
      sql`(SELECT ${offer.id}::int AS "offerId", ${candidates.id} AS id, ${candidates.dispo} AS rank_dispo,
                  ${confirmed} AS rank_confirmed, ${score} AS score
             FROM ${candidates}
            WHERE ${matchable(skills)}
            ORDER BY score DESC, rank_confirmed DESC, rank_dispo ASC, id ASC
            LIMIT ${BRIDGE_MATCH_PER_OFFER})`,
    ];
  });
  if (branches.length === 0) return [];
  const ranked = sql`(${sql.join(branches, sql` UNION ALL `)})`;
  return queryRows<BridgeMatchRow>(
    db,
    sql`SELECT * FROM (${rankedProfilesSql(ranked, clientId, true)}) p ORDER BY ${RANK_ORDER}`,
  );
}
