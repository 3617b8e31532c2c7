import type { Worker } from 'node:worker_threads';
import { NIV_EXPS, normalizeTag } from '@passerelle/shared';
import { afterAll, beforeAll, describe, expect, it, onTestFinished } from 'vitest';
import type { Database } from '../../db/client.js';
import { hashPassword } from '../../lib/passwords.js';
import { generateMarketplace } from '../../seed/generate.js';
import { SKILLS } from '../../seed/vocabulary.js';
import { makeUser } from '../../test/factories.js';
import { makeCandidate, makeClient } from '../../test/marketplace.js';
import { buildTestApp, type TestApp } from '../../test/test-app.js';
import { MatchIndex } from './match-index.js';
import { type MatchRow, rankedPageOfMember, type SearchCriteria, searchCandidates } from './matching.repository.js';

/**
 * The in-memory candidate index (issue 10) answers exactly what the SQL reference answers (same total,
 * same order, same scores, every page), and follows every write, from any connection, at once.
 */

let t: TestApp;
let clientId: number;
let clientUserId: number;
beforeAll(async () => {
  t = await buildTestApp();
  await generateMarketplace(t.database, { scale: 400, passwordHash: await hashPassword('Un-Mot-De-Passe-1'), seed: 11 });
  const made = await makeClient(t.app.ctx);
  clientId = made.client.id;
  clientUserId = made.user.id;
  // Confirmations spread over 60 days (DECISIONS §6.2): about half confirmed within the last 30.
  await t.database.query(`UPDATE candidates SET dispo_confirmee_le = now() - (id % 60) * interval '1 day' - interval '1 hour'`);
});

/** Confirmed within the last 30 days, as the search counts it (DECISIONS §6.2). */
const SINCE = Date.now() - 30 * 86_400_000;
const plain = { confirmedOnly: false, confirmedSince: SINCE };
afterAll(async () => t.close());

/** A seeded pseudo-random sequence, so that a failure names criteria that reproduce. */
function random(seed: number) {
  let state = seed;
  return () => {
    state = (state * 1_103_515_245 + 12_345) % 2 ** 31;
    return state / 2 ** 31;
  };
}

async function bothWays(index: MatchIndex, criteria: SearchCriteria, page: { limit: number; offset: number }) {
  const reference = await searchCandidates(t.database.db, criteria, clientId, page);
  await index.sync();
  const ranked = await index.search(criteria, page);
  const { clientId: memberOf, rows } = await rankedPageOfMember(t.database.db, ranked.page, clientUserId, null);
  expect(memberOf).toBe(clientId);
  // Each row whole (profile, entries, rating, marks), as the reference's: the index's statement reads the same page.
  const view = (r: MatchRow) => {
    const { total: _total, ...row } = r as MatchRow & { total?: number };
    // The index's page comes as JSON: the same instant, as a string.
    return { ...row, dispoConfirmeeLe: new Date(row.dispoConfirmeeLe).toISOString() };
  };
  return {
    reference: { total: reference.total, rows: reference.rows.map(view) },
    index: { total: ranked.total, rows: rows.map(view) },
  };
}

describe('the same answers as the SQL reference', () => {
  it('for 120 seeded searches over one to ten skills and up to four nice-to-have ones, with and without level and date, on several pages', async () => {
    // Built 37 rows at a time: the build's batches meet at odd places.
    const index = new MatchIndex(t.database.db, 37);
    const next = random(20261121);
    const pick = <T>(list: readonly T[]) => list[Math.floor(next() * list.length)] as T;
    let compared = 0;
    for (let i = 0; i < 120; i++) {
      const skills = [...new Set(Array.from({ length: 1 + Math.floor(next() * 10) }, () => normalizeTag(pick(SKILLS))))];
      // Nice-to-have skills in half the searches (DECISIONS §6.8: half the weight of a required one).
      const plus = [...new Set(Array.from({ length: Math.floor(next() * 8) - 3 }, () => normalizeTag(pick(SKILLS))))].filter(
        (s) => !skills.includes(s),
      );
      const criteria: SearchCriteria = {
        skills,
        plus,
        nivExp: next() < 0.5 ? pick(NIV_EXPS) : null,
        dateDispo: next() < 0.5 ? `2026-${String(1 + Math.floor(next() * 12)).padStart(2, '0')}-15` : null,
        confirmedOnly: next() < 0.3,
        confirmedSince: SINCE,
      };
      // Pages past 64 rows too, deep pages and single rows: the page is read off the tie-break order by bucket.
      const page = { limit: pick([1, 10, 25, 100]), offset: pick([0, 0, 10, 30, 70]) };
      const { reference, index: answer } = await bothWays(index, criteria, page);
      expect(answer, JSON.stringify({ criteria, page })).toEqual(reference);
      if (reference.rows.length > 0) compared += 1;
    }
    // The comparison is not vacuous: most searches found candidates.
    expect(compared).toBeGreaterThan(60);

    // Churn: every candidate rewritten five times (more dead slots than live ones: the index lays its slots out again).
    for (let round = 0; round < 5; round++) {
      await t.database.query(`UPDATE candidates SET dispo = dispo + ${round % 2 ? -3 : 4}, niv_exp = niv_exp`);
      await index.sync();
    }
    expect(index.inline?.size).toBeGreaterThan(300);
    const compareAll = async () => {
      for (const skills of [['java'], ['react', 'typescript'], ['sql', 'python', 'docker', 'aws']]) {
        for (const criteria of [
          { skills, nivExp: null, dateDispo: null, ...plain },
          { skills, nivExp: '1-10' as const, dateDispo: '2026-06-30', ...plain },
          { skills, nivExp: null, dateDispo: null, confirmedOnly: true, confirmedSince: SINCE },
        ]) {
          for (const page of [
            { limit: 20, offset: 0 },
            { limit: 100, offset: 40 },
          ]) {
            const { reference, index: answer } = await bothWays(index, criteria, page);
            expect(answer, JSON.stringify({ criteria, page })).toEqual(reference);
          }
        }
      }
    };
    await compareAll();
    // Half the rows rewritten again and again, searched after each time: the index lays its slots out again while its
    // tie-break order holds live rows of both halves.
    const compacted = index.inline?.layouts ?? 0;
    for (let round = 0; round < 8; round++) {
      await t.database.query(`UPDATE candidates SET dispo = dispo + ${round % 2 ? -5 : 7} WHERE id % 2 = 0`);
      await bothWays(index, { skills: ['java'], nivExp: null, dateDispo: null, ...plain }, { limit: 10, offset: 0 });
    }
    expect(index.inline?.layouts).toBeGreaterThan(compacted);
    await compareAll();
    // A few rows changed at a time (each put into the tie-break order where it belongs, not sorted again):
    // earlier and later dates, one moved to the same day as many others.
    const ids = (await t.database.query<{ id: number }>('SELECT id FROM candidates ORDER BY id')).map((r) => r.id);
    for (let round = 0; round < 3; round++) {
      for (let i = 0; i < 12; i++) {
        const id = ids[Math.floor(next() * ids.length)] as number;
        const shift = Math.floor(next() * 200) - 100;
        await t.database.query(`UPDATE candidates SET dispo = dispo + ${shift} WHERE id = $1`, [id]);
      }
      await t.database.query('UPDATE candidates SET dispo = (SELECT min(dispo) FROM candidates) WHERE id = $1', [ids[round]]);
      await compareAll();
    }
  });
});

describe('a confirmed availability first at equal score (DECISIONS §6.2)', () => {
  it('both ways: within one score, every confirmed row comes before every unconfirmed one', async () => {
    const index = new MatchIndex(t.database.db);
    const criteria: SearchCriteria = { skills: ['java', 'python', 'sql'], nivExp: null, dateDispo: null, ...plain };
    const reference = await searchCandidates(t.database.db, criteria, clientId, { limit: 200, offset: 0 });
    await index.sync();
    const ranked = await index.search(criteria, { limit: 200, offset: 0 });
    expect(ranked.page.map((r) => r.id)).toEqual(reference.rows.map((r) => r.id));
    const seen = new Map<number, boolean>();
    let mixed = 0;
    for (const r of ranked.page) {
      const before = seen.get(r.score);
      // Once an unconfirmed row of this score was seen, no confirmed one may follow.
      if (before === false) expect(r.confirmed, `score ${r.score}`).toBe(false);
      if (before === true && !r.confirmed) mixed += 1;
      seen.set(r.score, before === false ? false : r.confirmed);
    }
    // Not vacuous: some score holds both kinds.
    expect(mixed).toBeGreaterThan(0);
  });
});

describe("skill keys: spellings and the staff's changes (issue 15)", () => {
  it('answers as SQL for searches typed with any spelling, before and after a free tag becomes an alias', async () => {
    const vocab = t.app.ctx.skills.known;
    const next = random(20261124);
    const spellingOf = (tag: string) => {
      const skill = vocab.lookup(tag);
      const forms = skill ? [skill.label, ...skill.aliases] : [tag];
      return forms[Math.floor(next() * forms.length)] as string;
    };
    // Profiles written with other spellings of their skills: the typed tags change, the keys do not.
    const rows = await t.database.query<{ id: number; skills: string[]; keys: string[] }>(
      'SELECT id, skills, skills_norm AS keys FROM candidates ORDER BY id LIMIT 200',
    );
    for (const row of rows) {
      const skills = row.skills.map(spellingOf);
      expect(skills.map((s) => vocab.resolve(s).key)).toEqual(row.keys);
      await t.database.query('UPDATE candidates SET skills = $2 WHERE id = $1', [row.id, skills]);
    }
    // The store in a worker thread, as a built server has it.
    const index = new MatchIndex(t.database.db, 53, { thread: true });
    onTestFinished(() => index.close());
    const searchFor = (typed: string[]): SearchCriteria => ({
      skills: [...new Set(typed.map((s) => vocab.resolve(s).key))],
      nivExp: next() < 0.5 ? '1-10' : null,
      dateDispo: next() < 0.5 ? '2026-07-15' : null,
      ...plain,
    });
    const pick = () => SKILLS[Math.floor(next() * SKILLS.length)] as string;
    for (let i = 0; i < 40; i++) {
      const criteria = searchFor(Array.from({ length: 1 + Math.floor(next() * 4) }, () => spellingOf(pick())));
      const { reference, index: answer } = await bothWays(index, criteria, { limit: 20, offset: 0 });
      expect(answer, JSON.stringify(criteria)).toEqual(reference);
    }

    // `Embarqué` is a free tag of the generated data; the staff make it a spelling of C embarqué.
    const admin = await makeUser(t.app.ctx, { role: 'admin' });
    const embedded = { skills: ['c embarque'], nivExp: null, dateDispo: null, ...plain };
    const before = await bothWays(index, embedded, { limit: 100, offset: 0 });
    const res = await t.post('/api/adm/skillAlias', { tag: 'Embarqué', label: 'C embarqué' }, admin.token);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().retagged).toBeGreaterThan(0);
    const after = await bothWays(index, embedded, { limit: 100, offset: 0 });
    expect(after.index).toEqual(after.reference);
    expect(after.reference.total).toBeGreaterThan(before.reference.total);
    for (const typed of [['Embarqué', 'Java'], ['C embarqué'], ['embarque', 'Python', 'Docker']]) {
      const criteria = searchFor(typed.map((s) => (s === 'embarque' ? 'Embarqué' : s)));
      const { reference, index: answer } = await bothWays(index, criteria, { limit: 20, offset: 0 });
      expect(answer, JSON.stringify(criteria)).toEqual(reference);
    }
  });
});

describe('fresh after every write, from any connection', () => {
  let other: Database;
  let index: MatchIndex;
  beforeAll(async () => {
    // On PostgreSQL another pool, as another instance would have; on PGlite the same database.
    other = t.testDatabase.kind === 'postgres' ? await t.testDatabase.open() : t.database;
    // The store in a worker thread, as a built server has it: the rows read reach it before the next search.
    index = new MatchIndex(t.database.db, undefined, { thread: true });
    await index.sync();
  });
  afterAll(async () => {
    await index.close();
    if (other !== t.database) await other.close();
  });

  const idsFor = async (skill: string) => {
    await index.sync();
    const ranked = await index.search(
      { skills: [normalizeTag(skill)], nivExp: null, dateDispo: null, ...plain },
      { limit: 100, offset: 0 },
    );
    return ranked.page.map((r) => r.id);
  };

  it('a new candidate, changed skills, a later date, a blocked account, an erased one', async () => {
    // No experience: its skills alone (an experience's technologies count too, DECISIONS §6.8).
    const made = await makeCandidate(t.app.ctx, { skills: ['Zig'], experienceTech: [] });
    const id = made.candidate.id;
    expect(await idsFor('Zig')).toEqual([id]);

    await other.query(`UPDATE candidates SET skills = '{Nim}', skills_norm = '{nim}' WHERE id = $1`, [id]);
    expect(await idsFor('Zig')).toEqual([]);
    expect(await idsFor('Nim')).toEqual([id]);

    await other.query(`UPDATE candidates SET dispo = '2031-01-01' WHERE id = $1`, [id]);
    await index.sync();
    // 31 days late: c3 = 1 − 31/60, the score 30 + 50 + 20 · 29/60 = 89.67 (DECISIONS §6.8).
    const dated = await index.search(
      { skills: ['nim'], nivExp: null, dateDispo: '2030-12-01', ...plain },
      { limit: 10, offset: 0 },
    );
    expect(dated.page).toEqual([{ id, score: 90, dispo: '2031-01-01', confirmed: true, months: 0, note: 0 }]);

    // An old confirmation: « à confirmer », out of a confirmed-only search, back in once confirmed again.
    await other.query(`UPDATE candidates SET dispo_confirmee_le = now() - interval '31 days' WHERE id = $1`, [id]);
    await index.sync();
    const only = { skills: ['nim'], nivExp: null, dateDispo: null, confirmedOnly: true, confirmedSince: SINCE };
    expect((await index.search({ ...only, confirmedOnly: false }, { limit: 10, offset: 0 })).page[0]?.confirmed).toBe(false);
    expect((await index.search(only, { limit: 10, offset: 0 })).total).toBe(0);
    await other.query('UPDATE candidates SET dispo_confirmee_le = now() WHERE id = $1', [id]);
    await index.sync();
    expect((await index.search(only, { limit: 10, offset: 0 })).page.map((r) => r.id)).toEqual([id]);

    await other.query('UPDATE candidates SET active = false WHERE id = $1', [id]);
    expect(await idsFor('Nim')).toEqual([]);
    await other.query('UPDATE candidates SET active = true WHERE id = $1', [id]);
    expect(await idsFor('Nim')).toEqual([id]);
  });

  it('embedded engine: no catch-up read while nothing was committed, one after each commit; PostgreSQL reads each time', async () => {
    const made = await makeCandidate(t.app.ctx, { skills: ['Elm'], experienceTech: [] });
    const id = made.candidate.id;
    expect(await idsFor('Elm')).toEqual([id]);
    const embedded = t.testDatabase.kind === 'pglite';
    const before = index.reads;
    expect(await idsFor('Elm')).toEqual([id]);
    expect(await idsFor('Elm')).toEqual([id]);
    expect(index.reads - before).toBe(embedded ? 0 : 2);

    // A write rolled back is never seen, and costs no read on the embedded engine.
    await other.query('BEGIN');
    await other.query(`UPDATE candidates SET skills = '{Gleam}', skills_norm = '{gleam}' WHERE id = $1`, [id]);
    await other.query('ROLLBACK');
    const afterRollback = index.reads;
    expect(await idsFor('Elm')).toEqual([id]);
    expect(index.reads - afterRollback).toBe(embedded ? 0 : 1);

    // A committed write: the next search reads it, whichever way it was written (a transaction here).
    await other.query('BEGIN');
    await other.query(`UPDATE candidates SET skills = '{Gleam}', skills_norm = '{gleam}' WHERE id = $1`, [id]);
    await other.query('COMMIT');
    expect(await idsFor('Elm')).toEqual([]);
    expect(await idsFor('Gleam')).toEqual([id]);
  });

  it('a write committed while a read is under way is read by the next search', async () => {
    const made = await makeCandidate(t.app.ctx, { skills: ['Odin'], experienceTech: [] });
    const id = made.candidate.id;
    // The insert above makes the next sync read; the update is sent while that read is under way.
    const reading = index.sync();
    const writing = other.query(`UPDATE candidates SET skills = '{Haxe}', skills_norm = '{haxe}' WHERE id = $1`, [id]);
    await Promise.all([reading, writing]);
    expect(await idsFor('Odin')).toEqual([]);
    expect(await idsFor('Haxe')).toEqual([id]);
    // Many writes while many searches start: every search after the last commit sees it.
    for (let i = 0; i < 5; i++) {
      const skill = `lang${i}`;
      const write = other.query(`UPDATE candidates SET skills = $2, skills_norm = $2 WHERE id = $1`, [id, `{${skill}}`]);
      const during = idsFor(skill);
      await write;
      await during;
      expect(await idsFor(skill)).toEqual([id]);
    }
  });

  it('a worker thread gone: the searches waiting are refused, the next sync builds the store again in a new one', async () => {
    const made = await makeCandidate(t.app.ctx, { skills: ['Racket'] });
    expect(await idsFor('Racket')).toEqual([made.candidate.id]);
    const lost: Error[] = [];
    const threaded = new MatchIndex(t.database.db, undefined, { thread: true, onLost: (error) => lost.push(error) });
    onTestFinished(() => threaded.close());
    await threaded.sync();
    const criteria = { skills: ['racket'], nivExp: null, dateDispo: null, ...plain };
    expect((await threaded.search(criteria, { limit: 10, offset: 0 })).total).toBe(1);
    // The worker ends as a crash would end it.
    const { worker } = (threaded as unknown as { store: { worker: Worker } }).store;
    const waiting = threaded.search(criteria, { limit: 10, offset: 0 });
    await worker.terminate();
    await expect(waiting).rejects.toThrow(/exited/);
    expect(lost).toHaveLength(1);
    expect(threaded.ready).toBe(false);
    await threaded.sync();
    expect(threaded.ready).toBe(true);
    expect((await threaded.search(criteria, { limit: 10, offset: 0 })).page.map((r) => r.id)).toEqual([made.candidate.id]);
  });

  it('through the API: an account blocked by the staff leaves the search at once', async () => {
    const made = await makeCandidate(t.app.ctx, { skills: ['Crystal'] });
    const client = await makeClient(t.app.ctx);
    const admin = await makeUser(t.app.ctx, { role: 'admin' });
    const search = async () =>
      (await t.post('/api/cl/searchmatch', { skills: ['Crystal'] }, client.token))
        .json()
        .candidats.map((c: { id: number }) => c.id);
    await search(); // builds the app's index
    await expect.poll(() => t.app.ctx.matchIndex.ready).toBe(true);
    expect(await search()).toEqual([made.candidate.id]);
    expect((await t.post('/api/users/ban', { id: made.user.id }, admin.token)).statusCode).toBe(200);
    expect(await search()).toEqual([]);
  });

  it('a row deleted behind its back is dropped from the page, and the index rebuilds', async () => {
    const made = await makeCandidate(t.app.ctx, { skills: ['Pony'] });
    const client = await makeClient(t.app.ctx);
    const search = async () => (await t.post('/api/cl/searchmatch', { skills: ['Pony'] }, client.token)).json();
    await expect.poll(() => t.app.ctx.matchIndex.ready).toBe(true);
    expect((await search()).totalItems).toBe(1);
    await other.query('DELETE FROM users WHERE id = $1', [made.user.id]);
    expect((await search()).candidats).toEqual([]);
    expect((await search()).totalItems).toBe(0);
  });
});
