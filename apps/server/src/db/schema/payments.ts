import { sql } from 'drizzle-orm';
import { check, date, index, integer, numeric, pgTable, primaryKey, text, unique } from 'drizzle-orm/pg-core';
import { createdAt, inList } from './columns.js';
import { invoices } from './mission-work.js';
import { users } from './users.js';

export const PAYMENT_SOURCES = ['manuel', 'releve'] as const;

/**
 * A payment received for a client invoice (DECISIONS §6.7): recorded by hand (recordPayment) or from a bank
 * statement (importReleve). The invoice's state and what it still owes are computed from these rows, never
 * stored. `bank_ref` is the statement entry's key (docs/payments.md): the same entry imported again finds its
 * row and records nothing; one transfer paying two invoices is one row per invoice under the same key.
 */
export const payments = pgTable(
  'payments',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    invoiceId: integer('invoice_id')
      .notNull()
      .references(() => invoices.id),
    montant: numeric('montant', { precision: 14, scale: 2 }).notNull(),
    /** The day the money counts (the value date of a bank credit). */
    date: date('date', { mode: 'string' }).notNull(),
    /** What staff typed, or the transfer's remittance information. */
    reference: text('reference').notNull(),
    source: text('source').notNull(),
    bankRef: text('bank_ref'),
    debiteur: text('debiteur'),
    recordedBy: integer('recorded_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
  },
  (t) => [
    // Rebuilt in migration 0040 as (invoice_id) INCLUDE (montant), by hand (drizzle-orm cannot declare INCLUDE): what an
    // invoice was paid is summed from the index only, and the finance figures merge it with the invoices in id order.
    index('payments_invoice_idx').on(t.invoiceId),
    index('payments_date_idx').on(t.date),
    unique('payments_bank_ref_invoice_key').on(t.bankRef, t.invoiceId),
    check('payments_source_check', inList('source', PAYMENT_SOURCES)),
    check('payments_montant_check', sql`${t.montant} > 0`),
  ],
);

/**
 * A reminder sent for a late client invoice (DECISIONS §6.7): one row per invoice and step (1 or 15 days after
 * the due date), claimed by its INSERT before anything goes out, so a step goes out once whatever the number of
 * instances; the amounts as they were told that day.
 */
export const paymentReminders = pgTable(
  'payment_reminders',
  {
    invoiceId: integer('invoice_id')
      .notNull()
      .references(() => invoices.id),
    step: integer('step').notNull(),
    resteDu: numeric('reste_du', { precision: 14, scale: 2 }).notNull(),
    penalites: numeric('penalites', { precision: 14, scale: 2 }).notNull(),
    indemnite: numeric('indemnite', { precision: 14, scale: 2 }).notNull(),
    /** When it went out. */
    createdAt: createdAt(),
  },
  (t) => [primaryKey({ columns: [t.invoiceId, t.step] }), check('payment_reminders_step_check', sql`${t.step} IN (1, 15)`)],
);
