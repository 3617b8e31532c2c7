import { createHash, hash } from 'node:crypto';
import type { PGlite } from '@electric-sql/pglite';
import { EXPOSURE_AGE_BAND_STARTS, EXPOSURE_AGE_BANDS } from '@passerelle/shared';
import { count, desc, eq, sql } from 'drizzle-orm';
import { type Db, queryRows } from '../../db/client.js';
import { embeddedClient } from '../../db/engine.js';
import { candidates, searchLog } from '../../db/schema/index.js';

/**
 * The search log's queries (DECISIONS §6.8; the writer is search-log.ts). hash = SHA-256(prev_hash ‖ content) in
 * hex, the first row's prev_hash GENESIS: written here in JavaScript; checked on PostgreSQL in the database with
 * its own sha256, on the embedded engine by copying the rows out and hashing them in Node (verifySearchLog).
 */

export const GENESIS = '0'.repeat(64);
/** Serialises the writers of every instance: one chain, rows in the order of their ids. */
const CHAIN_LOCK = sql`pg_advisory_xact_lock(hashtext('passerelle_search_log'))`;

export interface SearchLogInsert {
  at: Date;
  kind: 'searchmatch' | 'brief' | 'bmatch' | 'alerte';
  userId: number | null;
  clientId: number | null;
  content: string;
  candidateIds: number[];
}

const chained = (prev: string, content: string) =>
  createHash('sha256')
    .update(prev + content, 'utf8')
    .digest('hex');

/** Appends rows to the chain, in order, in one transaction (one statement for the rows). */
export async function appendSearchLog(db: Db, rows: readonly SearchLogInsert[]): Promise<void> {
  if (rows.length === 0) return;
  await db.transaction(async (tx) => {
    await tx.execute(sql`SELECT ${CHAIN_LOCK}`);
    const [last] = await tx.select({ hash: searchLog.hash }).from(searchLog).orderBy(desc(searchLog.id)).limit(1);
    let prev = last?.hash ?? GENESIS;
    const values = rows.map((row) => {
      const hash = chained(prev, row.content);
      const value = { ...row, prevHash: prev, hash };
      prev = hash;
      return value;
    });
    await tx.insert(searchLog).values(values);
  });
}

export interface SearchLogRow {
  id: number;
  content: string;
  hash: string;
}

/** A page of the log, newest first, of one company or all. */
export async function listSearchLog(
  db: Db,
  page: { limit: number; offset: number },
  clientId: number | null,
): Promise<{ total: number; rows: SearchLogRow[] }> {
  const where = clientId === null ? undefined : eq(searchLog.clientId, clientId);
  const [totalRow] = await db.select({ total: count() }).from(searchLog).where(where);
  const rows = await db
    .select({ id: searchLog.id, content: searchLog.content, hash: searchLog.hash })
    .from(searchLog)
    .where(where)
    .orderBy(desc(searchLog.id))
    .limit(page.limit)
    .offset(page.offset);
  return { total: totalRow?.total ?? 0, rows };
}

/** Where verifySearchLog's time goes (the bench): ms reading and hashing the rows, and checking the links. */
export interface VerifyTimings {
  hashesMs: number;
  linksMs: number;
}

/** A range's check: its rows (the row before it, read for its link, apart) and its first break (null when none). */
interface RangeCheck {
  n: number;
  bad: number | null;
}

/**
 * The chain checked, `span` ids at a time (a short statement each, so that the embedded engine's one connection
 * keeps serving): every row's hash is the SHA-256 of its prev_hash and content, and every prev_hash is the hash of
 * the row before it (the first row's is the anchor: GENESIS, or the hash of a row purged after 6 months). The rows
 * checked (up to the end of the range where the chain breaks), and the first row that breaks it (null when none).
 * On PostgreSQL in the database (its sha256, in parallel); on the embedded engine the rows are copied out and
 * hashed in Node (`checkRangeCopied`), the same bytes as the database's check: the test pins that both agree.
 */
export async function verifySearchLog(
  db: Db,
  options: {
    /** Ids per range. */
    span?: number;
    /** Ids per COPY on the embedded engine (within a range). */
    copySpan?: number;
    /** Rows hashed between two turns of the event loop on the embedded engine (ROWS_PER_SLICE). */
    slice?: number;
    timings?: VerifyTimings;
    /** 'sql' forces the database's check on the embedded engine too (the test comparing both). */
    engine?: 'auto' | 'sql';
  } = {},
): Promise<{ lignes: number; rupture: number | null }> {
  const { span = 250_000, copySpan = COPY_SPAN, slice = ROWS_PER_SLICE, timings, engine = 'auto' } = options;
  const [bounds] = await queryRows<{ first: string | null; last: string | null }>(
    db,
    sql`SELECT min(id)::text AS first, max(id)::text AS last FROM ${searchLog}`,
  );
  if (!bounds?.first || !bounds.last) return { lignes: 0, rupture: null };
  const pglite = engine === 'auto' ? await copyingEngine(db) : null;
  let lignes = 0;
  const last = Number(bounds.last);
  try {
    for (let from = Number(bounds.first); from <= last; from += span) {
      // Not past the last row: the copies' parts stop there.
      const to = Math.min(from + span - 1, last);
      const range = pglite
        ? await checkRangeCopied(pglite, from, to, copySpan, slice, timings)
        : await checkRangeInDatabase(db, from, to, timings);
      lignes += range.n;
      if (range.bad !== null) return { lignes, rupture: range.bad };
    }
    return { lignes, rupture: null };
  } finally {
    if (pglite) copyDevice(pglite).release();
  }
}

/**
 * The embedded engine, when its rows can be copied out as the bytes its sha256 hashes: the database's text in
 * UTF-8, as convert_to(…, 'UTF8') gives it (null on PostgreSQL, inside a transaction, or in another encoding).
 */
export async function copyingEngine(db: Db): Promise<PGlite | null> {
  const client = embeddedClient(db);
  if (!client) return null;
  const [encoding] = await queryRows<{ server: string; client: string }>(
    db,
    sql`SELECT current_setting('server_encoding') AS server, current_setting('client_encoding') AS client`,
  );
  return encoding?.server === 'UTF8' && encoding.client === 'UTF8' ? client : null;
}

/** One range checked by the database: every row's hash recomputed with its sha256, then every link. */
async function checkRangeInDatabase(db: Db, from: number, to: number, timings?: VerifyTimings): Promise<RangeCheck> {
  // Every row's hash recomputed: an aggregate PostgreSQL may run in parallel.
  const t0 = performance.now();
  const [hashes] = await queryRows<{ n: number; bad: string | null }>(
    db,
    sql`SELECT count(*)::int AS n,
               min(id) FILTER (WHERE hash <> encode(sha256(convert_to(prev_hash || content, 'UTF8')), 'hex'))::text AS bad
          FROM ${searchLog} WHERE id BETWEEN ${from} AND ${to}`,
  );
  const t1 = performance.now();
  // Every link, from the last row before the range (a deleted row breaks the link of the row after it), read
  // from the index (id) INCLUDE (prev_hash, hash) alone once the rows are all-visible (autovacuum).
  const [links] = await queryRows<{ bad: string | null }>(
    db,
    sql`SELECT min(id)::text AS bad FROM (
          SELECT id, prev_hash, lag(hash) OVER (ORDER BY id) AS before FROM ${searchLog}
           WHERE id BETWEEN coalesce((SELECT max(id) FROM ${searchLog} WHERE id < ${from}), ${from}) AND ${to}) r
         WHERE before IS NOT NULL AND prev_hash <> before`,
  );
  if (timings) {
    timings.hashesMs += t1 - t0;
    timings.linksMs += performance.now() - t1;
  }
  const breaks = [hashes?.bad ?? null, links?.bad ?? null].filter((id): id is string => id !== null).map(Number);
  return { n: hashes?.n ?? 0, bad: breaks.length > 0 ? Math.min(...breaks) : null };
}

/** Ids per COPY on the embedded engine: about 85 MB of copied rows (1.7 kB each in a busy log), one buffer reused. */
const COPY_SPAN = 50_000;

/**
 * One range checked on the embedded engine, `copySpan` ids at a time: each part's rows, and the row before it for
 * its link, copied out in PostgreSQL's binary COPY format (the text's bytes as stored: nothing to unescape) into
 * this process (`copyDevice`), then hashed with Node's SHA-256 (OpenSSL: PostgreSQL's sha256 compiled to wasm
 * cost 92 % of the database's check, issue 30). The column hashed is `prev_hash || content`, the very expression
 * the database's check hashes, in UTF-8 (`copyingEngine`). Past a break, the rest of the range is only counted.
 */
async function checkRangeCopied(
  pglite: PGlite,
  from: number,
  to: number,
  copySpan: number,
  slice: number,
  timings?: VerifyTimings,
): Promise<RangeCheck> {
  const device = copyDevice(pglite);
  let n = 0;
  for (let part = from; part <= to; part += copySpan) {
    const end = Math.min(to, part + copySpan - 1);
    const t0 = performance.now();
    // Hashed in slices, the other requests served between them (the buffer is the device's until the check ends).
    const checked = await device.copy(
      `SELECT id, prev_hash, hash, prev_hash || content FROM search_log
        WHERE id BETWEEN coalesce((SELECT max(id) FROM search_log WHERE id < ${part}), ${part}) AND ${end} ORDER BY id`,
      (copied) => checkCopiedRowsYielding(copied, part, slice),
    );
    if (timings) timings.hashesMs += performance.now() - t0;
    n += checked.n;
    if (checked.bad !== null) {
      const {
        rows: [rest],
      } = await pglite.query<{ n: number }>('SELECT count(*)::int AS n FROM search_log WHERE id > $1 AND id <= $2', [end, to]);
      return { n: n + (rest?.n ?? 0), bad: checked.bad };
    }
  }
  return { n, bad: null };
}

/** What copyDevice needs of PGlite's Emscripten file system (PGlite's `Module.FS`). */
interface DeviceFs {
  makedev(major: number, minor: number): number;
  registerDevice(dev: number, ops: object): void;
  mkdev(path: string, mode?: number, dev?: number): unknown;
  analyzePath(path: string): { exists: boolean };
}

interface CopyDevice {
  /**
   * Runs `COPY (query) TO <device> WITH (FORMAT binary)` and hands what it wrote to `read`, whose answer it answers:
   * the bytes are valid until `read` settles (no other copy of the device runs meanwhile).
   */
  copy<T>(query: string, read: (copied: Uint8Array) => Promise<T>): Promise<T>;
  /** Lets the buffer go (about 85 MB after a check): the server keeps no memory for the next check. */
  release(): void;
}

const copyDevices = new WeakMap<PGlite, CopyDevice>();
const COPY_DEVICE_PATH = '/dev/passerelle-search-log';

/**
 * A device file of the embedded engine whose writes land in one buffer of this process, reused from one copy to
 * the next. PGlite's own `/dev/blob` (the `blob` option) keeps each write as a Blob part: 50,000 rows copied cost
 * about 1 s of CPU there, against 0.2 s here (issue 30); COPY itself to /dev/null cost 0.08 s. The copies of one
 * engine are serialised (one buffer).
 */
function copyDevice(pglite: PGlite): CopyDevice {
  const known = copyDevices.get(pglite);
  if (known) return known;
  const fs = pglite.Module.FS as unknown as DeviceFs;
  let buffer = new Uint8Array(0);
  let length = 0;
  if (fs.analyzePath(COPY_DEVICE_PATH).exists) throw new Error(`${COPY_DEVICE_PATH} exists already`);
  // PGlite's /dev/blob is (64, 0).
  const dev = fs.makedev(64, 30);
  fs.registerDevice(dev, {
    open: () => undefined,
    close: () => undefined,
    read: () => 0,
    write: (_stream: unknown, heap: Int8Array, offset: number, size: number) => {
      if (length + size > buffer.length) {
        const grown = new Uint8Array(Math.max(length + size, buffer.length * 2, 1 << 20));
        grown.set(buffer.subarray(0, length));
        buffer = grown;
      }
      // The same element type: a copy of bytes, not a conversion of each.
      buffer.set(new Uint8Array(heap.buffer, heap.byteOffset + offset, size), length);
      length += size;
      return size;
    },
    llseek: (_stream: unknown, offset: number) => offset,
  });
  fs.mkdev(COPY_DEVICE_PATH, 0o666, dev);
  let queue: Promise<unknown> = Promise.resolve();
  const device: CopyDevice = {
    copy: (query, read) => {
      const run = queue.then(async () => {
        length = 0;
        await pglite.exec(`COPY (${query}) TO '${COPY_DEVICE_PATH}' WITH (FORMAT binary)`);
        return read(buffer.subarray(0, length));
      });
      queue = run.catch(() => undefined);
      return run;
    },
    release: () => {
      queue = queue.then(() => {
        buffer = new Uint8Array(0);
      });
    },
  };
  copyDevices.set(pglite, device);
  return device;
}

/** PostgreSQL's binary COPY signature: "PGCOPY\n\377\r\n\0". */
const COPY_SIGNATURE = Buffer.from([0x50, 0x47, 0x43, 0x4f, 0x50, 0x59, 0x0a, 0xff, 0x0d, 0x0a, 0x00]);

/**
 * Checks rows (id bigint, prev_hash, hash, prev_hash || content) in id order, in PostgreSQL's binary COPY format,
 * as checkRangeInDatabase does: the rows from `from` on are counted, and each one's hash is compared with the hex
 * SHA-256 of its `prev_hash || content` bytes, its prev_hash with the hash of the row read before it (the row
 * before `from`, when there is one, only lends its hash). The first row that breaks (in id order: the smallest).
 * Hand-written: the format is a header, then per row a 16-bit field count and per field a 32-bit length and its
 * bytes (30 lines); no package in node_modules parses it (pg-copy-streams, not installed, only carries the bytes).
 */
export function checkCopiedRows(copied: Uint8Array, from: number): RangeCheck {
  const result: RangeCheck = { n: 0, bad: null };
  for (const _ of checking(copied, from, result, Number.POSITIVE_INFINITY));
  return result;
}

/** Rows hashed between two turns of the event loop: some 20 ms of a 50,000-row part's 0.4 s on this machine. */
const ROWS_PER_SLICE = 2_000;

/**
 * checkCopiedRows in slices of ROWS_PER_SLICE rows, the event loop free between them: the embedded engine's check
 * hashed a 50,000-row part in one go (some 0.4 s during which the server answered no one).
 */
async function checkCopiedRowsYielding(copied: Uint8Array, from: number, slice: number): Promise<RangeCheck> {
  const result: RangeCheck = { n: 0, bad: null };
  for (const _ of checking(copied, from, result, slice)) await new Promise((resolve) => setImmediate(resolve));
  return result;
}

/** checkCopiedRows' loop, into `result`, pausing (a `yield`) after every `slice` rows read. */
function* checking(copied: Uint8Array, from: number, result: RangeCheck, slice: number): Generator<void, void, void> {
  const data = Buffer.from(copied.buffer, copied.byteOffset, copied.byteLength);
  if (data.length === 0) return;
  if (data.length < 19 || !data.subarray(0, 11).equals(COPY_SIGNATURE)) throw new Error('search log: not a binary COPY');
  let pos = 19 + data.readInt32BE(15);
  const field = () => {
    const length = data.readInt32BE(pos);
    if (length < 0) throw new Error('search log: a NULL column');
    const start = pos + 4;
    pos = start + length;
    if (pos > data.length) throw new Error('search log: a truncated COPY');
    return start;
  };
  let n = 0;
  let bad: number | null = null;
  let beforeStart = -1;
  let beforeEnd = -1;
  for (let read = 1; ; read++) {
    if (read % slice === 0) {
      result.n = n;
      result.bad = bad;
      yield;
    }
    const fields = data.readInt16BE(pos);
    pos += 2;
    if (fields === -1) break;
    if (fields !== 4) throw new Error(`search log: ${fields} columns copied`);
    const idStart = field();
    if (pos - idStart !== 8) throw new Error('search log: an id that is not a bigint');
    const id = Number(data.readBigInt64BE(idStart));
    const prevStart = field();
    const prevEnd = pos;
    const hashStart = field();
    const hashEnd = pos;
    const chainedStart = field();
    if (id >= from) {
      n++;
      if (bad === null) {
        const linked = beforeStart < 0 || data.compare(data, beforeStart, beforeEnd, prevStart, prevEnd) === 0;
        if (!linked || hash('sha256', data.subarray(chainedStart, pos), 'hex') !== data.toString('latin1', hashStart, hashEnd))
          bad = id;
      }
    }
    beforeStart = hashStart;
    beforeEnd = hashEnd;
  }
  if (pos !== data.length) throw new Error('search log: bytes after the COPY trailer');
  result.n = n;
  result.bad = bad;
}

/** Deletes the rows older than `before` (the periodic job: 6 months), a batch at a time; the rows deleted. */
export async function purgeSearchLog(db: Db, before: Date, batch = 10_000): Promise<number> {
  let deleted = 0;
  for (;;) {
    const rows = await queryRows<{ id: number }>(
      db,
      sql`DELETE FROM ${searchLog} WHERE id IN (SELECT id FROM ${searchLog} WHERE ${searchLog.at} < ${before.toISOString()}::timestamptz ORDER BY id LIMIT ${batch}) RETURNING id`,
    );
    deleted += rows.length;
    if (rows.length < batch) return deleted;
  }
}

/** A candidate's appearances over a period (myExposure): searches where it appeared, in the first 10, and all. */
export async function exposureOf(
  db: Db,
  candidateId: number,
  since: Date,
): Promise<{ apparitions: number; top10: number; recherches: number }> {
  const [row] = await queryRows<{ apparitions: number; top10: number; recherches: number }>(
    db,
    sql`SELECT count(*) FILTER (WHERE ${searchLog.candidateIds} @> ARRAY[${candidateId}]::int[])::int AS apparitions,
               count(*) FILTER (WHERE ${candidateId}::int = ANY(${searchLog.candidateIds}[1:10]))::int AS top10,
               count(*) FILTER (WHERE ${searchLog.kind} <> 'brief')::int AS recherches
          FROM ${searchLog} WHERE ${searchLog.at} >= ${since.toISOString()}::timestamptz`,
  );
  return row ?? { apparitions: 0, top10: 0, recherches: 0 };
}

export interface ExposureCount {
  critere: 'sex' | 'age';
  groupe: string;
  /** Active candidates of the group. */
  vivier: number;
  /** Appearances of the group's candidates in the first ten results of the searches since `since`. */
  top10: number;
}

/**
 * The exposure report's counts (adm/exposureReport): by sex and by age band (at `today`), the active candidates of
 * each group, and the appearances in the first ten results of every logged search since `since` (a candidate shown
 * then counts even if it is inactive now; one whose sex or birth date is unknown counts in neither criterion).
 */
export async function exposureCounts(db: Db, since: Date, today: string): Promise<ExposureCount[]> {
  const [second, third] = EXPOSURE_AGE_BAND_STARTS;
  const [young, middle, older] = EXPOSURE_AGE_BANDS;
  const band = sql`(CASE WHEN c.date_naissance IS NULL THEN NULL
      WHEN date_part('year', age(${today}::date, c.date_naissance)) < ${second} THEN ${young}::text
      WHEN date_part('year', age(${today}::date, c.date_naissance)) < ${third} THEN ${middle}::text
      ELSE ${older}::text END)`;
  return queryRows<ExposureCount>(
    db,
    sql`WITH people AS (
          SELECT c.id, c.active, c.sex, ${band} AS band FROM ${candidates} c
        ),
        shown AS (
          SELECT p.sex, p.band FROM ${searchLog} l
            CROSS JOIN LATERAL unnest(l.candidate_ids[1:10]) AS u(id)
            JOIN people p ON p.id = u.id
           WHERE l.at >= ${since.toISOString()}::timestamptz
        ),
        groups AS (
          SELECT 'sex' AS critere, sex AS groupe, count(*) FILTER (WHERE active) AS vivier, 0 AS top10 FROM people WHERE sex IS NOT NULL GROUP BY sex
          UNION ALL
          SELECT 'age', band, count(*) FILTER (WHERE active), 0 FROM people WHERE band IS NOT NULL GROUP BY band
          UNION ALL
          SELECT 'sex', sex, 0, count(*) FROM shown WHERE sex IS NOT NULL GROUP BY sex
          UNION ALL
          SELECT 'age', band, 0, count(*) FROM shown WHERE band IS NOT NULL GROUP BY band
        )
        SELECT critere, groupe, sum(vivier)::int AS vivier, sum(top10)::int AS top10 FROM groups GROUP BY critere, groupe`,
  );
}
