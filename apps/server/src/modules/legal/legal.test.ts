// Runs on PostgreSQL too: its quick close hung there until the socket adapter's pool gave back its LISTEN
// client (realtime/adapter-pool.ts).
import { afterAll, beforeAll, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../test/test-app.js';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(async () => t.close());

it('names the invoices’ issuer as the publisher of the « Mentions légales », to anyone (DECISIONS §6.9)', async () => {
  const res = await t.get('/api/legal/publisher');
  expect(res.statusCode).toBe(200);
  expect(res.json()).toEqual({
    done: true,
    publisher: {
      name: t.config.invoiceIssuer?.name,
      siren: t.config.invoiceIssuer?.siren,
      address: t.config.invoiceIssuer?.address,
      vat: t.config.invoiceIssuer?.vat,
    },
  });
  expect(res.json().publisher.name).toBeTruthy();
});
