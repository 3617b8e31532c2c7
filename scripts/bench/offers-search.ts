// Offers list and search (issue: offers API): p50 / p95 of the candidate calls `offres` and `searchOffre`
// through the app (auth hook, validation, query, serialisation) at 20,000 offers.
// Embedded database by default; set DATABASE_URL to a scratch PostgreSQL database to measure there.
//   npx tsx --conditions=source scripts/bench/offers-search.ts [offers=20000] [runs=200] [--explain]
// BENCH_CPU_PROFILE=file.cpuprofile: a CPU profile of the timed calls only (not the seeding).
// --explain: after each case, the plan of each statement the call ran (EXPLAIN ANALYZE, BUFFERS), to see where it goes.
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { Session } from 'node:inspector/promises';
import os from 'node:os';
import path from 'node:path';
import { buildApp } from '../../apps/server/src/app.js';
import { loadConfig } from '../../apps/server/src/config/env.js';
import { migrateDatabase, openDatabase } from '../../apps/server/src/db/client.js';
import * as maintenance from '../../apps/server/src/db/maintenance.js';
import { clients, offers } from '../../apps/server/src/db/schema/index.js';
import { defaultVocabulary } from '../../apps/server/src/lib/skills/vocabulary.js';
import { keysOf } from '../../apps/server/src/modules/skills/skill-keys.js';
import { makeUser } from '../../apps/server/src/test/factories.js';
import { percentile } from './lib/stats.js';

const args = process.argv.slice(2).filter((a) => !a.startsWith('--'));
const EXPLAIN = process.argv.includes('--explain');
const OFFERS = Number(args[0] ?? 20_000);
const RUNS = Number(args[1] ?? 200);

// A seeded generator, so that two runs measure the same data.
let seed = 42;
const random = () => {
  seed = (seed * 1_103_515_245 + 12_345) % 2 ** 31;
  return seed / 2 ** 31;
};
const pick = <T>(list: readonly T[]): T => list[Math.floor(random() * list.length)] as T;

const ROLES = ['Développeur', 'Développeuse', 'Ingénieur', 'Architecte', 'Chef de projet', 'Consultant', 'Data scientist'];
const MORE_ROLES = ['Administrateur systèmes', 'Testeur', 'Intégrateur', 'Product owner', 'Scrum master', 'DevOps'];
const TECHS = ['React', 'Angular', 'Vue.js', 'Node.js', 'Java', 'Python', 'Go', 'Rust', 'PHP', 'Symfony', 'Kotlin'];
const MORE_TECHS = [
  'Swift',
  'AWS',
  'Azure',
  'Kubernetes',
  'PostgreSQL',
  'TypeScript',
  'SAP',
  'Salesforce',
  'Docker',
  'Terraform',
];
const LEVELS = ['junior', 'confirmé', 'senior', 'expert'];
const SENTENCES = [
  'Vous rejoindrez une équipe produit de huit personnes, entièrement à distance.',
  'La mission porte sur la refonte du parcours de souscription en ligne.',
  'Vous participerez aux cérémonies agiles et aux revues de code.',
  'Le client est un acteur majeur de la banque de détail.',
  'Une bonne maîtrise des tests automatisés est attendue.',
  'Des déplacements ponctuels peuvent être organisés, à la charge du client.',
  "L'application sert plusieurs millions d'utilisateurs chaque mois.",
  'Vous serez garant de la qualité et de la sécurité des livrables.',
  'Le projet est mené en collaboration avec une équipe de data engineers.',
  'Une expérience dans le secteur de la santé serait appréciée.',
  'Vous accompagnerez la migration vers une architecture orientée services.',
  'La documentation technique est rédigée en français.',
];

function offerRow(clientId: number, i: number) {
  const tech = [...new Set([pick(TECHS), pick(MORE_TECHS), pick([...TECHS, ...MORE_TECHS])])];
  const title = `${pick(random() < 0.6 ? ROLES : MORE_ROLES)} ${tech[0]} ${pick(LEVELS)}`;
  const sentences = Array.from({ length: 3 + Math.floor(random() * 5) }, () => pick(SENTENCES));
  const roll = random();
  return {
    clientId,
    titre: title,
    description: sentences.join(' '),
    budget: 300 + Math.floor(random() * 700),
    dateDebut: '2026-09-01',
    dateFin: '2027-03-31',
    tech,
    techNorm: keysOf(defaultVocabulary(), tech),
    // About 85 % visible to candidates, the rest closed, in progress or blocked.
    etat: roll < 0.1 ? 'ferme' : roll < 0.2 ? 'en_cours' : 'ouvert',
    isblocked: random() < 0.05,
    createdAt: new Date(Date.now() - i * 60_000),
  };
}

const dataDir = mkdtempSync(path.join(os.tmpdir(), 'passerelle-bench-offers-'));
const database = await openDatabase(process.env.DATABASE_URL ? { url: process.env.DATABASE_URL } : {});
try {
  await migrateDatabase(database);
  const config = loadConfig({
    NODE_ENV: 'production',
    DATA_DIR: dataDir,
    LOG_LEVEL: 'silent',
    SESSION_SECRET: randomBytes(32).toString('hex'),
  });
  const app = await buildApp({ config, database });
  await app.ready();
  const owner = await makeUser(app.ctx, { role: 'client' });
  const [client] = await app.ctx.db
    .insert(clients)
    .values({
      userId: owner.user.id,
      typeClient: 'esn',
      nomEntreprise: 'Banc d’essai',
      dateCreation: '2010-01-01',
      secteur: 'Informatique',
    })
    .returning();
  if (!client) throw new Error('no client');
  const started = performance.now();
  for (let i = 0; i < OFFERS; i += 500) {
    const batch = Array.from({ length: Math.min(500, OFFERS - i) }, (_, k) => offerRow(client.id, i + k));
    await app.ctx.db.insert(offers).values(batch);
  }
  // The embedded engine runs no autovacuum, hence no ANALYZE: measure without statistics unless asked.
  if (process.env.BENCH_ANALYZE) await database.query('ANALYZE offers');
  // A server merges its GIN indexes' pending lists within a minute of the writes (db/maintenance.ts, issue 34): the
  // searches are measured in that state (a tree without the merge, measured as « before », skips it).
  if (database.kind === 'pglite' && 'cleanGinPendingLists' in maintenance) {
    const pages = await (maintenance.cleanGinPendingLists as (d: typeof database) => Promise<number>)(database);
    console.log(`GIN pending lists merged: ${pages} pages`);
  }
  // …and vacuums the visible offers' copy with it (issue 34, offers34): the list walks its index, index only.
  if (database.kind === 'pglite' && 'vacuumVisibleOffers' in maintenance) {
    await (maintenance.vacuumVisibleOffers as (d: typeof database) => Promise<void>)(database);
    console.log('visible_offer_search vacuumed');
  }
  // Statements to run once the offers are written, `;`-separated (to try a maintenance step or an index).
  for (const statement of (process.env.BENCH_SQL ?? '').split(';').filter((s) => s.trim())) await database.query(statement);
  const visible = await database.query<{ n: number }>(
    "SELECT count(*)::int AS n FROM offers WHERE NOT isblocked AND etat IN ('ouvert', 'en_cours')",
  );
  console.log(
    `${database.kind}: ${OFFERS} offers (${visible[0]?.n} visible) written in ${Math.round(performance.now() - started)} ms`,
  );

  const candidate = await makeUser(app.ctx, { role: 'condidat' });
  const lastPage = Math.floor(((visible[0]?.n ?? 1) - 1) / 10);
  const cases: [string, string, Record<string, unknown>][] = [
    ['offres, page 0', 'offres', { page: 0, size: 10 }],
    ['offres, page 100', 'offres', { page: 100, size: 10 }],
    [`offres, last page (${lastPage})`, 'offres', { page: lastPage, size: 10 }],
    ['search "developpeur" (common)', 'searchOffre', { page: 0, size: 10, search: 'developpeur' }],
    ['search "dev" (prefix)', 'searchOffre', { page: 0, size: 10, search: 'dev' }],
    ['search "banque" (description)', 'searchOffre', { page: 0, size: 10, search: 'banque' }],
    ['search "architecte kubernetes senior"', 'searchOffre', { page: 0, size: 10, search: 'architecte kubernetes senior' }],
    ['search "rust", page 20', 'searchOffre', { page: 20, size: 10, search: 'rust' }],
    ['search "cobol" (nothing)', 'searchOffre', { page: 0, size: 10, search: 'cobol' }],
    ['search "react" (a skill with a false friend)', 'searchOffre', { page: 0, size: 10, search: 'react' }],
    ['search "développeur c" (one letter: keys read)', 'searchOffre', { page: 0, size: 10, search: 'développeur c' }],
    ['search "c" (one letter alone)', 'searchOffre', { page: 0, size: 10, search: 'c' }],
  ];
  const profiler = process.env.BENCH_CPU_PROFILE ? new Session() : undefined;
  if (profiler) {
    profiler.connect();
    await profiler.post('Profiler.enable');
    await profiler.post('Profiler.start');
  }
  for (const [label, call, body] of cases) {
    const times: number[] = [];
    let totalItems = 0;
    let cpu = { user: 0, system: 0 };
    for (let run = 0; run < RUNS + 10; run++) {
      if (run === 10) cpu = process.cpuUsage();
      const t0 = performance.now();
      const res = await app.inject({
        method: 'POST',
        url: `/api/cd/${call}`,
        payload: body,
        headers: { 'sb-tkn': candidate.token },
      });
      const elapsed = performance.now() - t0;
      if (res.statusCode !== 200) throw new Error(`${label}: ${res.statusCode} ${res.body}`);
      totalItems = res.json().totalItems;
      if (run >= 10) times.push(elapsed); // the first runs warm the caches
    }
    // CPU time of this process a call (the embedded engine runs in it): what a busy machine changes least.
    const used = process.cpuUsage(cpu);
    const cpuMs = (used.user + used.system) / 1000 / RUNS;
    times.sort((a, b) => a - b);
    const fmt = (v: number) => v.toFixed(1).padStart(6);
    console.log(
      `${label.padEnd(42)} p50 ${fmt(percentile(times, 50))} ms  p95 ${fmt(percentile(times, 95))} ms  cpu ${fmt(cpuMs)} ms  (${totalItems} found)`,
    );
    if (EXPLAIN) await explainCall(call, body);
  }
  if (profiler) {
    const { profile } = await profiler.post('Profiler.stop');
    writeFileSync(process.env.BENCH_CPU_PROFILE as string, JSON.stringify(profile));
    profiler.disconnect();
  }
  await app.close();

  /** Runs the call once more with the engine's statements captured, then prints each one's plan. */
  async function explainCall(call: string, body: Record<string, unknown>) {
    const seen: [string, unknown[]][] = [];
    const pglite = database.pglite;
    const pool = database.pool;
    const target = (pglite ?? pool) as { query: (...a: never[]) => unknown } | undefined;
    if (!target) return;
    const original = target.query;
    target.query = ((...args: unknown[]) => {
      // drizzle's pg driver sends ({text, rowMode}, values): the values are the second argument there too.
      const [text, params] = args as [string | { text: string; values?: unknown[] }, unknown];
      const values = Array.isArray(params) ? params : [];
      if (typeof text === 'string') seen.push([text, values]);
      else seen.push([text.text, text.values ?? values]);
      return (original as (...a: unknown[]) => unknown).apply(target, args);
    }) as never;
    try {
      await app.inject({ method: 'POST', url: `/api/cd/${call}`, payload: body, headers: { 'sb-tkn': candidate.token } });
    } finally {
      target.query = original;
    }
    for (const [text, params] of seen) {
      if (!/offers|offer_search/.test(text)) continue;
      const plan = await database.query<Record<string, string>>(`EXPLAIN (ANALYZE, BUFFERS) ${text}`, params);
      console.log(`  ${text.slice(0, 300)}\n  ${JSON.stringify(params).slice(0, 200)}`);
      for (const row of plan) console.log(`    ${Object.values(row)[0]}`);
    }
  }
} finally {
  await database.close().catch(() => undefined);
  rmSync(dataDir, { recursive: true, force: true });
}
