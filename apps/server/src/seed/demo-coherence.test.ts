import { afterAll, beforeAll, expect, it } from 'vitest';
import { hashPassword } from '../lib/passwords.js';
import { buildTestApp, type TestApp } from '../test/test-app.js';
import { ensureDemoAccounts } from './demo.js';
import { DEMO_ACCOUNTS, GENERATED_PASSWORD } from './demo-accounts.js';
import { ensureDemoBilling } from './demo-billing.js';
import { ensureDemoContracts } from './demo-contracts.js';
import { ensureDemoPayments } from './demo-payments.js';
import { generateMarketplace } from './generate.js';
import { SKILLS, STACKS } from './vocabulary.js';

/**
 * The demo reads as a real marketplace (issue 29, DECISIONS §6.9): titles and technologies belong together,
 * requests are treated after they were made and before their mission starts, education is in time order and
 * reaches the study level, daily rates fit the experience, and the Bridge match does not put a Java profile
 * on a .NET offer. Each check counts or lists the rows that break it, on the generated marketplace and the
 * fixed demo accounts together.
 */

let t: TestApp;
const q = <T = Record<string, unknown>>(sql: string, params?: unknown[]) => t.database.query<T>(sql, params);
const broken = async (sql: string, params?: unknown[]) => q(`SELECT * FROM ${sql}`, params);

beforeAll(async () => {
  t = await buildTestApp();
  const hash = await hashPassword(GENERATED_PASSWORD);
  await generateMarketplace(t.database, { scale: 300, passwordHash: hash, seed: 29 });
  await ensureDemoAccounts(t.database, hash);
  // Every seed that makes a mission, in demo-setup's order.
  await ensureDemoPayments(t.database, t.config.invoiceIssuer);
  await ensureDemoBilling(t.database, t.config.invoiceIssuer);
  await ensureDemoContracts(t.database, t.config);
});
afterAll(async () => t.close());

it('draws its trades from the skill list', () => {
  for (const stack of STACKS) {
    expect(stack.skills.filter((skill) => !SKILLS.includes(skill))).toEqual([]);
    expect(stack.skills.length).toBeGreaterThanOrEqual(4);
  }
});

it('gives each generated offer and candidate the technologies of one trade, named in the title', async () => {
  const offers = await q<{ titre: string; tech: string[] }>(
    `SELECT o.titre, o.tech FROM offers o JOIN clients c ON c.id = o.client_id JOIN users u ON u.id = c.user_id
      WHERE u.email LIKE '%@exemple.fr'`,
  );
  expect(offers.length).toBeGreaterThan(50);
  const misfits = offers.filter(
    (o) =>
      !STACKS.some(
        (stack) =>
          stack.skills[0] === o.tech[0] &&
          o.tech.every((skill) => stack.skills.includes(skill)) &&
          stack.offers.some((project) => o.titre === `${project} — ${o.tech[0]}`),
      ),
  );
  expect(misfits).toEqual([]);
  // The example: a data platform never asks for a mobile or a blockchain skill.
  expect(
    offers.filter((o) => o.titre.startsWith('Plateforme de données') && o.tech.some((s) => /Flutter|Solidity|Vue/.test(s))),
  ).toEqual([]);

  const candidates = await q<{ titre: string; skills: string[] }>(
    `SELECT c.titre, c.skills FROM candidates c JOIN users u ON u.id = c.user_id WHERE u.email LIKE '%@exemple.fr'`,
  );
  const strangers = candidates.filter(
    (c) =>
      !STACKS.some(
        (stack) =>
          stack.skills[0] === c.skills[0] &&
          stack.skills[1] === c.skills[1] &&
          c.skills.every((skill) => stack.skills.includes(skill)),
      ) || !c.titre.endsWith(`${c.skills[0]} / ${c.skills[1]}`),
  );
  expect(strangers).toEqual([]);
});

it('treats every request after it was made and before its mission starts', async () => {
  expect(await broken('candidate_requests WHERE treated_at IS NOT NULL AND treated_at <= created_at')).toEqual([]);
  expect(await broken(`candidate_requests WHERE etat <> 'en_attente' AND treated_at IS NULL`)).toEqual([]);
  expect(
    await broken(`missions m JOIN candidate_requests r ON r.id = m.request_id
       WHERE r.treated_at::date >= m.date_debut OR m.created_at < r.treated_at OR r.created_at::date > m.date_debut`),
  ).toEqual([]);
  // The demo company's Airflow mission among them.
  const [airflow] = await q<{ n: number }>(
    `SELECT count(*)::int AS n FROM missions m JOIN offers o ON o.id = m.offer_id WHERE o.titre = 'Data engineer Airflow'`,
  );
  expect(airflow?.n).toBe(1);
});

it('lists education in time order, most recent first, up to the study level', async () => {
  // Positions follow each other backwards in time, without overlap.
  expect(
    await broken(`formations a JOIN formations b ON b.candidate_id = a.candidate_id AND b.position = a.position + 1
       WHERE b.date_fin > a.date_debut OR a.date_fin < a.date_debut`),
  ).toEqual([]);
  // An independent ladder of French diplomas: each one comes after a lower one, and the most recent is the
  // study level's (no BTS after a doctorate, no doctorate for a « bac+3 »).
  const rank = (nom: string) =>
    /^Doctorat/.test(nom)
      ? 8
      : /^(Master informatique|Master MIAGE|Master data|Master cyber|Diplôme d’ingénieur)/.test(nom)
        ? 5
        : /^Master 1/.test(nom)
          ? 4
          : /^(Licence|BUT)/.test(nom)
            ? 3
            : /^(BTS|DUT|Classe préparatoire)/.test(nom)
              ? 2
              : /^Baccalauréat/.test(nom)
                ? 0
                : Number.NaN;
  const level: Record<string, number> = { secondaire: 0, 'bac+3': 3, 'bac+4': 4, 'bac+5': 5, 'bac+8': 8 };
  const rows = await q<{ id: number; niv_etude: string; noms: string[] }>(
    `SELECT c.id, c.niv_etude, array_agg(f.nom ORDER BY f.position) AS noms
       FROM candidates c JOIN formations f ON f.candidate_id = c.id GROUP BY c.id`,
  );
  expect(rows.length).toBeGreaterThan(300);
  const disordered = rows.filter((r) => {
    const ranks = r.noms.map(rank);
    return ranks[0] !== level[r.niv_etude] || ranks.some((x, i) => Number.isNaN(x) || (i > 0 && x >= (ranks[i - 1] ?? 0)));
  });
  expect(disordered).toEqual([]);
});

it('prices each freelancer by experience, and pays it no more than the client pays', async () => {
  expect(
    await broken(`candidates WHERE tjm IS NOT NULL AND CASE niv_exp WHEN '<1' THEN tjm > 450 WHEN '1-10' THEN tjm NOT BETWEEN 350 AND 750
                                                                  ELSE tjm < 500 END`),
  ).toEqual([]);
  expect(await broken('missions WHERE tjm_candidat > tjm')).toEqual([]);
  // A mission pays its freelancer its own rate when it has one.
  expect(
    await broken(`missions m JOIN candidates c ON c.id = m.candidate_id JOIN users u ON u.id = c.user_id
       WHERE c.tjm IS NOT NULL AND m.tjm_candidat <> c.tjm AND u.email LIKE '%@exemple.fr'`),
  ).toEqual([]);
});

it('pays every mission’s freelancer near its own rate, and the client more', async () => {
  // The freelancer's rate is at least 90 % of its own (the rate the staff set, or the one it asks), and the client's
  // rate is at least the freelancer's.
  expect(
    await broken(`missions m JOIN candidates c ON c.id = m.candidate_id
       WHERE m.tjm_candidat < 0.9 * coalesce(c.tjm, c.tjm_souhaite) OR m.tjm_candidat > m.tjm`),
  ).toEqual([]);
  // Each of the demo company's missions has one, and a margin of 10 to 20 %.
  const nova = await q<{ tjm: string; tjm_candidat: string }>(
    `SELECT m.tjm, m.tjm_candidat FROM missions m JOIN clients cl ON cl.id = m.client_id JOIN users u ON u.id = cl.user_id
      WHERE u.email = $1`,
    [DEMO_ACCOUNTS.client.email],
  );
  expect(nova.length).toBeGreaterThanOrEqual(3);
  for (const mission of nova) {
    const margin = Number(mission.tjm) / Number(mission.tjm_candidat) - 1;
    expect(margin, JSON.stringify(mission)).toBeGreaterThanOrEqual(0.1);
    expect(margin, JSON.stringify(mission)).toBeLessThanOrEqual(0.2);
  }
  const [yasmine] = await q<{ tjm: string; tjm_candidat: string }>(
    `SELECT m.tjm, m.tjm_candidat FROM missions m JOIN candidates c ON c.id = m.candidate_id JOIN users u ON u.id = c.user_id
      WHERE u.email = $1`,
    [DEMO_ACCOUNTS.candidate.email],
  );
  expect([Number(yasmine?.tjm_candidat), Number(yasmine?.tjm)]).toEqual([620, 710]);
});

it('gives no freelancer a position elsewhere while its mission runs', async () => {
  // Not one still held (no end date) or ended after the running mission began.
  expect(
    await broken(`missions m JOIN experiences e ON e.candidate_id = m.candidate_id
       WHERE m.etat = 'en_cours' AND (e.date_fin IS NULL OR e.date_fin >= m.date_debut)`),
  ).toEqual([]);
  // Yasmine left Azur Digital the day before her mission at Nova Numérique began.
  const [azur] = await q<{ left_before: boolean }>(
    `SELECT e.date_fin = m.date_debut - 1 AS left_before
       FROM experiences e JOIN candidates c ON c.id = e.candidate_id JOIN users u ON u.id = c.user_id
       JOIN missions m ON m.candidate_id = c.id
      WHERE u.email = $1 AND e.entreprise = 'Azur Digital' AND m.etat = 'en_cours'`,
    [DEMO_ACCOUNTS.candidate.email],
  );
  expect(azur?.left_before).toBe(true);
});

it('shows no freelancer available before its running mission ends', async () => {
  expect(
    await broken(`missions m JOIN candidates c ON c.id = m.candidate_id WHERE m.etat = 'en_cours' AND c.dispo <= m.date_fin`),
  ).toEqual([]);
});

it('gives every freelancer the rate it asks (tjm_souhaite), coherent with its experience and with the rate set', async () => {
  expect(await broken('candidates WHERE tjm_souhaite IS NULL')).toEqual([]);
  // Whole tens of euros, in its experience's range.
  expect(
    await broken(`candidates WHERE tjm_souhaite % 10 <> 0 OR CASE niv_exp WHEN '<1' THEN tjm_souhaite NOT BETWEEN 250 AND 450
                                                             WHEN '1-10' THEN tjm_souhaite NOT BETWEEN 350 AND 750
                                                             ELSE tjm_souhaite < 500 END`),
  ).toEqual([]);
  // Beside a rate the staff set: that rate or a little more (at most 10 % above it).
  expect(await broken('candidates WHERE tjm IS NOT NULL AND (tjm_souhaite < tjm OR tjm_souhaite > tjm * 1.1)')).toEqual([]);
  // A senior asks more than a junior, on average.
  const [avg] = await q<{ junior: number; senior: number }>(
    `SELECT avg(tjm_souhaite) FILTER (WHERE niv_exp = '<1')::float AS junior, avg(tjm_souhaite) FILTER (WHERE niv_exp = '>10')::float AS senior
       FROM candidates`,
  );
  expect(avg?.senior).toBeGreaterThan((avg?.junior ?? 0) + 200);
  const [yasmine] = await q<{ tjm: string; tjm_souhaite: number }>(
    'SELECT c.tjm, c.tjm_souhaite FROM candidates c JOIN users u ON u.id = c.user_id WHERE u.email = $1',
    [DEMO_ACCOUNTS.candidate.email],
  );
  expect([Number(yasmine?.tjm), yasmine?.tjm_souhaite]).toEqual([620, 650]);
});

it('matches the .NET offer with .NET developers only', async () => {
  const login = await t.post('/api/users/login', { email: DEMO_ACCOUNTS.client.email, password: GENERATED_PASSWORD });
  const client = (await t.post('/api/cl/getUserClientInf', { id: login.json().user.id }, login.json().token)).json().data;
  const res = await t.post('/api/cl/bmatch', { id: client.id }, login.json().token);
  expect(res.statusCode, res.body).toBe(200);
  const groups = res.json().data as { offre: { titre: string }; candidats: { titre: string; score: number }[] }[];
  const dotnet = groups.find((g) => g.offre.titre.startsWith('Développeur .NET / C#'));
  expect(dotnet?.candidats.length).toBeGreaterThan(0);
  // Above 60 %, a candidate has two of .NET, C# and Azure: a .NET developer, never a Java one.
  const wrong = dotnet?.candidats.filter((c) => c.score > 60 && !/\.NET|C#/.test(c.titre));
  expect(wrong).toEqual([]);
  for (const group of groups) {
    expect(
      group.candidats.filter((c) => c.score >= 80 && /Java(?!Script)/.test(c.titre) && /\.NET/.test(group.offre.titre)),
    ).toEqual([]);
  }
});
