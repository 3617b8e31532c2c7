import { normalizeTag } from '@passerelle/shared';

/**
 * The account lists' live search (SPEC §2): every word typed is found in one of the fields, ignoring
 * case, accents and extra spaces.
 */
export function matchesSearch(query: string, fields: readonly (string | null | undefined)[]): boolean {
  const words = normalizeTag(query).split(' ').filter(Boolean);
  if (words.length === 0) return true;
  const haystack = normalizeTag(fields.filter(Boolean).join(' '));
  return words.every((word) => haystack.includes(word));
}
