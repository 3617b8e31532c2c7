import { PDFDocument } from '@cantoo/pdf-lib';
import { addDays } from '@passerelle/shared';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { hashPassword } from '../lib/passwords.js';
import { buildTestApp, type TestApp } from '../test/test-app.js';
import { ensureDemoAccounts } from './demo.js';
import { DEMO_ACCOUNTS, GENERATED_PASSWORD } from './demo-accounts.js';
import { demoMissionStart } from './demo-billing.js';
import { ensureDemoCv } from './demo-cv.js';
import { generateMarketplace } from './generate.js';

let t: TestApp;
let hash: string;
beforeAll(async () => {
  t = await buildTestApp();
  hash = await hashPassword(GENERATED_PASSWORD);
});
afterAll(async () => t.close());

it('generates N candidates, N/10 clients, N/5 offers and consistent activity', async () => {
  const { counts } = await generateMarketplace(t.database, { scale: 200, passwordHash: hash, seed: 7 });
  expect(counts).toMatchObject({ candidates: 200, clients: 20, offers: 40 });
  expect(counts.applications).toBeGreaterThan(50);
  expect(counts.formations).toBeGreaterThanOrEqual(200);
  expect(counts.experiences).toBeGreaterThanOrEqual(200);

  const q = t.database.query.bind(t.database);
  // The search's copy of the état agrees with the accounts.
  expect(
    (
      await q<{ n: number }>(
        `SELECT count(*)::int AS n FROM candidates c JOIN users u ON u.id = c.user_id WHERE c.active <> (u.etat = 'active')`,
      )
    )[0]?.n,
  ).toBe(0);
  // Skills and their normalised forms go together; offers too.
  expect(
    (
      await q<{ n: number }>(
        'SELECT count(*)::int AS n FROM candidates WHERE cardinality(skills) <> cardinality(skills_norm) OR cardinality(skills) < 1',
      )
    )[0]?.n,
  ).toBe(0);
  // No application is left waiting on a closed offer.
  expect(
    (
      await q<{ n: number }>(
        `SELECT count(*)::int AS n FROM applications a JOIN offers o ON o.id = a.offer_id WHERE o.etat = 'ferme' AND a.etat = 'en_attente'`,
      )
    )[0]?.n,
  ).toBe(0);
  // Every mission comes from a successful request, within its dates.
  expect(
    (
      await q<{ n: number }>(
        `SELECT count(*)::int AS n FROM missions m JOIN candidate_requests r ON r.id = m.request_id WHERE r.etat <> 'ferme_success'`,
      )
    )[0]?.n,
  ).toBe(0);
  // A conversation summary for every conversation.
  expect((await q<{ n: number }>('SELECT count(DISTINCT user_id)::int AS n FROM chat_messages'))[0]?.n).toBe(
    (await q<{ n: number }>('SELECT count(*)::int AS n FROM conversations'))[0]?.n,
  );

  // The generated accounts log in with the shared password and the marketplace answers a search.
  const [someone] = await q<{ email: string }>(
    `SELECT u.email FROM users u JOIN clients c ON c.user_id = u.id WHERE u.etat = 'active' ORDER BY u.id LIMIT 1`,
  );
  const login = await t.post('/api/users/login', { email: someone?.email, password: GENERATED_PASSWORD });
  expect(login.statusCode).toBe(200);
  const search = await t.post('/api/cl/searchmatch', { skills: ['React', 'JavaScript'] }, login.json().token);
  expect(search.statusCode).toBe(200);
  expect(search.json().totalItems).toBeGreaterThan(0);

  // Titles fit the skills and the gender (issue 16): « Consultante React / TypeScript ».
  const misfits = await q<{ n: number }>(
    `SELECT count(*)::int AS n FROM candidates
      WHERE titre NOT LIKE (CASE WHEN sex = 'female' THEN 'Consultante ' ELSE 'Consultant ' END) || skills[1] || '%'`,
  );
  expect(misfits[0]?.n).toBe(0);

  // Dates run forward (issue 16): each check counts the rows that break it.
  const broken = async (sql: string) => (await q<{ n: number }>(`SELECT count(*)::int AS n FROM ${sql}`))[0]?.n;
  // A birth date at least 16 years ago; education from 16; the career's length fits the level.
  expect(await broken(`candidates WHERE date_naissance > CURRENT_DATE - interval '16 years'`)).toBe(0);
  expect(
    await broken(
      `formations f JOIN candidates c ON c.id = f.candidate_id WHERE f.date_debut < c.date_naissance + interval '16 years'`,
    ),
  ).toBe(0);
  expect(
    await broken(`candidates c CROSS JOIN LATERAL (SELECT min(date_debut) AS d FROM experiences WHERE candidate_id = c.id) e
       WHERE CASE c.niv_exp WHEN '<1' THEN e.d < CURRENT_DATE - 365 WHEN '1-10' THEN e.d NOT BETWEEN CURRENT_DATE - 3653 AND CURRENT_DATE - 365
                            ELSE e.d > CURRENT_DATE - 3653 END`),
  ).toBe(0);
  // Start before end, nothing after today; the education ends before the first experience starts.
  expect(await broken('formations WHERE date_fin < date_debut OR date_fin > CURRENT_DATE')).toBe(0);
  expect(await broken('experiences WHERE date_fin < date_debut OR date_debut > CURRENT_DATE OR date_fin > CURRENT_DATE')).toBe(0);
  expect(
    await broken(`candidates c WHERE (SELECT max(date_fin) FROM formations WHERE candidate_id = c.id)
                               > (SELECT min(date_debut) FROM experiences WHERE candidate_id = c.id)`),
  ).toBe(0);
  // Positions follow each other, the most recent first, without overlap; some are still going on.
  expect(
    await broken(`experiences a JOIN experiences b ON b.candidate_id = a.candidate_id AND b.position = a.position + 1
       WHERE b.date_fin IS NULL OR b.date_fin >= a.date_debut`),
  ).toBe(0);
  expect(await broken('experiences WHERE date_fin IS NULL')).toBeGreaterThan(0);
  expect(await broken('experiences WHERE date_fin IS NULL AND position > 0')).toBe(0);
  // Offers are published before they start, applications after the offer, requests before their period; nothing
  // happened in the future.
  expect(await broken('offers WHERE created_at::date > date_debut OR created_at > now()')).toBe(0);
  expect(
    await broken('applications a JOIN offers o ON o.id = a.offer_id WHERE a.created_at < o.created_at OR a.created_at > now()'),
  ).toBe(0);
  expect(await broken('candidate_requests WHERE created_at::date > date_debut OR treated_at > now()')).toBe(0);
  expect(await broken('users WHERE created_at > now() OR last_seen_at < created_at')).toBe(0);
  expect(await broken('notifications WHERE created_at > now()')).toBe(0);
});

it('adds the demo accounts once, with data behind them', async () => {
  await ensureDemoAccounts(t.database, hash);
  await ensureDemoAccounts(t.database, hash);
  const roles: string[] = [];
  for (const account of Object.values(DEMO_ACCOUNTS)) {
    const res = await t.post('/api/users/login', { email: account.email, password: GENERATED_PASSWORD });
    expect(res.statusCode).toBe(200);
    roles.push(res.json().user.role);
  }
  // One login of each role (issue 10), and a second member of the client's company (issue 18).
  expect(roles.sort()).toEqual(['admin', 'client', 'client', 'condidat', 'root']);
  const client = (await t.post('/api/users/login', { email: DEMO_ACCOUNTS.client.email, password: GENERATED_PASSWORD })).json();
  const profile = (await t.post('/api/cl/getUserClientInf', { id: client.user.id }, client.token)).json().data;
  const offers = (await t.post('/api/cl/getMyOffre', { id: profile.id, page: 0, size: 10 }, client.token)).json();
  expect(offers.totalItems).toBe(4);
  const member = (
    await t.post('/api/users/login', { email: DEMO_ACCOUNTS.clientMember.email, password: GENERATED_PASSWORD })
  ).json();
  const team = (await t.post('/api/cl/getMembers', {}, member.token)).json().members;
  expect(team.map((m: { owner: boolean }) => m.owner)).toEqual([true, false]);
  const react = offers.offres.find((o: { titre: string }) => o.titre.startsWith('Développeur React'));
  const shortlist = (await t.post('/api/cl/getShortlist', { offreId: react.id }, member.token)).json();
  expect(shortlist.items).toHaveLength(2);
  const interviews = (await t.post('/api/cl/getEntretiens', {}, member.token)).json().entretiens;
  expect(interviews).toEqual([expect.objectContaining({ etat: 'propose', creneaux: expect.any(Array) })]);
  expect(interviews[0].creneaux).toHaveLength(3);
  // Bridge match's first result for the .NET offer is a .NET developer (issue 16).
  const bmatch = (await t.post('/api/cl/bmatch', { id: profile.id }, client.token)).json();
  const groups = bmatch.data as { offre: { titre: string }; candidats: { titre: string }[] }[];
  const dotnetGroup = groups.find((g) => g.offre.titre.startsWith('Développeur .NET / C#'));
  expect(dotnetGroup?.candidats[0]?.titre).toMatch(/\.NET/);
  // The demo candidate has a CV (issue 16), a real PDF in the uploads' storage: she and the staff download it.
  const storage = t.app.ctx.storage;
  await ensureDemoCv(t.database, storage);
  const candidate = (
    await t.post('/api/users/login', { email: DEMO_ACCOUNTS.candidate.email, password: GENERATED_PASSWORD })
  ).json();
  expect(candidate.user.cv).toBe(`/api/files/cv/${candidate.user.id}`);
  const root = (await t.post('/api/users/login', { email: DEMO_ACCOUNTS.root.email, password: GENERATED_PASSWORD })).json();
  for (const token of [candidate.token, root.token]) {
    const cv = await t.get(`/api/files/cv/${candidate.user.id}`, token);
    expect(cv.statusCode).toBe(200);
    expect(cv.headers['content-type']).toBe('application/pdf');
    const doc = await PDFDocument.load(cv.rawPayload);
    expect(doc.getTitle()).toBe('CV — Yasmine Benali');
    expect(doc.getPageCount()).toBe(1);
  }
  // Once: a second run keeps the stored file.
  const [cvRow] = await t.database.query<{ cv_key: string }>('SELECT cv_key FROM users WHERE id = $1', [candidate.user.id]);
  await ensureDemoCv(t.database, storage);
  expect((await t.database.query<{ cv_key: string }>('SELECT cv_key FROM users WHERE id = $1', [candidate.user.id]))[0]).toEqual(
    cvRow,
  );
  // Her last position, in her profile, ended the day before her mission at Nova Numérique began (demo-billing.ts).
  const mine = (await t.post('/api/cd/getUserCondInf', { id: candidate.user.id }, candidate.token)).json().data;
  expect(mine.experiences[0]).toMatchObject({ entreprise: 'Azur Digital', date_fin: addDays(demoMissionStart(), -1) });
  const [n] = await t.database.query<{ n: number }>('SELECT count(*)::int AS n FROM users WHERE email = $1', [
    DEMO_ACCOUNTS.client.email,
  ]);
  expect(n?.n).toBe(1);
});
