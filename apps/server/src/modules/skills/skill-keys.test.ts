import { cp, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MIGRATIONS_DIR, migrateDatabase, openDatabase } from '../../db/client.js';
import { shippedVocabularyVersion } from '../../lib/skills/vocabulary.js';
import { makeCandidate, makeClient, makeOffer } from '../../test/marketplace.js';
import { offerBody } from '../../test/offers.js';
import { buildTestApp, type TestApp } from '../../test/test-app.js';
import { matchCandidate } from '../alerts/alerts.service.js';
import { refreshSkillKeys } from './skill-keys.js';

/**
 * The start step (migration 0011's data part): rows keyed before issue 15 (lower case and accents away, once
 * each) or with another vocabulary get the keys of this one, batch after batch, only where they differ; the
 * version is recorded and a second run has nothing to do.
 */

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(async () => t.close());

const q = <T>(text: string, params?: unknown[]) => t.database.query<T>(text, params);

describe('upgrading a database of the previous release (migration 0011, then the start step)', () => {
  it('re-keys its rows and rewrites its offers so that nodejs finds Node.js and .NET is searchable', async () => {
    // Migrated up to 0010, as the previous release left it, with rows written by its code.
    const folder = await mkdtemp(path.join(os.tmpdir(), 'passerelle-migrations-'));
    await cp(MIGRATIONS_DIR, folder, { recursive: true });
    const journalFile = path.join(folder, 'meta/_journal.json');
    const journal = JSON.parse(await readFile(journalFile, 'utf8')) as { entries: { tag: string }[] };
    journal.entries = journal.entries.slice(0, journal.entries.findIndex((e) => e.tag === '0010_visible_offer_search') + 1);
    await writeFile(journalFile, JSON.stringify(journal));
    const old = await openDatabase({});
    try {
      await migratePglite(old.db as never, { migrationsFolder: folder });
      const [user] = await old.query<{ id: number }>(
        `INSERT INTO users (email, password_hash, role, etat) VALUES ('ancien@exemple.fr', 'x', 'condidat', 'active') RETURNING id`,
      );
      const [candidate] = await old.query<{ id: number }>(
        `INSERT INTO candidates (user_id, titre, sex, date_naissance, niv_etude, niv_exp, skills, skills_norm, dispo, active)
         VALUES ($1, 'Développeur', 'male', '1990-01-01', 'bac+5', '1-10', ARRAY['ReactJS', 'Postgres', 'React'],
                 ARRAY['reactjs', 'postgres', 'react'], '2026-09-01', true) RETURNING id`,
        [user?.id],
      );
      await old.query(
        `INSERT INTO experiences (candidate_id, entreprise, lieu, date_debut, date_fin, domaine, fonction, description, tech)
         VALUES ($1, 'Azur', 'Lyon', '2020-01-01', '2021-01-01', 'Web', 'Dev', 'Refonte.', ARRAY['nodejs'])`,
        [candidate?.id],
      );
      const [client] = await old.query<{ id: number }>(
        `INSERT INTO users (email, password_hash, role, etat) VALUES ('client@exemple.fr', 'x', 'client', 'active') RETURNING id`,
      );
      const [company] = await old.query<{ id: number }>(
        `INSERT INTO clients (user_id, type_client, nom_entreprise, date_creation, secteur) VALUES ($1, 'esn', 'Azur', '2015-01-01', 'Web')
         RETURNING id`,
        [client?.id],
      );
      await old.query(
        `INSERT INTO offers (client_id, titre, description, budget, date_debut, date_fin, tech, tech_norm)
         VALUES ($1, 'Développeur Node.js et .NET', 'Mission à distance.', 500, '2026-09-01', '2026-12-31', ARRAY['Node.js', 'K8s'],
                 ARRAY['node.js', 'k8s'])`,
        [company?.id],
      );
      const found = async (text: string) =>
        (
          await old.query<{ n: number }>(
            `SELECT count(*)::int AS n FROM visible_offer_search
              WHERE search @@ to_tsquery('public.passerelle_fr', public.passerelle_search_text($1))`,
            [text],
          )
        )[0]?.n;
      expect(await found('nodejs')).toBe(0);

      // The new release starts: migrations, then the start step.
      await migrateDatabase(old);
      const report = await refreshSkillKeys(old.db);
      expect(report.changed).toMatchObject({ candidates: 1, experiences: 1, offers: 1 });
      expect(await old.query('SELECT skills_norm AS k FROM candidates')).toEqual([{ k: ['react', 'postgresql', 'react'] }]);
      expect(await old.query('SELECT tech_norm AS k FROM experiences')).toEqual([{ k: ['node.js'] }]);
      expect(await old.query('SELECT tech_norm AS k FROM offers')).toEqual([{ k: ['node.js', 'kubernetes'] }]);
      expect(await found('nodejs')).toBe(1);
      expect(await found('.NET')).toBe(1);
    } finally {
      await old.close();
      await rm(folder, { recursive: true, force: true });
    }
  });
});

describe('refreshSkillKeys', () => {
  it('re-keys candidates, experiences, offers and search records written with the old normalisation', async () => {
    const client = await makeClient(t.app.ctx);
    const made = await Promise.all(
      [
        ['ReactJS', 'Postgres', 'Outil maison'],
        ['nodejs', 'Java'],
        ['JavaScript', 'C#', 'C'],
      ].map((skills) => makeCandidate(t.app.ctx, { skills })),
    );
    const offer = await makeOffer(t.app.ctx, client.client.id, { tech: ['Vue JS', 'K8s'] });
    // As the code before issue 15 wrote them: normalised spellings, duplicates dropped.
    await q(`UPDATE candidates SET skills_norm = ARRAY(SELECT DISTINCT lower(s) FROM unnest(skills) s)`);
    await q(`UPDATE experiences SET tech_norm = '{}'`);
    await q(`UPDATE offers SET tech_norm = ARRAY['vue js', 'k8s'] WHERE id = $1`, [offer.id]);
    await q(`INSERT INTO search_events (client_id, skills) VALUES ($1, ARRAY['reactjs', 'postgres', 'zig'])`, [client.client.id]);
    await q(`DELETE FROM app_settings WHERE key = 'skill_keys_version'`);

    const report = await refreshSkillKeys(t.database.db, undefined, 2);
    expect(report.ran).toBe(true);
    expect(report.changed.candidates).toBeGreaterThanOrEqual(3);

    const keysOf = async (id: number) =>
      (await q<{ k: string[] }>('SELECT skills_norm AS k FROM candidates WHERE id = $1', [id]))[0]?.k;
    // One key per tag, position by position: the canonical label's normalised form, or the free tag's.
    expect(await keysOf(made[0]?.candidate.id as number)).toEqual(['react', 'postgresql', 'outil maison']);
    expect(await keysOf(made[1]?.candidate.id as number)).toEqual(['node.js', 'java']);
    expect(await keysOf(made[2]?.candidate.id as number)).toEqual(['javascript', 'c#', 'c']);
    const [exp] = await q<{ k: string[] }>('SELECT tech_norm AS k FROM experiences WHERE candidate_id = $1', [
      made[0]?.candidate.id,
    ]);
    expect(exp?.k).toEqual(['react', 'postgresql', 'outil maison']);
    const [off] = await q<{ k: string[] }>('SELECT tech_norm AS k FROM offers WHERE id = $1', [offer.id]);
    expect(off?.k).toEqual(['vue.js', 'kubernetes']);
    const [search] = await q<{ k: string[] }>('SELECT skills AS k FROM search_events ORDER BY id DESC LIMIT 1');
    expect(search?.k).toEqual(['react', 'postgresql', 'zig']);
    const [version] = await q<{ value: string }>(`SELECT value FROM app_settings WHERE key = 'skill_keys_version'`);
    expect(version?.value).toBe(shippedVocabularyVersion());

    // The search follows: the index reads the re-keyed rows through their stamps.
    const found = await t.post('/api/cl/searchmatch', { skills: ['React'] }, client.token);
    expect(found.json().candidats.map((c: { id: number }) => c.id)).toContain(made[0]?.candidate.id);

    const again = await refreshSkillKeys(t.database.db);
    expect(again.ran).toBe(false);
  });

  it('re-keys both kinds of alerts, each skill once, and they fire again', async () => {
    const company = await makeClient(t.app.ctx);
    const watcher = await makeCandidate(t.app.ctx, { skills: ['Docker'] });
    const clientAlert = await t.post(
      '/api/cl/createAlerte',
      { skills: ['Postgres', 'Outil maison'], min_score: 100 },
      company.token,
    );
    const candidateAlert = await t.post('/api/cd/createAlerte', { skills: ['nodejs', 'K8s'] }, watcher.token);
    expect([clientAlert.statusCode, candidateAlert.statusCode]).toEqual([200, 200]);
    // As a vocabulary that knew none of these spellings keyed them (and kept two spellings of one skill).
    await q(
      `UPDATE client_alerts SET skills = ARRAY['Postgres', 'Outil maison', 'PostgreSQL'],
                    skills_norm = ARRAY['postgres', 'outil maison', 'postgresql'] WHERE id = $1`,
      [clientAlert.json().id],
    );
    await q(`UPDATE candidate_alerts SET skills_norm = ARRAY['nodejs', 'k8s'] WHERE id = $1`, [candidateAlert.json().id]);
    const expert = await makeCandidate(t.app.ctx, { skills: ['PostgreSQL', 'Outil maison'] });
    expect(await matchCandidate(t.app.ctx, { candidateId: expert.candidate.id })).toBe(0);

    await q(`DELETE FROM app_settings WHERE key = 'skill_keys_version'`);
    const report = await refreshSkillKeys(t.database.db, undefined, 1);
    expect(report.changed).toMatchObject({ client_alerts: 1, candidate_alerts: 1 });
    const alertOf = async (table: string, id: number) =>
      (await q<{ skills: string[]; keys: string[] }>(`SELECT skills, skills_norm AS keys FROM ${table} WHERE id = $1`, [id]))[0];
    // The first spelling of each skill stays.
    expect(await alertOf('client_alerts', clientAlert.json().id)).toEqual({
      skills: ['Postgres', 'Outil maison'],
      keys: ['postgresql', 'outil maison'],
    });
    expect(await alertOf('candidate_alerts', candidateAlert.json().id)).toEqual({
      skills: ['nodejs', 'K8s'],
      keys: ['node.js', 'kubernetes'],
    });

    // Score 100 (both skills, each once): the company is told; an offer with the skills tells the watcher.
    expect(await matchCandidate(t.app.ctx, { candidateId: expert.candidate.id })).toBe(1);
    const offer = await t.post(
      '/api/cl/createOffre',
      { ...offerBody({ tech: ['Node.js', 'Kubernetes'] }), client_id: company.client.id },
      company.token,
    );
    expect(offer.statusCode, offer.body).toBe(200);
    await expect
      .poll(
        async () => (await q(`SELECT 1 FROM notifications WHERE user_id = $1 AND titre = 'alerte'`, [watcher.user.id])).length,
      )
      .toBe(1);
  });

  it('recomputes when the recorded version is another one, and writes only the rows that differ', async () => {
    await q(`UPDATE app_settings SET value = '"0:ancien"' WHERE key = 'skill_keys_version'`);
    const before = await q<{ n: string }>('SELECT max(match_xid)::text AS n FROM candidates');
    const report = await refreshSkillKeys(t.database.db);
    expect(report.ran).toBe(true);
    expect(report.changed).toEqual({
      candidates: 0,
      experiences: 0,
      offers: 0,
      client_alerts: 0,
      client_alerts_plus: 0,
      candidate_alerts: 0,
      search_events: 0,
    });
    // Nothing rewritten: no candidate stamped again for the index.
    expect(await q('SELECT max(match_xid)::text AS n FROM candidates')).toEqual(before);
  });
});
