import type { LinkTokenPurpose } from '@passerelle/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { CatalogEntry } from '../plugins/app/access.js';
import { makeLinkToken, makeUser } from '../test/factories.js';
import { ROUTE_CASES } from '../test/route-cases.js';
import { type ApiRequest, actorOf, buildWorld, send, type World } from '../test/security-world.js';
import { buildTestApp, type TestApp } from '../test/test-app.js';

/**
 * Issue 9, item 2: hostile input to every route of the catalogue. Cases are generated from each route's
 * valid request (test/route-cases.ts) with a seeded generator (FUZZ_SEED, printed), so a failure reproduces.
 * Every answer: no 5xx, JSON; a refusal carries the French error shape and leaves every table as it was.
 * Inputs that can never be right (malformed JSON, NUL, lone surrogates, 1 MB strings, impossible dates,
 * ids out of range) must be refused (4xx); the others may be accepted (an emoji is a fine title).
 */

const SEED = Number(process.env.FUZZ_SEED ?? 20260509);
/** Cases per route: 12 in every run (CI); FUZZ_CASES=40 or more for a deeper sweep with the same seed. */
const CASES_PER_ROUTE = Number(process.env.FUZZ_CASES ?? 12);

/** mulberry32: small, fast, deterministic. */
function generator(seed: number) {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let x = Math.imul(a ^ (a >>> 15), 1 | a);
    x = (x + Math.imul(x ^ (x >>> 7), 61 | x)) ^ x;
    return ((x ^ (x >>> 14)) >>> 0) / 4294967296;
  };
}

const MEGABYTE = 'a'.repeat(1_000_000);
/** [name, value, must be refused] */
const STRINGS: [string, string, boolean][] = [
  ['nul', 'abc\u0000def', true],
  ['lone surrogate', 'abc\ud800def', true],
  ['lone low surrogate', '\udc00', true],
  ['1 MB', MEGABYTE, true],
  ['rtl override', '\u202Egnp.exe', false],
  ['emoji', '👩🏽‍💻 Développeuse 🚀', false],
  ['combining marks', 'Z̷̢͎a̴̛l̷g̸o̶ é\u0301\u0301\u0301', false],
  ['zero width', '\u200B\uFEFF\u200D', false],
  ['sql', "'; DROP TABLE users; --", false],
  ['sql or', "1' OR '1'='1", false],
  ['script', '<script>alert(1)</script>', false],
  ['attribute', '"><img src=x onerror=alert(1)>', false],
  ['path', '../../../../etc/passwd', false],
  ['template', '#{7*7}{{7*7}}<%= 7*7 %>', false],
];
const NUMBERS: [string, number, boolean][] = [
  ['negative', -1, false],
  ['zero', 0, false],
  ['int4 overflow', 2147483648, false],
  ['2^53', 2 ** 53, false],
  ['huge', 1e308, false],
  ['negative huge', -1e308, false],
  ['fraction', 1.5, false],
];
const DATES: [string, string][] = [
  ['30 February', '2026-02-30'],
  ['29 February of a common year', '2027-02-29'],
  ['month 13', '2026-13-01'],
  ['year 0', '0000-00-00'],
  ['five-digit year', '20260-01-01'],
  ['no padding', '2026-1-1'],
];
const WRONG_TYPES: unknown[] = [42, true, null, [], {}, 'texte', [1, 2], { $gt: '' }];
const MALFORMED = ['{', '{"id": 1,}', '[1, 2', 'nul', "{'id': 1}", '{"a":"\\x00"}', '\u0000', '{"id": 01}'];

interface FuzzCase {
  name: string;
  /** Turns the valid request into the hostile one. */
  mutate: (request: ApiRequest) => ApiRequest;
  mustRefuse: boolean;
}

const isDateField = (field: string) => /date|dispo|debut|fin|end/.test(field);

function bodyCases(valid: Record<string, unknown>): FuzzCase[] {
  const cases: FuzzCase[] = [];
  const withField = (field: string, value: unknown) => (r: ApiRequest) => ({
    ...r,
    body: { ...(r.body as object), [field]: value },
  });
  for (const [field, original] of Object.entries(valid)) {
    for (const value of WRONG_TYPES) {
      if (typeof value === typeof original && Array.isArray(value) === Array.isArray(original)) continue;
      cases.push({ name: `${field} = ${JSON.stringify(value)}`, mutate: withField(field, value), mustRefuse: false });
    }
    cases.push({
      name: `without ${field}`,
      mutate: (r) => {
        const { [field]: _gone, ...rest } = r.body as Record<string, unknown>;
        return { ...r, body: rest };
      },
      mustRefuse: false,
    });
    for (const [name, value, mustRefuse] of STRINGS) {
      // A list of texts (skills, technologies) gets the text as an entry.
      const hostile = Array.isArray(original) && typeof original[0] === 'string' ? [value] : value;
      const objects = Array.isArray(original) && typeof original[0] === 'object' && original[0] !== null;
      if (objects) {
        for (const key of Object.keys(original[0] as object)) {
          const entry = { ...(original[0] as object), [key]: value };
          cases.push({ name: `${field}[0].${key}: ${name}`, mutate: withField(field, [entry]), mustRefuse });
        }
        continue;
      }
      cases.push({ name: `${field}: ${name}`, mutate: withField(field, hostile), mustRefuse });
    }
    for (const [name, value, mustRefuse] of NUMBERS) {
      cases.push({ name: `${field}: ${name}`, mutate: withField(field, value), mustRefuse });
    }
    if (isDateField(field) && typeof original === 'string') {
      for (const [name, value] of DATES)
        cases.push({ name: `${field}: ${name}`, mutate: withField(field, value), mustRefuse: true });
    }
  }
  cases.push({
    name: 'extra fields',
    mutate: (r) => ({
      ...r,
      body: { ...(r.body as object), role: 'root', etat: 'active', userId: 1, isblocked: false, constructor: { prototype: {} } },
    }),
    mustRefuse: false,
  });
  cases.push({
    name: '__proto__ key',
    mutate: (r) => ({
      ...r,
      raw: { payload: `{"__proto__": {"role": "root"}, "x": ${JSON.stringify(r.body ?? {})}}`, contentType: 'application/json' },
    }),
    mustRefuse: false,
  });
  return cases;
}

function casesOf(entry: CatalogEntry, valid: ApiRequest): FuzzCase[] {
  const cases: FuzzCase[] = [];
  if (entry.method === 'GET') {
    const base = valid.url ?? entry.url;
    const segments = ['2147483648', '-1', '0', 'abc', '%00', '..%2F..%2Fetc%2Fpasswd', '%D8%00', 'a'.repeat(500), '1e3'];
    if (entry.url.includes(':')) {
      const prefix = base.slice(0, base.lastIndexOf('/') + 1);
      for (const s of segments)
        cases.push({ name: `path ${s.slice(0, 20)}`, mutate: (r) => ({ ...r, url: prefix + s }), mustRefuse: true });
    } else {
      cases.push({ name: 'query junk', mutate: (r) => ({ ...r, url: `${base}?a=%00&b[]=1&__proto__[x]=1` }), mustRefuse: false });
    }
    return cases;
  }
  for (const payload of MALFORMED) {
    cases.push({
      name: `malformed JSON ${JSON.stringify(payload)}`,
      mutate: (r) => ({ ...r, file: undefined, raw: { payload, contentType: 'application/json' } }),
      mustRefuse: true,
    });
  }
  if (valid.file) {
    cases.push({
      name: 'JSON instead of a file',
      mutate: (r) => ({ ...r, file: undefined, body: { file: 'x' } }),
      mustRefuse: true,
    });
    for (const [name, value] of STRINGS.filter(([n]) => n !== '1 MB')) {
      cases.push({
        name: `file name: ${name}`,
        mutate: (r) => ({ ...r, file: r.file && { ...r.file, name: `${value}.pdf` } }),
        mustRefuse: false,
      });
    }
    return cases;
  }
  for (const whole of [[], 'texte', 42, [{}]]) {
    cases.push({ name: `body ${JSON.stringify(whole)}`, mutate: (r) => ({ ...r, body: whole }), mustRefuse: false });
  }
  const body = valid.body;
  if (body && typeof body === 'object' && !Array.isArray(body)) cases.push(...bodyCases(body as Record<string, unknown>));
  else cases.push(...bodyCases({}));
  return cases;
}

/** The first cases (malformed JSON) always, then a seeded sample of the others. */
function sample(cases: FuzzCase[], random: () => number): FuzzCase[] {
  const [always, rest] = [cases.slice(0, 1), cases.slice(1)];
  for (let i = rest.length - 1; i > 0; i--) {
    const j = Math.floor(random() * (i + 1));
    [rest[i], rest[j]] = [rest[j] as FuzzCase, rest[i] as FuzzCase];
  }
  return [...always, ...rest.slice(0, CASES_PER_ROUTE - 1)];
}

let t: TestApp;
let w: World;
let tables: string[] = [];
let total = 0;
beforeAll(async () => {
  t = await buildTestApp();
  w = await buildWorld(t);
  tables = (
    await t.database.query<{ name: string }>(
      `SELECT table_name AS name FROM information_schema.tables
        WHERE table_schema = 'public' AND table_type = 'BASE TABLE' AND table_name NOT LIKE '\\_\\_%' ORDER BY 1`,
    )
  )
    .map((r) => r.name)
    // The brute-force and rate-limit counters record refused requests by design (they are what they count).
    .filter((name) => name !== 'auth_failures' && name !== 'rate_limits');
});
afterAll(async () => {
  console.info(`fuzz: seed ${SEED}, ${total} cases over ${Object.keys(ROUTE_CASES).length} routes`);
  await t?.close();
});

/** A digest of every table's content. */
async function digest(): Promise<string> {
  const parts = tables.map(
    (name) => `SELECT '${name}' AS t, md5(coalesce(string_agg(x::text, '|' ORDER BY x::text), '')) AS h FROM "${name}" x`,
  );
  const rows = await t.database.query<{ t: string; h: string }>(parts.join(' UNION ALL '));
  return rows.map((r) => `${r.t}:${r.h}`).join(',');
}

/**
 * The digest costs a scan of every table (60 % of this suite's time when taken twice a case). A committed
 * write always takes a transaction id, so while the next id to be given (the snapshot's xmax) has not moved,
 * nothing was written anywhere and the last digest still holds: about one case in five needs a new one.
 */
let known = { xmax: '', digest: '' };

/** Waits for the writes the app makes after its answers: the search log's batch, the invoices' documents. */
async function afterAnswers(): Promise<void> {
  await t.app.ctx.searchLog.flush();
  await t.app.ctx.invoiceDrawings.flush();
}
async function snapshot(): Promise<string> {
  const [row] = await t.database.query<{ xmax: string }>('SELECT pg_snapshot_xmax(pg_current_snapshot())::text AS xmax');
  const xmax = row?.xmax ?? '';
  if (xmax !== known.xmax || !known.digest) known = { xmax, digest: await digest() };
  return known.digest;
}

/** English words that must never reach a user in place of a French message. */
const NOT_FRENCH = /\b(Invalid|Expected|Required|must|should|Unexpected|undefined|Error|Bad Request|Internal)\b/;

describe(`hostile input (seed ${SEED})`, () => {
  it('has tables to compare', () => expect(tables.length).toBeGreaterThan(10));

  for (const [index, key] of Object.keys(ROUTE_CASES).entries()) {
    it(key, async () => {
      const entry = t.app.routeCatalog.find((e) => `${e.method} ${e.url}` === key);
      const row = ROUTE_CASES[key];
      if (!entry || !row) throw new Error(`${key}: not in the catalogue (see the permission matrix)`);
      const first = entry.access.kind === 'session' ? entry.access.roles[0] : 'client';
      if (!first) throw new Error(`${key}: no role`);
      const random = generator(SEED + index);
      const cases = sample(casesOf(entry, await row.build(w, first)), random);
      const failures: string[] = [];
      for (const fuzz of cases) {
        const valid = await row.build(w, first);
        let token = (valid.as ?? actorOf(w, first)).token;
        if (entry.access.kind === 'link' && row.linkToken) token = await row.linkToken(w);
        else if (entry.access.kind === 'link') {
          const holder = await makeUser(t.app.ctx, { role: 'client', verified: entry.access.purpose !== 'verify_email' });
          token = await makeLinkToken(t.app.ctx, holder.user.id, entry.access.purpose as LinkTokenPurpose);
        }
        // What the app writes after its answers (the search log's batches, modules/matching/search-log.ts; the
        // invoices' Factur-X documents, modules/invoices/invoice-drawings.ts): what the valid requests above left is
        // written first; what the refused one would write, before the comparison.
        await afterAnswers();
        const before = await snapshot();
        const res = await send(w, entry.method, entry.url, fuzz.mutate(valid), token);
        total += 1;
        const where = `${fuzz.name} → ${res.statusCode} ${res.body.slice(0, 200)}`;
        if (res.statusCode >= 500) {
          failures.push(where);
          continue;
        }
        if (res.statusCode < 400) {
          if (fuzz.mustRefuse) failures.push(`accepted: ${where}`);
          continue;
        }
        const answer = res.json();
        if (
          answer.done !== false ||
          answer.success !== false ||
          typeof answer.message !== 'string' ||
          NOT_FRENCH.test(answer.message)
        ) {
          failures.push(`not the French error shape: ${where}`);
        }
        await afterAnswers();
        if ((await snapshot()) !== before) failures.push(`refused but stored something: ${where}`);
      }
      expect(failures).toEqual([]);
    });
  }
});
