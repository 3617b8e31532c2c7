import { z } from 'zod';
import { EMAIL_MAX, EMAIL_PATTERN, FORCE_MOTIF_MIN, LONG_TEXT_MAX, SHORT_TEXT_MAX } from '../constants.js';
import { CONTACT_ETATS, MISSION_ETATS } from '../enums.js';
import { MSG } from '../messages.js';
import { pageQuery } from './common.js';
import {
  decimalTjm,
  endNotBeforeStart,
  endNotBeforeStartIssue,
  idField,
  integerAmount,
  isoDate,
  oneLine,
  optionalDecimalTjm,
  optionalParagraphs,
  paragraphs,
  tooLong,
} from './fields.js';
import { pageInfoShape } from './matching.js';
import { offerObject } from './offers.js';

/** Administration calls (SPEC §5, §7 Admin) and the public contact form. */

/** setCondTjm: the candidate's daily rate, 1 to 9 digits. */
export const setCandidateTjmBody = z.object({ id: idField, tjm: integerAmount(MSG.budgetRequired, MSG.tjmNotNumber) });
export type SetCandidateTjmBody = z.infer<typeof setCandidateTjmBody>;

/** closeDmdOk: the request succeeded; a mission is created with these dates and TJM. */
export const closeRequestSuccessBody = z
  .object({
    id_dmd: idField,
    tjm: decimalTjm,
    /** The freelancer's rate; absent, the candidate's staff-set tjm (capped at tjm), else tjm (DECISIONS §6.5). */
    tjm_candidat: optionalDecimalTjm,
    date_debut: isoDate(MSG.startDateRequired),
    date_fin: isoDate(MSG.endDateRequired),
    clientId: idField.nullish(),
    condidatId: idField.nullish(),
  })
  .refine(endNotBeforeStart, endNotBeforeStartIssue);
export type CloseRequestSuccessBody = z.infer<typeof closeRequestSuccessBody>;

/** closeDmdFail: the request failed, with an optional observation. */
export const closeRequestFailBody = z.object({ id_dmd: idField, observation: optionalParagraphs(LONG_TEXT_MAX) });
export type CloseRequestFailBody = z.infer<typeof closeRequestFailBody>;

const missionObject = z.object({
  etat: z.enum(MISSION_ETATS, { error: MSG.missionEtatRequired }),
  date_debut: isoDate(MSG.startDateRequired),
  date_fin: isoDate(MSG.endDateRequired),
  tjm: decimalTjm,
  tjm_candidat: optionalDecimalTjm,
});
export const missionFields = missionObject.refine(endNotBeforeStart, endNotBeforeStartIssue);

/**
 * Starting a mission whose contracts are not both signed (DECISIONS §6.5): staff send `force: true` with a
 * motif of 10 characters at least, kept in the mission's history.
 */
const forceStart = {
  force: z.boolean({ error: MSG.invalidInput }).optional(),
  motif: paragraphs(z.string({ error: MSG.forceMotifRequired }).trim().max(1000, { error: MSG.forceMotifRequired })).optional(),
};
const forceNeedsMotif = (body: { force?: boolean; motif?: string }) =>
  !body.force || (body.motif ?? '').length >= FORCE_MOTIF_MIN;
const forceNeedsMotifIssue = { error: MSG.forceMotifRequired, path: ['motif'] };

/** updateMission */
export const updateMissionBody = missionObject
  .extend({ id: idField, ...forceStart })
  .refine(endNotBeforeStart, endNotBeforeStartIssue)
  .refine(forceNeedsMotif, forceNeedsMotifIssue);
export type UpdateMissionBody = z.infer<typeof updateMissionBody>;

/** changeMission: only the état (DECISIONS §2), with the same forced start. */
export const changeMissionBody = z
  .object({ id: idField, etat: z.enum(MISSION_ETATS, { error: MSG.missionEtatRequired }), ...forceStart })
  .refine(forceNeedsMotif, forceNeedsMotifIssue);
export type ChangeMissionBody = z.infer<typeof changeMissionBody>;

/** editoffre: the whole offer plus isblocked. */
export const adminEditOfferBody = offerObject
  .extend({ id: idField, isblocked: z.boolean() })
  .refine(endNotBeforeStart, endNotBeforeStartIssue);
export type AdminEditOfferBody = z.infer<typeof adminEditOfferBody>;

const contactRequired = (max: number) =>
  z
    .string({ error: MSG.contactAllRequired })
    .trim()
    .min(1, { error: MSG.contactAllRequired })
    .max(max, { error: MSG.contactAllRequired });

/** The API answers a missing or malformed e-mail `contact.bad_email` (plugins/app/errors.ts reads `params.code`). */
const BAD_EMAIL = { code: 'contact.bad_email' };

/**
 * contactus/new (public): full name, subject, message and a valid e-mail required. SPEC §5 left the e-mail
 * unchecked, and staff received messages nobody could answer (DECISIONS §6.9).
 */
export const contactBody = z.object({
  fullname: oneLine(contactRequired(SHORT_TEXT_MAX)),
  subject: oneLine(contactRequired(SHORT_TEXT_MAX)),
  content: paragraphs(contactRequired(LONG_TEXT_MAX)),
  // A refinement rather than string checks: only a custom issue carries the code in its params. A blank e-mail
  // reads « E-mail non valide ! » like a malformed one: the code has one message (packages/shared/src/errors.ts).
  email: z.preprocess(
    (v) => (typeof v === 'string' ? v.trim().toLowerCase() : ''),
    z.string().refine((v) => v.length <= EMAIL_MAX && EMAIL_PATTERN.test(v), { error: MSG.emailInvalid, params: BAD_EMAIL }),
  ),
});
export type ContactBody = z.infer<typeof contactBody>;

export const contactMessageSchema = z.object({
  id: z.number(),
  fullname: z.string(),
  subject: z.string(),
  email: z.string().nullable(),
  content: z.string(),
  createdAt: z.string(),
  /** `nouveau` until a staff member marks it handled or replies (DECISIONS §6.9). */
  etat: z.enum(CONTACT_ETATS),
  /** The staff's reply, mailed to the sender, and when it was sent. */
  reponse: z.string().nullable(),
  reponseAt: z.string().nullable(),
});
export type ContactMessage = z.infer<typeof contactMessageSchema>;
/**
 * contactus/list: one page of the messages, newest first, like the other staff lists (issue 16: a
 * flood of the public form must not make one answer of every row). `?page=` from 0, `?size=` ≤ 100.
 */
export const contactListQuery = pageQuery;
export const contactListResponse = z.object({
  done: z.literal(true),
  data: z.array(contactMessageSchema),
  ...pageInfoShape,
});

/** contactus/repondre: the reply mailed to the message's sender. */
export const contactReplyBody = z.object({
  id: idField,
  texte: paragraphs(
    z
      .string({ error: MSG.contactReplyRequired })
      .trim()
      .min(1, { error: MSG.contactReplyRequired, abort: true })
      .max(LONG_TEXT_MAX, { error: tooLong(LONG_TEXT_MAX) }),
  ),
});
export type ContactReplyBody = z.infer<typeof contactReplyBody>;
