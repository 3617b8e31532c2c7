import { z } from 'zod';
import { isBic, isIban, normalizeBankCode } from '../bank-codes.js';
import { MSG } from '../messages.js';

/**
 * The root's « Réglages » (DECISIONS §6.5): rate transparency, the CRA deadline, the payment delay, the
 * late-payment penalty rate and the platform's payout account. The issuer's identity stays in the
 * INVOICE_ISSUER_* configuration.
 */

export const DELAI_VALIDATION_CRA_MIN = 1;
export const DELAI_VALIDATION_CRA_MAX = 20;
export const DELAI_PAIEMENT_MAX = 60;
export const TAUX_PENALITES_MAX = 100;

export const reglagesSchema = z.object({
  /** The freelancer sees what the client pays (the mission's tjm). */
  transparence_tarifs: z.boolean(),
  /** Working days before a submitted CRA is validated automatically. */
  delai_validation_cra: z.number().int(),
  /** Days between an invoice and its due date. */
  delai_paiement: z.number().int(),
  /** % a year, 2 decimals at most. */
  taux_penalites: z.number(),
  emetteur_iban: z.string().nullable(),
  emetteur_bic: z.string().nullable(),
});
export type Reglages = z.infer<typeof reglagesSchema>;

/** getReglages, setReglages: the settings, and when and by whom they were last changed. */
export const reglagesResponse = reglagesSchema.extend({
  done: z.literal(true),
  modifie_le: z.string().nullable(),
  modifie_par: z.object({ nom: z.string(), prenom: z.string() }).nullable(),
});
export type ReglagesResponse = z.infer<typeof reglagesResponse>;

const wholeNumber = (v: unknown) => (typeof v === 'string' && v.trim() !== '' ? Number(v.trim()) : v);
const decimalNumber = (v: unknown) => (typeof v === 'string' && v.trim() !== '' ? Number(v.trim().replace(',', '.')) : v);
/** An empty field clears the account. */
const bankCode = (v: unknown) => (typeof v === 'string' ? (normalizeBankCode(v) === '' ? null : normalizeBankCode(v)) : v);

/** setReglages: every field is optional; only those sent change. */
export const setReglagesBody = z.object({
  transparence_tarifs: z.boolean({ error: MSG.reglagesBoolean }).optional(),
  delai_validation_cra: z
    .preprocess(
      wholeNumber,
      z
        .number({ error: MSG.reglagesDelaiCra })
        .int({ error: MSG.reglagesDelaiCra })
        .min(DELAI_VALIDATION_CRA_MIN, { error: MSG.reglagesDelaiCra })
        .max(DELAI_VALIDATION_CRA_MAX, { error: MSG.reglagesDelaiCra }),
    )
    .optional(),
  delai_paiement: z
    .preprocess(
      wholeNumber,
      z
        .number({ error: MSG.reglagesDelaiPaiement })
        .int({ error: MSG.reglagesDelaiPaiement })
        .min(0, { error: MSG.reglagesDelaiPaiement })
        .max(DELAI_PAIEMENT_MAX, { error: MSG.reglagesDelaiPaiement }),
    )
    .optional(),
  taux_penalites: z
    .preprocess(
      decimalNumber,
      z
        .number({ error: MSG.reglagesTaux })
        .min(0, { error: MSG.reglagesTaux })
        .max(TAUX_PENALITES_MAX, { error: MSG.reglagesTaux })
        .refine((v) => /^\d{1,3}(\.\d{1,2})?$/.test(String(v)), { error: MSG.reglagesTaux }),
    )
    .optional(),
  emetteur_iban: z.preprocess(bankCode, z.string().refine(isIban, { error: MSG.reglagesIban }).nullable()).optional(),
  emetteur_bic: z.preprocess(bankCode, z.string().refine(isBic, { error: MSG.reglagesBic }).nullable()).optional(),
});
export type SetReglagesBody = z.infer<typeof setReglagesBody>;
