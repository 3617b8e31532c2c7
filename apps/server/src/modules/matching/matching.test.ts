import { MSG, matchScore, type NivExp } from '@passerelle/shared';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { queryRows } from '../../db/client.js';
import { expectFailure, expectFieldError } from '../../test/assertions.js';
import { makeUser } from '../../test/factories.js';
import {
  contactLeaks,
  countRows,
  type MadeCandidate,
  type MadeClient,
  makeCandidate,
  makeClient,
  makeRequest,
} from '../../test/marketplace.js';
import { buildTestApp, type TestApp } from '../../test/test-app.js';
import { scoreSql, searchCandidatesSql } from './matching.repository.js';

let t: TestApp;
let client: MadeClient;
beforeAll(async () => {
  t = await buildTestApp();
  client = await makeClient(t.app.ctx);
});
afterAll(async () => t.close());

const search = (body: Record<string, unknown>, token = client.token) => t.post('/api/cl/searchmatch', body, token);

describe('searchmatch: the match score (DECISIONS §3)', () => {
  // Each test uses skills of its own, so that candidates made by another test never match.
  const query = { skills: ['React', 'Node.js', 'PostgreSQL'], niv_exp: '1-10' as NivExp, date_dispo: '2026-09-01' };
  let made: Record<string, MadeCandidate>;

  beforeAll(async () => {
    const ctx = t.app.ctx;
    made = {
      // 30 + 50·3/3 + 20 = 100
      all: await makeCandidate(ctx, { skills: ['React', 'Node.js', 'PostgreSQL'], nivExp: '1-10', dispo: '2026-08-01' }),
      // 30 + 50·2/3 + 20·(1 − 30/60) = 73.33 → 73 (available 30 days after the date, DECISIONS §6.8)
      twoLate: await makeCandidate(ctx, { skills: ['react', 'NODE.JS', 'Vue'], nivExp: '1-10', dispo: '2026-10-01' }),
      // 0 + 50·2/3 + 20 = 53.33 → 53
      twoJunior: await makeCandidate(ctx, { skills: ['Node.js', 'Postgresql'], nivExp: '<1', dispo: '2026-07-01' }),
      // 30 + 50·1/3 + 0 = 46.67 → 47 (122 days late: c3 = 0)
      oneLate: await makeCandidate(ctx, { skills: ['PostgreSQL', 'Go'], nivExp: '1-10', dispo: '2027-01-01' }),
      // 15 + 50·1/3 + 20 = 51.67 → 52 (over-qualified: c1 = 0.5; available on the date itself)
      oneSenior: await makeCandidate(ctx, { skills: ['  React '], nivExp: '>10', dispo: '2026-09-01' }),
      noSkill: await makeCandidate(ctx, { skills: ['Go', 'Rust'], nivExp: '1-10', dispo: '2026-01-01' }),
      pending: await makeCandidate(ctx, { etat: 'pending', skills: ['React', 'Node.js', 'PostgreSQL'], nivExp: '1-10' }),
      blocked: await makeCandidate(ctx, { etat: 'blocked', skills: ['React', 'Node.js', 'PostgreSQL'], nivExp: '1-10' }),
    };
  });

  it('scores hand-made candidates with the written percentages, equal to the shared matchScore (graded, DECISIONS §6.8)', async () => {
    const res = await search(query);
    expect(res.statusCode, res.body).toBe(200);
    const body = res.json();
    const expected: [string, number][] = [
      ['all', 100],
      ['twoLate', 73],
      ['twoJunior', 53],
      ['oneSenior', 52],
      ['oneLate', 47],
    ];
    expect(body.candidats.map((c: { id: number; score: number }) => [c.id, c.score])).toEqual(
      expected.map(([key, score]) => [made[key]?.candidate.id, score]),
    );
    expect(body).toMatchObject({ done: true, totalItems: 5, totalPages: 1, currentPage: 0 });
    for (const [key, score] of expected) {
      const row = made[key]?.candidate;
      if (!row) throw new Error(key);
      const reference = matchScore(
        { skills: query.skills, nivExp: query.niv_exp, dateDispo: query.date_dispo },
        { skills: row.skills, nivExp: row.nivExp as NivExp, dispo: row.dispo },
      );
      expect(reference, key).toBe(score);
    }
  });

  it('explains each score: matched and missing skills as the client typed them', async () => {
    const body = (await search(query)).json();
    const card = (key: string) => body.candidats.find((c: { id: number }) => c.id === made[key]?.candidate.id);
    expect(card('all')).toMatchObject({ matched: ['React', 'Node.js', 'PostgreSQL'], missing: [] });
    expect(card('twoLate')).toMatchObject({ matched: ['React', 'Node.js'], missing: ['PostgreSQL'] });
    expect(card('oneSenior')).toMatchObject({ matched: ['React'], missing: ['Node.js', 'PostgreSQL'] });
  });

  it('without level or date, c1 and c3 count fully; inactive candidates never show', async () => {
    const body = (await search({ skills: query.skills })).json();
    const scores = Object.fromEntries(body.candidats.map((c: { id: number; score: number }) => [c.id, c.score]));
    expect(scores[made.all?.candidate.id ?? 0]).toBe(100);
    expect(scores[made.twoJunior?.candidate.id ?? 0]).toBe(83);
    expect(scores[made.oneSenior?.candidate.id ?? 0]).toBe(67);
    for (const key of ['pending', 'blocked', 'noSkill']) expect(scores[made[key]?.candidate.id ?? 0], key).toBeUndefined();
    // Empty strings from the form mean "not given" too.
    expect((await search({ skills: query.skills, niv_exp: '', date_dispo: '' })).json().candidats).toEqual(body.candidats);
  });

  it('answers the professional profile only: never e-mail, phone, CV, birth date', async () => {
    const res = await search(query);
    const card = res.json().candidats[0];
    expect(Object.keys(card).sort()).toEqual(
      [
        'id',
        'nom',
        'prenom',
        'img',
        'titre',
        'skills',
        'niv_exp',
        'niv_etude',
        'dispo',
        'jours_semaine',
        'dispo_confirmee_le',
        'resume',
        'formations',
        'experiences',
        'score',
        'c1',
        'c2',
        'c3',
        'competences_trouvees',
        'competences_demandees',
        'matched',
        'missing',
        'missing_plus',
        'matched_spellings',
        'favori',
        'demande',
        'note_moyenne',
        'nb_avis',
      ].sort(),
    );
    expect(card.formations).toHaveLength(1);
    expect(card.experiences).toHaveLength(1);
    for (const candidate of Object.values(made)) expect(contactLeaks(res.body, candidate)).toEqual([]);
  });

  it('marks favourites and pending requests of this client only', async () => {
    const other = await makeClient(t.app.ctx);
    const all = made.all?.candidate.id ?? 0;
    const twoLate = made.twoLate?.candidate.id ?? 0;
    expect((await t.post('/api/cl/createFavoris', { id_client: client.client.id, id_cond: all }, client.token)).statusCode).toBe(
      200,
    );
    await makeRequest(t.app.ctx, client.client.id, twoLate);
    await makeRequest(t.app.ctx, other.client.id, all);
    await makeRequest(t.app.ctx, client.client.id, all, { etat: 'ferme_fail' });
    const marks = (token: string) =>
      search(query, token).then((res) =>
        Object.fromEntries(
          res.json().candidats.map((c: { id: number; favori: boolean; demande: boolean }) => [c.id, [c.favori, c.demande]]),
        ),
      );
    const mine = await marks(client.token);
    expect(mine[all]).toEqual([true, false]);
    expect(mine[twoLate]).toEqual([false, true]);
    const theirs = await marks(other.token);
    expect(theirs[all]).toEqual([false, true]);
    expect(theirs[twoLate]).toEqual([false, false]);
  });
});

describe('searchmatch: ordering and paging', () => {
  it('puts equal scores in order of availability, earliest first', async () => {
    const late = await makeCandidate(t.app.ctx, { skills: ['Elixir'], dispo: '2026-05-01' });
    const early = await makeCandidate(t.app.ctx, { skills: ['Elixir'], dispo: '2026-03-01' });
    const better = await makeCandidate(t.app.ctx, { skills: ['Elixir', 'Phoenix'], dispo: '2026-12-01' });
    const body = (await search({ skills: ['elixir', 'phoenix'] })).json();
    expect(body.candidats.map((c: { id: number }) => c.id)).toEqual([better.candidate.id, early.candidate.id, late.candidate.id]);
    expect(body.candidats.map((c: { score: number }) => c.score)).toEqual([100, 75, 75]);
  });

  it('pages in SQL: pages from 0, sizes, totals, no row twice, past the end empty', async () => {
    const ids: number[] = [];
    for (let i = 0; i < 23; i++) {
      const day = String(1 + (i % 28)).padStart(2, '0');
      ids.push(
        (await makeCandidate(t.app.ctx, { skills: ['Haskell'], dispo: `2026-${i < 12 ? '04' : '06'}-${day}`, entries: 0 }))
          .candidate.id,
      );
    }
    const pages = [];
    for (const page of [0, 1, 2]) {
      const res = await search({ skills: ['Haskell'], page, size: 10 });
      expect(res.json()).toMatchObject({ totalItems: 23, totalPages: 3, currentPage: page });
      pages.push(res.json().candidats);
    }
    expect(pages.map((p) => p.length)).toEqual([10, 10, 3]);
    const seen = pages.flat();
    expect(new Set(seen.map((c: { id: number }) => c.id))).toEqual(new Set(ids));
    const dispos = seen.map((c: { dispo: string }) => c.dispo);
    expect(dispos).toEqual([...dispos].sort());
    const past = (await search({ skills: ['Haskell'], page: 7, size: 10 })).json();
    expect(past).toMatchObject({ candidats: [], totalItems: 23, totalPages: 3, currentPage: 7 });
    const defaults = (await search({ skills: ['Haskell'] })).json();
    expect(defaults.candidats).toHaveLength(10);
  });

  it('compares skills case- and accent-insensitively', async () => {
    const made = await makeCandidate(t.app.ctx, { skills: ['Sécurité réseau'] });
    const body = (await search({ skills: ['SECURITE   Reseau'] })).json();
    expect(body.candidats.map((c: { id: number }) => c.id)).toEqual([made.candidate.id]);
    expect(body.candidats[0]).toMatchObject({ score: 100, matched: ['SECURITE   Reseau'] });
  });

  it('records the searched skills (normalised) of a first page for the statistics', async () => {
    const before = await countRows(t.database, 'SELECT count(*)::int AS n FROM search_events WHERE client_id = $1', [
      client.client.id,
    ]);
    await search({ skills: ['Cobol', 'Fortran'] });
    await search({ skills: ['Cobol', 'Fortran'], page: 1 });
    const rows = await t.database.query<{ skills: string[] }>(
      'SELECT skills FROM search_events WHERE client_id = $1 ORDER BY id DESC LIMIT 1',
      [client.client.id],
    );
    expect(rows[0]?.skills).toEqual(['cobol', 'fortran']);
    // Recorded as one text[] parameter of the index's statement (issue 20): any character survives.
    await t.app.ctx.matchIndex.sync();
    await search({ skills: ['a"b', 'c\\d', '{e,f}', 'g h'] });
    const [odd] = await t.database.query<{ skills: string[] }>(
      'SELECT skills FROM search_events WHERE client_id = $1 ORDER BY id DESC LIMIT 1',
      [client.client.id],
    );
    expect(odd?.skills).toEqual(['a"b', 'c\\d', '{e,f}', 'g h']);
    expect(
      await countRows(t.database, 'SELECT count(*)::int AS n FROM search_events WHERE client_id = $1', [client.client.id]),
    ).toBe(before + 2);
  });
});

describe('searchmatch: the statement', () => {
  it('equals the reference score for every n up to 50, with and without nice-to-have skills, and every c1, c2, c3', async () => {
    const owned = Array.from({ length: 50 }, (_, i) => `k${i}`);
    const made = await makeCandidate(t.app.ctx, { skills: owned, nivExp: '1-10', dispo: '2026-06-15', entries: 0 });
    for (let n = 1; n <= 50; n++) {
      const cases: { skills: string[]; plus: string[]; nivExp: NivExp; date: string }[] = [];
      // Found: none, one, two, half, all but one, all (every count for n ≤ 6).
      for (const c2 of new Set([0, 1, 2, n >> 1, n - 1, n].filter((c) => c >= 0 && c <= n))) {
        const searched = [...owned.slice(0, c2), ...Array.from({ length: n - c2 }, (_, i) => `absent${i}`)];
        // Every third skill a nice-to-have one in the second case: found and missing ones of both lists.
        const plus = searched.filter((_, i) => i % 3 === 2);
        for (const split of [
          { skills: searched, plus: [] },
          { skills: searched.filter((s) => !plus.includes(s)), plus },
        ]) {
          if (split.skills.length === 0) continue;
          // Equal, above it (over-qualified), below it; on the date, 1, 30 and 75 days late.
          for (const nivExp of ['1-10', '<1', '>10'] as const) {
            for (const date of ['2026-06-15', '2026-06-14', '2026-05-16', '2026-04-01']) cases.push({ ...split, nivExp, date });
          }
        }
      }
      const columns = cases.map((c) =>
        scoreSql({ skills: c.skills, plus: c.plus, nivExp: c.nivExp, dateDispo: sql`${c.date}::date` }),
      );
      const [row] = await queryRows<{ scores: number[] }>(
        t.app.ctx.db,
        sql`SELECT ARRAY[${sql.join(columns, sql`, `)}]::int[] AS scores FROM candidates WHERE id = ${made.candidate.id}`,
      );
      const expected = cases.map((c) =>
        matchScore(
          { skills: c.skills, skillsPlus: c.plus, nivExp: c.nivExp, dateDispo: c.date },
          { skills: owned, nivExp: '1-10', dispo: '2026-06-15' },
        ),
      );
      expect(row?.scores, `n = ${n}`).toEqual(expected);
      // Not vacuous: the graded parts give scores the binary ones could not (a late candidate above 0 for c3).
      if (n === 3) expect(new Set(expected).size).toBeGreaterThan(30);
    }
  });

  it('filters through the partial GIN index on active candidates', async () => {
    let plan: { 'QUERY PLAN': string }[] = [];
    const rollback = new Error('rollback');
    await t.app.ctx.db
      .transaction(async (tx) => {
        // On a small table the planner rightly prefers a sequential scan, or another partial index over the
        // active rows (the availability's): forbid the one, drop the other for this transaction only, to see
        // that the GIN index can serve the statement's predicate.
        await tx.execute(sql`SET LOCAL enable_seqscan = off`);
        await tx.execute(sql`DROP INDEX candidates_active_dispo_idx`);
        plan = await queryRows<{ 'QUERY PLAN': string }>(
          tx,
          sql`EXPLAIN ${searchCandidatesSql({ skills: ['react'], nivExp: null, dateDispo: null, confirmedOnly: false, confirmedSince: Date.now() }, client.client.id, { limit: 10, offset: 0 })}`,
        );
        throw rollback;
      })
      .catch((err: unknown) => {
        if (err !== rollback) throw err;
      });
    expect(plan.map((r) => r['QUERY PLAN']).join('\n')).toContain('candidates_active_match_skills_gin');
  });
});

describe('searchmatch: access and input', () => {
  it('needs at least one skill, a known level and a real date', async () => {
    expectFieldError(await search({ skills: [] }), 'skills', MSG.skillsRequired);
    expectFieldError(await search({}), 'skills', MSG.skillsRequired);
    expectFieldError(await search({ skills: ['Go', 'go'] }), 'skills', MSG.skillDuplicate);
    expect((await search({ skills: ['Go'], niv_exp: '2-5' })).statusCode).toBe(400);
    expectFieldError(await search({ skills: ['Go'], date_dispo: '2026-02-30' }), 'date_dispo', MSG.dateInvalid);
    expect((await search({ skills: ['Go'], size: 500 })).statusCode).toBe(400);
  });

  it('is for active clients with a profile: a pending client sees no candidate (DECISIONS §3)', async () => {
    const candidate = await makeUser(t.app.ctx, { role: 'condidat' });
    const admin = await makeUser(t.app.ctx, { role: 'admin' });
    for (const who of [candidate, admin]) {
      expectFailure(await search({ skills: ['Go'] }, who.token), 403, MSG.forbidden);
      expectFailure(await t.post('/api/cl/bmatch', { id: client.client.id }, who.token), 403, MSG.forbidden);
    }
    expectFailure(await t.post('/api/cl/searchmatch', { skills: ['Go'] }), 401, MSG.unauthenticated);
    const noProfile = await makeUser(t.app.ctx, { role: 'client' });
    expectFailure(await search({ skills: ['Go'] }, noProfile.token), 409, MSG.profileRequiredFirst);
    const pending = await makeClient(t.app.ctx, { etat: 'pending' });
    const refused = await search({ skills: ['Go'] }, pending.token);
    expectFailure(refused, 403, MSG.accountNotValidated);
    expect(refused.json().code).toBe('account.not_active');
    expectFailure(await t.post('/api/cl/bmatch', { id: pending.client.id }, pending.token), 403, MSG.accountNotValidated);
  });

  // The index's page is read with the caller's company in one statement (issue 20), the SQL reference
  // looks the company up first: both refuse a client without one, record nothing, and record a first page once.
  it('answers the same from the index and from SQL: no company, no search recorded; a first page recorded once', async () => {
    const index = t.app.ctx.matchIndex;
    const noProfile = await makeUser(t.app.ctx, { role: 'client' });
    const mine = 'SELECT count(*)::int AS n FROM search_events WHERE client_id = $1';
    const all = 'SELECT count(*)::int AS n FROM search_events';
    for (const fromIndex of [false, true]) {
      if (fromIndex) await index.sync();
      // A rebuild asked for: until it is done the search runs in SQL.
      else index.forgetAndRebuild([]);
      expect(index.ready).toBe(fromIndex);
      const before = { all: await countRows(t.database, all), mine: await countRows(t.database, mine, [client.client.id]) };
      expectFailure(await search({ skills: ['Ada'] }, noProfile.token), 409, MSG.profileRequiredFirst);
      expect(await countRows(t.database, all)).toBe(before.all);
      expect((await search({ skills: ['Ada', 'Pascal'] })).statusCode).toBe(200);
      expect((await search({ skills: ['Ada', 'Pascal'], page: 1 })).statusCode).toBe(200);
      expect(await countRows(t.database, mine, [client.client.id])).toBe(before.mine + 1);
    }
  });
});
