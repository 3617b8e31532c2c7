import { z } from 'zod';
import { PAGE_SIZE_MAX, SHORT_TEXT_MAX } from '../constants.js';
import { REQUEST_ETATS, ROLES, USER_ETATS } from '../enums.js';
import { MSG } from '../messages.js';
import { idField, searchText } from './fields.js';
import { pageInfoShape } from './matching.js';
import { candidateProfileSchema, clientProfileSchema } from './profiles.js';

/** Administration of accounts (SPEC §2 admin shell: Clients, Candidats), and the admin lists' paging. */

/** An optional whole number, also accepted as a numeric string; '' and null mean absent. */
const optionalCount = (min: number, max: number) =>
  z.preprocess(
    (v) => (typeof v === 'string' && v !== '' ? Number(v) : v === '' || v === null ? undefined : v),
    z
      .number({ error: MSG.invalidInput })
      .int({ error: MSG.invalidInput })
      .min(min, { error: MSG.invalidInput })
      .max(max, { error: MSG.invalidInput })
      .optional(),
  );

/**
 * The optional body of the admin lists (getAllClient, getAllCond, getAllDmd, getMissions). Without
 * `page` and `size` the whole list comes back (SPEC's screens search locally); with either, one page
 * (size 10 by default, pages from 0). `search` filters on the server (case- and accent-insensitive).
 */
export const adminListFields = z.object({
  page: optionalCount(0, 1_000_000),
  size: optionalCount(1, PAGE_SIZE_MAX),
  search: searchText(SHORT_TEXT_MAX).optional(),
});
// A POST without a body arrives as null.
export const adminListBody = adminListFields.nullish();
export type AdminListBody = z.infer<typeof adminListBody>;

/** getAllDmd: the admin list's body, and optionally only the requests in one état. */
export const adminRequestsBody = adminListFields
  .extend({ etat: z.enum(REQUEST_ETATS, { error: MSG.invalidInput }).optional() })
  .nullish();
export type AdminRequestsBody = z.infer<typeof adminRequestsBody>;

/** getAllClient: company profiles with their accounts (e-mail, phone, état: staff see them). */
export const adminClientsResponse = z.object({
  done: z.literal(true),
  data: z.array(clientProfileSchema),
  ...pageInfoShape,
});
export type AdminClientsResponse = z.infer<typeof adminClientsResponse>;

/** getAllCond: candidate profiles with education, experience, TJM, CV link and account. */
/** A candidate in the staff's list: the full profile and, for its panel, the rating (DECISIONS §6.4). */
export const staffCandidateProfileSchema = candidateProfileSchema.extend({
  note_moyenne: z.number().nullable(),
  nb_avis: z.number().int(),
});
export type StaffCandidateProfile = z.infer<typeof staffCandidateProfileSchema>;
export const adminCandidatesResponse = z.object({
  done: z.literal(true),
  data: z.array(staffCandidateProfileSchema),
  ...pageInfoShape,
});
export type AdminCandidatesResponse = z.infer<typeof adminCandidatesResponse>;

/** One recorded administration action about an account (DECISIONS §3: who, what, when). */
export const accountHistoryEntrySchema = z.object({
  id: z.number(),
  /** validate, invalidate, ban, unban, set_tjm… */
  action: z.string(),
  /** e.g. `pending → active`, `500 → 650`. */
  details: z.string().nullable(),
  createdAt: z.string(),
  /** The staff member who acted; null when that account was deleted since. */
  actor: z
    .object({
      id: z.number(),
      nom: z.string().nullable(),
      prenom: z.string().nullable(),
      email: z.string(),
      role: z.enum(ROLES),
    })
    .nullable(),
});
export type AccountHistoryEntry = z.infer<typeof accountHistoryEntrySchema>;

/** getAccountHistory {id}: the user id; newest first. */
export const accountHistoryBody = z.object({ id: idField });
export const accountHistoryResponse = z.object({ done: z.literal(true), data: z.array(accountHistoryEntrySchema) });

/**
 * inactiveCandidates: the candidates whose last activity (last live connection or session, else the
 * account's creation) is older than INACTIVITY_YEARS, oldest first, one page at a time (10 by default).
 */
export const inactiveCandidatesBody = z
  .object({ page: optionalCount(0, 1_000_000), size: optionalCount(1, PAGE_SIZE_MAX) })
  .nullish();
export type InactiveCandidatesBody = z.infer<typeof inactiveCandidatesBody>;

export const inactiveCandidateSchema = z.object({
  /** The user's id. */
  id: z.number(),
  /** The candidate record's id; null when the onboarding never created it. */
  condidatId: z.number().nullable(),
  nom: z.string().nullable(),
  prenom: z.string().nullable(),
  email: z.string(),
  etat: z.enum(USER_ETATS),
  titre: z.string().nullable(),
  /** The last live connection or session, else the creation (ISO timestamp). */
  lastActivityAt: z.string(),
  /** Null when the candidate never connected since the activity is recorded. */
  lastSeenAt: z.string().nullable(),
  createdAt: z.string(),
});
export type InactiveCandidate = z.infer<typeof inactiveCandidateSchema>;

export const inactiveCandidatesResponse = z.object({
  done: z.literal(true),
  data: z.array(inactiveCandidateSchema),
  /** Inactive means: no activity since this instant (ISO timestamp). */
  inactiveSince: z.string(),
  ...pageInfoShape,
});
export type InactiveCandidatesResponse = z.infer<typeof inactiveCandidatesResponse>;
