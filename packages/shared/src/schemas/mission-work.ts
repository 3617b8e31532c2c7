import { z } from 'zod';
import { CRA_ETATS, DOCUMENT_ETATS, DOCUMENT_TYPES, MISSION_ETATS } from '../enums.js';
import { MSG } from '../messages.js';
import { ETATS_PAIEMENT } from '../payments.js';
import { adminListBody } from './accounts-admin.js';
import { idField, isoDate, paragraphs } from './fields.js';
import { pageInfoShape } from './matching.js';

/**
 * Missions that run on the platform (DECISIONS §6.4): the candidate's missions, monthly activity reports
 * (CRA) and the invoices they become.
 */

/** A mission as its candidate reads it: the client by its company name only (never its people's contact). */
export const candidateMissionSchema = z.object({
  id: z.number(),
  etat: z.enum(MISSION_ETATS),
  date_debut: z.string(),
  date_fin: z.string(),
  /** What the freelancer is paid a day (DECISIONS §6.5). */
  tjm_candidat: z.number(),
  /** What the client pays a day: present only while the root keeps `transparence_tarifs` on. */
  tjm: z.number().optional(),
  /** The client's company name. */
  client: z.string(),
  createdAt: z.string(),
  /** Whether the candidate already left its review of the company (DECISIONS §6.4). */
  avis_laisse: z.boolean(),
});
export type CandidateMission = z.infer<typeof candidateMissionSchema>;

/** POST /api/cd/getMissions {} */
export const candidateMissionsResponse = z.object({ done: z.literal(true), missions: z.array(candidateMissionSchema) });

/** A calendar month, `YYYY-MM`. */
export const monthField = z
  .string({ error: MSG.craMonthInvalid })
  .regex(/^(19|20|21)\d{2}-(0[1-9]|1[0-2])$/, { error: MSG.craMonthInvalid });

/** The days of a CRA: ISO date → 0.5 (half day) or 1 (full day). */
export const craDaysField = z
  .record(
    z.string().refine((d) => isoDate(MSG.craDayInvalid).safeParse(d).success, { error: MSG.craDayInvalid }),
    z.union([z.literal(0.5), z.literal(1)], { error: MSG.craDayValue }),
    { error: MSG.invalidInput },
  )
  .refine((days) => Object.keys(days).length <= 31, { error: MSG.craDayInvalid });

export const saveCraBody = z.object({ missionId: idField, mois: monthField, jours: craDaysField });
export type SaveCraBody = z.infer<typeof saveCraBody>;
export const saveCraResponse = z.object({ done: z.literal(true), id: z.number(), total: z.number() });

export const missionIdBody = z.object({ missionId: idField });
export const rejectCraBody = z.object({
  id: idField,
  motif: paragraphs(
    z
      .string({ error: MSG.craMotifRequired })
      .trim()
      .min(1, { error: MSG.craMotifRequired })
      .max(1000, { error: 'Texte trop long ( max 1000 caractères ) !' }),
  ),
});
export type RejectCraBody = z.infer<typeof rejectCraBody>;

export const craSchema = z.object({
  id: z.number(),
  mois: z.string(),
  jours: z.record(z.string(), z.number()),
  total: z.number(),
  etat: z.enum(CRA_ETATS),
  motif: z.string().nullable(),
  createdAt: z.string(),
  /** Validated by the deadline, not by a member of the company (DECISIONS §6.5). */
  valide_auto: z.boolean(),
  /** A submitted CRA: the ISO date it will be validated automatically without an answer; else null. */
  validation_auto_le: z.string().nullable(),
});
export type Cra = z.infer<typeof craSchema>;
export const crasResponse = z.object({ done: z.literal(true), cras: z.array(craSchema) });

/** An invoice (facture), made when a CRA is validated. Amounts in euros, 2 decimals. */
export const factureSchema = z.object({
  id: z.number(),
  numero: z.string(),
  mois: z.string(),
  missionId: z.number().nullable(),
  ht: z.number(),
  tva: z.number(),
  ttc: z.number(),
  createdAt: z.string(),
  /**
   * DECISIONS §6.7: paid or not, and what is left to pay (euros), on the due date `echeance`; null for what no
   * client pays (a self-billed invoice, a credit note, an invoice a credit note cancelled), reste_du 0.
   */
  etat_paiement: z.enum(ETATS_PAIEMENT).nullable(),
  reste_du: z.number(),
  echeance: z.string(),
});
export type Facture = z.infer<typeof factureSchema>;
export const facturesResponse = z.object({ done: z.literal(true), factures: z.array(factureSchema) });

/** The staff's list: every invoice, newest first, with the client's and the candidate's names. */
export const adminFactureSchema = factureSchema.extend({ client: z.string(), condidat: z.string() });
export type AdminFacture = z.infer<typeof adminFactureSchema>;
export const adminFacturesBody = adminListBody;
export const adminFacturesResponse = z.object({
  done: z.literal(true),
  factures: z.array(adminFactureSchema),
  ...pageInfoShape,
});
export type AdminFacturesResponse = z.infer<typeof adminFacturesResponse>;

export const factureParams = z.object({ id: idField });

/** The multipart fields of uploadDocument beside `file` (sent before it). */
export const uploadDocumentFields = z.object({
  type: z.enum(DOCUMENT_TYPES, { error: MSG.documentTypeRequired }),
  /** Optional: without it, the type's usual validity after the upload (DOCUMENT_DEFAULT_VALIDITY_MONTHS). */
  expire_le: z
    .string({ error: MSG.dateInvalid })
    .trim()
    .optional()
    .transform((v) => (v ? v : undefined))
    .refine((v) => v === undefined || isoDate(MSG.dateInvalid).safeParse(v).success, { error: MSG.dateInvalid }),
});
export type UploadDocumentFields = z.infer<typeof uploadDocumentFields>;
export const uploadDocumentResponse = z.object({ done: z.literal(true), id: z.number() });

export const documentSchema = z.object({
  id: z.number(),
  type: z.enum(DOCUMENT_TYPES),
  expire_le: z.string(),
  etat: z.enum(DOCUMENT_ETATS),
  motif: z.string().nullable(),
  createdAt: z.string(),
});
export type ComplianceDocument = z.infer<typeof documentSchema>;
export const documentsResponse = z.object({ done: z.literal(true), documents: z.array(documentSchema) });

/** The staff's list: a candidate's documents, or every document waiting for a check. */
export const adminDocumentsBody = z
  .object({ condidatId: idField.optional(), etat: z.enum(DOCUMENT_ETATS, { error: MSG.invalidInput }).optional() })
  .nullish();
export const adminDocumentSchema = documentSchema.extend({ condidatId: z.number(), condidat: z.string() });
export type AdminComplianceDocument = z.infer<typeof adminDocumentSchema>;
export const adminDocumentsResponse = z.object({ done: z.literal(true), documents: z.array(adminDocumentSchema) });

export const verifyDocumentBody = z
  .object({
    id: idField,
    valide: z.boolean({ error: MSG.invalidInput }),
    motif: paragraphs(
      z.string({ error: MSG.invalidInput }).trim().max(1000, { error: 'Texte trop long ( max 1000 caractères ) !' }),
    ).optional(),
  })
  .refine((b) => b.valide || (b.motif ?? '') !== '', { path: ['motif'], error: MSG.documentMotifRequired });
export type VerifyDocumentBody = z.infer<typeof verifyDocumentBody>;

/** A review after a mission ended (DECISIONS §6.4): 1 to 5 and a comment, one per side and mission. */
export const reviewBody = z.object({
  missionId: idField,
  note: z
    .number({ error: MSG.reviewNoteInvalid })
    .int({ error: MSG.reviewNoteInvalid })
    .min(1, { error: MSG.reviewNoteInvalid })
    .max(5, { error: MSG.reviewNoteInvalid }),
  commentaire: paragraphs(
    z
      .string({ error: MSG.reviewCommentRequired })
      .trim()
      .min(1, { error: MSG.reviewCommentRequired })
      .max(2000, { error: 'Texte trop long ( max 2000 caractères ) !' }),
  ),
});
export type ReviewBody = z.infer<typeof reviewBody>;

/** The staff's list of reviews, newest first (paged), to hide an abusive one. */
export const adminReviewSchema = z.object({
  id: z.number(),
  missionId: z.number(),
  /** 'cl': the company about the candidate; 'cd': the candidate about the company. */
  side: z.enum(['cl', 'cd']),
  note: z.number(),
  commentaire: z.string(),
  condidat: z.string(),
  client: z.string(),
  publie: z.boolean(),
  masque: z.boolean(),
  createdAt: z.string(),
});
export type AdminReview = z.infer<typeof adminReviewSchema>;
export const adminReviewsResponse = z.object({ done: z.literal(true), avis: z.array(adminReviewSchema), ...pageInfoShape });
