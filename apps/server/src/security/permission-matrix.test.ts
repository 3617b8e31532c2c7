import { errorsOf, isAdminRole, type LinkTokenPurpose, ROLES, type Role } from '@passerelle/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SETTING_ADMIN_TWO_FACTOR, writeSetting } from '../modules/two-factor/settings.js';
import type { CatalogEntry } from '../plugins/app/access.js';
import { makeLinkToken, makeUser } from '../test/factories.js';
import { ROUTE_CASES, type RouteCase } from '../test/route-cases.js';
import {
  type ApiRequest,
  actorOf,
  buildWorld,
  expiredToken,
  forgedToken,
  send,
  sessionOf,
  type World,
} from '../test/security-world.js';
import { buildTestApp, type TestApp } from '../test/test-app.js';

/**
 * Issue 9, item 1, and issue 14: every route of app.routeCatalog called by every kind of caller, with
 * the status expected in each cell, derived from the route's contract (its access) and its row in
 * ROUTE_CASES. A catalogue route without a row, or a row without a route, fails the first test. Every
 * refusal must carry a code its contract declares (errorsOf), so the API reference cannot lie.
 */

const COLUMNS = [
  'anonymous',
  'forged',
  'expired',
  'link-token',
  ...ROLES,
  'unverified',
  'blocked',
  'pending',
  'other-owner',
  'member',
  'other-member',
  'staff-without-2fa',
] as const;
type Column = (typeof COLUMNS)[number];

let t: TestApp;
let w: World;
let cells = 0;
beforeAll(async () => {
  t = await buildTestApp();
  w = await buildWorld(t);
});
afterAll(async () => {
  console.info(`permission matrix: ${Object.keys(ROUTE_CASES).length} routes, ${cells} cells`);
  await t?.close();
});

const keyOf = (entry: CatalogEntry) => `${entry.method} ${entry.url}`;

/**
 * DECISIONS §3: what a pending account (verified, awaiting moderation) may not do: publish an offer, request
 * a candidate, apply, search candidates, Bridge match, favourites, alerts, shortlists, interviews.
 */
const ACTIVE_ONLY = [
  'POST /api/cl/createOffre',
  'POST /api/cl/newDmdCond',
  'POST /api/cd/postuler',
  'POST /api/cl/searchmatch',
  'POST /api/cl/bmatch',
  'POST /api/cl/brief',
  'POST /api/cl/getFavorisRefs',
  'POST /api/cl/getFavoris',
  'POST /api/cl/createFavoris',
  'POST /api/cl/deleteFavoris',
  'POST /api/cl/createAlerte',
  'POST /api/cd/createAlerte',
  'POST /api/cl/shortlistAdd',
  'POST /api/cl/getShortlist',
  'POST /api/cl/proposeEntretien',
  'POST /api/cd/acceptEntretien',
];

function okStatus(row: RouteCase, role: Role): number {
  if (typeof row.ok === 'number') return row.ok;
  return row.ok?.[role] ?? 200;
}

interface Cell {
  expected: number | null;
  /** The code the refusal must carry, when the column is about one rule. */
  code?: string;
  request: () => Promise<{ request: ApiRequest; token: string | undefined }>;
}

/** What a cell sends and what it must answer; `expected: null` when the cell does not apply. */
function cellOf(entry: CatalogEntry, row: RouteCase, column: Column): Cell {
  const { access } = entry;
  const first: Role = access.kind === 'session' ? (access.roles[0] as Role) : 'client';
  const allowed = (role: Role) => access.kind === 'public' || (access.kind === 'session' && access.roles.includes(role));
  const primary = async () => {
    const request = await row.build(w, first);
    return { request, token: (request.as ?? actorOf(w, first)).token };
  };
  const withToken = (token: () => Promise<string | undefined>) => async () => ({
    request: await row.build(w, first),
    token: await token(),
  });
  const refusedSession = access.kind === 'public' ? okStatus(row, first) : 401;

  switch (column) {
    case 'anonymous':
      return { expected: refusedSession, request: withToken(async () => undefined) };
    case 'forged':
      return {
        expected: refusedSession,
        request: withToken(async () => forgedToken(await sessionOf(w, actorOf(w, first).token))),
      };
    case 'expired':
      return { expected: refusedSession, request: withToken(() => expiredToken(w, actorOf(w, first).token)) };
    case 'link-token': {
      if (access.kind !== 'link') {
        // A link token from a mail, sent as a session token.
        return {
          expected: refusedSession,
          request: withToken(() => makeLinkToken(t.app.ctx, actorOf(w, first).user.id, 'verify_email')),
        };
      }
      // The holder of a live link token of the route's purpose.
      return {
        expected: okStatus(row, first),
        request: withToken(async () => {
          if (row.linkToken) return row.linkToken(w);
          const holder = await makeUser(t.app.ctx, { role: 'client', verified: access.purpose !== 'verify_email' });
          return makeLinkToken(t.app.ctx, holder.user.id, access.purpose as LinkTokenPurpose);
        }),
      };
    }
    case 'unverified':
    case 'blocked': {
      const account = () =>
        column === 'unverified'
          ? makeUser(t.app.ctx, { role: first, verified: false })
          : makeUser(t.app.ctx, { role: first, etat: 'blocked' });
      let expected = refusedSession;
      if (access.kind === 'session' && column === 'unverified') {
        expected = access.unverified ? (row.unverified ?? okStatus(row, first)) : 403;
      }
      // A banned user is told so (« Votre compte est désactivé »), not that the session expired (issue 16).
      const code = access.kind === 'session' && column === 'blocked' ? 'auth.account_blocked' : undefined;
      return { expected, code, request: withToken(async () => (await account()).token) };
    }
    case 'pending': {
      // DECISIONS §3: a verified account awaiting moderation is refused every action that reaches others.
      if (access.kind !== 'session' || !access.active) return { expected: null, request: primary };
      return {
        expected: 403,
        code: 'account.not_active',
        request: withToken(async () => (await makeUser(t.app.ctx, { role: first, etat: 'pending' })).token),
      };
    }
    case 'staff-without-2fa': {
      // Root made the second factor mandatory; this administrator has not turned it on (issue 14).
      if (access.kind !== 'session' || !access.roles.some(isAdminRole) || access.secondFactor !== 'required') {
        return { expected: null, request: primary };
      }
      const role = access.roles.find(isAdminRole) as Role;
      return {
        expected: 403,
        code: 'auth.two_factor_required',
        request: withToken(async () => (await makeUser(t.app.ctx, { role })).token),
      };
    }
    case 'other-owner': {
      const other = row.other;
      if (!other) return { expected: null, request: primary };
      return {
        expected: other.status,
        request: async () => {
          const request = await other.build(w, first);
          return { request, token: (request.as ?? actorOf(w, first)).token };
        },
      };
    }
    case 'member':
    case 'other-member': {
      // Issue 18: a company's members act on everything of their company, and on nothing of another's.
      if (access.kind !== 'session' || first !== 'client') return { expected: null, request: primary };
      const expected =
        column === 'member'
          ? row.member === undefined
            ? okStatus(row, first)
            : row.member
          : (row.otherMember ?? row.other?.status ?? okStatus(row, first));
      if (expected === null) return { expected: null, request: primary };
      const who = column === 'member' ? w.member : w.otherMember;
      return { expected, request: async () => ({ request: await row.build(w, first), token: who.token }) };
    }
    default: {
      const role = column;
      if (access.kind === 'link') return { expected: 401, request: withToken(async () => actorOf(w, role).token) };
      if (!allowed(role)) return { expected: 403, request: withToken(async () => actorOf(w, role).token) };
      return {
        expected: okStatus(row, role),
        request: async () => {
          const request = await row.build(w, role);
          return { request, token: (request.as ?? actorOf(w, role)).token };
        },
      };
    }
  }
}

describe('permission matrix', () => {
  it('has one row per catalogue route, and no row without a route', () => {
    const catalogue = t.app.routeCatalog.map(keyOf).sort();
    const rows = Object.keys(ROUTE_CASES).sort();
    expect(
      catalogue.filter((key) => !rows.includes(key)),
      'routes without a row in test/route-cases.ts',
    ).toEqual([]);
    expect(
      rows.filter((key) => !catalogue.includes(key)),
      'rows naming a route that no longer exists',
    ).toEqual([]);
  });

  it('DECISIONS §3: the actions that reach other users are declared for active accounts only', () => {
    // The pending column reads the contract: a contract that lost its `active` would be skipped there, not failed.
    const refused = ACTIVE_ONLY.filter((key) => {
      const access = t.app.routeCatalog.find((e) => keyOf(e) === key)?.access;
      return access?.kind !== 'session' || access.active !== true;
    });
    expect(refused, 'routes a pending account could call').toEqual([]);
  });

  for (const key of Object.keys(ROUTE_CASES)) {
    it(key, async () => {
      const entry = t.app.routeCatalog.find((e) => keyOf(e) === key);
      const row = ROUTE_CASES[key];
      if (!entry || !row) return; // reported by the test above
      const mismatches: string[] = [];
      const declared = errorsOf(entry.contract) as string[];
      for (const column of COLUMNS) {
        const cell = cellOf(entry, row, column);
        if (cell.expected === null) continue;
        const { request, token } = await cell.request();
        if (column === 'staff-without-2fa') await writeSetting(t.app.ctx.db, SETTING_ADMIN_TWO_FACTOR, true);
        const res = await send(w, entry.method, entry.url, request, token).finally(() =>
          column === 'staff-without-2fa' ? writeSetting(t.app.ctx.db, SETTING_ADMIN_TWO_FACTOR, false) : undefined,
        );
        cells += 1;
        if (res.statusCode !== cell.expected) {
          mismatches.push(`${column}: expected ${cell.expected}, got ${res.statusCode} ${res.body.slice(0, 160)}`);
        } else if (res.statusCode >= 400) {
          const failure = res.json();
          if (failure.done !== false || failure.success !== false || typeof failure.message !== 'string') {
            mismatches.push(`${column}: ${res.statusCode} without the error shape: ${res.body.slice(0, 160)}`);
          } else if (!declared.includes(failure.code)) {
            mismatches.push(`${column}: code ${failure.code} is not declared by the contract (${declared.join(', ')})`);
          } else if (cell.code && failure.code !== cell.code) {
            mismatches.push(`${column}: expected code ${cell.code}, got ${failure.code}`);
          }
        }
      }
      expect(mismatches).toEqual([]);
    });
  }
});
