import { afterAll, beforeAll, expect, it } from 'vitest';
import type { Database } from '../db/client.js';
import { authFailures } from '../db/schema/index.js';
import { createTestDatabase, type TestDatabase } from '../test/test-database.js';
import { FailureThrottle, recentAttempts } from './failure-throttle.js';

let testDatabase: TestDatabase;
let first: Database;
/** A second connection on PostgreSQL (another instance's pool); the same database on PGlite. */
let second: Database;
let now = 1_000_000_000_000;
const clock = () => now;

beforeAll(async () => {
  testDatabase = await createTestDatabase();
  first = await testDatabase.open();
  second = testDatabase.kind === 'postgres' ? await testDatabase.open() : first;
});
afterAll(async () => {
  if (second !== first) await second.close();
  await first.close();
  await testDatabase.drop();
});

async function failures(throttle: FailureThrottle, key: string, n: number) {
  for (let i = 0; i < n; i++) expect(await throttle.begin([[key, 100]])).not.toBeNull();
}

it('lets `max` failures through within the window, refuses the next, and forgets them after it', async () => {
  const throttle = new FailureThrottle(first.db, 60_000, clock);
  await failures(throttle, 'window', 3);
  expect(await throttle.begin([['window', 3]])).toBeNull();
  expect(await throttle.begin([['other', 3]])).not.toBeNull();
  now += 60_001;
  expect(await throttle.begin([['window', 3]])).not.toBeNull();
});

it('refuses when any key of an attempt is over its limit, and records nothing then', async () => {
  const throttle = new FailureThrottle(first.db, 60_000, clock);
  await failures(throttle, 'address', 2);
  expect(
    await throttle.begin([
      ['pair', 10],
      ['address', 2],
    ]),
  ).toBeNull();
  // The refused attempt was not counted against 'pair'.
  await failures(throttle, 'pair', 9);
  expect(await throttle.begin([['pair', 10]])).not.toBeNull();
  expect(await throttle.begin([['pair', 10]])).toBeNull();
});

it('a success no longer counts, and forgets the failures of the keys it names', async () => {
  const throttle = new FailureThrottle(first.db, 60_000, clock);
  await failures(throttle, 'kept', 2);
  await failures(throttle, 'forgotten', 2);
  const attempt = await throttle.begin([
    ['kept', 3],
    ['forgotten', 3],
  ]);
  await attempt?.succeeded(['forgotten']);
  await failures(throttle, 'forgotten', 3);
  expect(await throttle.begin([['kept', 3]])).not.toBeNull();
  expect(await throttle.begin([['kept', 3]])).toBeNull();
});

it('counts the attempts of every instance: a parallel burst and what follows get `max` through in all', async () => {
  const a = new FailureThrottle(first.db, 60_000, clock);
  const b = new FailureThrottle(second.db, 60_000, clock);
  const instance = (i: number) => (i % 2 ? a : b);
  const burst = await Promise.all(Array.from({ length: 20 }, (_, i) => instance(i).begin([['burst', 5]])));
  const inBurst = burst.filter((attempt) => attempt !== null).length;
  expect(inBurst).toBeLessThanOrEqual(5);
  let after = 0;
  for (let i = 0; i < 10; i++) if (await instance(i).begin([['burst', 5]])) after += 1;
  expect(inBurst + after).toBe(5);
});

it('keeps no key in clear, and sweeps rows past the window', async () => {
  const throttle = new FailureThrottle(first.db, 60_000, clock);
  await failures(throttle, 'e|jean@exemple.fr', 1);
  const rows = await first.db.select().from(authFailures);
  expect(rows.some((row) => row.keyHash.includes('exemple'))).toBe(false);
  now += 10 * 60_000;
  await failures(new FailureThrottle(first.db, 60_000, clock), 'fresh', 1);
  expect(await first.db.select().from(authFailures)).toHaveLength(1);
});

it('tells when each key recorded its attempts within the window, oldest first, and leaves out a key without any', async () => {
  const throttle = new FailureThrottle(first.db, 60_000, clock);
  const start = now;
  await failures(throttle, 'chat|1', 1);
  now += 30_000;
  await failures(throttle, 'chat|1', 1);
  await failures(throttle, 'chat|2', 1);
  now += 40_000;
  const recent = await recentAttempts(first.db, ['chat|1', 'chat|2', 'chat|3'], 60_000, now);
  // The first attempt of chat|1 is now 70 s old: past the window.
  expect(recent).toEqual(
    new Map([
      ['chat|1', [new Date(start + 30_000)]],
      ['chat|2', [new Date(start + 30_000)]],
    ]),
  );
  expect(await recentAttempts(first.db, ['chat|1'], 120_000, now)).toEqual(
    new Map([['chat|1', [new Date(start), new Date(start + 30_000)]]]),
  );
  expect(await recentAttempts(first.db, [], 60_000, now)).toEqual(new Map());
});
