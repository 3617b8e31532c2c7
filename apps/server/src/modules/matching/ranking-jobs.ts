import { SEARCH_LOG_MONTHS } from '@passerelle/shared';
import type { AppContext } from '../../context.js';
import type { PeriodicJob } from '../../lib/periodic-jobs.js';
import { refreshRankingNotes } from '../reviews/reviews.repository.js';
import { purgeSearchLog } from './search-log.repository.js';

/**
 * The ranking's periodic job (DECISIONS §6.8), daily: the search log's rows older than 6 months purged, and the
 * reviews' tie-break brought up to date (a review is published 14 days after the first of its mission, with no
 * write that could tell the ranking).
 */
export const RANKING_JOB_NAME = 'ranking-maintenance';

export async function runRankingMaintenance(ctx: AppContext, now: Date): Promise<Record<string, number>> {
  const before = new Date(now);
  before.setUTCMonth(before.getUTCMonth() - SEARCH_LOG_MONTHS);
  const purged = await purgeSearchLog(ctx.db, before);
  const notes = await refreshRankingNotes(ctx.db, null);
  return { purged, notes };
}

export function rankingJobs(ctx: AppContext): PeriodicJob[] {
  return [{ name: RANKING_JOB_NAME, everyMs: 24 * 3600_000, run: (now) => runRankingMaintenance(ctx, now) }];
}
