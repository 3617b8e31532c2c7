// Alerts at scale (issue 17): p50 / p95 of a candidate's profile update (POST /api/cd/updateCondInfo through
// inject) alone, and followed by the client-alert check it starts after the commit (alerts.service
// matchCandidate, awaited here so that its time is counted); then the availability reminders for every
// candidate in batches while searches run, with the searches' p95 before, during and after the job.
// Embedded database by default; DATABASE_URL=postgres://… for PostgreSQL (give it an empty database).
//   npx tsx --conditions source scripts/bench/alerts.ts [candidates=100000] [alerts=10000] [requests=200]
import { randomBytes } from 'node:crypto';
import { mkdtempSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { TOKEN_HEADER } from '@passerelle/shared';
import { buildApp } from '../../apps/server/src/app.js';
import { loadConfig } from '../../apps/server/src/config/env.js';
import { migrateDatabase, openDatabase } from '../../apps/server/src/db/client.js';
import { defaultVocabulary } from '../../apps/server/src/lib/skills/vocabulary.js';
import { matchCandidate } from '../../apps/server/src/modules/alerts/alerts.service.js';
import { runDispoReminders } from '../../apps/server/src/modules/availability/availability.service.js';
import { keysOf } from '../../apps/server/src/modules/skills/skill-keys.js';
import { makeUser } from '../../apps/server/src/test/factories.js';
import { percentile } from './lib/stats.js';

const CANDIDATES = Number(process.argv[2] ?? 100_000);
const ALERTS = Number(process.argv[3] ?? 10_000);
const REQUESTS = Number(process.argv[4] ?? 200);

const POPULAR = ['JavaScript', 'TypeScript', 'React', 'Node.js', 'Python', 'Java', 'SQL', 'Docker', 'AWS', 'Angular'];
const OTHERS = ['Kubernetes', 'Go', 'Rust', 'PHP', 'Symfony', 'Vue.js', 'C#', '.NET', 'Spring', 'Kotlin', 'Swift', 'Scala'];
const VOCABULARY = [
  ...POPULAR,
  ...OTHERS,
  ...Array.from({ length: 200 - POPULAR.length - OTHERS.length }, (_, i) => `Outil ${i}`),
];
const quote = (values: string[]) => `ARRAY[${values.map((v) => `'${v.replace(/'/g, "''")}'`).join(', ')}]`;
const vocabulary = quote(VOCABULARY);
const vocabularyNorm = quote(keysOf(defaultVocabulary(), VOCABULARY));

const dataDir = mkdtempSync(path.join(os.tmpdir(), 'passerelle-bench-alerts-'));
const url = process.env.DATABASE_URL;
const database = await openDatabase(url ? { url } : {});
await migrateDatabase(database);

const started = performance.now();
await database.query(
  `INSERT INTO users (email, password_hash, role, etat, nom, prenom, img, email_verified_at, profile_done)
   SELECT 'bench' || g || '@passerelle.test', 'x', 'condidat', 'active', 'Nom' || g, 'Prénom' || g, '/x.png', now(), true
     FROM generate_series(1, $1::int) g`,
  [CANDIDATES],
);
await database.query(
  `INSERT INTO candidates (user_id, titre, sex, date_naissance, niv_etude, niv_exp, resume, skills, skills_norm, dispo, active,
                           dispo_confirmee_le)
   SELECT u.id, 'Développeur', 'female', '1990-01-01', 'bac+5', (ARRAY['<1', '1-10', '>10'])[1 + u.id % 3], 'Résumé',
          ARRAY(SELECT (${vocabulary})[i] FROM unnest(picked.idx) i), ARRAY(SELECT (${vocabularyNorm})[i] FROM unnest(picked.idx) i),
          DATE '2026-01-01' + (u.id % 365), true, now() - (u.id % 90) * interval '1 day'
     FROM users u
     CROSS JOIN LATERAL (
       SELECT ARRAY(SELECT DISTINCT 1 + floor(power(random(), 2.5) * 200)::int
                      FROM generate_series(1, 3 + u.id % 6) WHERE u.id > 0) AS idx
     ) picked
    WHERE u.role = 'condidat'`,
);
// 500 companies, ALERTS alerts of 2 to 4 skills (drawn like the profiles' skills), minimum score 80 (the default).
await database.query(
  `INSERT INTO users (email, password_hash, role, etat, email_verified_at, profile_done)
   SELECT 'banc-client' || g || '@passerelle.test', 'x', 'client', 'active', now(), true FROM generate_series(1, 500) g`,
);
await database.query(
  `INSERT INTO clients (user_id, type_client, nom_entreprise, date_creation, secteur)
   SELECT id, 'esn', 'Entreprise ' || id, '2015-01-01', 'Informatique' FROM users WHERE role = 'client'`,
);
await database.query(
  `INSERT INTO client_alerts (client_id, skills, skills_norm, min_score)
   SELECT (SELECT min(id) FROM clients) + g % 500,
          ARRAY(SELECT (${vocabulary})[i] FROM unnest(picked.idx) i), ARRAY(SELECT (${vocabularyNorm})[i] FROM unnest(picked.idx) i),
          80
     FROM generate_series(1, $1::int) g
     CROSS JOIN LATERAL (
       SELECT ARRAY(SELECT DISTINCT 1 + floor(power(random(), 2.5) * 200)::int
                      FROM generate_series(1, 2 + g % 3) WHERE g > 0) AS idx
     ) picked`,
  [ALERTS],
);
await database.query('VACUUM ANALYZE');
console.log(
  `${database.kind}: ${CANDIDATES} candidates, ${ALERTS} alerts generated in ${Math.round(performance.now() - started)} ms`,
);

const config = loadConfig({
  NODE_ENV: 'test',
  DATA_DIR: dataDir,
  LOG_LEVEL: 'silent',
  SESSION_SECRET: randomBytes(32).toString('hex'),
});
const app = await buildApp({ config, database });
await app.ready();
// The bench awaits the check itself: the event listener would run it a second time, in the background.
app.ctx.events.removeAllListeners('candidate.changed');

const ids = await database.query<{ id: number; user_id: number }>(
  `SELECT id, user_id FROM candidates ORDER BY random() LIMIT ${REQUESTS + 10}`,
);
const tokens = new Map<number, string>();
for (const row of ids) {
  const sessionId = randomBytes(16).toString('hex');
  await database.query(`INSERT INTO sessions (id, user_id, expires_at) VALUES ($1, $2, now() + interval '1 hour')`, [
    sessionId,
    row.user_id,
  ]);
  tokens.set(row.id, await app.ctx.tokens.sign({ userId: row.user_id, sessionId }));
}

function report(name: string, times: number[], extra = '') {
  times.sort((a, b) => a - b);
  console.log(
    `${name.padEnd(44)} p50 ${percentile(times, 50).toFixed(1)} ms  p95 ${percentile(times, 95).toFixed(1)} ms${extra}`,
  );
}

const update = (candidateId: number, i: number) =>
  app.inject({
    method: 'POST',
    url: '/api/cd/updateCondInfo',
    headers: { [TOKEN_HEADER]: tokens.get(candidateId) as string },
    payload: {
      id: candidateId,
      nom: 'Nom',
      prenom: 'Prénom',
      sex: 'female',
      date_naiss: '1990-01-01',
      niv_etude: 'bac+5',
      niv_exp: '1-10',
      titre: 'Développeur',
      skills: [POPULAR[i % POPULAR.length] as string, OTHERS[i % OTHERS.length] as string, `Outil ${i % 50}`],
      dispo: '2026-06-01',
    },
  });

const alone: number[] = [];
const withCheck: number[] = [];
const checkOnly: number[] = [];
let notified = 0;
for (const [i, row] of ids.entries()) {
  const t0 = performance.now();
  const res = await update(row.id, i);
  const t1 = performance.now();
  if (res.statusCode !== 200) throw new Error(`${res.statusCode} ${res.body}`);
  notified += await matchCandidate(app.ctx, { candidateId: row.id });
  const t2 = performance.now();
  if (i >= 10) {
    alone.push(t1 - t0);
    withCheck.push(t2 - t0);
    checkOnly.push(t2 - t1);
  }
}
report('profile update (updateCondInfo)', alone);
report('client-alert check after the commit', checkOnly, `  (${notified} notifications)`);
report('profile update + alert check', withCheck);

// Reminders for every candidate whose confirmation is older than 30 days, while searches run.
const client = await makeUser(app.ctx, { role: 'client' });
await database.query(
  `INSERT INTO clients (user_id, type_client, nom_entreprise, date_creation, secteur) VALUES ($1, 'esn', 'Banc', '2015-01-01', 'Informatique')`,
  [client.user.id],
);
const search = async () => {
  const t0 = performance.now();
  const res = await app.inject({
    method: 'POST',
    url: '/api/cl/searchmatch',
    headers: { [TOKEN_HEADER]: client.token },
    payload: { skills: ['React', 'Node.js', 'Docker'] },
  });
  if (res.statusCode !== 200) throw new Error(`${res.statusCode} ${res.body}`);
  return performance.now() - t0;
};
// 100 searches without the job, before it and again after it: the machine's load may change during a long job.
const searchAlone = async (label: string) => {
  const times: number[] = [];
  for (let i = 0; i < 110; i++) {
    const ms = await search();
    if (i >= 10) times.push(ms);
  }
  report(label, times);
};
await searchAlone('searchmatch, no job running');
const during: number[] = [];
let jobDone = false;
const t0 = performance.now();
const job = runDispoReminders(app.ctx).then((r) => {
  jobDone = true;
  return r;
});
while (!jobDone) during.push(await search());
const { reminded } = await job;
report('searchmatch, while the reminders run', during, `  (${during.length} searches)`);
console.log(`reminders: ${reminded} candidates in ${Math.round(performance.now() - t0)} ms`);
await searchAlone('searchmatch, no job running, after it');
await app.close();
