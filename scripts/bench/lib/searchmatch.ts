// What the bench's searchmatch rows send (issue 10), shared by scripts/bench/bench.ts and searchmatch-load.ts
// (issue 20), so that both measure the same searches the same way.
import { TOKEN_HEADER } from '@passerelle/shared';
import { SKILLS } from '../../../apps/server/src/seed/vocabulary.js';

/** The four kinds of candidate search, by label. */
export const SEARCH_KINDS: [string, Record<string, unknown>][] = [
  ['1 popular skill', { skills: [SKILLS[0]] }],
  ['3 skills + level + date', { skills: SKILLS.slice(1, 4), niv_exp: '1-10', date_dispo: '2026-06-01' }],
  ['5 rarer skills', { skills: SKILLS.slice(40, 45) }],
  ['10 popular skills, page 3', { skills: SKILLS.slice(0, 10), page: 3 }],
];

/** A POST of a JSON body with the session token, against the server at `base`: the parsed answer, or an error. */
export function jsonPoster(base: string) {
  return async function post<T>(url: string, body: unknown, token = ''): Promise<T> {
    const response = await fetch(base + url, {
      method: 'POST',
      headers: { 'content-type': 'application/json', [TOKEN_HEADER]: token },
      body: JSON.stringify(body),
    });
    const text = await response.text();
    if (!response.ok) throw new Error(`${url}: ${response.status} ${text.slice(0, 200)}`);
    return JSON.parse(text) as T;
  };
}
