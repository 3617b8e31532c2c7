import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../test/test-app.js';
import { queryPreparedRows, queryRows } from './client.js';

/**
 * queryPreparedRows (issue 20): a named prepared statement, planned once, on both engines; its rows are
 * queryRows' rows, whatever the parameters of each call.
 */

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(async () => t.close());

const statement = (n: number, label: string | null, day: string, flag: boolean, tags: string) =>
  sql`SELECT ${n}::int + 1 AS n, ${label}::text AS label, ${day}::date AS day, ${flag}::boolean AS flag,
             ${tags}::text[] AS tags, now() > '2000-01-01'::timestamptz AS later, '{"a": [1]}'::json AS doc`;

describe('queryPreparedRows', () => {
  it('answers the rows queryRows answers, call after call with other parameters', async () => {
    const db = t.database.db;
    const cases: Parameters<typeof statement>[] = [
      [1, 'un', '2026-11-24', true, '{a,"b c"}'],
      [41, null, '2027-01-31', false, '{}'],
      [-7, "l'apostrophe « » \\", '2026-02-28', true, '{"x\\"y"}'],
    ];
    for (let round = 0; round < 3; round++)
      for (const args of cases)
        expect(await queryPreparedRows(db, statement(...args))).toEqual(await queryRows(db, statement(...args)));
  });

  it('reports an error of one call and serves the next', async () => {
    const divide = (by: number) => sql`SELECT 10 / ${by}::int AS q`;
    await expect(queryPreparedRows(t.database.db, divide(0))).rejects.toThrow(/division by zero/);
    expect(await queryPreparedRows<{ q: number }>(t.database.db, divide(5))).toEqual([{ q: 2 }]);
  });

  it('runs inside the transaction it is given', async () => {
    await t.database.db
      .transaction(async (tx) => {
        await tx.execute(sql`CREATE TEMP TABLE prepared_probe (v int) ON COMMIT DROP`);
        await tx.execute(sql`INSERT INTO prepared_probe VALUES (3)`);
        expect(await queryPreparedRows(tx, sql`SELECT v FROM prepared_probe WHERE v = ${3}`)).toEqual([{ v: 3 }]);
        throw new Error('rollback');
      })
      .catch((error: Error) => expect(error.message).toBe('rollback'));
  });
});
