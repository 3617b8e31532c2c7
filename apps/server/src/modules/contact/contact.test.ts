import { MSG } from '@passerelle/shared';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { expectFailure } from '../../test/assertions.js';
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
  expect(
    (await t.post('/api/adm/contactus/new', { ...first, subject: 'Deuxième', email: 'Paul.Girard@Exemple.fr' })).json(),
  ).toEqual({ done: true });

  const admin = await makeUser(t.app.ctx, { role: 'admin' });
  const list = await t.get('/api/adm/contactus/list', admin.token);
  expect(list.statusCode).toBe(200);
  expect(list.json()).toMatchObject({ done: true, totalItems: 2, totalPages: 1, currentPage: 0 });
  const messages = list.json().data;
  expect(messages.map((m: { subject: string }) => m.subject)).toEqual(['Deuxième', 'Partenariat']);
  expect(messages[1]).toMatchObject({
    fullname: 'Claire Durand',
    email: 'claire@exemple.fr',
    content: 'Bonjour, parlons-en.',
    etat: 'nouveau',
    reponse: null,
    reponseAt: null,
  });
  expect(messages[0].email).toBe('paul.girard@exemple.fr');
});

it('requires name, subject and message with one French message', async () => {
  const res = await t.post('/api/adm/contactus/new', { fullname: 'A', subject: ' ', content: '' });
  expect(res.statusCode).toBe(400);
  expect(res.json().message).toBe(MSG.contactAllRequired);
});

it('refuses an e-mail nobody could answer: missing, blank or malformed (400 contact.bad_email)', async () => {
  const message = { fullname: 'Camille Roux', subject: 'Question', content: 'Bonjour.' };
  for (const email of ['camille@', 'camille', 'camille@exemple', '']) {
    const res = await t.post('/api/adm/contactus/new', { ...message, email });
    expectFailure(res, 'contact.bad_email');
    expect(res.json().errors).toHaveProperty('email');
  }
  expect((await t.post('/api/adm/contactus/new', { ...message, email: 'camille@' })).json().message).toBe(MSG.emailInvalid);
  expectFailure(await t.post('/api/adm/contactus/new', message), 'contact.bad_email');
});

it('lets staff mark a message handled, and reply to it by mail: the list shows the état and the reply', async () => {
  const admin = await makeUser(t.app.ctx, { role: 'admin' });
  await t.post('/api/adm/contactus/new', {
    fullname: 'Hugo Lefèvre',
    subject: 'Tarifs',
    content: 'Combien coûte une mission ?',
    email: 'hugo.lefevre@exemple.fr',
  });
  const find = async (subject: string) =>
    (await t.get('/api/adm/contactus/list?size=100', admin.token))
      .json()
      .data.find((m: { subject: string }) => m.subject === subject);
  const message = await find('Tarifs');
  expect(message.etat).toBe('nouveau');

  expect((await t.post('/api/adm/contactus/traiter', { id: message.id }, admin.token)).json()).toEqual({ done: true });
  expect(await find('Tarifs')).toMatchObject({ etat: 'traite', reponse: null });

  const before = (await t.outbox()).length;
  const texte = 'Bonjour,\n\nNos tarifs dépendent du TJM du consultant : écrivez-nous votre besoin.';
  expect((await t.post('/api/adm/contactus/repondre', { id: message.id, texte }, admin.token)).json()).toEqual({ done: true });
  const replied = await find('Tarifs');
  expect(replied).toMatchObject({ etat: 'traite', reponse: texte });
  expect(Date.parse(replied.reponseAt)).not.toBeNaN();
  const mails = (await t.outbox()).slice(before);
  expect(mails).toHaveLength(1);
  expect(mails[0]).toMatchObject({ to: 'hugo.lefevre@exemple.fr', subject: 'Passerelle : réponse à votre message' });
  expect(mails[0]?.text).toContain('Nos tarifs dépendent du TJM du consultant');
  expect(mails[0]?.text).toContain('« Tarifs »');
});

it('answers 404 for an unknown message, 409 for an old message without an e-mail, 400 for an empty reply', async () => {
  const admin = await makeUser(t.app.ctx, { role: 'admin' });
  expectFailure(await t.post('/api/adm/contactus/traiter', { id: 999_999 }, admin.token), 'contact.not_found');
  expectFailure(
    await t.post('/api/adm/contactus/repondre', { id: 999_999, texte: 'Bonjour.' }, admin.token),
    'contact.not_found',
  );
  const [old] = await t.database.query<{ id: number }>(
    `INSERT INTO contact_messages (fullname, subject, content) VALUES ('Ancien', 'Avant', 'x') RETURNING id`,
  );
  expectFailure(await t.post('/api/adm/contactus/repondre', { id: old?.id, texte: 'Bonjour.' }, admin.token), 'contact.no_email');
  const blank = await t.post('/api/adm/contactus/repondre', { id: old?.id, texte: '  ' }, admin.token);
  expect(blank.statusCode).toBe(400);
  expect(blank.json()).toMatchObject({ code: 'input.invalid', message: MSG.contactReplyRequired });
  const client = await makeUser(t.app.ctx, { role: 'client' });
  expect((await t.post('/api/adm/contactus/traiter', { id: old?.id }, client.token)).statusCode).toBe(403);
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
