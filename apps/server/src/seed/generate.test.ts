import { afterAll, beforeAll, expect, it } from 'vitest';
import { hashPassword } from '../lib/passwords.js';
import { buildTestApp, type TestApp } from '../test/test-app.js';
import { ensureDemoAccounts } from './demo.js';
import { DEMO_ACCOUNTS, GENERATED_PASSWORD } from './demo-accounts.js';
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
  // One login of each role (issue 10).
  expect(roles.sort()).toEqual(['admin', 'client', 'condidat', 'root']);
  const client = (await t.post('/api/users/login', { email: DEMO_ACCOUNTS.client.email, password: GENERATED_PASSWORD })).json();
  const profile = (await t.post('/api/cl/getUserClientInf', { id: client.user.id }, client.token)).json().data;
  const offers = (await t.post('/api/cl/getMyOffre', { id: profile.id, page: 0, size: 10 }, client.token)).json();
  expect(offers.totalItems).toBe(3);
  const [n] = await t.database.query<{ n: number }>('SELECT count(*)::int AS n FROM users WHERE email = $1', [
    DEMO_ACCOUNTS.client.email,
  ]);
  expect(n?.n).toBe(1);
});
