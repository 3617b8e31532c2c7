import { MISSION_ETATS, REQUEST_ETATS } from '@passerelle/shared';
import { sql } from 'drizzle-orm';
import { check, date, index, integer, numeric, pgTable, text, timestamp, unique, uniqueIndex } from 'drizzle-orm/pg-core';
import { candidates } from './candidates.js';
import { clients } from './clients.js';
import { createdAt, inList, updatedAt } from './columns.js';
import { offers } from './offers.js';
import { users } from './users.js';

/** A client's request for a candidate over a period (SPEC §3 demande), treated by the staff. */
export const candidateRequests = pgTable(
  'candidate_requests',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    clientId: integer('client_id')
      .notNull()
      .references(() => clients.id, { onDelete: 'cascade' }),
    candidateId: integer('candidate_id')
      .notNull()
      .references(() => candidates.id, { onDelete: 'cascade' }),
    /** The offer the candidate applied to, when the request comes from its applicants. */
    offerId: integer('offer_id').references(() => offers.id, { onDelete: 'set null' }),
    dateDebut: date('date_debut', { mode: 'string' }).notNull(),
    dateFin: date('date_fin', { mode: 'string' }).notNull(),
    etat: text('etat').notNull().default('en_attente'),
    observation: text('observation'),
    treatedBy: integer('treated_by').references(() => users.id, { onDelete: 'set null' }),
    treatedAt: timestamp('treated_at', { withTimezone: true, mode: 'date' }),
    createdAt: createdAt(),
  },
  (t) => [
    index('candidate_requests_client_idx').on(t.clientId, t.createdAt.desc().nullsFirst()),
    index('candidate_requests_candidate_idx').on(t.candidateId),
    index('candidate_requests_etat_idx').on(t.etat, t.createdAt.desc().nullsFirst()),
    /** One pending request per client and candidate. */
    uniqueIndex('candidate_requests_pending_key').on(t.clientId, t.candidateId).where(sql`${t.etat} = 'en_attente'`),
    check('candidate_requests_etat_check', inList('etat', REQUEST_ETATS)),
    check('candidate_requests_dates_check', sql`${t.dateFin} >= ${t.dateDebut}`),
  ],
);

/** A mission created from a successful request (SPEC §3 Mission). */
export const missions = pgTable(
  'missions',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    requestId: integer('request_id').references(() => candidateRequests.id, { onDelete: 'set null' }),
    clientId: integer('client_id')
      .notNull()
      .references(() => clients.id, { onDelete: 'cascade' }),
    candidateId: integer('candidate_id')
      .notNull()
      .references(() => candidates.id, { onDelete: 'cascade' }),
    offerId: integer('offer_id').references(() => offers.id, { onDelete: 'set null' }),
    etat: text('etat').notNull().default('en_attente'),
    dateDebut: date('date_debut', { mode: 'string' }).notNull(),
    dateFin: date('date_fin', { mode: 'string' }).notNull(),
    /** Daily rate in euros with up to 3 decimals: numeric, never float (DECISIONS §5). */
    tjm: numeric('tjm', { precision: 12, scale: 3 }).notNull(),
    /**
     * What the freelancer is paid a day (DECISIONS §6.5); never above `tjm`: the platform's margin is
     * tjm − tjm_candidat. Missions made before the two rates were backfilled with their tjm.
     */
    tjmCandidat: numeric('tjm_candidat', { precision: 12, scale: 3 }).notNull(),
    /**
     * The company's purchase-order reference (cl/setBonCommande, DECISIONS §6.5): printed on the bon_commande
     * while it is unsigned and on every invoice issued after it (EN 16931 BT-13).
     */
    bonCommande: text('bon_commande'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    unique('missions_request_key').on(t.requestId),
    index('missions_client_idx').on(t.clientId, t.createdAt.desc().nullsFirst()),
    index('missions_candidate_idx').on(t.candidateId),
    index('missions_dates_idx').on(t.dateDebut, t.dateFin),
    check('missions_etat_check', inList('etat', MISSION_ETATS)),
    check('missions_tjm_check', sql`${t.tjm} > 0`),
    check('missions_tjm_candidat_check', sql`${t.tjmCandidat} > 0 AND ${t.tjmCandidat} <= ${t.tjm}`),
    check('missions_dates_check', sql`${t.dateFin} >= ${t.dateDebut}`),
    check('missions_bon_commande_check', sql`char_length(${t.bonCommande}) BETWEEN 1 AND 35`),
  ],
);

/** A client's favourite candidate. */
export const favourites = pgTable(
  'favourites',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    clientId: integer('client_id')
      .notNull()
      .references(() => clients.id, { onDelete: 'cascade' }),
    candidateId: integer('candidate_id')
      .notNull()
      .references(() => candidates.id, { onDelete: 'cascade' }),
    createdAt: createdAt(),
  },
  (t) => [unique('favourites_client_candidate_key').on(t.clientId, t.candidateId)],
);

/** The skills a client searched for, counted by the statistics (DECISIONS §4). */
export const searchEvents = pgTable(
  'search_events',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    clientId: integer('client_id').references(() => clients.id, { onDelete: 'set null' }),
    skills: text('skills').array().notNull(),
    createdAt: createdAt(),
  },
  (t) => [index('search_events_created_idx').on(t.createdAt)],
);
