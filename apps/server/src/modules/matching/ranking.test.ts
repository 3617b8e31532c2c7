import { matchParts, RANKING_VERSION } from '@passerelle/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { expectFailure } from '../../test/assertions.js';
import { makeUser } from '../../test/factories.js';
import {
  countRows,
  type MadeClient,
  makeApplication,
  makeCandidate,
  makeClient,
  makeMission,
  makeOffer,
} from '../../test/marketplace.js';
import { buildTestApp, type TestApp } from '../../test/test-app.js';
import { runRankingMaintenance } from './ranking-jobs.js';

/**
 * The ranking of DECISIONS §6.8 through the API: experiences' technologies, nice-to-have skills, free text, the
 * parts of the score on each card, the tie-breaks, what the ranking never reads; the search log, its chain and
 * its check; a candidate's own view.
 */

let t: TestApp;
let client: MadeClient;
beforeAll(async () => {
  t = await buildTestApp();
  client = await makeClient(t.app.ctx);
});
afterAll(async () => t.close());

const search = async (body: Record<string, unknown>, token = client.token) => {
  const res = await t.post('/api/cl/searchmatch', body, token);
  expect(res.statusCode, res.body).toBe(200);
  return res.json() as { candidats: { id: number; score: number; [key: string]: unknown }[]; totalItems: number };
};

describe('what counts (DECISIONS §6.8)', () => {
  it('finds a skill named only in an experience, and weighs a nice-to-have skill half; the card says « N sur M »', async () => {
    const ctx = t.app.ctx;
    // Elixir in the profile, Phoenix only in an experience (a candidate lists its stack in its missions).
    const both = await makeCandidate(ctx, { skills: ['Elixir'], experienceTech: ['Elixir', 'Phoenix'], dispo: '2026-01-01' });
    const profileOnly = await makeCandidate(ctx, { skills: ['Elixir'], experienceTech: [], dispo: '2026-01-01' });
    const plusOnly = await makeCandidate(ctx, { skills: ['Erlang'], experienceTech: [], dispo: '2026-01-01' });
    const body = await search({ skills: ['Elixir', 'Phoenix'], skills_plus: ['Erlang'] });
    const card = (id: number) => body.candidats.find((c) => c.id === id);
    // (2 + 2) / 5 units → 30 + 40 + 20; (2) / 5 → 30 + 20 + 20; (1) / 5 → 30 + 10 + 20.
    expect(card(both.candidate.id)).toMatchObject({
      score: 90,
      c1: 1,
      c2: 0.8,
      c3: 1,
      competences_trouvees: 2,
      competences_demandees: 3,
      matched: ['Elixir', 'Phoenix'],
      missing: [],
      missing_plus: ['Erlang'],
    });
    expect(card(profileOnly.candidate.id)).toMatchObject({ score: 70, missing: ['Phoenix'], competences_trouvees: 1 });
    expect(card(plusOnly.candidate.id)).toMatchObject({ score: 60, matched: ['Erlang'], missing: ['Elixir', 'Phoenix'] });
    expect(body.candidats.map((c) => c.id)).toEqual([both.candidate.id, profileOnly.candidate.id, plusOnly.candidate.id]);
    // The parts are the shared reference's.
    expect(
      matchParts(
        { skills: ['elixir', 'phoenix'], skillsPlus: ['erlang'] },
        { skills: ['elixir', 'phoenix'], nivExp: '1-10', dispo: '2026-01-01' },
      ),
    ).toMatchObject({ score: 90, c2: 0.8 });

    // An experience removed: its technologies no longer count (the trigger keeps match_skills).
    await t.database.query('DELETE FROM experiences WHERE candidate_id = $1', [both.candidate.id]);
    expect((await search({ skills: ['Phoenix'] })).candidats.map((c) => c.id)).toEqual([]);
  });

  it('q keeps the candidates whose title or presentation match every word, accents and case aside', async () => {
    const ctx = t.app.ctx;
    const bank = await makeCandidate(ctx, { skills: ['Clojure'], titre: 'Développeuse back-end bancaire', experienceTech: [] });
    const shop = await makeCandidate(ctx, { skills: ['Clojure'], titre: 'Développeur e-commerce', experienceTech: [] });
    await t.database.query(`UPDATE candidates SET resume = 'Paiements et règlement-livraison.' WHERE id = $1`, [
      bank.candidate.id,
    ]);
    const ids = async (q: string) => (await search({ skills: ['Clojure'], q })).candidats.map((c) => c.id);
    expect(await ids('BANCAIRE')).toEqual([bank.candidate.id]);
    expect(await ids('reglement developpeuse')).toEqual([bank.candidate.id]);
    expect(await ids('commerce')).toEqual([shop.candidate.id]);
    expect(await ids('assurance')).toEqual([]);
    // Only stop words: no filter.
    expect((await ids('le de')).sort()).toEqual([bank.candidate.id, shop.candidate.id].sort());
  });
});

describe('tie-breaks, and what the ranking never reads (DECISIONS §6.8)', () => {
  it('at equal score: more months with the searched skills first, then the better published review', async () => {
    const ctx = t.app.ctx;
    const dispo = '2026-02-02';
    const short = await makeCandidate(ctx, {
      skills: ['Haskell'],
      dispo,
      experienceDates: { dateDebut: '2024-01-01', dateFin: '2024-12-31' },
    });
    const long = await makeCandidate(ctx, {
      skills: ['Haskell'],
      dispo,
      experienceDates: { dateDebut: '2015-01-01', dateFin: '2024-12-31' },
    });
    const rated = await makeCandidate(ctx, {
      skills: ['Haskell'],
      dispo,
      experienceDates: { dateDebut: '2024-01-01', dateFin: '2024-12-31' },
    });
    // A published review (both sides in) for `rated`.
    const mission = await makeMission(ctx, client.client.id, rated.candidate.id, { etat: 'termine' });
    await t.database.query(
      `INSERT INTO reviews (mission_id, side, candidate_id, client_id, note, commentaire) VALUES
       ($1, 'cl', $2, $3, 5, 'Excellent travail.'), ($1, 'cd', $2, $3, 5, 'Très bon client.')`,
      [mission.id, rated.candidate.id, client.client.id],
    );
    expect(await runRankingMaintenance(ctx, new Date())).toMatchObject({ notes: 1 });
    const body = await search({ skills: ['Haskell'] });
    expect(body.candidats.map((c) => c.id)).toEqual([long.candidate.id, rated.candidate.id, short.candidate.id]);
  });

  it('changing sex, birth date, photo and name changes no rank', async () => {
    const ctx = t.app.ctx;
    const made = [];
    for (let i = 0; i < 8; i++)
      made.push(
        await makeCandidate(ctx, {
          skills: ['Fortran', ...(i % 2 ? ['Ada'] : []), ...(i % 3 ? ['COBOL'] : [])],
          nivExp: (['<1', '1-10', '>10'] as const)[i % 3],
          dispo: `2026-0${1 + (i % 4)}-1${i}`,
        }),
      );
    const criteria = { skills: ['Fortran', 'Ada'], skills_plus: ['COBOL'], niv_exp: '1-10', date_dispo: '2026-02-01' };
    const before = (await search(criteria)).candidats.map((c) => [c.id, c.score]);
    expect(before).toHaveLength(8);
    for (const [i, m] of made.entries()) {
      await t.database.query(`UPDATE candidates SET sex = $2, date_naissance = $3 WHERE id = $1`, [
        m.candidate.id,
        i % 2 ? 'female' : 'male',
        i % 2 ? '1960-05-05' : '2001-09-09',
      ]);
      await t.database.query(`UPDATE users SET nom = $2, prenom = $3, img = $4 WHERE id = $1`, [
        m.user.id,
        `Zed${i}`,
        `Aa${i}`,
        i % 2 ? null : '/api/files/photos/autre.png',
      ]);
    }
    expect((await search(criteria)).candidats.map((c) => [c.id, c.score])).toEqual(before);
  });
});

describe('the search log (DECISIONS §6.8)', () => {
  const staffPost = async (url: string, body: unknown = {}) => {
    const admin = await makeUser(t.app.ctx, { role: 'admin' });
    const res = await t.post(url, body, admin.token);
    expect(res.statusCode, res.body).toBe(200);
    return res.json();
  };

  it('writes one chained row per search of any kind, with its criteria, version and results; staff only', async () => {
    const ctx = t.app.ctx;
    const a = await makeCandidate(ctx, { skills: ['Prolog'], dispo: '2026-01-01' });
    await search({ skills: ['Prolog'], niv_exp: '1-10' });
    const brief = await t.post('/api/cl/brief', { text: 'Développeur Prolog, Lisp apprécié.' }, client.token);
    expect(brief.statusCode).toBe(200);
    const page = await staffPost('/api/adm/searchLog', { clientId: client.client.id, size: 5 });
    const line = page.lignes[0];
    expect(line).toMatchObject({
      kind: 'searchmatch',
      client: client.client.id,
      user: client.user.id,
      version: RANKING_VERSION,
      criteria: { skills: ['prolog'], niv_exp: '1-10', confirmed_only: false },
    });
    expect(line.results[0]).toEqual([a.candidate.id, 100, 1, 1, 1]);
    expect(line.hash).toMatch(/^[0-9a-f]{64}$/);
    const all = await staffPost('/api/adm/searchLog', { size: 50 });
    expect(
      all.lignes.some(
        (l: { kind: string; criteria: { skills_plus?: string[] } }) =>
          l.kind === 'brief' && l.criteria.skills_plus?.includes('Lisp'),
      ),
    ).toBe(true);

    for (const role of ['client', 'condidat'] as const) {
      const who = await makeUser(ctx, { role });
      expectFailure(await t.post('/api/adm/searchLog', {}, who.token), 'auth.role_forbidden');
      expectFailure(await t.post('/api/adm/verifySearchLog', {}, who.token), 'auth.role_forbidden');
    }
  });

  it('verifies the chain, and names the first row changed, deleted or inserted', async () => {
    for (let i = 0; i < 5; i++) await search({ skills: ['Prolog'], page: i });
    expect(await staffPost('/api/adm/verifySearchLog')).toMatchObject({ valide: true, premiere_rupture: null });
    const [victim] = await t.database.query<{ id: number }>('SELECT id FROM search_log ORDER BY id DESC OFFSET 2 LIMIT 1');
    const id = Number(victim?.id);
    await t.database.query(`UPDATE search_log SET content = replace(content, '"prolog"', '"java"') WHERE id = $1`, [id]);
    expect(await staffPost('/api/adm/verifySearchLog')).toMatchObject({ valide: false, premiere_rupture: id });
    // Its hash recomputed too: the next row's link breaks.
    await t.database.query(
      `UPDATE search_log SET hash = encode(sha256(convert_to(prev_hash || content, 'UTF8')), 'hex') WHERE id = $1`,
      [id],
    );
    const next = await t.database.query<{ id: number }>('SELECT min(id)::int AS id FROM search_log WHERE id > $1', [id]);
    expect(await staffPost('/api/adm/verifySearchLog')).toMatchObject({ valide: false, premiere_rupture: next[0]?.id });
  });

  it('keeps every answered search when the server closes, and the periodic job purges after 6 months', async () => {
    const other = await buildTestApp();
    try {
      const made = await makeClient(other.app.ctx);
      await makeCandidate(other.app.ctx, { skills: ['OCaml'] });
      for (let i = 0; i < 3; i++)
        expect((await other.post('/api/cl/searchmatch', { skills: ['OCaml'] }, made.token)).statusCode).toBe(200);
      // Queued, not yet written: the close writes them before the database closes.
      await other.app.ctx.searchLog.close();
      expect(await countRows(other.database, 'SELECT count(*)::int AS n FROM search_log')).toBe(3);
      await other.database.query(
        `UPDATE search_log SET at = now() - interval '7 months' WHERE id = (SELECT min(id) FROM search_log)`,
      );
      expect(await runRankingMaintenance(other.app.ctx, new Date())).toMatchObject({ purged: 1 });
      // The first row left is the chain's anchor: still valid.
      const admin = await makeUser(other.app.ctx, { role: 'admin' });
      expect((await other.post('/api/adm/verifySearchLog', {}, admin.token)).json()).toMatchObject({ valide: true, lignes: 2 });
    } finally {
      await other.close();
    }
  });

  it('shows a candidate its exposure over 30 days; a client or staff cannot ask', async () => {
    const ctx = t.app.ctx;
    const seen = await makeCandidate(ctx, { skills: ['Smalltalk'] });
    for (let i = 0; i < 12; i++) await makeCandidate(ctx, { skills: ['Smalltalk', 'Pharo'] });
    await search({ skills: ['Smalltalk'] });
    await search({ skills: ['Smalltalk', 'Pharo'] });
    const res = await t.post('/api/cd/myExposure', {}, seen.token);
    expect(res.statusCode, res.body).toBe(200);
    const all = await countRows(
      t.database,
      `SELECT count(*)::int AS n FROM search_log WHERE kind <> 'brief' AND at > now() - interval '30 days'`,
    );
    // In both, 13th of the second: in the first ten once.
    expect(res.json()).toEqual({ done: true, apparitions_30j: 2, top10_30j: 1, recherches_30j: all });
    expectFailure(await t.post('/api/cd/myExposure', {}, client.token), 'auth.role_forbidden');
  });
});

describe('a candidate against an offer: cd/offreMatch (DECISIONS §6.8)', () => {
  it('scores the candidate as a company searching for the offer would, ✓/✗ per skill', async () => {
    const ctx = t.app.ctx;
    // Kotlin in the profile, Ktor only in an experience; Gradle missing; available 30 days after the start.
    const me = await makeCandidate(ctx, { skills: ['Kotlin'], experienceTech: ['Kotlin', 'Ktor'], dispo: '2026-10-31' });
    const offer = await makeOffer(ctx, client.client.id, {
      tech: ['Kotlin', 'Ktor', 'Gradle', 'kotlin'],
      dateDebut: '2026-10-01',
    });
    const res = await t.post('/api/cd/offreMatch', { id: offer.id }, me.token);
    expect(res.statusCode, res.body).toBe(200);
    // 30 + 50·4/6 + 20·(1 − 30/60) = 30 + 33.33 + 10.
    expect(res.json()).toEqual({
      done: true,
      score: 73,
      c1: 1,
      c2: 0.6667,
      c3: 0.5,
      skills: [
        { label: 'Kotlin', ok: true },
        { label: 'Ktor', ok: true },
        { label: 'Gradle', ok: false },
      ],
    });
    // The number a company's search for the offer gives it: searchmatch and the Bridge match.
    const found = await search({ skills: ['Kotlin', 'Ktor', 'Gradle'], date_dispo: '2026-10-01' });
    expect(found.candidats.find((c) => c.id === me.candidate.id)).toMatchObject({ score: 73, c1: 1, c2: 0.6667, c3: 0.5 });
    const bridge = await t.post('/api/cl/bmatch', { id: client.client.id }, client.token);
    expect(bridge.statusCode, bridge.body).toBe(200);
    const row = (bridge.json().data as { offre: { id: number }; candidats: { id: number; score: number }[] }[]).find(
      (d) => d.offre.id === offer.id,
    );
    expect(row?.candidats.find((c) => c.id === me.candidate.id)?.score).toBe(73);
  });

  it('answers an offer the candidate may not read as its page does (404), and refuses other roles', async () => {
    const ctx = t.app.ctx;
    const me = await makeCandidate(ctx, { skills: ['Kotlin'] });
    const closed = await makeOffer(ctx, client.client.id, { tech: ['Kotlin'], etat: 'ferme' });
    const blocked = await makeOffer(ctx, client.client.id, { tech: ['Kotlin'], isblocked: true });
    for (const id of [closed.id, blocked.id, 987_654_321]) {
      expectFailure(await t.post('/api/cd/offreMatch', { id }, me.token), 'offer.not_found');
      expectFailure(await t.post('/api/cd/offreInf', { id }, me.token), 'offer.not_found');
    }
    // Applied to before it closed: its page, and its match, stay readable.
    const applied = await makeOffer(ctx, client.client.id, { tech: ['Kotlin'] });
    await makeApplication(ctx, applied.id, me.candidate.id);
    await t.database.query(`UPDATE offers SET etat = 'ferme' WHERE id = $1`, [applied.id]);
    expect((await t.post('/api/cd/offreMatch', { id: applied.id }, me.token)).json()).toMatchObject({ score: 100 });

    expectFailure(await t.post('/api/cd/offreMatch', { id: 'abc' }, me.token), 'input.invalid');
    expectFailure(await t.post('/api/cd/offreMatch', { id: 1.5 }, me.token), 'input.invalid');
    const admin = await makeUser(ctx, { role: 'admin' });
    for (const token of [client.token, admin.token])
      expectFailure(await t.post('/api/cd/offreMatch', { id: applied.id }, token), 'auth.role_forbidden');
    // A candidate account that has no profile yet.
    const fresh = await makeUser(ctx, { role: 'condidat' });
    expectFailure(await t.post('/api/cd/offreMatch', { id: applied.id }, fresh.token), 'profile.required_first');
  });
});

describe('the exposure report: adm/exposureReport (DECISIONS §6.8)', () => {
  it('gives each sex and age band its share of the pool and of the first ten, and the four-fifths ratio', async () => {
    const other = await buildTestApp();
    try {
      const ctx = other.app.ctx;
      const made = await makeClient(ctx);
      const people = async (n: number, sex: 'male' | 'female', born: string, skills: string[], etat?: 'pending') => {
        for (let i = 0; i < n; i++) {
          const c = await makeCandidate(ctx, { skills, experienceTech: skills, ...(etat ? { etat } : {}) });
          await other.database.query('UPDATE candidates SET sex = $2, date_naissance = $3 WHERE id = $1', [
            c.candidate.id,
            sex,
            born,
          ]);
        }
      };
      // The men know Go too: the first ten are the 6 men and 4 of the 6 women; an inactive woman is not in the pool.
      await people(6, 'female', '1990-03-03', ['Rust']);
      await people(4, 'male', '2000-06-06', ['Rust', 'Go']);
      await people(2, 'male', '1970-09-09', ['Rust', 'Go']);
      await people(1, 'female', '1990-03-03', ['Rust', 'Go'], 'pending');
      expect((await other.post('/api/cl/searchmatch', { skills: ['Rust', 'Go'] }, made.token)).statusCode).toBe(200);
      const admin = await makeUser(ctx, { role: 'admin' });
      const res = await other.post('/api/adm/exposureReport', { jours: 30 }, admin.token);
      expect(res.statusCode, res.body).toBe(200);
      // Women: 0.4 of the appearances for 0.5 of the pool, a rate of 0.8 against the men's 1.2: 0.667 < 0.8.
      expect(res.json()).toEqual({
        done: true,
        jours: 30,
        apparitions_top10: 10,
        groupes: [
          { critere: 'sex', groupe: 'male', part_vivier: 0.5, part_top10: 0.6, ratio: 1 },
          { critere: 'sex', groupe: 'female', part_vivier: 0.5, part_top10: 0.4, ratio: 0.667 },
          { critere: 'age', groupe: '<30', part_vivier: 0.3333, part_top10: 0.4, ratio: 1 },
          { critere: 'age', groupe: '30-45', part_vivier: 0.5, part_top10: 0.4, ratio: 0.667 },
          { critere: 'age', groupe: '>45', part_vivier: 0.1667, part_top10: 0.2, ratio: 1 },
        ],
      });
      // The default period, and a period with no search in it: no ratio to give.
      expect((await other.post('/api/adm/exposureReport', {}, admin.token)).json()).toMatchObject({ jours: 30 });
      await other.database.query(`UPDATE search_log SET at = now() - interval '3 days'`);
      const recent = (await other.post('/api/adm/exposureReport', { jours: 1 }, admin.token)).json();
      expect(recent.apparitions_top10).toBe(0);
      expect(recent.groupes.map((g: { ratio: number | null }) => g.ratio)).toEqual([null, null, null, null, null]);

      for (const jours of [0, 1.5, 367, '30']) {
        expectFailure(await other.post('/api/adm/exposureReport', { jours }, admin.token), 'input.invalid');
      }
      for (const role of ['client', 'condidat'] as const) {
        const who = await makeUser(ctx, { role });
        expectFailure(await other.post('/api/adm/exposureReport', { jours: 30 }, who.token), 'auth.role_forbidden');
      }
    } finally {
      await other.close();
    }
  });
  it('divides each selection rate by the best of the same criterion: a group at its pool share is flagged beside a better one', async () => {
    const other = await buildTestApp();
    try {
      const ctx = other.app.ctx;
      const made = await makeClient(ctx);
      const people = async (n: number, sex: 'male' | 'female', born: string, skills: string[]) => {
        for (let i = 0; i < n; i++) {
          const c = await makeCandidate(ctx, { skills });
          await other.database.query('UPDATE candidates SET sex = $2, date_naissance = $3 WHERE id = $1', [
            c.candidate.id,
            sex,
            born,
          ]);
        }
      };
      // A pool of 20 whose first ten (the 10 with both skills, score 100; the others 75) are known by construction.
      await people(4, 'female', '2000-06-06', ['Rust', 'Go']); // < 30: 20 % of the pool, 40 % of the ten: rate 2
      await people(4, 'female', '1990-03-03', ['Rust', 'Go']); // 30–45: 40 % of the pool, 40 % of the ten: rate 1
      await people(4, 'male', '1990-03-03', ['Rust']);
      await people(2, 'female', '1970-09-09', ['Rust', 'Go']); // > 45: 40 % of the pool, 20 % of the ten: rate 0.5
      await people(6, 'female', '1970-09-09', ['Rust']);
      expect((await other.post('/api/cl/searchmatch', { skills: ['Rust', 'Go'] }, made.token)).statusCode).toBe(200);
      const admin = await makeUser(ctx, { role: 'admin' });
      const res = await other.post('/api/adm/exposureReport', { jours: 30 }, admin.token);
      expect(res.statusCode, res.body).toBe(200);
      expect(res.json().groupes).toEqual([
        // Men: in the pool, never in the ten: 0, flagged (not « no ratio »).
        { critere: 'sex', groupe: 'male', part_vivier: 0.2, part_top10: 0, ratio: 0 },
        { critere: 'sex', groupe: 'female', part_vivier: 0.8, part_top10: 1, ratio: 1 },
        { critere: 'age', groupe: '<30', part_vivier: 0.2, part_top10: 0.4, ratio: 1 },
        // Shown exactly as its share of the pool, yet half as often as the best group: under 0.8.
        { critere: 'age', groupe: '30-45', part_vivier: 0.4, part_top10: 0.4, ratio: 0.5 },
        { critere: 'age', groupe: '>45', part_vivier: 0.4, part_top10: 0.2, ratio: 0.25 },
      ]);
    } finally {
      await other.close();
    }
  });
});
