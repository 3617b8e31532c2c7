import { afterAll, beforeAll, expect, it } from 'vitest';
import { hashPassword } from '../lib/passwords.js';
import { en16931Violations } from '../test/en16931.js';
import { makeUser } from '../test/factories.js';
import { buildTestApp, type TestApp } from '../test/test-app.js';
import { ensureDemoAccounts } from './demo.js';
import { DEMO_ACCOUNTS, GENERATED_PASSWORD } from './demo-accounts.js';
import { ensureDemoBilling } from './demo-billing.js';

/**
 * The demo's self-billing (issue 32): the freelancer's identity, her AF invoices and one cancelled month, added once;
 * every document renders as a valid Factur-X the first time it is downloaded.
 */
let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(async () => t.close());

it('gives the demo freelancer billing details, AF invoices and a credit note, once; each document is valid', async () => {
  await ensureDemoAccounts(t.database, await hashPassword(GENERATED_PASSWORD));
  await ensureDemoBilling(t.database, t.app.ctx.config.invoiceIssuer);
  await ensureDemoBilling(t.database, t.app.ctx.config.invoiceIssuer);
  const login = await t.post('/api/users/login', { email: DEMO_ACCOUNTS.candidate.email, password: GENERATED_PASSWORD });
  const token = login.json().token as string;
  const billing = (await t.post('/api/cd/getFacturation', {}, token)).json();
  expect(billing).toMatchObject({ mandat: true, regime_tva: 'franchise' });
  const mine = (await t.post('/api/cd/getFactures', {}, token)).json().factures as {
    id: number;
    type: string;
    avoir: string | null;
  }[];
  const selfBilled = mine.filter((f) => f.type === 'autofacturation');
  expect(selfBilled.length).toBeGreaterThanOrEqual(2);
  expect(mine.filter((f) => f.type === 'avoir')).toHaveLength(1);
  expect(selfBilled.filter((f) => f.avoir)).toHaveLength(1);

  const admin = await makeUser(t.app.ctx, { role: 'admin' });
  const all = (await t.post('/api/adm/getFactures', { size: 50 }, admin.token)).json().factures as {
    id: number;
    numero: string;
  }[];
  expect(all.filter((f) => f.numero.startsWith('A-'))).toHaveLength(2);
  for (const f of all) {
    const xml = await t.get(`/api/files/facture/${f.id}/xml`, admin.token);
    expect(xml.statusCode, f.numero).toBe(200);
    expect(en16931Violations(xml.body), f.numero).toEqual([]);
  }
  // The cancelled month waits for the freelancer's correction.
  const [cra] = await t.database.query<{ etat: string; motif: string }>(
    `SELECT etat, motif FROM cras WHERE etat = 'refuse' AND mission_id IN
       (SELECT id FROM missions WHERE candidate_id = (SELECT c.id FROM candidates c JOIN users u ON u.id = c.user_id WHERE u.email = $1))`,
    [DEMO_ACCOUNTS.candidate.email],
  );
  expect(cra?.motif).toMatch(/congés/);
});
