import { describe, expect, it } from 'vitest';
import type { Database } from '../../db/client.js';
import { openForFile } from '../../test/test-database.js';
import { contentOf, type LoggedResult } from './search-log.js';
import { appendSearchLog, checkCopiedRows, copyingEngine, verifySearchLog } from './search-log.repository.js';

/**
 * The search log's check (DECISIONS §6.8, issue 30): on the embedded engine the rows are copied out and hashed in
 * Node, on PostgreSQL (and with 'sql') they are hashed by the database. Both must give the same answer on the same
 * chain, valid or broken: a changed row, a deleted row, an inserted row, by ranges small enough that links cross them.
 */

let database: Database;
openForFile((opened) => {
  database = opened;
});

const ROWS = 12;
/** Criteria with text that UTF-8 writes on 2, 3 and 4 bytes: the copied bytes must be the ones the writer hashed. */
const criteria = (i: number) => ({ skills: ['node.js', `réact-${i}`], q: 'développeuse € 🚀 « senior »', niv_exp: '1-10' });
const results: LoggedResult[] = [[7, 88, 1, 0.6667, 0.9833]];

async function writeChain(): Promise<void> {
  await database.query('TRUNCATE search_log RESTART IDENTITY');
  const rows = Array.from({ length: ROWS }, (_, i) => {
    const at = new Date(Date.UTC(2026, 10, 29, 10, 0, i));
    const entry = { kind: 'searchmatch' as const, userId: i, clientId: 1, criteria: criteria(i), results };
    return { at, kind: entry.kind, userId: i, clientId: 1, content: contentOf(entry, at), candidateIds: [7] };
  });
  // Two batches, as the writer appends them.
  await appendSearchLog(database.db, rows.slice(0, 5));
  await appendSearchLog(database.db, rows.slice(5));
}

/**
 * Both checks, by ranges of 2, 3, 5 and 250,000 ids (the copies by 2 ids within a range, or by the default; the
 * copied rows hashed 2 at a time between turns of the event loop, or by the default): they agree, and the answer is
 * the same at every span.
 */
async function verifyBoth(): Promise<{ lignes: number; rupture: number | null }[]> {
  const answers = [];
  for (const [span, copySpan, slice] of [[2], [3], [5, 2], [250_000], [250_000, 2], [250_000, undefined, 2]] as const) {
    const copied = await verifySearchLog(database.db, { span, copySpan, slice });
    const inDatabase = await verifySearchLog(database.db, { span, engine: 'sql' });
    expect(copied, `span ${span}, copies of ${copySpan}`).toEqual(inDatabase);
    answers.push(copied);
  }
  return answers;
}

/** The rupture both checks name (the same at every span), and the rows checked with the whole chain in one range. */
async function rupture(): Promise<number | null> {
  const answers = await verifyBoth();
  const ruptures = new Set(answers.map((a) => a.rupture));
  expect(ruptures.size).toBe(1);
  return answers[0]?.rupture ?? null;
}

const ids = async () =>
  (await database.query<{ id: number }>('SELECT id::int AS id FROM search_log ORDER BY id')).map((r) => r.id);

describe('verifySearchLog: the copied check and the database check agree', () => {
  it('copies the rows on the embedded engine only', async () => {
    expect((await copyingEngine(database.db)) !== null).toBe(database.kind === 'pglite');
  });

  it('a valid chain, with its first row purged (the anchor is the purged row’s hash)', async () => {
    await writeChain();
    expect(await verifyBoth()).toEqual(Array(6).fill({ lignes: ROWS, rupture: null }));
    await database.query('DELETE FROM search_log WHERE id = 1');
    expect(await verifyBoth()).toEqual(Array(6).fill({ lignes: ROWS - 1, rupture: null }));
  });

  it('a changed content, hash, prev_hash, or a hash in capitals: the row itself', async () => {
    const tampers = [
      `UPDATE search_log SET content = replace(content, 'développeuse', 'developpeuse') WHERE id = 6`,
      `UPDATE search_log SET hash = upper(hash) WHERE id = 6`,
      `UPDATE search_log SET prev_hash = repeat('0', 64) WHERE id = 6`,
      `UPDATE search_log SET content = content || ' ' WHERE id = 6`,
    ];
    for (const tamper of tampers) {
      await writeChain();
      await database.query(tamper);
      expect(await rupture(), tamper).toBe(6);
    }
    // The first row's prev_hash is the anchor, but its own hash covers it.
    await writeChain();
    await database.query(`UPDATE search_log SET prev_hash = repeat('1', 64) WHERE id = 1`);
    expect(await rupture()).toBe(1);
  });

  it('a changed row whose hash is recomputed: the next row’s link', async () => {
    await writeChain();
    await database.query(
      `UPDATE search_log SET content = replace(content, '🚀', '🛸'),
              hash = encode(sha256(convert_to(prev_hash || replace(content, '🚀', '🛸'), 'UTF8')), 'hex') WHERE id = 4`,
    );
    expect(await rupture()).toBe(5);
  });

  it('a deleted row: the row after it; put back as it was: valid again', async () => {
    for (const id of [3, 6, 7, ROWS]) {
      await writeChain();
      const [kept] = await database.query<Record<string, unknown>>('SELECT * FROM search_log WHERE id = $1', [id]);
      await database.query('DELETE FROM search_log WHERE id = $1', [id]);
      // The last row deleted leaves a valid, shorter chain (what the periodic purge cannot tell from a loss).
      expect(await rupture(), `row ${id} deleted`).toBe(id === ROWS ? null : id + 1);
      await database.query(
        `INSERT INTO search_log (id, at, kind, user_id, client_id, content, candidate_ids, prev_hash, hash)
         OVERRIDING SYSTEM VALUE VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9)`,
        [
          kept?.id,
          kept?.at,
          kept?.kind,
          kept?.user_id,
          kept?.client_id,
          kept?.content,
          kept?.candidate_ids,
          kept?.prev_hash,
          kept?.hash,
        ],
      );
      expect(await verifyBoth()).toEqual(Array(6).fill({ lignes: ROWS, rupture: null }));
    }
  });

  it('an inserted row, even with its own hash right: the inserted row or the row after it', async () => {
    await writeChain();
    // Room for a row between 8 and 9: the rows moved to ids 103, 106… (an identity is not updated).
    const columns = 'at, kind, user_id, client_id, content, candidate_ids, prev_hash, hash';
    await database.query(
      `INSERT INTO search_log (id, ${columns}) OVERRIDING SYSTEM VALUE SELECT 100 + 3 * id, ${columns} FROM search_log`,
    );
    await database.query(`DELETE FROM search_log WHERE id <= ${ROWS}`);
    expect(await verifyBoth()).toEqual(Array(6).fill({ lignes: ROWS, rupture: null }));
    // A forged row chained to row 8 (124), with its hash right: row 9's (127) link to it breaks.
    await database.query(
      `INSERT INTO search_log (id, ${columns}) OVERRIDING SYSTEM VALUE
       SELECT 125, at, kind, user_id, client_id, c, candidate_ids, hash, encode(sha256(convert_to(hash || c, 'UTF8')), 'hex')
         FROM search_log, LATERAL (SELECT replace(content, 'réact', 'vue') AS c) x WHERE id = 124`,
    );
    expect(await ids()).toContain(125);
    expect(await rupture()).toBe(127);
    // Its link wrong too: the inserted row itself.
    await database.query(`UPDATE search_log SET prev_hash = repeat('a', 64) WHERE id = 125`);
    expect(await rupture()).toBe(125);
    expect(await verifySearchLog(database.db)).toEqual({ lignes: ROWS + 1, rupture: 125 });
  });
});

describe('checkCopiedRows', () => {
  it('refuses what is not a binary COPY, and checks nothing in an empty copy', () => {
    expect(checkCopiedRows(new Uint8Array(0), 1)).toEqual({ n: 0, bad: null });
    expect(() => checkCopiedRows(new TextEncoder().encode('1\tabc\n'), 1)).toThrow(/not a binary COPY/);
  });
});
