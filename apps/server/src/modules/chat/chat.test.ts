import { MSG } from '@passerelle/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { expectFailure } from '../../test/assertions.js';
import { makeUser } from '../../test/factories.js';
import { buildTestApp, type TestApp } from '../../test/test-app.js';
import { CHAT_MESSAGES_MAX } from './chat.service.js';
import { runDigest } from './digest.js';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(async () => t.close());

describe('support chat over HTTP', () => {
  it('is limited per account: the 61st message in 15 minutes gets 429 (issue 16)', async () => {
    const candidate = await makeUser(t.app.ctx, { role: 'condidat' });
    for (let i = 0; i < CHAT_MESSAGES_MAX.user; i++) {
      expect((await t.post('/api/chat/sendit', { content: `Message ${i}` }, candidate.token)).statusCode).toBe(200);
    }
    const flood = await t.post('/api/chat/sendit', { content: 'Encore' }, candidate.token);
    expect(flood.statusCode).toBe(429);
    expect(flood.json().code).toBe('rate.limited');
    // Another account is not affected.
    const other = await makeUser(t.app.ctx, { role: 'client' });
    expect((await t.post('/api/chat/sendit', { content: 'Bonjour' }, other.token)).statusCode).toBe(200);
  });

  it('a candidate writes, the staff reads and answers, the candidate is notified', async () => {
    const candidate = await makeUser(t.app.ctx, { role: 'condidat', etat: 'pending' });
    const admin = await makeUser(t.app.ctx, { role: 'admin' });

    const sent = await t.post('/api/chat/sendit', { content: '  Bonjour, mon compte est-il validé ?  ' }, candidate.token);
    expect(sent.json()).toMatchObject({
      done: true,
      data: { content: 'Bonjour, mon compte est-il validé ?', from_staff: false, id_from: candidate.user.id },
    });

    const list = (await t.post('/api/chat/getUserChat', {}, admin.token)).json();
    const entry = list.data.find((u: { id: number }) => u.id === candidate.user.id);
    expect(entry).toMatchObject({
      new_msg: 1,
      role: 'condidat',
      etat: 'pending',
      lastMessage: 'Bonjour, mon compte est-il validé ?',
    });

    const thread = (await t.post('/api/chat/getMsgByUser', { id_user: candidate.user.id }, admin.token)).json();
    expect(thread.data).toHaveLength(1);
    const after = (await t.post('/api/chat/getUserChat', {}, admin.token)).json();
    expect(after.data.find((u: { id: number }) => u.id === candidate.user.id).new_msg).toBe(0);

    const answer = await t.post('/api/chat/sendit', { content: 'Oui, c’est fait !', id_to: candidate.user.id }, admin.token);
    expect(answer.json().data).toMatchObject({ from_staff: true, id_to: candidate.user.id });

    const notifs = (await t.post('/api/cd/getMyNotif', {}, candidate.token)).json();
    expect(notifs.unread).toBe(1);
    expect(notifs.data[0]).toMatchObject({ titre: 'msg', read: 0, url: '/dashb/chat' });
    expect(notifs.data[0].content).toContain('L&#39;équipe Passerelle');
    expect((await t.post('/api/cd/setNotifRead', {}, candidate.token)).json()).toEqual({ done: true });
    expect((await t.post('/api/cd/getMyNotif', {}, candidate.token)).json().unread).toBe(0);

    const mine = (await t.post('/api/chat/getMyMsg', {}, candidate.token)).json();
    expect(mine.data.map((m: { content: string }) => m.content)).toEqual([
      'Bonjour, mon compte est-il validé ?',
      'Oui, c’est fait !',
    ]);
  });

  it('refuses an empty message, a staff message without recipient, and a user reading the staff lists', async () => {
    const client = await makeUser(t.app.ctx, { role: 'client' });
    const admin = await makeUser(t.app.ctx, { role: 'admin' });
    const empty = await t.post('/api/chat/sendit', { content: '   ' }, client.token);
    expect(empty.statusCode).toBe(400);
    expect(empty.json().message).toBe(MSG.chatMessageEmpty);
    expect((await t.post('/api/chat/sendit', { content: 'Bonjour' }, admin.token)).json().message).toBe(
      MSG.chatRecipientRequired,
    );
    expect((await t.post('/api/chat/sendit', { content: 'Bonjour', id_to: admin.user.id }, admin.token)).statusCode).toBe(404);
    expect((await t.post('/api/chat/getUserChat', {}, client.token)).statusCode).toBe(403);
    expect((await t.post('/api/chat/getMsgByUser', { id_user: client.user.id }, client.token)).statusCode).toBe(403);
    expect((await t.post('/api/chat/getMyMsg', {}, admin.token)).statusCode).toBe(403);
  });

  it('pages long histories, newest page first, oldest message first within a page', async () => {
    const client = await makeUser(t.app.ctx, { role: 'client' });
    for (let i = 1; i <= 60; i++) await t.post('/api/chat/sendit', { content: `message ${i}` }, client.token);
    const first = (await t.post('/api/chat/getMyMsg', {}, client.token)).json();
    expect(first.data).toHaveLength(50);
    expect(first.hasMore).toBe(true);
    expect(first.data[0].content).toBe('message 11');
    expect(first.data[49].content).toBe('message 60');
    const older = (await t.post('/api/chat/getMyMsg', { before: first.data[0].id }, client.token)).json();
    expect(older.data.map((m: { content: string }) => m.content)).toEqual(
      Array.from({ length: 10 }, (_, i) => `message ${i + 1}`),
    );
    expect(older.hasMore).toBe(false);
  });

  it('finds a user without a conversation by name or e-mail, accents ignored', async () => {
    const admin = await makeUser(t.app.ctx, { role: 'root' });
    const candidate = await makeUser(t.app.ctx, { role: 'condidat' });
    await t.database.query("UPDATE users SET nom = 'Lefèvre', prenom = 'Hélène' WHERE id = $1", [candidate.user.id]);
    const found = (await t.post('/api/chat/getUserChat', { search: 'helene lefe' }, admin.token)).json();
    expect(found.data.map((u: { id: number }) => u.id)).toContain(candidate.user.id);
  });
});

describe('mail digest for users who are away', () => {
  it('mails once, with a working unsubscribe link, only when away and only what is new', async () => {
    const admin = await makeUser(t.app.ctx, { role: 'admin' });
    const away = await makeUser(t.app.ctx, { role: 'client' });
    const here = await makeUser(t.app.ctx, { role: 'client' });
    await t.database.query("UPDATE users SET last_seen_at = now() - interval '20 minutes' WHERE id = $1", [away.user.id]);
    await t.database.query("UPDATE users SET last_seen_at = now() - interval '5 minutes' WHERE id = $1", [here.user.id]);
    for (const user of [away, here])
      await t.post('/api/chat/sendit', { content: 'Votre dossier avance.', id_to: user.user.id }, admin.token);

    expect(await runDigest(t.app.ctx)).toBe(1);
    const mails = (await t.outbox()).filter((m) => m.to === away.email && m.subject.includes('des messages vous attendent'));
    expect(mails).toHaveLength(1);
    expect(mails[0]?.text).toContain("1 message non lu de l'équipe Passerelle et 1 notification non lue");
    expect(mails[0]?.text).toContain('http://localhost:3000/dashb/chat');
    expect((await t.outbox()).some((m) => m.to === here.email)).toBe(false);

    // At most one an hour, and only for what is new.
    await t.post('/api/chat/sendit', { content: 'Encore un message.', id_to: away.user.id }, admin.token);
    expect(await runDigest(t.app.ctx)).toBe(0);
    // An hour later: the new message goes out, and the user seen 5 minutes ago is away by then too.
    const later = new Date(Date.now() + 61 * 60_000);
    expect(await runDigest(t.app.ctx, later)).toBe(2);
    expect(await runDigest(t.app.ctx, new Date(later.getTime() + 61 * 60_000))).toBe(0);

    // The unsubscribe link works without a session; a forged one does not.
    const token = /desabonnement\/([^\s]+)/.exec(mails[0]?.text ?? '')?.[1] ?? '';
    expect((await t.post('/api/users/unsubscribe', { token: `${away.user.id}.faux-jeton-signe` })).statusCode).toBe(401);
    expect((await t.post('/api/users/unsubscribe', { token })).json()).toEqual({ done: true });
    await t.post('/api/chat/sendit', { content: 'Toujours là ?', id_to: away.user.id }, admin.token);
    expect(await runDigest(t.app.ctx, new Date(Date.now() + 5 * 3600_000))).toBe(0);
  });
});

// Last: the digest tests above count every user who has unread messages.
describe('notifications', () => {
  it("marks one of one's own notifications read, and answers 404 for another user's, which stays unread", async () => {
    const admin = await makeUser(t.app.ctx, { role: 'admin' });
    const [first, second] = [await makeUser(t.app.ctx, { role: 'client' }), await makeUser(t.app.ctx, { role: 'client' })];
    for (const who of [first, second])
      await t.post('/api/chat/sendit', { content: 'Bonjour !', id_to: who.user.id }, admin.token);
    const idOf = async (token: string) => (await t.post('/api/cl/getMyNotif', {}, token)).json().data[0].id as number;
    const secondId = await idOf(second.token);
    expectFailure(await t.post('/api/cl/setNotifRead', { id: secondId }, first.token), 'notification.not_found');
    expect((await t.post('/api/cl/getMyNotif', {}, second.token)).json().unread).toBe(1);
    expect((await t.post('/api/cl/setNotifRead', { id: await idOf(first.token) }, first.token)).json()).toEqual({ done: true });
    expect((await t.post('/api/cl/getMyNotif', {}, first.token)).json().unread).toBe(0);
  });
});
