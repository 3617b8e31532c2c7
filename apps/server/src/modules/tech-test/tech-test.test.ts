import { type ChatMessage, TECH_TEST_INTERVAL_MS, TECH_TEST_REQUEST_MESSAGE } from '@passerelle/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { expectFailure } from '../../test/assertions.js';
import { makeUser } from '../../test/factories.js';
import { buildTestApp, type TestApp } from '../../test/test-app.js';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(async () => t.close());

const ISO_TIMESTAMP = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{3}Z$/;

/** Moves the user's messages back in time, as if they had been written `ms` earlier. */
async function age(userId: number, ms: number) {
  await t.database.query(
    `UPDATE chat_messages SET created_at = created_at - ($2 || ' milliseconds')::interval WHERE user_id = $1`,
    [userId, String(ms)],
  );
}

describe('askTechTest: the candidate asks the staff for a technical test (DECISIONS §4)', () => {
  it('reaches the staff as a chat message from the candidate, pushed to them at once', async () => {
    const candidate = await makeUser(t.app.ctx, { role: 'condidat', etat: 'pending' });
    const admin = await makeUser(t.app.ctx, { role: 'admin' });
    const pushed: ChatMessage[] = [];
    const listener = ({ message }: { message: ChatMessage }) => pushed.push(message);
    t.app.ctx.events.on('chat.message', listener);

    expect((await t.post('/api/cd/techTestStatus', {}, candidate.token)).json()).toEqual({
      done: true,
      data: { askedAt: null, nextAt: null },
    });
    const res = await t.post('/api/cd/askTechTest', {}, candidate.token);
    t.app.ctx.events.off('chat.message', listener);
    expect(res.statusCode, res.body).toBe(200);
    const { data } = res.json();
    expect(data.askedAt).toMatch(ISO_TIMESTAMP);
    expect(Date.parse(data.nextAt) - Date.parse(data.askedAt)).toBe(TECH_TEST_INTERVAL_MS);
    expect(pushed).toEqual([expect.objectContaining({ id_from: candidate.user.id, content: TECH_TEST_REQUEST_MESSAGE })]);

    const list = (await t.post('/api/chat/getUserChat', {}, admin.token)).json();
    expect(list.data.find((u: { id: number }) => u.id === candidate.user.id)).toMatchObject({
      new_msg: 1,
      lastMessage: TECH_TEST_REQUEST_MESSAGE,
    });
    const mine = (await t.post('/api/chat/getMyMsg', {}, candidate.token)).json();
    expect(mine.data).toEqual([expect.objectContaining({ from_staff: false, content: TECH_TEST_REQUEST_MESSAGE })]);
    expect((await t.post('/api/cd/techTestStatus', {}, candidate.token)).json().data).toEqual(data);
  });

  it('once a day: a second request within 24 h is refused (429) and sends nothing; after 24 h it goes', async () => {
    const candidate = await makeUser(t.app.ctx, { role: 'condidat' });
    expect((await t.post('/api/cd/askTechTest', {}, candidate.token)).statusCode).toBe(200);
    expectFailure(await t.post('/api/cd/askTechTest', {}, candidate.token), 'tech_test.too_soon');
    // An ordinary chat message in between does not count as a request.
    await t.post('/api/chat/sendit', { content: 'Autre question' }, candidate.token);
    await age(candidate.user.id, TECH_TEST_INTERVAL_MS - 60_000);
    expectFailure(await t.post('/api/cd/askTechTest', {}, candidate.token), 'tech_test.too_soon');
    await age(candidate.user.id, 120_000);
    expect((await t.post('/api/cd/techTestStatus', {}, candidate.token)).json().data.nextAt).toBeNull();
    expect((await t.post('/api/cd/askTechTest', {}, candidate.token)).statusCode).toBe(200);
    const [row] = await t.database.query<{ n: number }>(
      'SELECT count(*)::int AS n FROM chat_messages WHERE user_id = $1 AND content = $2',
      [candidate.user.id, TECH_TEST_REQUEST_MESSAGE],
    );
    expect(row?.n).toBe(2);
  });

  it('is rate-limited per candidate: the sixth call in 15 minutes is refused before reaching the service', async () => {
    const candidate = await makeUser(t.app.ctx, { role: 'condidat' });
    const other = await makeUser(t.app.ctx, { role: 'condidat' });
    const statuses: number[] = [];
    for (let i = 0; i < 5; i++) statuses.push((await t.post('/api/cd/askTechTest', {}, candidate.token)).statusCode);
    expect(statuses).toEqual([200, 429, 429, 429, 429]);
    expectFailure(await t.post('/api/cd/askTechTest', {}, candidate.token), 'rate.limited');
    expect((await t.post('/api/cd/askTechTest', {}, other.token)).statusCode).toBe(200);
  });

  it('is for candidates only', async () => {
    const client = await makeUser(t.app.ctx, { role: 'client' });
    const admin = await makeUser(t.app.ctx, { role: 'root' });
    for (const url of ['/api/cd/askTechTest', '/api/cd/techTestStatus']) {
      for (const who of [client, admin]) expectFailure(await t.post(url, {}, who.token), 'auth.role_forbidden');
      expectFailure(await t.post(url, {}), 'auth.unauthenticated');
    }
  });
});
