import { z } from 'zod';
import { ROLES, USER_ETATS } from '../enums.js';
import { experienceEntrySchema, formationEntrySchema } from './profiles.js';

/**
 * « Mon compte » (RGPD): what `/api/users/exportData` hands the user about themselves, and the answer of
 * `/api/users/deleteAccount` (its body, `deleteAccountBody`, is with the other account calls).
 * The export's sections are named in French (the user reads the file); the fields inside keep the
 * API's names (SPEC §3). Never a password hash, a second-factor secret, a recovery code or a token.
 */

const timestamp = z.string();
const nullableTimestamp = z.string().nullable();

const exportedAccount = z.object({
  id: z.number(),
  email: z.string(),
  role: z.enum(ROLES),
  etat: z.enum(USER_ETATS),
  nom: z.string().nullable(),
  prenom: z.string().nullable(),
  tel: z.string().nullable(),
  /** URL of the profile photo. */
  img: z.string().nullable(),
  /** The CV on file: its name and type (the file itself is downloaded from the profile). */
  cv: z.object({ nom: z.string().nullable(), type: z.string().nullable() }).nullable(),
  email_verified_at: nullableTimestamp,
  cgu_accepted_at: nullableTimestamp,
  profile_done: z.boolean(),
  formation_done: z.boolean(),
  exp_done: z.boolean(),
  last_seen_at: nullableTimestamp,
  digest_opt_out: z.boolean(),
  double_authentification: z.boolean(),
  createdAt: timestamp,
  updatedAt: timestamp,
});

const exportedSession = z.object({
  createdAt: timestamp,
  expiresAt: timestamp,
  revokedAt: nullableTimestamp,
  ip: z.string().nullable(),
  userAgent: z.string().nullable(),
});

const exportedClientProfile = z.object({
  id: z.number(),
  type_client: z.string(),
  nom_entreprise: z.string(),
  date_creation: z.string(),
  resume: z.string().nullable(),
  site_web: z.string().nullable(),
  secteur: z.string(),
  /** The billing identity printed on the company's invoices (null until given). */
  adresse: z.string().nullable(),
  code_postal: z.string().nullable(),
  ville: z.string().nullable(),
  siren: z.string().nullable(),
  createdAt: timestamp,
});

const exportedCandidateProfile = z.object({
  id: z.number(),
  titre: z.string(),
  sex: z.string().nullable(),
  date_naissance: z.string().nullable(),
  niv_etude: z.string(),
  niv_exp: z.string(),
  resume: z.string().nullable(),
  skills: z.array(z.string()),
  dispo: z.string(),
  tjm: z.number().nullable(),
  tjm_souhaite: z.number().nullable(),
  formations: z.array(formationEntrySchema),
  experiences: z.array(experienceEntrySchema),
  createdAt: timestamp,
});

const exportedOffer = z.object({
  id: z.number(),
  titre: z.string(),
  description: z.string(),
  budget: z.number(),
  date_debut: z.string(),
  date_fin: z.string(),
  tech: z.array(z.string()),
  etat: z.string(),
  isblocked: z.boolean(),
  createdAt: timestamp,
});

const exportedApplication = z.object({
  id: z.number(),
  offreId: z.number(),
  offre_titre: z.string(),
  etat: z.string(),
  createdAt: timestamp,
});

/** A person on the other side of a request, a mission or a favourite, as the app showed them. */
const exportedCandidateParty = z.object({ id: z.number(), nom: z.string(), prenom: z.string(), titre: z.string() });
const exportedClientParty = z.object({ id: z.number(), nom_entreprise: z.string() });

const exportedRequest = z.object({
  id: z.number(),
  etat: z.string(),
  date_debut: z.string(),
  date_fin: z.string(),
  offreId: z.number().nullable(),
  /** The client's requests name their candidate and carry the staff's observation. */
  condidat: exportedCandidateParty.optional(),
  observation: z.string().nullable().optional(),
  createdAt: timestamp,
});

const exportedMission = z.object({
  id: z.number(),
  etat: z.string(),
  date_debut: z.string(),
  date_fin: z.string(),
  /** What the client pays a day: in a client's export, and in a freelancer's while rates are transparent. */
  tjm: z.number().optional(),
  /** What the freelancer is paid a day: in a freelancer's export only (DECISIONS §6.5). */
  tjm_candidat: z.number().optional(),
  client: exportedClientParty,
  condidat: exportedCandidateParty,
  createdAt: timestamp,
});

const exportedFavourite = z.object({ id: z.number(), condidat: exportedCandidateParty, createdAt: timestamp });

/** The caller's membership of a client company (issue 18). */
const exportedTeam = z.object({
  clientId: z.number(),
  nom_entreprise: z.string(),
  /** The owner receives the company's own records too (profilClient, offres, demandes, missions, favoris). */
  owner: z.boolean(),
  membre_depuis: timestamp,
});

const exportedShortlistVote = z.object({
  offreId: z.number(),
  condidat: exportedCandidateParty,
  /** 1 pour, -1 contre. */
  vote: z.number(),
  updatedAt: timestamp,
});

const exportedShortlistComment = z.object({
  id: z.number(),
  offreId: z.number(),
  condidat: exportedCandidateParty,
  content: z.string(),
  createdAt: timestamp,
});

const exportedInterview = z.object({
  id: z.number(),
  etat: z.string(),
  creneaux: z.array(timestamp),
  creneau: nullableTimestamp,
  duree_min: z.number(),
  lien_visio: z.string().nullable(),
  offreId: z.number().nullable(),
  /** For the member who proposed it: the candidate; for the candidate: the company. */
  condidat: exportedCandidateParty.optional(),
  client: exportedClientParty.optional(),
  createdAt: timestamp,
});

const exportedDocument = z.object({
  id: z.number(),
  type: z.string(),
  expire_le: z.string(),
  etat: z.string(),
  motif: z.string().nullable(),
  createdAt: timestamp,
});

const exportedCra = z.object({
  id: z.number(),
  missionId: z.number(),
  mois: z.string(),
  jours: z.record(z.string(), z.number()),
  total: z.number(),
  etat: z.string(),
  motif: z.string().nullable(),
  createdAt: timestamp,
});

const exportedReview = z.object({
  id: z.number(),
  missionId: z.number(),
  /** 'moi': written by the candidate; 'entreprise': the company's review of them (once published). */
  auteur: z.enum(['moi', 'entreprise']),
  note: z.number(),
  commentaire: z.string(),
  masque: z.boolean(),
  createdAt: timestamp,
});

const exportedChatMessage = z.object({
  id: z.number(),
  /** The user whose support conversation it belongs to (the staff answer many). */
  conversation: z.number(),
  envoye_par_moi: z.boolean(),
  from_staff: z.boolean(),
  content: z.string(),
  read: z.boolean(),
  createdAt: timestamp,
});

const exportedNotification = z.object({
  id: z.number(),
  titre: z.string(),
  content: z.string(),
  url: z.string().nullable(),
  read: z.boolean(),
  createdAt: timestamp,
});

const exportedContactMessage = z.object({
  id: z.number(),
  fullname: z.string(),
  subject: z.string(),
  content: z.string(),
  email: z.string().nullable(),
  createdAt: timestamp,
});

const exportedAdminAction = z.object({
  id: z.number(),
  action: z.string(),
  details: z.string().nullable(),
  /** Who acted, by role only (the staff member's identity is theirs). */
  par: z.enum(ROLES).nullable(),
  createdAt: timestamp,
});

const exportedOwnAdminAction = z.object({
  id: z.number(),
  action: z.string(),
  details: z.string().nullable(),
  targetUserId: z.number().nullable(),
  targetType: z.string().nullable(),
  targetId: z.number().nullable(),
  createdAt: timestamp,
});

export const personalDataExportSchema = z.object({
  notice: z.string(),
  exportedAt: timestamp,
  compte: exportedAccount,
  sessions: z.array(exportedSession),
  /** A client: the company they belong to and whether they own it (null for the other roles). */
  equipe: exportedTeam.nullable(),
  /** The company's profile: its owner's export only (docs/personal-data.md). */
  profilClient: exportedClientProfile.nullable(),
  profilCandidat: exportedCandidateProfile.nullable(),
  /** The company's offers: its owner's export only. */
  offres: z.array(exportedOffer),
  candidatures: z.array(exportedApplication),
  /** A candidate's requests about them; a company's requests: its owner's export only. */
  demandes: z.array(exportedRequest),
  /** A candidate's missions; a company's missions: its owner's export only. */
  missions: z.array(exportedMission),
  /** The company's favourites: its owner's export only. */
  favoris: z.array(exportedFavourite),
  /** A client member's own votes and comments on their company's shortlists. */
  votesSelection: z.array(exportedShortlistVote),
  commentairesSelection: z.array(exportedShortlistComment),
  /** The interviews a client member proposed, or those proposed to a candidate. */
  entretiens: z.array(exportedInterview),
  /** A candidate's compliance documents (what they are; each file is downloaded from « Mes missions »). */
  documents: z.array(exportedDocument),
  /** A candidate's activity reports. */
  cras: z.array(exportedCra),
  /** A candidate's reviews: written by them, and the companies' reviews of them once published. */
  avis: z.array(exportedReview),
  messagesChat: z.array(exportedChatMessage),
  notifications: z.array(exportedNotification),
  messagesContact: z.array(exportedContactMessage),
  /** The staff's recorded actions on this account (DECISIONS §3). */
  actionsEquipeSurMonCompte: z.array(exportedAdminAction),
  /** For a staff member: the actions they recorded. */
  mesActionsAdministration: z.array(exportedOwnAdminAction),
});
export type PersonalDataExport = z.infer<typeof personalDataExportSchema>;
