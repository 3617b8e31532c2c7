import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { expectFailure } from '../../test/assertions.js';
import { makeUser } from '../../test/factories.js';
import { makeApplication, makeCandidate, makeClient, makeMission, makeOffer, makeRequest } from '../../test/marketplace.js';
import { buildTestApp, type TestApp } from '../../test/test-app.js';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(async () => t.close());

/** A staff chat message to a user (read or not), and one the user wrote. */
async function chat(userId: number, fromStaff: boolean, read = false) {
  await t.database.query('INSERT INTO chat_messages (user_id, from_staff, content, read_at) VALUES ($1, $2, $3, $4)', [
    userId,
    fromStaff,
    'Bonjour',
    read ? new Date() : null,
  ]);
}

describe('getoverview', () => {
  it("counts the client's offers, unread staff messages, requests and missions", async () => {
    const ctx = t.app.ctx;
    const client = await makeClient(ctx);
    const other = await makeClient(ctx);
    const [a, b] = [await makeCandidate(ctx), await makeCandidate(ctx)];
    await makeOffer(ctx, client.client.id);
    await makeOffer(ctx, client.client.id, { etat: 'ferme' });
    await makeOffer(ctx, other.client.id);
    await makeRequest(ctx, client.client.id, a.candidate.id);
    await makeRequest(ctx, client.client.id, b.candidate.id, { etat: 'ferme_success' });
    await makeRequest(ctx, client.client.id, b.candidate.id, { etat: 'ferme_fail' });
    await makeMission(ctx, client.client.id, b.candidate.id);
    await chat(client.user.id, true);
    await chat(client.user.id, true);
    await chat(client.user.id, true, true);
    await chat(client.user.id, false);
    await chat(other.user.id, true);
    const res = await t.post('/api/cl/getoverview', { id: client.client.id }, client.token);
    expect(res.json()).toEqual({ done: true, data: { nbr_offre: 2, nbr_msg: 2, nbr_dmd: 3, nbr_mission: 1 } });
    const empty = await t.post('/api/cl/getoverview', { id: String(other.client.id) }, other.token);
    expect(empty.json()).toEqual({ done: true, data: { nbr_offre: 1, nbr_msg: 1, nbr_dmd: 0, nbr_mission: 0 } });
    expectFailure(await t.post('/api/cl/getoverview', { id: other.client.id }, client.token), 'access.not_owner');
  });

  it("counts the candidate's unread staff messages and applications", async () => {
    const ctx = t.app.ctx;
    const client = await makeClient(ctx);
    const candidate = await makeCandidate(ctx);
    const other = await makeCandidate(ctx);
    for (const offer of [await makeOffer(ctx, client.client.id), await makeOffer(ctx, client.client.id)]) {
      await makeApplication(ctx, offer.id, candidate.candidate.id);
    }
    await chat(candidate.user.id, true);
    await chat(candidate.user.id, false);
    const res = await t.post('/api/cd/getoverview', { id: candidate.candidate.id }, candidate.token);
    expect(res.json()).toEqual({ done: true, data: { nbr_msg: 1, nbr_dmd: 2 } });
    expectFailure(await t.post('/api/cd/getoverview', { id: other.candidate.id }, candidate.token), 'access.not_owner');
  });

  it('is role-bound: the client call for clients, the candidate call for candidates', async () => {
    const client = await makeClient(t.app.ctx);
    const candidate = await makeCandidate(t.app.ctx);
    const admin = await makeUser(t.app.ctx, { role: 'admin' });
    for (const who of [candidate, admin]) {
      expectFailure(await t.post('/api/cl/getoverview', { id: client.client.id }, who.token), 'auth.role_forbidden');
    }
    for (const who of [client, admin]) {
      expectFailure(await t.post('/api/cd/getoverview', { id: candidate.candidate.id }, who.token), 'auth.role_forbidden');
    }
    expectFailure(await t.post('/api/cd/getoverview', { id: candidate.candidate.id }), 'auth.unauthenticated');
  });
});
