import { afterAll, beforeAll, expect, it } from 'vitest';
import { hashPassword } from '../lib/passwords.js';
import { makeCandidate } from '../test/marketplace.js';
import { buildTestApp, type TestApp } from '../test/test-app.js';
import { ensureDemoAccounts } from './demo.js';
import { DEMO_ACCOUNTS, GENERATED_PASSWORD } from './demo-accounts.js';
import { ensureDemoBilling } from './demo-billing.js';
import { ensureDemoPayments } from './demo-payments.js';
import { ensureDemoPayouts } from './demo-payouts.js';

/**
 * The demo's money (issues 32–33) in demo-setup's order: the company's earlier mission (two paid invoices, one late),
 * then Yasmine's months (the first paid and paid out, one credited, the latest paid in part); added once; the client
 * series numbered in date order, as the law wants.
 */

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(async () => t.close());

it('gives the demo company paid, late and partly paid invoices, once, numbered in date order', async () => {
  await ensureDemoAccounts(t.database, await hashPassword(GENERATED_PASSWORD));
  // The earlier mission's developer (the generated marketplace has many).
  await makeCandidate(t.app.ctx, { skills: ['Java', 'Spring Boot'] });
  for (let run = 0; run < 2; run++) {
    await ensureDemoPayments(t.database, t.config.invoiceIssuer);
    await ensureDemoBilling(t.database, t.config.invoiceIssuer);
    await ensureDemoPayouts(t.database, t.config.invoiceIssuer);
  }
  const login = await t.post('/api/users/login', { email: DEMO_ACCOUNTS.client.email, password: GENERATED_PASSWORD });
  const token = login.json().token as string;
  const res = await t.post('/api/cl/getFactures', {}, token);
  expect(res.statusCode, res.body).toBe(200);
  const factures = res.json().factures as { numero: string; etat_paiement: string; reste_du: number; ttc: number }[];
  const count = (etat: string) => factures.filter((f) => f.etat_paiement === etat).length;
  // The earlier mission: 17.5 days at 620 €, 10,850 € HT, 13,020 € TTC, unpaid and long overdue.
  expect(count('en_retard')).toBe(1);
  expect(factures.find((f) => f.etat_paiement === 'en_retard')).toMatchObject({ ttc: 13020, reste_du: 13020 });
  // Its first two months and Yasmine's first month.
  expect(count('payee')).toBeGreaterThanOrEqual(3);
  // Yasmine's latest month once validated (early in a month, last month's report is not yet): 40 % paid.
  const yasmine = await t.database.query<{ n: number }>(
    `SELECT count(*)::int AS n FROM invoices s JOIN missions m ON m.id = s.mission_id JOIN candidates c ON c.id = m.candidate_id
       JOIN users u ON u.id = c.user_id
      WHERE s.type = 'client' AND u.email = $1 AND NOT EXISTS (SELECT 1 FROM invoices x WHERE x.corrects_id = s.id)`,
    [DEMO_ACCOUNTS.candidate.email],
  );
  expect(count('partiel')).toBe((yasmine[0]?.n ?? 0) > 1 ? 1 : 0);
  // One series, in date order: a later number is never dated earlier.
  const series = await t.database.query<{ numero: string; issued_on: string }>(
    `SELECT numero, issued_on::text AS issued_on FROM invoices WHERE type = 'client' ORDER BY year, seq`,
  );
  expect(series.length).toBeGreaterThanOrEqual(5);
  expect(series.map((row) => row.issued_on)).toEqual(series.map((row) => row.issued_on).sort());
  // The invoice PDF draws from the stored row (Factur-X).
  const [first] = await t.database.query<{ id: number }>("SELECT id FROM invoices WHERE type = 'client' ORDER BY id LIMIT 1");
  expect((await t.get(`/api/files/facture/${first?.id}`, token)).statusCode).toBe(200);
});
