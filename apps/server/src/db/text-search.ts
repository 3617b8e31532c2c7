import { type SQL, type SQLWrapper, sql } from 'drizzle-orm';

/** Escapes LIKE's wildcards so that a search text matches literally. */
function escapeLike(text: string): string {
  return text.replace(/[\\%_]/g, (c) => `\\${c}`);
}

/** The words of a search text: « Lefèvre  Camille » → ['Lefèvre', 'Camille'] (at most 8, the rest ignored). */
function searchWords(search: string): string[] {
  return search.split(/\s+/).filter(Boolean).slice(0, 8);
}

/**
 * "Contains every word of this text", case- and accent-insensitively, over several columns read as one
 * text (the staff lists' search box): « Camille Lefèvre » and « Lefèvre Camille » both find her (issue 16).
 * `unaccent` comes from the first migration. Meant for staff lists, not for hot paths: it reads every
 * row of the list it filters.
 */
export function containsText(search: string, columns: SQLWrapper[]): SQL {
  const haystack = sql`public.unaccent(lower(concat_ws(' ', ${sql.join(columns, sql`, `)})))`;
  const words = searchWords(search);
  if (words.length === 0) return sql`true`;
  return sql.join(
    words.map((word) => sql`${haystack} LIKE '%' || public.unaccent(lower(${escapeLike(word)})) || '%'`),
    sql` AND `,
  );
}
