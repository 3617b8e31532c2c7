import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type MadeUser, makeUser } from '../../test/factories.js';
import { makeCandidate, makeClient, makeMission, makeRequest } from '../../test/marketplace.js';
import { buildTestApp, type TestApp } from '../../test/test-app.js';

let t: TestApp;
let admin: MadeUser;
beforeAll(async () => {
  t = await buildTestApp();
  admin = await makeUser(t.app.ctx, { role: 'admin' });
});
afterAll(async () => t.close());

const ids = async (url: string, search: string) => {
  const res = await t.post(url, { search, page: 0, size: 100 }, admin.token);
  expect(res.statusCode, res.body).toBe(200);
  return (res.json().data as { id: number }[]).map((row) => row.id);
};

describe('staff search by full name, in both orders (issue 16 item 12)', () => {
  it('finds the account in clients, candidates, requests, missions and chat; company names too', async () => {
    const client = await makeClient(t.app.ctx, {
      nomEntreprise: 'Atelier Numérique du Rhône',
      nom: 'Lefèvre',
      prenom: 'Camille',
    });
    const candidate = await makeCandidate(t.app.ctx, { nom: 'Fontaine', prenom: 'Héloïse' });
    const decoy = await makeCandidate(t.app.ctx, { nom: 'Camille', prenom: 'Bruno' });
    const request = await makeRequest(t.app.ctx, client.client.id, candidate.candidate.id);
    const mission = await makeMission(t.app.ctx, client.client.id, candidate.candidate.id);

    for (const search of ['Camille Lefèvre', 'Lefèvre Camille', 'camille lefevre', '  LEFEVRE   camille ']) {
      expect(await ids('/api/adm/getAllClient', search)).toEqual([client.client.id]);
      expect(await ids('/api/adm/getAllDmd', search)).toEqual([request.id]);
      expect(await ids('/api/adm/getMissions', search)).toEqual([mission.id]);
      expect(await ids('/api/chat/getUserChat', search)).toEqual([client.user.id]);
    }
    for (const search of ['Héloïse Fontaine', 'Fontaine Héloïse', 'heloise fontaine']) {
      expect(await ids('/api/adm/getAllCond', search)).toEqual([candidate.candidate.id]);
      expect(await ids('/api/adm/getAllDmd', search)).toEqual([request.id]);
      expect(await ids('/api/adm/getMissions', search)).toEqual([mission.id]);
      expect(await ids('/api/chat/getUserChat', search)).toEqual([candidate.user.id]);
    }
    // Every word must match: the other Camille is not « Camille Lefèvre ».
    expect(await ids('/api/adm/getAllCond', 'Camille Lefèvre')).toEqual([]);
    expect(await ids('/api/adm/getAllCond', 'Bruno Camille')).toEqual([decoy.candidate.id]);
    // Company names, in the lists and in the chat.
    for (const search of ['atelier rhone', 'Numérique Atelier']) {
      expect(await ids('/api/adm/getAllClient', search)).toEqual([client.client.id]);
      expect(await ids('/api/adm/getAllDmd', search)).toEqual([request.id]);
      expect(await ids('/api/chat/getUserChat', search)).toEqual([client.user.id]);
    }
  });
});
