import { REGIMES_TVA } from '@passerelle/shared';
import { check, date, integer, pgTable, text } from 'drizzle-orm/pg-core';
import { candidates } from './candidates.js';
import { createdAt, inList, updatedAt } from './columns.js';

/**
 * A freelancer's billing identity and its self-billing mandate (DECISIONS §6.6, CGI art. 289-I-2): what its
 * self-billed invoices print as the seller's. Each AF invoice keeps a copy of it as it was at issue.
 */
export const candidateBilling = pgTable(
  'candidate_billing',
  {
    candidateId: integer('candidate_id')
      .primaryKey()
      .references(() => candidates.id, { onDelete: 'cascade' }),
    raisonSociale: text('raison_sociale').notNull(),
    siret: text('siret').notNull(),
    adresse: text('adresse').notNull(),
    codePostal: text('code_postal').notNull(),
    ville: text('ville').notNull(),
    regimeTva: text('regime_tva').notNull(),
    tvaIntra: text('tva_intra'),
    iban: text('iban').notNull(),
    bic: text('bic').notNull(),
    /** The day the mandate was given (kept while the freelancer keeps it). */
    mandatLe: date('mandat_le', { mode: 'string' }).notNull(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  () => [check('candidate_billing_regime_check', inList('regime_tva', REGIMES_TVA))],
);
