import type { MatchCard } from '@passerelle/shared';
import { presentCandidatePublicProfile } from '../profiles/profiles.presenter.js';
import type { CandidateEntries } from '../profiles/profiles.repository.js';
import type { MatchRow } from './matching.repository.js';

/** A searched skill: as the client (or the offer) wrote it, and its normalised form. */
export interface SearchedSkill {
  label: string;
  norm: string;
}

/**
 * A search card: the public profile, the score computed by the database, and the searched skills split
 * into matched and missing so that the score explains itself (DECISIONS §3).
 */
export function presentMatchCard(row: MatchRow, searched: readonly SearchedSkill[], entries: CandidateEntries): MatchCard {
  const owned = new Set(row.skillsNorm);
  return {
    ...presentCandidatePublicProfile(row, entries),
    score: row.score,
    matched: searched.filter((s) => owned.has(s.norm)).map((s) => s.label),
    missing: searched.filter((s) => !owned.has(s.norm)).map((s) => s.label),
    favori: row.favori,
    demande: row.demande,
  };
}
