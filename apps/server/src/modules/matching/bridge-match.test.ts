import { MSG } from '@passerelle/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { expectFailure } from '../../test/assertions.js';
import { contactLeaks, type MadeClient, makeCandidate, makeClient, makeOffer, makeRequest } from '../../test/marketplace.js';
import { buildTestApp, type TestApp } from '../../test/test-app.js';

let t: TestApp;
let client: MadeClient;
beforeAll(async () => {
  t = await buildTestApp();
  client = await makeClient(t.app.ctx);
});
afterAll(async () => t.close());

interface Group {
  offre: { id: number; titre: string; etat: string };
  candidats: { id: number; score: number; matched: string[]; missing: string[]; favori: boolean; demande: boolean }[];
}

const bmatch = async (who: MadeClient = client) => {
  const res = await t.post('/api/cl/bmatch', { id: who.client.id }, who.token);
  expect(res.statusCode, res.body).toBe(200);
  return res;
};

describe('bmatch: Bridge match (DECISIONS §4)', () => {
  it("ranks each open offer's candidates by the same score: technologies as skills, start date as availability date", async () => {
    const ctx = t.app.ctx;
    const offer = await makeOffer(ctx, client.client.id, {
      titre: 'Data engineer',
      tech: ['Scala', 'Spark'],
      dateDebut: '2026-10-01',
    });
    // 30 + 50·2/2 + 20 = 100
    const both = await makeCandidate(ctx, { skills: ['scala', 'SPARK'], dispo: '2026-09-01' });
    // 30 + 50·1/2 + 20·(1 − 31/60) = 64.67 → 65 (available 31 days after the start, DECISIONS §6.8)
    const oneLate = await makeCandidate(ctx, { skills: ['Spark'], dispo: '2026-11-01' });
    // 30 + 50·1/2 + 20 = 75, on the start date itself
    const oneOnTime = await makeCandidate(ctx, { skills: ['Scala'], dispo: '2026-10-01' });
    await makeCandidate(ctx, { etat: 'pending', skills: ['Scala', 'Spark'] });
    await makeCandidate(ctx, { skills: ['Kotlin'] });

    const groups: Group[] = (await bmatch()).json().data;
    const group = groups.find((g) => g.offre.id === offer.id);
    expect(group?.offre).toMatchObject({ titre: 'Data engineer', etat: 'ouvert', tech: ['Scala', 'Spark'] });
    expect(group?.candidats.map((c) => [c.id, c.score])).toEqual([
      [both.candidate.id, 100],
      [oneOnTime.candidate.id, 75],
      [oneLate.candidate.id, 65],
    ]);
    expect(group?.candidats[2]).toMatchObject({ matched: ['Spark'], missing: ['Scala'] });
  });

  it('keeps the 5 best of each offer, and marks favourites and pending requests', async () => {
    const ctx = t.app.ctx;
    const offer = await makeOffer(ctx, client.client.id, { tech: ['Erlang'] });
    const made = [];
    for (let i = 1; i <= 7; i++) made.push(await makeCandidate(ctx, { skills: ['Erlang'], dispo: `2026-0${i}-01`, entries: 0 }));
    const [first, second] = made;
    if (!first || !second) throw new Error('no candidates');
    await t.post('/api/cl/createFavoris', { id_client: client.client.id, id_cond: first.candidate.id }, client.token);
    await makeRequest(ctx, client.client.id, second.candidate.id);
    const res = await bmatch();
    const group = (res.json().data as Group[]).find((g) => g.offre.id === offer.id);
    expect(group?.candidats.map((c) => c.id)).toEqual(made.slice(0, 5).map((m) => m.candidate.id));
    expect(group?.candidats.slice(0, 2).map((c) => [c.favori, c.demande])).toEqual([
      [true, false],
      [false, true],
    ]);
    for (const candidate of made) expect(contactLeaks(res.body, candidate)).toEqual([]);
  });

  it('at equal score, a confirmed availability comes first, as in the search (DECISIONS §6.2)', async () => {
    const ctx = t.app.ctx;
    const own = await makeClient(ctx);
    const offer = await makeOffer(ctx, own.client.id, { tech: ['Clojure'], dateDebut: '2026-10-01' });
    const DAY = 86_400_000;
    // Same score (100); the earlier date would come first, the confirmation wins.
    const stale = await makeCandidate(ctx, {
      skills: ['Clojure'],
      dispo: '2026-08-01',
      dispoConfirmeeLe: new Date(Date.now() - 31 * DAY),
    });
    const fresh = await makeCandidate(ctx, {
      skills: ['Clojure'],
      dispo: '2026-09-01',
      dispoConfirmeeLe: new Date(Date.now() - 2 * DAY),
    });
    const group = ((await bmatch(own)).json().data as Group[]).find((g) => g.offre.id === offer.id);
    expect(group?.candidats.map((c) => [c.id, c.score])).toEqual([
      [fresh.candidate.id, 100],
      [stale.candidate.id, 100],
    ]);
  });

  it('lists only open, unblocked offers of the client, newest first, even those nobody matches', async () => {
    const ctx = t.app.ctx;
    const own = await makeClient(ctx);
    const open = await makeOffer(ctx, own.client.id, { tech: ['Ada'] });
    const running = await makeOffer(ctx, own.client.id, { tech: ['Ada'], etat: 'en_cours' });
    await makeOffer(ctx, own.client.id, { tech: ['Ada'], etat: 'ferme' });
    await makeOffer(ctx, own.client.id, { tech: ['Ada'], isblocked: true });
    const lonely = await makeOffer(ctx, own.client.id, { tech: ['Brainfuck'] });
    await makeOffer(ctx, client.client.id, { tech: ['Ada'] });
    await makeCandidate(ctx, { skills: ['Ada'] });
    const groups: Group[] = (await bmatch(own)).json().data;
    expect(groups.map((g) => g.offre.id)).toEqual([lonely.id, running.id, open.id]);
    expect(groups.map((g) => g.candidats.length)).toEqual([0, 1, 1]);
  });

  it('answers an empty list to a client without open offers, and 403 for another client’s id', async () => {
    const fresh = await makeClient(t.app.ctx);
    expect((await bmatch(fresh)).json()).toEqual({ done: true, data: [] });
    expectFailure(await t.post('/api/cl/bmatch', { id: client.client.id }, fresh.token), 403, MSG.forbidden);
  });
});
