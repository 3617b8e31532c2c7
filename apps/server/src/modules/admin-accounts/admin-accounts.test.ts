import { MSG } from '@passerelle/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { expectFailure, expectFieldError } from '../../test/assertions.js';
import { type MadeUser, makeUser } from '../../test/factories.js';
import { CANDIDATE_TEL, makeCandidate, makeClient } from '../../test/marketplace.js';
import { buildTestApp, type TestApp } from '../../test/test-app.js';

let t: TestApp;
let admin: MadeUser;
beforeAll(async () => {
  t = await buildTestApp();
  admin = await makeUser(t.app.ctx, { role: 'admin' });
});
afterAll(async () => t.close());

const list = (url: string, body?: Record<string, unknown>) =>
  body === undefined ? t.app.inject({ method: 'POST', url, headers: { 'sb-tkn': admin.token } }) : t.post(url, body, admin.token);

describe('getAllClient', () => {
  it('lists every client with its account, newest first, without any parameter', async () => {
    const older = await makeClient(t.app.ctx, { nomEntreprise: 'Atelier Numérique', etat: 'pending' });
    const newer = await makeClient(t.app.ctx, { nomEntreprise: 'Bureau Conseil' });
    const res = await list('/api/adm/getAllClient');
    expect(res.statusCode, res.body).toBe(200);
    const body = res.json();
    expect(body).toMatchObject({ done: true, totalItems: body.data.length, totalPages: 1, currentPage: 0 });
    const ids = body.data.map((c: { id: number }) => c.id);
    expect(ids.indexOf(newer.client.id)).toBeLessThan(ids.indexOf(older.client.id));
    const row = body.data.find((c: { id: number }) => c.id === older.client.id);
    expect(row).toMatchObject({
      nom_entreprise: 'Atelier Numérique',
      type_client: 'esn',
      secteur: 'Informatique',
      date_creation: '2015-03-12',
      site_web: 'https://exemple.fr',
      nom: 'Durand',
      prenom: 'Claire',
      tel: '01 23 45 67 89',
      user: { id: older.user.id, email: older.email, etat: 'pending', tel: '01 23 45 67 89' },
    });
  });

  it('searches company and names accent-insensitively and pages on demand', async () => {
    const made = await makeClient(t.app.ctx, { nomEntreprise: 'Étoile Polaire' });
    const found = (await list('/api/adm/getAllClient', { search: 'etoile' })).json();
    expect(found.data.map((c: { id: number }) => c.id)).toEqual([made.client.id]);
    const page = (await list('/api/adm/getAllClient', { size: 2, page: 0 })).json();
    expect(page.data).toHaveLength(2);
    expect(page.totalPages).toBe(Math.ceil(page.totalItems / 2));
    expectFieldError(await list('/api/adm/getAllClient', { size: 0 }), 'size', MSG.invalidInput);
  });
});

describe('getAllCond', () => {
  it('lists every candidate with TJM, CV link, education, experience and account', async () => {
    const made = await makeCandidate(t.app.ctx, { nom: 'Roussel', titre: 'Ingénieure DevOps', tjm: 550, entries: 2 });
    const res = await list('/api/adm/getAllCond');
    expect(res.statusCode, res.body).toBe(200);
    const row = res.json().data.find((c: { id: number }) => c.id === made.candidate.id);
    expect(row).toMatchObject({
      titre: 'Ingénieure DevOps',
      niv_etude: 'bac+5',
      niv_exp: '1-10',
      dispo: '2026-09-01',
      tjm: 550,
      skills: ['TypeScript'],
      resume: 'Développeuse passionnée.',
      tel: CANDIDATE_TEL,
      user: { id: made.user.id, email: made.email, etat: 'active', cv: `/api/files/cv/${made.user.id}` },
    });
    expect(row.formations.map((f: { nom: string }) => f.nom)).toEqual(['Master 1', 'Master 2']);
    expect(row.experiences).toHaveLength(2);
    const found = (await list('/api/adm/getAllCond', { search: 'devops' })).json();
    expect(found.data.map((c: { id: number }) => c.id)).toEqual([made.candidate.id]);
  });
});

describe('setCondTjm and getAccountHistory', () => {
  it("sets the candidate's TJM and records it; the account's history tells who did what, when", async () => {
    const made = await makeCandidate(t.app.ctx, { etat: 'pending' });
    expect((await t.post('/api/users/validate', { id: made.user.id }, admin.token)).json()).toEqual({ done: true });
    expect((await t.post('/api/adm/setCondTjm', { id: made.candidate.id, tjm: '650' }, admin.token)).json()).toEqual({
      done: true,
    });
    expect((await t.post('/api/adm/setCondTjm', { id: made.candidate.id, tjm: 700 }, admin.token)).statusCode).toBe(200);
    const [row] = await t.database.query<{ tjm: number }>('SELECT tjm FROM candidates WHERE id = $1', [made.candidate.id]);
    expect(row?.tjm).toBe(700);

    const history = await t.post('/api/adm/getAccountHistory', { id: made.user.id }, admin.token);
    expect(history.statusCode, history.body).toBe(200);
    const actor = { id: admin.user.id, nom: null, prenom: null, email: admin.email, role: 'admin' };
    expect(history.json().data).toEqual([
      { id: expect.any(Number), action: 'set_tjm', details: '650 → 700', createdAt: expect.any(String), actor },
      { id: expect.any(Number), action: 'set_tjm', details: '— → 650', createdAt: expect.any(String), actor },
      { id: expect.any(Number), action: 'validate', details: 'pending → active', createdAt: expect.any(String), actor },
    ]);
    expectFailure(await t.post('/api/adm/getAccountHistory', { id: 999_999 }, admin.token), 'user.not_found');
  });

  it('gives the SPEC messages of the Modifier TJM dialog, and 404 for an unknown candidate', async () => {
    const made = await makeCandidate(t.app.ctx);
    const cases: [unknown, string][] = [
      [undefined, MSG.budgetRequired],
      ['', MSG.budgetRequired],
      ['cinq cents', MSG.tjmNotNumber],
      [650.5, MSG.tjmInvalid],
      [0, MSG.tjmInvalid],
      [1_000_000_000, MSG.tjmInvalid],
    ];
    for (const [tjm, message] of cases) {
      expectFieldError(await t.post('/api/adm/setCondTjm', { id: made.candidate.id, tjm }, admin.token), 'tjm', message);
    }
    expectFailure(await t.post('/api/adm/setCondTjm', { id: 999_999, tjm: 500 }, admin.token), 'candidate.not_found');
  });

  it('answers 404 for a candidate whose account was erased, and changes nothing', async () => {
    const made = await makeCandidate(t.app.ctx);
    await t.database.query('UPDATE users SET deleted_at = now() WHERE id = $1', [made.user.id]);
    expectFailure(await t.post('/api/adm/setCondTjm', { id: made.candidate.id, tjm: 500 }, admin.token), 'candidate.not_found');
    const [row] = await t.database.query<{ tjm: number | null }>('SELECT tjm FROM candidates WHERE id = $1', [made.candidate.id]);
    expect(row?.tjm).toBeNull();
  });
});
