import { CRA_ETATS, DOCUMENT_ETATS, DOCUMENT_TYPES, FACTURE_TYPES } from '@passerelle/shared';
import { sql } from 'drizzle-orm';
import {
  type AnyPgColumn,
  boolean,
  check,
  customType,
  date,
  index,
  integer,
  jsonb,
  numeric,
  pgTable,
  primaryKey,
  text,
  timestamp,
  unique,
} from 'drizzle-orm/pg-core';
import { candidates } from './candidates.js';
import { clients } from './clients.js';
import { createdAt, inList, updatedAt } from './columns.js';
import { missions } from './requests.js';
import { users } from './users.js';

/** A monthly activity report (CRA) of a mission (DECISIONS §6.4): one per mission and month. */
export const cras = pgTable(
  'cras',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    missionId: integer('mission_id')
      .notNull()
      .references(() => missions.id, { onDelete: 'cascade' }),
    /** YYYY-MM */
    mois: text('mois').notNull(),
    /** ISO date → 0.5 or 1. */
    jours: jsonb('jours').$type<Record<string, number>>().notNull(),
    total: numeric('total', { precision: 5, scale: 1 }).notNull(),
    etat: text('etat').notNull().default('brouillon'),
    motif: text('motif'),
    submittedAt: timestamp('submitted_at', { withTimezone: true, mode: 'date' }),
    decidedAt: timestamp('decided_at', { withTimezone: true, mode: 'date' }),
    decidedBy: integer('decided_by').references(() => users.id, { onDelete: 'set null' }),
    /** Validated by the deadline's periodic job, not by a member (DECISIONS §6.5). */
    valideAuto: boolean('valide_auto').notNull().default(false),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    unique('cras_mission_month_key').on(t.missionId, t.mois),
    // The deadline's job reads the submitted CRAs only, oldest first.
    index('cras_submitted_idx').on(t.submittedAt).where(sql`${t.etat} = 'soumis'`),
    check('cras_etat_check', inList('etat', CRA_ETATS)),
    check('cras_mois_check', sql`${t.mois} ~ '^[0-9]{4}-(0[1-9]|1[0-2])$'`),
  ],
);

/** The issuer's identity as printed on an invoice (kept with it: an issued invoice never changes). */
export interface InvoiceIssuer {
  name: string;
  siren: string;
  address: string;
  vat: string;
}

/**
 * The freelancer as the seller of its self-billed invoice, as it was at issue (DECISIONS §6.6): a copy of its
 * billing identity (candidate_billing), which may change later.
 */
export interface InvoiceSeller {
  name: string;
  siret: string;
  /** Street, then postcode and city, on two lines (as the client's address). */
  address: string;
  regimeTva: 'franchise' | 'assujetti';
  tvaIntra: string | null;
  iban: string;
  bic: string;
  mandatLe: string;
}

/**
 * An invoice, made in the transaction that validates its CRA. Everything printed is kept in the row
 * (issuer, client, amounts): an invoice stays what it was when issued, whatever changes later.
 * Three kinds (DECISIONS §6.6), each its own gapless series: `client` F-YYYY-NNNNNN (seller the platform,
 * buyer the company), `autofacturation` AF-YYYY-NNNNNN (seller the freelancer, `seller`; buyer the platform,
 * `issuer`; its company is not a party: client_id is null, candidate_id set), `avoir` A-YYYY-NNNNNN (a copy of
 * the invoice it cancels whole, `corrects_id`, with its parties).
 */
export const invoices = pgTable(
  'invoices',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    /** F-YYYY-NNNNNN, AF-YYYY-NNNNNN or A-YYYY-NNNNNN */
    numero: text('numero').notNull().unique(),
    type: text('type').notNull().default('client'),
    year: integer('year').notNull(),
    seq: integer('seq').notNull(),
    craId: integer('cra_id').references(() => cras.id, { onDelete: 'set null' }),
    missionId: integer('mission_id').references(() => missions.id, { onDelete: 'set null' }),
    clientId: integer('client_id').references(() => clients.id, { onDelete: 'set null' }),
    mois: text('mois').notNull(),
    issuedOn: date('issued_on', { mode: 'string' }).notNull(),
    dueOn: date('due_on', { mode: 'string' }).notNull(),
    issuer: jsonb('issuer').$type<InvoiceIssuer>().notNull(),
    clientName: text('client_name').notNull(),
    clientContact: text('client_contact').notNull(),
    /** The company's billing address (street, then postal code and city) and SIREN, as they were at issue. */
    clientAddress: text('client_address'),
    clientSiren: text('client_siren'),
    candidateName: text('candidate_name').notNull(),
    missionStart: date('mission_start', { mode: 'string' }).notNull(),
    missionEnd: date('mission_end', { mode: 'string' }).notNull(),
    days: numeric('days', { precision: 5, scale: 1 }).notNull(),
    tjm: numeric('tjm', { precision: 12, scale: 3 }).notNull(),
    ht: numeric('ht', { precision: 14, scale: 2 }).notNull(),
    tva: numeric('tva', { precision: 14, scale: 2 }).notNull(),
    ttc: numeric('ttc', { precision: 14, scale: 2 }).notNull(),
    /** The freelancer of an AF invoice (and of its credit note): it reads them; the company does not. */
    candidateId: integer('candidate_id').references(() => candidates.id, { onDelete: 'set null' }),
    /** The seller of an AF invoice (and of its credit note); null: the seller is the platform (`issuer`). */
    seller: jsonb('seller').$type<InvoiceSeller>(),
    /** 'S' at vat_rate %, or 'E': exempt, the freelancer in the VAT franchise (CGI art. 293 B). */
    vatCategory: text('vat_category').notNull().default('S'),
    vatRate: numeric('vat_rate', { precision: 5, scale: 2 }).notNull().default('20'),
    /** An AF invoice: the client invoice of the same CRA it mirrors (one AF per client invoice). */
    sourceInvoiceId: integer('source_invoice_id')
      .unique('invoices_source_key')
      .references((): AnyPgColumn => invoices.id),
    /** A credit note: the invoice it cancels (one credit note per invoice: invoice.already_credited). */
    correctsId: integer('corrects_id')
      .unique('invoices_corrects_key')
      .references((): AnyPgColumn => invoices.id),
    /** A credit note's reason. */
    motif: text('motif'),
    /**
     * The company's purchase-order reference (EN 16931 BT-13) as it was when the client invoice was issued
     * (missions.bon_commande, DECISIONS §6.5); its credit note copies it; a self-billed invoice has none (the
     * platform is its buyer).
     */
    bonCommande: text('bon_commande'),
    /**
     * The late-payment rate in % a year as Réglages' taux_penalites gave it at issue (DECISIONS §6.5, §6.7): the
     * note on the invoice prints it and the dunning computes its penalties with it, whatever the Réglages say
     * later. Null: issued before it was kept; the note reads « taux de la BCE majoré de 10 points » as it did.
     */
    tauxPenalites: numeric('taux_penalites', { precision: 5, scale: 2 }),
    createdAt: createdAt(),
  },
  (t) => [
    unique('invoices_type_year_seq_key').on(t.type, t.year, t.seq),
    index('invoices_cra_idx').on(t.craId),
    index('invoices_client_idx').on(t.clientId, t.createdAt.desc()),
    index('invoices_candidate_idx').on(t.candidateId, t.createdAt.desc()),
    index('invoices_created_idx').on(t.createdAt.desc()),
    // And `invoices_finance_idx` (issued_on, due_on) INCLUDE (id, ht, ttc, days, tjm, mission_id) WHERE type = 'client',
    // the finance figures' index-only scan (docs/payments.md): written in migration 0040 by hand, drizzle-orm cannot
    // declare INCLUDE.
    check('invoices_type_check', inList('type', FACTURE_TYPES)),
    check('invoices_vat_category_check', sql`${t.vatCategory} IN ('S', 'E')`),
  ],
);

/** Raw bytes (PostgreSQL bytea): node-postgres answers a Buffer, PGlite a Uint8Array; both are Uint8Arrays. */
const bytea = customType<{ data: Uint8Array; driverData: Uint8Array }>({
  dataType: () => 'bytea',
  toDriver: (value) => Buffer.from(value.buffer, value.byteOffset, value.byteLength),
  fromDriver: (value) => new Uint8Array(value.buffer, value.byteOffset, value.byteLength),
});

/**
 * An issued invoice's Factur-X document (docs/invoices.md): the PDF/A-3b as it was served the first time and
 * the factur-x.xml it carries, written once right after the issue and never again (a trigger refuses any
 * UPDATE or DELETE): what a company downloads today is what it downloaded the day it was issued.
 */
export const invoiceDocuments = pgTable('invoice_documents', {
  invoiceId: integer('invoice_id')
    .primaryKey()
    .references(() => invoices.id),
  pdf: bytea('pdf').notNull(),
  xml: text('xml').notNull(),
  /** SHA-256 of the PDF, hex. */
  sha256: text('sha256').notNull(),
  createdAt: createdAt(),
});

/**
 * The last invoice number of each year. Validations take the year's row FOR UPDATE (or insert it) in
 * their transaction, so numbers are consecutive with no gap: a rolled-back validation rolls its number back.
 */
export const invoiceCounters = pgTable(
  'invoice_counters',
  {
    /** The invoice's type: each kind is its own series (F, AF, A). */
    series: text('series').notNull().default('client'),
    year: integer('year').notNull(),
    last: integer('last').notNull(),
    updatedAt: updatedAt(),
  },
  (t) => [primaryKey({ name: 'invoice_counters_pkey', columns: [t.series, t.year] })],
);

/**
 * A candidate's compliance document (Kbis, URSSAF attestation, RC Pro), a PDF in the storage, checked by
 * the staff. The reminder columns record when each expiry reminder went out: claimed by an UPDATE, so
 * that it goes out once whatever the number of instances.
 */
export const complianceDocuments = pgTable(
  'compliance_documents',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    candidateId: integer('candidate_id')
      .notNull()
      .references(() => candidates.id, { onDelete: 'cascade' }),
    type: text('type').notNull(),
    storageKey: text('storage_key').notNull(),
    expireLe: date('expire_le', { mode: 'string' }).notNull(),
    etat: text('etat').notNull().default('a_verifier'),
    motif: text('motif'),
    verifiedBy: integer('verified_by').references(() => users.id, { onDelete: 'set null' }),
    verifiedAt: timestamp('verified_at', { withTimezone: true, mode: 'date' }),
    reminderSoonAt: timestamp('reminder_soon_at', { withTimezone: true, mode: 'date' }),
    reminderExpiredAt: timestamp('reminder_expired_at', { withTimezone: true, mode: 'date' }),
    createdAt: createdAt(),
  },
  (t) => [
    index('compliance_documents_candidate_idx').on(t.candidateId, t.type, t.expireLe),
    index('compliance_documents_expiry_idx').on(t.expireLe),
    check('compliance_documents_type_check', inList('type', DOCUMENT_TYPES)),
    check('compliance_documents_etat_check', inList('etat', DOCUMENT_ETATS)),
  ],
);

/**
 * A review left after a mission ended (DECISIONS §6.4): one per mission and side ('cl': the company about
 * the candidate, 'cd': the candidate about the company). Published when both are in, or 14 days after the
 * first; the staff may hide an abusive one (recorded in admin_actions).
 */
export const reviews = pgTable(
  'reviews',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    missionId: integer('mission_id')
      .notNull()
      .references(() => missions.id, { onDelete: 'cascade' }),
    side: text('side').notNull(),
    authorId: integer('author_id').references(() => users.id, { onDelete: 'set null' }),
    candidateId: integer('candidate_id')
      .notNull()
      .references(() => candidates.id, { onDelete: 'cascade' }),
    clientId: integer('client_id')
      .notNull()
      .references(() => clients.id, { onDelete: 'cascade' }),
    note: integer('note').notNull(),
    commentaire: text('commentaire').notNull(),
    hiddenAt: timestamp('hidden_at', { withTimezone: true, mode: 'date' }),
    hiddenBy: integer('hidden_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
  },
  (t) => [
    unique('reviews_mission_side_key').on(t.missionId, t.side),
    index('reviews_candidate_idx').on(t.candidateId),
    check('reviews_side_check', sql`${t.side} IN ('cl', 'cd')`),
    check('reviews_note_check', sql`${t.note} BETWEEN 1 AND 5`),
  ],
);
