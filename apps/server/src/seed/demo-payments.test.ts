import { afterAll, beforeAll, expect, it } from 'vitest';
import { makeCandidate, makeClient } from '../test/marketplace.js';
import { buildTestApp, type TestApp } from '../test/test-app.js';
import { DEMO_ACCOUNTS } from './demo-accounts.js';
import { ensureDemoPayments } from './demo-payments.js';

/** The demo's invoices (issue 33): one paid, one late, one paid in part; added once. */

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(async () => t.close());

it('gives the demo company a paid, a late and a partly paid invoice, once, numbered in its series', async () => {
  const client = await makeClient(t.app.ctx, { nomEntreprise: 'Nova Numérique' });
  await t.database.query('UPDATE users SET email = $1 WHERE id = $2', [DEMO_ACCOUNTS.client.email, client.user.id]);
  await makeCandidate(t.app.ctx, { skills: ['Java', 'Spring Boot'] });
  await ensureDemoPayments(t.database, t.config.invoiceIssuer);
  await ensureDemoPayments(t.database, t.config.invoiceIssuer);
  const res = await t.post('/api/cl/getFactures', {}, client.token);
  expect(res.statusCode, res.body).toBe(200);
  const factures = res.json().factures as { numero: string; etat_paiement: string; reste_du: number; ttc: number }[];
  expect(factures.map((f) => f.etat_paiement)).toEqual(['partiel', 'en_retard', 'payee']);
  expect(factures.map((f) => f.numero)).toEqual([...factures.map((f) => f.numero)].sort().reverse());
  // 17.5 days at 620 €: 10,850 € HT, 13,020 € TTC, 40 % paid (5,208 €).
  expect(factures[0]).toMatchObject({ ttc: 13020, reste_du: 7812 });
  // The invoice PDF draws from the stored row (Factur-X).
  const id = (await t.database.query<{ id: number }>('SELECT id FROM invoices ORDER BY id LIMIT 1'))[0]?.id;
  expect((await t.get(`/api/files/facture/${id}`, client.token)).statusCode).toBe(200);
});
