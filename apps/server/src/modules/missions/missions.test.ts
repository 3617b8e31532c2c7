import { MSG } from '@passerelle/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { expectFailure, expectFieldError } from '../../test/assertions.js';
import { type MadeUser, makeUser } from '../../test/factories.js';
import { contactLeaks, type MadeClient, makeCandidate, makeClient, makeMission } from '../../test/marketplace.js';
import { makeCra, makeDocument } from '../../test/mission-work.js';
import { buildTestApp, type TestApp } from '../../test/test-app.js';

let t: TestApp;
let admin: MadeUser;
beforeAll(async () => {
  t = await buildTestApp();
  admin = await makeUser(t.app.ctx, { role: 'admin' });
});
afterAll(async () => t.close());

const EDIT = { etat: 'en_cours', date_debut: '2026-11-02', date_fin: '2027-01-29', tjm: 712.25 };

async function mission(client?: MadeClient, options: { etat?: 'en_attente' | 'en_cours' | 'termine'; nom?: string } = {}) {
  const owner = client ?? (await makeClient(t.app.ctx));
  const candidate = await makeCandidate(t.app.ctx, { nom: options.nom ?? 'Martin', titre: 'Data scientist' });
  // The staff's edits raise missions above 5,000 €: the URSSAF attestation is verified (DECISIONS §6.4).
  await makeDocument(t.app.ctx, candidate.candidate.id);
  const row = await makeMission(t.app.ctx, owner.client.id, candidate.candidate.id, { etat: options.etat });
  return { client: owner, candidate, mission: row };
}

const notes = (userId: number) =>
  t.database.query<{ content: string }>('SELECT content FROM notifications WHERE user_id = $1 ORDER BY id', [userId]);
const actions = (missionId: number) =>
  t.database.query<{ action: string; details: string }>(
    "SELECT action, details FROM admin_actions WHERE target_type = 'mission' AND target_id = $1 ORDER BY id",
    [missionId],
  );

describe("the client's getMissions", () => {
  it('lists its missions newest first: état, period, TJM, the candidate’s name and title, no contact data', async () => {
    const client = await makeClient(t.app.ctx);
    const older = await mission(client, { nom: 'Ancien' });
    const newer = await mission(client, { etat: 'en_cours', nom: 'Récent' });
    await mission();
    const res = await t.post('/api/cl/getMissions', { id: client.client.id }, client.token);
    expect(res.statusCode, res.body).toBe(200);
    const data = res.json().data;
    expect(data.map((m: { id: number }) => m.id)).toEqual([newer.mission.id, older.mission.id]);
    expect(data[0]).toMatchObject({
      etat: 'en_cours',
      date_debut: '2026-10-01',
      date_fin: '2026-12-31',
      tjm: 600,
      condidat: { nom: 'Récent', prenom: 'Léa', titre: 'Data scientist' },
    });
    for (const made of [older.candidate, newer.candidate]) expect(contactLeaks(res.body, made)).toEqual([]);
  });

  it("refuses another client's id and callers who are not clients", async () => {
    const { client } = await mission();
    const other = await makeClient(t.app.ctx);
    expectFailure(await t.post('/api/cl/getMissions', { id: client.client.id }, other.token), 'access.not_owner');
    const candidate = await makeUser(t.app.ctx, { role: 'condidat' });
    for (const who of [candidate, admin]) {
      expectFailure(await t.post('/api/cl/getMissions', { id: client.client.id }, who.token), 'auth.role_forbidden');
    }
  });
});

describe("the staff's missions", () => {
  it('getMissions lists every mission and searches the missions: candidate, client, état (DECISIONS §4)', async () => {
    const client = await makeClient(t.app.ctx, { nomEntreprise: 'Société Générique' });
    const a = await mission(client, { nom: 'Quintard', etat: 'en_cours' });
    const b = await mission(undefined, { nom: 'Quintard', etat: 'termine' });
    const all = await t.app.inject({ method: 'POST', url: '/api/adm/getMissions', headers: { 'sb-tkn': admin.token } });
    expect(all.statusCode, all.body).toBe(200);
    expect(all.json().data.length).toBe(all.json().totalItems);
    const ids = async (search: string) =>
      (await t.post('/api/adm/getMissions', { search }, admin.token)).json().data.map((m: { id: number }) => m.id);
    expect(await ids('quintard')).toEqual([b.mission.id, a.mission.id]);
    expect(await ids('societe generique')).toEqual([a.mission.id]);
    expect(await ids('Terminé')).toContain(b.mission.id);
    expect(await ids('Terminé')).not.toContain(a.mission.id);
    expect(await ids('en cours')).toContain(a.mission.id);
    expect(await ids('100%_')).toEqual([]);
    const paged = (await t.post('/api/adm/getMissions', { search: 'quintard', page: 1, size: 1 }, admin.token)).json();
    expect(paged).toMatchObject({ totalItems: 2, totalPages: 2, currentPage: 1 });
    expect(paged.data.map((m: { id: number }) => m.id)).toEqual([a.mission.id]);
  });

  it('updateMission changes état, dates and TJM, notifies the client and the candidate, records the change', async () => {
    const { client, candidate, mission: row } = await mission();
    const res = await t.post('/api/adm/updateMission', { ...EDIT, id: row.id }, admin.token);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data).toMatchObject({ id: row.id, ...EDIT });
    const [stored] = await t.database.query<{ tjm: string }>('SELECT tjm::text FROM missions WHERE id = $1', [row.id]);
    expect(stored?.tjm).toBe('712.250');
    expect((await notes(client.user.id))[0]?.content).toContain('En cours, du 02/11/2026 au 29/01/2027');
    expect(await notes(candidate.user.id)).toHaveLength(1);
    expect(await actions(row.id)).toEqual([
      {
        action: 'update_mission',
        // No tjm_candidat sent and no staff-set rate for the candidate: the freelancer's follows tjm (DECISIONS §6.5).
        details:
          'état En attente → En cours, début 01/10/2026 → 02/11/2026, fin 31/12/2026 → 29/01/2027, TJM 600,00\u00a0€ → 712,25\u00a0€, TJM candidat 600,00\u00a0€ → 712,25\u00a0€',
      },
    ]);
    expectFailure(await t.post('/api/adm/updateMission', { ...EDIT, id: 999_999 }, admin.token), 'mission.not_found');
  });

  it('changeMission changes the état only', async () => {
    const { client, mission: row } = await mission();
    const res = await t.post('/api/adm/changeMission', { id: row.id, etat: 'termine' }, admin.token);
    expect(res.json().data).toMatchObject({ etat: 'termine', date_debut: '2026-10-01', date_fin: '2026-12-31', tjm: 600 });
    expect(await actions(row.id)).toEqual([{ action: 'change_mission', details: 'état En attente → Terminé' }]);
    expect(await notes(client.user.id)).toHaveLength(1);
    expectFieldError(
      await t.post('/api/adm/changeMission', { id: row.id, etat: 'annule' }, admin.token),
      'etat',
      MSG.missionEtatRequired,
    );
    expectFieldError(await t.post('/api/adm/changeMission', { id: row.id }, admin.token), 'etat', MSG.missionEtatRequired);
  });

  it('delMission deletes the mission after telling both parties', async () => {
    const { client, candidate, mission: row } = await mission();
    expect((await t.post('/api/adm/delMission', { id: row.id }, admin.token)).json()).toEqual({ done: true });
    expect(await t.database.query('SELECT id FROM missions WHERE id = $1', [row.id])).toEqual([]);
    expect((await notes(client.user.id))[0]?.content).toContain('a été annulée');
    expect(await notes(candidate.user.id)).toHaveLength(1);
    const [toCandidate] = await t.database.query<{ url: string }>('SELECT url FROM notifications WHERE user_id = $1', [
      candidate.user.id,
    ]);
    expect(toCandidate?.url).toBe('/dashb/missions');
    expect((await actions(row.id)).map((a) => a.action)).toEqual(['delete_mission']);
    expectFailure(await t.post('/api/adm/delMission', { id: row.id }, admin.token), 'mission.not_found');
  });

  it('delMission refuses an invoiced mission (409 mission.has_invoices): mission, CRA and invoice stay, nothing is told', async () => {
    const { client, candidate, mission: row } = await mission(undefined, { etat: 'en_cours' });
    const cra = await makeCra(t.app.ctx, row.id);
    expect((await t.post('/api/cl/validateCra', { id: cra.id }, client.token)).statusCode).toBe(200);
    const before = (await notes(candidate.user.id)).length;
    const refused = await t.post('/api/adm/delMission', { id: row.id }, admin.token);
    expectFailure(refused, 'mission.has_invoices');
    expect(refused.json().code).toBe('mission.has_invoices');
    expect(await t.database.query('SELECT id FROM missions WHERE id = $1', [row.id])).toHaveLength(1);
    expect(await t.database.query("SELECT id FROM cras WHERE id = $1 AND etat = 'valide'", [cra.id])).toHaveLength(1);
    expect(await t.database.query('SELECT id FROM invoices WHERE mission_id = $1', [row.id])).toHaveLength(1);
    expect(await notes(candidate.user.id)).toHaveLength(before);
    expect(await actions(row.id)).toEqual([]);
  });

  it('gives the SPEC messages of the mission form: état, dates, TJM', async () => {
    const { mission: row } = await mission();
    const cases: [Record<string, unknown>, string, string][] = [
      [{ etat: undefined }, 'etat', MSG.missionEtatRequired],
      [{ etat: 'ferme' }, 'etat', MSG.missionEtatRequired],
      [{ date_debut: undefined }, 'date_debut', MSG.startDateRequired],
      [{ date_fin: undefined }, 'date_fin', MSG.endDateRequired],
      [{ date_debut: '2026-02-29' }, 'date_debut', MSG.dateInvalid],
      [{ date_fin: '2026-11-01' }, 'date_fin', MSG.endBeforeStart],
      [{ tjm: undefined }, 'tjm', MSG.budgetRequired],
      [{ tjm: 'beaucoup' }, 'tjm', MSG.tjmDecimalNotNumber],
      [{ tjm: 712.2501 }, 'tjm', MSG.tjmDecimalInvalid],
      [{ tjm: -1 }, 'tjm', MSG.tjmDecimalInvalid],
    ];
    for (const [patch, field, message] of cases) {
      expectFieldError(await t.post('/api/adm/updateMission', { ...EDIT, id: row.id, ...patch }, admin.token), field, message);
    }
    expect(await actions(row.id)).toEqual([]);
  });
});
