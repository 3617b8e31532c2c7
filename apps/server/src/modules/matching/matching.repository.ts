import {
  DISPO_CONFIRMED_DAYS,
  levelRank,
  MATCH_LATE_DAYS,
  MATCH_OVERQUALIFIED_C1,
  MATCH_WEIGHTS,
  type NivExp,
  PLUS_UNITS,
  REQUIRED_UNITS,
} from '@passerelle/shared';
import { and, desc, eq, inArray, not, type SQL, sql } from 'drizzle-orm';
import { type Db, preparedStatement, queryRows } from '../../db/client.js';
import { candidateRequests, candidates, clientMembers, favourites, offers, searchEvents, users } from '../../db/schema/index.js';
import {
  type EntriesColumns,
  entriesColumnsSql,
  type PublicCandidateRow,
  publicCandidateColumns,
} from '../profiles/profiles.repository.js';
import type { SearchCriteria } from './match-criteria.js';
import type { RankedCandidate } from './match-index-store.js';

/**
 * The match score of DECISIONS §3 and §6.8 in SQL, so that ranking and paging happen in the database
 * (packages/shared/src/match-score.ts is the reference; the tests pin both to the same numbers), on the
 * candidate's skills for matching (`match_skills`: its skills and its experiences' technologies):
 *   c1 in halves h (2 equal or none searched, 1 over-qualified, 0 below), the skills in units (a required one
 *   2, a nice-to-have 1: N searched, f found), `late` the days after the date (0 to L = 60);
 *   score = ⌊(2X + D) / 2D⌋ for X = 30·h·L·N + 50·f·2L + 20·(L − late)·2N and D = 2·L·N (integers).
 *
 * Cost matters here: a popular skill matches tens of thousands of candidates, and each is scored.
 *   - Candidates are filtered with `active AND match_skills && S`, served by the partial GIN index
 *     `candidates_active_match_skills_gin` (a sequential scan when S matches a large share of the table).
 *   - f is written as one `s = ANY(match_skills)` test per searched skill: the skills are known when the
 *     statement is built, and this costs a fraction of an `ARRAY(SELECT unnest(…) INTERSECT …)` subquery.
 */

const { experience: W1, skills: W2, availability: W3 } = MATCH_WEIGHTS;
const L = MATCH_LATE_DAYS;

/**
 * The ranked rows' order (DECISIONS §3, §6.2, §6.8): score, confirmed availability first, more months of
 * experience with the searched skills, better published review, earliest availability, id.
 */
const RANK_ORDER = sql.raw(
  'p.score DESC, p.rank_confirmed DESC, p.rank_months DESC, p.rank_note DESC, p.rank_dispo ASC, p.id ASC',
);

export interface MatchCriteria {
  /** Distinct skill keys, at least one. */
  skills: readonly string[];
  /** Distinct nice-to-have skill keys, none of `skills`. */
  plus: readonly string[];
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

const int = (n: number) => sql.raw(String(Math.trunc(n)));

/** The score of the current `candidates` row, an integer from 0 to 100. */
export function scoreSql(criteria: MatchCriteria): SQL {
  const units = REQUIRED_UNITS * criteria.skills.length + PLUS_UNITS * criteria.plus.length;
  const rank = levelRank(criteria.nivExp);
  const halves = criteria.nivExp
    ? sql`(CASE array_position(ARRAY['<1','1-10','>10']::text[], ${candidates.nivExp}) WHEN ${int(rank)} THEN 2 WHEN ${int(rank + 1)} THEN ${int(2 * MATCH_OVERQUALIFIED_C1)} WHEN ${int(rank + 2)} THEN ${int(2 * MATCH_OVERQUALIFIED_C1)} ELSE 0 END)`
    : sql`2`;
  const has = (s: string, weight: number) => sql`${int(weight)} * (${s} = ANY(${candidates.matchSkills}))::int`;
  const found = sql.join(
    [...criteria.skills.map((s) => has(s, REQUIRED_UNITS)), ...criteria.plus.map((s) => has(s, PLUS_UNITS))],
    sql` + `,
  );
  const late = criteria.dateDispo ? sql`least(${int(L)}, greatest(0, ${candidates.dispo} - ${criteria.dateDispo}))` : sql`0`;
  return scoreOfPartsSql({ units, halves, found, late });
}

/**
 * The formula of scoreSql from its integer parts, THE one written in SQL (searchmatch, the Bridge match,
 * offreMatch and the client alerts, whose skills are per row: alerts.repository.ts): `units` the searched
 * skills' units N (a number when known as the statement is built, else an expression), `halves` h, `found`
 * the units found f, `late` the days late (0 to L). N is never 0 (at least one skill is searched).
 */
export function scoreOfPartsSql(parts: { units: number | SQL; halves: SQL; found: SQL; late: SQL }): SQL {
  const { halves, found, late } = parts;
  // A known N is a constant: PostgreSQL folds the constant products when it plans the statement.
  const n = typeof parts.units === 'number' ? int(parts.units) : sql`(${parts.units})`;
  const x = sql`(${int(W1 * L)} * ${n} * ${halves} + ${int(W2 * 2 * L)} * (${found}) + ${int(W3 * 2)} * ${n} * (${int(L)} - ${late}))`;
  return sql`((2 * ${x} + ${int(2 * L)} * ${n}) / (${int(4 * L)} * ${n}))`;
}

/**
 * One candidate's score (cd/offreMatch): the statement that ranks searchmatch's reference and the Bridge match,
 * on one row, so that the candidate reads the number a company's search gives it. Undefined when no such candidate.
 */
export async function scoreOfCandidate(
  db: Db,
  criteria: Omit<MatchCriteria, 'dateDispo'> & { dateDispo: string | null },
  candidateId: number,
): Promise<number | undefined> {
  const score = scoreSql({ ...criteria, dateDispo: criteria.dateDispo ? sql`${criteria.dateDispo}::date` : null });
  const [row] = await queryRows<{ score: number }>(
    db,
    sql`SELECT ${score}::int AS score FROM ${candidates} WHERE ${candidates.id} = ${candidateId}`,
  );
  return row?.score;
}

/** Months of experience of the current `candidates` row with the searched skills (a tie-break, DECISIONS §6.8). */
export function monthsSql(skills: readonly string[]): SQL {
  return sql`(${sql.join(
    skills.map((s) => sql`coalesce(${candidates.skillMonths}[array_position(${candidates.matchSkills}, ${s}::text)], 0)`),
    sql` + `,
  )})`;
}

/** The candidates a match may show: active, with at least one of the skills (the partial GIN index). */
function matchable(skills: readonly string[]): SQL {
  return sql`${candidates.active} AND ${candidates.matchSkills} && ${textArray(skills)}`;
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
 * Profiles, education, experience, rating and marks of ranked rows
 * `r(id, rank_dispo, rank_confirmed, rank_months, rank_note, score[, offerId])`: joined for the kept rows only,
 * all in this one statement, with the skills for matching (`matchSkills`: the card's parts of the score).
 */
function rankedProfilesSql(ranked: SQL, clientId: number | SQL, perOffer = false): SQL {
  return sql`SELECT r.score, r.rank_dispo, r.rank_confirmed, r.rank_months, r.rank_note${perOffer ? sql`, r."offerId"` : sql``}, ${publicColumnsSql},
        ${candidates.matchSkills} AS "matchSkills", ${entriesColumnsSql(candidates.id)}, ${clientMarksSql(clientId)}
      FROM ${ranked} r
      JOIN ${candidates} ON ${candidates.id} = r.id
      JOIN ${users} ON ${users.id} = ${candidates.userId}`;
}

export interface MatchRow extends PublicCandidateRow, EntriesColumns {
  score: number;
  /** Its skills and its experiences' technologies, as keys (DECISIONS §6.8). */
  matchSkills: string[];
  favori: boolean;
  demande: boolean;
}

export type { SearchCriteria } from './match-criteria.js';

/**
 * The words of `q` (searchmatch, DECISIONS §6.8) as the offers' search reads them: each a prefix, all required,
 * on the candidate's title and presentation (`passerelle_fr`: unaccent, French stemmer, stop words). Null when
 * only stop words are left (no filter).
 */
export function textFilterSql(q: string): SQL {
  const query = sql`(SELECT coalesce(string_agg('''' || replace(replace(lexeme, '\\', '\\\\'), '''', '''''') || ''':*', ' & '), '')::tsquery
    FROM unnest(to_tsvector('public.passerelle_fr'::regconfig, public.passerelle_search_text(${q}::text))))`;
  return sql`(numnode(${query}) = 0 OR ${candidates.search} @@ ${query})`;
}

/**
 * searchmatch in one statement: score every matchable candidate, count them, keep the page (RANK_ORDER: best
 * score, a confirmed availability, more months with the searched skills, better review, earliest availability,
 * id for a stable order), and join the page's profiles and the client's marks. The count comes back even when
 * the page is past the end. `q` keeps the candidates whose title or presentation match it.
 */
export function searchCandidatesSql(criteria: SearchCriteria, clientId: number, page: { limit: number; offset: number }): SQL {
  const score = scoreSql({
    skills: criteria.skills,
    plus: criteria.plus ?? [],
    nivExp: criteria.nivExp,
    dateDispo: criteria.dateDispo ? sql`${criteria.dateDispo}::date` : null,
  });
  const searched = [...criteria.skills, ...(criteria.plus ?? [])];
  const confirmed = confirmedSql(new Date(criteria.confirmedSince));
  const text = criteria.q ? sql` AND ${textFilterSql(criteria.q)}` : sql``;
  return sql`WITH matched AS (
      SELECT ${candidates.id} AS id, ${candidates.dispo} AS dispo, ${confirmed} AS confirmed, ${score} AS score,
             ${monthsSql(searched)} AS months, ${candidates.noteRang} AS note
        FROM ${candidates}
       WHERE ${matchable(searched)}${criteria.confirmedOnly ? sql` AND ${confirmed}` : sql``}${text}
    ),
    page AS (
      SELECT id, dispo AS rank_dispo, confirmed AS rank_confirmed, months AS rank_months, note AS rank_note, score FROM matched
       ORDER BY score DESC, confirmed DESC, months DESC, note DESC, dispo ASC, id ASC
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
    months: list(ranked.map((r) => r.months)),
    notes: list(ranked.map((r) => r.note)),
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
  {
    ids: string;
    dispos: string;
    confirmed: string;
    months: string;
    notes: string;
    scores: string;
    userId: number;
    recording: boolean;
    record: string;
  }
>(
  (v) => {
    const pageRows = sql`(SELECT * FROM unnest(${v.ids}::int[], ${v.dispos}::date[], ${v.confirmed}::boolean[], ${v.months}::int[], ${v.notes}::int[], ${v.scores}::int[])
        AS v(id, rank_dispo, rank_confirmed, rank_months, rank_note, score))`;
    const member = sql`(SELECT client_id FROM member)`;
    return sql`WITH member AS (SELECT ${clientMembers.clientId} AS client_id FROM ${clientMembers} WHERE ${clientMembers.userId} = ${v.userId}),
        recorded AS (INSERT INTO ${searchEvents} (client_id, skills)
                     SELECT client_id, ${v.record}::text[] FROM member WHERE ${v.recording}::boolean)
        SELECT ${member} AS member_of,
               coalesce((SELECT json_agg(p ORDER BY ${RANK_ORDER}) FROM (${rankedProfilesSql(pageRows, member)}) p), '[]'::json) AS page`;
  },
  ['ids', 'dispos', 'confirmed', 'months', 'notes', 'scores', 'userId', 'recording', 'record'],
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
    const score = scoreSql({ skills, plus: [], nivExp: null, dateDispo: sql`${offer.dateDebut}::date` });
    return [
      sql`(SELECT ${offer.id}::int AS "offerId", ${candidates.id} AS id, ${candidates.dispo} AS rank_dispo,
                  ${confirmed} AS rank_confirmed, ${monthsSql(skills)} AS rank_months, ${candidates.noteRang} AS rank_note, ${score} AS score
             FROM ${candidates}
            WHERE ${matchable(skills)}
            ORDER BY score DESC, rank_confirmed DESC, rank_months DESC, rank_note DESC, rank_dispo ASC, id ASC
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
