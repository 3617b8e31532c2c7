// What the bench's searchmatch rows send (issue 10), shared by scripts/bench/bench.ts and searchmatch-load.ts
// (issue 20), so that both measure the same searches the same way.
import http from 'node:http';
import { TOKEN_HEADER } from '@passerelle/shared';
import { SKILLS } from '../../../apps/server/src/seed/vocabulary.js';

/** The four kinds of candidate search, by label. */
export const SEARCH_KINDS: [string, Record<string, unknown>][] = [
  ['1 popular skill', { skills: [SKILLS[0]] }],
  ['3 skills + level + date', { skills: SKILLS.slice(1, 4), niv_exp: '1-10', date_dispo: '2026-06-01' }],
  ['5 rarer skills', { skills: SKILLS.slice(40, 45) }],
  ['10 popular skills, page 3', { skills: SKILLS.slice(0, 10), page: 3 }],
];

/**
 * A POST of a JSON body with the session token, against the server at `base`: the parsed answer, or an error.
 * Over node:http with kept-alive connections (one per concurrent caller) rather than fetch: the clients share
 * the machine's two cores with the server, and fetch cost them about twice the CPU per request (issue 20).
 */
export function jsonPoster(base: string) {
  const agent = new http.Agent({ keepAlive: true, maxSockets: 256 });
  const { hostname, port } = new URL(base);
  return function post<T>(url: string, body: unknown, token = ''): Promise<T> {
    const payload = JSON.stringify(body);
    return new Promise<T>((resolve, reject) => {
      const request = http.request(
        {
          agent,
          hostname,
          port,
          path: url,
          method: 'POST',
          headers: { 'content-type': 'application/json', 'content-length': Buffer.byteLength(payload), [TOKEN_HEADER]: token },
        },
        (response) => {
          const chunks: Buffer[] = [];
          response.on('data', (chunk: Buffer) => chunks.push(chunk));
          response.on('end', () => {
            const text = Buffer.concat(chunks).toString('utf8');
            const status = response.statusCode ?? 0;
            if (status < 200 || status >= 300) reject(new Error(`${url}: ${status} ${text.slice(0, 200)}`));
            else resolve(JSON.parse(text) as T);
          });
          response.on('error', reject);
        },
      );
      request.on('error', reject);
      request.end(payload);
    });
  };
}
