import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type MadeClient, makeCandidate, makeClient, makeMember, makeRequest } from '../../test/marketplace.js';
import { makeCra, runningMission } from '../../test/mission-work.js';
import { buildTestApp, type TestApp } from '../../test/test-app.js';

/**
 * Members share the company's rows (DECISIONS §6.3, gap 8 of the issue-18 audit): the lists a member gets
 * are the owner's, row for row, and a member of another company gets none of them.
 */

let t: TestApp;
let owner: MadeClient;
let member: { token: string };
let stranger: MadeClient;
beforeAll(async () => {
  t = await buildTestApp();
  owner = await makeClient(t.app.ctx, { nomEntreprise: 'Partage SA' });
  member = await makeMember(t.app.ctx, owner.client.id);
  stranger = await makeClient(t.app.ctx, { nomEntreprise: 'Ailleurs SARL' });
});
afterAll(async () => t.close());

/** The route's answer for the owner and for the member (same body, the company's id where one is asked). */
async function bothSee(url: string, body: Record<string, unknown>) {
  const [mine, theirs] = await Promise.all([t.post(url, body, owner.token), t.post(url, body, member.token)]);
  expect(mine.statusCode, mine.body).toBe(200);
  expect(theirs.statusCode, theirs.body).toBe(200);
  expect(theirs.json()).toEqual(mine.json());
  return JSON.stringify(theirs.json());
}

describe("a member sees the company's rows", () => {
  it('favourites (getFavoris)', async () => {
    const candidate = await makeCandidate(t.app.ctx);
    const added = await t.post(
      '/api/cl/createFavoris',
      { id_client: owner.client.id, id_cond: candidate.candidate.id },
      owner.token,
    );
    expect(added.statusCode, added.body).toBe(200);
    expect(await bothSee('/api/cl/getFavoris', { id: owner.client.id })).toContain(`"id":${candidate.candidate.id}`);
    const foreign = await t.post('/api/cl/getFavoris', { id: stranger.client.id }, stranger.token);
    expect(foreign.statusCode, foreign.body).toBe(200);
    expect(JSON.stringify(foreign.json())).not.toContain(`"id":${candidate.candidate.id}`);
    // Naming the company's id does not get another company in.
    expect((await t.post('/api/cl/getFavoris', { id: owner.client.id }, stranger.token)).statusCode).toBe(403);
  });

  it('alerts (getAlertes)', async () => {
    const created = await t.post('/api/cl/createAlerte', { skills: ['Elixir'], min_score: 70 }, owner.token);
    expect(created.statusCode, created.body).toBe(200);
    const seen = JSON.parse(await bothSee('/api/cl/getAlertes', {}));
    expect(seen.alertes.map((a: { id: number }) => a.id)).toEqual([created.json().id]);
    expect((await t.post('/api/cl/getAlertes', {}, stranger.token)).json().alertes).toEqual([]);
  });

  it('requests (getMyDmd)', async () => {
    const candidate = await makeCandidate(t.app.ctx);
    const request = await makeRequest(t.app.ctx, owner.client.id, candidate.candidate.id);
    expect(await bothSee('/api/cl/getMyDmd', { id: owner.client.id })).toContain(`"id":${request.id}`);
    const foreign = await t.post('/api/cl/getMyDmd', { id: stranger.client.id }, stranger.token);
    expect(foreign.statusCode, foreign.body).toBe(200);
    expect(JSON.stringify(foreign.json())).not.toContain(`"id":${request.id}`);
    // Naming the company's id does not get another company in.
    expect((await t.post('/api/cl/getMyDmd', { id: owner.client.id }, stranger.token)).statusCode).toBe(403);
  });

  it('missions (getMissions) and invoices (getFactures)', async () => {
    const candidate = await makeCandidate(t.app.ctx);
    const mission = await runningMission(t.app.ctx, owner.client.id, candidate.candidate.id);
    expect(await bothSee('/api/cl/getMissions', { id: owner.client.id })).toContain(`"id":${mission.id}`);
    const foreign = await t.post('/api/cl/getMissions', { id: stranger.client.id }, stranger.token);
    expect(foreign.statusCode, foreign.body).toBe(200);
    expect(JSON.stringify(foreign.json())).not.toContain(`"id":${mission.id}`);
    // Naming the company's id does not get another company in.
    expect((await t.post('/api/cl/getMissions', { id: owner.client.id }, stranger.token)).statusCode).toBe(403);

    // An invoice: the member validates the submitted activity report, as any member may.
    const cra = await makeCra(t.app.ctx, mission.id);
    const validated = await t.post('/api/cl/validateCra', { id: cra.id }, member.token);
    expect(validated.statusCode, validated.body).toBe(200);
    const seen = JSON.parse(await bothSee('/api/cl/getFactures', {}));
    expect(seen.factures).toHaveLength(1);
    expect((await t.post('/api/cl/getFactures', {}, stranger.token)).json().factures).toEqual([]);
  });
});
