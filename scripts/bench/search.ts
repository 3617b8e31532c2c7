// Candidate search figures: p50 / p95 of POST /api/cl/searchmatch (through inject: auth, validation, the
// ranking statement, the page's education and experience, the search event) on generated candidates, and
// the plan of the ranking statement. Embedded database by default; DATABASE_URL=postgres://… for PostgreSQL
// (the database named is used as it is: give it an empty one).
//   npx tsx --conditions source scripts/bench/search.ts [candidates=100000] [requests=200]
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { TOKEN_HEADER } from '@passerelle/shared';
import { PgDialect } from 'drizzle-orm/pg-core';
import { buildApp } from '../../apps/server/src/app.js';
import { loadConfig } from '../../apps/server/src/config/env.js';
import { migrateDatabase, openDatabase } from '../../apps/server/src/db/client.js';
import { defaultVocabulary } from '../../apps/server/src/lib/skills/vocabulary.js';
import { searchCandidatesSql } from '../../apps/server/src/modules/matching/matching.repository.js';
import { insertClient } from '../../apps/server/src/modules/profiles/profiles.repository.js';
import { keysOf } from '../../apps/server/src/modules/skills/skill-keys.js';
import { makeUser } from '../../apps/server/src/test/factories.js';
import { percentile } from './lib/stats.js';

const CANDIDATES = Number(process.argv[2] ?? 100_000);
const REQUESTS = Number(process.argv[3] ?? 200);

const POPULAR = ['JavaScript', 'TypeScript', 'React', 'Node.js', 'Python', 'Java', 'SQL', 'Docker', 'AWS', 'Angular'];
const OTHERS = ['Kubernetes', 'Go', 'Rust', 'PHP', 'Symfony', 'Vue.js', 'C#', '.NET', 'Spring', 'Kotlin', 'Swift', 'Scala'];
/** 200 tags; the sampling favours the first ones (a skewed popularity, as in real profiles). */
const VOCABULARY = [
  ...POPULAR,
  ...OTHERS,
  ...Array.from({ length: 200 - POPULAR.length - OTHERS.length }, (_, i) => `Outil ${i}`),
];

const dataDir = mkdtempSync(path.join(os.tmpdir(), 'passerelle-bench-search-'));
const url = process.env.DATABASE_URL;
const database = await openDatabase(url ? { url } : {});
await migrateDatabase(database);

const started = performance.now();
const vocabulary = `ARRAY[${VOCABULARY.map((v) => `'${v.replace(/'/g, "''")}'`).join(', ')}]`;
const vocabularyNorm = `ARRAY[${keysOf(defaultVocabulary(), VOCABULARY)
  .map((v) => `'${v.replace(/'/g, "''")}'`)
  .join(', ')}]`;
await database.query(
  `INSERT INTO users (email, password_hash, role, etat, nom, prenom, img, email_verified_at, profile_done)
   SELECT 'bench' || g || '@passerelle.test', 'x', 'condidat', CASE WHEN g % 10 = 0 THEN 'pending' ELSE 'active' END,
          'Nom' || g, 'Prénom' || g, '/api/files/photos/x.png', now(), true
     FROM generate_series(1, $1::int) g`,
  [CANDIDATES],
);
await database.query(
  `INSERT INTO candidates (user_id, titre, sex, date_naissance, niv_etude, niv_exp, resume, skills, skills_norm, dispo, active)
   SELECT u.id, 'Développeur', 'female', '1990-01-01', 'bac+5', (ARRAY['<1', '1-10', '>10'])[1 + u.id % 3], 'Résumé',
          ARRAY(SELECT (${vocabulary})[i] FROM unnest(picked.idx) i), ARRAY(SELECT (${vocabularyNorm})[i] FROM unnest(picked.idx) i),
          DATE '2026-01-01' + (u.id % 365), u.etat = 'active'
     FROM users u
     CROSS JOIN LATERAL (
       -- 3 to 8 draws over 200 tags, skewed: the first tag ends up in about 45 % of the profiles.
       SELECT ARRAY(SELECT DISTINCT 1 + floor(power(random(), 2.5) * 200)::int
                      FROM generate_series(1, 3 + u.id % 6) WHERE u.id > 0) AS idx
     ) picked
    WHERE u.role = 'condidat'`,
);
await database.query(
  `INSERT INTO formations (candidate_id, position, nom, ecole, date_debut, date_fin)
   SELECT c.id, p, 'Master ' || p, 'École', '2008-09-01', '2013-06-30' FROM candidates c, generate_series(0, 1) p`,
);
await database.query(
  `INSERT INTO experiences (candidate_id, position, entreprise, lieu, date_debut, date_fin, domaine, fonction, description, tech)
   SELECT c.id, p, 'Société ' || p, 'Lyon', '2014-01-01', '2020-12-31', 'Banque', 'Développeur',
          'Refonte du portail client.', c.skills
     FROM candidates c, generate_series(0, 1) p`,
);
await database.query('VACUUM ANALYZE');
console.log(`${database.kind}: ${CANDIDATES} candidates generated in ${Math.round(performance.now() - started)} ms`);

const config = loadConfig({
  NODE_ENV: 'test',
  DATA_DIR: dataDir,
  LOG_LEVEL: 'silent',
  SESSION_SECRET: randomBytes(32).toString('hex'),
});
const app = await buildApp({ config, database });
await app.ready();
const made = await makeUser(app.ctx, { role: 'client' });
const client = await insertClient(app.ctx.db, {
  userId: made.user.id,
  typeClient: 'esn',
  nomEntreprise: 'Banc',
  dateCreation: '2015-01-01',
  secteur: 'Informatique',
});

const SEARCHES: [string, Record<string, unknown>][] = [
  ['1 popular skill', { skills: ['JavaScript'] }],
  ['3 skills + level + date', { skills: ['React', 'Node.js', 'Docker'], niv_exp: '1-10', date_dispo: '2026-06-01' }],
  ['5 rarer skills', { skills: ['Kotlin', 'Swift', 'Scala', 'Outil 50', 'Outil 120'] }],
  ['10 skills, page 3', { skills: [...POPULAR], page: 3 }],
];

for (const [name, body] of SEARCHES) {
  const times: number[] = [];
  let total = 0;
  for (let i = 0; i < REQUESTS + 10; i++) {
    const t0 = performance.now();
    const res = await app.inject({
      method: 'POST',
      url: '/api/cl/searchmatch',
      payload: body,
      headers: { [TOKEN_HEADER]: made.token },
    });
    const ms = performance.now() - t0;
    if (res.statusCode !== 200) throw new Error(`${res.statusCode} ${res.body}`);
    total = res.json().totalItems;
    if (i >= 10) times.push(ms); // the first ones warm the caches up
  }
  times.sort((a, b) => a - b);
  console.log(
    `${name.padEnd(26)} matches ${String(total).padStart(6)}  p50 ${percentile(times, 50).toFixed(1)} ms  p95 ${percentile(times, 95).toFixed(1)} ms`,
  );
}

const query = new PgDialect().sqlToQuery(
  searchCandidatesSql(
    {
      skills: keysOf(defaultVocabulary(), ['React', 'Node.js', 'Docker']),
      nivExp: '1-10',
      dateDispo: '2026-06-01',
      confirmedOnly: false,
      confirmedSince: Date.now() - 30 * 86_400_000,
    },
    client.id,
    { limit: 10, offset: 0 },
  ),
);
const plan = await database.query<{ 'QUERY PLAN': string }>(`EXPLAIN (ANALYZE, BUFFERS) ${query.sql}`, query.params);
console.log(plan.map((r) => r['QUERY PLAN']).join('\n'));

await app.close();
rmSync(dataDir, { recursive: true, force: true });
