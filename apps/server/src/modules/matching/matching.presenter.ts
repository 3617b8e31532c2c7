import { type MatchCard, matchParts, type NivExp, normalizeTag } from '@passerelle/shared';
import type { SkillVocabulary } from '../../lib/skills/vocabulary.js';
import { presentCandidatePublicProfile } from '../profiles/profiles.presenter.js';
import type { CandidateEntries } from '../profiles/profiles.repository.js';
import { keysOf } from '../skills/skill-keys.js';
import type { MatchRow } from './matching.repository.js';

/** A searched skill: as the client (or the offer) wrote it, and its skill key (modules/skills/skill-keys.ts). */
export interface SearchedSkill {
  label: string;
  key: string;
}

/**
 * How the candidate wrote a skill they match, when it differs from the searched spelling beyond case and
 * accents (searched `React`, tagged `ReactJS`); null when one of their tags is the searched spelling.
 */
function ownSpelling(row: MatchRow, skill: SearchedSkill, vocab: SkillVocabulary): string | null {
  // skills_norm holds the key of each skill, position by position; older rows are resolved here.
  const keys = row.skillsNorm.length === row.skills.length ? row.skillsNorm : keysOf(vocab, row.skills);
  const own = row.skills.filter((_, i) => keys[i] === skill.key);
  const searched = normalizeTag(skill.label);
  if (own.length === 0 || own.some((tag) => normalizeTag(tag) === searched)) return null;
  return (own[0] as string).trim();
}

/** What a card is scored against: the searched skills, both lists, and the level and date searched. */
export interface CardSearch {
  required: readonly SearchedSkill[];
  plus: readonly SearchedSkill[];
  nivExp: NivExp | null;
  dateDispo: string | null;
}

/**
 * A search card: the public profile, the score the ranking computed, its parts (c1, c2, c3 from the shared
 * reference, on the same row: the tests pin them to the score), « 6 compétences sur 17 », and the searched
 * skills split into matched and missing so that the score explains itself (DECISIONS §3, §6.8), with the
 * candidate's own spelling of each matched skill (DECISIONS §6.1: « React (ReactJS) »). A skill found only in
 * the candidate's experiences is matched too.
 */
export function presentMatchCard(
  row: MatchRow,
  search: CardSearch,
  entries: CandidateEntries,
  vocab: SkillVocabulary,
): MatchCard {
  const owned = new Set(row.matchSkills);
  const searched = [...search.required, ...search.plus];
  const matched = searched.filter((s) => owned.has(s.key));
  const parts = matchParts(
    {
      skills: search.required.map((s) => s.key),
      skillsPlus: search.plus.map((s) => s.key),
      nivExp: search.nivExp,
      dateDispo: search.dateDispo,
    },
    { skills: row.matchSkills, nivExp: row.nivExp as NivExp, dispo: row.dispo },
    (key) => key,
  );
  return {
    ...presentCandidatePublicProfile(row, entries),
    score: row.score,
    c1: parts.c1,
    c2: parts.c2,
    c3: parts.c3,
    competences_trouvees: parts.matched,
    competences_demandees: parts.asked,
    matched: matched.map((s) => s.label),
    missing: search.required.filter((s) => !owned.has(s.key)).map((s) => s.label),
    missing_plus: search.plus.filter((s) => !owned.has(s.key)).map((s) => s.label),
    matched_spellings: matched.map((s) => ({ skill: s.label, spelling: ownSpelling(row, s, vocab) })),
    favori: row.favori,
    demande: row.demande,
  };
}
