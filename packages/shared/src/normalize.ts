/**
 * Normalised form of a skill or technology tag (DECISIONS §5): lower case, no accents, trimmed,
 * inner whitespace collapsed. Matching, duplicates and indexes all compare this form.
 * The SQL twin of this function is `lower(unaccent(...))`; the migration keeps them in step.
 */
export function normalizeTag(tag: string): string {
  return tag
    .normalize('NFD')
    .replace(/\p{Diacritic}/gu, '')
    .toLowerCase()
    .trim()
    .replace(/\s+/g, ' ');
}

/** The normalised forms of a list of tags, once each, in order: what the searches match and index. */
export function normalizeTags(tags: readonly string[]): string[] {
  return [...new Set(tags.map(normalizeTag))];
}

/** True when the list holds two tags with the same normalised form. */
export function hasDuplicateTags(tags: readonly string[]): boolean {
  const seen = new Set<string>();
  for (const tag of tags) {
    const key = normalizeTag(tag);
    if (seen.has(key)) return true;
    seen.add(key);
  }
  return false;
}

/** Adds a tag unless it is empty or already present (normalised). Returns the new list, or null when refused. */
export function addTag(tags: readonly string[], candidate: string): string[] | null {
  const tag = candidate.trim().replace(/\s+/g, ' ');
  if (tag === '') return null;
  const key = normalizeTag(tag);
  if (tags.some((t) => normalizeTag(t) === key)) return null;
  return [...tags, tag];
}
