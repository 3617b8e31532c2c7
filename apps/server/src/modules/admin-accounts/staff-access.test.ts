import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { expectFailure } from '../../test/assertions.js';
import { makeUser } from '../../test/factories.js';
import { countRows, makeCandidate, makeClient, makeMission, makeRequest } from '../../test/marketplace.js';
import { buildTestApp, type TestApp } from '../../test/test-app.js';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(async () => t.close());

describe('the staff calls of the matching work (/api/adm)', () => {
  it('refuse clients and candidates (403) and anonymous callers (401), and change nothing', async () => {
    const client = await makeClient(t.app.ctx);
    const candidate = await makeCandidate(t.app.ctx);
    const request = await makeRequest(t.app.ctx, client.client.id, candidate.candidate.id);
    const mission = await makeMission(t.app.ctx, client.client.id, candidate.candidate.id);
    const period = { date_debut: '2026-10-01', date_fin: '2026-12-31' };
    const calls: [string, Record<string, unknown>][] = [
      ['getAllClient', {}],
      ['getAllCond', {}],
      ['getAccountHistory', { id: candidate.user.id }],
      ['setCondTjm', { id: candidate.candidate.id, tjm: 900 }],
      ['getAllDmd', {}],
      ['closeDmdOk', { id_dmd: request.id, tjm: 500, ...period }],
      ['closeDmdFail', { id_dmd: request.id }],
      ['getMissions', {}],
      ['updateMission', { id: mission.id, etat: 'termine', tjm: 1, ...period }],
      ['changeMission', { id: mission.id, etat: 'termine' }],
      ['delMission', { id: mission.id }],
    ];
    for (const [name, body] of calls) {
      const url = `/api/adm/${name}`;
      for (const who of [client, candidate]) expectFailure(await t.post(url, body, who.token), 'auth.role_forbidden');
      expectFailure(await t.post(url, body), 'auth.unauthenticated');
    }
    const [state] = await t.database.query<{ request: string; mission: string; tjm: number | null }>(
      `SELECT (SELECT etat FROM candidate_requests WHERE id = $1) AS request, (SELECT etat FROM missions WHERE id = $2) AS mission,
              (SELECT tjm FROM candidates WHERE id = $3) AS tjm`,
      [request.id, mission.id, candidate.candidate.id],
    );
    expect(state).toEqual({ request: 'en_attente', mission: 'en_attente', tjm: null });
    expect(await countRows(t.database, 'SELECT count(*)::int AS n FROM admin_actions')).toBe(0);
  });

  it('are open to admin and root', async () => {
    for (const role of ['admin', 'root'] as const) {
      const staff = await makeUser(t.app.ctx, { role });
      for (const name of ['getAllClient', 'getAllCond', 'getAllDmd', 'getMissions']) {
        expect((await t.post(`/api/adm/${name}`, {}, staff.token)).statusCode, `${role} ${name}`).toBe(200);
      }
    }
  });
});
