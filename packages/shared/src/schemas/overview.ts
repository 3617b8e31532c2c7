import { z } from 'zod';

/** Dashboard counts (SPEC §3 Overview counts): getoverview of the client and of the candidate. */

const count = z.number().int().min(0);

export const clientOverviewSchema = z.object({
  /** The client's offers, whatever their état. */
  nbr_offre: count,
  /** Staff chat messages the user has not read yet. */
  nbr_msg: count,
  /** The client's candidate requests, whatever their état. */
  nbr_dmd: count,
  nbr_mission: count,
});
export type ClientOverview = z.infer<typeof clientOverviewSchema>;
export const clientOverviewResponse = z.object({ done: z.literal(true), data: clientOverviewSchema });

export const candidateOverviewSchema = z.object({
  nbr_msg: count,
  /** The candidate's applications. */
  nbr_dmd: count,
});
export type CandidateOverview = z.infer<typeof candidateOverviewSchema>;
export const candidateOverviewResponse = z.object({ done: z.literal(true), data: candidateOverviewSchema });
