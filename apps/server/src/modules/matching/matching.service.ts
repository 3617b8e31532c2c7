import type { BridgeMatchResponse, OfferEtat, SearchMatchBody, SearchMatchResponse } from '@passerelle/shared';
import type { AppContext } from '../../context.js';
import { fail } from '../../lib/errors.js';
import { pageInfo } from '../../lib/paging.js';
import type { SkillVocabulary } from '../../lib/skills/vocabulary.js';
import type { AuthContext } from '../../plugins/app/auth.js';
import { findClientByUserId, listEntriesOfCandidates } from '../profiles/profiles.repository.js';
import { ownClientRecord } from '../profiles/record-ownership.js';
import { presentMatchCard, type SearchedSkill } from './matching.presenter.js';
import * as repo from './matching.repository.js';

/** Candidate search and Bridge match (SPEC §2 srcd and bmatch, DECISIONS §3–§4). */

/**
 * Searched skills once each by skill key, in the order given (DECISIONS §5, §6.1): `React` and `ReactJS`
 * are one skill, counted once in n; the first spelling is the one the card names.
 */
function searchedSkills(vocab: SkillVocabulary, labels: readonly string[]): SearchedSkill[] {
  const seen = new Map<string, SearchedSkill>();
  for (const label of labels) {
    const { key } = vocab.resolve(label);
    if (key !== '' && !seen.has(key)) seen.set(key, { label: label.trim(), key });
  }
  return [...seen.values()];
}

/**
 * The ranked page: from the in-memory index once it is built and brought up to date (`synced`, the
 * index's read of the latest writes, started by the caller), from SQL until then (the first seconds
 * after a start) or if the index cannot read its changes.
 */
async function rankCandidates(
  ctx: AppContext,
  criteria: repo.SearchCriteria,
  clientId: number,
  page: { limit: number; offset: number },
  synced: Promise<void> | null,
): Promise<{ total: number; rows: repo.MatchRow[] }> {
  const index = ctx.matchIndex;
  if (synced) {
    try {
      await synced;
      const ranked = index.search(criteria, page);
      const rows = await repo.rankedPage(ctx.db, ranked.page, clientId);
      if (rows.length === ranked.page.length) return { total: ranked.total, rows };
      const found = new Set(rows.map((row) => row.id));
      index.forgetAndRebuild(ranked.page.filter((r) => !found.has(r.id)).map((r) => r.id));
    } catch (err) {
      ctx.log.error({ err }, 'candidate index unavailable: searching in SQL');
    }
  } else {
    index.warm((err) => ctx.log.error({ err }, 'candidate index build failed'));
  }
  return repo.searchCandidates(ctx.db, criteria, clientId, page);
}

/**
 * searchmatch: scored, ranked and paged by the candidate index (SQL until it is built); the page's
 * education and experience in one query each. The first page of a search is recorded for the statistics
 * (most sought skills), later pages of the same search are not counted again. Independent reads run
 * together: the index's catch-up beside the client lookup, the entries beside the search record.
 */
export async function searchMatch(ctx: AppContext, auth: AuthContext, body: SearchMatchBody): Promise<SearchMatchResponse> {
  // Started now, so that it includes every write committed before this request; awaited below.
  const synced = ctx.matchIndex.ready ? ctx.matchIndex.sync() : null;
  synced?.catch(() => undefined);
  const [client, vocab] = await Promise.all([findClientByUserId(ctx.db, auth.user.id), ctx.skills.fresh()]);
  if (!client) throw fail('profile.required_first');
  const searched = searchedSkills(vocab, body.skills);
  const criteria = {
    skills: searched.map((s) => s.key),
    nivExp: body.niv_exp || null,
    dateDispo: body.date_dispo || null,
    confirmedOnly: body.confirmed_only === true,
    confirmedSince: repo.confirmedSince(Date.now()),
  };
  const page = { limit: body.size, offset: body.page * body.size };
  const { total, rows } = await rankCandidates(ctx, criteria, client.id, page, synced);
  const ids = rows.map((r) => r.id);
  const [entries] = await Promise.all([
    listEntriesOfCandidates(ctx.db, ids),
    body.page === 0 ? repo.recordSearch(ctx.db, client.id, criteria.skills) : undefined,
  ]);
  return {
    done: true,
    candidats: rows.map((row) => presentMatchCard(row, searched, entries, vocab)),
    ...pageInfo(total, { page: body.page, size: body.size }),
  };
}

/** bmatch: the client's open offers, newest first, each with its best-matching candidates. */
export async function bridgeMatch(ctx: AppContext, auth: AuthContext, clientId: number): Promise<BridgeMatchResponse> {
  const [client, vocab] = await Promise.all([ownClientRecord(ctx.db, auth, clientId), ctx.skills.fresh()]);
  const openOffers = (await repo.listOpenOffers(ctx.db, client.id)).map((offer) => ({
    ...offer,
    searched: searchedSkills(vocab, offer.tech),
  }));
  const rows = await repo.bridgeMatch(
    ctx.db,
    client.id,
    openOffers.map((offer) => ({ id: offer.id, dateDebut: offer.dateDebut, skills: offer.searched.map((s) => s.key) })),
  );
  const ids = [...new Set(rows.map((r) => r.id))];
  const entries = await listEntriesOfCandidates(ctx.db, ids);
  return {
    done: true,
    data: openOffers.map((offer) => {
      const { searched } = offer;
      return {
        offre: {
          id: offer.id,
          titre: offer.titre,
          date_debut: offer.dateDebut,
          date_fin: offer.dateFin,
          tech: offer.tech,
          etat: offer.etat as OfferEtat,
        },
        candidats: rows.filter((r) => r.offerId === offer.id).map((row) => presentMatchCard(row, searched, entries, vocab)),
      };
    }),
  };
}
