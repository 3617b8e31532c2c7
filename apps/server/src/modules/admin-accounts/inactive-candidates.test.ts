import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { expectFailure } from '../../test/assertions.js';
import { type MadeUser, makeUser } from '../../test/factories.js';
import { makeCandidate, makeClient } from '../../test/marketplace.js';
import { buildTestApp, type TestApp } from '../../test/test-app.js';

let t: TestApp;
let admin: MadeUser;
beforeAll(async () => {
  t = await buildTestApp();
  admin = await makeUser(t.app.ctx, { role: 'admin' });
});
afterAll(async () => t.close());

const YEAR = 365.25 * 24 * 3600 * 1000;
const ago = (years: number) => new Date(Date.now() - years * YEAR);

/**
 * Ages an account: created then, last seen then (null: never connected); its availability (if it has a profile)
 * confirmed then, at the account's creation unless said.
 */
async function age(userId: number, createdAt: Date, lastSeenAt: Date | null, confirmedAt = createdAt) {
  await t.database.query('UPDATE users SET created_at = $2, last_seen_at = $3 WHERE id = $1', [
    userId,
    createdAt.toISOString(),
    lastSeenAt?.toISOString() ?? null,
  ]);
  await t.database.query('UPDATE candidates SET dispo_confirmee_le = $2 WHERE user_id = $1', [userId, confirmedAt.toISOString()]);
}

const list = (body: Record<string, unknown>, token = admin.token) => t.post('/api/adm/inactiveCandidates', body, token);

describe('inactiveCandidates', () => {
  it('lists the candidates idle for more than 2 years, oldest activity first, page by page', async () => {
    const neverSeen = await makeCandidate(t.app.ctx, { nom: 'Ancien', prenom: 'Paul', titre: 'Analyste' });
    await age(neverSeen.user.id, ago(3), null);
    const seenLongAgo = await makeCandidate(t.app.ctx, { nom: 'Lointain', prenom: 'Anne' });
    await age(seenLongAgo.user.id, ago(5), ago(2.5));
    // Registered 4 years ago, never onboarded: no candidate record, still a candidate account.
    const noProfile = await makeUser(t.app.ctx, { role: 'condidat', etat: 'pending' });
    await age(noProfile.user.id, ago(4), null);
    // Old accounts seen recently, a client, an erased candidate: not listed.
    const recent = await makeCandidate(t.app.ctx);
    await age(recent.user.id, ago(6), ago(1));
    const client = await makeClient(t.app.ctx);
    await age(client.user.id, ago(5), null);
    const erased = await makeCandidate(t.app.ctx);
    expect((await t.post('/api/users/deleteAccount', { password: erased.password }, erased.token)).statusCode).toBe(200);
    await age(erased.user.id, ago(5), null);

    const res = await list({});
    expect(res.statusCode, res.body).toBe(200);
    const body = res.json();
    expect(body).toMatchObject({ done: true, totalItems: 3, totalPages: 1, currentPage: 0 });
    const twoYearsAgo = new Date();
    twoYearsAgo.setUTCFullYear(twoYearsAgo.getUTCFullYear() - 2);
    expect(new Date(body.inactiveSince).getTime()).toBeCloseTo(twoYearsAgo.getTime(), -6);
    expect(body.data.map((c: { id: number }) => c.id)).toEqual([noProfile.user.id, neverSeen.user.id, seenLongAgo.user.id]);
    expect(body.data[1]).toEqual({
      id: neverSeen.user.id,
      condidatId: neverSeen.candidate.id,
      nom: 'Ancien',
      prenom: 'Paul',
      email: neverSeen.email,
      etat: 'active',
      titre: 'Analyste',
      lastActivityAt: body.data[1].createdAt,
      lastSeenAt: null,
      createdAt: expect.any(String),
    });
    expect(body.data[0]).toMatchObject({ condidatId: null, titre: null, etat: 'pending' });
    expect(new Date(body.data[2].lastActivityAt).getTime()).toBeCloseTo(ago(2.5).getTime(), -4);

    const second = (await list({ page: 1, size: 2 })).json();
    expect(second).toMatchObject({ totalItems: 3, totalPages: 2, currentPage: 1 });
    expect(second.data.map((c: { id: number }) => c.id)).toEqual([seenLongAgo.user.id]);

    // Signing in is activity: the candidate leaves the list.
    const login = await t.post('/api/users/login', { email: neverSeen.email, password: neverSeen.password });
    expect(login.statusCode).toBe(200);
    expect((await list({})).json().data.map((c: { id: number }) => c.id)).toEqual([noProfile.user.id, seenLongAgo.user.id]);
  });

  it('counts the activity the retention job counts: a confirmation or a « keep » answer is activity', async () => {
    // Not connected for 3 years; availability confirmed 2.2 years ago (through a mail link): still inactive, since then.
    const confirmedLongAgo = await makeCandidate(t.app.ctx);
    await age(confirmedLongAgo.user.id, ago(4), ago(3), ago(2.2));
    // Not connected for 3 years, but confirmed 10 days ago, or answered « Conserver mon compte »: active.
    const confirmedRecently = await makeCandidate(t.app.ctx);
    await age(confirmedRecently.user.id, ago(4), ago(3), ago(0.03));
    const kept = await makeCandidate(t.app.ctx);
    await age(kept.user.id, ago(4), ago(3));
    await t.database.query("UPDATE users SET retention_kept_at = now() - interval '5 days' WHERE id = $1", [kept.user.id]);

    const ids = (await list({ size: 100 })).json().data.map((c: { id: number }) => c.id);
    expect(ids).toContain(confirmedLongAgo.user.id);
    expect(ids).not.toContain(confirmedRecently.user.id);
    expect(ids).not.toContain(kept.user.id);
    const row = (await list({ size: 100 })).json().data.find((c: { id: number }) => c.id === confirmedLongAgo.user.id);
    expect(new Date(row.lastActivityAt).getTime()).toBeCloseTo(ago(2.2).getTime(), -4);
  });

  it('is for the staff only, and checks its paging', async () => {
    const root = await makeUser(t.app.ctx, { role: 'root' });
    expect((await list({}, root.token)).statusCode).toBe(200);
    for (const role of ['client', 'condidat'] as const) {
      const user = await makeUser(t.app.ctx, { role });
      expectFailure(await list({}, user.token), 'auth.role_forbidden');
    }
    expectFailure(await t.post('/api/adm/inactiveCandidates', {}), 'auth.unauthenticated');
    expect((await list({ size: 1000 })).statusCode).toBe(400);
    expect((await list({ page: -1 })).statusCode).toBe(400);
    // Without a body, the first page of 10.
    const bare = await t.app.inject({ method: 'POST', url: '/api/adm/inactiveCandidates', headers: { 'sb-tkn': admin.token } });
    expect(bare.statusCode, bare.body).toBe(200);
  });
});
