import { type MatchCard, normalizeTag } from '@passerelle/shared';
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

/**
 * A search card: the public profile, the score computed by the database, and the searched skills split
 * into matched and missing so that the score explains itself (DECISIONS §3), with the candidate's own
 * spelling of each matched skill (DECISIONS §6.1: « React (ReactJS) »).
 */
export function presentMatchCard(
  row: MatchRow,
  searched: readonly SearchedSkill[],
  entries: CandidateEntries,
  vocab: SkillVocabulary,
): MatchCard {
  const owned = new Set(row.skillsNorm);
  const matched = searched.filter((s) => owned.has(s.key));
  return {
    ...presentCandidatePublicProfile(row, entries),
    score: row.score,
    matched: matched.map((s) => s.label),
    missing: searched.filter((s) => !owned.has(s.key)).map((s) => s.label),
    matched_spellings: matched.map((s) => ({ skill: s.label, spelling: ownSpelling(row, s, vocab) })),
    favori: row.favori,
    demande: row.demande,
  };
}
