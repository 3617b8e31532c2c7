import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../test/test-app.js';
import { preparedStatement, queryRows } from './client.js';

/**
 * preparedStatement (issue 20): a statement written once with placeholders, run as a named prepared statement,
 * planned once, on both engines; its rows are queryRows' rows, whatever the values of each call.
 */

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(async () => t.close());

type Values = {
  n: number;
  label: string | null;
  day: string;
  flag: boolean;
  tags: string;
};
const write = (v: { [K in keyof Values]: unknown }) =>
  sql`SELECT ${v.n}::int + 1 AS n, ${v.label}::text AS label, ${v.day}::date AS day, ${v.flag}::boolean AS flag,
             ${v.tags}::text[] AS tags, now() > '2000-01-01'::timestamptz AS later, '{"a": [1]}'::json AS doc`;
const statement = preparedStatement<Record<string, unknown>, Values>(write, ['n', 'label', 'day', 'flag', 'tags']);

describe('preparedStatement', () => {
  it('answers the rows queryRows answers, call after call with other values', async () => {
    const db = t.database.db;
    const cases: Values[] = [
      { n: 1, label: 'un', day: '2026-11-24', flag: true, tags: '{a,"b c"}' },
      { n: 41, label: null, day: '2027-01-31', flag: false, tags: '{}' },
      { n: -7, label: "l'apostrophe « » \\", day: '2026-02-28', flag: true, tags: '{"x\\"y"}' },
    ];
    for (let round = 0; round < 3; round++)
      for (const values of cases) expect(await statement(db, values)).toEqual(await queryRows(db, write(values)));
    // Not vacuous: the values of each call are in its rows.
    expect(await statement(db, cases[1] as Values)).toMatchObject([{ n: 42, label: null, flag: false, tags: [] }]);
  });

  it('reports an error of one call and serves the next', async () => {
    const divide = preparedStatement<{ q: number }, { by: number }>((v) => sql`SELECT 10 / ${v.by}::int AS q`, ['by']);
    await expect(divide(t.database.db, { by: 0 })).rejects.toThrow(/division by zero/);
    expect(await divide(t.database.db, { by: 5 })).toEqual([{ q: 2 }]);
  });

  it('runs inside the transaction it is given', async () => {
    const probe = preparedStatement<{ v: number }, { v: number }>(
      (v) => sql`SELECT v FROM prepared_probe WHERE v = ${v.v}`,
      ['v'],
    );
    await t.database.db
      .transaction(async (tx) => {
        await tx.execute(sql`CREATE TEMP TABLE prepared_probe (v int) ON COMMIT DROP`);
        await tx.execute(sql`INSERT INTO prepared_probe VALUES (3)`);
        expect(await probe(tx, { v: 3 })).toEqual([{ v: 3 }]);
        throw new Error('rollback');
      })
      .catch((error: Error) => expect(error.message).toBe('rollback'));
  });
});
