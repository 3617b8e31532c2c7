import { z } from 'zod';
import { COMMENT_MAX, INTERVIEW_HORIZON_DAYS, URL_MAX } from '../constants.js';
import { INTERVIEW_DURATIONS, INTERVIEW_ETATS } from '../enums.js';
import { MSG } from '../messages.js';
import { userSchema } from './auth.js';
import { confirmPasswordField, emailField, idField, newPasswordField, oneLine, paragraphs, personName } from './fields.js';

/** Client teams, shortlists and interviews (DECISIONS §6.3). */

const NAME_MIN = 3;
const samePassword = (d: { password: string; confirmPassword: string }) => d.password === d.confirmPassword;

// ─── Members ──────────────────────────────────────────────────────────────────────────────────────────

/** inviteMember */
export const inviteMemberBody = z.object({ email: emailField });
export type InviteMemberBody = z.infer<typeof inviteMemberBody>;

/** joinTeam (the link's token in sb-tkn) */
export const joinTeamBody = z
  .object({
    nom: personName(MSG.nomRequired, NAME_MIN, MSG.nomInvalid),
    prenom: personName(MSG.prenomRequired, NAME_MIN, MSG.prenomInvalid),
    password: newPasswordField,
    confirmPassword: confirmPasswordField,
  })
  .refine(samePassword, { path: ['confirmPassword'], error: MSG.passwordsDiffer });
export type JoinTeamBody = z.infer<typeof joinTeamBody>;
export const joinTeamResponse = z.object({ done: z.literal(true), token: z.string(), user: userSchema });

/** teamInvitation: what the join page shows before the form (the login it creates, the company). */
export const teamInvitationResponse = z.object({ done: z.literal(true), email: z.string(), nom_entreprise: z.string() });

export const memberSchema = z.object({
  /** The member's user id. */
  id: z.number(),
  nom: z.string(),
  prenom: z.string(),
  email: z.string(),
  owner: z.boolean(),
  createdAt: z.string(),
});
export type Member = z.infer<typeof memberSchema>;
export const membersResponse = z.object({ members: z.array(memberSchema) });

export const invitationSchema = z.object({
  id: z.number(),
  email: z.string(),
  createdAt: z.string(),
  expiresAt: z.string(),
  /** The link's 7 days are over: the owner may resend it. */
  expired: z.boolean(),
});
export type Invitation = z.infer<typeof invitationSchema>;
export const invitationsResponse = z.object({ invitations: z.array(invitationSchema) });

/** Staff: a company's members, in the client panel. */
export const staffMembersBody = z.object({ clientId: idField });

// ─── Shortlists ───────────────────────────────────────────────────────────────────────────────────────

export const shortlistAddBody = z.object({ offreId: idField, condidatId: idField });
export type ShortlistAddBody = z.infer<typeof shortlistAddBody>;
export const shortlistAddResponse = z.object({ done: z.literal(true), id: z.number() });
export const shortlistOfferBody = z.object({ offreId: idField });
export const shortlistVoteBody = z.object({
  id: idField,
  vote: z.union([z.literal(1), z.literal(0), z.literal(-1)], { error: MSG.invalidInput }),
});
export type ShortlistVoteBody = z.infer<typeof shortlistVoteBody>;
export const shortlistCommentBody = z.object({
  id: idField,
  content: paragraphs(
    z
      .string({ error: MSG.commentRequired })
      .trim()
      .min(1, { error: MSG.commentRequired, abort: true })
      .max(COMMENT_MAX, { error: MSG.commentTooLong }),
  ),
});
export type ShortlistCommentBody = z.infer<typeof shortlistCommentBody>;

/** A candidate's public identity (never its e-mail, phone or CV: DECISIONS §5). */
export const candidateSummarySchema = z.object({
  id: z.number(),
  nom: z.string(),
  prenom: z.string(),
  titre: z.string(),
  img: z.string().nullable(),
});

export const shortlistCommentSchema = z.object({
  id: z.number(),
  /** The member who wrote it (user id and names); null once that account was erased. */
  auteur: z.object({ id: z.number(), nom: z.string(), prenom: z.string() }).nullable(),
  content: z.string(),
  createdAt: z.string(),
});
export const shortlistItemSchema = z.object({
  id: z.number(),
  condidat: candidateSummarySchema,
  pour: z.number(),
  contre: z.number(),
  /** The caller's vote: 1, -1, or 0 when none. */
  myVote: z.union([z.literal(1), z.literal(0), z.literal(-1)]),
  comments: z.array(shortlistCommentSchema),
});
export type ShortlistItem = z.infer<typeof shortlistItemSchema>;
export const shortlistResponse = z.object({ items: z.array(shortlistItemSchema) });

// ─── Interviews ───────────────────────────────────────────────────────────────────────────────────────

const slot = z.iso.datetime({ offset: true, error: MSG.slotInvalid });

export const proposeInterviewBody = z.object({
  condidatId: idField,
  offreId: idField.nullish(),
  creneaux: z
    .array(slot, { error: MSG.slotsRequired })
    .min(1, { error: MSG.slotsRequired })
    .max(5, { error: MSG.slotsTooMany })
    .refine((list) => new Set(list.map((s) => Date.parse(s))).size === list.length, { error: MSG.slotsDuplicate })
    .refine((list) => list.every((s) => Date.parse(s) <= Date.now() + INTERVIEW_HORIZON_DAYS * 86_400_000), {
      error: MSG.slotTooFar,
    }),
  duree_min: z.union(
    INTERVIEW_DURATIONS.map((d) => z.literal(d)),
    { error: MSG.durationInvalid },
  ),
  lien_visio: oneLine(z.string().trim().max(URL_MAX, { error: MSG.videoLinkInvalid }))
    .refine((v) => v === '' || /^https:\/\/[^\s/]+\.[^\s]+$/i.test(v), { error: MSG.videoLinkInvalid })
    .nullish(),
});
export type ProposeInterviewBody = z.infer<typeof proposeInterviewBody>;
export const acceptInterviewBody = z.object({ id: idField, creneau: slot });
export type AcceptInterviewBody = z.infer<typeof acceptInterviewBody>;

export const interviewSchema = z.object({
  id: z.number(),
  etat: z.enum(INTERVIEW_ETATS),
  creneaux: z.array(z.string()),
  creneau: z.string().nullable(),
  duree_min: z.number(),
  lien_visio: z.string().nullable(),
  offre: z.object({ id: z.number(), titre: z.string() }).nullable(),
  condidat: candidateSummarySchema,
  /** The company: its name only (never its people's contact details). */
  client: z.object({ id: z.number(), nom_entreprise: z.string() }),
  createdAt: z.string(),
});
export type Interview = z.infer<typeof interviewSchema>;
export const interviewsResponse = z.object({ entretiens: z.array(interviewSchema) });
export const idResponse = z.object({ done: z.literal(true), id: z.number() });
