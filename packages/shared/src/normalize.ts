/**
 * Normalised form of a skill or technology tag (DECISIONS §5, §6.1): lower case, accents removed, trimmed,
 * inner whitespace collapsed to one space. Symbols are kept, because they tell skills apart: `c`, `c#`,
 * `c++`, `.net`, `node.js` are five keys. Matching, duplicates and the skill vocabulary all compare this form
 * (a known skill's key is the normalised form of its canonical label: apps/server/src/lib/skills).
 *
 * Only combining marks (`\p{M}`) go after NFD, which is exactly "accents removed"; `\p{Diacritic}` would
 * also remove spacing symbols (`^`, `` ` ``, `´`, `·`) and modifier letters, so that `c^` and `c` collided.
 * Lower case comes first: `İ` lowers to `i` plus a combining dot, which must go too.
 */
export function normalizeTag(tag: string): string {
  return tag.normalize('NFD').toLowerCase().replace(/\p{M}/gu, '').trim().replace(/\s+/g, ' ');
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
