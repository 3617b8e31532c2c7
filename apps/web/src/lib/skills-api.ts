import { skillsApi } from '@passerelle/shared/routes/skills';
import { queryOptions } from '@tanstack/react-query';
import { call } from './api-client';
import { queryKeyOf } from './query-keys';

/**
 * The skill vocabulary as every tag input reads it (DECISIONS §6.1): suggestions while typing
 * (`GET /api/skills?q=`) and the canonical form of a typed tag (`POST /api/skills/resolve`).
 */
export const skillSuggestionsQuery = (q: string) =>
  queryOptions({
    queryKey: queryKeyOf(skillsApi.suggest, { q }),
    queryFn: async ({ signal }) => (await call(skillsApi.suggest, { q }, { signal })).skills,
    enabled: q !== '',
    // The vocabulary changes only when staff curate it: a suggestion list stays good for a while.
    staleTime: 5 * 60_000,
  });

/** The canonical label of a typed tag, or null when the vocabulary does not know it (a free tag). */
export async function canonicalLabel(tag: string): Promise<string | null> {
  const { skills } = await call(skillsApi.resolve, { skills: [tag] });
  const resolved = skills[0];
  return resolved?.known ? resolved.label : null;
}
