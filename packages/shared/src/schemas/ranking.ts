import { z } from 'zod';
import { EXPOSURE_DEFAULT_DAYS, PAGE_SIZE_MAX } from '../constants.js';
import { MSG } from '../messages.js';
import { idField } from './fields.js';
import { pageInfoShape } from './matching.js';

/**
 * The ranking's transparency and audit (DECISIONS §6.8): the search log and its check, a candidate's own view
 * (its exposure, its match with an offer), the staff's exposure report.
 */

const count = (min: number, max: number) =>
  z
    .number({ error: MSG.invalidInput })
    .int({ error: MSG.invalidInput })
    .min(min, { error: MSG.invalidInput })
    .max(max, { error: MSG.invalidInput });

/** adm/searchLog: a page of the log, newest first, of one company or all. */
export const searchLogBody = z
  .object({
    page: count(0, 1_000_000).optional(),
    size: count(1, PAGE_SIZE_MAX).optional(),
    clientId: idField.optional(),
  })
  .nullish();
export type SearchLogBody = z.infer<typeof searchLogBody>;

/** One result as the log keeps it: candidate id, score, c1, c2, c3. */
const loggedResult = z.tuple([z.number(), z.number(), z.number(), z.number(), z.number()]);

export const searchLogLineSchema = z.object({
  id: z.number(),
  at: z.string(),
  kind: z.enum(['searchmatch', 'brief', 'bmatch', 'alerte']),
  user: z.number().nullable(),
  client: z.number().nullable(),
  criteria: z.record(z.string(), z.unknown()),
  version: z.string(),
  results: z.array(loggedResult),
  hash: z.string(),
});
export type SearchLogLine = z.infer<typeof searchLogLineSchema>;

export const searchLogResponse = z.object({ done: z.literal(true), lignes: z.array(searchLogLineSchema), ...pageInfoShape });
export type SearchLogResponse = z.infer<typeof searchLogResponse>;

/** A POST without a body arrives as null. */
export const noBody = z.object({}).nullish();

/** adm/verifySearchLog: the whole chain checked; the first row that breaks it, if any. */
export const verifySearchLogResponse = z.object({
  done: z.literal(true),
  valide: z.boolean(),
  lignes: z.number().int(),
  premiere_rupture: z.number().nullable(),
});
export type VerifySearchLogResponse = z.infer<typeof verifySearchLogResponse>;

/** cd/myExposure: over 30 days, searches where the candidate appeared, in the first 10, and searches in all. */
export const myExposureResponse = z.object({
  done: z.literal(true),
  apparitions_30j: z.number().int(),
  top10_30j: z.number().int(),
  recherches_30j: z.number().int(),
});
export type MyExposureResponse = z.infer<typeof myExposureResponse>;

/** cd/offreMatch: the offer, as on its page (cd/offreInf). */
export const offreMatchBody = z.object({ id: idField });
export type OffreMatchBody = z.infer<typeof offreMatchBody>;

/** cd/offreMatch: the candidate's score against an offer it may see, ✓/✗ per skill. */
export const offreMatchResponse = z.object({
  done: z.literal(true),
  score: z.number().int().min(0).max(100),
  c1: z.number(),
  c2: z.number(),
  c3: z.number(),
  skills: z.array(z.object({ label: z.string(), ok: z.boolean() })),
});
export type OffreMatchResponse = z.infer<typeof offreMatchResponse>;

/**
 * adm/exposureReport: share of the pool (active candidates) and of the top-10 appearances over `jours` days, by sex
 * and by age band; `ratio` is the group's rate (appearances per member of the pool) over the best group's of the
 * same criterion (the four-fifths rule), null when the group is empty or nobody appeared.
 */
export const exposureReportBody = z.object({ jours: count(1, 366).default(EXPOSURE_DEFAULT_DAYS) }).nullish();
export type ExposureReportBody = z.infer<typeof exposureReportBody>;
export const exposureReportResponse = z.object({
  done: z.literal(true),
  groupes: z.array(
    z.object({
      critere: z.enum(['sex', 'age']),
      groupe: z.string(),
      part_vivier: z.number(),
      part_top10: z.number(),
      ratio: z.number().nullable(),
    }),
  ),
  /** The period read, and the appearances in the first ten it holds (all groups). */
  jours: z.number().int(),
  apparitions_top10: z.number().int(),
});
export type ExposureReportResponse = z.infer<typeof exposureReportResponse>;
