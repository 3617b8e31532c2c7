import { MSG } from '@passerelle/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { expectFailure, expectFieldError } from '../../test/assertions.js';
import { makeUser } from '../../test/factories.js';
import {
  contactLeaks,
  countRows,
  type MadeClient,
  makeCandidate,
  makeClient,
  makeOffer,
  makeRequest,
} from '../../test/marketplace.js';
import { buildTestApp, type TestApp } from '../../test/test-app.js';

let t: TestApp;
let client: MadeClient;
beforeAll(async () => {
  t = await buildTestApp();
  client = await makeClient(t.app.ctx, { nomEntreprise: 'Numérique Conseil' });
});
afterAll(async () => t.close());

const ISO_TIMESTAMP = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{3}Z$/;
const PERIOD = { date_debut: '2026-10-01', date_fin: '2026-12-31' };

const ask = (candidateId: number, who: MadeClient = client, extra: Record<string, unknown> = {}) =>
  t.post('/api/cl/newDmdCond', { condidatId: candidateId, clientId: who.client.id, ...PERIOD, ...extra }, who.token);

const requestsOf = (clientId: number) =>
  countRows(t.database, 'SELECT count(*)::int AS n FROM candidate_requests WHERE client_id = $1', [clientId]);

describe('newDmdCond: a client requests a candidate for a period', () => {
  it('creates a pending request and answers it with both parties, without contact data', async () => {
    const candidate = await makeCandidate(t.app.ctx, { nom: 'Bernard', prenom: 'Inès', titre: 'Architecte cloud' });
    const res = await ask(candidate.candidate.id);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({
      done: true,
      data: {
        id: expect.any(Number),
        etat: 'en_attente',
        ...PERIOD,
        condidatId: candidate.candidate.id,
        clientId: client.client.id,
        offreId: null,
        observation: null,
        treatedAt: null,
        createdAt: expect.stringMatching(ISO_TIMESTAMP),
        condidat: {
          id: candidate.candidate.id,
          nom: 'Bernard',
          prenom: 'Inès',
          titre: 'Architecte cloud',
          img: expect.any(String),
        },
        client: { id: client.client.id, nom_entreprise: 'Numérique Conseil', nom: 'Durand', prenom: 'Claire', img: null },
      },
    });
    expect(contactLeaks(res.body, candidate)).toEqual([]);
  });

  it('allows one pending request per client and candidate (409), and a new one once treated', async () => {
    const candidate = await makeCandidate(t.app.ctx);
    expect((await ask(candidate.candidate.id)).statusCode).toBe(200);
    expectFailure(await ask(candidate.candidate.id), 'request.already_pending');
    // Another client may ask for the same candidate.
    const other = await makeClient(t.app.ctx);
    expect((await ask(candidate.candidate.id, other)).statusCode).toBe(200);
    await t.database.query("UPDATE candidate_requests SET etat = 'ferme_fail' WHERE client_id = $1", [client.client.id]);
    expect((await ask(candidate.candidate.id)).statusCode).toBe(200);
  });

  it('creates one request when two are sent at once', async () => {
    const who = await makeClient(t.app.ctx);
    const candidate = await makeCandidate(t.app.ctx);
    const answers = await Promise.all([1, 2].map(() => ask(candidate.candidate.id, who)));
    expect(answers.map((a) => a.statusCode).sort()).toEqual([200, 409]);
    expect(await requestsOf(who.client.id)).toBe(1);
  });

  it('comes from an offer of the client only (offreId)', async () => {
    const candidate = await makeCandidate(t.app.ctx);
    const own = await makeOffer(t.app.ctx, client.client.id);
    const other = await makeClient(t.app.ctx);
    const theirs = await makeOffer(t.app.ctx, other.client.id);
    expectFailure(await ask(candidate.candidate.id, client, { offreId: theirs.id }), 'access.not_owner');
    expectFailure(await ask(candidate.candidate.id, client, { offreId: 999_999 }), 'access.not_owner');
    const res = await ask(candidate.candidate.id, client, { offreId: own.id });
    expect(res.json().data).toMatchObject({ offreId: own.id, etat: 'en_attente' });
  });

  it('is refused to a client whose account is not validated yet (DECISIONS §3)', async () => {
    const pending = await makeClient(t.app.ctx, { etat: 'pending' });
    const candidate = await makeCandidate(t.app.ctx);
    expectFailure(await ask(candidate.candidate.id, pending), 'account.not_active');
    expect(await requestsOf(pending.client.id)).toBe(0);
  });

  it('needs an active candidate', async () => {
    for (const etat of ['pending', 'blocked'] as const) {
      const candidate = await makeCandidate(t.app.ctx, { etat });
      expectFailure(await ask(candidate.candidate.id), 'candidate.not_found');
    }
    expectFailure(await ask(999_999), 'candidate.not_found');
  });

  it("refuses another client's record id, and callers who are not clients", async () => {
    const other = await makeClient(t.app.ctx);
    const candidate = await makeCandidate(t.app.ctx);
    const body = { condidatId: candidate.candidate.id, clientId: other.client.id, ...PERIOD };
    expectFailure(await t.post('/api/cl/newDmdCond', body, client.token), 'access.not_owner');
    for (const role of ['condidat', 'admin', 'root'] as const) {
      const who = await makeUser(t.app.ctx, { role });
      expectFailure(await t.post('/api/cl/newDmdCond', body, who.token), 'auth.role_forbidden');
    }
    expectFailure(await t.post('/api/cl/newDmdCond', body), 'auth.unauthenticated');
    expect(await requestsOf(other.client.id)).toBe(0);
  });

  it('checks the period with the SPEC messages', async () => {
    const candidate = await makeCandidate(t.app.ctx);
    const body = (patch: Record<string, unknown>) => ({
      condidatId: candidate.candidate.id,
      clientId: client.client.id,
      ...PERIOD,
      ...patch,
    });
    const cases: [Record<string, unknown>, string, string][] = [
      [{ date_debut: undefined }, 'date_debut', MSG.startDateRequired],
      [{ date_debut: '' }, 'date_debut', MSG.startDateRequired],
      [{ date_fin: undefined }, 'date_fin', MSG.endDateRequired],
      [{ date_fin: '2026-02-30' }, 'date_fin', MSG.dateInvalid],
      [{ date_debut: '01/10/2026' }, 'date_debut', MSG.dateInvalid],
      [{ date_fin: '2026-09-30' }, 'date_fin', MSG.endBeforeStart],
      [{ condidatId: 'abc' }, 'condidatId', MSG.invalidInput],
    ];
    for (const [patch, field, message] of cases) {
      expectFieldError(await t.post('/api/cl/newDmdCond', body(patch), client.token), field, message);
    }
  });
});

describe('requests seen by the search', () => {
  it('marks the candidate as requested (demande) once the request is sent', async () => {
    const candidate = await makeCandidate(t.app.ctx, { skills: ['Clojure'] });
    const before = (await t.post('/api/cl/searchmatch', { skills: ['Clojure'] }, client.token)).json().candidats[0];
    expect(before.demande).toBe(false);
    await makeRequest(t.app.ctx, client.client.id, candidate.candidate.id);
    const after = (await t.post('/api/cl/searchmatch', { skills: ['Clojure'] }, client.token)).json().candidats[0];
    expect(after.demande).toBe(true);
  });
});

describe('getMyDmd: « Mes demandes » (issue 16 item 13)', () => {
  it("lists the company's requests newest first with état, dates and outcome; never another client's", async () => {
    const who = await makeClient(t.app.ctx, { nomEntreprise: 'Demandes & Cie' });
    const first = await makeCandidate(t.app.ctx, { nom: 'Roux', prenom: 'Anaïs' });
    const second = await makeCandidate(t.app.ctx, { nom: 'Garnier', prenom: 'Hugo' });
    const older = await makeRequest(t.app.ctx, who.client.id, first.candidate.id, { etat: 'ferme_fail' });
    await t.database.query("UPDATE candidate_requests SET observation = 'Candidat indisponible' WHERE id = $1", [older.id]);
    const newer = await makeRequest(t.app.ctx, who.client.id, second.candidate.id);
    await makeRequest(t.app.ctx, client.client.id, second.candidate.id);

    const res = await t.post('/api/cl/getMyDmd', { id: who.client.id }, who.token);
    expect(res.statusCode, res.body).toBe(200);
    const { data } = res.json();
    expect(data.map((r: { id: number }) => r.id)).toEqual([newer.id, older.id]);
    expect(data[1]).toMatchObject({
      etat: 'ferme_fail',
      // The staff's observation stays with the staff.
      observation: null,
      date_debut: '2026-10-01',
      date_fin: '2026-12-31',
      condidat: { nom: 'Roux', prenom: 'Anaïs' },
    });
    expect(contactLeaks(res.body, first)).toEqual([]);
    expectFailure(await t.post('/api/cl/getMyDmd', { id: client.client.id }, who.token), 'access.not_owner');
  });
});
