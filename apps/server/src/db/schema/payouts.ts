import { sql } from 'drizzle-orm';
import { check, date, index, integer, numeric, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { candidates } from './candidates.js';
import { createdAt, inList } from './columns.js';
import { invoices } from './mission-work.js';
import { users } from './users.js';

export const PAYOUT_ORDER_ETATS = ['en_cours', 'verse'] as const;

/**
 * A SEPA credit transfer order paying freelancers (DECISIONS §6.7): one pain.001.001.03 file, built by root,
 * downloaded for the bank, confirmed once the bank executed it. The file is kept as written (a document handed
 * to a bank never changes); `msg_id` is its GrpHdr/MsgId, unique.
 */
export const payoutOrders = pgTable(
  'payout_orders',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    msgId: text('msg_id').notNull().unique(),
    etat: text('etat').notNull().default('en_cours'),
    executionDate: date('execution_date', { mode: 'string' }).notNull(),
    debtorIban: text('debtor_iban').notNull(),
    debtorBic: text('debtor_bic').notNull(),
    nb: integer('nb').notNull(),
    total: numeric('total', { precision: 14, scale: 2 }).notNull(),
    xml: text('xml').notNull(),
    createdBy: integer('created_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
    confirmedAt: timestamp('confirmed_at', { withTimezone: true, mode: 'date' }),
    confirmedBy: integer('confirmed_by').references(() => users.id, { onDelete: 'set null' }),
  },
  (t) => [
    check('payout_orders_etat_check', inList('etat', PAYOUT_ORDER_ETATS)),
    check('payout_orders_total_check', sql`${t.total} > 0 AND ${t.nb} > 0`),
    index('payout_orders_created_idx').on(t.createdAt.desc()),
  ],
);

/**
 * One transfer of an order: the TTC of one self-billed invoice (AF) to its freelancer. `invoice_id` is unique: an
 * AF invoice is paid by one order only, whatever two root users do at the same moment (the constraint backs the
 * order's lock). The creditor is kept as written in the file.
 */
export const payoutTransfers = pgTable(
  'payout_transfers',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    orderId: integer('order_id')
      .notNull()
      .references(() => payoutOrders.id),
    invoiceId: integer('invoice_id')
      .notNull()
      .unique('payout_transfers_invoice_key')
      .references(() => invoices.id),
    candidateId: integer('candidate_id').references(() => candidates.id, { onDelete: 'set null' }),
    montant: numeric('montant', { precision: 14, scale: 2 }).notNull(),
    endToEndId: text('end_to_end_id').notNull(),
    creditorName: text('creditor_name').notNull(),
    creditorIban: text('creditor_iban').notNull(),
    creditorBic: text('creditor_bic'),
  },
  (t) => [
    index('payout_transfers_order_idx').on(t.orderId),
    index('payout_transfers_candidate_idx').on(t.candidateId),
    check('payout_transfers_montant_check', sql`${t.montant} > 0`),
  ],
);
