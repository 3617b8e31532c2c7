import { NIV_EXPS } from '@passerelle/shared';
import { sql } from 'drizzle-orm';
import { check, date, index, integer, pgTable, primaryKey, text, timestamp } from 'drizzle-orm/pg-core';
import { candidates } from './candidates.js';
import { clients } from './clients.js';
import { createdAt, inList } from './columns.js';
import { offers } from './offers.js';

/**
 * A client's saved candidate search (DECISIONS §6.2): the search criteria and the minimum score; a
 * candidate who becomes active, or changes skills or availability, and reaches it notifies the company.
 */
export const clientAlerts = pgTable(
  'client_alerts',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    clientId: integer('client_id')
      .notNull()
      .references(() => clients.id, { onDelete: 'cascade' }),
    /** As the client typed them, and their skill keys (modules/skills/skill-keys.ts), distinct. */
    skills: text('skills').array().notNull(),
    skillsNorm: text('skills_norm').array().notNull(),
    /** The nice-to-have skills (DECISIONS §6.8: half the weight of a required one), none of `skills`; and their keys. */
    skillsPlus: text('skills_plus').array().notNull().default(sql`'{}'::text[]`),
    skillsPlusNorm: text('skills_plus_norm').array().notNull().default(sql`'{}'::text[]`),
    nivExp: text('niv_exp'),
    dateDispo: date('date_dispo', { mode: 'string' }),
    minScore: integer('min_score').notNull().default(80),
    createdAt: createdAt(),
  },
  (t) => [
    index('client_alerts_client_idx').on(t.clientId, t.id),
    /** A changed candidate meets the alerts sharing one of its skills (`&&`). */
    index('client_alerts_skills_gin').using('gin', t.skillsNorm),
    /** … or one of its nice-to-have skills (searchmatch lists a candidate with a nice-to-have skill only). */
    index('client_alerts_skills_plus_gin').using('gin', t.skillsPlusNorm),
    check('client_alerts_niv_exp_check', sql`${t.nivExp} IS NULL OR ${inList('niv_exp', NIV_EXPS)}`),
    check('client_alerts_min_score_check', sql`${t.minScore} BETWEEN 0 AND 100`),
  ],
);

/** One row per (alert, candidate) ever notified: the primary key makes « never twice » hold on every instance. */
export const clientAlertHits = pgTable(
  'client_alert_hits',
  {
    alertId: integer('alert_id')
      .notNull()
      .references(() => clientAlerts.id, { onDelete: 'cascade' }),
    candidateId: integer('candidate_id')
      .notNull()
      .references(() => candidates.id, { onDelete: 'cascade' }),
    createdAt: createdAt(),
  },
  (t) => [primaryKey({ columns: [t.alertId, t.candidateId] })],
);

/** A candidate's saved offer search (DECISIONS §6.2): a text and/or skills, every skill required. */
export const candidateAlerts = pgTable(
  'candidate_alerts',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    candidateId: integer('candidate_id')
      .notNull()
      .references(() => candidates.id, { onDelete: 'cascade' }),
    search: text('search'),
    skills: text('skills').array().notNull().default(sql`'{}'::text[]`),
    skillsNorm: text('skills_norm').array().notNull().default(sql`'{}'::text[]`),
    createdAt: createdAt(),
  },
  (t) => [
    index('candidate_alerts_candidate_idx').on(t.candidateId, t.id),
    /** A new offer meets the alerts whose skills it all has (`<@`). */
    index('candidate_alerts_skills_gin').using('gin', t.skillsNorm),
  ],
);

/** One row per (alert, offer) ever notified. */
export const candidateAlertHits = pgTable(
  'candidate_alert_hits',
  {
    alertId: integer('alert_id')
      .notNull()
      .references(() => candidateAlerts.id, { onDelete: 'cascade' }),
    offerId: integer('offer_id')
      .notNull()
      .references(() => offers.id, { onDelete: 'cascade' }),
    createdAt: createdAt(),
  },
  (t) => [primaryKey({ columns: [t.alertId, t.offerId] })],
);

/**
 * The periodic jobs' leases (lib/periodic-jobs.ts): a job runs on the instance that takes its lease, one
 * at a time on every instance; `lastRunAt` is when a run last finished.
 */
export const jobLeases = pgTable('job_leases', {
  name: text('name').primaryKey(),
  holder: text('holder'),
  lockedUntil: timestamp('locked_until', { withTimezone: true, mode: 'date' }),
  lastRunAt: timestamp('last_run_at', { withTimezone: true, mode: 'date' }),
});
