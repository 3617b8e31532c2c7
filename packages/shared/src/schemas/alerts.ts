import { z } from 'zod';
import { SHORT_TEXT_MAX } from '../constants.js';
import { NIV_EXPS } from '../enums.js';
import { MSG } from '../messages.js';
import { isoDate, searchText, tagArray } from './fields.js';
import { skillsField, skillsPlusField } from './profiles.js';

/**
 * Alerts (DECISIONS §6.2): a client saves a candidate search with a minimum score, a candidate saves an
 * offer search. Each new match notifies once (notification `alerte`).
 */

/**
 * createAlerte (client): the search form's criteria and the minimum score (80 when not given); the
 * nice-to-have skills count half, as in searchmatch (DECISIONS §6.8), none when absent.
 */
export const createClientAlertBody = z.object({
  skills: skillsField,
  skills_plus: skillsPlusField,
  niv_exp: z.enum(NIV_EXPS, { error: MSG.nivExpRequired }).or(z.literal('')).nullish(),
  date_dispo: isoDate(MSG.dateInvalid).or(z.literal('')).nullish(),
  min_score: z
    .number({ error: MSG.minScoreInvalid })
    .int({ error: MSG.minScoreInvalid })
    .min(0, { error: MSG.minScoreInvalid })
    .max(100, { error: MSG.minScoreInvalid })
    .default(80),
});
export type CreateClientAlertBody = z.infer<typeof createClientAlertBody>;

export const clientAlertSchema = z.object({
  id: z.number(),
  skills: z.array(z.string()),
  /** The nice-to-have skills (half the weight of a required one); none for an alert saved without them. */
  skills_plus: z.array(z.string()),
  niv_exp: z.enum(NIV_EXPS).nullable(),
  date_dispo: z.string().nullable(),
  min_score: z.number().int(),
  createdAt: z.string(),
});
export type ClientAlert = z.infer<typeof clientAlertSchema>;
export const clientAlertsResponse = z.object({ done: z.literal(true), alertes: z.array(clientAlertSchema) });
export type ClientAlertsResponse = z.infer<typeof clientAlertsResponse>;

/** createAlerte (candidate): a search text, skills (every one required), or both; at least one. */
export const createCandidateAlertBody = z
  .object({
    search: searchText(SHORT_TEXT_MAX).nullish(),
    skills: tagArray(MSG.skillDuplicate).optional(),
  })
  .refine((body) => Boolean(body.search) || (body.skills?.length ?? 0) > 0, { error: MSG.alertNoCriteria, path: ['search'] });
export type CreateCandidateAlertBody = z.infer<typeof createCandidateAlertBody>;

export const candidateAlertSchema = z.object({
  id: z.number(),
  search: z.string().nullable(),
  skills: z.array(z.string()),
  createdAt: z.string(),
});
export type CandidateAlert = z.infer<typeof candidateAlertSchema>;
export const candidateAlertsResponse = z.object({ done: z.literal(true), alertes: z.array(candidateAlertSchema) });
export type CandidateAlertsResponse = z.infer<typeof candidateAlertsResponse>;

export const createAlertResponse = z.object({ done: z.literal(true), id: z.number() });

/** retentionStats (staff): the retention job's questions and their outcomes (DECISIONS §6.2). */
export const retentionStatsResponse = z.object({
  done: z.literal(true),
  /** Candidates asked and not yet answered (kept or erased). */
  waiting: z.number().int(),
  /** Asked accounts active since the question (keep link, sign-in, confirmation). */
  kept: z.number().int(),
  erased: z.number().int(),
});
export type RetentionStatsResponse = z.infer<typeof retentionStatsResponse>;
