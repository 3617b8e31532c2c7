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

/** getAllDmd, newest first. */
export const candidateRequestsResponse = z.object({
  done: z.literal(true),
  data: z.array(candidateRequestSchema),
  ...pageInfoShape,
  /** The requests waiting for the staff (en_attente), whatever the filter and the page. */
  waiting: z.number().int(),
});
export type CandidateRequestsResponse = z.infer<typeof candidateRequestsResponse>;

export const missionSchema = z.object({
  id: z.number(),
  etat: z.enum(MISSION_ETATS),
  date_debut: z.string(),
  date_fin: z.string(),
  /**
   * Daily rate in euros, up to 3 decimals. Stored as numeric(12,3); at most 12 significant digits, so the
   * JSON number carries it exactly.
   */
  tjm: z.number(),
  condidatId: z.number(),
  clientId: z.number(),
  offreId: z.number().nullable(),
  /** The request the mission was created from. */
  demandeId: z.number().nullable(),
  createdAt: z.string(),
  condidat: partyCandidateSchema,
  client: partyClientSchema,
});
export type Mission = z.infer<typeof missionSchema>;

/** closeDmdOk, updateMission, changeMission */
export const missionResponse = z.object({ done: z.literal(true), data: missionSchema });
/** The client's getMissions, newest first. */
/** The client's getMissions: each mission also says whether the company already left its review (DECISIONS §6.4). */
export const clientMissionSchema = missionSchema.extend({ avis_laisse: z.boolean() });
export type ClientMission = z.infer<typeof clientMissionSchema>;
export const clientMissionsResponse = z.object({ done: z.literal(true), data: z.array(clientMissionSchema) });
/** The admin getMissions, newest first. */
export const adminMissionsResponse = z.object({ done: z.literal(true), data: z.array(missionSchema), ...pageInfoShape });
export type AdminMissionsResponse = z.infer<typeof adminMissionsResponse>;
