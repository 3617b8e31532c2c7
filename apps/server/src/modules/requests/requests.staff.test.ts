import { MSG } from '@passerelle/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { expectFailure, expectFieldError } from '../../test/assertions.js';
import { type MadeUser, makeUser } from '../../test/factories.js';
import { countRows, makeApplication, makeCandidate, makeClient, makeOffer, makeRequest } from '../../test/marketplace.js';
import { makeDocument } from '../../test/mission-work.js';
import { buildTestApp, type TestApp } from '../../test/test-app.js';

let t: TestApp;
let admin: MadeUser;
beforeAll(async () => {
  t = await buildTestApp();
  admin = await makeUser(t.app.ctx, { role: 'admin' });
});
afterAll(async () => t.close());

const SUCCESS = { tjm: 3600.125, date_debut: '2026-10-01', date_fin: '2026-12-31' };

/** A pending request between a new client and a new candidate, optionally from an offer the candidate applied to. */
async function pendingRequest(options: { fromOffer?: boolean; candidateNom?: string } = {}) {
  const ctx = t.app.ctx;
  const client = await makeClient(ctx, { nomEntreprise: 'Acme & Fils' });
  const candidate = await makeCandidate(ctx, { nom: options.candidateNom ?? 'Martin' });
  // These missions are worth more than 5,000 €: the candidate's URSSAF attestation is verified (DECISIONS §6.4).
  await makeDocument(ctx, candidate.candidate.id);
  const offer = options.fromOffer ? await makeOffer(ctx, client.client.id, { titre: 'Lead <dev>' }) : undefined;
  const application = offer ? await makeApplication(ctx, offer.id, candidate.candidate.id) : undefined;
  const request = await makeRequest(ctx, client.client.id, candidate.candidate.id, { offerId: offer?.id });
  return { client, candidate, offer, application, request };
}

const notificationsOf = (userId: number) =>
  t.database.query<{ titre: string; content: string; url: string | null }>(
    'SELECT titre, content, url FROM notifications WHERE user_id = $1 ORDER BY id',
    [userId],
  );
const missionsOf = (requestId: number) =>
  t.database.query<{ etat: string; tjm: string; date_debut: string; date_fin: string; offer_id: number | null }>(
    'SELECT etat, tjm::text, date_debut::text, date_fin::text, offer_id FROM missions WHERE request_id = $1',
    [requestId],
  );
const requestRow = async (id: number) =>
  (
    await t.database.query<{ etat: string; treated_by: number | null; treated: boolean; observation: string | null }>(
      'SELECT etat, treated_by, treated_at IS NOT NULL AS treated, observation FROM candidate_requests WHERE id = $1',
      [id],
    )
  )[0];
const applicationEtat = async (id: number) =>
  (await t.database.query<{ etat: string }>('SELECT etat FROM applications WHERE id = $1', [id]))[0]?.etat;
const actionsOn = (type: string, id: number) =>
  t.database.query<{ action: string; actor_id: number }>(
    'SELECT action, actor_id FROM admin_actions WHERE target_type = $1 AND target_id = $2 ORDER BY id',
    [type, id],
  );

describe('closeDmdOk: the request succeeds and becomes a mission', () => {
  it('closes the request, creates one mission with the exact TJM, retains the application, notifies both, records the action', async () => {
    const { client, candidate, offer, application, request } = await pendingRequest({
      fromOffer: true,
      candidateNom: '<b>Martin</b>',
    });
    const res = await t.post('/api/adm/closeDmdOk', { ...SUCCESS, id_dmd: request.id }, admin.token);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({
      done: true,
      data: {
        etat: 'en_attente',
        tjm: 3600.125,
        date_debut: '2026-10-01',
        date_fin: '2026-12-31',
        condidatId: candidate.candidate.id,
        clientId: client.client.id,
        offreId: offer?.id,
        demandeId: request.id,
        condidat: { nom: '<b>Martin</b>' },
        client: { nom_entreprise: 'Acme & Fils' },
      },
    });
    expect(await requestRow(request.id)).toEqual({
      etat: 'ferme_success',
      treated_by: admin.user.id,
      treated: true,
      observation: null,
    });
    expect(await missionsOf(request.id)).toEqual([
      { etat: 'en_attente', tjm: '3600.125', date_debut: '2026-10-01', date_fin: '2026-12-31', offer_id: offer?.id },
    ]);
    expect(await applicationEtat(application?.id ?? 0)).toBe('retenue');

    const [toClient] = await notificationsOf(client.user.id);
    expect(toClient).toMatchObject({ titre: 'other', url: '/dashb/mission' });
    // Values are escaped in the HTML (notification-html).
    expect(toClient?.content).toContain('&#60;b&#62;Martin&#60;/b&#62;');
    expect(toClient?.content).toContain('du 01/10/2026 au 31/12/2026');
    const [toCandidate] = await notificationsOf(candidate.user.id);
    // The candidate's notice opens « Mes missions », where the mission is (DECISIONS §6.4).
    expect(toCandidate).toMatchObject({ titre: 'other', url: '/dashb/missions' });
    expect(toCandidate?.content).toContain('Lead &#60;dev&#62;');
    expect(toCandidate?.content).toContain('Acme &#38; Fils');
    expect(await actionsOn('candidate_request', request.id)).toEqual([
      { action: 'close_request_success', actor_id: admin.user.id },
    ]);
  });

  it('a retained application whose offer is blocked later stays listed and readable; its mission is in « Mes missions »', async () => {
    const { candidate, offer, request } = await pendingRequest({ fromOffer: true });
    expect((await t.post('/api/adm/closeDmdOk', { ...SUCCESS, id_dmd: request.id }, admin.token)).statusCode).toBe(200);
    await t.database.query('UPDATE offers SET isblocked = true WHERE id = $1', [offer?.id]);
    const listed = await t.post('/api/cd/getMyDmdOffer', { id: candidate.candidate.id }, candidate.token);
    expect(listed.statusCode, listed.body).toBe(200);
    expect(listed.json().data).toEqual([
      expect.objectContaining({ etat: 'retenue', offre: expect.objectContaining({ id: offer?.id, titre: 'Lead <dev>' }) }),
    ]);
    const read = await t.post('/api/cd/offreInf', { id: offer?.id }, candidate.token);
    expect(read.statusCode, read.body).toBe(200);
    expect(read.json().data).toMatchObject({ id: offer?.id, postule: true, demande_offres: [{ etat: 'retenue' }] });
    const missions = (await t.post('/api/cd/getMissions', {}, candidate.token)).json().missions;
    expect(missions).toEqual([expect.objectContaining({ etat: 'en_attente', client: 'Acme & Fils' })]);
  });

  it('stores TJM decimals exactly, up to 3, sent as numbers or French strings', async () => {
    for (const [tjm, stored] of [
      [123456789.123, '123456789.123'],
      ['650,5', '650.500'],
      [0.001, '0.001'],
      ['700', '700.000'],
    ] as const) {
      const { request } = await pendingRequest();
      const res = await t.post('/api/adm/closeDmdOk', { ...SUCCESS, tjm, id_dmd: request.id }, admin.token);
      expect(res.statusCode, res.body).toBe(200);
      expect((await missionsOf(request.id))[0]?.tjm).toBe(stored);
      expect(res.json().data.tjm).toBe(Number(stored));
    }
  });

  it('answers 409 for a request already treated, whichever way, and creates no second mission', async () => {
    const { request } = await pendingRequest();
    expect((await t.post('/api/adm/closeDmdOk', { ...SUCCESS, id_dmd: request.id }, admin.token)).statusCode).toBe(200);
    expectFailure(
      await t.post('/api/adm/closeDmdOk', { ...SUCCESS, id_dmd: request.id }, admin.token),
      'request.already_treated',
    );
    expectFailure(await t.post('/api/adm/closeDmdFail', { id_dmd: request.id }, admin.token), 'request.already_treated');
    expect(await missionsOf(request.id)).toHaveLength(1);
    expect((await requestRow(request.id))?.etat).toBe('ferme_success');
  });

  it('lets one of two simultaneous decisions win', async () => {
    const { request } = await pendingRequest();
    const other = await makeUser(t.app.ctx, { role: 'root' });
    const answers = await Promise.all([
      t.post('/api/adm/closeDmdOk', { ...SUCCESS, id_dmd: request.id }, admin.token),
      t.post('/api/adm/closeDmdOk', { ...SUCCESS, id_dmd: request.id }, other.token),
      t.post('/api/adm/closeDmdFail', { id_dmd: request.id }, other.token),
    ]);
    expect(answers.map((a) => a.statusCode).sort()).toEqual([200, 409, 409]);
    expect(
      await countRows(t.database, 'SELECT count(*)::int AS n FROM missions WHERE request_id = $1', [request.id]),
    ).toBeLessThan(2);
    expect(await actionsOn('candidate_request', request.id)).toHaveLength(1);
  });

  it('writes nothing when a step fails: request, mission, application, notifications and action are one transaction', async () => {
    const { client, request, application } = await pendingRequest({ fromOffer: true });
    // Make the notification insert fail, after the request, mission and application were written.
    await t.database.query('ALTER TABLE notifications ADD CONSTRAINT test_refuse_all CHECK (false) NOT VALID');
    try {
      const res = await t.post('/api/adm/closeDmdOk', { ...SUCCESS, id_dmd: request.id }, admin.token);
      expectFailure(res, 'server.error');
    } finally {
      await t.database.query('ALTER TABLE notifications DROP CONSTRAINT test_refuse_all');
    }
    expect((await requestRow(request.id))?.etat).toBe('en_attente');
    expect(await missionsOf(request.id)).toEqual([]);
    expect(await applicationEtat(application?.id ?? 0)).toBe('en_attente');
    expect(await notificationsOf(client.user.id)).toEqual([]);
    expect(await actionsOn('candidate_request', request.id)).toEqual([]);
    // The same decision then goes through.
    expect((await t.post('/api/adm/closeDmdOk', { ...SUCCESS, id_dmd: request.id }, admin.token)).statusCode).toBe(200);
  });

  it('checks the request and its parties', async () => {
    const { request, client } = await pendingRequest();
    expectFailure(await t.post('/api/adm/closeDmdOk', { ...SUCCESS, id_dmd: 999_999 }, admin.token), 'request.not_found');
    const wrongClient = { ...SUCCESS, id_dmd: request.id, clientId: client.client.id + 1000 };
    expectFailure(await t.post('/api/adm/closeDmdOk', wrongClient, admin.token), 'request.mismatch');
    const right = { ...SUCCESS, id_dmd: request.id, clientId: client.client.id, condidatId: request.candidateId };
    expect((await t.post('/api/adm/closeDmdOk', right, admin.token)).statusCode).toBe(200);
  });

  it('refuses a mission with an account no longer active (blocked, back to pending, erased); the failure stays possible', async () => {
    const cases = [
      ['candidate', 'UPDATE users SET etat = $2 WHERE id = $1', 'blocked'],
      ['client', 'UPDATE users SET etat = $2 WHERE id = $1', 'pending'],
      ['candidate', 'UPDATE users SET deleted_at = now(), etat = $2 WHERE id = $1', 'blocked'],
    ] as const;
    for (const [party, statement, etat] of cases) {
      const { request, client, candidate } = await pendingRequest();
      await t.database.query(statement, [party === 'client' ? client.user.id : candidate.user.id, etat]);
      const res = await t.post('/api/adm/closeDmdOk', { ...SUCCESS, id_dmd: request.id }, admin.token);
      expectFailure(res, 'request.party_inactive');
      expect(await missionsOf(request.id)).toEqual([]);
      expect((await requestRow(request.id))?.etat).toBe('en_attente');
      expect((await t.post('/api/adm/closeDmdFail', { id_dmd: request.id }, admin.token)).statusCode).toBe(200);
    }
  });

  it('gives the SPEC messages for the TJM and the dates', async () => {
    const { request } = await pendingRequest();
    const cases: [Record<string, unknown>, string, string][] = [
      [{ tjm: undefined }, 'tjm', MSG.budgetRequired],
      [{ tjm: '' }, 'tjm', MSG.budgetRequired],
      [{ tjm: 'dix' }, 'tjm', MSG.tjmDecimalNotNumber],
      [{ tjm: '3600.500 €' }, 'tjm', MSG.tjmDecimalNotNumber],
      [{ tjm: 3600.1234 }, 'tjm', MSG.tjmDecimalInvalid],
      [{ tjm: '3600,1234' }, 'tjm', MSG.tjmDecimalInvalid],
      [{ tjm: -5 }, 'tjm', MSG.tjmDecimalInvalid],
      [{ tjm: 0 }, 'tjm', MSG.tjmDecimalInvalid],
      [{ tjm: 1_000_000_000 }, 'tjm', MSG.tjmDecimalInvalid],
      [{ date_debut: undefined }, 'date_debut', MSG.startDateRequired],
      [{ date_fin: '' }, 'date_fin', MSG.endDateRequired],
      [{ date_debut: '2026-13-01' }, 'date_debut', MSG.dateInvalid],
      [{ date_fin: '2026-09-01' }, 'date_fin', MSG.endBeforeStart],
      [{ id_dmd: undefined }, 'id_dmd', MSG.invalidInput],
    ];
    for (const [patch, field, message] of cases) {
      expectFieldError(
        await t.post('/api/adm/closeDmdOk', { ...SUCCESS, id_dmd: request.id, ...patch }, admin.token),
        field,
        message,
      );
    }
    expect((await requestRow(request.id))?.etat).toBe('en_attente');
  });
});

describe('closeDmdFail: the request fails', () => {
  it('closes it with the observation, ends the application, notifies the client and the applicant', async () => {
    const { client, candidate, request, application } = await pendingRequest({ fromOffer: true });
    const res = await t.post('/api/adm/closeDmdFail', { id_dmd: request.id, observation: 'Candidat indisponible' }, admin.token);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data).toMatchObject({ id: request.id, etat: 'ferme_fail', observation: 'Candidat indisponible' });
    expect(await requestRow(request.id)).toEqual({
      etat: 'ferme_fail',
      treated_by: admin.user.id,
      treated: true,
      observation: 'Candidat indisponible',
    });
    expect(await applicationEtat(application?.id ?? 0)).toBe('non_retenue');
    expect(await missionsOf(request.id)).toEqual([]);
    expect((await notificationsOf(client.user.id)).map((n) => n.titre)).toEqual(['other']);
    expect((await notificationsOf(client.user.id))[0]?.content).toMatch(/^Demande clôturée sans suite : /);
    const [toCandidate] = await notificationsOf(candidate.user.id);
    expect(toCandidate?.content).toContain("n'a pas été retenue");
    expect(await actionsOn('candidate_request', request.id)).toEqual([{ action: 'close_request_fail', actor_id: admin.user.id }]);
  });

  it('tells only the client when the request did not come from an application; the observation is optional', async () => {
    const { client, candidate, request } = await pendingRequest();
    expect((await t.post('/api/adm/closeDmdFail', { id_dmd: request.id }, admin.token)).json().data.observation).toBeNull();
    expect(await notificationsOf(client.user.id)).toHaveLength(1);
    expect(await notificationsOf(candidate.user.id)).toEqual([]);
    expectFailure(await t.post('/api/adm/closeDmdFail', { id_dmd: 999_999 }, admin.token), 'request.not_found');
  });
});

describe('getAllDmd', () => {
  it('lists every request newest first with its parties; paging and search are optional', async () => {
    const first = await pendingRequest({ candidateNom: 'Zéphyrin' });
    const second = await pendingRequest();
    const all = await t.app.inject({ method: 'POST', url: '/api/adm/getAllDmd', headers: { 'sb-tkn': admin.token } });
    expect(all.statusCode, all.body).toBe(200);
    const body = all.json();
    expect(body.totalItems).toBe(body.data.length);
    expect(body).toMatchObject({ done: true, totalPages: 1, currentPage: 0 });
    const ids = body.data.map((r: { id: number }) => r.id);
    expect(ids.indexOf(second.request.id)).toBeLessThan(ids.indexOf(first.request.id));

    const found = (await t.post('/api/adm/getAllDmd', { search: 'zephyrin' }, admin.token)).json();
    expect(found.data.map((r: { id: number }) => r.id)).toEqual([first.request.id]);
    expect(found.data[0]).toMatchObject({ condidat: { nom: 'Zéphyrin' }, client: { nom_entreprise: 'Acme & Fils' } });

    const paged = (await t.post('/api/adm/getAllDmd', { page: 0, size: 1 }, admin.token)).json();
    expect(paged).toMatchObject({ totalItems: body.totalItems, totalPages: body.totalItems, currentPage: 0 });
    expect(paged.data.map((r: { id: number }) => r.id)).toEqual([ids[0]]);
  });

  it('filters on one état and counts the waiting requests whatever the filter; refuses an unknown état', async () => {
    const waitingBefore = (await t.post('/api/adm/getAllDmd', { size: 1 }, admin.token)).json().waiting as number;
    const open = await pendingRequest();
    const failed = await pendingRequest();
    expect((await t.post('/api/adm/closeDmdFail', { id_dmd: failed.request.id }, admin.token)).statusCode).toBe(200);

    const waiting = (await t.post('/api/adm/getAllDmd', { etat: 'en_attente', page: 0, size: 100 }, admin.token)).json();
    expect(waiting.waiting).toBe(waitingBefore + 1);
    expect(waiting.totalItems).toBe(waiting.waiting);
    expect(waiting.data.every((r: { etat: string }) => r.etat === 'en_attente')).toBe(true);
    expect(waiting.data.map((r: { id: number }) => r.id)).toContain(open.request.id);

    const closed = (await t.post('/api/adm/getAllDmd', { etat: 'ferme_fail', size: 100 }, admin.token)).json();
    expect(closed.data[0].id).toBe(failed.request.id);
    expect(closed.data.every((r: { etat: string }) => r.etat === 'ferme_fail')).toBe(true);
    expect(closed.waiting).toBe(waiting.waiting);

    expectFailure(await t.post('/api/adm/getAllDmd', { etat: 'perdu' }, admin.token), 'input.invalid');
  });
});
