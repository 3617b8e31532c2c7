import { MATCH_LATE_DAYS, MATCH_OVERQUALIFIED_C1, MATCH_PLUS_WEIGHT, MATCH_WEIGHTS } from './constants.js';
import { NIV_EXPS, type NivExp } from './enums.js';
import { normalizeTag } from './normalize.js';

/**
 * The match score of DECISIONS §3 as §6.8 grades it, as a reference implementation: the server computes the
 * same score in SQL and in its candidate index, and tests pin both to it.
 *   c1 = 1 when the candidate's level equals the searched one (or none is searched), 0.5 when it is above
 *        (over-qualified), 0 when below
 *   c2 = (required skills found + ½ · nice-to-have skills found) / (required + ½ · nice-to-have), skills
 *        compared by key (`keyOf`: the server passes its vocabulary's, so `ReactJS` is React); a candidate's
 *        skills are its skills list and its experiences' technologies
 *   c3 = 1 when available on or before the searched date (or none is searched), else max(0, 1 − days late / 60)
 *   score = 30·c1 + 50·c2 + 20·c3, shown rounded (half up).
 * In integers (the SQL and the index compute exactly this): with c1 in halves (h ∈ {0, 1, 2}), the skills in
 * units (a required skill 2, a nice-to-have 1: N units searched, f found) and L = 60,
 *   X = 30·h·L·N + 50·f·2L + 20·(L − late)·2N over D = 2·L·N, and score = ⌊(2X + D) / 2D⌋.
 */
export interface MatchQuery {
  skills: readonly string[];
  /** Nice-to-have skills (« un plus »): half the weight of a required one. A skill in both lists is required. */
  skillsPlus?: readonly string[];
  nivExp?: NivExp | null;
  /** ISO date */
  dateDispo?: string | null;
}

export interface MatchCandidate {
  /** Its skills and its experiences' technologies. */
  skills: readonly string[];
  nivExp: NivExp;
  /** ISO date */
  dispo: string;
}

/** A score and its parts, as a search answer carries them. */
export interface MatchParts {
  score: number;
  /** 0, 0.5 or 1. */
  c1: number;
  /** The weighted share of the skills found, 0 to 1 (4 decimals). */
  c2: number;
  /** 0 to 1 (4 decimals). */
  c3: number;
  /** Skills found and skills searched, both lists counted (« 6 compétences sur 17 »). */
  matched: number;
  asked: number;
}

/** Units of a required and of a nice-to-have skill (MATCH_PLUS_WEIGHT = 1/2). */
export const REQUIRED_UNITS = 2;
export const PLUS_UNITS = REQUIRED_UNITS * MATCH_PLUS_WEIGHT;

/** A level's rank, from 1 (NIV_EXPS order: `<1`, `1-10`, `>10`); 0 when unknown. */
export const levelRank = (level: string | null | undefined): number => (level ? NIV_EXPS.indexOf(level as NivExp) + 1 : 0);

/** c1 in halves: 2 when equal or none searched, 1 when above (over-qualified), 0 when below. */
export function levelHalves(searched: NivExp | null | undefined, candidate: NivExp): number {
  if (!searched) return 2;
  const delta = levelRank(candidate) - levelRank(searched);
  return delta === 0 ? 2 : delta > 0 ? MATCH_OVERQUALIFIED_C1 * 2 : 0;
}

const DAY_MS = 86_400_000;
/** Days after the searched date the candidate becomes available, 0 to MATCH_LATE_DAYS. */
export function availabilityDaysLate(dispo: string, date: string | null | undefined): number {
  if (!date) return 0;
  const late = Math.round(
    (Date.parse(`${dispo.slice(0, 10)}T00:00:00Z`) - Date.parse(`${date.slice(0, 10)}T00:00:00Z`)) / DAY_MS,
  );
  return Math.min(MATCH_LATE_DAYS, Math.max(0, late));
}

/** The integer score of DECISIONS §6.8 from its integer parts (above). */
export function gradedScore(halves: number, found: number, units: number, late: number): number {
  const L = MATCH_LATE_DAYS;
  const x =
    MATCH_WEIGHTS.experience * halves * L * units +
    MATCH_WEIGHTS.skills * found * 2 * L +
    MATCH_WEIGHTS.availability * (L - late) * 2 * units;
  const d = 2 * L * units;
  return Math.floor((2 * x + d) / (2 * d));
}

/** The searched skills once each by key: required first; a nice-to-have that is also required is dropped. */
export function searchedKeys(query: Pick<MatchQuery, 'skills' | 'skillsPlus'>, keyOf: (tag: string) => string = normalizeTag) {
  const required = [...new Set(query.skills.map(keyOf))].filter((k) => k !== '');
  const plus = [...new Set((query.skillsPlus ?? []).map(keyOf))].filter((k) => k !== '' && !required.includes(k));
  return { required, plus };
}

const round4 = (x: number) => Math.round(x * 10_000) / 10_000;

export function matchParts(
  query: MatchQuery,
  candidate: MatchCandidate,
  keyOf: (tag: string) => string = normalizeTag,
): MatchParts {
  const { required, plus } = searchedKeys(query, keyOf);
  const units = REQUIRED_UNITS * required.length + PLUS_UNITS * plus.length;
  const owned = new Set(candidate.skills.map(keyOf));
  const requiredFound = required.filter((s) => owned.has(s)).length;
  const plusFound = plus.filter((s) => owned.has(s)).length;
  const found = REQUIRED_UNITS * requiredFound + PLUS_UNITS * plusFound;
  const halves = levelHalves(query.nivExp, candidate.nivExp);
  const late = availabilityDaysLate(candidate.dispo, query.dateDispo);
  const noDate = !query.dateDispo;
  return {
    score: units === 0 ? 0 : gradedScore(halves, found, units, late),
    c1: halves / 2,
    c2: units === 0 ? 0 : round4(found / units),
    c3:
      noDate || candidate.dispo.slice(0, 10) <= (query.dateDispo as string)
        ? 1
        : round4((MATCH_LATE_DAYS - late) / MATCH_LATE_DAYS),
    matched: requiredFound + plusFound,
    asked: required.length + plus.length,
  };
}

export function matchScore(query: MatchQuery, candidate: MatchCandidate, keyOf: (tag: string) => string = normalizeTag): number {
  return matchParts(query, candidate, keyOf).score;
}
