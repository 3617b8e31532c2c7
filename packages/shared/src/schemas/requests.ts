import { z } from 'zod';
import { MISSION_ETATS, REQUEST_ETATS } from '../enums.js';
import { pageInfoShape } from './matching.js';

/**
 * Candidate requests (demandes) and the missions they become (SPEC §3, DECISIONS §3). Both name the
 * candidate and the client by their public identity only: no e-mail, phone or CV, since clients read them.
 */

/** Who a request or a mission is for. */
export const partyCandidateSchema = z.object({
  id: z.number(),
  nom: z.string(),
  prenom: z.string(),
  titre: z.string(),
  img: z.string().nullable(),
});
export const partyClientSchema = z.object({
  id: z.number(),
  nom_entreprise: z.string(),
  nom: z.string(),
  prenom: z.string(),
  img: z.string().nullable(),
});

export const candidateRequestSchema = z.object({
  id: z.number(),
  etat: z.enum(REQUEST_ETATS),
  date_debut: z.string(),
  date_fin: z.string(),
  condidatId: z.number(),
  clientId: z.number(),
  /** The offer the request was made from, if any. */
  offreId: z.number().nullable(),
  /** The staff's observation when the request failed. */
  observation: z.string().nullable(),
  treatedAt: z.string().nullable(),
  createdAt: z.string(),
  condidat: partyCandidateSchema,
  client: partyClientSchema,
});
export type CandidateRequest = z.infer<typeof candidateRequestSchema>;

/** newDmdCond, closeDmdFail */
export const candidateRequestResponse = z.object({ done: z.literal(true), data: candidateRequestSchema });
/** getMyDmd: the client's own requests, newest first (issue 16: « Mes demandes »). */
export const myRequestsResponse = z.object({ done: z.literal(true), data: z.array(candidateRequestSchema) });
export type MyRequestsResponse = z.infer<typeof myRequestsResponse>;

/**
 * A request as the staff read it: also the candidate's staff-set daily rate (setCondTjm), which the « Traiter
 * la demande » dialog starts from (DECISIONS §6.9).
 */
export const staffRequestSchema = candidateRequestSchema.extend({ tjm_condidat: z.number().nullable() });
export type StaffRequest = z.infer<typeof staffRequestSchema>;

/** getAllDmd, newest first. */
export const candidateRequestsResponse = z.object({
  done: z.literal(true),
  data: z.array(staffRequestSchema),
  ...pageInfoShape,
  /** The requests waiting for the staff (en_attente), whatever the filter and the page. */
  waiting: z.number().int(),
});
export type CandidateRequestsResponse = z.infer<typeof candidateRequestsResponse>;

/** A mission as its client company reads it: the rate it pays (`tjm`) only (DECISIONS §6.5). */
export const clientMissionBaseSchema = z.object({
  id: z.number(),
  etat: z.enum(MISSION_ETATS),
  date_debut: z.string(),
  date_fin: z.string(),
  /**
   * Daily rate the client pays, in euros, up to 3 decimals. Stored as numeric(12,3); at most 12 significant
   * digits, so the JSON number carries it exactly.
   */
  tjm: z.number(),
  condidatId: z.number(),
  clientId: z.number(),
  offreId: z.number().nullable(),
  /** The request the mission was created from. */
  demandeId: z.number().nullable(),
  /** The company's purchase-order reference (cl/setBonCommande), null until set. */
  bon_commande: z.string().nullable(),
  createdAt: z.string(),
  condidat: partyCandidateSchema,
  client: partyClientSchema,
});

/** A mission as the staff read it: both daily rates and the platform's margin (DECISIONS §6.5). */
export const missionSchema = clientMissionBaseSchema.extend({
  /** What the freelancer is paid a day, never above tjm. */
  tjm_candidat: z.number(),
  /** tjm − tjm_candidat, euros a day. */
  marge: z.number(),
});
export type Mission = z.infer<typeof missionSchema>;

/** closeDmdOk, updateMission, changeMission */
export const missionResponse = z.object({ done: z.literal(true), data: missionSchema });
/** The client's getMissions: each mission also says whether the company already left its review (DECISIONS §6.4). */
export const clientMissionSchema = clientMissionBaseSchema.extend({ avis_laisse: z.boolean() });
export type ClientMission = z.infer<typeof clientMissionSchema>;
export const clientMissionsResponse = z.object({ done: z.literal(true), data: z.array(clientMissionSchema) });
/** The admin getMissions, newest first. */
export const adminMissionsResponse = z.object({ done: z.literal(true), data: z.array(missionSchema), ...pageInfoShape });
export type AdminMissionsResponse = z.infer<typeof adminMissionsResponse>;

/** getMissionHistory {id}: what happened to a mission, oldest first; kept after the mission is deleted. */
export const missionHistoryEntrySchema = z.object({
  id: z.number(),
  /** create_mission, update_mission, change_mission, delete_mission… */
  action: z.string(),
  /** The action in French. */
  libelle: z.string(),
  details: z.string().nullable(),
  /** The staff member who acted; null for the platform itself or a deleted account. */
  auteur: z.object({ nom: z.string(), prenom: z.string() }).nullable(),
  createdAt: z.string(),
});
export type MissionHistoryEntry = z.infer<typeof missionHistoryEntrySchema>;
export const missionHistoryResponse = z.object({ done: z.literal(true), history: z.array(missionHistoryEntrySchema) });
