import { LIST_ENTRIES_MAX, MSG, parisToday, TAGS_MAX } from '@passerelle/shared';
import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { makeUser } from '../test/factories.js';
import { makeCandidate, makeClient } from '../test/marketplace.js';
import { uploadPhoto } from '../test/multipart.js';
import { candidateProfileBody, EXPERIENCE, FORMATION, onboardCandidate } from '../test/onboarding.js';
import { buildTestApp, type TestApp } from '../test/test-app.js';

/**
 * Issue 16: hostile input against the rules it added. Each case is refused with the French error shape
 * (a `code`, the field's message where there is a field) and stores nothing; a control beside it shows the
 * same request passes once the broken rule is respected, so that each case fails if its rule goes.
 */

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(async () => t?.close());

/** A refusal: 4xx, the error shape with a code, and when a field is named, its message. */
function expectRefused(res: LightMyRequestResponse, field?: string, message?: string) {
  expect(res.statusCode, res.body).toBeGreaterThanOrEqual(400);
  expect(res.statusCode, res.body).toBeLessThan(500);
  const body = res.json();
  expect(body).toMatchObject({ done: false, success: false, message: expect.any(String), code: expect.any(String) });
  if (field) expect(body.errors?.[field], JSON.stringify(body.errors)).toEqual(message ?? expect.any(String));
}

/** What the candidate's rows hold: a refused call must leave it as it was. */
async function stateOf(userId: number) {
  return t.database.query(
    `SELECT c.date_naissance::text, c.titre,
            (SELECT json_agg(json_build_object('e', e.entreprise, 'd', e.date_debut, 'f', e.date_fin) ORDER BY e.position)
               FROM experiences e WHERE e.candidate_id = c.id) AS exp,
            (SELECT json_agg(json_build_object('n', f.nom, 'd', f.date_debut, 'f', f.date_fin) ORDER BY f.position)
               FROM formations f WHERE f.candidate_id = c.id) AS frm
       FROM candidates c WHERE c.user_id = $1`,
    [userId],
  );
}

/** today ± years and days, ISO, in Europe/Paris as the rule counts. */
function dayFromToday(years: number, days = 0): string {
  const [y, m, d] = parisToday().split('-').map(Number) as [number, number, number];
  const date = new Date(Date.UTC(y + years, m - 1, d + days));
  return date.toISOString().slice(0, 10);
}

describe('birth date: in the future or under 16 years ago (DECISIONS §4)', () => {
  const refused = [
    ['tomorrow', dayFromToday(0, 1)],
    ['today', dayFromToday(0)],
    ['far future', '2199-12-31'],
    ['15 years ago', dayFromToday(-15)],
    ['16 years ago tomorrow', dayFromToday(-16, 1)],
  ] as const;

  it.each(refused)('newCondinf refuses %s and creates no profile', async (_name, date_naiss) => {
    const who = await makeUser(t.app.ctx, { role: 'condidat' });
    const img = await uploadPhoto(t.app, who.token);
    expectRefused(
      await t.post('/api/cd/newCondinf', candidateProfileBody(img, { date_naiss }), who.token),
      'date_naiss',
      MSG.birthDateInvalid,
    );
    expect(await stateOf(who.user.id)).toEqual([]);
    // Control: 16 years ago today is old enough.
    const ok = await t.post('/api/cd/newCondinf', candidateProfileBody(img, { date_naiss: dayFromToday(-16) }), who.token);
    expect(ok.statusCode, ok.body).toBe(200);
  });

  it.each([...refused, ['a date and time', '1990-01-01T00:00:00Z'], ['a number', 19900101]] as const)(
    'updateCondInfo refuses %s and keeps the birth date',
    async (_name, date_naiss) => {
      const who = await makeUser(t.app.ctx, { role: 'condidat' });
      const profile = await onboardCandidate(t, who);
      const before = await stateOf(who.user.id);
      const { img: _img, tel: _tel, ...info } = candidateProfileBody('');
      const res = await t.post('/api/cd/updateCondInfo', { ...info, id: profile.id, date_naiss }, who.token);
      expectRefused(res, 'date_naiss');
      expect(await stateOf(who.user.id)).toEqual(before);
    },
  );
});

describe('experience « en cours »: only null means ongoing; an end is never before the start', () => {
  let token: string;
  let userId: number;
  beforeAll(async () => {
    const who = await makeUser(t.app.ctx, { role: 'condidat' });
    await onboardCandidate(t, who, { formations: [FORMATION], experiences: [EXPERIENCE] });
    token = who.token;
    userId = who.user.id;
  });

  it.each([
    'en cours',
    'null',
    'undefined',
    'NaN',
    '0000-00-00',
    '2026-02-30',
    '9999-99-99',
    '2020-12-31T00:00:00Z',
    true,
    false,
    0,
    1,
    {},
    [],
    { $ne: null },
  ])('an ongoing experience with the end date %j is refused, nothing stored', async (date_fin) => {
    const before = await stateOf(userId);
    for (const url of ['/api/cd/setCondExp', '/api/cd/updateCondExp']) {
      // The garbage sits on the second entry, behind a valid ongoing one.
      const res = await t.post(
        url,
        {
          exp: [
            { ...EXPERIENCE, date_fin: null },
            { ...EXPERIENCE, date_fin },
          ],
        },
        token,
      );
      expectRefused(res, 'exp.1.date_fin');
    }
    expect(await stateOf(userId)).toEqual(before);
  });

  it('an end before the start is refused for an experience and for a diploma, nothing stored', async () => {
    const before = await stateOf(userId);
    const late = { date_debut: '2021-03-01', date_fin: '2021-02-28' };
    for (const url of ['/api/cd/setCondExp', '/api/cd/updateCondExp']) {
      expectRefused(
        await t.post(url, { exp: [EXPERIENCE, { ...EXPERIENCE, ...late }] }, token),
        'exp.1.date_fin',
        MSG.endBeforeStart,
      );
    }
    for (const url of ['/api/cd/setCondForm', '/api/cd/updateCondForm']) {
      expectRefused(await t.post(url, { frm: [{ ...FORMATION, ...late }] }, token), 'frm.0.date_fin', MSG.endBeforeStart);
      // A diploma is never « en cours ».
      expectRefused(await t.post(url, { frm: [{ ...FORMATION, date_fin: null }] }, token), 'frm.0.date_fin', MSG.endDateRequired);
    }
    expect(await stateOf(userId)).toEqual(before);
    // Control: the same day as the start, and an ongoing experience, are kept.
    const ok = await t.post(
      '/api/cd/updateCondExp',
      {
        exp: [
          { ...EXPERIENCE, date_fin: null },
          { ...EXPERIENCE, date_debut: '2021-03-01', date_fin: '2021-03-01' },
        ],
      },
      token,
    );
    expect(ok.statusCode, ok.body).toBe(200);
  });

  it('oversized lists are refused whole, nothing stored', async () => {
    const before = await stateOf(userId);
    const tooMany = <T>(entry: T, n: number) => Array.from({ length: n }, () => entry);
    expectRefused(
      await t.post('/api/cd/updateCondExp', { exp: tooMany(EXPERIENCE, LIST_ENTRIES_MAX + 1) }, token),
      'exp',
      `${LIST_ENTRIES_MAX} expériences au maximum !`,
    );
    expectRefused(
      await t.post('/api/cd/updateCondForm', { frm: tooMany(FORMATION, LIST_ENTRIES_MAX + 1) }, token),
      'frm',
      `${LIST_ENTRIES_MAX} formations au maximum !`,
    );
    const tech = Array.from({ length: TAGS_MAX + 1 }, (_, i) => `Outil ${i}`);
    expectRefused(await t.post('/api/cd/updateCondExp', { exp: [{ ...EXPERIENCE, tech }] }, token), 'exp.0.tech');
    // Far beyond: refused before it is read (413) or by the schema (400), never stored.
    expectRefused(await t.post('/api/cd/updateCondExp', { exp: tooMany(EXPERIENCE, 5000) }, token));
    expect(await stateOf(userId)).toEqual(before);
    // Control: exactly the maximum is accepted.
    const ok = await t.post('/api/cd/updateCondExp', { exp: tooMany(EXPERIENCE, LIST_ENTRIES_MAX) }, token);
    expect(ok.statusCode, ok.body).toBe(200);
  });
});

describe('a banned user (DECISIONS §3: « Votre compte est désactivé : contactez-nous. »)', () => {
  it('is refused at login with the right password, however the e-mail is written, and gets no session', async () => {
    const banned = await makeUser(t.app.ctx, { role: 'condidat', etat: 'blocked' });
    const sessions = async () =>
      (await t.database.query<{ n: number }>('SELECT count(*)::int AS n FROM sessions WHERE user_id = $1', [banned.user.id]))[0]
        ?.n;
    const before = await sessions();
    for (const email of [banned.email, banned.email.toUpperCase(), `  ${banned.email}  `]) {
      const res = await t.post('/api/users/login', { email, password: banned.password });
      expect(res.statusCode, res.body).toBe(403);
      expect(res.json()).toMatchObject({ done: false, code: 'account.blocked', message: MSG.accountBlocked });
      expect(res.json().token).toBeUndefined();
    }
    expect(await sessions()).toBe(before);
    // Its session from before the ban: told the same, not that the session expired.
    const call = await t.post('/api/users/checkprofile', {}, banned.token);
    expect(call.statusCode).toBe(401);
    expect(call.json()).toMatchObject({ code: 'auth.account_blocked', message: MSG.accountBlocked });
    // Control: the same account, active again, logs in.
    await t.database.query(`UPDATE users SET etat = 'active' WHERE id = $1`, [banned.user.id]);
    expect((await t.post('/api/users/login', { email: banned.email, password: banned.password })).statusCode).toBe(200);
  });
});

describe('a pending client sees no candidate (DECISIONS §3)', () => {
  it('searchmatch and the favourites answer 403 account.not_active, even with a forged état in the body', async () => {
    const pending = await makeClient(t.app.ctx, { etat: 'pending' });
    const candidate = await makeCandidate(t.app.ctx, { skills: ['TypeScript'] });
    const favourites = async () =>
      (
        await t.database.query<{ n: number }>('SELECT count(*)::int AS n FROM favourites WHERE client_id = $1', [
          pending.client.id,
        ])
      )[0]?.n;
    const forged = { etat: 'active', active: true, role: 'root' };
    const calls: [string, Record<string, unknown>][] = [
      ['/api/cl/searchmatch', { skills: ['TypeScript'], ...forged }],
      ['/api/cl/bmatch', { id: pending.client.id, ...forged }],
      ['/api/cl/getFavoris', { id: pending.client.id, ...forged }],
      ['/api/cl/getFavorisRefs', { id: pending.client.id, ...forged }],
      ['/api/cl/createFavoris', { id_client: pending.client.id, id_cond: candidate.candidate.id, ...forged }],
    ];
    for (const [url, body] of calls) {
      const res = await t.post(url, body, pending.token);
      expect(res.statusCode, `${url} ${res.body}`).toBe(403);
      expect(res.json()).toMatchObject({ code: 'account.not_active', message: MSG.accountNotValidated });
      expect(res.body).not.toContain(candidate.email);
    }
    expect(await favourites()).toBe(0);
    // Control: validated by the staff, the same calls pass.
    await t.database.query(`UPDATE users SET etat = 'active' WHERE id = $1`, [pending.user.id]);
    for (const [url, body] of calls) expect((await t.post(url, body, pending.token)).statusCode, url).toBe(200);
    expect(await favourites()).toBe(1);
  });
});
