import { z } from 'zod';
import { BON_COMMANDE_MAX, FORCE_MOTIF_MIN } from '../constants.js';
import { CONTRAT_ETATS, CONTRAT_TYPES } from '../enums.js';
import { MSG } from '../messages.js';
import { idField, oneLine, paragraphs } from './fields.js';

/**
 * Contracts signed on the platform (DECISIONS §6.5): the bon_commande between the platform and the client
 * company, the contrat_prestation between the platform and the freelancer, each signed with a code mailed
 * to the signer (simple electronic signature, eIDAS art. 25). Their types, états and limits are in enums.ts and
 * constants.ts, which the web reads without zod.
 */

const person = z.object({ nom: z.string(), prenom: z.string() });

export const contratSchema = z.object({
  id: z.number(),
  type: z.enum(CONTRAT_TYPES),
  etat: z.enum(CONTRAT_ETATS),
  signe_le: z.string().nullable(),
  signataire: person.nullable(),
  /** SHA-256 (hex) of the PDF served: the signed one once signed. */
  sha256: z.string(),
});
export type Contrat = z.infer<typeof contratSchema>;

export const contratsBody = z.object({ missionId: idField });
export const contratsResponse = z.object({ done: z.literal(true), contrats: z.array(contratSchema) });
export type ContratsResponse = z.infer<typeof contratsResponse>;

export const contratIdBody = z.object({ id: idField });
export const contratCodeResponse = z.object({
  done: z.literal(true),
  /** When the mailed code stops working (ISO timestamp). */
  expire_le: z.string(),
});

/** signContrat: the 6-digit code and the signer's explicit consent. */
export const signContratBody = z.object({
  id: idField,
  code: z
    .string({ error: MSG.contratCodeRequired })
    .trim()
    .regex(/^\d{6}$/, { error: MSG.contratCodeFormat }),
  accepte: z.literal(true, { error: MSG.contratConsentRequired }),
});
export type SignContratBody = z.infer<typeof signContratBody>;
export const signContratResponse = z.object({ done: z.literal(true), sha256: z.string() });

export const contratParams = z.object({ id: idField });

/** POST /api/contrats/verifier: whether a file is a signed contract, byte for byte. */
export const verifyContratResponse = z.union([
  z.object({
    valide: z.literal(true),
    type: z.enum(CONTRAT_TYPES),
    signe_le: z.string(),
    signataires: z.array(person),
  }),
  z.object({ valide: z.literal(false) }),
]);
export type VerifyContratResponse = z.infer<typeof verifyContratResponse>;

/** A motif for forcing a start (updateMission / changeMission with force: true). */
export const forceMotifField = paragraphs(
  z.string({ error: MSG.forceMotifRequired }).trim().min(FORCE_MOTIF_MIN, { error: MSG.forceMotifRequired }).max(1000),
);

/** cl/setBonCommande: the company's purchase-order reference for a mission, one line, printed on the bon de commande and the invoices. */
export const bonCommandeField = oneLine(
  z
    .string({ error: MSG.bonCommandeRequired })
    .trim()
    .min(1, { error: MSG.bonCommandeRequired })
    .max(BON_COMMANDE_MAX, { error: MSG.bonCommandeTooLong }),
);
export const setBonCommandeBody = z.object({ missionId: idField, reference: bonCommandeField });
export type SetBonCommandeBody = z.infer<typeof setBonCommandeBody>;
