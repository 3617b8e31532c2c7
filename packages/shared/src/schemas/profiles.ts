import { z } from 'zod';
import {
  BILLING_ADDRESS_MIN,
  CITY_MIN,
  COMPANY_NAME_MIN,
  DESCRIPTION_MAX,
  DESCRIPTION_MIN,
  LIST_ENTRIES_MAX,
  LONG_TEXT_MAX,
  NAME_MIN,
  PHONE_MIN,
  SECTOR_MIN,
  SHORT_TEXT_MAX,
  URL_MAX,
} from '../constants.js';
import { isPlausibleBirthDate } from '../dates.js';
import { CLIENT_TYPES, NIV_ETUDES, NIV_EXPS, SEXES } from '../enums.js';
import { MSG } from '../messages.js';
import { hasSirenFormat, isValidSiren, normalizeSiren } from '../siren.js';
import { userSchema } from './auth.js';
import {
  endNotBeforeStart,
  endNotBeforeStartIssue,
  hasNoUrl,
  idField,
  isoDate,
  oneLine,
  optionalIntegerTjm,
  optionalParagraphs,
  optionalTagList,
  personName,
  requiredParagraphs,
  requiredText,
  tagArray,
  tagList,
  tooLong,
} from './fields.js';

/** Client and candidate profiles, education and experience (SPEC §5, §7). */

const nom = personName(MSG.nomRequired, NAME_MIN, MSG.nomInvalid);
const prenom = personName(MSG.prenomRequired, NAME_MIN, MSG.prenomInvalid);
const tel = z
  .string({ error: MSG.phoneRequired })
  .trim()
  .min(1, { error: MSG.phoneRequired, abort: true })
  .min(PHONE_MIN, { error: MSG.phoneInvalid, abort: true })
  .max(30, { error: MSG.phoneInvalid })
  .regex(/^[+0-9 ().-]+$/, { error: MSG.phoneInvalid });

/** A photo URL as returned by `/api/upload`. */
const photoUrl = oneLine(
  z
    .string()
    .trim()
    .max(URL_MAX, { error: tooLong(URL_MAX) }),
);

const website = oneLine(
  z
    .string()
    .trim()
    .max(URL_MAX, { error: tooLong(URL_MAX) }),
)
  .refine((v) => v === '' || /^(https?:\/\/)?[\w-]+(\.[\w-]+)+([/?#][^\s]*)?$/i.test(v), { error: MSG.websiteInvalid })
  .nullish();

/** A billing field: checked when given; '' and null mean "not given" (the group's rule is billingComplete). */
function billingText(min: number, invalid: string, max = SHORT_TEXT_MAX) {
  return oneLine(
    z
      .string({ error: MSG.invalidInput })
      .trim()
      .refine((v) => v === '' || v.length >= min, { error: invalid, abort: true })
      .refine((v) => v.length <= max, { error: tooLong(max) }),
  ).nullish();
}

/**
 * The company's billing identity, printed on its invoices (Code de commerce L441-9, CGI art. 242 nonies A:
 * the client's name and address; its SIREN since the e-invoicing reform). Optional on the wire, so that a
 * client written against SPEC.md still works; all four or none (billingComplete); an invoice is not issued
 * for a company without them (`invoice.billing_missing`, docs/api.md).
 */
export const billingFields = {
  adresse: billingText(BILLING_ADDRESS_MIN, MSG.billingAddressInvalid),
  code_postal: z
    .string({ error: MSG.invalidInput })
    .trim()
    .refine((v) => v === '' || /^\d{5}$/.test(v), { error: MSG.postalCodeInvalid })
    .nullish(),
  ville: billingText(CITY_MIN, MSG.cityInvalid),
  siren: z
    .string({ error: MSG.invalidInput })
    .transform(normalizeSiren)
    .refine((v) => v === '' || hasSirenFormat(v), { error: MSG.sirenInvalid, abort: true })
    .refine((v) => v === '' || isValidSiren(v), { error: MSG.sirenWrongKey })
    .nullish(),
};
type BillingKey = keyof typeof billingFields;
const BILLING_REQUIRED: Record<BillingKey, string> = {
  adresse: MSG.billingAddressRequired,
  code_postal: MSG.postalCodeRequired,
  ville: MSG.cityRequired,
  siren: MSG.sirenRequired,
};

/** The billing fields go together: one given, each missing one is named. */
export function billingComplete(values: Partial<Record<BillingKey, string | null | undefined>>, ctx: z.RefinementCtx): void {
  const keys = Object.keys(BILLING_REQUIRED) as BillingKey[];
  if (keys.every((key) => !values[key])) return;
  for (const key of keys) {
    if (!values[key]) ctx.addIssue({ code: 'custom', path: [key], message: BILLING_REQUIRED[key] });
  }
}

/** The company profile's fields without their group rule (billingComplete), for the forms to pick from. */
export const clientProfileFields = z.object({
  img: photoUrl.nullish(),
  nom,
  prenom,
  type_client: z.enum(CLIENT_TYPES, { error: MSG.clientTypeRequired }),
  nom_ent: requiredText(MSG.companyNameRequired, COMPANY_NAME_MIN, MSG.companyNameInvalid).refine(hasNoUrl, {
    error: MSG.nameWithLink,
  }),
  date_creation: isoDate(MSG.creationDateRequired),
  tel,
  resume: optionalParagraphs(LONG_TEXT_MAX),
  site_web: website,
  secteur: requiredText(MSG.sectorRequired, SECTOR_MIN, MSG.sectorInvalid),
  ...billingFields,
});
/** newclinf */
export const newClientProfileBody = clientProfileFields.superRefine(billingComplete);
export type NewClientProfileBody = z.infer<typeof newClientProfileBody>;
/** edtmyprofile: the same fields plus the client record's id; billing fields left out keep their values. */
export const editClientProfileBody = clientProfileFields.extend({ id: idField }).superRefine(billingComplete);
export type EditClientProfileBody = z.infer<typeof editClientProfileBody>;
/** The onboarding and edit forms: the fields without the photo (sent apart), with the same group rule. */
export const clientProfileFormSchema = clientProfileFields.omit({ img: true }).superRefine(billingComplete);

export const skillsField = tagList(MSG.skillsRequired, MSG.skillDuplicate);
/** Nice-to-have skills of a search (« un plus », DECISIONS §6.8): half the weight of a required one; may be empty. */
export const skillsPlusField = optionalTagList(MSG.skillDuplicate).optional();

/** Days a week the candidate can work (DECISIONS §6.2). */
export const joursSemaineField = z
  .number({ error: MSG.joursSemaineInvalid })
  .int({ error: MSG.joursSemaineInvalid })
  .min(1, { error: MSG.joursSemaineInvalid })
  .max(5, { error: MSG.joursSemaineInvalid });

/** confirmDispo: the availability as the candidate confirms it (a date in the past is refused by the server). */
export const confirmDispoBody = z.object({ dispo: isoDate(MSG.dispoRequired), jours_semaine: joursSemaineField });
export type ConfirmDispoBody = z.infer<typeof confirmDispoBody>;
/** confirmDispoLink: the mail's one click confirms the availability as it stands; both fields may change it. */
export const confirmDispoLinkBody = z.object({
  dispo: isoDate(MSG.dispoRequired).optional(),
  jours_semaine: joursSemaineField.optional(),
});
export const confirmDispoResponse = z.object({
  done: z.literal(true),
  dispo: z.string(),
  jours_semaine: z.number().int(),
  dispo_confirmee_le: z.string(),
});
export type ConfirmDispoResponse = z.infer<typeof confirmDispoResponse>;

/** Fields the candidate edits in 'Modifier mes info' (updateCondInfo). */
export const candidateInfoFields = z.object({
  nom,
  prenom,
  sex: z.enum(SEXES, { error: MSG.sexRequired }),
  date_naiss: isoDate(MSG.birthDateRequired).refine((value) => isPlausibleBirthDate(value), { error: MSG.birthDateInvalid }),
  resume: optionalParagraphs(LONG_TEXT_MAX),
  niv_etude: z.enum(NIV_ETUDES, { error: MSG.nivEtudeRequired }),
  niv_exp: z.enum(NIV_EXPS, { error: MSG.nivExpRequired }),
  titre: requiredText(MSG.titreRequired, NAME_MIN, MSG.min3Invalid),
  skills: skillsField,
  dispo: isoDate(MSG.dispoRequired),
  /** Days a week (DECISIONS §6.2); kept as it is when absent (5 for a new profile). */
  jours_semaine: joursSemaineField.optional(),
  /** The daily rate the freelancer proposes (DECISIONS §6.8), whole euros; absent keeps it, null clears it. */
  tjm_souhaite: optionalIntegerTjm,
});

/** newCondinf: the photo is required (SPEC §5), and so is the phone. */
export const newCandidateProfileBody = candidateInfoFields.extend({
  img: oneLine(z.string({ error: MSG.photoRequired }).trim().min(1, { error: MSG.photoRequired }).max(URL_MAX)),
  tel,
});
export type NewCandidateProfileBody = z.infer<typeof newCandidateProfileBody>;

/**
 * updateCondInfo: the onboarding's fields, the phone and the photo included (DECISIONS §6.9: a candidate edits
 * everything it gave), same rules; `tel` and `img` left out keep their values.
 */
export const updateCandidateInfoBody = candidateInfoFields.extend({
  id: idField,
  tel: tel.optional(),
  img: newCandidateProfileBody.shape.img.optional(),
});
export type UpdateCandidateInfoBody = z.infer<typeof updateCandidateInfoBody>;

export const formationSchema = z
  .object({
    nom: requiredText(MSG.diplomaRequired, NAME_MIN, MSG.min3Invalid),
    ecole: requiredText(MSG.schoolRequired, NAME_MIN, MSG.min3Invalid),
    date_debut: isoDate(MSG.startDateRequired),
    date_fin: isoDate(MSG.endDateRequired),
  })
  .refine(endNotBeforeStart, endNotBeforeStartIssue);
export type Formation = z.infer<typeof formationSchema>;

export const experienceSchema = z
  .object({
    entreprise: requiredText(MSG.companyRequired, NAME_MIN, MSG.min3Invalid),
    lieu: requiredText(MSG.placeRequired, NAME_MIN, MSG.min3Invalid),
    date_debut: isoDate(MSG.startDateRequired),
    /** null: the position is the current one (« en cours », issue 16); else not before date_debut. */
    date_fin: isoDate(MSG.endDateRequired).nullable(),
    domaine: requiredText(MSG.domainRequired, NAME_MIN, MSG.min3Invalid),
    fonction: requiredText(MSG.functionRequired, NAME_MIN, MSG.min3Invalid),
    description: requiredParagraphs(MSG.descriptionRequired, DESCRIPTION_MIN, MSG.descriptionInvalid, DESCRIPTION_MAX),
    tech: tagArray(MSG.techDuplicate).default([]),
  })
  .refine(endNotBeforeStart, endNotBeforeStartIssue);
export type Experience = z.infer<typeof experienceSchema>;

/** setCondForm / updateCondForm: the whole list, at least one entry. */
export const formationsBody = z.object({
  frm: z
    .array(formationSchema, { error: MSG.formationsRequired })
    .min(1, { error: MSG.formationsRequired })
    .max(LIST_ENTRIES_MAX, { error: `${LIST_ENTRIES_MAX} formations au maximum !` }),
});
export type FormationsBody = z.infer<typeof formationsBody>;

/** setCondExp / updateCondExp: the whole list, at least one entry. */
export const experiencesBody = z.object({
  exp: z
    .array(experienceSchema, { error: MSG.experiencesRequired })
    .min(1, { error: MSG.experiencesRequired })
    .max(LIST_ENTRIES_MAX, { error: `${LIST_ENTRIES_MAX} expériences au maximum !` }),
});
export type ExperiencesBody = z.infer<typeof experiencesBody>;

/*
 * Profiles as they leave the server (newclinf, getUserClientInf, newCondinf, getUserCondInf). Field
 * names are SPEC §3's read-back names (DECISIONS §2): `nom_entreprise`, `date_naissance`. Dates are ISO
 * `YYYY-MM-DD`, timestamps ISO 8601. nom, prenom, tel and img are the account's (they live on the user).
 */

export const clientProfileSchema = z.object({
  /** The client record's id (the `client_id` / `id_client` of the client calls), not the user's. */
  id: z.number(),
  user: userSchema,
  nom: z.string(),
  prenom: z.string(),
  type_client: z.enum(CLIENT_TYPES),
  nom_entreprise: z.string(),
  date_creation: z.string(),
  tel: z.string(),
  resume: z.string().nullable(),
  site_web: z.string().nullable(),
  secteur: z.string(),
  /** The billing identity (null until given): street, postal code, city, SIREN. */
  adresse: z.string().nullable(),
  code_postal: z.string().nullable(),
  ville: z.string().nullable(),
  siren: z.string().nullable(),
  img: z.string().nullable(),
  createdAt: z.string(),
});
export type ClientProfile = z.infer<typeof clientProfileSchema>;

export const clientProfileResponse = z.object({ done: z.literal(true), data: clientProfileSchema });
export type ClientProfileResponse = z.infer<typeof clientProfileResponse>;

export const formationEntrySchema = z.object({
  id: z.number(),
  nom: z.string(),
  ecole: z.string(),
  date_debut: z.string(),
  date_fin: z.string(),
});
export type FormationEntry = z.infer<typeof formationEntrySchema>;

export const experienceEntrySchema = z.object({
  id: z.number(),
  entreprise: z.string(),
  lieu: z.string(),
  date_debut: z.string(),
  /** null while the position is the current one (« en cours »). */
  date_fin: z.string().nullable(),
  domaine: z.string(),
  fonction: z.string(),
  description: z.string(),
  tech: z.array(z.string()),
});
export type ExperienceEntry = z.infer<typeof experienceEntrySchema>;

export const candidateProfileSchema = z.object({
  /** The candidate record's id (the `condidatId` / `id_cond` of later calls), not the user's. */
  id: z.number(),
  user: userSchema,
  nom: z.string(),
  prenom: z.string(),
  titre: z.string(),
  /** Null only for an account erased at its owner's request (RGPD), which the lists no longer show. */
  sex: z.enum(SEXES).nullable(),
  date_naissance: z.string().nullable(),
  tel: z.string(),
  niv_etude: z.enum(NIV_ETUDES),
  niv_exp: z.enum(NIV_EXPS),
  resume: z.string().nullable(),
  /** As the candidate typed them. */
  skills: z.array(z.string()),
  dispo: z.string(),
  jours_semaine: z.number().int(),
  /** ISO timestamp of the last confirmation of the availability (DECISIONS §6.2). */
  dispo_confirmee_le: z.string(),
  /** Daily rate in euros, set by the staff; null until then. */
  tjm: z.number().nullable(),
  /** The daily rate the freelancer proposes (DECISIONS §6.8); staff set `tjm`, the final one. */
  tjm_souhaite: z.number().nullable(),
  img: z.string().nullable(),
  /** In the order the candidate entered them. */
  formations: z.array(formationEntrySchema),
  experiences: z.array(experienceEntrySchema),
  createdAt: z.string(),
});
export type CandidateProfile = z.infer<typeof candidateProfileSchema>;

export const candidateProfileResponse = z.object({ done: z.literal(true), data: candidateProfileSchema });
export type CandidateProfileResponse = z.infer<typeof candidateProfileResponse>;

/** A candidate's professional profile as a client sees it. */
export const candidatePublicProfileSchema = z.object({
  /** The candidate record's id (what newDmdCond and createFavoris send as condidatId / id_cond). */
  id: z.number(),
  nom: z.string(),
  prenom: z.string(),
  img: z.string().nullable(),
  titre: z.string(),
  /** As the candidate typed them. */
  skills: z.array(z.string()),
  niv_exp: z.enum(NIV_EXPS),
  niv_etude: z.enum(NIV_ETUDES),
  dispo: z.string(),
  jours_semaine: z.number().int(),
  /** ISO timestamp of the last confirmation of the availability (DECISIONS §6.2). */
  dispo_confirmee_le: z.string(),
  resume: z.string().nullable(),
  formations: z.array(formationEntrySchema),
  experiences: z.array(experienceEntrySchema),
  /** The average of the candidate's published reviews (one decimal), null without any (DECISIONS §6.4). */
  note_moyenne: z.number().nullable(),
  /** How many published reviews the candidate has. */
  nb_avis: z.number().int(),
});
export type CandidatePublicProfile = z.infer<typeof candidatePublicProfileSchema>;
