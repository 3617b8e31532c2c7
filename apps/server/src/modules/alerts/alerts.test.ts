import { MSG } from '@passerelle/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { expectFailure, expectFieldError } from '../../test/assertions.js';
import { makeUser } from '../../test/factories.js';
import { type MadeClient, makeCandidate, makeClient, makeMember, makeOffer } from '../../test/marketplace.js';
import { offerBody } from '../../test/offers.js';
import { buildTestApp, type TestApp } from '../../test/test-app.js';
import { runDigest } from '../chat/digest.js';
import { matchCandidate } from './alerts.service.js';

/** Client and candidate alerts (DECISIONS §6.2). */

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(async () => t.close());

async function alertsOf(userId: number) {
  return t.database.query<{ content: string; url: string }>(
    "SELECT content, url FROM notifications WHERE user_id = $1 AND titre = 'alerte' ORDER BY id",
    [userId],
  );
}

describe('client alerts: create, list, delete', () => {
  let client: MadeClient;
  beforeAll(async () => {
    client = await makeClient(t.app.ctx);
  });

  it('stores the criteria (min_score 80 by default), lists the newest first, deletes its own only', async () => {
    const first = await t.post(
      '/api/cl/createAlerte',
      { skills: ['ReactJS', 'React', 'Node.js'], niv_exp: '1-10' },
      client.token,
    );
    expect(first.statusCode, first.body).toBe(200);
    const second = await t.post('/api/cl/createAlerte', { skills: ['Go'], date_dispo: '2026-12-01', min_score: 0 }, client.token);
    const list = (await t.post('/api/cl/getAlertes', {}, client.token)).json();
    expect(list.alertes.map((a: { id: number }) => a.id)).toEqual([second.json().id, first.json().id]);
    // One skill under two spellings counts once.
    expect(list.alertes[1]).toMatchObject({
      skills: ['ReactJS', 'Node.js'],
      skills_plus: [],
      niv_exp: '1-10',
      date_dispo: null,
      min_score: 80,
    });
    expect(list.alertes[0]).toMatchObject({ skills: ['Go'], date_dispo: '2026-12-01', min_score: 0 });

    const other = await makeClient(t.app.ctx);
    expectFailure(await t.post('/api/cl/deleteAlerte', { id: first.json().id }, other.token), 'alert.not_found');
    expect((await t.post('/api/cl/deleteAlerte', { id: first.json().id }, client.token)).statusCode).toBe(200);
    expect((await t.post('/api/cl/getAlertes', {}, client.token)).json().alertes).toHaveLength(1);
  });

  it('refuses bad input in French and stores nothing; 20 at most; pending clients and candidates refused', async () => {
    const fresh = await makeClient(t.app.ctx);
    for (const min_score of [-1, 101, 50.5]) {
      expectFieldError(
        await t.post('/api/cl/createAlerte', { skills: ['Go'], min_score }, fresh.token),
        'min_score',
        MSG.minScoreInvalid,
      );
    }
    expectFieldError(await t.post('/api/cl/createAlerte', { skills: [] }, fresh.token), 'skills', MSG.skillsRequired);
    expect((await t.post('/api/cl/getAlertes', {}, fresh.token)).json().alertes).toEqual([]);
    for (let i = 0; i < 20; i++)
      expect((await t.post('/api/cl/createAlerte', { skills: [`Outil ${i}`] }, fresh.token)).statusCode).toBe(200);
    expectFailure(await t.post('/api/cl/createAlerte', { skills: ['Go'] }, fresh.token), 'alert.limit');
    expect((await t.post('/api/cl/getAlertes', {}, fresh.token)).json().alertes).toHaveLength(20);

    const pending = await makeClient(t.app.ctx, { etat: 'pending' });
    expectFailure(await t.post('/api/cl/createAlerte', { skills: ['Go'] }, pending.token), 'account.not_active');
    const candidate = await makeCandidate(t.app.ctx);
    expectFailure(await t.post('/api/cl/createAlerte', { skills: ['Go'] }, candidate.token), 'auth.role_forbidden');
  });
});

describe('client alerts: matching (after the commit, once per candidate and alert)', () => {
  it('a candidate who saves matching skills, confirms, or is validated notifies the company once', async () => {
    const client = await makeClient(t.app.ctx);
    const other = await makeClient(t.app.ctx);
    await t.post('/api/cl/createAlerte', { skills: ['Haskell', 'OCaml'], min_score: 90 }, client.token);
    // Another company's alert with a score out of reach: never notified.
    await t.post('/api/cl/createAlerte', { skills: ['Haskell', 'Elm', 'PureScript', 'Idris'], min_score: 90 }, other.token);

    // Validated by the staff: becomes active with both skills (score 100).
    const pending = await makeCandidate(t.app.ctx, {
      etat: 'pending',
      skills: ['Haskell', 'OCaml'],
      prenom: 'Inès',
      nom: 'Roux',
    });
    const admin = await makeUser(t.app.ctx, { role: 'admin' });
    expect((await t.post('/api/users/validate', { id: pending.user.id }, admin.token)).statusCode).toBe(200);
    await expect.poll(async () => (await alertsOf(client.user.id)).length).toBe(1);
    const [notice] = await alertsOf(client.user.id);
    expect(notice?.content).toContain('Inès Roux');
    expect(notice?.url).toBe('/dashb/srcd?t=Haskell&t=OCaml');

    // One skill of two: 30 + 25 + 20 = 75 < 90, nothing; then both: notified; again: never twice.
    const later = await makeCandidate(t.app.ctx, { skills: ['Haskell'] });
    expect(await matchCandidate(t.app.ctx, { candidateId: later.candidate.id })).toBe(0);
    const form = {
      id: later.candidate.id,
      nom: 'Martin',
      prenom: 'Léa',
      sex: 'female',
      date_naiss: '1990-01-01',
      niv_etude: 'bac+5',
      niv_exp: '1-10',
      titre: 'Développeuse',
      skills: ['Haskell', 'ocaml'],
      dispo: '2026-12-01',
    };
    expect((await t.post('/api/cd/updateCondInfo', form, later.token)).statusCode).toBe(200);
    await expect.poll(async () => (await alertsOf(client.user.id)).length).toBe(2);
    expect((await t.post('/api/cd/updateCondInfo', form, later.token)).statusCode).toBe(200);
    await Promise.all([
      matchCandidate(t.app.ctx, { candidateId: later.candidate.id }),
      matchCandidate(t.app.ctx, { candidateId: later.candidate.id }),
    ]);
    expect(await alertsOf(client.user.id)).toHaveLength(2);
    expect(await alertsOf(other.user.id)).toHaveLength(0);

    // Counted in the digest: unread notifications.
    const [{ n } = { n: 0 }] = await t.database.query<{ n: number }>(
      "SELECT count(*)::int AS n FROM notifications WHERE user_id = $1 AND NOT read AND titre = 'alerte'",
      [client.user.id],
    );
    expect(n).toBe(2);
  });

  it('a confirmation notifies too, every member of the company is told once, and the digest mail counts it', async () => {
    const client = await makeClient(t.app.ctx);
    const member = await makeMember(t.app.ctx, client.client.id);
    await t.post('/api/cl/createAlerte', { skills: ['Erlang', 'Elixir'], min_score: 90 }, client.token);
    // Both skills, but no activity since the alert: the alert waits for a change (or a confirmation).
    const candidate = await makeCandidate(t.app.ctx, { skills: ['Erlang', 'Elixir'], prenom: 'Noé', nom: 'Blanc' });
    expect(await alertsOf(client.user.id)).toHaveLength(0);
    const dispo = new Date(Date.now() + 7 * 86_400_000).toISOString().slice(0, 10);
    const confirmed = await t.post('/api/cd/confirmDispo', { dispo, jours_semaine: 4 }, candidate.token);
    expect(confirmed.statusCode, confirmed.body).toBe(200);
    for (const user of [client.user, member.user]) {
      await expect.poll(async () => (await alertsOf(user.id)).length).toBe(1);
      expect((await alertsOf(user.id))[0]?.content).toContain('Noé Blanc');
    }
    // Confirming again: never twice.
    expect((await t.post('/api/cd/confirmDispo', { dispo, jours_semaine: 4 }, candidate.token)).statusCode).toBe(200);
    await matchCandidate(t.app.ctx, { candidateId: candidate.candidate.id });
    for (const user of [client.user, member.user]) expect(await alertsOf(user.id)).toHaveLength(1);

    // The members are away (never connected): the digest tells each of them.
    await runDigest(t.app.ctx);
    for (const user of [client, member]) {
      const mails = (await t.outbox()).filter((m) => m.to === user.email && m.subject.includes('des messages vous attendent'));
      expect(mails).toHaveLength(1);
      expect(mails[0]?.text).toContain('1 notification non lue');
    }
  });

  it('respects the level, the date and the minimum score as searchmatch scores them', async () => {
    const client = await makeClient(t.app.ctx);
    await t.post(
      '/api/cl/createAlerte',
      { skills: ['Fortran'], niv_exp: '>10', date_dispo: '2026-06-01', min_score: 80 },
      client.token,
    );
    // 0 + 50 + 20 = 70: below.
    const junior = await makeCandidate(t.app.ctx, { skills: ['Fortran'], nivExp: '<1', dispo: '2026-05-01' });
    // 30 + 50 + 20·(1 − 30/60) = 90: reached (the graded score of DECISIONS §6.8).
    const late = await makeCandidate(t.app.ctx, { skills: ['Fortran'], nivExp: '>10', dispo: '2026-07-01' });
    expect(await matchCandidate(t.app.ctx, { candidateId: junior.candidate.id })).toBe(0);
    expect(await matchCandidate(t.app.ctx, { candidateId: late.candidate.id })).toBe(1);
  });

  it("scores on the experiences' technologies too, and writes one search log row per alert match (DECISIONS §6.8)", async () => {
    const client = await makeClient(t.app.ctx);
    await t.post('/api/cl/createAlerte', { skills: ['Scheme', 'Racket'], date_dispo: '2026-06-01', min_score: 90 }, client.token);
    const [alert] = await t.database.query<{ id: number }>('SELECT id FROM client_alerts WHERE client_id = $1', [
      client.client.id,
    ]);
    // Racket only in an experience; available 6 days late: 30 + 50 + 20·54/60 = 98.
    const made = await makeCandidate(t.app.ctx, { skills: ['Scheme'], experienceTech: ['Racket'], dispo: '2026-06-07' });
    expect(await matchCandidate(t.app.ctx, { candidateId: made.candidate.id })).toBe(1);
    expect((await alertsOf(client.user.id))[0]?.content).toContain('98 % de correspondance');
    await t.app.ctx.searchLog.flush();
    const rows = await t.database.query<{ content: string; user_id: number | null }>(
      `SELECT content, user_id FROM search_log WHERE kind = 'alerte' AND client_id = $1`,
      [client.client.id],
    );
    expect(rows).toHaveLength(1);
    expect(rows[0]?.user_id).toBeNull();
    expect(JSON.parse(rows[0]?.content ?? '{}')).toMatchObject({
      kind: 'alerte',
      client: client.client.id,
      criteria: { alerte: alert?.id, skills: ['scheme', 'racket'], niv_exp: null, date_dispo: '2026-06-01', min_score: 90 },
      results: [[made.candidate.id, 98, 1, 1, 0.9]],
    });
    // Met once: no second notice, no second row.
    expect(await matchCandidate(t.app.ctx, { candidateId: made.candidate.id })).toBe(0);
    await t.app.ctx.searchLog.flush();
    const again = await t.database.query(`SELECT 1 FROM search_log WHERE kind = 'alerte' AND client_id = $1`, [client.client.id]);
    expect(again).toHaveLength(1);
  });

  it('nice-to-have skills count half, as searchmatch scores them (DECISIONS §6.8), and reach the log and the search link', async () => {
    const client = await makeClient(t.app.ctx);
    // Datomic is required: its second mention, « un plus », is dropped (as searchmatch drops it).
    const criteria = { skills: ['Clojure', 'Datomic'], skills_plus: ['Kafka', 'datomic', 'Rust'] };
    const created = await t.post('/api/cl/createAlerte', { ...criteria, min_score: 80 }, client.token);
    expect(created.statusCode, created.body).toBe(200);
    const [listed] = (await t.post('/api/cl/getAlertes', {}, client.token)).json().alertes;
    expect(listed).toMatchObject({ skills: ['Clojure', 'Datomic'], skills_plus: ['Kafka', 'Rust'] });
    expectFieldError(
      await t.post('/api/cl/createAlerte', { skills: ['Go'], skills_plus: ['Rust', 'rust'] }, client.token),
      'skills_plus',
      MSG.skillDuplicate,
    );

    // 6 units (2 required × 2, 2 nice-to-have × 1). Two plus skills weigh one required one:
    const twoPlus = await makeCandidate(t.app.ctx, { skills: ['Clojure', 'Kafka', 'Rust'] }); // 4/6: 30 + 33 + 20 = 83
    const required = await makeCandidate(t.app.ctx, { skills: ['Clojure', 'Datomic'] }); // 4/6: 83
    const onePlus = await makeCandidate(t.app.ctx, { skills: ['Clojure', 'Kafka'] }); // 3/6: 75, under 80
    const plusOnly = await makeCandidate(t.app.ctx, { skills: ['Rust'] }); // 1/6: 58, met through its plus skill only
    const search = (
      await t.post('/api/cl/searchmatch', { ...criteria, size: 50 }, (await makeClient(t.app.ctx)).token)
    ).json() as { candidats: { id: number; score: number }[] };
    const searched = (made: { candidate: { id: number } }) => search.candidats.find((c) => c.id === made.candidate.id)?.score;
    expect([twoPlus, required, onePlus, plusOnly].map(searched)).toEqual([83, 83, 75, 58]);

    for (const made of [twoPlus, required, onePlus, plusOnly])
      await matchCandidate(t.app.ctx, { candidateId: made.candidate.id });
    const notices = await alertsOf(client.user.id);
    expect(notices).toHaveLength(2);
    for (const notice of notices) {
      expect(notice.content).toContain('votre alerte « Clojure, Datomic ; un plus : Kafka, Rust »');
      expect(notice.content).toContain('83 % de correspondance');
      expect(notice.url).toBe('/dashb/srcd?t=Clojure&t=Datomic&p=Kafka&p=Rust');
    }
    // The alert's score is searchmatch's, to the unit, below the minimum too.
    await t.database.query('UPDATE client_alerts SET min_score = 0 WHERE client_id = $1', [client.client.id]);
    expect(await matchCandidate(t.app.ctx, { candidateId: onePlus.candidate.id })).toBe(1);
    expect(await matchCandidate(t.app.ctx, { candidateId: plusOnly.candidate.id })).toBe(1);
    expect((await alertsOf(client.user.id)).map((n) => n.content.match(/(\d+) % de correspondance/)?.[1])).toEqual([
      '83',
      '83',
      '75',
      '58',
    ]);

    await t.app.ctx.searchLog.flush();
    const [row] = await t.database.query<{ content: string }>(
      `SELECT content FROM search_log WHERE kind = 'alerte' AND client_id = $1 ORDER BY id LIMIT 1`,
      [client.client.id],
    );
    expect(JSON.parse(row?.content ?? '{}')).toMatchObject({
      criteria: { skills: ['clojure', 'datomic'], skills_plus: ['apache kafka', 'rust'] },
      results: [[twoPlus.candidate.id, 83, 1, 0.6667, 1]],
    });
  });

  it('a company with nobody to tell keeps the match for later: once a member is active again, it is told', async () => {
    const client = await makeClient(t.app.ctx);
    await t.post('/api/cl/createAlerte', { skills: ['Prolog'], min_score: 50 }, client.token);
    await t.database.query("UPDATE users SET etat = 'blocked' WHERE id = $1", [client.user.id]);
    const candidate = await makeCandidate(t.app.ctx, { skills: ['Prolog'] });
    expect(await matchCandidate(t.app.ctx, { candidateId: candidate.candidate.id })).toBe(0);
    const [claimed] = await t.database.query<{ n: number }>(
      'SELECT count(*)::int AS n FROM client_alert_hits h JOIN client_alerts a ON a.id = h.alert_id WHERE a.client_id = $1',
      [client.client.id],
    );
    expect(claimed?.n).toBe(0);

    await t.database.query("UPDATE users SET etat = 'active' WHERE id = $1", [client.user.id]);
    expect(await matchCandidate(t.app.ctx, { candidateId: candidate.candidate.id })).toBe(1);
    expect(await alertsOf(client.user.id)).toHaveLength(1);
  });
});

describe('candidate alerts', () => {
  it('create, list, delete; bad input; 20 at most', async () => {
    const made = await makeCandidate(t.app.ctx);
    expectFieldError(await t.post('/api/cd/createAlerte', {}, made.token), 'search', MSG.alertNoCriteria);
    expectFieldError(
      await t.post('/api/cd/createAlerte', { search: '  ', skills: [] }, made.token),
      'search',
      MSG.alertNoCriteria,
    );
    // A text the offers search reads as no filter at all is no criterion; beside skills it is left out.
    expectFieldError(await t.post('/api/cd/createAlerte', { search: '!!! ?' }, made.token), 'search', MSG.alertNoCriteria);
    const punctuation = await t.post('/api/cd/createAlerte', { search: '?!', skills: ['Go'] }, made.token);
    expect(punctuation.statusCode, punctuation.body).toBe(200);
    expect((await t.post('/api/cd/getAlertes', {}, made.token)).json().alertes[0]).toMatchObject({
      search: null,
      skills: ['Go'],
    });
    expect((await t.post('/api/cd/deleteAlerte', { id: punctuation.json().id }, made.token)).statusCode).toBe(200);
    const res = await t.post('/api/cd/createAlerte', { search: 'développeur', skills: ['ReactJS'] }, made.token);
    expect(res.statusCode, res.body).toBe(200);
    const list = (await t.post('/api/cd/getAlertes', {}, made.token)).json().alertes;
    expect(list).toEqual([{ id: res.json().id, search: 'développeur', skills: ['ReactJS'], createdAt: expect.any(String) }]);
    const other = await makeCandidate(t.app.ctx);
    expectFailure(await t.post('/api/cd/deleteAlerte', { id: res.json().id }, other.token), 'alert.not_found');
    expect((await t.post('/api/cd/deleteAlerte', { id: res.json().id }, made.token)).statusCode).toBe(200);
    for (let i = 0; i < 20; i++) await t.post('/api/cd/createAlerte', { search: `mot ${i}` }, made.token);
    expectFailure(await t.post('/api/cd/createAlerte', { search: 'encore' }, made.token), 'alert.limit');
    const pending = await makeCandidate(t.app.ctx, { etat: 'pending' });
    expectFailure(await t.post('/api/cd/createAlerte', { search: 'x' }, pending.token), 'account.not_active');
  });

  it('a published or unblocked offer with every skill that the search finds notifies once', async () => {
    const owner = await makeClient(t.app.ctx);
    const both = await makeCandidate(t.app.ctx);
    const skillsOnly = await makeCandidate(t.app.ctx);
    const wrongText = await makeCandidate(t.app.ctx);
    const missingSkill = await makeCandidate(t.app.ctx);
    await t.post('/api/cd/createAlerte', { search: 'plateforme réservation', skills: ['TypeScript'] }, both.token);
    await t.post('/api/cd/createAlerte', { skills: ['typescript', 'NodeJS'] }, skillsOnly.token);
    await t.post('/api/cd/createAlerte', { search: 'comptabilité', skills: ['TypeScript'] }, wrongText.token);
    await t.post('/api/cd/createAlerte', { skills: ['TypeScript', 'Kotlin'] }, missingSkill.token);
    // A text that filters nothing, stored before createAlerte left such texts out: its skills still match.
    const emptyText = await makeCandidate(t.app.ctx);
    await t.post('/api/cd/createAlerte', { skills: ['TypeScript'] }, emptyText.token);
    await t.database.query("UPDATE candidate_alerts SET search = '!!!' WHERE candidate_id = $1", [emptyText.candidate.id]);

    const res = await t.post('/api/cl/createOffre', { ...offerBody(), client_id: owner.client.id }, owner.token);
    expect(res.statusCode, res.body).toBe(200);
    const offerId = res.json().data.id;
    await expect.poll(async () => (await alertsOf(both.user.id)).length).toBe(1);
    await expect.poll(async () => (await alertsOf(skillsOnly.user.id)).length).toBe(1);
    await expect.poll(async () => (await alertsOf(emptyText.user.id)).length).toBe(1);
    expect((await alertsOf(both.user.id))[0]).toMatchObject({ url: `/dashb/offre/${offerId}` });
    expect(await alertsOf(wrongText.user.id)).toHaveLength(0);
    expect(await alertsOf(missingSkill.user.id)).toHaveLength(0);

    // Blocked by the staff, then unblocked: visible again, but already notified (once ever).
    const blocked = await makeOffer(t.app.ctx, owner.client.id, { tech: ['TypeScript', 'Node.js'], isblocked: true });
    const admin = await makeUser(t.app.ctx, { role: 'admin' });
    const edit = { ...offerBody({ tech: ['TypeScript', 'Node.js'] }), id: blocked.id, isblocked: false };
    expect((await t.post('/api/adm/editoffre', edit, admin.token)).statusCode).toBe(200);
    await expect.poll(async () => (await alertsOf(skillsOnly.user.id)).length).toBe(2);
    expect((await t.post('/api/adm/editoffre', { ...edit, isblocked: true }, admin.token)).statusCode).toBe(200);
    expect((await t.post('/api/adm/editoffre', edit, admin.token)).statusCode).toBe(200);
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(await alertsOf(skillsOnly.user.id)).toHaveLength(2);
  });
});
