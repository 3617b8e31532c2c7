import { MSG } from '@passerelle/shared';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { makeUser } from '../../test/factories.js';
import { buildTestApp, type TestApp } from '../../test/test-app.js';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(async () => t.close());

it('stores a message from anyone; staff read them newest first', async () => {
  const first = {
    fullname: 'Claire Durand',
    subject: 'Partenariat',
    content: 'Bonjour, parlons-en.',
    email: 'claire@exemple.fr',
  };
  expect((await t.post('/api/adm/contactus/new', first)).json()).toEqual({ done: true });
  expect((await t.post('/api/adm/contactus/new', { ...first, subject: 'Deuxième', email: '' })).json()).toEqual({ done: true });

  const admin = await makeUser(t.app.ctx, { role: 'admin' });
  const list = await t.get('/api/adm/contactus/list', admin.token);
  expect(list.statusCode).toBe(200);
  expect(list.json()).toMatchObject({ done: true, totalItems: 2, totalPages: 1, currentPage: 0 });
  const messages = list.json().data;
  expect(messages.map((m: { subject: string }) => m.subject)).toEqual(['Deuxième', 'Partenariat']);
  expect(messages[1]).toMatchObject({ fullname: 'Claire Durand', email: 'claire@exemple.fr', content: 'Bonjour, parlons-en.' });
  expect(messages[0].email).toBeNull();
});

it('requires name, subject and message with one French message', async () => {
  const res = await t.post('/api/adm/contactus/new', { fullname: 'A', subject: ' ', content: '' });
  expect(res.statusCode).toBe(400);
  expect(res.json().message).toBe(MSG.contactAllRequired);
});

it('keeps the list for staff', async () => {
  const client = await makeUser(t.app.ctx, { role: 'client' });
  expect((await t.get('/api/adm/contactus/list', client.token)).statusCode).toBe(403);
  expect((await t.get('/api/adm/contactus/list')).statusCode).toBe(401);
});

it('pages the list like the other staff lists: a flood never comes back in one answer (issue 16)', async () => {
  const admin = await makeUser(t.app.ctx, { role: 'admin' });
  const before = (await t.get('/api/adm/contactus/list', admin.token)).json().totalItems as number;
  await t.database.query(
    `INSERT INTO contact_messages (fullname, subject, content) SELECT 'Robot', 'Flood ' || n, 'x' FROM generate_series(1, 250) AS n`,
  );
  const first = (await t.get('/api/adm/contactus/list', admin.token)).json();
  expect(first.data).toHaveLength(10);
  expect(first).toMatchObject({ totalItems: before + 250, currentPage: 0, totalPages: Math.ceil((before + 250) / 10) });
  const third = (await t.get('/api/adm/contactus/list?page=2&size=100', admin.token)).json();
  expect(third.data).toHaveLength(before + 250 - 200);
  expect((await t.get('/api/adm/contactus/list?size=101', admin.token)).statusCode).toBe(400);
});
