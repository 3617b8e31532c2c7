import { z } from 'zod';
import { ETATS_VERSEMENT, FACTURE_TYPES, REGIMES_TVA } from '../billing.js';
import { BILLING_ADDRESS_MIN, CITY_MIN } from '../constants.js';
import { MSG } from '../messages.js';
import { adminListFields } from './accounts-admin.js';
import { idField, oneLine, paragraphs, requiredText } from './fields.js';
import { pageInfoShape } from './matching.js';
import { adminFactureSchema, factureSchema } from './mission-work.js';

/**
 * Self-billing and credit notes (DECISIONS §6.6): the freelancer's billing identity, its self-billed invoices
 * (AF-YYYY-NNNNNN), the staff's list by kind, credit notes (A-YYYY-NNNNNN).
 */

/**
 * POST /api/cd/setFacturation. The SIRET, VAT number, IBAN and BIC are checked by the server with their own
 * codes (billing.bad_siret, billing.bad_vat, billing.bad_iban); `iban` left out keeps the stored one (the form
 * shows it masked); `mandat` must be true (billing.mandate_required).
 */
export const setFacturationBody = z.object({
  raison_sociale: requiredText(MSG.billingNameRequired, 2, MSG.billingNameRequired, 120),
  siret: oneLine(z.string({ error: MSG.siretInvalid }).trim().max(20, { error: MSG.siretInvalid })),
  adresse: requiredText(MSG.billingAddressRequired, BILLING_ADDRESS_MIN, MSG.billingAddressInvalid),
  code_postal: z
    .string({ error: MSG.postalCodeRequired })
    .trim()
    .regex(/^\d{5}$/, { error: MSG.postalCodeInvalid }),
  ville: requiredText(MSG.cityRequired, CITY_MIN, MSG.cityInvalid, 80),
  regime_tva: z.enum(REGIMES_TVA, { error: MSG.invalidInput }),
  tva_intra: oneLine(z.string({ error: MSG.vatNumberInvalid }).trim().max(20, { error: MSG.vatNumberInvalid })).nullish(),
  iban: oneLine(z.string({ error: MSG.ibanInvalid }).trim().max(50, { error: MSG.ibanInvalid })).optional(),
  bic: oneLine(z.string({ error: MSG.bicInvalid }).trim().max(20, { error: MSG.bicInvalid })),
  mandat: z.boolean({ error: MSG.mandateRequired }),
});
export type SetFacturationBody = z.infer<typeof setFacturationBody>;

/** POST /api/cd/getFacturation {}: the billing identity as stored (null until given), the IBAN masked but its last 4. */
export const facturationResponse = z.object({
  done: z.literal(true),
  raison_sociale: z.string().nullable(),
  siret: z.string().nullable(),
  adresse: z.string().nullable(),
  code_postal: z.string().nullable(),
  ville: z.string().nullable(),
  regime_tva: z.enum(REGIMES_TVA).nullable(),
  tva_intra: z.string().nullable(),
  /** « •••• •••• •••• •••• •••• ••• 0189 »: never the whole number. */
  iban: z.string().nullable(),
  bic: z.string().nullable(),
  mandat: z.boolean(),
  /** YYYY-MM-DD: the day the freelancer gave the self-billing mandate. */
  mandat_le: z.string().nullable(),
});
export type Facturation = Omit<z.infer<typeof facturationResponse>, 'done'>;

/** A document as its freelancer or the staff list it: its kind, and the invoice a credit note cancels. */
export const billedDocumentShape = {
  type: z.enum(FACTURE_TYPES),
  /** The credit note cancelling this invoice, if any. */
  avoir: z.string().nullable(),
  /** For a credit note: the invoice it cancels. */
  facture_origine: z.string().nullable(),
};

/** POST /api/cl/getFactures {}: the company's invoices and the credit notes cancelling some, with their kind. */
export const clientBilledFactureSchema = factureSchema.extend(billedDocumentShape);
export type ClientBilledFacture = z.infer<typeof clientBilledFactureSchema>;
export const clientBilledFacturesResponse = z.object({ done: z.literal(true), factures: z.array(clientBilledFactureSchema) });

/** POST /api/cd/getFactures {}: the freelancer's self-billed invoices and their credit notes, newest first. */
export const candidateFactureSchema = factureSchema.omit({ reste_du: true, echeance: true }).extend({
  ...billedDocumentShape,
  /** The payout of an AF invoice; null for a credit note. */
  etat_paiement: z.enum(ETATS_VERSEMENT).nullable(),
  client: z.string(),
});
export type CandidateFacture = z.infer<typeof candidateFactureSchema>;
export const candidateFacturesResponse = z.object({ done: z.literal(true), factures: z.array(candidateFactureSchema) });

/** POST /api/adm/getFactures: the staff's list, optionally one kind only. */
export const adminFacturesByTypeBody = adminListFields
  .extend({ type: z.enum(FACTURE_TYPES, { error: MSG.invalidInput }).optional() })
  .nullish();
export type AdminFacturesByTypeBody = z.infer<typeof adminFacturesByTypeBody>;

/** POST /api/adm/avoir: a credit note cancelling a client invoice whole (and its AF counterpart). */
export const avoirBody = z.object({
  factureId: idField,
  motif: paragraphs(
    z
      .string({ error: MSG.avoirMotifRequired })
      .trim()
      .min(5, { error: MSG.avoirMotifRequired })
      .max(1000, { error: 'Texte trop long ( max 1000 caractères ) !' }),
  ),
});
export type AvoirBody = z.infer<typeof avoirBody>;
export const avoirResponse = z.object({ done: z.literal(true), id: z.number(), numero: z.string() });
export type AvoirResponse = z.infer<typeof avoirResponse>;

/** The staff's list: each document with its kind and the credit note or invoice it is tied to. */
export const adminBilledFactureSchema = adminFactureSchema.extend(billedDocumentShape);
export type AdminBilledFacture = z.infer<typeof adminBilledFactureSchema>;
export const adminBilledFacturesResponse = z.object({
  done: z.literal(true),
  factures: z.array(adminBilledFactureSchema),
  ...pageInfoShape,
});
export type AdminBilledFacturesResponse = z.infer<typeof adminBilledFacturesResponse>;
