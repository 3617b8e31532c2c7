import { z } from 'zod';
import { STATS_DEFAULT_MONTHS, STATS_MONTHS_MAX } from '../constants.js';
import { MSG } from '../messages.js';

/**
 * The statistics of the admin home (SPEC §2, computed from the database by DECISIONS §4): revenue
 * from missions (TJM × working days, Monday to Friday) per month and per consultant, the most sought
 * technologies (offers published and client searches), and the missions signed per client.
 */

const MONTH_RE = /^\d{4}-(0[1-9]|1[0-2])$/;

/**
 * stats: the `months` calendar months ending with `end` (`YYYY-MM`, the current month in Europe/Paris
 * by default), e.g. {months: 3, end: '2026-03'} is 1 January to 31 March 2026.
 */
export const statsBody = z
  .object({
    months: z.preprocess(
      (v) => (typeof v === 'string' && v !== '' ? Number(v) : v),
      z
        .number({ error: MSG.invalidInput })
        .int({ error: MSG.invalidInput })
        .min(1, { error: MSG.invalidInput })
        .max(STATS_MONTHS_MAX, { error: MSG.invalidInput })
        .default(STATS_DEFAULT_MONTHS),
    ),
    end: z.string({ error: MSG.invalidInput }).regex(MONTH_RE, { error: MSG.invalidInput }).optional(),
  })
  // A POST without a body arrives as null.
  .nullish();
export type StatsBody = z.infer<typeof statsBody>;

/** Amounts are euros (missions' TJM have up to 3 decimals; sums are computed as SQL numerics). */
export const statsSchema = z.object({
  /** The window, first and last calendar day. */
  from: z.string(),
  to: z.string(),
  /** Every month of the window, oldest first, zero when nothing was worked. */
  months: z.array(
    z.object({
      month: z.string(),
      revenue: z.number(),
      /** The platform's margin: Σ (tjm − tjm_candidat) over the worked days (DECISIONS §6.5). */
      margin: z.number(),
      days: z.number().int(),
    }),
  ),
  /** The consultants who brought the most, best first (STATS_TOP at most). */
  consultants: z.array(
    z.object({
      condidatId: z.number(),
      nom: z.string(),
      prenom: z.string(),
      titre: z.string(),
      revenue: z.number(),
      margin: z.number(),
      days: z.number().int(),
    }),
  ),
  /** Technologies asked for in offers published in the window and in client searches, most sought first. */
  technologies: z.array(z.object({ tech: z.string(), offers: z.number().int(), searches: z.number().int() })),
  /** Missions signed (created) in the window per client, most first. */
  clients: z.array(z.object({ clientId: z.number(), nom_entreprise: z.string(), missions: z.number().int() })),
  totals: z.object({
    revenue: z.number(),
    /** The platform's margin over the window. */
    margin: z.number(),
    /** Working days of missions in the window. */
    days: z.number().int(),
    /** Consultants with at least one working day in the window. */
    consultants: z.number().int(),
    /** Missions signed, offers published, searches made in the window. */
    missions: z.number().int(),
    offers: z.number().int(),
    searches: z.number().int(),
  }),
});
export type Stats = z.infer<typeof statsSchema>;
export const statsResponse = z.object({ done: z.literal(true), data: statsSchema });
export type StatsResponse = z.infer<typeof statsResponse>;
