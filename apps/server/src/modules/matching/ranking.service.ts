import type {
  MyExposureResponse,
  SearchLogBody,
  SearchLogLine,
  SearchLogResponse,
  VerifySearchLogResponse,
} from '@passerelle/shared';
import type { AppContext } from '../../context.js';
import { fail } from '../../lib/errors.js';
import { limitOffset, pageInfo, pageRequest } from '../../lib/paging.js';
import type { AuthContext } from '../../plugins/app/auth.js';
import { findCandidateByUserId } from '../profiles/profiles.repository.js';
import * as log from './search-log.repository.js';

/** The ranking explained and audited (DECISIONS §6.8): the search log for the staff, a candidate's own view. */

/** adm/searchLog: the rows as their content says (the text the chain covers), newest first. */
export async function searchLogPage(ctx: AppContext, body: SearchLogBody): Promise<SearchLogResponse> {
  // The queued rows first: the staff see every search answered so far.
  await ctx.searchLog.flush();
  const page = pageRequest({ page: body?.page, size: body?.size ?? 20 });
  const { limit, offset } = limitOffset(page);
  const { total, rows } = await log.listSearchLog(ctx.db, { limit: limit ?? 20, offset }, body?.clientId ?? null);
  return {
    done: true,
    lignes: rows.map((row) => {
      const content = JSON.parse(row.content) as Omit<SearchLogLine, 'id' | 'hash'>;
      return { id: row.id, ...content, hash: row.hash };
    }),
    ...pageInfo(total, page),
  };
}

/** adm/verifySearchLog: the whole chain checked in the database. */
export async function verifySearchLog(ctx: AppContext): Promise<VerifySearchLogResponse> {
  await ctx.searchLog.flush();
  const { lignes, rupture } = await log.verifySearchLog(ctx.db);
  return { done: true, valide: rupture === null, lignes, premiere_rupture: rupture };
}

const DAY_MS = 86_400_000;

/** cd/myExposure: the candidate's appearances in the searches of the last 30 days. */
export async function myExposure(ctx: AppContext, auth: AuthContext): Promise<MyExposureResponse> {
  const candidate = await findCandidateByUserId(ctx.db, auth.user.id);
  if (!candidate) throw fail('profile.required_first');
  await ctx.searchLog.flush();
  const seen = await log.exposureOf(ctx.db, candidate.id, new Date(Date.now() - 30 * DAY_MS));
  return { done: true, apparitions_30j: seen.apparitions, top10_30j: seen.top10, recherches_30j: seen.recherches };
}
