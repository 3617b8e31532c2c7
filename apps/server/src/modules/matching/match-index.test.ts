import { NIV_EXPS, normalizeTag } from '@passerelle/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../db/client.js';
import { hashPassword } from '../../lib/passwords.js';
import { generateMarketplace } from '../../seed/generate.js';
import { SKILLS } from '../../seed/vocabulary.js';
import { makeUser } from '../../test/factories.js';
import { makeCandidate, makeClient } from '../../test/marketplace.js';
import { buildTestApp, type TestApp } from '../../test/test-app.js';
import { MatchIndex } from './match-index.js';
import { rankedPage, type SearchCriteria, searchCandidates } from './matching.repository.js';

/**
 * The in-memory candidate index (issue 10) answers exactly what the SQL reference answers (same total,
 * same order, same scores, every page), and follows every write, from any connection, at once.
 */

let t: TestApp;
let clientId: number;
beforeAll(async () => {
  t = await buildTestApp();
  await generateMarketplace(t.database, { scale: 400, passwordHash: await hashPassword('Un-Mot-De-Passe-1'), seed: 11 });
  clientId = (await makeClient(t.app.ctx)).client.id;
});
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
  const ranked = index.search(criteria, page);
  const rows = await rankedPage(t.database.db, ranked.page, clientId);
  const view = (r: { id: number; score: number }) => `${r.id}:${r.score}`;
  return {
    reference: { total: reference.total, rows: reference.rows.map(view) },
    index: { total: ranked.total, rows: rows.map(view) },
  };
}

describe('the same answers as the SQL reference', () => {
  it('for 120 seeded searches over one to ten skills, with and without level and date, on several pages', async () => {
    // Built 37 rows at a time: the build's batches meet at odd places.
    const index = new MatchIndex(t.database.db, 37);
    const next = random(20261121);
    const pick = <T>(list: readonly T[]) => list[Math.floor(next() * list.length)] as T;
    let compared = 0;
    for (let i = 0; i < 120; i++) {
      const skills = [...new Set(Array.from({ length: 1 + Math.floor(next() * 10) }, () => normalizeTag(pick(SKILLS))))];
      const criteria: SearchCriteria = {
        skills,
        nivExp: next() < 0.5 ? pick(NIV_EXPS) : null,
        dateDispo: next() < 0.5 ? `2026-${String(1 + Math.floor(next() * 12)).padStart(2, '0')}-15` : null,
      };
      const page = { limit: pick([1, 10, 25]), offset: pick([0, 0, 10, 30]) };
      const { reference, index: answer } = await bothWays(index, criteria, page);
      expect(answer, JSON.stringify({ criteria, page })).toEqual(reference);
      if (reference.rows.length > 0) compared += 1;
    }
    // The comparison is not vacuous: most searches found candidates.
    expect(compared).toBeGreaterThan(60);

    // Churn: every candidate rewritten five times (more dead slots than live ones: the index compacts).
    for (let round = 0; round < 5; round++) {
      await t.database.query(`UPDATE candidates SET dispo = dispo + ${round % 2 ? -3 : 4}, niv_exp = niv_exp`);
      await index.sync();
    }
    expect(index.size).toBeGreaterThan(300);
    for (const skills of [['java'], ['react', 'typescript'], ['sql', 'python', 'docker', 'aws']]) {
      for (const criteria of [
        { skills, nivExp: null, dateDispo: null },
        { skills, nivExp: '1-10' as const, dateDispo: '2026-06-30' },
      ]) {
        const { reference, index: answer } = await bothWays(index, criteria, { limit: 20, offset: 0 });
        expect(answer, JSON.stringify(criteria)).toEqual(reference);
      }
    }
  });
});

describe('fresh after every write, from any connection', () => {
  let other: Database;
  let index: MatchIndex;
  beforeAll(async () => {
    // On PostgreSQL another pool, as another instance would have; on PGlite the same database.
    other = t.testDatabase.kind === 'postgres' ? await t.testDatabase.open() : t.database;
    index = new MatchIndex(t.database.db);
    await index.sync();
  });
  afterAll(async () => {
    if (other !== t.database) await other.close();
  });

  const idsFor = async (skill: string) => {
    await index.sync();
    return index
      .search({ skills: [normalizeTag(skill)], nivExp: null, dateDispo: null }, { limit: 100, offset: 0 })
      .page.map((r) => r.id);
  };

  it('a new candidate, changed skills, a later date, a blocked account, an erased one', async () => {
    const made = await makeCandidate(t.app.ctx, { skills: ['Zig'] });
    const id = made.candidate.id;
    expect(await idsFor('Zig')).toEqual([id]);

    await other.query(`UPDATE candidates SET skills = '{Nim}', skills_norm = '{nim}' WHERE id = $1`, [id]);
    expect(await idsFor('Zig')).toEqual([]);
    expect(await idsFor('Nim')).toEqual([id]);

    await other.query(`UPDATE candidates SET dispo = '2031-01-01' WHERE id = $1`, [id]);
    await index.sync();
    const dated = index.search({ skills: ['nim'], nivExp: null, dateDispo: '2030-12-31' }, { limit: 10, offset: 0 });
    expect(dated.page).toEqual([{ id, score: 80, dispo: '2031-01-01' }]);

    await other.query('UPDATE candidates SET active = false WHERE id = $1', [id]);
    expect(await idsFor('Nim')).toEqual([]);
    await other.query('UPDATE candidates SET active = true WHERE id = $1', [id]);
    expect(await idsFor('Nim')).toEqual([id]);
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
