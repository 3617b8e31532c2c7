import { type SQL, type SQLWrapper, sql } from 'drizzle-orm';

/** Escapes LIKE's wildcards so that a search text matches literally. */
export function escapeLike(text: string): string {
  return text.replace(/[\\%_]/g, (c) => `\\${c}`);
}

/**
 * "Contains this text", case- and accent-insensitively, over several columns read as one text (the
 * admin lists' search box). `unaccent` comes from the first migration. Meant for staff lists, not for
 * hot paths: it reads every row of the list it filters.
 */
export function containsText(search: string, columns: SQLWrapper[]): SQL {
  const haystack = sql`concat_ws(' ', ${sql.join(columns, sql`, `)})`;
  return sql`public.unaccent(lower(${haystack})) LIKE '%' || public.unaccent(lower(${escapeLike(search)})) || '%'`;
}
