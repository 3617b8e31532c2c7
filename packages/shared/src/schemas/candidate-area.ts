import { z } from 'zod';

/**
 * The candidate area's own calls that SPEC §7 does not shape (DECISIONS §4: the technical test,
 * `/dashb/tech`). The request reaches the staff as a chat message written by the candidate.
 */

/** The message the candidate sends to the staff when asking for a technical test (one sentence, fixed). */
export const TECH_TEST_REQUEST_MESSAGE =
  'Bonjour, je souhaite passer un test technique afin de faire valider mes compétences. Pouvez-vous me proposer un créneau ?';

/** A candidate may ask again once this much time has passed since the last request. */
export const TECH_TEST_INTERVAL_MS = 24 * 60 * 60 * 1000;

export const techTestStatusSchema = z.object({
  /** When the candidate last asked (ISO timestamp), null if never. */
  askedAt: z.string().nullable(),
  /** From when the candidate may ask again (ISO timestamp), null if now. */
  nextAt: z.string().nullable(),
});
export type TechTestStatus = z.infer<typeof techTestStatusSchema>;
export const techTestStatusResponse = z.object({ done: z.literal(true), data: techTestStatusSchema });
export type TechTestStatusResponse = z.infer<typeof techTestStatusResponse>;
