// `npm run bench:relevance` (issue 30): does a pasted brief put the right profiles first? A judged set of
// briefs (French and English, 17 skills for the longest) over a pool of candidates built for them, whose
// relevance to each brief is known by construction; each brief goes through the client's own path
// (cl/brief, then cl/searchmatch with what it answered, first page of 10) and the page is scored with
// nDCG@10 (graded relevance 0–3) and precision@5 (share of the first five judged good, grade ≥ 2).
//   npm run bench:relevance [-- --noise 300 --seed 30]
// Embedded database in memory (or DATABASE_URL). Target (issue 30): mean nDCG@10 ≥ 0.9.
//
// The traps of the issue are in the pool of every brief: profiles matching 2 or 3 skills and available
// today, the profile matching most of them but available two days later, skills found only in a candidate's
// experiences (NestJS, GitLab CI), over-qualified profiles, profiles holding only the « un plus » skills,
// keyword stuffers (40 unrelated skills), juniors for a senior brief, perfect profiles available 4 months late.
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { NIV_EXPS, type NivExp, normalizeTag, TOKEN_HEADER } from '@passerelle/shared';
import { buildApp } from '../../apps/server/src/app.js';
import { loadConfig } from '../../apps/server/src/config/env.js';
import { migrateDatabase, openDatabase } from '../../apps/server/src/db/client.js';
import { BRIEF_CASES } from '../../apps/server/src/lib/skills/fixtures/briefs.js';
import { SKILLS } from '../../apps/server/src/seed/vocabulary.js';
import { makeCandidate, makeClient } from '../../apps/server/src/test/marketplace.js';
import { JUDGED_BRIEFS } from './lib/judged-briefs.js';

const { values } = parseArgs({
  options: {
    noise: { type: 'string', default: '300' },
    seed: { type: 'string', default: '30' },
  },
});
const NOISE = Number(values.noise);

/** A seeded pseudo-random sequence: the same pool on every run. */
function random(seed: number) {
  let state = seed;
  return () => {
    state = (state * 1_103_515_245 + 12_345) % 2 ** 31;
    return state / 2 ** 31;
  };
}
const next = random(Number(values.seed));
const shuffle = <T>(list: readonly T[]): T[] => {
  const out = [...list];
  for (let i = out.length - 1; i > 0; i--) {
    const j = Math.floor(next() * (i + 1));
    [out[i], out[j]] = [out[j] as T, out[i] as T];
  }
  return out;
};
const addDays = (iso: string, days: number) =>
  new Date(Date.parse(`${iso}T00:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);
const daysBetween = (from: string, to: string) =>
  Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / 86_400_000);
const levelRank = (level: NivExp) => NIV_EXPS.indexOf(level);

interface Brief {
  name: string;
  text: string;
  /** What a recruiter reads in it: required skills, « un plus » skills, level. */
  required: string[];
  plus: string[];
  level: NivExp;
}

/** The briefs judged: the 17-skill brief of the issue and others written for this bench, and the fixtures'. */
const briefs: Brief[] = [
  ...JUDGED_BRIEFS,
  ...BRIEF_CASES.filter((c) => c.skills.length >= 5 && c.niv_exp !== null)
    .slice(0, 10)
    .map((c) => {
      const plus = c.plus ?? [];
      return {
        name: c.name,
        text: c.text,
        required: c.skills.filter((s) => !plus.includes(s)),
        plus,
        level: c.niv_exp as NivExp,
      };
    }),
];

interface PoolCandidate {
  id: number;
  /** Canonical skills, profile and experiences together (what a recruiter reads on the CV). */
  keys: Set<string>;
  nivExp: NivExp;
  dispo: string;
}

/**
 * The recruiter's judgement of a candidate for a brief, by construction (not the ranking's formula): the
 * share of the required skills the CV shows, the level (below the asked one costs, above does not), the
 * days between the asked start and the availability.
 */
function judge(brief: Brief & { date: string }, c: PoolCandidate): number {
  const has = (skill: string) => c.keys.has(normalizeTag(skill));
  const required = brief.required.length > 0 ? brief.required : brief.plus;
  const coverage = required.filter(has).length / required.length;
  const plusCoverage = brief.plus.length > 0 ? brief.plus.filter(has).length / brief.plus.length : 0;
  const below = levelRank(c.nivExp) < levelRank(brief.level);
  const late = Math.max(0, daysBetween(brief.date, c.dispo));
  if (coverage >= 0.55 && !below && late <= 7) return 3;
  if ((coverage >= 0.4 && !below && late <= 30) || (coverage >= 0.55 && (late <= 45 || (below && late <= 7)))) return 2;
  if (coverage >= 0.2 || (coverage > 0 && plusCoverage >= 0.5)) return 1;
  return 0;
}

const dcg = (grades: readonly number[]) => grades.reduce((sum, g, i) => sum + (2 ** g - 1) / Math.log2(i + 2), 0);

const dataDir = mkdtempSync(path.join(os.tmpdir(), 'passerelle-bench-relevance-'));
const database = await openDatabase(process.env.DATABASE_URL ? { url: process.env.DATABASE_URL } : {});
let closed = false;
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
  const { ctx } = app;
  const owner = await makeClient(ctx);
  const post = async <T>(url: string, body: unknown): Promise<T> => {
    const res = await app.inject({ method: 'POST', url, payload: body as object, headers: { [TOKEN_HEADER]: owner.token } });
    if (res.statusCode !== 200) throw new Error(`${url}: ${res.statusCode} ${res.body}`);
    return res.json() as T;
  };
  type BriefAnswer = { skills: string[]; skills_plus?: string[]; niv_exp: NivExp | null; date_dispo: string | null };
  const read = await Promise.all(briefs.map((b) => post<BriefAnswer>('/api/cl/brief', { text: b.text })));
  const judged = briefs.map((b, i) => ({
    ...b,
    answer: read[i] as BriefAnswer,
    date: (read[i] as BriefAnswer).date_dispo ?? addDays(new Date().toISOString().slice(0, 10), 0),
  }));

  const pool: PoolCandidate[] = [];
  const add = async (skills: string[], experienceTech: string[], nivExp: NivExp, dispo: string) => {
    const own = skills.length > 0 ? skills : experienceTech.slice(0, 1);
    const made = await makeCandidate(ctx, {
      skills: own,
      experienceTech: experienceTech.length > 0 ? experienceTech : own,
      nivExp,
      dispo,
    });
    pool.push({
      id: made.candidate.id,
      keys: new Set([...own, ...experienceTech].map((s) => ctx.skills.known.resolve(s).key)),
      nivExp,
      dispo,
    });
  };
  const share = (list: readonly string[], ratio: number) => shuffle(list).slice(0, Math.max(1, Math.round(list.length * ratio)));
  const above = (level: NivExp): NivExp => NIV_EXPS[Math.min(NIV_EXPS.length - 1, levelRank(level) + 1)] as NivExp;
  const below = (level: NivExp): NivExp => NIV_EXPS[Math.max(0, levelRank(level) - 1)] as NivExp;
  const unrelated = (brief: Brief) => SKILLS.filter((s) => ![...brief.required, ...brief.plus].includes(s));
  for (const b of judged) {
    const { required, plus, level, date } = b;
    // The right profile: most of the required skills, half of them only in its experiences, two days late.
    const ideal = share(required, 0.75);
    const half = Math.ceil(ideal.length / 2);
    await add(ideal.slice(0, half), ideal.slice(half), level, addDays(date, 2));
    await add(share(required, 0.65), [], level, date);
    await add([...share(required, 0.7), ...share(plus, 0.5)], [], above(level), addDays(date, -10));
    await add(share(required, 0.5), [], level, addDays(date, 10));
    // Traps: a few skills and available today; the nice-to-have only; a keyword stuffer; a junior; late.
    await add(shuffle(required).slice(0, 2), [], level, date);
    await add(shuffle(required).slice(0, 3), [], level, addDays(date, -30));
    if (plus.length > 0) await add([...plus, ...shuffle(required).slice(0, 1)], [], level, date);
    await add([...shuffle(required).slice(0, 2), ...shuffle(unrelated(b)).slice(0, 40)], [], level, date);
    if (levelRank(level) > 0) await add(share(required, 0.8), [], below(level), date);
    await add(share(required, 0.9), [], level, addDays(date, 120));
  }
  // Noise: profiles of every kind, 3 to 8 skills of the vocabulary, any level and availability.
  const today = new Date().toISOString().slice(0, 10);
  for (let i = 0; i < NOISE; i++) {
    const skills = shuffle(SKILLS).slice(0, 3 + Math.floor(next() * 6));
    await add(skills, [], NIV_EXPS[Math.floor(next() * 3)] as NivExp, addDays(today, Math.floor(next() * 150) - 30));
  }

  const byId = new Map(pool.map((c) => [c.id, c]));
  const lines: string[] = [];
  let sumNdcg = 0;
  let sumP5 = 0;
  for (const b of judged) {
    const body = {
      skills: b.answer.skills.length > 0 ? b.answer.skills : (b.answer.skills_plus ?? []),
      ...(b.answer.skills_plus && b.answer.skills.length > 0 ? { skills_plus: b.answer.skills_plus } : {}),
      niv_exp: b.answer.niv_exp ?? '',
      date_dispo: b.answer.date_dispo ?? '',
      page: 0,
      size: 10,
    };
    const page = await post<{ candidats: { id: number }[] }>('/api/cl/searchmatch', body);
    const grades = page.candidats.map((c) => {
      const candidate = byId.get(c.id);
      return candidate ? judge(b, candidate) : 0;
    });
    const ideal = pool
      .map((c) => judge(b, c))
      .sort((x, y) => y - x)
      .slice(0, 10);
    const ndcg = dcg(ideal) > 0 ? dcg(grades) / dcg(ideal) : 1;
    const p5 = grades.slice(0, 5).filter((g) => g >= 2).length / 5;
    sumNdcg += ndcg;
    sumP5 += p5;
    lines.push(
      `${b.name.padEnd(44)} ${String(b.required.length + b.plus.length).padStart(3)}  ${ndcg.toFixed(3)}   ${p5.toFixed(2)}   ${grades.join('')}`,
    );
  }
  console.log(`Pool: ${pool.length} candidats (${NOISE} de bruit), ${judged.length} fiches jugées\n`);
  console.log(`${'fiche'.padEnd(44)}   n  nDCG@10  P@5   notes du top 10`);
  for (const line of lines) console.log(line);
  const mean = sumNdcg / judged.length;
  console.log(`\nmoyenne nDCG@10 ${mean.toFixed(3)} (cible ≥ 0.9), moyenne précision@5 ${(sumP5 / judged.length).toFixed(3)}`);
  // The app closes its database.
  await app.close();
  closed = true;
} finally {
  if (!closed) await database.close();
  rmSync(dataDir, { recursive: true, force: true });
}
