import { MSG } from '@passerelle/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../app.js';
import { buildTestApp, type TestApp } from '../../test/test-app.js';

/** The per-route rate limits, counted in the database (table rate_limits): per route, per address, shared by instances. */

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(async () => t.close());

const message = (n: number) => ({
  fullname: 'Jeanne Martin',
  subject: `Question ${n}`,
  content: 'Bonjour, une question.',
  email: 'jeanne.martin@exemple.fr',
});
const contact = (n: number, address: string, app = t.app) =>
  app.inject({ method: 'POST', url: '/api/adm/contactus/new', payload: message(n), remoteAddress: address });

it('lets 5 contact messages an address through in 15 minutes, refuses the 6th in French, and counts each address apart', async () => {
  for (let n = 1; n <= 5; n++) expect((await contact(n, '203.0.113.1')).statusCode).toBe(200);
  const refused = await contact(6, '203.0.113.1');
  expect(refused.statusCode).toBe(429);
  expect(refused.json()).toEqual({ done: false, success: false, message: MSG.tooManyRequests, code: 'rate.limited' });
  expect((await contact(7, '203.0.113.2')).statusCode).toBe(200);
});

it('counts each route apart even when the key is the same (the address), and one group of routes as one', async () => {
  const address = '203.0.113.9';
  for (let n = 1; n <= 5; n++) expect((await contact(n, address)).statusCode).toBe(200);
  expect((await contact(6, address)).statusCode).toBe(429);
  // newClient is limited by address too (the same key as the contact form): its count is its own.
  const register = (n: number, type: 'newClient' | 'newCondidat') =>
    t.app.inject({
      method: 'POST',
      url: `/api/users/${type}`,
      payload: {
        type_cmpt: type === 'newClient' ? 'client' : 'condidat',
        email: `limite-${n}@exemple.fr`,
        password: 'Passerelle-Limite-2026',
        confirmPassword: 'Passerelle-Limite-2026',
        cgu: true,
      },
      remoteAddress: address,
    });
  // The two registrations are one group (groupId 'register', 20 in 15 minutes): 10 of each, then neither.
  const statuses: number[] = [];
  for (let n = 0; n < 20; n++) statuses.push((await register(n, n % 2 === 0 ? 'newClient' : 'newCondidat')).statusCode);
  expect(statuses.every((status) => status === 200)).toBe(true);
  expect((await register(20, 'newClient')).statusCode).toBe(429);
  expect((await register(21, 'newCondidat')).statusCode).toBe(429);
});

it('keeps no address in clear', async () => {
  const rows = await t.database.query<{ key_hash: string }>('SELECT key_hash FROM rate_limits');
  expect(rows.length).toBeGreaterThan(0);
  expect(rows.some((row) => row.key_hash.includes('203.0.113'))).toBe(false);
});

describe.runIf(process.env.DATABASE_URL)('two instances on one PostgreSQL database', () => {
  it('share each limit: 3 messages through A and 2 through B, then both refuse', async () => {
    const b = await buildApp({ config: t.config, database: await t.testDatabase.open() });
    try {
      await b.ready();
      const address = '198.51.100.7';
      const sent = await Promise.all([1, 2, 3].map((n) => contact(n, address)));
      sent.push(...(await Promise.all([4, 5].map((n) => contact(n, address, b)))));
      expect(sent.map((res) => res.statusCode)).toEqual([200, 200, 200, 200, 200]);
      expect((await contact(6, address)).statusCode).toBe(429);
      expect((await contact(7, address, b)).statusCode).toBe(429);
    } finally {
      await b.close();
    }
  });
});
