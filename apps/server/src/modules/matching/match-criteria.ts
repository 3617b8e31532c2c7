import type { NivExp } from '@passerelle/shared';

/** A candidate search as the ranking reads it (the SQL reference and the index alike). */
export interface SearchCriteria {
  /** Distinct skill keys, at least one. */
  skills: string[];
  /** Distinct nice-to-have skill keys, none of `skills` (DECISIONS §6.8); none when absent. */
  plus?: string[];
  nivExp: NivExp | null;
  dateDispo: string | null;
  /** Only the availabilities confirmed at or after `confirmedSince` (DECISIONS §6.2 `confirmed_only`). */
  confirmedOnly: boolean;
  /** Epoch ms: a confirmation at or after it counts as confirmed (30 days before the search). */
  confirmedSince: number;
  /** searchmatch's free text (DECISIONS §6.8); the index does not read it: the SQL reference answers. */
  q?: string | null;
}
