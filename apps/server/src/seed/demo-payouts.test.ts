import { afterAll, beforeAll, expect, it } from 'vitest';
import { makeUser } from '../test/factories.js';
import { makeCandidate, makeClient } from '../test/marketplace.js';
import { buildTestApp, type TestApp } from '../test/test-app.js';
import { DEMO_ACCOUNTS } from './demo-accounts.js';
import { ensureDemoBilling } from './demo-billing.js';
import { ensureDemoPayouts } from './demo-payouts.js';

/** The demo's payout (issue 33): the first month paid by the client, then paid out by an executed order; once. */

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(async () => t.close());

it('pays the demo freelancer her first month by an executed order, once; she reads « versé »', async () => {
  const client = await makeClient(t.app.ctx, { nomEntreprise: 'Nova Numérique' });
  await t.database.query('UPDATE users SET email = $1 WHERE id = $2', [DEMO_ACCOUNTS.client.email, client.user.id]);
  const yasmine = await makeCandidate(t.app.ctx, { prenom: 'Yasmine', nom: 'Benali' });
  await t.database.query('UPDATE users SET email = $1 WHERE id = $2', [DEMO_ACCOUNTS.candidate.email, yasmine.user.id]);
  await ensureDemoBilling(t.database, t.config.invoiceIssuer);
  await ensureDemoPayouts(t.database, t.config.invoiceIssuer);
  await ensureDemoPayouts(t.database, t.config.invoiceIssuer);

  const factures = (await t.post('/api/cd/getFactures', {}, yasmine.token)).json().factures as {
    numero: string;
    type: string;
    etat_paiement: string | null;
  }[];
  const states = factures.filter((f) => f.type === 'autofacturation').map((f) => f.etat_paiement);
  expect(states.filter((s) => s === 'verse')).toHaveLength(1);
  expect(states.filter((s) => s === 'en_attente').length).toBeGreaterThan(0);
  const orders = await t.database.query<{ etat: string; nb: number; xml: string; msg_id: string }>(
    'SELECT etat, nb, xml, msg_id FROM payout_orders',
  );
  expect(orders).toHaveLength(1);
  expect(orders[0]).toMatchObject({ etat: 'verse', nb: 1 });
  expect(orders[0]?.xml).toContain(`<MsgId>${orders[0]?.msg_id}</MsgId>`);
  // The platform's account is in Réglages, for the next orders.
  const root = await makeUser(t.app.ctx, { role: 'root' });
  expect((await t.post('/api/adm/getReglages', {}, root.token)).json()).toMatchObject({
    emetteur_iban: 'FR7630006000011234567890189',
    emetteur_bic: 'AGRIFRPP',
  });
});
