import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../app.js';
import { SETTING_ADMIN_TWO_FACTOR, writeSetting } from '../../modules/two-factor/settings.js';
import { makeUser } from '../../test/factories.js';
import { connected, disconnected, expectSharedEvents, listen, next, socketFor, until } from '../../test/sockets.js';
import { buildTestApp, type TestApp } from '../../test/test-app.js';

let t: TestApp;
let base: string;
beforeAll(async () => {
  t = await buildTestApp();
  base = await listen(t.app);
});
afterAll(async () => t.close());

describe('socket handshake', () => {
  it('refuses no token, a bad token, and a browser from another origin', async () => {
    await expect(connected(socketFor(base, undefined))).rejects.toThrow(/connecter/);
    await expect(connected(socketFor(base, 'faux'))).rejects.toThrow(/session/);
    const client = await makeUser(t.app.ctx, { role: 'client' });
    await expect(connected(socketFor(base, client.token, { origin: 'http://pirate.example' }))).rejects.toThrow();
    const ok = socketFor(base, client.token, { origin: 'http://localhost:3000' });
    await connected(ok);
    ok.close();
  });
});

describe('an administrator held back by the mandatory second factor', () => {
  it('gets no socket until it has turned it on; one already connected cannot write', async () => {
    const admin = await makeUser(t.app.ctx, { role: 'admin' });
    const user = await makeUser(t.app.ctx, { role: 'client' });
    const early = socketFor(base, admin.token);
    await connected(early);
    await writeSetting(t.app.ctx.db, SETTING_ADMIN_TWO_FACTOR, true);
    try {
      await expect(connected(socketFor(base, admin.token))).rejects.toThrow(/obligatoire/);
      const answer = await early.timeout(5000).emitWithAck('client_msg', { content: 'Bonjour', id_to: user.user.id });
      expect(answer).toMatchObject({ done: false, message: expect.stringMatching(/obligatoire/) });
      // A client is not concerned; an administrator with the second factor connects.
      const client = socketFor(base, user.token);
      await connected(client);
      client.close();
      await t.database.query('UPDATE users SET totp_enabled_at = now() WHERE id = $1', [admin.user.id]);
      const ok = socketFor(base, admin.token);
      await connected(ok);
      ok.close();
    } finally {
      early.close();
      await writeSetting(t.app.ctx.db, SETTING_ADMIN_TWO_FACTOR, false);
    }
  });
});

describe('messages and notifications in real time', () => {
  it('candidate → staff and staff → candidate; the connected list names who is online', async () => {
    const candidate = await makeUser(t.app.ctx, { role: 'condidat' });
    const admin = await makeUser(t.app.ctx, { role: 'admin' });
    const staff = socketFor(base, admin.token);
    await connected(staff);
    const online = until<Record<string, boolean>>(staff, 'connected_lst', (list) => list[candidate.user.id] === true);
    const user = socketFor(base, candidate.token);
    await connected(user);
    await online;

    const toStaff = next<{ user: { id: number }; msg: { content: string } }>(staff, 'new_msg');
    const ack = await user.emitWithAck('client_msg', 'Bonjour l’équipe');
    expect(ack).toMatchObject({ done: true, data: { content: 'Bonjour l’équipe' } });
    expect(await toStaff).toMatchObject({
      user: { id: candidate.user.id },
      msg: { content: 'Bonjour l’équipe', from_staff: false },
    });

    const toUser = next<{ content: string }>(user, 'new_msg_to_client');
    const notif = next(user, 'notif');
    await t.post('/api/chat/sendit', { content: 'Bonjour Lucas !', id_to: candidate.user.id }, admin.token);
    expect(await toUser).toMatchObject({ content: 'Bonjour Lucas !', from_staff: true });
    await notif;

    const asked = until<Record<string, boolean>>(staff, 'connected_lst', (list) => list[candidate.user.id] === true);
    staff.emit('get_connected_lst');
    await asked;
    user.close();
    staff.close();
  });

  it('only the staff learn who is online (socketApi.get_connected_lst)', async () => {
    for (const role of ['client', 'condidat'] as const) {
      const who = await makeUser(t.app.ctx, { role });
      const socket = socketFor(base, who.token);
      await connected(socket);
      let answered = false;
      socket.on('connected_lst', () => {
        answered = true;
      });
      socket.emit('get_connected_lst');
      // The ack of a later event proves the first one was handled (events are processed in order).
      await socket.emitWithAck('client_msg', '');
      await new Promise((resolve) => setTimeout(resolve, 200));
      expect(answered, role).toBe(false);
      socket.close();
    }
  });

  it('a message sent while the receiver is offline is there when they come back', async () => {
    const client = await makeUser(t.app.ctx, { role: 'client' });
    const admin = await makeUser(t.app.ctx, { role: 'admin' });
    await t.post('/api/chat/sendit', { content: 'Pendant votre absence…', id_to: client.user.id }, admin.token);
    const socket = socketFor(base, client.token);
    await connected(socket);
    const mine = (await t.post('/api/chat/getMyMsg', {}, client.token)).json();
    expect(mine.data.at(-1)).toMatchObject({ content: 'Pendant votre absence…', from_staff: true });
    socket.close();
  });

  it('validation pushes notif and notif_valid_cmpt; a ban closes the sockets', async () => {
    const client = await makeUser(t.app.ctx, { role: 'client', etat: 'pending' });
    const root = await makeUser(t.app.ctx, { role: 'root' });
    const socket = socketFor(base, client.token);
    await connected(socket);
    const validated = next(socket, 'notif_valid_cmpt');
    const notif = next(socket, 'notif');
    await t.post('/api/users/validate', { id: client.user.id }, root.token);
    await Promise.all([validated, notif]);
    const closed = disconnected(socket);
    await t.post('/api/users/ban', { id: client.user.id }, root.token);
    expect(await closed).toBe('io server disconnect');
    await expect(connected(socketFor(base, client.token))).rejects.toThrow();
  });

  it('the erasure of an account closes its sockets', async () => {
    const candidate = await makeUser(t.app.ctx, { role: 'condidat' });
    const socket = socketFor(base, candidate.token);
    await connected(socket);
    const closed = disconnected(socket);
    expect((await t.post('/api/users/deleteAccount', { password: candidate.password }, candidate.token)).statusCode).toBe(200);
    expect(await closed).toBe('io server disconnect');
    await expect(connected(socketFor(base, candidate.token))).rejects.toThrow();
  });
});

describe.runIf(process.env.DATABASE_URL)('two instances on PostgreSQL', () => {
  it('the PostgreSQL adapter shares presence, messages and the end of sessions between A and B', async () => {
    const second = await buildApp({ config: t.config, database: await t.testDatabase.open() });
    await listen(second);
    try {
      await expectSharedEvents(t.app, second);
    } finally {
      await second.close();
    }
  });
});

describe.runIf(process.env.DATABASE_URL)('an instance stopped right after its start, on PostgreSQL', () => {
  it('ends: the adapter’s LISTEN client, still being taken, is given back to the pool (realtime/adapter-pool.ts)', async () => {
    // Without it the pool's end waited for ever (CI, November 2026: every such close hung 60 s).
    for (let i = 0; i < 3; i++) {
      const instance = await buildApp({ config: t.config, database: await t.testDatabase.open() });
      await instance.ready();
      await instance.close();
    }
  }, 15_000);
});
