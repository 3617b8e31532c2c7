import { NIV_ETUDES, NIV_EXPS, SEXES } from '@passerelle/shared';
import { sql } from 'drizzle-orm';
import { boolean, check, date, index, integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { createdAt, inList, tsvector, updatedAt, xid8 } from './columns.js';
import { users } from './users.js';

/** A candidate's professional profile (SPEC §3 Candidate); names, phone and photo live on the user. */
export const candidates = pgTable(
  'candidates',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    userId: integer('user_id')
      .notNull()
      .unique()
      .references(() => users.id, { onDelete: 'cascade' }),
    titre: text('titre').notNull(),
    /** Null only once the account was erased (RGPD): the row stays for the missions it is party to. */
    sex: text('sex'),
    dateNaissance: date('date_naissance', { mode: 'string' }),
    nivEtude: text('niv_etude').notNull(),
    nivExp: text('niv_exp').notNull(),
    resume: text('resume'),
    /** Skills as typed, for display. */
    skills: text('skills').array().notNull().default(sql`'{}'::text[]`),
    /**
     * The skill keys (DECISIONS §5, §6.1): `skills_norm[i]` is the key of `skills[i]`, the normalised label of
     * its canonical skill, or its own normalised form when the vocabulary does not know it. What the search
     * matches, through a GIN index. Written by the code (modules/skills: skill-keys.ts), re-keyed when the
     * staff extend the vocabulary and when a new vocabulary ships.
     */
    skillsNorm: text('skills_norm').array().notNull().default(sql`'{}'::text[]`),
    dispo: date('dispo', { mode: 'string' }).notNull(),
    /** Days a week the candidate can work (DECISIONS §6.2), 1 to 5. */
    joursSemaine: integer('jours_semaine').notNull().default(5),
    /**
     * When the candidate last confirmed dispo and jours_semaine (DECISIONS §6.2): set at creation, on each
     * save of the availability and by confirmDispo. « Confirmed » means within the last 30 days.
     */
    dispoConfirmeeLe: timestamp('dispo_confirmee_le', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
    /** The last « à confirmer » reminder sent (modules/availability/dispo-reminders.ts); null since the last confirmation. */
    dispoRappelLe: timestamp('dispo_rappel_le', { withTimezone: true, mode: 'date' }),
    /** Daily rate in euros, set by the staff; null until set. */
    tjm: integer('tjm'),
    /**
     * The daily rate the freelancer proposes, whole euros (DECISIONS §6.8); null when not given. Staff read it
     * beside `tjm` and set the final rate: it never enters a mission, an invoice or the ranking.
     */
    tjmSouhaite: integer('tjm_souhaite'),
    /**
     * True while the account is `active`. A copy of users.etat kept in step by the moderation service in
     * the same transaction, so that the candidate search filters and indexes one table.
     */
    active: boolean('active').notNull().default(false),
    /**
     * The transaction that last wrote what the search reads (active, skills_norm, niv_exp, dispo), set by
     * the trigger `candidates_match_xid`: the search's in-memory index reads the rows written since it
     * last looked (modules/matching/match-index.ts). Never written by the code.
     */
    matchXid: xid8('match_xid'),
    /**
     * What the ranking reads (DECISIONS §6.8), kept by triggers in the writer's transaction (migration 0022):
     * the keys of the skills AND of the experiences' technologies, once each, sorted; `skill_months[i]` the
     * months of experience using `match_skills[i]` (its experiences' dates: a tie-break); `note_rang` the
     * published average review × 10 (0 without one: the last tie-break), written with the reviews.
     */
    matchSkills: text('match_skills').array().notNull().default(sql`'{}'::text[]`),
    skillMonths: integer('skill_months').array().notNull().default(sql`'{}'::integer[]`),
    noteRang: integer('note_rang').notNull().default(0),
    /** Title and presentation for searchmatch's `q` (French full text, accent-insensitive, as the offers'). */
    search: tsvector('search').notNull().generatedAlwaysAs(sql`public.passerelle_candidate_search("titre", "resume")`),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index('candidates_active_skills_gin').using('gin', t.skillsNorm).where(sql`${t.active}`),
    index('candidates_active_match_skills_gin').using('gin', t.matchSkills).where(sql`${t.active}`),
    index('candidates_search_gin').using('gin', t.search).where(sql`${t.active}`),
    index('candidates_active_dispo_idx').on(t.dispo).where(sql`${t.active}`),
    index('candidates_match_xid_idx').on(t.matchXid),
    check('candidates_sex_check', inList('sex', SEXES)),
    check('candidates_niv_etude_check', inList('niv_etude', NIV_ETUDES)),
    check('candidates_niv_exp_check', inList('niv_exp', NIV_EXPS)),
    check('candidates_jours_semaine_check', sql`${t.joursSemaine} BETWEEN 1 AND 5`),
    /**
     * The reminders' scan (modules/availability): by the last reminder, else the confirmation. A reminded row
     * leaves the due range at once, so each batch reads what is due, not the rows reminded before it.
     */
    index('candidates_dispo_relance_idx').on(sql`coalesce(${t.dispoRappelLe}, ${t.dispoConfirmeeLe})`),
    check('candidates_tjm_check', sql`${t.tjm} IS NULL OR ${t.tjm} BETWEEN 1 AND 999999999`),
    check('candidates_tjm_souhaite_check', sql`${t.tjmSouhaite} IS NULL OR ${t.tjmSouhaite} BETWEEN 1 AND 999999999`),
  ],
);

/** An education entry (SPEC §3 Formation). */
export const formations = pgTable(
  'formations',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    candidateId: integer('candidate_id')
      .notNull()
      .references(() => candidates.id, { onDelete: 'cascade' }),
    position: integer('position').notNull().default(0),
    nom: text('nom').notNull(),
    ecole: text('ecole').notNull(),
    dateDebut: date('date_debut', { mode: 'string' }).notNull(),
    dateFin: date('date_fin', { mode: 'string' }).notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    index('formations_candidate_idx').on(t.candidateId, t.position),
    check('formations_dates_check', sql`${t.dateFin} >= ${t.dateDebut}`),
  ],
);

/** A professional experience (SPEC §3 Experience). */
export const experiences = pgTable(
  'experiences',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    candidateId: integer('candidate_id')
      .notNull()
      .references(() => candidates.id, { onDelete: 'cascade' }),
    position: integer('position').notNull().default(0),
    entreprise: text('entreprise').notNull(),
    lieu: text('lieu').notNull(),
    dateDebut: date('date_debut', { mode: 'string' }).notNull(),
    /** null while the position is the current one (« en cours »); the check lets a null through. */
    dateFin: date('date_fin', { mode: 'string' }),
    domaine: text('domaine').notNull(),
    fonction: text('fonction').notNull(),
    description: text('description').notNull(),
    tech: text('tech').array().notNull().default(sql`'{}'::text[]`),
    /** The keys of `tech`, one each, as candidates.skills_norm holds those of the skills. */
    techNorm: text('tech_norm').array().notNull().default(sql`'{}'::text[]`),
    createdAt: createdAt(),
  },
  (t) => [
    index('experiences_candidate_idx').on(t.candidateId, t.position),
    check('experiences_dates_check', sql`${t.dateFin} >= ${t.dateDebut}`),
  ],
);
