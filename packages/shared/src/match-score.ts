import { MATCH_WEIGHTS } from './constants.js';
import type { NivExp } from './enums.js';
import { normalizeTag } from './normalize.js';

/**
 * The match score of DECISIONS §3, as a reference implementation: the server computes the same
 * score in SQL (so that ranking and paging happen in the database) and tests pin both to it.
 *   c1 = 1 when the candidate's experience level equals the searched one (1 when none is searched)
 *   c2 = how many searched skills the candidate has, compared by skill key: `keyOf` gives a tag's key (the
 *        server passes its vocabulary's, so `ReactJS` is React; by default the normalised form)
 *   c3 = 1 when the candidate is available on or before the searched date (1 when none is searched)
 *   score = 30·c1 + 50·c2/n + 20·c3, shown rounded.
 */
export interface MatchQuery {
  skills: readonly string[];
  nivExp?: NivExp | null;
  /** ISO date */
  dateDispo?: string | null;
}

export interface MatchCandidate {
  skills: readonly string[];
  nivExp: NivExp;
  /** ISO date */
  dispo: string;
}

export function matchScore(query: MatchQuery, candidate: MatchCandidate, keyOf: (tag: string) => string = normalizeTag): number {
  const searched = [...new Set(query.skills.map(keyOf))];
  if (searched.length === 0) return 0;
  const owned = new Set(candidate.skills.map(keyOf));
  const c1 = !query.nivExp || query.nivExp === candidate.nivExp ? 1 : 0;
  const c2 = searched.filter((s) => owned.has(s)).length;
  const c3 = !query.dateDispo || candidate.dispo <= query.dateDispo ? 1 : 0;
  return Math.round(
    MATCH_WEIGHTS.experience * c1 + (MATCH_WEIGHTS.skills * c2) / searched.length + MATCH_WEIGHTS.availability * c3,
  );
}
