import { z } from 'zod';
import { BRIEF_TEXT_MAX, PAGE_SIZE_MAX, SKILLS_RESOLVE_MAX, TAG_MAX, TAGS_MAX } from '../constants.js';
import { NIV_EXPS } from '../enums.js';
import { MSG } from '../messages.js';
import { oneLine, paragraphs, tooLong } from './fields.js';
import { pageInfoShape } from './matching.js';

/**
 * The skill vocabulary's calls (DECISIONS §6.1): suggestions while typing, resolution of tags to canonical
 * skills, the brief reader, and the staff's curation of the free tags.
 */

/** A canonical skill as a suggestion shows it: its label and its other spellings. */
export const skillSuggestionSchema = z.object({ label: z.string(), aliases: z.array(z.string()) });
export type SkillSuggestion = z.infer<typeof skillSuggestionSchema>;

/** GET /api/skills?q=: the text typed so far (empty: no suggestion). */
export const skillsQuery = z.object({
  q: oneLine(z.string({ error: MSG.invalidInput }).max(100, { error: MSG.skillQueryTooLong })).default(''),
});
export type SkillsQuery = z.infer<typeof skillsQuery>;

/** Up to 10 canonical skills whose label or an alias starts with, then contains, q: best first. */
export const skillsResponse = z.object({ done: z.literal(true), skills: z.array(skillSuggestionSchema) });
export type SkillsResponse = z.infer<typeof skillsResponse>;

/** POST /api/skills/resolve: tags as typed, at most 100. */
export const resolveSkillsBody = z.object({
  skills: z
    .array(oneLine(z.string({ error: MSG.invalidInput }).max(TAG_MAX, { error: tooLong(TAG_MAX) })), { error: MSG.invalidInput })
    .max(SKILLS_RESOLVE_MAX, { error: MSG.skillsResolveTooMany }),
});
export type ResolveSkillsBody = z.infer<typeof resolveSkillsBody>;

/** Each tag in input order: its canonical label when the vocabulary knows it, else the tag trimmed. */
export const resolvedSkillSchema = z.object({ input: z.string(), label: z.string(), known: z.boolean() });
export type ResolvedSkill = z.infer<typeof resolvedSkillSchema>;
export const resolveSkillsResponse = z.object({ done: z.literal(true), skills: z.array(resolvedSkillSchema) });
export type ResolveSkillsResponse = z.infer<typeof resolveSkillsResponse>;

/** POST /api/cl/brief: a job description, French or English, 1 to 20,000 characters. */
export const briefBody = z.object({
  text: paragraphs(
    z
      .string({ error: MSG.briefTextRequired })
      .max(BRIEF_TEXT_MAX, { error: MSG.briefTextTooLong })
      .refine((text) => text.trim() !== '', { error: MSG.briefTextRequired }),
  ),
});
export type BriefBody = z.infer<typeof briefBody>;

/**
 * What a brief asks for, ready for searchmatch: canonical skills in order of first mention, required
 * (`skills`) and nice-to-have (`skills_plus`: « un plus », « apprécié », "nice to have"…, DECISIONS §6.8), the
 * experience level it states, the start date it gives (« ASAP » is today in Europe/Paris).
 */
export const briefResponse = z.object({
  done: z.literal(true),
  skills: z.array(z.string()),
  skills_plus: z.array(z.string()),
  niv_exp: z.enum(NIV_EXPS).nullable(),
  date_dispo: z.string().nullable(),
});
export type BriefResponse = z.infer<typeof briefResponse>;

/** POST /api/upload/cv: the CV is stored; `skills` are the canonical skills found in its text. */
export const uploadCvResponse = z.object({ done: z.literal(true), skills: z.array(z.string()) });
export type UploadCvResponse = z.infer<typeof uploadCvResponse>;

/** POST /api/adm/getSkillTags: one page of the free tags in use (10 by default, pages from 0). */
export const skillTagsBody = z
  .object({
    page: z.number({ error: MSG.invalidInput }).int({ error: MSG.invalidInput }).min(0).max(1_000_000).optional(),
    size: z.number({ error: MSG.invalidInput }).int({ error: MSG.invalidInput }).min(1).max(PAGE_SIZE_MAX).optional(),
  })
  .nullish();
export type SkillTagsBody = z.infer<typeof skillTagsBody>;

/**
 * A free tag: a spelling the vocabulary does not know, as users most often typed it, and how many records
 * use it (candidate profiles, experiences, offers, alerts of clients and candidates; `count` is their sum).
 */
export const skillTagSchema = z.object({
  tag: z.string(),
  count: z.number().int(),
  candidats: z.number().int(),
  experiences: z.number().int(),
  offres: z.number().int(),
  alertes: z.number().int(),
});
export type SkillTag = z.infer<typeof skillTagSchema>;
export const skillTagsResponse = z.object({ done: z.literal(true), data: z.array(skillTagSchema), ...pageInfoShape });
export type SkillTagsResponse = z.infer<typeof skillTagsResponse>;

const skillText = (required: string) =>
  oneLine(
    z
      .string({ error: required })
      .trim()
      .min(1, { error: required })
      .max(TAG_MAX, { error: tooLong(TAG_MAX) }),
  );

/** POST /api/adm/skillAlias: `tag` becomes another spelling of the canonical skill `label`. */
export const skillAliasBody = z.object({ tag: skillText(MSG.skillTagRequired), label: skillText(MSG.skillLabelRequired) });
export type SkillAliasBody = z.infer<typeof skillAliasBody>;

/** POST /api/adm/skillNew: a new canonical skill and its other spellings. */
export const skillNewBody = z.object({
  label: skillText(MSG.skillLabelRequired),
  aliases: z.array(skillText(MSG.invalidInput), { error: MSG.invalidInput }).max(TAGS_MAX).default([]),
});
export type SkillNewBody = z.infer<typeof skillNewBody>;

/** The canonical skill as it now is, and how many records now carry it instead of the free tag. */
export const skillChangeResponse = z.object({
  done: z.literal(true),
  skill: skillSuggestionSchema,
  retagged: z.number().int(),
});
export type SkillChangeResponse = z.infer<typeof skillChangeResponse>;
