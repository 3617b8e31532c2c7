import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { expectFailure } from '../../test/assertions.js';
import { makeUser } from '../../test/factories.js';
import { contactLeaks, type MadeClient, makeCandidate, makeClient } from '../../test/marketplace.js';
import { buildTestApp, type TestApp } from '../../test/test-app.js';

let t: TestApp;
let client: MadeClient;
beforeAll(async () => {
  t = await buildTestApp();
  client = await makeClient(t.app.ctx);
});
afterAll(async () => t.close());

const add = (candidateId: number, who: MadeClient = client) =>
  t.post('/api/cl/createFavoris', { id_client: who.client.id, id_cond: candidateId }, who.token);

describe('favourites', () => {
  it('adds idempotently, lists refs and profiles newest first, removes by the favourite id', async () => {
    const first = await makeCandidate(t.app.ctx, { skills: ['Go'] });
    const second = await makeCandidate(t.app.ctx, { skills: ['Rust'], entries: 2 });
    const created = await add(first.candidate.id);
    expect(created.statusCode, created.body).toBe(200);
    const ref = created.json().data;
    expect(ref).toEqual({ id: expect.any(Number), condidatId: first.candidate.id });
    // A second click answers the same favourite (idempotent), no duplicate.
    expect((await add(first.candidate.id)).json()).toEqual({ done: true, data: ref });
    const secondRef = (await add(String(second.candidate.id) as unknown as number)).json().data;

    const refs = await t.post('/api/cl/getFavorisRefs', { id: client.client.id }, client.token);
    expect(refs.json()).toEqual({ done: true, data: [secondRef, ref] });

    const list = await t.post('/api/cl/getFavoris', { id: client.client.id }, client.token);
    expect(list.statusCode).toBe(200);
    const data = list.json().data;
    expect(data.map((f: { id: number; condidatId: number }) => [f.id, f.condidatId])).toEqual([
      [secondRef.id, second.candidate.id],
      [ref.id, first.candidate.id],
    ]);
    expect(data[0].condidat).toMatchObject({ id: second.candidate.id, nom: 'Martin', titre: 'Développeur', skills: ['Rust'] });
    expect(data[0].condidat.formations).toHaveLength(2);
    expect(data[0].condidat.experiences).toHaveLength(2);
    for (const made of [first, second]) expect(contactLeaks(list.body, made)).toEqual([]);

    expect((await t.post('/api/cl/deleteFavoris', { id: ref.id }, client.token)).json()).toEqual({ done: true });
    expect((await t.post('/api/cl/getFavorisRefs', { id: client.client.id }, client.token)).json().data).toEqual([secondRef]);
    expectFailure(await t.post('/api/cl/deleteFavoris', { id: ref.id }, client.token), 'favourite.not_found');
  });

  it('are refused to a client awaiting validation (DECISIONS §3, issue 16 item 5)', async () => {
    const pending = await makeClient(t.app.ctx, { etat: 'pending' });
    const candidate = await makeCandidate(t.app.ctx);
    for (const [url, body] of [
      ['/api/cl/createFavoris', { id_client: pending.client.id, id_cond: candidate.candidate.id }],
      ['/api/cl/getFavoris', { id: pending.client.id }],
      ['/api/cl/getFavorisRefs', { id: pending.client.id }],
      ['/api/cl/deleteFavoris', { id: 1 }],
    ] as const) {
      const refused = await t.post(url, body, pending.token);
      expectFailure(refused, 'account.not_active');
      expect(refused.json().code).toBe('account.not_active');
    }
  });

  it('refuses unknown and inactive candidates, and hides a favourite whose candidate is no longer active', async () => {
    const pending = await makeCandidate(t.app.ctx, { etat: 'pending' });
    expectFailure(await add(pending.candidate.id), 'candidate.not_found');
    expectFailure(await add(999_999), 'candidate.not_found');
    const who = await makeClient(t.app.ctx);
    const later = await makeCandidate(t.app.ctx);
    await add(later.candidate.id, who);
    await t.database.query('UPDATE candidates SET active = false WHERE id = $1', [later.candidate.id]);
    expect((await t.post('/api/cl/getFavoris', { id: who.client.id }, who.token)).json().data).toEqual([]);
    expect((await t.post('/api/cl/getFavorisRefs', { id: who.client.id }, who.token)).json().data).toEqual([]);
  });

  it("are the owner's only: 403 on another client's record or favourite", async () => {
    const other = await makeClient(t.app.ctx);
    const candidate = await makeCandidate(t.app.ctx);
    const theirs = (await add(candidate.candidate.id, other)).json().data;
    for (const url of ['/api/cl/getFavorisRefs', '/api/cl/getFavoris']) {
      expectFailure(await t.post(url, { id: other.client.id }, client.token), 'access.not_owner');
    }
    expectFailure(
      await t.post('/api/cl/createFavoris', { id_client: other.client.id, id_cond: candidate.candidate.id }, client.token),
      'access.not_owner',
    );
    expectFailure(await t.post('/api/cl/deleteFavoris', { id: theirs.id }, client.token), 'access.not_owner');
    expect((await t.post('/api/cl/getFavorisRefs', { id: other.client.id }, other.token)).json().data).toEqual([theirs]);
  });

  it('are for clients only', async () => {
    const candidate = await makeUser(t.app.ctx, { role: 'condidat' });
    const admin = await makeUser(t.app.ctx, { role: 'admin' });
    const calls: [string, Record<string, unknown>][] = [
      ['/api/cl/getFavorisRefs', { id: client.client.id }],
      ['/api/cl/getFavoris', { id: client.client.id }],
      ['/api/cl/createFavoris', { id_client: client.client.id, id_cond: 1 }],
      ['/api/cl/deleteFavoris', { id: 1 }],
    ];
    for (const [url, body] of calls) {
      for (const who of [candidate, admin]) expectFailure(await t.post(url, body, who.token), 'auth.role_forbidden');
      expectFailure(await t.post(url, body), 'auth.unauthenticated');
    }
  });
});
