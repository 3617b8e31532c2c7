import { MATCH_LATE_DAYS, MATCH_OVERQUALIFIED_C1, PLUS_UNITS, REQUIRED_UNITS } from '@passerelle/shared';
import { and, desc, eq, inArray, sql } from 'drizzle-orm';
import { type Db, queryRows } from '../../db/client.js';
import { candidateAlerts, candidates, clientAlerts, clientMembers, clients, offers, users } from '../../db/schema/index.js';
import type { SearchTerms } from '../../lib/skills/search-terms.js';
import { scoreOfPartsSql } from '../matching/matching.repository.js';
import { offerSearchMatch } from '../offers/offers.repository.js';

/** Queries of the alerts (DECISIONS §6.2): saved searches of clients and candidates, and their matches. */

export type ClientAlertRow = typeof clientAlerts.$inferSelect;
export type CandidateAlertRow = typeof candidateAlerts.$inferSelect;

/** Locks the owner's record: alerts are counted and added one call at a time (the 20-alert limit). */
export async function lockClient(tx: Db, clientId: number): Promise<void> {
  await tx.execute(sql`SELECT id FROM ${clients} WHERE id = ${clientId} FOR UPDATE`);
}
export async function lockCandidate(tx: Db, candidateId: number): Promise<void> {
  await tx.execute(sql`SELECT id FROM ${candidates} WHERE id = ${candidateId} FOR UPDATE`);
}

export async function countClientAlerts(db: Db, clientId: number): Promise<number> {
  const [row] = await db.select({ n: sql<number>`count(*)::int` }).from(clientAlerts).where(eq(clientAlerts.clientId, clientId));
  return row?.n ?? 0;
}

export async function insertClientAlert(db: Db, values: typeof clientAlerts.$inferInsert): Promise<ClientAlertRow> {
  const [row] = await db.insert(clientAlerts).values(values).returning();
  if (!row) throw new Error('insert client_alerts returned nothing');
  return row;
}

export async function listClientAlerts(db: Db, clientId: number): Promise<ClientAlertRow[]> {
  return db.select().from(clientAlerts).where(eq(clientAlerts.clientId, clientId)).orderBy(desc(clientAlerts.id));
}

export async function deleteClientAlert(db: Db, clientId: number, id: number): Promise<boolean> {
  const rows = await db
    .delete(clientAlerts)
    .where(and(eq(clientAlerts.id, id), eq(clientAlerts.clientId, clientId)))
    .returning({ id: clientAlerts.id });
  return rows.length > 0;
}

export async function countCandidateAlerts(db: Db, candidateId: number): Promise<number> {
  const [row] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(candidateAlerts)
    .where(eq(candidateAlerts.candidateId, candidateId));
  return row?.n ?? 0;
}

export async function insertCandidateAlert(db: Db, values: typeof candidateAlerts.$inferInsert): Promise<CandidateAlertRow> {
  const [row] = await db.insert(candidateAlerts).values(values).returning();
  if (!row) throw new Error('insert candidate_alerts returned nothing');
  return row;
}

export async function listCandidateAlerts(db: Db, candidateId: number): Promise<CandidateAlertRow[]> {
  return db.select().from(candidateAlerts).where(eq(candidateAlerts.candidateId, candidateId)).orderBy(desc(candidateAlerts.id));
}

export async function deleteCandidateAlert(db: Db, candidateId: number, id: number): Promise<boolean> {
  const rows = await db
    .delete(candidateAlerts)
    .where(and(eq(candidateAlerts.id, id), eq(candidateAlerts.candidateId, candidateId)))
    .returning({ id: candidateAlerts.id });
  return rows.length > 0;
}

/** A member who is told of the company's alerts: an account neither deleted nor waiting nor blocked. */
const memberToldOfAlerts = sql`${users.deletedAt} IS NULL AND ${users.etat} = 'active'`;

/** Every active member of these companies (issue 18: an alert is the company's, each member is told). */
export async function clientUsers(db: Db, clientIds: readonly number[]): Promise<{ clientId: number; userId: number }[]> {
  if (clientIds.length === 0) return [];
  return db
    .select({ clientId: clientMembers.clientId, userId: clientMembers.userId })
    .from(clientMembers)
    .innerJoin(users, eq(users.id, clientMembers.userId))
    .where(and(inArray(clientMembers.clientId, [...clientIds]), memberToldOfAlerts));
}

export interface ClientAlertHit {
  alertId: number;
  clientId: number;
  skills: string[];
  skillsPlus: string[];
  /** The alert's skill keys (the search log's criteria). */
  skillsNorm: string[];
  /** Its nice-to-have skills' keys. */
  skillsPlusNorm: string[];
  nivExp: string | null;
  dateDispo: string | null;
  minScore: number;
  score: number;
  prenom: string | null;
  nom: string | null;
  titre: string;
  /** The candidate as the score read it (the parts of the score, for the search log). */
  matchSkills: string[];
  candidateNivExp: string;
  dispo: string;
}

const L = MATCH_LATE_DAYS;
const int = (n: number) => sql.raw(String(Math.trunc(n)));

/**
 * The graded score of DECISIONS §6.8 of candidate `c` for alert `a`, by matching.repository.ts's formula
 * (scoreOfPartsSql, the one searchmatch ranks with), its parts read from the alert's row: a required skill
 * REQUIRED_UNITS, a nice-to-have one PLUS_UNITS (one also required counts as required, as in searchmatch),
 * c1 in halves, `late` the days after the alert's date (0 to 60), on the candidate's skills for matching (its
 * skills and its experiences' technologies).
 */
const alertScoreSql = sql`(WITH k AS (
    SELECT ARRAY(SELECT unnest(a.skills_plus_norm) EXCEPT SELECT unnest(a.skills_norm)) AS plus),
  p AS (
    SELECT ${int(REQUIRED_UNITS)} * cardinality(a.skills_norm) + ${int(PLUS_UNITS)} * cardinality(k.plus) AS units,
           ${int(REQUIRED_UNITS)} * cardinality(ARRAY(SELECT unnest(a.skills_norm) INTERSECT SELECT unnest(c.match_skills)))
             + ${int(PLUS_UNITS)} * cardinality(ARRAY(SELECT unnest(k.plus) INTERSECT SELECT unnest(c.match_skills))) AS found,
           CASE WHEN a.niv_exp IS NULL THEN 2
                ELSE CASE sign(array_position(ARRAY['<1','1-10','>10']::text[], c.niv_exp) - array_position(ARRAY['<1','1-10','>10']::text[], a.niv_exp))
                     WHEN 0 THEN 2 WHEN 1 THEN ${int(2 * MATCH_OVERQUALIFIED_C1)} ELSE 0 END END AS halves,
           CASE WHEN a.date_dispo IS NULL THEN 0 ELSE least(${int(L)}, greatest(0, c.dispo - a.date_dispo)) END AS late
      FROM k)
  SELECT ${scoreOfPartsSql({ units: sql`units`, halves: sql`halves`, found: sql`found`, late: sql`late` })} FROM p)`;

/**
 * The client alerts this candidate now meets (DECISIONS §6.2): active, sharing a skill, required or
 * nice-to-have, with the alert (the GIN indexes `client_alerts_skills_gin` and `client_alerts_skills_plus_gin`,
 * on the candidate's skills for matching), scored as searchmatch scores
 * (the graded score of DECISIONS §6.8) at or above the alert's minimum, and never met before: the hit row
 * is inserted in the same statement (`ON CONFLICT DO NOTHING`), so the notification exists once per
 * (alert, candidate) whatever the number of instances or of changes. Only for a company with a member to
 * tell: a hit claimed with nobody to tell would be lost for the members who join or are validated later.
 */
export async function claimClientAlertHits(db: Db, candidateId: number): Promise<ClientAlertHit[]> {
  return queryRows<ClientAlertHit>(
    db,
    sql`WITH c AS (
          SELECT id, match_skills, niv_exp, dispo, user_id, titre FROM ${candidates} WHERE id = ${candidateId} AND active
        ),
        scored AS (
          SELECT a.id, a.client_id, a.min_score, c.id AS candidate_id, ${alertScoreSql} AS score
            FROM c JOIN ${clientAlerts} a ON a.skills_norm && c.match_skills OR a.skills_plus_norm && c.match_skills
           WHERE cardinality(a.skills_norm) > 0
        ),
        hits AS (
          INSERT INTO client_alert_hits (alert_id, candidate_id)
          SELECT id, candidate_id FROM scored
           WHERE score >= min_score
             AND EXISTS (SELECT 1 FROM ${clientMembers} JOIN ${users} ON ${users.id} = ${clientMembers.userId}
                          WHERE ${clientMembers.clientId} = scored.client_id AND ${memberToldOfAlerts})
          ON CONFLICT DO NOTHING
          RETURNING alert_id
        )
        SELECT a.id AS "alertId", a.client_id AS "clientId", a.skills, a.skills_norm AS "skillsNorm",
               a.skills_plus AS "skillsPlus", a.skills_plus_norm AS "skillsPlusNorm", a.niv_exp AS "nivExp",
               a.date_dispo::text AS "dateDispo", a.min_score AS "minScore", s.score, u.prenom, u.nom, c.titre,
               c.match_skills AS "matchSkills", c.niv_exp AS "candidateNivExp", c.dispo::text AS dispo
          FROM hits h JOIN ${clientAlerts} a ON a.id = h.alert_id JOIN scored s ON s.id = h.alert_id
          CROSS JOIN c JOIN ${users} u ON u.id = c.user_id
         ORDER BY a.id`,
  );
}

/** The id of a user's candidate record, if any. */
export async function candidateIdOfUser(db: Db, userId: number): Promise<number | undefined> {
  const [row] = await db.select({ id: candidates.id }).from(candidates).where(eq(candidates.userId, userId));
  return row?.id;
}

export interface OfferAlertCandidate {
  id: number;
  search: string | null;
}

/**
 * The candidate alerts whose every skill the offer has (`skills_norm <@ tech_norm`, the GIN index), of
 * active candidates, for a visible offer; each with its search text, checked next.
 */
export async function alertsCoveredBy(db: Db, offerId: number): Promise<OfferAlertCandidate[]> {
  return queryRows<OfferAlertCandidate>(
    db,
    sql`SELECT a.id, a.search FROM ${offers} o
          JOIN ${candidateAlerts} a ON a.skills_norm <@ o.tech_norm
          JOIN ${candidates} c ON c.id = a.candidate_id AND c.active
         WHERE o.id = ${offerId} AND NOT o.isblocked AND o.etat IN ('ouvert', 'en_cours')`,
  );
}

/** Of these (alert id, search) pairs, the alerts whose search finds the offer, as the candidates' offer search does. */
export async function searchesFinding(
  db: Db,
  offerId: number,
  searches: { id: number; terms: SearchTerms }[],
): Promise<number[]> {
  if (searches.length === 0) return [];
  const tests = searches.map(
    ({ id, terms }) => sql`SELECT ${id}::int AS id FROM ${offers} WHERE ${offers.id} = ${offerId} AND ${offerSearchMatch(terms)}`,
  );
  const rows = await queryRows<{ id: number }>(db, sql.join(tests, sql` UNION ALL `));
  return rows.map((r) => r.id);
}

export interface CandidateAlertHit {
  alertId: number;
  userId: number;
  search: string | null;
  skills: string[];
  offerTitre: string;
}

/** Records the hits of these alerts on the offer, once ever each (the primary key); returns the new ones. */
export async function claimCandidateAlertHits(
  db: Db,
  offerId: number,
  alertIds: readonly number[],
): Promise<CandidateAlertHit[]> {
  if (alertIds.length === 0) return [];
  return queryRows<CandidateAlertHit>(
    db,
    sql`WITH hits AS (
          INSERT INTO candidate_alert_hits (alert_id, offer_id)
          SELECT unnest(${sql.raw(`ARRAY[${alertIds.map((id) => Number(id)).join(',')}]::int[]`)}), ${offerId}
          ON CONFLICT DO NOTHING
          RETURNING alert_id
        )
        SELECT a.id AS "alertId", c.user_id AS "userId", a.search, a.skills, o.titre AS "offerTitre"
          FROM hits h JOIN ${candidateAlerts} a ON a.id = h.alert_id
          JOIN ${candidates} c ON c.id = a.candidate_id
          JOIN ${offers} o ON o.id = ${offerId}`,
  );
}
