import { APPLICATION_ETATS, OFFER_ETATS } from '@passerelle/shared';
import { sql } from 'drizzle-orm';
import { boolean, check, date, index, integer, pgTable, text, timestamp, unique } from 'drizzle-orm/pg-core';
import { candidates } from './candidates.js';
import { clients } from './clients.js';
import { createdAt, inList, tsvector, updatedAt } from './columns.js';

/** A client's offer (SPEC §3 Offer). */
export const offers = pgTable(
  'offers',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    clientId: integer('client_id')
      .notNull()
      .references(() => clients.id, { onDelete: 'cascade' }),
    titre: text('titre').notNull(),
    description: text('description').notNull(),
    /** Daily rate budget in euros, 1 to 9 digits. */
    budget: integer('budget').notNull(),
    dateDebut: date('date_debut', { mode: 'string' }).notNull(),
    dateFin: date('date_fin', { mode: 'string' }).notNull(),
    tech: text('tech').array().notNull().default(sql`'{}'::text[]`),
    /** The keys of `tech`, one each (as candidates.skills_norm): the Bridge match and the statistics read them. */
    techNorm: text('tech_norm').array().notNull().default(sql`'{}'::text[]`),
    etat: text('etat').notNull().default('ouvert'),
    isblocked: boolean('isblocked').notNull().default(false),
    /**
     * French full-text vector over title (A), technologies (B) and description (C), accent-insensitive
     * through the `passerelle_fr` configuration (unaccent + french stemmer); both the configuration and
     * the immutable function that builds the vector are created by the first migration.
     */
    search: tsvector('search').notNull().generatedAlwaysAs(sql`public.passerelle_offer_search("titre", "tech", "description")`),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index('offers_client_idx').on(t.clientId, t.createdAt.desc().nullsFirst()),
    /**
     * The candidates' list, newest first: its predicate is visibleToCandidates (offers.repository.ts), id
     * breaks ties. NULLS FIRST is what a plain `ORDER BY … DESC` means, so the index serves that order.
     */
    index('offers_visible_idx')
      .on(t.createdAt.desc().nullsFirst(), t.id.desc().nullsFirst())
      .where(sql`NOT ${t.isblocked} AND ${t.etat} IN ('ouvert', 'en_cours')`),
    index('offers_search_gin').using('gin', t.search),
    check('offers_etat_check', inList('etat', OFFER_ETATS)),
    check('offers_budget_check', sql`${t.budget} BETWEEN 1 AND 999999999`),
    check('offers_dates_check', sql`${t.dateFin} >= ${t.dateDebut}`),
  ],
);

/**
 * The candidates' full-text search reads this narrow copy of the visible offers (id, date, vector: about
 * half an offer row, so half the blocks to read when a common word matches thousands of offers). Kept by
 * the trigger `offers_visible_search` in the writer's transaction: a row while the offer is visible
 * (visibleToCandidates), none otherwise. Never written by the code.
 */
export const visibleOfferSearch = pgTable(
  'visible_offer_search',
  {
    offerId: integer('offer_id')
      .primaryKey()
      .references(() => offers.id, { onDelete: 'cascade' }),
    createdAt: timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull(),
    search: tsvector('search').notNull(),
    /** The offer's skill keys (offers.tech_norm): the search finds an offer tagged `C` by its key (migration 0018). */
    techNorm: text('tech_norm').array().notNull().default(sql`'{}'::text[]`),
  },
  (t) => [
    index('visible_offer_search_gin').using('gin', t.search),
    index('visible_offer_search_tech_gin').using('gin', t.techNorm),
    /**
     * The candidates' list, newest first (issue 34): walked from either end, index only (the embedded engine
     * vacuums this table every minute, db/maintenance.ts, so that its pages are marked all-visible).
     */
    index('visible_offer_search_recent_idx').on(t.createdAt.desc().nullsFirst(), t.offerId.desc().nullsFirst()),
  ],
);

/** A candidate's application to an offer (SPEC §3 Application, demande_offres). */
export const applications = pgTable(
  'applications',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    offerId: integer('offer_id')
      .notNull()
      .references(() => offers.id, { onDelete: 'cascade' }),
    candidateId: integer('candidate_id')
      .notNull()
      .references(() => candidates.id, { onDelete: 'cascade' }),
    etat: text('etat').notNull().default('en_attente'),
    /** The candidate's word to the client when applying (≤ 1,000 characters, DECISIONS §6.9). */
    message: text('message'),
    /** The client's word to the candidate with its decision. */
    decisionMessage: text('decision_message'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    unique('applications_offer_candidate_key').on(t.offerId, t.candidateId),
    index('applications_candidate_idx').on(t.candidateId, t.createdAt.desc().nullsFirst()),
    check('applications_etat_check', inList('etat', APPLICATION_ETATS)),
  ],
);
