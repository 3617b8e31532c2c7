import {
  EXPOSURE_AGE_BANDS,
  EXPOSURE_DEFAULT_DAYS,
  type ExposureReportBody,
  type ExposureReportResponse,
  type MyExposureResponse,
  matchParts,
  type NivExp,
  type OffreMatchBody,
  type OffreMatchResponse,
  SEXES,
  type SearchLogBody,
  type SearchLogLine,
  type SearchLogResponse,
  type VerifySearchLogResponse,
} from '@passerelle/shared';
import type { AppContext } from '../../context.js';
import { fail } from '../../lib/errors.js';
import { limitOffset, pageInfo, pageRequest } from '../../lib/paging.js';
import type { AuthContext } from '../../plugins/app/auth.js';
import { callerCandidate } from '../access/access.service.js';
import { readOfferSeenBy } from '../offers/applications.service.js';
import { findCandidateByUserId } from '../profiles/profiles.repository.js';
import { scoreOfCandidate } from './matching.repository.js';
import { searchedSkills } from './matching.service.js';
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

/**
 * cd/offreMatch: the candidate's score against an offer it may read (else the offer page's 404), the offer
 * searched as the Bridge match searches it: its technologies as the required skills, its start as the date, no
 * level. The score comes from the SQL that ranks the searches (one source of truth); its parts and the ✓/✗ from
 * the shared reference the tests pin that SQL to.
 */
export async function offreMatch(ctx: AppContext, auth: AuthContext, body: OffreMatchBody): Promise<OffreMatchResponse> {
  const candidate = await callerCandidate(ctx.db, auth, { refusal: 'profile.required_first' });
  const { offer } = await readOfferSeenBy(ctx.db, body.id, candidate.id);
  const searched = searchedSkills(await ctx.skills.fresh(), offer.tech);
  const keys = searched.map((s) => s.key);
  const owned = new Set(candidate.matchSkills);
  const parts = matchParts(
    { skills: keys, dateDispo: offer.dateDebut },
    { skills: candidate.matchSkills, nivExp: candidate.nivExp as NivExp, dispo: candidate.dispo },
    (key) => key,
  );
  const score =
    keys.length === 0
      ? parts.score
      : await scoreOfCandidate(ctx.db, { skills: keys, plus: [], nivExp: null, dateDispo: offer.dateDebut }, candidate.id);
  return {
    done: true,
    score: score ?? parts.score,
    c1: parts.c1,
    c2: parts.c2,
    c3: parts.c3,
    skills: searched.map((s) => ({ label: s.label, ok: owned.has(s.key) })),
  };
}

const share = (part: number, whole: number) => (whole === 0 ? 0 : Math.round((part / whole) * 10_000) / 10_000);

/**
 * adm/exposureReport (DECISIONS §6.8): by sex and by age band, the share of the pool (active candidates) and of the
 * appearances in the first ten results of the searches of the last `jours` days; `ratio` is the four-fifths rule's
 * impact ratio: the group's rate (share of the appearances over share of the pool) over the best rate of its
 * criterion, null for an empty group or when nobody of the criterion appeared. Every group is listed, empty or not.
 */
export async function exposureReport(ctx: AppContext, body: ExposureReportBody): Promise<ExposureReportResponse> {
  const jours = body?.jours ?? EXPOSURE_DEFAULT_DAYS;
  await ctx.searchLog.flush();
  const now = Date.now();
  const counts = await log.exposureCounts(ctx.db, new Date(now - jours * DAY_MS), new Date(now).toISOString().slice(0, 10));
  const criteria = [
    { critere: 'sex' as const, groupes: [...SEXES] as string[] },
    { critere: 'age' as const, groupes: [...EXPOSURE_AGE_BANDS] as string[] },
  ];
  const groupes = criteria.flatMap(({ critere, groupes: names }) => {
    const of = (groupe: string) => counts.find((c) => c.critere === critere && c.groupe === groupe) ?? { vivier: 0, top10: 0 };
    const vivier = names.reduce((sum, g) => sum + of(g).vivier, 0);
    const top10 = names.reduce((sum, g) => sum + of(g).top10, 0);
    // Appearances per member of the pool, relative to the criterion's (from the counts, not the rounded shares).
    const rates = names.map((g) => (of(g).vivier === 0 || top10 === 0 ? null : of(g).top10 / top10 / (of(g).vivier / vivier)));
    const best = Math.max(0, ...rates.filter((r): r is number => r !== null));
    return names.map((groupe, i) => {
      const rate = rates[i] ?? null;
      return {
        critere,
        groupe,
        part_vivier: share(of(groupe).vivier, vivier),
        part_top10: share(of(groupe).top10, top10),
        ratio: rate === null || best === 0 ? null : Math.round((rate / best) * 1000) / 1000,
      };
    });
  });
  const apparitions = counts.filter((c) => c.critere === 'sex').reduce((sum, c) => sum + c.top10, 0);
  return { done: true, groupes, jours, apparitions_top10: apparitions };
}
