import { z } from 'zod';
import { DESCRIPTION_MAX, DESCRIPTION_MIN, OFFER_TITLE_MIN, PAGE_SIZE, SHORT_TEXT_MAX } from '../constants.js';
import { NIV_EXPS, OFFER_ETATS } from '../enums.js';
import { MSG } from '../messages.js';
import { endNotBeforeStart, endNotBeforeStartIssue, idField, integerAmount, isoDate, requiredText, tagList } from './fields.js';
import { skillsField } from './profiles.js';

/** Offers, candidate search, requests and favourites (SPEC §5, §7 Client and Candidate). */

const offerObject = z.object({
  titre: requiredText(MSG.offerTitleRequired, OFFER_TITLE_MIN, MSG.min3Invalid),
  description: requiredText(MSG.descriptionRequired, DESCRIPTION_MIN, MSG.descriptionInvalid, DESCRIPTION_MAX),
  budget: integerAmount(MSG.budgetRequired, MSG.budgetNotNumber),
  date_debut: isoDate(MSG.startDateRequired),
  date_fin: isoDate(MSG.endDateRequired),
  tech: tagList(MSG.techRequired, MSG.techDuplicate),
});
export const offerFields = offerObject.refine(endNotBeforeStart, endNotBeforeStartIssue);
export type OfferFields = z.infer<typeof offerFields>;

/** createOffre: the offer plus the caller's client record id. */
export const createOfferBody = offerObject.extend({ client_id: idField }).refine(endNotBeforeStart, endNotBeforeStartIssue);
export type CreateOfferBody = z.infer<typeof createOfferBody>;

/** saveOffre: the offer plus its id. */
export const saveOfferBody = offerObject.extend({ id: idField }).refine(endNotBeforeStart, endNotBeforeStartIssue);
export type SaveOfferBody = z.infer<typeof saveOfferBody>;

const pageNumber = z.preprocess(
  (v) => (typeof v === 'string' && v !== '' ? Number(v) : v),
  z.number({ error: MSG.invalidInput }).int().min(0).max(1_000_000).default(0),
);
const pageSize = z.preprocess(
  (v) => (typeof v === 'string' && v !== '' ? Number(v) : v),
  z.number({ error: MSG.invalidInput }).int().min(1).max(100).default(PAGE_SIZE),
);
const searchText = z.string({ error: MSG.invalidInput }).trim().max(SHORT_TEXT_MAX).default('');

export const pageBody = z.object({ page: pageNumber, size: pageSize });
export const searchPageBody = z.object({ page: pageNumber, size: pageSize, search: searchText });

/** getMyOffre / searchMyOffre: the client's id, paging, search text and the état filter (DECISIONS §4). */
export const myOffersBody = z.object({
  id: idField,
  page: pageNumber,
  size: pageSize,
  search: searchText,
  etat: z.enum([...OFFER_ETATS, 'Tous']).default('Tous'),
});
export type MyOffersBody = z.infer<typeof myOffersBody>;

/** searchmatch: at least one skill; experience level and availability date are optional. */
export const searchMatchBody = z.object({
  skills: skillsField,
  niv_exp: z.enum(NIV_EXPS).or(z.literal('')).nullish(),
  date_dispo: isoDate(MSG.dateInvalid).or(z.literal('')).nullish(),
  page: pageNumber,
  size: pageSize,
});
export type SearchMatchBody = z.infer<typeof searchMatchBody>;

/** newDmdCond: a request for a candidate over a period; offreId when made from an offer's applicants. */
export const candidateRequestBody = z
  .object({
    condidatId: idField,
    clientId: idField,
    offreId: idField.nullish(),
    date_debut: isoDate(MSG.startDateRequired),
    date_fin: isoDate(MSG.endDateRequired),
  })
  .refine(endNotBeforeStart, endNotBeforeStartIssue);
export type CandidateRequestBody = z.infer<typeof candidateRequestBody>;

export const createFavouriteBody = z.object({ id_client: idField, id_cond: idField });
export type CreateFavouriteBody = z.infer<typeof createFavouriteBody>;

/** postuler and its withdrawal. */
export const applyBody = z.object({ offreId: idField, condidatId: idField });
export type ApplyBody = z.infer<typeof applyBody>;

/** The offer fields without the date rule, for bodies that extend them. */
export { offerObject };

export const offerInfoBody = z.object({ id: idField, id_cond: idField.nullish(), client_id: idField.nullish() });
