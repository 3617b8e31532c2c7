import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type MadeUser, makeUser, uniqueEmail } from '../../test/factories.js';
import { makeCandidate, makeClient } from '../../test/marketplace.js';
import { buildTestApp, type TestApp } from '../../test/test-app.js';

let t: TestApp;
let admin: MadeUser;
let root: MadeUser;
beforeAll(async () => {
  t = await buildTestApp();
  admin = await makeUser(t.app.ctx, { role: 'admin' });
  root = await makeUser(t.app.ctx, { role: 'root' });
});
afterAll(async () => t.close());

const latest = async (who: MadeUser) => {
  const res = await t.post('/api/adm/getMyNotif', {}, who.token);
  expect(res.statusCode, res.body).toBe(200);
  return res.json() as { data: { content: string; url: string | null; read: boolean }[]; unread: number };
};

describe('staff notifications (issue 16 item 14)', () => {
  it('tell every staff member of an account to validate, a new request, a contact message and a technical-test request', async () => {
    const before = (await latest(admin)).unread;

    const email = uniqueEmail('nouveau');
    const password = 'Tournesol-42';
    await t.post('/api/users/newCondidat', { type_cmpt: 'condidat', email, password, confirmPassword: password, cgu: true });
    const mail = (await t.outbox()).filter((m) => m.to === email).at(-1);
    expect((await t.post('/api/users/vrfmail', {}, mail?.linkToken)).statusCode).toBe(200);
    let notes = await latest(admin);
    expect(notes.data[0]).toMatchObject({ url: '/dashb/acc/cd' });
    expect(notes.data[0]?.content).toContain(`Nouveau compte candidat à valider : <strong>${email}</strong>`);

    const client = await makeClient(t.app.ctx, { nomEntreprise: 'Forge Logicielle' });
    const candidate = await makeCandidate(t.app.ctx, { nom: 'Perrin', prenom: 'Zoé' });
    const asked = await t.post(
      '/api/cl/newDmdCond',
      { condidatId: candidate.candidate.id, clientId: client.client.id, date_debut: '2026-10-01', date_fin: '2026-12-31' },
      client.token,
    );
    expect(asked.statusCode, asked.body).toBe(200);
    notes = await latest(admin);
    expect(notes.data[0]).toMatchObject({ url: '/dashb/acc/dmd' });
    expect(notes.data[0]?.content).toContain('<strong>Forge Logicielle</strong> pour <strong>Zoé Perrin</strong>');

    await t.post('/api/adm/contactus/new', {
      fullname: 'Paul Girard',
      subject: 'Partenariat',
      content: 'Bonjour.',
      email: 'paul.girard@exemple.fr',
    });
    notes = await latest(admin);
    expect(notes.data[0]).toMatchObject({ url: '/dashb/contact' });
    expect(notes.data[0]?.content).toContain('<strong>Paul Girard</strong> : Partenariat');

    expect((await t.post('/api/cd/askTechTest', {}, candidate.token)).statusCode).toBe(200);
    notes = await latest(admin);
    expect(notes.data[0]).toMatchObject({ url: '/dashb/chat' });
    expect(notes.data[0]?.content).toContain('Demande de test technique de <strong>Zoé Perrin</strong>');

    expect(notes.unread).toBe(before + 4);
    expect((await latest(root)).data.slice(0, 4).map((n) => n.url)).toEqual([
      '/dashb/chat',
      '/dashb/contact',
      '/dashb/acc/dmd',
      '/dashb/acc/cd',
    ]);
    // Clients and candidates are not told.
    const clientNotes = (await t.post('/api/cl/getMyNotif', {}, client.token)).json();
    expect(clientNotes.data).toEqual([]);
  });

  it('settle every staff member’s « compte à valider » once one of them validates it; the user gets a mail (DECISIONS §6.9)', async () => {
    const email = uniqueEmail('a-valider');
    const password = 'Tournesol-42';
    await t.post('/api/users/newClient', { type_cmpt: 'client', email, password, confirmPassword: password, cgu: true });
    const link = (await t.outbox()).filter((m) => m.to === email).at(-1);
    const verified = await t.post('/api/users/vrfmail', {}, link?.linkToken);
    expect(verified.statusCode).toBe(200);
    const userId = verified.json().user.id as number;
    const waiting = (who: MadeUser) =>
      latest(who).then((notes) => notes.data.find((n) => n.content.includes(`à valider : <strong>${email}</strong>`)));
    expect(await waiting(admin)).toMatchObject({ read: 0 });
    expect(await waiting(root)).toMatchObject({ read: 0 });
    const unreadBefore = (await latest(admin)).unread;

    expect((await t.post('/api/users/validate', { id: userId }, root.token)).statusCode).toBe(200);
    expect(await waiting(admin)).toMatchObject({ read: 1 });
    expect(await waiting(root)).toMatchObject({ read: 1 });
    expect((await latest(admin)).unread).toBe(unreadBefore - 1);

    const mails = (await t.outbox()).filter((m) => m.to === email);
    expect(mails.at(-1)).toMatchObject({ subject: 'Votre compte Passerelle est validé' });
    expect(mails.at(-1)?.text).toContain('http://localhost:3000/login');
  });
});
