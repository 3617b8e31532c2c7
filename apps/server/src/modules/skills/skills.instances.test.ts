import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../app.js';
import type { Database } from '../../db/client.js';
import { type MadeUser, makeUser } from '../../test/factories.js';
import { makeCandidate, makeClient } from '../../test/marketplace.js';
import { offerBody } from '../../test/offers.js';
import { buildTestApp, type TestApp } from '../../test/test-app.js';

/**
 * The staff's changes to the skill vocabulary (DECISIONS §6.1) seen from a second app instance on the same
 * PostgreSQL database: searches, suggestions, stored keys and alerts follow at once, and writes racing a change
 * never keep a stale key. skills.curation.test.ts tests the changes themselves on one instance.
 */

let t: TestApp;
let admin: MadeUser;
let client: Awaited<ReturnType<typeof makeClient>>;
beforeAll(async () => {
  t = await buildTestApp();
  admin = await makeUser(t.app.ctx, { role: 'admin' });
  client = await makeClient(t.app.ctx);
});
afterAll(async () => t.close());

const searchIds = async (skills: string[], app: FastifyInstance, token = client.token) => {
  const res = await app.inject({ method: 'POST', url: '/api/cl/searchmatch', payload: { skills }, headers: { 'sb-tkn': token } });
  expect(res.statusCode, res.body).toBe(200);
  return res.json().candidats as { id: number; matched_spellings: { skill: string; spelling: string | null }[] }[];
};
const keysOf = async (id: number) =>
  (await t.database.query<{ k: string[] }>('SELECT skills_norm AS k FROM candidates WHERE id = $1', [id]))[0]?.k;
/** An alert's skills as stored: as typed, and their keys. */
const alertRow = async (table: 'client_alerts' | 'candidate_alerts', id: number) =>
  (
    await t.database.query<{ skills: string[]; keys: string[] }>(
      `SELECT skills, skills_norm AS keys FROM ${table} WHERE id = $1`,
      [id],
    )
  )[0];
const alertNotices = async (userId: number) =>
  t.database.query<{ content: string; url: string }>(
    "SELECT content, url FROM notifications WHERE user_id = $1 AND titre = 'alerte' ORDER BY id",
    [userId],
  );
/** A candidate's profile as updateCondInfo takes it, with these skills. */
const profileBody = (id: number, skills: string[]) => ({
  id,
  nom: 'Martin',
  prenom: 'Léa',
  sex: 'female',
  date_naiss: '1990-01-01',
  niv_etude: 'bac+5',
  niv_exp: '1-10',
  titre: 'Développeuse',
  skills,
  dispo: '2026-09-01',
});

describe.runIf(process.env.DATABASE_URL)('two app instances on one PostgreSQL database', () => {
  let second: FastifyInstance;
  let secondDb: Database;
  beforeAll(async () => {
    secondDb = await t.testDatabase.open();
    second = await buildApp({ config: t.config, database: secondDb });
    await second.ready();
  });
  afterAll(async () => second?.close());

  it('a change made through A applies on B at once: search, suggestions, stored keys, the index', async () => {
    const made = await makeCandidate(t.app.ctx, { skills: ['Kubernetès maison'] });
    // B's index is built before the change.
    await searchIds(['Docker'], second);
    await expect.poll(() => second.ctx.matchIndex.ready).toBe(true);
    expect((await searchIds(['Kubernetes'], second)).map((c) => c.id)).not.toContain(made.candidate.id);

    const res = await t.post('/api/adm/skillAlias', { tag: 'Kubernetès maison', label: 'Kubernetes' }, admin.token);
    expect(res.statusCode, res.body).toBe(200);

    const onB = (await searchIds(['Kubernetes'], second)).find((c) => c.id === made.candidate.id);
    expect(onB?.matched_spellings).toEqual([{ skill: 'Kubernetes', spelling: 'Kubernetès maison' }]);
    expect((await searchIds(['kubernetes maison'], second)).map((c) => c.id)).toContain(made.candidate.id);
    const suggested = await second.inject({
      method: 'GET',
      url: '/api/skills?q=kubernetes%20mai',
      headers: { 'sb-tkn': client.token },
    });
    expect(suggested.json().skills[0].label).toBe('Kubernetes');
    // A profile B saves now with that spelling is keyed with the new alias.
    const who = await makeCandidate(second.ctx, { skills: ['Docker'] });
    const saved = await second.inject({
      method: 'POST',
      url: '/api/cd/updateCondInfo',
      headers: { 'sb-tkn': who.token },
      payload: profileBody(who.candidate.id, ['kubernetès MAISON']),
    });
    expect(saved.statusCode, saved.body).toBe(200);
    expect(await keysOf(who.candidate.id)).toEqual(['kubernetes']);
  });

  it('writes racing a change never keep stale keys: every row ends with the new key', async () => {
    const base = await Promise.all(Array.from({ length: 6 }, () => makeCandidate(t.app.ctx, { skills: ['Terraformé'] })));
    // Profiles saved on B while A adds the alias: each write waits for the change or the change waits for it.
    const writes = base.map((who) =>
      second.inject({
        method: 'POST',
        url: '/api/cd/updateCondInfo',
        headers: { 'sb-tkn': who.token },
        payload: profileBody(who.candidate.id, ['Terraformé', 'Docker']),
      }),
    );
    const change = t.post('/api/adm/skillAlias', { tag: 'Terraformé', label: 'Terraform' }, admin.token);
    const answers = await Promise.all([...writes, change]);
    expect(answers.map((r) => r.statusCode)).toEqual(answers.map(() => 200));
    for (const who of base) expect(await keysOf(who.candidate.id)).toEqual(['terraform', 'docker']);
  });

  it('alerts saved on B before and while A makes a change end with the new key, and fire on B', async () => {
    const onB = (url: string, payload: unknown, token: string) =>
      second.inject({ method: 'POST', url, payload: payload as object, headers: { 'sb-tkn': token } });
    const company = await makeClient(t.app.ctx);
    const watchers = await Promise.all(Array.from({ length: 4 }, () => makeCandidate(t.app.ctx, { skills: ['Docker'] })));
    const before = await onB('/api/cl/createAlerte', { skills: ['Helm maisonné'], min_score: 100 }, company.token);
    expect(before.statusCode, before.body).toBe(200);
    // Saved on B while A adds the alias: each waits for the change, or the change waits for it.
    const racing = watchers.map((w) => onB('/api/cd/createAlerte', { skills: ['Helm maisonné'] }, w.token));
    const change = t.post('/api/adm/skillAlias', { tag: 'Helm maisonné', label: 'Helm' }, admin.token);
    const answers = await Promise.all([...racing, change]);
    expect(answers.map((r) => r.statusCode)).toEqual(answers.map(() => 200));
    expect(await alertRow('client_alerts', before.json().id)).toEqual({ skills: ['Helm maisonné'], keys: ['helm'] });
    for (const answer of answers.slice(0, -1)) {
      expect(await alertRow('candidate_alerts', answer.json().id)).toEqual({ skills: ['Helm maisonné'], keys: ['helm'] });
    }

    // A profile saved on B with the skill: the company is told (B runs the matching).
    const who = await makeCandidate(second.ctx, { skills: ['Docker'] });
    const saved = await onB('/api/cd/updateCondInfo', profileBody(who.candidate.id, ['Helm']), who.token);
    expect(saved.statusCode, saved.body).toBe(200);
    await expect.poll(async () => (await alertNotices(company.user.id)).length).toBe(1);
    // An offer published on B with the skill: every watcher is told.
    const offer = await onB(
      '/api/cl/createOffre',
      { ...offerBody({ tech: ['Helm', 'Docker'] }), client_id: company.client.id },
      company.token,
    );
    expect(offer.statusCode, offer.body).toBe(200);
    for (const w of watchers) await expect.poll(async () => (await alertNotices(w.user.id)).length).toBe(1);
  });
});
