import { z } from 'zod';
import {
  APPLICATION_MESSAGE_MAX,
  DESCRIPTION_MAX,
  DESCRIPTION_MIN,
  OFFER_TITLE_MIN,
  PAGE_SIZE,
  SHORT_TEXT_MAX,
} from '../constants.js';
import { APPLICATION_ETATS, CLIENT_TYPES, NIV_EXPS, OFFER_ETATS, USER_ETATS } from '../enums.js';
import { MSG } from '../messages.js';
import {
  endNotBeforeStart,
  endNotBeforeStartIssue,
  idField,
  integerAmount,
  isoDate,
  optionalParagraphs,
  requiredParagraphs,
  requiredText,
  searchText,
  tagList,
} from './fields.js';
import { candidatePublicProfileSchema, skillsField, skillsPlusField } from './profiles.js';

/** Offers, candidate search, requests and favourites (SPEC §5, §7 Client and Candidate). */

const offerObject = z.object({
  titre: requiredText(MSG.offerTitleRequired, OFFER_TITLE_MIN, MSG.min3Invalid),
  description: requiredParagraphs(MSG.descriptionRequired, DESCRIPTION_MIN, MSG.descriptionInvalid, DESCRIPTION_MAX),
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
const pageSearch = searchText(SHORT_TEXT_MAX).default('');

export const pageBody = z.object({ page: pageNumber, size: pageSize });
export type PageBody = z.infer<typeof pageBody>;
export const searchPageBody = z.object({ page: pageNumber, size: pageSize, search: pageSearch });
export type SearchPageBody = z.infer<typeof searchPageBody>;

/** getMyOffre / searchMyOffre: the client's id, paging, search text and the état filter (DECISIONS §4). */
export const myOffersBody = z.object({
  id: idField,
  page: pageNumber,
  size: pageSize,
  search: pageSearch,
  etat: z.enum([...OFFER_ETATS, 'Tous']).default('Tous'),
});
export type MyOffersBody = z.infer<typeof myOffersBody>;

/**
 * searchmatch: at least one skill; nice-to-have skills, experience level, availability date and free text
 * (`q`: the title or presentation must match it, DECISIONS §6.8) are optional.
 */
export const searchMatchBody = z.object({
  skills: skillsField,
  skills_plus: skillsPlusField,
  q: searchText(SHORT_TEXT_MAX).optional(),
  niv_exp: z.enum(NIV_EXPS).or(z.literal('')).nullish(),
  date_dispo: isoDate(MSG.dateInvalid).or(z.literal('')).nullish(),
  /** Only candidates whose availability was confirmed within the last 30 days (DECISIONS §6.2). */
  confirmed_only: z.boolean().optional(),
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

/** postuler: the candidate may add a message for the client. */
export const postulerBody = applyBody.extend({ message: optionalParagraphs(APPLICATION_MESSAGE_MAX) });
export type PostulerBody = z.infer<typeof postulerBody>;

/** decideCandidature: the client retains an application or not, with an optional word for the candidate. */
export const decideApplicationBody = z.object({
  id: idField,
  decision: z.enum(['retenue', 'non_retenue'], { error: MSG.decisionRequired }),
  message: optionalParagraphs(APPLICATION_MESSAGE_MAX),
});
export type DecideApplicationBody = z.infer<typeof decideApplicationBody>;

/** The offer fields without the date rule, for bodies that extend them. */
export { offerObject };

/** offreinfo (client: `client_id`), offreInf (candidate: `id_cond`): the offer's id, and the caller's record id. */
export const offerInfoBody = z.object({ id: idField, id_cond: idField.nullish(), client_id: idField.nullish() });
export type OfferInfoBody = z.infer<typeof offerInfoBody>;

/*
 * Offers and applications as they leave the server (SPEC §3 Offer, Application; DECISIONS §5). Dates are
 * ISO `YYYY-MM-DD`, timestamps ISO 8601, the budget an integer number of euros.
 */

/** An offer as candidates see it: neither its budget, nor its client, nor the moderation flag. */
export const publicOfferSchema = z.object({
  id: z.number(),
  titre: z.string(),
  description: z.string(),
  date_debut: z.string(),
  date_fin: z.string(),
  /** As the client typed them. */
  tech: z.array(z.string()),
  etat: z.enum(OFFER_ETATS),
  createdAt: z.string(),
});
export type PublicOffer = z.infer<typeof publicOfferSchema>;

/** An offer as its client and the staff see it. */
export const offerSchema = publicOfferSchema.extend({
  /** Daily rate budget in euros. */
  budget: z.number().int(),
  isblocked: z.boolean(),
  /** The client record that published it. */
  clientId: z.number(),
  /** How many candidates applied. */
  nbr_postulations: z.number().int(),
  updatedAt: z.string(),
});
export type Offer = z.infer<typeof offerSchema>;

/** createOffre, saveOffre, editoffre. */
export const offerResponse = z.object({ done: z.literal(true), data: offerSchema });
export type OfferResponse = z.infer<typeof offerResponse>;

/** A page of offers (SPEC §3 Paged offers): pages numbered from 0, totalPages 0 when nothing matches. */
function offersPage<T extends z.ZodType>(offer: T) {
  return z.object({
    done: z.literal(true),
    offres: z.array(offer),
    totalPages: z.number().int(),
    currentPage: z.number().int(),
    totalItems: z.number().int(),
  });
}
/** getMyOffre, searchMyOffre (client), getOffres, searchOffre (admin). */
export const offersPageResponse = offersPage(offerSchema);
export type OffersPage = z.infer<typeof offersPageResponse>;
/** offres, searchOffre (candidate). */
export const publicOffersPageResponse = offersPage(publicOfferSchema);
export type PublicOffersPage = z.infer<typeof publicOffersPageResponse>;

/** The same profile as the staff see it, contact data and account état included. */
export const staffCandidateCardSchema = candidatePublicProfileSchema.extend({
  userId: z.number(),
  email: z.string(),
  tel: z.string().nullable(),
  /** Download URL of the CV, null when there is none. */
  cv: z.string().nullable(),
  etat: z.enum(USER_ETATS),
});
export type StaffCandidateCard = z.infer<typeof staffCandidateCardSchema>;

const applicationFields = {
  id: z.number(),
  condidatId: z.number(),
  etat: z.enum(APPLICATION_ETATS),
  createdAt: z.string(),
  /** The offer's period, to prefill a request for this candidate. */
  date_debut: z.string(),
  date_fin: z.string(),
  /** The candidate's daily rate set by the staff, null until set. */
  tjm: z.number().nullable(),
  /** What the candidate wrote when applying, and the client's word with its decision (DECISIONS §6.9). */
  message: z.string().nullable(),
  decision_message: z.string().nullable(),
};

/** An application in its offer's Proposition tab (client). */
export const offerApplicationSchema = z.object({ ...applicationFields, condidat: candidatePublicProfileSchema });
export type OfferApplication = z.infer<typeof offerApplicationSchema>;

/** An application in its offer's Proposition tab (staff). */
export const staffOfferApplicationSchema = z.object({
  ...applicationFields,
  /** The rate the candidate proposes (DECISIONS §6.8), beside `tjm`: staff only, never the client. */
  tjm_souhaite: z.number().nullable(),
  condidat: staffCandidateCardSchema,
});
export type StaffOfferApplication = z.infer<typeof staffOfferApplicationSchema>;

/** offreinfo: the client's offer with its applications, newest first. */
export const clientOfferDetailSchema = offerSchema.extend({ demande_offres: z.array(offerApplicationSchema) });
export type ClientOfferDetail = z.infer<typeof clientOfferDetailSchema>;
export const clientOfferDetailResponse = z.object({ done: z.literal(true), data: clientOfferDetailSchema });

/** The caller's own application, as the candidate sees it. */
export const ownApplicationSchema = z.object({
  id: z.number(),
  etat: z.enum(APPLICATION_ETATS),
  createdAt: z.string(),
  /** The candidate's own message, and the client's word with its decision. */
  message: z.string().nullable(),
  decision_message: z.string().nullable(),
});
export type OwnApplication = z.infer<typeof ownApplicationSchema>;

/**
 * offreInf: a visible offer; `demande_offres` holds the caller's own application only (zero or one),
 * `postule` says whether there is one.
 */
export const candidateOfferDetailSchema = publicOfferSchema.extend({
  postule: z.boolean(),
  demande_offres: z.array(ownApplicationSchema),
});
export type CandidateOfferDetail = z.infer<typeof candidateOfferDetailSchema>;
export const candidateOfferDetailResponse = z.object({ done: z.literal(true), data: candidateOfferDetailSchema });

/** The company that published an offer, as the staff see it (contact data included). */
export const publisherSchema = z.object({
  /** The client record's id. */
  id: z.number(),
  userId: z.number(),
  nom_entreprise: z.string(),
  type_client: z.enum(CLIENT_TYPES),
  secteur: z.string(),
  site_web: z.string().nullable(),
  date_creation: z.string(),
  resume: z.string().nullable(),
  nom: z.string().nullable(),
  prenom: z.string().nullable(),
  email: z.string(),
  tel: z.string().nullable(),
  img: z.string().nullable(),
  etat: z.enum(USER_ETATS),
});
export type Publisher = z.infer<typeof publisherSchema>;

/** getOffreInfo (admin): the offer, its publisher and its applications, newest first. */
export const staffOfferDetailSchema = offerSchema.extend({
  client: publisherSchema,
  demande_offres: z.array(staffOfferApplicationSchema),
});
export type StaffOfferDetail = z.infer<typeof staffOfferDetailSchema>;
export const staffOfferDetailResponse = z.object({ done: z.literal(true), data: staffOfferDetailSchema });

/** getMyDmdOffer: one of the candidate's applications ("Mes propositions") with its offer. */
export const myApplicationSchema = ownApplicationSchema.extend({ offre: publicOfferSchema });
export type MyApplication = z.infer<typeof myApplicationSchema>;
export const myApplicationsResponse = z.object({ done: z.literal(true), data: z.array(myApplicationSchema) });
