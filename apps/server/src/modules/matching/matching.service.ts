import {
  type BridgeMatchResponse,
  matchParts,
  type NivExp,
  type OfferEtat,
  SEARCH_LOG_RESULTS,
  type SearchMatchBody,
  type SearchMatchResponse,
} from '@passerelle/shared';
import type { AppContext } from '../../context.js';
import { AppError, fail } from '../../lib/errors.js';
import { pageInfo } from '../../lib/paging.js';
import type { SkillVocabulary } from '../../lib/skills/vocabulary.js';
import type { AuthContext } from '../../plugins/app/auth.js';
import { callerCompany } from '../access/access.service.js';
import { entriesOfRows, findClientByUserId } from '../profiles/profiles.repository.js';
import { presentMatchCard, type SearchedSkill } from './matching.presenter.js';
import * as repo from './matching.repository.js';
import type { LoggedResult } from './search-log.js';

/** Candidate search and Bridge match (SPEC §2 srcd and bmatch, DECISIONS §3–§4). */

/**
 * Searched skills once each by skill key, in the order given (DECISIONS §5, §6.1): `React` and `ReactJS`
 * are one skill, counted once in n; the first spelling is the one the card names.
 */
export function searchedSkills(vocab: SkillVocabulary, labels: readonly string[]): SearchedSkill[] {
  const seen = new Map<string, SearchedSkill>();
  for (const label of labels) {
    const { key } = vocab.resolve(label);
    if (key !== '' && !seen.has(key)) seen.set(key, { label: label.trim(), key });
  }
  return [...seen.values()];
}

/** A ranked page and its count, for the caller's company. */
interface RankedPage {
  total: number;
  rows: repo.MatchRow[];
  clientId: number;
  /** The results the search log keeps (the first SEARCH_LOG_RESULTS of a first page), when the index ranked. */
  logged?: LoggedResult[];
}

/**
 * The ranked page from the in-memory index, once it is built and brought up to date (`synced`, the index's
 * read of the latest writes, started by the caller): the index ranks, then one statement reads the caller's
 * company, the page's profiles with the company's marks and records the search (`record`). When the index
 * cannot answer (being built, cannot read its changes, or names a candidate gone from the table), `{recorded}`
 * says whether the search was recorded already, for the SQL reference that answers instead.
 */
async function rankFromIndex(
  ctx: AppContext,
  auth: AuthContext,
  criteria: repo.SearchCriteria,
  page: { limit: number; offset: number },
  synced: Promise<void> | null,
  record: string[] | null,
): Promise<RankedPage | { recorded: boolean }> {
  const index = ctx.matchIndex;
  if (!synced) {
    if (criteria.q) return { recorded: false };
    index.warm((err) => ctx.log.error({ err }, 'candidate index build failed'));
    return { recorded: false };
  }
  try {
    await synced;
    // A first page is ranked to SEARCH_LOG_RESULTS: the log keeps them (ids and parts only: no profile read).
    const ranked = await index.search(
      criteria,
      page.offset === 0 ? { ...page, limit: Math.max(page.limit, SEARCH_LOG_RESULTS) } : page,
    );
    const shown = ranked.page.slice(0, page.limit);
    const { clientId, rows } = await repo.rankedPageOfMember(ctx.db, shown, auth.user.id, record);
    if (clientId === null) throw fail('profile.required_first');
    const logged = ranked.page.map((r): LoggedResult => [r.id, r.score, ...r.parts]);
    if (rows.length === shown.length) return { total: ranked.total, rows, clientId, logged };
    const found = new Set(rows.map((row) => row.id));
    index.forgetAndRebuild(ranked.page.filter((r) => !found.has(r.id)).map((r) => r.id));
    return { recorded: true };
  } catch (err) {
    if (err instanceof AppError) throw err;
    ctx.log.error({ err }, 'candidate index unavailable: searching in SQL');
    return { recorded: false };
  }
}

/**
 * searchmatch: scored, ranked and paged by the candidate index, the page read with its education,
 * experience, rating and the company's marks in one statement; SQL ranks until the index is built. The
 * first page of a search is recorded for the statistics (most sought skills), later pages of the same search
 * are not counted again.
 */
export async function searchMatch(ctx: AppContext, auth: AuthContext, body: SearchMatchBody): Promise<SearchMatchResponse> {
  const q = body.q?.trim() || null;
  // Started now, so that it includes every write committed before this request; awaited below. The index
  // does not read the candidates' text: a search with `q` is answered by the SQL reference.
  const synced = ctx.matchIndex.ready && !q ? ctx.matchIndex.sync() : null;
  synced?.catch(() => undefined);
  const vocab = await ctx.skills.fresh();
  const searched = searchedSkills(vocab, body.skills);
  const plus = searchedSkills(vocab, body.skills_plus ?? []).filter((p) => !searched.some((s) => s.key === p.key));
  const criteria: repo.SearchCriteria = {
    skills: searched.map((s) => s.key),
    plus: plus.map((s) => s.key),
    nivExp: body.niv_exp || null,
    dateDispo: body.date_dispo || null,
    confirmedOnly: body.confirmed_only === true,
    confirmedSince: repo.confirmedSince(Date.now()),
    q,
  };
  const page = { limit: body.size, offset: body.page * body.size };
  const record = body.page === 0 ? [...criteria.skills, ...(criteria.plus ?? [])] : null;
  let ranked = q ? { recorded: false } : await rankFromIndex(ctx, auth, criteria, page, synced, record);
  if ('recorded' in ranked) {
    // The reference search in SQL.
    const client = await findClientByUserId(ctx.db, auth.user.id);
    if (!client) throw fail('profile.required_first');
    const recorded = ranked.recorded;
    // A first page read to SEARCH_LOG_RESULTS rows, for the log, as the index does.
    const read = page.offset === 0 ? { ...page, limit: Math.max(page.limit, SEARCH_LOG_RESULTS) } : page;
    const [found] = await Promise.all([
      repo.searchCandidates(ctx.db, criteria, client.id, read),
      record && !recorded ? repo.recordSearch(ctx.db, client.id, record) : undefined,
    ]);
    const logged = found.rows.map((row): LoggedResult => {
      const parts = matchParts(
        { skills: criteria.skills, skillsPlus: criteria.plus, nivExp: criteria.nivExp, dateDispo: criteria.dateDispo },
        { skills: row.matchSkills, nivExp: row.nivExp as NivExp, dispo: row.dispo },
        (key) => key,
      );
      return [row.id, row.score, parts.c1, parts.c2, parts.c3];
    });
    ranked = { total: found.total, rows: found.rows.slice(0, page.limit), clientId: client.id, logged };
  }
  const { total, rows } = ranked;
  const entries = entriesOfRows(rows);
  const cardSearch = { required: searched, plus, nivExp: criteria.nivExp, dateDispo: criteria.dateDispo };
  const candidats = rows.map((row) => presentMatchCard(row, cardSearch, entries, vocab));
  ctx.searchLog.record({
    kind: 'searchmatch',
    userId: auth.user.id,
    clientId: ranked.clientId,
    criteria: {
      skills: criteria.skills,
      skills_plus: criteria.plus ?? [],
      niv_exp: criteria.nivExp,
      date_dispo: criteria.dateDispo,
      confirmed_only: criteria.confirmedOnly,
      q,
      page: body.page,
      size: body.size,
    },
    results: ranked.logged ?? candidats.map((c): LoggedResult => [c.id, c.score, c.c1, c.c2, c.c3]),
  });
  return { done: true, candidats, ...pageInfo(total, { page: body.page, size: body.size }) };
}

/** bmatch: the client's open offers, newest first, each with its best-matching candidates. */
export async function bridgeMatch(ctx: AppContext, auth: AuthContext, clientId: number): Promise<BridgeMatchResponse> {
  const [client, vocab] = await Promise.all([callerCompany(ctx.db, auth, { named: clientId }), ctx.skills.fresh()]);
  const openOffers = (await repo.listOpenOffers(ctx.db, client.id)).map((offer) => ({
    ...offer,
    searched: searchedSkills(vocab, offer.tech),
  }));
  const rows = await repo.bridgeMatch(
    ctx.db,
    client.id,
    openOffers.map((offer) => ({ id: offer.id, dateDebut: offer.dateDebut, skills: offer.searched.map((s) => s.key) })),
  );
  const entries = entriesOfRows(rows);
  return {
    done: true,
    data: openOffers.map((offer) => {
      const { searched } = offer;
      const candidats = rows
        .filter((r) => r.offerId === offer.id)
        .map((row) =>
          presentMatchCard(row, { required: searched, plus: [], nivExp: null, dateDispo: offer.dateDebut }, entries, vocab),
        );
      // Each offer's ranking is a search: one log row (DECISIONS §6.8).
      ctx.searchLog.record({
        kind: 'bmatch',
        userId: auth.user.id,
        clientId: client.id,
        criteria: { offre: offer.id, skills: searched.map((s) => s.key), date_dispo: offer.dateDebut },
        results: candidats.map((c): LoggedResult => [c.id, c.score, c.c1, c.c2, c.c3]),
      });
      return {
        offre: {
          id: offer.id,
          titre: offer.titre,
          date_debut: offer.dateDebut,
          date_fin: offer.dateFin,
          tech: offer.tech,
          etat: offer.etat as OfferEtat,
        },
        candidats,
      };
    }),
  };
}
