import { LINK_TOKEN_PURPOSES, type LinkPurpose, TOKEN_HEADER } from '@passerelle/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readTable } from '../../security/permission-matrix-table.js';
import { makeLinkToken, makeUser } from '../../test/factories.js';
import { makeClient, makeInvitation } from '../../test/marketplace.js';
import { ROUTE_CASES } from '../../test/route-cases.js';
import type { World } from '../../test/security-world.js';
import { buildTestApp, type TestApp } from '../../test/test-app.js';
import type { CatalogEntry } from './access.js';

/**
 * Issue 28 §8: a link route's purpose is its contract's (`access.link(purpose)`), handed by the auth hook to
 * the token check. A live token of one purpose is refused on every route of another, and is not spent
 * there: it still works on its own route afterwards. The routes come from the catalogue, so a new link
 * route is covered without a new line.
 */
let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(async () => t?.close());

const purposeOf = (entry: CatalogEntry) => (entry.access.kind === 'link' ? entry.access.purpose : undefined);

/** A live token of this purpose, held by an account its own route accepts (as the permission matrix builds it). */
async function liveToken(purpose: LinkPurpose): Promise<string> {
  if (purpose === 'team_invite') return (await makeInvitation(t.app.ctx, (await makeClient(t.app.ctx)).client.id)).token;
  const holder = await makeUser(t.app.ctx, { role: 'client', verified: purpose !== 'verify_email' });
  return makeLinkToken(t.app.ctx, holder.user.id, purpose);
}

/** The route's row of the permission matrix builds a valid request; link rows read nothing of the world. */
const EXPECTED = readTable();

async function call(entry: CatalogEntry, token: string) {
  const row = ROUTE_CASES[`${entry.method} ${entry.url}`];
  if (!row) throw new Error(`no row for ${entry.url}`);
  const request = await row.build({ t } as World, 'client');
  // What the route answers its own live token: the « link-token » column of the permission matrix's table.
  const ok = Number(EXPECTED.rows[`${entry.method} ${entry.url}`]?.['link-token']);
  const res = await t.app.inject({
    method: entry.method as 'POST',
    url: entry.url,
    headers: { [TOKEN_HEADER]: token },
    payload: (request.body ?? {}) as object,
  });
  return { res, ok };
}

describe('link routes: the contract names the purpose', () => {
  it('every purpose has a route, and every link route declares one', () => {
    const routes = t.app.routeCatalog.filter((entry) => entry.access.kind === 'link');
    expect(new Set(routes.map(purposeOf))).toEqual(new Set<LinkPurpose>([...LINK_TOKEN_PURPOSES, 'team_invite']));
  });

  it('a token of another purpose is refused, and stays usable on its own route', async () => {
    const routes = t.app.routeCatalog.filter((entry) => entry.access.kind === 'link');
    const mismatches: string[] = [];
    for (const target of routes) {
      for (const own of routes) {
        const purpose = purposeOf(own) as LinkPurpose;
        if (purpose === purposeOf(target)) continue;
        const token = await liveToken(purpose);
        const refused = (await call(target, token)).res;
        if (refused.statusCode !== 401 || refused.json().code !== 'auth.link_invalid') {
          mismatches.push(`${purpose} token on ${target.url}: ${refused.statusCode} ${refused.body.slice(0, 120)}`);
        }
        const { res, ok } = await call(own, token);
        if (res.statusCode !== ok)
          mismatches.push(`${purpose} token on ${own.url} after: ${res.statusCode} ${res.body.slice(0, 120)}`);
      }
    }
    expect(mismatches).toEqual([]);
  });
});
