import { matchScore } from '@passerelle/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type MadeCandidate, type MadeClient, makeCandidate, makeClient, makeOffer } from '../../test/marketplace.js';
import { buildTestApp, type TestApp } from '../../test/test-app.js';

/**
 * Skills that mean the same thing match (DECISIONS §6.1): searchmatch and Bridge match compare skill keys,
 * so `React` counts a candidate tagged `ReactJS`, `nodejs` finds `Node.js`, `Postgres` finds `PostgreSQL`;
 * and what only looks alike never matches: Java / JavaScript, C / C# / C++, React / React Native. The score
 * formula is §3's, a skill searched under two spellings counting once in n. Each case runs twice: through
 * SQL (before the index is built) and through the in-memory index.
 */

let t: TestApp;
let client: MadeClient;
let made: Record<string, MadeCandidate>;
beforeAll(async () => {
  t = await buildTestApp();
  client = await makeClient(t.app.ctx);
  const ctx = t.app.ctx;
  const candidate = (skills: string[]) => makeCandidate(ctx, { skills, nivExp: '1-10', dispo: '2026-08-01' });
  made = {
    reactjs: await candidate(['ReactJS', 'Node.js']),
    react: await candidate(['React']),
    native: await candidate(['React Native']),
    nodejs: await candidate(['nodejs']),
    postgres: await candidate(['Postgres']),
    postgresql: await candidate(['PostgreSQL', 'Docker']),
    java: await candidate(['Java']),
    javascript: await candidate(['JavaScript']),
    c: await candidate(['C']),
    csharp: await candidate(['C#']),
    cpp: await candidate(['C++']),
    // Two spellings of one skill in a profile: one skill.
    both: await candidate(['React', 'React.js', 'Kubernetes']),
  };
});
afterAll(async () => t.close());

const nameOf = (id: number) => Object.entries(made).find(([, m]) => m.candidate.id === id)?.[0] ?? `#${id}`;

interface Card {
  id: number;
  score: number;
  matched: string[];
  missing: string[];
  matched_spellings: { skill: string; spelling: string | null }[];
}

async function search(skills: string[]): Promise<Card[]> {
  const res = await t.post('/api/cl/searchmatch', { skills, size: 50 }, client.token);
  expect(res.statusCode, res.body).toBe(200);
  return res.json().candidats;
}
const names = async (skills: string[]) => (await search(skills)).map((c) => nameOf(c.id)).sort();

const EXPECTED: [string[], string[]][] = [
  [['React'], ['both', 'react', 'reactjs']],
  [['reactjs'], ['both', 'react', 'reactjs']],
  [['React Native'], ['native']],
  [['nodejs'], ['nodejs', 'reactjs']],
  [['Node.js'], ['nodejs', 'reactjs']],
  [['node'], ['nodejs', 'reactjs']],
  [['Postgres'], ['postgres', 'postgresql']],
  [['PostgreSQL'], ['postgres', 'postgresql']],
  [['Java'], ['java']],
  [['JavaScript'], ['javascript']],
  [['js'], ['javascript']],
  [['C'], ['c']],
  [['C#'], ['csharp']],
  [['c++'], ['cpp']],
];

describe.each([
  ['in SQL, before the index is built', false],
  ['through the in-memory index', true],
])('searchmatch %s', (_, indexed) => {
  beforeAll(async () => {
    // Through the index: a first search starts its build, then the index is brought up to date (no test skips).
    if (indexed) {
      await search(['Docker']);
      await t.app.ctx.matchIndex.sync();
    }
  });

  it('finds every spelling of a skill, and never a skill that only looks alike', async () => {
    expect(t.app.ctx.matchIndex.ready).toBe(indexed);
    for (const [skills, expected] of EXPECTED) expect(await names(skills), skills.join(', ')).toEqual(expected);
  });

  it('counts a skill searched under two spellings once in n, and names the candidate’s own spelling', async () => {
    const cards = await search(['React', 'ReactJS', 'Node.js']);
    const byName = Object.fromEntries(cards.map((c) => [nameOf(c.id), c]));
    // n = 2 (React, Node.js): both skills, level and date not searched → 100; one of two → 75.
    expect(byName.reactjs).toMatchObject({ score: 100, matched: ['React', 'Node.js'], missing: [] });
    expect(byName.reactjs?.matched_spellings).toEqual([
      { skill: 'React', spelling: 'ReactJS' },
      { skill: 'Node.js', spelling: null },
    ]);
    expect(byName.react).toMatchObject({ score: 75, matched: ['React'], missing: ['Node.js'] });
    expect(byName.react?.matched_spellings).toEqual([{ skill: 'React', spelling: null }]);
    expect(byName.nodejs?.matched_spellings).toEqual([{ skill: 'Node.js', spelling: 'nodejs' }]);
    // One of the candidate's spellings is the searched one: nothing to explain.
    expect(byName.both?.matched_spellings).toEqual([{ skill: 'React', spelling: null }]);
    // Case and accents are no other spelling.
    const lower = await search(['react']);
    expect(lower.find((c) => c.id === made.react?.candidate.id)?.matched_spellings).toEqual([{ skill: 'react', spelling: null }]);

    // The shared reference score agrees once it compares the same keys.
    const vocab = t.app.ctx.skills.known;
    const keyOf = (tag: string) => vocab.resolve(tag).key;
    for (const card of cards) {
      const who = Object.values(made).find((m) => m.candidate.id === card.id);
      expect(
        matchScore(
          { skills: ['React', 'ReactJS', 'Node.js'] },
          { skills: who?.candidate.skills ?? [], nivExp: '1-10', dispo: '2026-08-01' },
          keyOf,
        ),
      ).toBe(card.score);
    }
  });
});

describe('bmatch with spellings', () => {
  it("searches an offer's technologies by skill key and names the candidates' spellings", async () => {
    const owner = await makeClient(t.app.ctx);
    const offer = await makeOffer(t.app.ctx, owner.client.id, {
      tech: ['React.js', 'Postgres', 'ReactJS'],
      dateDebut: '2026-10-01',
    });
    const res = await t.post('/api/cl/bmatch', { id: owner.client.id }, owner.token);
    expect(res.statusCode, res.body).toBe(200);
    const group = res.json().data.find((g: { offre: { id: number } }) => g.offre.id === offer.id);
    expect(group.offre.tech).toEqual(['React.js', 'Postgres', 'ReactJS']);
    const cards: Card[] = group.candidats;
    // n = 2 (React, PostgreSQL): one of them, available before the start → 30 + 25 + 20 = 75.
    expect(cards.map((c) => c.score)).toEqual([75, 75, 75, 75, 75]);
    expect(cards.map((c) => nameOf(c.id)).sort()).toEqual(['both', 'postgres', 'postgresql', 'react', 'reactjs']);
    const byName = Object.fromEntries(cards.map((c) => [nameOf(c.id), c]));
    expect(byName.postgresql?.matched_spellings).toEqual([{ skill: 'Postgres', spelling: 'PostgreSQL' }]);
    expect(byName.postgres?.matched_spellings).toEqual([{ skill: 'Postgres', spelling: null }]);
    expect(byName.reactjs?.matched_spellings).toEqual([{ skill: 'React.js', spelling: 'ReactJS' }]);
    expect(byName.both?.matched_spellings).toEqual([{ skill: 'React.js', spelling: null }]);
    expect(byName.reactjs?.missing).toEqual(['Postgres']);
  });
});
