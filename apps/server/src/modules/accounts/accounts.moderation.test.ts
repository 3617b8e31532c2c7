import { MSG } from '@passerelle/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { makeUser, uniqueEmail } from '../../test/factories.js';
import { buildTestApp, type TestApp } from '../../test/test-app.js';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(async () => t.close());

const ACTIONS = ['validate', 'invalidate', 'ban', 'unban'] as const;

async function etatOf(id: number) {
  const [row] = await t.database.query<{ etat: string }>('SELECT etat FROM users WHERE id = $1', [id]);
  return row?.etat;
}

describe('validate / invalidate / ban / unban', () => {
  it('are for admin and root only', async () => {
    const target = await makeUser(t.app.ctx, { role: 'client', etat: 'pending' });
    const client = await makeUser(t.app.ctx, { role: 'client' });
    const candidate = await makeUser(t.app.ctx, { role: 'condidat' });
    for (const action of ACTIONS) {
      expect((await t.post(`/api/users/${action}`, { id: target.user.id })).statusCode).toBe(401);
      for (const who of [client, candidate]) {
        const res = await t.post(`/api/users/${action}`, { id: target.user.id }, who.token);
        expect(res.statusCode).toBe(403);
        expect(res.json().message).toBe(MSG.forbidden);
      }
    }
    expect(await etatOf(target.user.id)).toBe('pending');
  });

  it('move the account through its états and record who did it', async () => {
    const admin = await makeUser(t.app.ctx, { role: 'admin' });
    const target = await makeUser(t.app.ctx, { role: 'client', etat: 'pending' });
    const steps: [(typeof ACTIONS)[number], string][] = [
      ['validate', 'active'],
      ['invalidate', 'pending'],
      ['ban', 'blocked'],
      ['unban', 'active'],
    ];
    for (const [action, etat] of steps) {
      const res = await t.post(`/api/users/${action}`, { id: target.user.id }, admin.token);
      expect(res.json()).toEqual({ done: true });
      expect(await etatOf(target.user.id)).toBe(etat);
    }
    const log = await t.database.query<{ action: string; actor_id: number }>(
      'SELECT action, actor_id FROM admin_actions WHERE target_user_id = $1 ORDER BY id',
      [target.user.id],
    );
    expect(log).toEqual(steps.map(([action]) => ({ action, actor_id: admin.user.id })));
    const notes = await t.database.query<{ titre: string; read: boolean }>(
      'SELECT titre, read FROM notifications WHERE user_id = $1',
      [target.user.id],
    );
    expect(notes).toEqual([{ titre: 'valid_cmpt', read: false }]);
  });

  it("a banned user's token fails on the next call; its état blocks login too", async () => {
    const root = await makeUser(t.app.ctx, { role: 'root' });
    const victim = await makeUser(t.app.ctx, { role: 'condidat' });
    expect((await t.post('/api/users/checkuser', {}, victim.token)).statusCode).toBe(200);
    await t.post('/api/users/ban', { id: victim.user.id }, root.token);
    const next = await t.post('/api/users/checkuser', {}, victim.token);
    expect(next.statusCode).toBe(401);
    // The banned user is told so, not that the session expired (issue 16 item 16).
    expect(next.json()).toMatchObject({ code: 'auth.account_blocked', message: 'Votre compte est désactivé : contactez-nous.' });
    const refused = await t.post('/api/users/login', { email: victim.email, password: victim.password });
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toMatchObject({ code: 'account.blocked', message: 'Votre compte est désactivé : contactez-nous.' });
    await t.post('/api/users/unban', { id: victim.user.id }, root.token);
    expect((await t.post('/api/users/login', { email: victim.email, password: victim.password })).statusCode).toBe(200);
  });

  it('only root acts on administrators; nobody on their own account or on root', async () => {
    const root = await makeUser(t.app.ctx, { role: 'root' });
    const admin = await makeUser(t.app.ctx, { role: 'admin' });
    const otherAdmin = await makeUser(t.app.ctx, { role: 'admin' });
    expect((await t.post('/api/users/ban', { id: otherAdmin.user.id }, admin.token)).statusCode).toBe(403);
    expect((await t.post('/api/users/ban', { id: root.user.id }, admin.token)).statusCode).toBe(403);
    expect((await t.post('/api/users/ban', { id: admin.user.id }, admin.token)).json().message).toBe(MSG.cannotActOnSelf);
    expect((await t.post('/api/users/ban', { id: otherAdmin.user.id }, root.token)).json()).toEqual({ done: true });
    expect((await t.post('/api/users/validate', { id: 999_999 }, root.token)).statusCode).toBe(404);
    expect((await t.post('/api/users/validate', { id: 'abc' }, root.token)).statusCode).toBe(400);
  });
});

describe('rate limits', () => {
  it('login: the 11th wrong password on one address and e-mail in 15 minutes gets 429', async () => {
    const email = uniqueEmail('brute');
    const remoteAddress = '203.0.113.7';
    for (let i = 0; i < 10; i++) {
      const res = await t.post('/api/users/login', { email, password: 'mauvais-1' }, undefined, { remoteAddress });
      expect(res.statusCode).toBe(401);
    }
    const limited = await t.post('/api/users/login', { email, password: 'mauvais-1' }, undefined, { remoteAddress });
    expect(limited.statusCode).toBe(429);
    expect(limited.json()).toEqual({ done: false, success: false, message: MSG.tooManyRequests, code: 'rate.limited' });
    // Another address is not affected.
    const other = await t.post('/api/users/login', { email, password: 'mauvais-1' }, undefined, { remoteAddress: '203.0.113.8' });
    expect(other.statusCode).toBe(401);
  });

  it('login: strangers cannot lock an account out; the attacking addresses are refused, not the owner', async () => {
    const made = await makeUser(t.app.ctx);
    const attackers = Array.from({ length: 10 }, (_, i) => `198.51.100.${i + 1}`);
    const guess = (remoteAddress: string, password = 'mauvais-1') =>
      t.post('/api/users/login', { email: made.email, password }, undefined, { remoteAddress });
    for (const remoteAddress of attackers) {
      for (let i = 0; i < 10; i++) expect((await guess(remoteAddress)).statusCode).toBe(401);
    }
    // 100 failures on the e-mail: its owner, from another address, still gets in with the right password.
    expect((await guess('192.0.2.50', made.password)).statusCode).toBe(200);
    expect((await guess('192.0.2.50', made.password)).statusCode).toBe(200);
    // The attackers' addresses are refused, even with the right password.
    expect((await guess(attackers[0] as string)).statusCode).toBe(429);
    expect((await guess(attackers[3] as string, made.password)).statusCode).toBe(429);
    // A fresh attacking address may only fail a few times on an account under attack.
    const statuses: number[] = [];
    for (let i = 0; i < 5; i++) statuses.push((await guess('198.51.100.99')).statusCode);
    expect(statuses).toEqual([401, 401, 401, 429, 429]);
    // The owner, after a typo, still gets in.
    expect((await guess('192.0.2.50')).statusCode).toBe(401);
    expect((await guess('192.0.2.50', made.password)).statusCode).toBe(200);
  });

  it('login: successful logins are never throttled, and one resets the count of its address and e-mail', async () => {
    const made = await makeUser(t.app.ctx);
    const remoteAddress = '203.0.113.9';
    const attempt = (password: string) =>
      t.post('/api/users/login', { email: made.email, password }, undefined, { remoteAddress });
    for (let i = 0; i < 15; i++) expect((await attempt(made.password)).statusCode).toBe(200);
    for (let i = 0; i < 9; i++) expect((await attempt('mauvais-1')).statusCode).toBe(401);
    expect((await attempt(made.password)).statusCode).toBe(200);
    for (let i = 0; i < 9; i++) expect((await attempt('mauvais-1')).statusCode).toBe(401);
    expect((await attempt(made.password)).statusCode).toBe(200);
  });

  it('forgetPass and registration are limited too', async () => {
    const remoteAddress = '203.0.113.20';
    const email = uniqueEmail('forgot');
    const statuses: number[] = [];
    for (let i = 0; i < 6; i++) {
      statuses.push((await t.post('/api/users/forgetPass', { email }, undefined, { remoteAddress })).statusCode);
    }
    expect(statuses).toEqual([200, 200, 200, 200, 200, 429]);
    // Per e-mail too, from any address (issue 16): 8 in 15 minutes, known address or not.
    for (const target of [uniqueEmail('flooded'), (await makeUser(t.app.ctx)).email]) {
      const perEmail: number[] = [];
      for (let i = 0; i < 10; i++) {
        const res = await t.post('/api/users/forgetPass', { email: target }, undefined, { remoteAddress: `198.18.0.${i + 1}` });
        perEmail.push(res.statusCode);
      }
      expect(perEmail).toEqual([200, 200, 200, 200, 200, 200, 200, 200, 429, 429]);
    }

    const registerAddress = '203.0.113.30';
    let last = 0;
    for (let i = 0; i < 21; i++) {
      last = (await t.post('/api/users/newClient', { type_cmpt: 'client' }, undefined, { remoteAddress: registerAddress }))
        .statusCode;
    }
    expect(last).toBe(429);
  });
});
