import { STATS_TOP } from '@passerelle/shared';
import { type SQL, sql } from 'drizzle-orm';
import { type Db, queryRows } from '../../db/client.js';
import { candidates, clients, missions, offers, searchEvents, users } from '../../db/schema/index.js';

/**
 * The admin home's aggregates (DECISIONS §4), computed in SQL over a window of calendar days
 * [from, to]. Timestamps (offers published, searches, missions signed) are compared with the window's
 * days in Europe/Paris time (DECISIONS §5). Amounts leave PostgreSQL as text: sums of numeric(12,3)
 * stay exact until the JSON answer.
 */
export interface StatsWindow {
  /** ISO calendar days, inclusive. */
  from: string;
  to: string;
}

const PARIS = 'Europe/Paris';

/** `column` is a timestamp within the window's days, in Paris time. */
function withinWindow(column: SQL, w: StatsWindow): SQL {
  return sql`${column} >= (${w.from}::date)::timestamp AT TIME ZONE ${PARIS}
         AND ${column} < (${w.to}::date + 1)::timestamp AT TIME ZONE ${PARIS}`;
}

/**
 * One row per working day (Monday to Friday) of each mission inside the window, with its TJM and the
 * platform's margin that day (tjm − tjm_candidat, DECISIONS §6.5); public
 * holidays are not deducted. Served by missions_dates_idx (date_debut, date_fin).
 */
function workedDays(w: StatsWindow): SQL {
  return sql`SELECT ${missions.candidateId} AS candidate_id, ${missions.tjm} AS tjm,
           ${missions.tjm} - ${missions.tjmCandidat} AS margin, day::date AS day
      FROM ${missions}
      CROSS JOIN LATERAL generate_series(
        GREATEST(${missions.dateDebut}, ${w.from}::date)::timestamp,
        LEAST(${missions.dateFin}, ${w.to}::date)::timestamp,
        interval '1 day') AS day
     WHERE ${missions.dateDebut} <= ${w.to}::date AND ${missions.dateFin} >= ${w.from}::date
       AND extract(isodow FROM day) < 6`;
}

export interface MonthRow {
  month: string;
  revenue: string;
  margin: string;
  days: number;
}

/** Revenue and working days per month of the window, every month present (zero when none). */
export async function revenueByMonth(db: Db, w: StatsWindow): Promise<MonthRow[]> {
  return queryRows<MonthRow>(
    db,
    sql`WITH worked AS (${workedDays(w)})
        SELECT to_char(month, 'YYYY-MM') AS month,
               coalesce(sum(worked.tjm), 0)::text AS revenue,
               coalesce(sum(worked.margin), 0)::text AS margin,
               count(worked.day)::int AS days
          FROM generate_series(date_trunc('month', ${w.from}::date::timestamp), ${w.to}::date::timestamp, interval '1 month') AS month
          LEFT JOIN worked ON date_trunc('month', worked.day::timestamp) = month
         GROUP BY month
         ORDER BY month`,
  );
}

export interface ConsultantRow {
  condidatId: number;
  nom: string | null;
  prenom: string | null;
  titre: string;
  revenue: string;
  margin: string;
  days: number;
  /** How many consultants worked in the window (before the ranking's limit). */
  total: number;
}

/** The consultants who brought the most in the window, best first, then by name. */
export async function revenueByConsultant(db: Db, w: StatsWindow): Promise<ConsultantRow[]> {
  return queryRows<ConsultantRow>(
    db,
    sql`WITH worked AS (${workedDays(w)}),
             per_candidate AS (
               SELECT candidate_id, sum(tjm) AS revenue, sum(margin) AS margin, count(*)::int AS days
                 FROM worked GROUP BY candidate_id)
        SELECT ${candidates.id} AS "condidatId", ${users.nom} AS nom, ${users.prenom} AS prenom, ${candidates.titre} AS titre,
               p.revenue::text AS revenue, p.margin::text AS margin, p.days, (count(*) OVER ())::int AS total
          FROM per_candidate p
          JOIN ${candidates} ON ${candidates.id} = p.candidate_id
          JOIN ${users} ON ${users.id} = ${candidates.userId}
         ORDER BY p.revenue DESC, ${users.nom}, ${users.prenom}, ${candidates.id}
         LIMIT ${STATS_TOP}`,
  );
}

export interface TechnologyRow {
  tech: string;
  /** The skill key both counts were grouped by (modules/skills/skill-keys.ts). */
  key: string;
  offers: number;
  searches: number;
}

/**
 * The most sought technologies: each offer published in the window counts once per technology (two spellings
 * of one skill count once), each client search once per searched skill; compared by skill key, shown as
 * offers most often spell them (a skill only ever searched shows its key; the service names known skills by
 * their canonical label).
 */
export async function soughtTechnologies(db: Db, w: StatsWindow): Promise<TechnologyRow[]> {
  return queryRows<TechnologyRow>(
    db,
    sql`WITH in_offers AS (
               SELECT t.norm, count(DISTINCT ${offers.id})::int AS offers, mode() WITHIN GROUP (ORDER BY t.label) AS label
                 FROM ${offers}, unnest(${offers.tech}, ${offers.techNorm}) AS t(label, norm)
                WHERE ${withinWindow(sql`${offers.createdAt}`, w)}
                GROUP BY t.norm),
             in_searches AS (
               SELECT s.norm, count(*)::int AS searches
                 FROM ${searchEvents}, unnest(${searchEvents.skills}) AS s(norm)
                WHERE ${withinWindow(sql`${searchEvents.createdAt}`, w)}
                GROUP BY s.norm)
        SELECT coalesce(o.label, s.norm) AS tech, coalesce(o.norm, s.norm) AS key,
               coalesce(o.offers, 0) AS offers, coalesce(s.searches, 0) AS searches
          FROM in_offers o
          FULL JOIN in_searches s ON s.norm = o.norm
         ORDER BY coalesce(o.offers, 0) + coalesce(s.searches, 0) DESC, 1
         LIMIT ${STATS_TOP}`,
  );
}

export interface ClientRow {
  clientId: number;
  nom_entreprise: string;
  missions: number;
}

/** Missions signed (created) in the window per client, most first. */
export async function contractsByClient(db: Db, w: StatsWindow): Promise<ClientRow[]> {
  return queryRows<ClientRow>(
    db,
    sql`SELECT ${clients.id} AS "clientId", ${clients.nomEntreprise} AS nom_entreprise, count(*)::int AS missions
          FROM ${missions}
          JOIN ${clients} ON ${clients.id} = ${missions.clientId}
         WHERE ${withinWindow(sql`${missions.createdAt}`, w)}
         GROUP BY ${clients.id}, ${clients.nomEntreprise}
         ORDER BY missions DESC, ${clients.nomEntreprise}, ${clients.id}
         LIMIT ${STATS_TOP}`,
  );
}

export interface CountsRow {
  missions: number;
  offers: number;
  searches: number;
}

/** How many missions were signed, offers published and searches made in the window. */
export async function windowCounts(db: Db, w: StatsWindow): Promise<CountsRow> {
  const [row] = await queryRows<CountsRow>(
    db,
    sql`SELECT (SELECT count(*)::int FROM ${missions} WHERE ${withinWindow(sql`${missions.createdAt}`, w)}) AS missions,
               (SELECT count(*)::int FROM ${offers} WHERE ${withinWindow(sql`${offers.createdAt}`, w)}) AS offers,
               (SELECT count(*)::int FROM ${searchEvents} WHERE ${withinWindow(sql`${searchEvents.createdAt}`, w)}) AS searches`,
  );
  return row ?? { missions: 0, offers: 0, searches: 0 };
}
