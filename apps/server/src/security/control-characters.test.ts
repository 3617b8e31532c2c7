import type { Role } from '@passerelle/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { CatalogEntry } from '../plugins/app/access.js';
import { ROUTE_CASES } from '../test/route-cases.js';
import { type ApiRequest, actorOf, buildWorld, send, type World } from '../test/security-world.js';
import { buildTestApp, type TestApp } from '../test/test-app.js';

/**
 * Issue 28 §6: a line break in a name printed extra lines on invoices (and a NUL or a bell goes nowhere good).
 * Every text field of every JSON route, taken from the route's valid request (test/route-cases.ts): a
 * single-line field refuses control characters; a multi-line one (the list below, kept here rather than
 * read from the schemas it checks) keeps its line breaks and refuses every other control character.
 */

/** The fields that hold paragraphs: descriptions, presentations, messages, reasons. */
const MULTILINE = new Set([
  'description',
  'resume',
  'content',
  'message',
  'commentaire',
  'motif',
  'observation',
  'text',
  'texte',
]);
/** Secrets and tokens are compared, never printed: a password is what its owner typed, whatever it holds. */
const NOT_TEXT = new Set(['password', 'confirmPassword', 'last_password', 'challenge', 'token', 'code']);

interface Probe {
  field: string;
  /** The valid request with `value` at this field. */
  put: (request: ApiRequest, value: string) => ApiRequest;
}

/** The text fields of a valid body: its strings, the first entry of a list of strings, the texts of a list's first object. */
function probesOf(body: unknown): Probe[] {
  if (typeof body !== 'object' || body === null || Array.isArray(body)) return [];
  const probes: Probe[] = [];
  const withField = (request: ApiRequest, field: string, value: unknown) => ({
    ...request,
    body: { ...(request.body as object), [field]: value },
  });
  for (const [field, original] of Object.entries(body)) {
    if (NOT_TEXT.has(field)) continue;
    if (typeof original === 'string') probes.push({ field, put: (r, v) => withField(r, field, v) });
    else if (Array.isArray(original) && typeof original[0] === 'string') {
      probes.push({ field: `${field}[0]`, put: (r, v) => withField(r, field, [v]) });
    } else if (Array.isArray(original) && typeof original[0] === 'object' && original[0] !== null) {
      for (const [key, inner] of Object.entries(original[0] as object)) {
        if (typeof inner !== 'string') continue;
        probes.push({
          field: `${field}[0].${key}`,
          put: (r, v) => {
            const list = (r.body as Record<string, object[]>)[field] ?? [];
            return withField(r, field, [{ ...list[0], [key]: v }, ...list.slice(1)]);
          },
        });
      }
    }
  }
  return probes;
}

let t: TestApp;
let w: World;
beforeAll(async () => {
  t = await buildTestApp();
  w = await buildWorld(t);
});
afterAll(async () => t?.close());

const keyOf = (entry: CatalogEntry) => `${entry.method} ${entry.url}`;
const lastSegment = (field: string) => field.replace(/\[0\]/g, '').split('.').pop() as string;

/** A bell, then two lines, in one valid request of the route (the bell's refusal spends nothing the lines need). */
async function attempts(entry: CatalogEntry, probe: Probe) {
  const row = ROUTE_CASES[keyOf(entry)];
  if (!row) throw new Error(`no row for ${keyOf(entry)}`);
  const role: Role = entry.access.kind === 'session' ? (entry.access.roles[0] as Role) : 'client';
  const request = await row.build(w, role);
  const token = row.linkToken ? await row.linkToken(w) : (request.as ?? actorOf(w, role)).token;
  const bell = await send(w, entry.method, entry.url, probe.put(request, 'Texte\u0007 sonore'), token);
  const lines = await send(
    w,
    entry.method,
    entry.url,
    probe.put(request, 'Première ligne de texte\r\nDeuxième ligne de texte'),
    token,
  );
  return { bell, lines };
}

describe('control characters in texts (issue 28 §6)', () => {
  it('single-line fields refuse them; multi-line fields keep line breaks and refuse the rest', async () => {
    const routes = t.app.routeCatalog.filter((entry) => entry.method === 'POST' && !entry.contract.multipart);
    const breaches: string[] = [];
    let probed = 0;
    for (const entry of routes) {
      const row = ROUTE_CASES[keyOf(entry)];
      if (!row) continue;
      const role: Role = entry.access.kind === 'session' ? (entry.access.roles[0] as Role) : 'client';
      for (const probe of probesOf((await row.build(w, role)).body)) {
        probed += 1;
        const multiline = MULTILINE.has(lastSegment(probe.field));
        const where = `${entry.url} ${probe.field}`;
        const { bell, lines } = await attempts(entry, probe);
        if (bell.statusCode !== 400) breaches.push(`${where}: a BEL answered ${bell.statusCode}`);
        const code = lines.statusCode >= 400 ? lines.json().code : null;
        if (multiline && code === 'input.forbidden_characters') breaches.push(`${where}: refuses a line break`);
        if (!multiline && lines.statusCode !== 400) breaches.push(`${where}: a line break answered ${lines.statusCode}`);
      }
    }
    console.info(`control characters: ${probed} text fields of ${routes.length} routes`);
    expect(probed).toBeGreaterThan(60);
    expect(breaches).toEqual([]);
  });
});
