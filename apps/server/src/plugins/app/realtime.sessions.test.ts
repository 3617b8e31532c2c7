import { clientMessageAck, newMessagePayload } from '@passerelle/shared';
import type { Socket } from 'socket.io-client';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { SETTING_ADMIN_TWO_FACTOR, writeSetting } from '../../modules/two-factor/settings.js';
import { makeLinkToken, makeUser } from '../../test/factories.js';
import { connected, disconnected, listen, next, socketFor, until } from '../../test/sockets.js';
import { buildTestApp, type TestApp } from '../../test/test-app.js';
import { SOCKET_TICK_MS } from './realtime/rooms.js';

/**
 * Issue 28: a socket lives no longer than its session. Logout, a password change or reset close the sockets
 * of the sessions they end (on every instance); an event on a session that ended meanwhile is refused; the
 * staff room follows root's second-factor policy. Across instances (PostgreSQL or Redis adapter): test/sockets.ts
 * expectSharedEvents.
 */

let t: TestApp;
let base: string;
beforeAll(async () => {
  // The socket layer's minute is run by hand (jobs are off in tests; setTimeout stays real).
  vi.useFakeTimers({ toFake: ['setInterval', 'clearInterval'] });
  t = await buildTestApp();
  base = await listen(t.app);
});
afterAll(async () => {
  await t.close();
  vi.useRealTimers();
});

const NEW_PASSWORD = 'Hirondelle-77';

/** A second session of the same account, as a login opens it. */
async function loginAgain(email: string, password: string): Promise<string> {
  const res = await t.post('/api/users/login', { email, password });
  expect(res.statusCode, res.body).toBe(200);
  return res.json().token;
}

async function open(token: string): Promise<Socket> {
  const socket = socketFor(base, token);
  await connected(socket);
  return socket;
}

/** Nothing of `event` reaches `socket` for `ms` (pushes to the same room arrive together: a sibling's arrival is the clock). */
async function silent(socket: Socket, event: string, ms = 300): Promise<boolean> {
  let heard = false;
  const listener = () => {
    heard = true;
  };
  socket.on(event, listener);
  await new Promise((resolve) => setTimeout(resolve, ms));
  socket.off(event, listener);
  return !heard;
}

async function messagesOf(userId: number): Promise<string[]> {
  const rows = await t.database.query<{ content: string }>('SELECT content FROM chat_messages WHERE user_id = $1 ORDER BY id', [
    userId,
  ]);
  return rows.map((row) => row.content);
}

describe('a socket ends with its session', () => {
  it("logout closes that session's socket, which then gets nothing; the account's other session keeps its own", async () => {
    const candidate = await makeUser(t.app.ctx, { role: 'condidat' });
    const admin = await makeUser(t.app.ctx, { role: 'admin' });
    const other = await loginAgain(candidate.email, candidate.password);
    const stolen = await open(candidate.token);
    const kept = await open(other);

    const closed = disconnected(stolen);
    expect((await t.post('/api/users/logout', {}, candidate.token)).statusCode).toBe(200);
    expect(await closed).toBe('io server disconnect');
    expect(kept.connected).toBe(true);

    const received = next<{ content: string }>(kept, 'new_msg_to_client');
    let leaked = false;
    stolen.on('new_msg_to_client', () => {
      leaked = true;
    });
    await t.post('/api/chat/sendit', { content: 'Après la déconnexion', id_to: candidate.user.id }, admin.token);
    expect((await received).content).toBe('Après la déconnexion');
    expect(leaked).toBe(false);
    await expect(connected(socketFor(base, candidate.token))).rejects.toThrow(/session/);
    kept.close();
  });

  it("a password change closes the other sessions' sockets, not the caller's", async () => {
    const client = await makeUser(t.app.ctx, { role: 'client' });
    const thief = await loginAgain(client.email, client.password);
    const stolen = await open(thief);
    const mine = await open(client.token);
    const closed = disconnected(stolen);
    const res = await t.post(
      '/api/users/changepass',
      { last_password: client.password, password: NEW_PASSWORD, confirmPassword: NEW_PASSWORD },
      client.token,
    );
    expect(res.statusCode, res.body).toBe(200);
    expect(await closed).toBe('io server disconnect');
    expect(await silent(mine, 'disconnect')).toBe(true);
    expect(mine.connected).toBe(true);
    mine.close();
  });

  it("a password reset closes every socket of the account, and refresh closes the old token's", async () => {
    const candidate = await makeUser(t.app.ctx, { role: 'condidat' });
    const fresh = (await t.post('/api/users/refreshToken', {}, await loginAgain(candidate.email, candidate.password))).json()
      .token as string;
    const first = await open(candidate.token);
    const second = await open(fresh);
    const closed = Promise.all([disconnected(first), disconnected(second)]);
    const link = await makeLinkToken(t.app.ctx, candidate.user.id, 'reset_password');
    const res = await t.post('/api/users/resetPass', { password: NEW_PASSWORD, confirmPassword: NEW_PASSWORD }, link);
    expect(res.statusCode, res.body).toBe(200);
    expect(await closed).toEqual(['io server disconnect', 'io server disconnect']);

    const session = await loginAgain(candidate.email, NEW_PASSWORD);
    const before = await open(session);
    const replaced = disconnected(before);
    const refreshed = await t.post('/api/users/refreshToken', {}, session);
    expect(refreshed.statusCode).toBe(200);
    expect(await replaced).toBe('io server disconnect');
    (await open(refreshed.json().token)).close();
  });

  it('an event on a session that ended meanwhile is refused, stores nothing, and closes the socket', async () => {
    const candidate = await makeUser(t.app.ctx, { role: 'condidat' });
    const socket = await open(candidate.token);
    // Ended without the broadcast (as the admin command line or another process would).
    await t.database.query('UPDATE sessions SET revoked_at = now() WHERE user_id = $1', [candidate.user.id]);
    const closed = disconnected(socket);
    const answer = clientMessageAck.parse(await socket.timeout(5000).emitWithAck('client_msg', 'Encore moi'));
    expect(answer).toEqual({ done: false, code: 'auth.session_invalid', message: expect.stringMatching(/session/) });
    expect(await closed).toBe('io server disconnect');
    expect(await messagesOf(candidate.user.id)).toEqual([]);
  });

  it('keeps the session token out of what the instances share (fetchSockets sends the handshake)', async () => {
    const candidate = await makeUser(t.app.ctx, { role: 'condidat' });
    const socket = await open(candidate.token);
    const shared = (await t.app.io.fetchSockets()).find((s) => s.data.userId === candidate.user.id);
    expect(shared?.data).toEqual({ userId: candidate.user.id, role: 'condidat', sessionId: expect.any(String) });
    expect(JSON.stringify(shared?.handshake)).not.toContain(candidate.token);
    // The token kept on the instance still serves the checks of each event.
    expect(clientMessageAck.parse(await socket.emitWithAck('client_msg', 'Bonjour'))).toMatchObject({ done: true });
    socket.close();
  });
});

describe("the staff room follows root's mandatory second factor", () => {
  it('a staff member without it stops receiving the staff pushes when root turns it on, and gets them back when root turns it off', async () => {
    const root = await makeUser(t.app.ctx, { role: 'root' });
    const held = await makeUser(t.app.ctx, { role: 'admin' });
    const equipped = await makeUser(t.app.ctx, { role: 'admin' });
    await t.database.query('UPDATE users SET totp_enabled_at = now() WHERE id = ANY($1)', [[root.user.id, equipped.user.id]]);
    const candidate = await makeUser(t.app.ctx, { role: 'condidat' });
    const heldSocket = await open(held.token);
    const equippedSocket = await open(equipped.token);
    const user = await open(candidate.token);
    const writes = async (content: string) => {
      const toEquipped = until(equippedSocket, 'new_msg', (p) => newMessagePayload.parse(p).msg.content === content);
      expect(clientMessageAck.parse(await user.emitWithAck('client_msg', content))).toMatchObject({ done: true });
      await toEquipped;
    };
    try {
      expect((await t.post('/api/adm/twoFactorPolicy', { required: true }, root.token)).json()).toEqual({ done: true });
      // The room is left through the adapter's broadcast: give it the time a message takes.
      await new Promise((resolve) => setTimeout(resolve, 200));
      const missed = silent(heldSocket, 'new_msg');
      await writes('Pendant la règle');
      expect(await missed).toBe(true);
      // Not disconnected: it may still turn the second factor on from « Mon compte ».
      expect(heldSocket.connected).toBe(true);

      expect((await t.post('/api/adm/twoFactorPolicy', { required: false }, root.token)).json()).toEqual({ done: true });
      await new Promise((resolve) => setTimeout(resolve, 200));
      const back = next(heldSocket, 'new_msg');
      await writes('Après la règle');
      expect(newMessagePayload.parse(await back).msg.content).toBe('Après la règle');
    } finally {
      await t.post('/api/adm/twoFactorPolicy', { required: false }, root.token);
      for (const socket of [heldSocket, equippedSocket, user]) socket.close();
    }
  });
});

describe("every minute, this instance's sockets are read again", () => {
  it('a session that expired or ended unseen closes its socket; a staff member the policy now holds back leaves the staff room', async () => {
    const expired = await makeUser(t.app.ctx, { role: 'condidat' });
    const revoked = await makeUser(t.app.ctx, { role: 'client' });
    const alive = await makeUser(t.app.ctx, { role: 'condidat' });
    const held = await makeUser(t.app.ctx, { role: 'admin' });
    const equipped = await makeUser(t.app.ctx, { role: 'admin' });
    await t.database.query('UPDATE users SET totp_enabled_at = now() WHERE id = $1', [equipped.user.id]);
    const sockets = await Promise.all([expired, revoked, alive, held, equipped].map((who) => open(who.token)));
    const [expiredSocket, revokedSocket, aliveSocket, heldSocket, equippedSocket] = sockets as [
      Socket,
      Socket,
      Socket,
      Socket,
      Socket,
    ];
    try {
      await t.database.query("UPDATE sessions SET expires_at = now() - interval '1 second' WHERE user_id = $1", [
        expired.user.id,
      ]);
      // As the admin command line or another process would: no event reaches this instance.
      await t.database.query('UPDATE sessions SET revoked_at = now() WHERE user_id = $1', [revoked.user.id]);
      await writeSetting(t.app.ctx.db, SETTING_ADMIN_TWO_FACTOR, true);
      const closed = Promise.all([disconnected(expiredSocket), disconnected(revokedSocket)]);
      await vi.advanceTimersByTimeAsync(SOCKET_TICK_MS);
      expect(await closed).toEqual(['io server disconnect', 'io server disconnect']);

      const missed = silent(heldSocket, 'new_msg');
      const toEquipped = until(equippedSocket, 'new_msg', (p) => newMessagePayload.parse(p).msg.content === 'Toujours là');
      expect(clientMessageAck.parse(await aliveSocket.emitWithAck('client_msg', 'Toujours là'))).toMatchObject({ done: true });
      await toEquipped;
      expect(await missed).toBe(true);
      expect(heldSocket.connected).toBe(true);
    } finally {
      await writeSetting(t.app.ctx.db, SETTING_ADMIN_TWO_FACTOR, false);
      for (const socket of sockets) socket.close();
    }
  });
});
