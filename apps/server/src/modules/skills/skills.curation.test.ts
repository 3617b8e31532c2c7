import { MSG } from '@passerelle/shared';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type MadeUser, makeUser } from '../../test/factories.js';
import { makeCandidate, makeClient, makeOffer } from '../../test/marketplace.js';
import { offerBody } from '../../test/offers.js';
import { buildTestApp, type TestApp } from '../../test/test-app.js';
import { matchCandidate } from '../alerts/alerts.service.js';
import { SkillCatalog } from './skill-catalog.js';

/**
 * The staff's « Compétences » screen (DECISIONS §6.1): the free tags in use, most used first; a tag made an
 * alias of a canonical skill, or a new canonical skill. Matching follows at once: the rows carrying the tag
 * are re-keyed in the same transaction (the search index reads them through its stamps) and every instance
 * resolves with the change before its next request.
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

const tags = async (body: unknown = {}) => {
  const res = await t.post('/api/adm/getSkillTags', body, admin.token);
  expect(res.statusCode, res.body).toBe(200);
  return res.json();
};
const searchIds = async (skills: string[], app: FastifyInstance = t.app, token = client.token) => {
  const res = await app.inject({ method: 'POST', url: '/api/cl/searchmatch', payload: { skills }, headers: { 'sb-tkn': token } });
  expect(res.statusCode, res.body).toBe(200);
  return res.json().candidats as {
    id: number;
    matched: string[];
    matched_spellings: { skill: string; spelling: string | null }[];
  }[];
};
const keysOf = async (id: number) =>
  (await t.database.query<{ k: string[] }>('SELECT skills_norm AS k FROM candidates WHERE id = $1', [id]))[0]?.k;
/** An alert's skills as stored: as typed, and their keys. */
const alertRow = async (table: 'client_alerts' | 'candidate_alerts', id: number, db = t.database) =>
  (
    await db.query<{ skills: string[]; keys: string[] }>(`SELECT skills, skills_norm AS keys FROM ${table} WHERE id = $1`, [id])
  )[0];
const alertNotices = async (userId: number) =>
  t.database.query<{ content: string; url: string }>(
    "SELECT content, url FROM notifications WHERE user_id = $1 AND titre = 'alerte' ORDER BY id",
    [userId],
  );

describe('POST /api/adm/getSkillTags', () => {
  it('lists the free tags in use, most used first, with their counts per kind of record, paged', async () => {
    await makeCandidate(t.app.ctx, { skills: ['Outil Maison', 'React'] });
    await makeCandidate(t.app.ctx, { skills: ['outil maison', 'Sprng Boot'] });
    await makeCandidate(t.app.ctx, { skills: ['Outil Maison', 'ReactJS', 'Cobol 2'] });
    await makeOffer(t.app.ctx, client.client.id, { tech: ['Outil Maison', 'Sprng Boot'] });
    // Alerts count too: a client's, a candidate's.
    expect((await t.post('/api/cl/createAlerte', { skills: ['outil maison', 'React'] }, client.token)).statusCode).toBe(200);
    const watcher = await makeCandidate(t.app.ctx, { skills: ['Docker'] });
    expect((await t.post('/api/cd/createAlerte', { skills: ['Outil Maison'] }, watcher.token)).statusCode).toBe(200);

    const all = await tags({ page: 0, size: 100 });
    const byTag = new Map(all.data.map((row: { tag: string }) => [row.tag, row]));
    // makeCandidate copies the skills to one experience: each candidate counts twice (profile, experience).
    expect(all.data[0]).toEqual({ tag: 'Outil Maison', count: 9, candidats: 3, experiences: 3, offres: 1, alertes: 2 });
    expect(byTag.get('Sprng Boot')).toEqual({ tag: 'Sprng Boot', count: 3, candidats: 1, experiences: 1, offres: 1, alertes: 0 });
    expect(byTag.get('Cobol 2')).toMatchObject({ count: 2 });
    // Known spellings (React, ReactJS) are no free tags.
    expect([...byTag.keys()].some((tag) => /react/i.test(tag as string))).toBe(false);
    const counts = all.data.map((row: { count: number }) => row.count);
    expect(counts).toEqual([...counts].sort((a, b) => b - a));

    const first = await tags({ page: 0, size: 1 });
    expect(first).toMatchObject({ totalItems: all.totalItems, totalPages: all.totalItems, currentPage: 0 });
    expect(first.data).toEqual([all.data[0]]);
    expect((await tags({ page: 50, size: 10 })).data).toEqual([]);
    expect((await tags()).data).toEqual(all.data.slice(0, 10));
  });

  it('is for the staff', async () => {
    expect((await t.post('/api/adm/getSkillTags', {}, client.token)).statusCode).toBe(403);
    expect((await t.post('/api/adm/getSkillTags', { page: -1 }, admin.token)).statusCode).toBe(400);
  });
});

describe('POST /api/adm/skillAlias', () => {
  it('makes a tag a spelling of a skill: stored rows, searches, suggestions and the card follow at once', async () => {
    const typo = await makeCandidate(t.app.ctx, { skills: ['Sprng Boot', 'Java'] });
    // The search index is built and current: the change must reach it through the stamps.
    await searchIds(['Java']);
    await expect.poll(() => t.app.ctx.matchIndex.ready).toBe(true);
    expect((await searchIds(['Spring Boot'])).map((c) => c.id)).not.toContain(typo.candidate.id);

    const res = await t.post('/api/adm/skillAlias', { tag: 'Sprng Boot', label: 'spring-boot' }, admin.token);
    expect(res.statusCode, res.body).toBe(200);
    const body = res.json();
    expect(body).toMatchObject({ done: true, skill: { label: 'Spring Boot' } });
    expect(body.skill.aliases).toContain('Sprng Boot');
    // Two candidates (and their experiences) and one offer carried the tag.
    expect(body.retagged).toBe(5);

    expect(await keysOf(typo.candidate.id)).toEqual(['spring boot', 'java']);
    const found = (await searchIds(['Spring Boot'])).find((c) => c.id === typo.candidate.id);
    expect(found?.matched_spellings).toEqual([{ skill: 'Spring Boot', spelling: 'Sprng Boot' }]);
    expect((await searchIds(['sprng boot'])).map((c) => c.id)).toContain(typo.candidate.id);
    const suggested = await t.get('/api/skills?q=sprng', client.token);
    expect(suggested.json().skills[0].label).toBe('Spring Boot');
    expect((await tags({ size: 100 })).data.map((row: { tag: string }) => row.tag)).not.toContain('Sprng Boot');
    const [action] = await t.database.query<{ action: string; details: string; actor_id: number }>(
      `SELECT action, details, actor_id FROM admin_actions WHERE action = 'skill_alias' ORDER BY id DESC LIMIT 1`,
    );
    expect(action).toEqual({ action: 'skill_alias', details: 'Sprng Boot → Spring Boot', actor_id: admin.user.id });

    // A profile saved afterwards with that spelling gets the skill's key.
    const later = await makeCandidate(t.app.ctx, { skills: ['sprng boot'] });
    expect(await keysOf(later.candidate.id)).toEqual(['spring boot']);
  });

  it('is idempotent for a spelling the skill already has', async () => {
    for (const tag of ['Sprng Boot', 'spring boot', 'SpringBoot']) {
      const res = await t.post('/api/adm/skillAlias', { tag, label: 'Spring Boot' }, admin.token);
      expect(res.statusCode, tag).toBe(200);
      expect(res.json().retagged).toBe(0);
    }
  });

  it('refuses a spelling of another skill (409), an unknown skill (404) and bad input (400), changing nothing', async () => {
    const before = await t.database.query('SELECT count(*)::int AS n FROM skill_additions');
    const taken = await t.post('/api/adm/skillAlias', { tag: 'ReactJS', label: 'Vue.js' }, admin.token);
    expect(taken.statusCode).toBe(409);
    expect(taken.json()).toMatchObject({
      code: 'skill.alias_taken',
      message: '« ReactJS » désigne déjà la compétence « React ».',
    });
    const javaScript = await t.post('/api/adm/skillAlias', { tag: 'JavaScript', label: 'Java' }, admin.token);
    expect(javaScript.json().code).toBe('skill.alias_taken');
    const unknown = await t.post('/api/adm/skillAlias', { tag: 'Cobol 2', label: 'Langage imaginaire' }, admin.token);
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json()).toMatchObject({ code: 'skill.unknown', message: MSG.skillUnknown });
    for (const body of [{ tag: '', label: 'React' }, { tag: 'x' }, { tag: 'x'.repeat(61), label: 'React' }]) {
      expect((await t.post('/api/adm/skillAlias', body, admin.token)).statusCode, JSON.stringify(body)).toBe(400);
    }
    expect(await t.database.query('SELECT count(*)::int AS n FROM skill_additions')).toEqual(before);
  });
});

describe('POST /api/adm/skillNew', () => {
  it('adds a canonical skill with its spellings; the free tags carrying them become it', async () => {
    const a = await makeCandidate(t.app.ctx, { skills: ['Outil Maison'] });
    const b = await makeCandidate(t.app.ctx, { skills: ['OutilMaison', 'Docker'] });
    const res = await t.post(
      '/api/adm/skillNew',
      { label: 'Outil Maison', aliases: ['OutilMaison', 'outil-maison'] },
      admin.token,
    );
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({ done: true, skill: { label: 'Outil Maison', aliases: ['OutilMaison', 'outil-maison'] } });
    expect(res.json().retagged).toBeGreaterThanOrEqual(4);
    expect(await keysOf(b.candidate.id)).toEqual(['outil maison', 'docker']);
    const found = await searchIds(['outil-maison']);
    expect(found.map((c) => c.id)).toEqual(expect.arrayContaining([a.candidate.id, b.candidate.id]));
    expect(found.find((c) => c.id === b.candidate.id)?.matched_spellings).toEqual([
      { skill: 'outil-maison', spelling: 'OutilMaison' },
    ]);
    const resolved = await t.post('/api/skills/resolve', { skills: ['outilmaison'] }, client.token);
    expect(resolved.json().skills).toEqual([{ input: 'outilmaison', label: 'Outil Maison', known: true }]);
    expect((await tags({ size: 100 })).data.map((row: { tag: string }) => row.tag)).not.toContain('Outil Maison');
  });

  it('refuses a label or a spelling that is already a skill (409), and an empty label (400)', async () => {
    const label = await t.post('/api/adm/skillNew', { label: 'reactjs', aliases: [] }, admin.token);
    expect(label.statusCode).toBe(409);
    expect(label.json()).toMatchObject({
      code: 'skill.label_taken',
      message: "« reactjs » existe déjà : c'est la compétence « React ».",
    });
    const alias = await t.post('/api/adm/skillNew', { label: 'Serveur maison', aliases: ['nodejs'] }, admin.token);
    expect(alias.statusCode).toBe(409);
    expect(alias.json()).toMatchObject({
      code: 'skill.alias_taken',
      message: '« nodejs » désigne déjà la compétence « Node.js ».',
    });
    expect((await t.post('/api/adm/skillNew', { label: '  ', aliases: [] }, admin.token)).statusCode).toBe(400);
    expect((await t.post('/api/skills/resolve', { skills: ['Serveur maison'] }, client.token)).json().skills[0].known).toBe(
      false,
    );
  });
});

describe('alerts follow a change at once (DECISIONS §6.1, §6.2)', () => {
  it('a client alert on a free tag fires once the tag is a spelling of a skill, each skill counted once', async () => {
    const company = await makeClient(t.app.ctx);
    const create = async (skills: string[]) => {
      const res = await t.post('/api/cl/createAlerte', { skills, min_score: 100 }, company.token);
      expect(res.statusCode, res.body).toBe(200);
      return res.json().id as number;
    };
    const freeTag = await create(['Ansìble maison', 'Elixir']);
    // Two spellings that were two skills until the change: one skill after it, kept once.
    const twoSpellings = await create(['Ansìble maison', 'Ansible']);
    const expert = await makeCandidate(t.app.ctx, { skills: ['Ansible', 'Elixir'], prenom: 'Nina', nom: 'Petit' });
    // Before the change the alerts ask for a skill nobody has: 50 points in 100 at best.
    expect(await matchCandidate(t.app.ctx, { candidateId: expert.candidate.id })).toBe(0);

    const res = await t.post('/api/adm/skillAlias', { tag: 'Ansìble maison', label: 'Ansible' }, admin.token);
    expect(res.statusCode, res.body).toBe(200);
    // Two alerts (and no profile, experience or offer) carried the tag.
    expect(res.json().retagged).toBe(2);
    expect(await alertRow('client_alerts', freeTag)).toEqual({
      skills: ['Ansìble maison', 'Elixir'],
      keys: ['ansible', 'elixir'],
    });
    expect(await alertRow('client_alerts', twoSpellings)).toEqual({ skills: ['Ansìble maison'], keys: ['ansible'] });
    const listed = (await t.post('/api/cl/getAlertes', {}, company.token)).json().alertes;
    expect(listed.map((a: { skills: string[] }) => a.skills)).toEqual([['Ansìble maison'], ['Ansìble maison', 'Elixir']]);

    // Score 100 on both: the skill is met, and counted once in n.
    const other = await makeCandidate(t.app.ctx, { skills: ['Ansible', 'Elixir'], prenom: 'Paul', nom: 'Blanc' });
    expect(await matchCandidate(t.app.ctx, { candidateId: other.candidate.id })).toBe(2);
    expect(await matchCandidate(t.app.ctx, { candidateId: expert.candidate.id })).toBe(2);
    const notices = await alertNotices(company.user.id);
    expect(notices).toHaveLength(4);
    expect(notices[0]?.content).toContain('100 % de correspondance');
    // An alert created afterwards with that spelling gets the skill's key.
    const later = await create(['ansìble MAISON']);
    expect(await alertRow('client_alerts', later)).toEqual({ skills: ['ansìble MAISON'], keys: ['ansible'] });
  });

  it('a candidate alert on a free tag fires for an offer with the new skill (skillNew)', async () => {
    const owner = await makeClient(t.app.ctx);
    const watcher = await makeCandidate(t.app.ctx, { skills: ['Docker'] });
    const res = await t.post('/api/cd/createAlerte', { skills: ['gestor-flux', 'TypeScript'] }, watcher.token);
    expect(res.statusCode, res.body).toBe(200);
    const alertId = res.json().id as number;

    const created = await t.post(
      '/api/adm/skillNew',
      { label: 'Gestor Flux', aliases: ['GestorFlux', 'gestor-flux'] },
      admin.token,
    );
    expect(created.statusCode, created.body).toBe(200);
    expect(await alertRow('candidate_alerts', alertId)).toEqual({
      skills: ['gestor-flux', 'TypeScript'],
      keys: ['gestor flux', 'typescript'],
    });

    // An offer published with another spelling of the new skill: the alert fires.
    const offer = await t.post(
      '/api/cl/createOffre',
      { ...offerBody({ tech: ['GestorFlux', 'TypeScript'] }), client_id: owner.client.id },
      owner.token,
    );
    expect(offer.statusCode, offer.body).toBe(200);
    await expect.poll(async () => (await alertNotices(watcher.user.id)).length).toBe(1);
    expect((await alertNotices(watcher.user.id))[0]?.url).toBe(`/dashb/offre/${offer.json().data.id}`);
  });
});

describe('another instance on the same database', () => {
  it('resolves with a change as soon as it is committed (its own catalog, one version check)', async () => {
    const other = new SkillCatalog(t.database.db);
    expect((await other.fresh()).resolve('Cobol 2').known).toBe(false);
    const res = await t.post('/api/adm/skillAlias', { tag: 'Cobol 2', label: 'COBOL' }, admin.token);
    expect(res.statusCode, res.body).toBe(200);
    expect((await other.fresh()).resolve('cobol 2')).toMatchObject({ label: 'COBOL', key: 'cobol', known: true });
    // A third one, started now, replays every addition from the first.
    const fresh = new SkillCatalog(t.database.db);
    const vocab = await fresh.fresh();
    expect(vocab.resolve('Sprng Boot').label).toBe('Spring Boot');
    expect(vocab.resolve('OutilMaison').label).toBe('Outil Maison');
    // The process-wide shipped vocabulary is never changed.
    const { defaultVocabulary } = await import('../../lib/skills/vocabulary.js');
    expect(defaultVocabulary().resolve('Sprng Boot').known).toBe(false);
  });
});
