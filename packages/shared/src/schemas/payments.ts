import { z } from 'zod';
import { MSG } from '../messages.js';
import { TRANCHES_RETARD } from '../payments.js';
import { idField, isoDate, oneLine } from './fields.js';

/**
 * Money in (DECISIONS §6.7): payments recorded by hand or from a bank statement, and the staff's finance
 * figures. Amounts on the wire are euros with at most 2 decimals; the server computes in integer cents.
 */

const AMOUNT_RE = /^\d{1,9}(\.\d{1,2})?$/;

/** A positive amount in euros and cents (« 1234,5 » from a form is read as 1234.5). */
export const euroAmount = z.preprocess(
  (v) => (typeof v === 'string' ? Number(v.trim().replace(/\s/g, '').replace(',', '.')) : v),
  z
    .number({ error: MSG.paymentAmountInvalid })
    .positive({ error: MSG.paymentAmountInvalid, abort: true })
    .refine((v) => AMOUNT_RE.test(String(v)), { error: MSG.paymentAmountInvalid }),
);

/** POST /api/adm/recordPayment: a payment received for a client invoice (a transfer, a cheque…). */
export const recordPaymentBody = z.object({
  factureId: idField,
  montant: euroAmount,
  date: isoDate(MSG.paymentDateRequired),
  reference: oneLine(
    z
      .string({ error: MSG.paymentReferenceRequired })
      .trim()
      .min(1, { error: MSG.paymentReferenceRequired })
      .max(140, { error: 'Référence trop longue (140 caractères au maximum) !' }),
  ),
});
export type RecordPaymentBody = z.infer<typeof recordPaymentBody>;

/** POST /api/adm/importReleve's report (DECISIONS §6.7), amounts in euros. */
export const importReleveResponse = z.object({
  done: z.literal(true),
  rapproches: z.array(z.object({ factureId: z.number(), numero: z.string(), montant: z.number() })),
  non_rapproches: z.array(z.object({ montant: z.number(), date: z.string().nullable(), libelle: z.string() })),
  /** Credits an earlier import already recorded (nothing done with them this time). */
  deja_importes: z.number().int(),
});
export type ImportReleveResponse = z.infer<typeof importReleveResponse>;

export const FINANCE_YEAR_MIN = 2000;
export const FINANCE_YEAR_MAX = 2100;

export const financeBody = z.object({
  annee: z.preprocess(
    (v) => (typeof v === 'string' && /^\d{4}$/.test(v) ? Number(v) : v),
    z
      .number({ error: MSG.financeYearInvalid })
      .int({ error: MSG.financeYearInvalid })
      .min(FINANCE_YEAR_MIN, { error: MSG.financeYearInvalid })
      .max(FINANCE_YEAR_MAX, { error: MSG.financeYearInvalid }),
  ),
});
export type FinanceBody = z.infer<typeof financeBody>;

const retardShape = z.object(
  Object.fromEntries(TRANCHES_RETARD.map((t) => [t, z.number()])) as Record<(typeof TRANCHES_RETARD)[number], z.ZodNumber>,
);

/**
 * One row of the finance figures, in euros. `facture_*`, `reste_du`, `retard` and `marge` are about the client
 * invoices issued in the month (what they still owe today, and how late); `encaisse` is the money received in
 * the month, whatever the invoice; `versements_*` are the freelancers' payouts of the month.
 */
export const financeFiguresSchema = z.object({
  facture_ht: z.number(),
  facture_ttc: z.number(),
  encaisse: z.number(),
  reste_du: z.number(),
  retard: retardShape,
  marge: z.number(),
  versements_dus: z.number(),
  versements_faits: z.number(),
  nb_factures: z.number().int(),
});
export type FinanceFigures = z.infer<typeof financeFiguresSchema>;

export const financeResponse = z.object({
  done: z.literal(true),
  annee: z.number().int(),
  /** The day the outstanding and overdue amounts are computed at (today, Europe/Paris). */
  au: z.string(),
  /** January to December, `YYYY-MM`. */
  mois: z.array(financeFiguresSchema.extend({ mois: z.string() })),
  total: financeFiguresSchema,
});
export type FinanceResponse = z.infer<typeof financeResponse>;

// ── Payouts to freelancers (DECISIONS §6.7) ──

export const ETATS_ORDRE_VIREMENT = ['en_cours', 'verse'] as const;
export type EtatOrdreVirement = (typeof ETATS_ORDRE_VIREMENT)[number];

/** A self-billed invoice due but left out of an order: its freelancer has no account to pay into. */
export const virementIgnoreSchema = z.object({
  factureId: z.number(),
  numero: z.string(),
  condidat: z.string(),
  raison: z.enum(['sans_iban']),
});

/** POST /api/adm/createVirements {}: the order made, its transfers' count and total (euros). */
export const createVirementsResponse = z.object({
  done: z.literal(true),
  id: z.number(),
  nb: z.number().int(),
  total: z.number(),
  /** AF invoices due that could not be paid (no IBAN): they stay « à verser ». */
  ignores: z.array(virementIgnoreSchema),
});
export type CreateVirementsResponse = z.infer<typeof createVirementsResponse>;

export const virementSchema = z.object({
  id: z.number(),
  msg_id: z.string(),
  etat: z.enum(ETATS_ORDRE_VIREMENT),
  nb: z.number().int(),
  total: z.number(),
  date_execution: z.string(),
  createdAt: z.string(),
  confirme_le: z.string().nullable(),
  transactions: z.array(
    z.object({
      factureId: z.number(),
      numero: z.string(),
      condidat: z.string(),
      montant: z.number(),
      /** Masked but its last 4 characters. */
      iban: z.string(),
    }),
  ),
});
export type Virement = z.infer<typeof virementSchema>;

/** POST /api/adm/getVirements {}: the orders, newest first, with their transactions, and what waits to be paid. */
export const virementsResponse = z.object({
  done: z.literal(true),
  virements: z.array(virementSchema),
  a_verser: z.object({ nb: z.number().int(), total: z.number(), ignores: z.array(virementIgnoreSchema) }),
});
export type VirementsResponse = z.infer<typeof virementsResponse>;

export const releveAnnuelParams = z.object({
  annee: z.preprocess(
    (v) => (typeof v === 'string' && /^\d{4}$/.test(v) ? Number(v) : v),
    z
      .number({ error: MSG.financeYearInvalid })
      .int({ error: MSG.financeYearInvalid })
      .min(FINANCE_YEAR_MIN, { error: MSG.financeYearInvalid })
      .max(FINANCE_YEAR_MAX, { error: MSG.financeYearInvalid }),
  ),
});
/** GET /api/adm/dac7?annee=YYYY */
export const dac7Query = releveAnnuelParams;
