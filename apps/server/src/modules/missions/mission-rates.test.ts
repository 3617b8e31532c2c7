import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { expectFailure } from '../../test/assertions.js';
import { type MadeUser, makeUser } from '../../test/factories.js';
import { makeCandidate, makeClient, makeMission, makeRequest } from '../../test/marketplace.js';
import { makeDocument } from '../../test/mission-work.js';
import { buildTestApp, type TestApp } from '../../test/test-app.js';

/** Two daily rates per mission, who reads which, and a mission's history (DECISIONS §6.5, §6.9). */

let t: TestApp;
let admin: MadeUser;
let root: MadeUser;
beforeAll(async () => {
  t = await buildTestApp();
  admin = await makeUser(t.app.ctx, { role: 'admin' });
  root = await makeUser(t.app.ctx, { role: 'root' });
});
afterAll(async () => t.close());

const PERIOD = { date_debut: '2026-10-01', date_fin: '2026-12-31' };

async function parties(options: { candidateTjm?: number | null } = {}) {
  const client = await makeClient(t.app.ctx, { nomEntreprise: 'Banque Lumière' });
  const candidate = await makeCandidate(t.app.ctx, { nom: 'Moreau', tjm: options.candidateTjm ?? null });
  // Missions above 5,000 € need the verified URSSAF attestation (DECISIONS §6.4).
  await makeDocument(t.app.ctx, candidate.candidate.id);
  return { client, candidate };
}

async function pending(options: { candidateTjm?: number | null } = {}) {
  const made = await parties(options);
  const request = await makeRequest(t.app.ctx, made.client.client.id, made.candidate.candidate.id);
  return { ...made, request };
}

const rates = async (missionId: number) =>
  (
    await t.database.query<{ tjm: string; tjm_candidat: string }>(
      'SELECT tjm::text, tjm_candidat::text FROM missions WHERE id = $1',
      [missionId],
    )
  )[0];

describe('closeDmdOk and the freelancer’s rate', () => {
  it('stores the typed tjm_candidat; the staff read both rates and the margin; the mission’s history starts', async () => {
    const { request } = await pending({ candidateTjm: 500 });
    const res = await t.post(
      '/api/adm/closeDmdOk',
      { ...PERIOD, id_dmd: request.id, tjm: '650,5', tjm_candidat: 520.25 },
      admin.token,
    );
    expect(res.statusCode, res.body).toBe(200);
    const mission = res.json().data;
    expect(mission).toMatchObject({ tjm: 650.5, tjm_candidat: 520.25, marge: 130.25 });
    expect(await rates(mission.id)).toEqual({ tjm: '650.500', tjm_candidat: '520.250' });
    const history = (await t.post('/api/adm/getMissionHistory', { id: mission.id }, admin.token)).json().history;
    expect(history).toEqual([
      expect.objectContaining({
        action: 'create_mission',
        libelle: 'Mission créée',
        auteur: { nom: admin.user.nom ?? '', prenom: admin.user.prenom ?? '' },
      }),
    ]);
    expect(history[0].details).toContain('TJM 650,50\u00a0€, TJM candidat 520,25\u00a0€');
  });

  it('the staff’s request list carries the candidate’s staff-set tjm (the dialog starts from it); the client’s does not', async () => {
    const { client, request } = await pending({ candidateTjm: 640 });
    const staff = (await t.post('/api/adm/getAllDmd', { search: 'Banque Lumière', etat: 'en_attente' }, admin.token)).json();
    expect(staff.data.find((r: { id: number }) => r.id === request.id)).toMatchObject({ tjm_condidat: 640 });
    const mine = (await t.post('/api/cl/getMyDmd', { id: client.client.id }, client.token)).json().data;
    expect(mine[0]).not.toHaveProperty('tjm_condidat');
    expect(JSON.stringify(mine)).not.toContain('640');
  });

  it('without tjm_candidat: the candidate’s staff-set tjm when not above the client’s, else the client’s tjm', async () => {
    for (const [candidateTjm, tjm, expected] of [
      [480, 650, '480.000'],
      [700, 650, '650.000'],
      [null, 650, '650.000'],
    ] as const) {
      const { request } = await pending({ candidateTjm });
      const res = await t.post('/api/adm/closeDmdOk', { ...PERIOD, id_dmd: request.id, tjm, tjm_candidat: '' }, admin.token);
      expect(res.statusCode, res.body).toBe(200);
      expect((await rates(res.json().data.id))?.tjm_candidat).toBe(expected);
    }
  });

  it('refuses a freelancer’s rate above the client’s (400 mission.tjm_candidat_above): the request stays pending', async () => {
    const { request } = await pending();
    const res = await t.post(
      '/api/adm/closeDmdOk',
      { ...PERIOD, id_dmd: request.id, tjm: 600, tjm_candidat: 600.001 },
      admin.token,
    );
    expectFailure(res, 'mission.tjm_candidat_above');
    const [row] = await t.database.query<{ etat: string }>('SELECT etat FROM candidate_requests WHERE id = $1', [request.id]);
    expect(row?.etat).toBe('en_attente');
    expect(await t.database.query('SELECT id FROM missions WHERE request_id = $1', [request.id])).toEqual([]);
    // Equal rates are allowed: no margin.
    const equal = await t.post(
      '/api/adm/closeDmdOk',
      { ...PERIOD, id_dmd: request.id, tjm: 600, tjm_candidat: 600 },
      admin.token,
    );
    expect(equal.json().data).toMatchObject({ tjm: 600, tjm_candidat: 600, marge: 0 });
  });
});

describe('updateMission and the two rates', () => {
  it('changes tjm_candidat, records it in the history; refuses one above tjm and changes nothing', async () => {
    const { client, candidate } = await parties();
    const mission = await makeMission(t.app.ctx, client.client.id, candidate.candidate.id, { tjmCandidat: '500.000' });
    const edit = { id: mission.id, etat: 'en_attente', ...PERIOD };
    const res = await t.post('/api/adm/updateMission', { ...edit, tjm: 600, tjm_candidat: 450 }, admin.token);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data).toMatchObject({ tjm: 600, tjm_candidat: 450, marge: 150 });
    expectFailure(
      await t.post('/api/adm/updateMission', { ...edit, tjm: 400, tjm_candidat: 450 }, admin.token),
      'mission.tjm_candidat_above',
    );
    expect(await rates(mission.id)).toEqual({ tjm: '600.000', tjm_candidat: '450.000' });
    const history = (await t.post('/api/adm/getMissionHistory', { id: mission.id }, admin.token)).json().history;
    expect(history.map((h: { action: string; details: string }) => [h.action, h.details])).toEqual([
      ['update_mission', 'TJM candidat 500,00\u00a0€ → 450,00\u00a0€'],
    ]);
  });
});

describe('who reads which rate (DECISIONS §6.5)', () => {
  it('the client reads tjm only; the freelancer its tjm_candidat, and tjm while transparence_tarifs is on', async () => {
    const { client, candidate } = await parties();
    const mission = await makeMission(t.app.ctx, client.client.id, candidate.candidate.id, {
      tjm: '700.000',
      tjmCandidat: '560.000',
    });
    const asClient = (await t.post('/api/cl/getMissions', { id: client.client.id }, client.token)).json().data;
    expect(asClient).toEqual([expect.objectContaining({ id: mission.id, tjm: 700 })]);
    expect(asClient[0]).not.toHaveProperty('tjm_candidat');
    expect(asClient[0]).not.toHaveProperty('marge');

    const asCandidate = async () => (await t.post('/api/cd/getMissions', {}, candidate.token)).json().missions[0];
    expect(await asCandidate()).toMatchObject({ id: mission.id, tjm_candidat: 560, tjm: 700 });
    expect(await asCandidate()).not.toHaveProperty('marge');

    expect((await t.post('/api/adm/setReglages', { transparence_tarifs: false }, root.token)).statusCode).toBe(200);
    try {
      const hidden = await asCandidate();
      expect(hidden).toMatchObject({ tjm_candidat: 560 });
      expect(hidden).not.toHaveProperty('tjm');
      const exported = await t.post('/api/users/exportData', {}, candidate.token);
      expect(exported.statusCode, exported.body).toBe(200);
      expect(exported.json().missions).toEqual([expect.objectContaining({ id: mission.id, tjm_candidat: 560 })]);
      expect(exported.json().missions[0]).not.toHaveProperty('tjm');
    } finally {
      await t.post('/api/adm/setReglages', { transparence_tarifs: true }, root.token);
    }

    const asStaff = (await t.post('/api/adm/getMissions', { search: 'Banque Lumière' }, admin.token)).json().data;
    expect(asStaff.find((m: { id: number }) => m.id === mission.id)).toMatchObject({ tjm: 700, tjm_candidat: 560, marge: 140 });
  });
});

describe('getMissionHistory and a cancelled mission (DECISIONS §6.9)', () => {
  it('a mission deleted without invoice leaves its history and a notification to the client and the candidate', async () => {
    const { client, candidate } = await parties();
    const mission = await makeMission(t.app.ctx, client.client.id, candidate.candidate.id);
    expect((await t.post('/api/adm/delMission', { id: mission.id }, admin.token)).statusCode).toBe(200);
    const res = await t.post('/api/adm/getMissionHistory', { id: mission.id }, admin.token);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().history).toEqual([
      expect.objectContaining({ action: 'delete_mission', libelle: 'Mission annulée', auteur: expect.any(Object) }),
    ]);
    for (const userId of [client.user.id, candidate.user.id]) {
      const notes = await t.database.query<{ content: string }>('SELECT content FROM notifications WHERE user_id = $1', [userId]);
      expect(notes.map((n) => n.content).join(' ')).toContain('a été annulée');
    }
  });

  it('answers 404 for an id that never was a mission, and is staff only', async () => {
    expectFailure(await t.post('/api/adm/getMissionHistory', { id: 987_654 }, admin.token), 'mission.not_found');
    const { client } = await parties();
    expectFailure(await t.post('/api/adm/getMissionHistory', { id: 1 }, client.token), 'auth.role_forbidden');
  });
});
