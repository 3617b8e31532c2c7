import { sql } from 'drizzle-orm';
import { boolean, check, integer, numeric, pgTable, text } from 'drizzle-orm/pg-core';
import { updatedAt } from './columns.js';
import { users } from './users.js';

/**
 * The root's « Réglages » (DECISIONS §6.5): one row (id 1), written by the migration with the defaults.
 * Every change is also an admin action (who, what, when).
 */
export const platformSettings = pgTable(
  'platform_settings',
  {
    id: integer('id').primaryKey().default(1),
    /** The freelancer sees what the client pays (the mission's tjm). */
    transparenceTarifs: boolean('transparence_tarifs').notNull().default(true),
    /** Working days before a submitted CRA is validated by the periodic job. */
    delaiValidationCra: integer('delai_validation_cra').notNull().default(5),
    /** Days between an invoice and its due date. */
    delaiPaiement: integer('delai_paiement').notNull().default(30),
    /** Late-payment penalty rate, % a year (ECB rate + 10 points). */
    tauxPenalites: numeric('taux_penalites', { precision: 5, scale: 2 }).notNull().default('12.15'),
    /** The platform's payout account (pain.001 debtor). */
    emetteurIban: text('emetteur_iban'),
    emetteurBic: text('emetteur_bic'),
    updatedBy: integer('updated_by').references(() => users.id, { onDelete: 'set null' }),
    updatedAt: updatedAt(),
  },
  (t) => [
    check('platform_settings_single_row', sql`${t.id} = 1`),
    check('platform_settings_delai_cra_check', sql`${t.delaiValidationCra} BETWEEN 1 AND 20`),
    check('platform_settings_delai_paiement_check', sql`${t.delaiPaiement} BETWEEN 0 AND 60`),
    check('platform_settings_taux_check', sql`${t.tauxPenalites} >= 0 AND ${t.tauxPenalites} <= 100`),
  ],
);
