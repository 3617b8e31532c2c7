import { PGlite } from '@electric-sql/pglite';
import { MATCH_WEIGHTS, NIV_EXPS } from '@passerelle/shared';
import { sql } from 'drizzle-orm';
import { type Db, queryPreparedRows, queryRows } from '../../db/client.js';
import { candidates } from '../../db/schema/index.js';
import type { SearchCriteria } from './matching.repository.js';

/**
 * The candidate search's in-memory inverted index (issue 10): skill → the active candidates who have it,
 * with what the score of DECISIONS §3 needs (level, availability). A search walks the postings of the
 * searched skills once, counts each candidate's skills found, scores them and keeps the page: a few
 * milliseconds where SQL read every matching row (tens of thousands for a popular skill) on each search.
 * The page's profiles and the client's marks still come from SQL (matching.repository.ts).
 *
 * Fresh on every instance, without events: each search first reads the candidates written since the
 * index last looked. The trigger `candidates_match_xid` stamps a row with its writer's transaction id;
 * the index asks for the rows stamped at or after the xmin of its previous snapshot (every transaction
 * below an xmin is over, and was visible to that snapshot), in the same statement that gives the next
 * xmin. A write committed anywhere before a search started is in that search's answer.
 *
 * On the embedded engine the server's process is the only writer (DATA_DIR is locked): the same trigger also
 * notifies `passerelle_candidates` (migration 0019), which PGlite delivers to this process at the writer's
 * commit, before the writer's call returns. While no notification came since the last read began, that
 * read saw every committed write, and the next search skips the catch-up read (issue 20). On PostgreSQL
 * another instance may write, and a notification travels on its own connection, later than the writer's
 * answer: there the read stays.
 */

interface CandidateRow {
  id: number | null;
  active: boolean | null;
  skills: string[] | null;
  niv_exp: string | null;
  dispo: string | null;
  /** dispo_confirmee_le in epoch milliseconds. */
  confirmed_ms: number | string | null;
  xmin?: string;
}

export interface RankedCandidate {
  id: number;
  score: number;
  dispo: string;
  /** The availability was confirmed within the last 30 days (DECISIONS §6.2): first at equal score. */
  confirmed: boolean;
}

/** A skill's candidates, as slots (below); slots of removed candidates stay until the next compaction. */
interface Posting {
  slots: Int32Array;
  length: number;
}

const DAY_MS = 86_400_000;
/** Rows read per statement when the index is built. */
const BUILD_BATCH = 5000;
/** key = day · 2^26 + id, the SQL's tie-break order (earliest availability, then id) in one number. */
const ID_SPAN = 2 ** 26;
/** Added to the key of an unconfirmed availability, to rank it after every confirmed one: keys stay below 2^43 (until the year 2400), the sum exact in a double. */
const UNCONFIRMED = 2 ** 44;
const dayOf = (iso: string) => Math.floor(Date.parse(`${iso.slice(0, 10)}T00:00:00Z`) / DAY_MS);
const isoOf = (key: number) => new Date(Math.floor(key / ID_SPAN) * DAY_MS).toISOString().slice(0, 10);
/** dispo_confirmee_le as epoch milliseconds, as the rows are read. */
const CONFIRMED_MS = sql.raw(`(extract(epoch from c.dispo_confirmee_le) * 1000)::float8`);
const LEVELS = new Map<string, number>(NIV_EXPS.map((level, i) => [level, i + 1]));
/** The trigger's notification of a committed write to what the index reads (migration 0019). */
export const CANDIDATES_CHANNEL = 'passerelle_candidates';
const DONE = Promise.resolve();

function grown<T extends Int32Array | Float64Array | Uint8Array>(array: T, size: number): T {
  if (size <= array.length) return array;
  const next = new (array.constructor as new (n: number) => T)(Math.max(size, array.length * 2));
  next.set(array);
  return next;
}

/**
 * The storage is a few typed arrays and one id map (under 100 bytes a candidate, no object per candidate): each indexed
 * candidate has a slot, with its id, its tie-break key and its level; a skill's posting lists slots. A
 * change gives the candidate a new slot and leaves the old one dead; dead slots are squeezed out when
 * they reach a quarter of all.
 */
export class MatchIndex {
  private slotOf = new Map<number, number>();
  private ids = new Int32Array(1024);
  private keys = new Float64Array(1024);
  private levels = new Uint8Array(1024);
  /** When each slot's candidate last confirmed the availability (epoch ms). */
  private confirmedAt = new Float64Array(1024);
  private alive = new Uint8Array(1024);
  private slotCount = 0;
  private readonly postings = new Map<string, Posting>();
  // Scratch of one search (synchronous, so never shared): skills found per slot, the slots touched.
  private hits = new Uint8Array(1024);
  private touched = new Int32Array(1024);
  /** The xmin of the snapshot the index was last brought up to date with; null before the first build. */
  private xmin: string | null = null;
  private current: Promise<void> | null = null;
  private next: Promise<void> | null = null;
  private rebuildWanted = false;
  /** Embedded engine: notifications of committed writes heard so far; the LISTEN, once in place. */
  private changes = 0;
  private watching: Promise<boolean> | null = null;
  /** `changes` when the last successful read began, if notifications were heard then; else null. */
  private readAt: number | null = null;
  /** Catch-up reads and rebuilds run so far (tests, logs). */
  reads = 0;

  constructor(
    private readonly db: Db,
    private readonly batch = BUILD_BATCH,
  ) {}

  /** How many active candidates the index holds. */
  get size(): number {
    return this.slotOf.size;
  }

  /** True once built: until then the search asks SQL, so that no search waits for the build. */
  get ready(): boolean {
    return this.xmin !== null && !this.rebuildWanted;
  }

  /** Builds the index in the background (the server's start); a failure is retried by the next sync. */
  warm(onError: (err: unknown) => void): void {
    this.sync().catch(onError);
  }

  /**
   * Brings the index up to date: the whole table the first time, then the rows written since. The read
   * always starts after the call: a caller arriving while a read is under way waits for the next one,
   * which it shares with the others arriving meanwhile.
   */
  sync(): Promise<void> {
    // Nothing committed since the last read began: that read's snapshot holds every committed write.
    if (this.readAt !== null && this.readAt === this.changes && this.ready) return DONE;
    if (!this.current) {
      this.current = this.readChanges().finally(() => {
        this.current = null;
      });
      return this.current;
    }
    this.next ??= this.current
      .catch(() => undefined)
      .then(() => {
        this.next = null;
        return this.sync();
      });
    return this.next;
  }

  /** A candidate named by the index is gone from the table (never in normal use): rebuild from scratch. */
  forgetAndRebuild(ids: readonly number[]): void {
    for (const id of ids) this.remove(id);
    this.rebuildWanted = true;
    this.readAt = null;
  }

  /** True once the index hears of every committed write (the embedded engine's LISTEN); false on PostgreSQL. */
  private watched(): Promise<boolean> {
    this.watching ??= (async () => {
      const client = (this.db as { $client?: unknown }).$client;
      if (!(client instanceof PGlite)) return false;
      await client.listen(CANDIDATES_CHANNEL, () => {
        this.changes += 1;
      });
      return true;
    })().catch(() => {
      this.watching = null;
      return false;
    });
    return this.watching;
  }

  private async readChanges(): Promise<void> {
    const watched = await this.watched();
    // Counted before the read's snapshot: a write notified after this count is read again by the next sync.
    const at = this.changes;
    this.reads += 1;
    if (this.xmin === null || this.rebuildWanted) await this.rebuild();
    else await this.readSince(this.xmin);
    this.readAt = watched ? at : null;
  }

  private async readSince(xmin: string): Promise<void> {
    // One statement, so one snapshot: the rows written since the last look, and the next xmin. Prepared
    // (parsed once per connection): on PostgreSQL every search runs it.
    const rows = await queryPreparedRows<CandidateRow>(
      this.db,
      sql`WITH snap AS (SELECT pg_snapshot_xmin(pg_current_snapshot())::text AS xmin)
          SELECT c.id, c.active, c.skills_norm AS skills, c.niv_exp, c.dispo::text AS dispo, ${CONFIRMED_MS} AS confirmed_ms, snap.xmin
            FROM snap LEFT JOIN ${candidates} c ON c.match_xid >= ${xmin}::xid8`,
    );
    for (const row of rows) if (row.id !== null) this.put(row);
    this.xmin = rows[0]?.xmin ?? this.xmin;
  }

  /**
   * Reads every active candidate, by id, a few thousand at a time (a small transient heap at any scale).
   * The xmin is taken first: a write by a transaction below it was committed before the first read and
   * is in it; any later one is stamped at or above it and read again by the next sync.
   */
  private async rebuild(): Promise<void> {
    const [snap] = await queryRows<{ xmin: string }>(this.db, sql`SELECT pg_snapshot_xmin(pg_current_snapshot())::text AS xmin`);
    this.clear();
    this.rebuildWanted = false;
    for (let after = 0; ; ) {
      const rows = await queryRows<CandidateRow>(
        this.db,
        sql`SELECT c.id, c.active, c.skills_norm AS skills, c.niv_exp, c.dispo::text AS dispo, ${CONFIRMED_MS} AS confirmed_ms FROM ${candidates} c
             WHERE c.active AND c.id > ${after} ORDER BY c.id LIMIT ${this.batch}`,
      );
      for (const row of rows) this.put(row);
      if (rows.length < this.batch) break;
      after = (rows[rows.length - 1] as CandidateRow).id as number;
    }
    this.xmin = snap?.xmin ?? null;
  }

  /** Replaces what the index holds of a candidate by this row (nothing when inactive). */
  private put(row: CandidateRow): void {
    if (row.id === null) return;
    this.remove(row.id);
    if (row.active && row.skills && row.niv_exp && row.dispo)
      this.add(row.id, row.skills, row.niv_exp, row.dispo, Number(row.confirmed_ms ?? 0));
  }

  private clear(): void {
    this.slotOf = new Map();
    this.postings.clear();
    this.slotCount = 0;
  }

  private add(id: number, skills: readonly string[], nivExp: string, dispo: string, confirmedMs: number): void {
    const slot = this.slotCount++;
    if (slot >= this.ids.length) {
      this.ids = grown(this.ids, slot + 1);
      this.keys = grown(this.keys, slot + 1);
      this.levels = grown(this.levels, slot + 1);
      this.confirmedAt = grown(this.confirmedAt, slot + 1);
      this.alive = grown(this.alive, slot + 1);
      this.hits = grown(this.hits, slot + 1);
    }
    this.ids[slot] = id;
    this.keys[slot] = dayOf(dispo) * ID_SPAN + id;
    this.levels[slot] = LEVELS.get(nivExp) ?? 0;
    this.confirmedAt[slot] = confirmedMs;
    this.alive[slot] = 1;
    this.slotOf.set(id, slot);
    for (const skill of new Set(skills)) {
      let posting = this.postings.get(skill);
      if (!posting) {
        posting = { slots: new Int32Array(4), length: 0 };
        this.postings.set(skill, posting);
      }
      posting.slots = grown(posting.slots, posting.length + 1);
      posting.slots[posting.length++] = slot;
    }
  }

  private remove(id: number): void {
    const slot = this.slotOf.get(id);
    if (slot === undefined) return;
    this.slotOf.delete(id);
    this.alive[slot] = 0;
    if (this.slotCount - this.slotOf.size > Math.max(1024, this.slotCount / 4)) this.compact();
  }

  /** Squeezes the dead slots out: live slots renumbered in order, postings filtered and renumbered. */
  private compact(): void {
    const renumbered = new Int32Array(this.slotCount).fill(-1);
    let live = 0;
    for (let slot = 0; slot < this.slotCount; slot++) {
      if (!this.alive[slot]) continue;
      renumbered[slot] = live;
      this.ids[live] = this.ids[slot] as number;
      this.keys[live] = this.keys[slot] as number;
      this.levels[live] = this.levels[slot] as number;
      this.confirmedAt[live] = this.confirmedAt[slot] as number;
      this.alive[live] = 1;
      this.slotOf.set(this.ids[live] as number, live);
      live++;
    }
    this.alive.fill(0, live, this.slotCount);
    this.slotCount = live;
    for (const [skill, posting] of this.postings) {
      let kept = 0;
      for (let i = 0; i < posting.length; i++) {
        const slot = renumbered[posting.slots[i] as number] as number;
        if (slot >= 0) posting.slots[kept++] = slot;
      }
      posting.length = kept;
      if (kept === 0) this.postings.delete(skill);
    }
  }

  /**
   * The candidates with at least one of the skills, scored as DECISIONS §3 says (the integer formula of
   * matching.repository.ts), in the SQL's order (score, then a confirmed availability first, then the
   * earliest availability, then id): the total and the page. `confirmedSince` (epoch ms) is the instant
   * after which a confirmation counts (30 days before the search); `criteria.confirmedOnly` keeps those only.
   */
  search(criteria: SearchCriteria, page: { limit: number; offset: number }): { total: number; page: RankedCandidate[] } {
    const skills = [...new Set(criteria.skills)];
    const n = skills.length;
    const { hits, alive, confirmedAt } = this;
    const since = criteria.confirmedSince;
    const only = criteria.confirmedOnly;
    this.touched = grown(this.touched, this.slotCount);
    const touched = this.touched;
    let total = 0;
    for (const skill of skills) {
      const posting = this.postings.get(skill);
      if (!posting) continue;
      for (let i = 0; i < posting.length; i++) {
        const slot = posting.slots[i] as number;
        if (!alive[slot]) continue;
        if (only && (confirmedAt[slot] as number) < since) continue;
        if (hits[slot] === 0) touched[total++] = slot;
        hits[slot] = (hits[slot] as number) + 1;
      }
    }
    const level = criteria.nivExp ? (LEVELS.get(criteria.nivExp) ?? -1) : null;
    // Available on or before the date: a key below the first key of the next day.
    const keyLimit = criteria.dateDispo ? (dayOf(criteria.dateDispo) + 1) * ID_SPAN : null;
    const scores = new Uint8Array(total);
    const perScore = new Int32Array(101);
    const { keys, levels } = this;
    for (let i = 0; i < total; i++) {
      const slot = touched[i] as number;
      const c1 = level === null || levels[slot] === level ? 1 : 0;
      const c3 = keyLimit === null || (keys[slot] as number) < keyLimit ? 1 : 0;
      const x =
        MATCH_WEIGHTS.experience * n * c1 + MATCH_WEIGHTS.skills * (hits[slot] as number) + MATCH_WEIGHTS.availability * n * c3;
      const score = Math.floor((2 * x + n) / (2 * n));
      hits[slot] = 0;
      scores[i] = score;
      perScore[score] = (perScore[score] as number) + 1;
    }
    // The lowest score the page reaches: every better score is taken whole, this one in part.
    const wanted = Math.min(page.offset + page.limit, total);
    let boundary = 100;
    let taken = 0;
    for (; boundary > 0 && taken + (perScore[boundary] as number) < wanted; boundary--) taken += perScore[boundary] as number;
    // The tie-break as one number (issue 20: one comparison instead of two closures): a confirmed availability
    // first, then the key (earliest availability, then id).
    const rankOf = (i: number) => {
      const slot = touched[i] as number;
      return ((confirmedAt[slot] as number) >= since ? 0 : UNCONFIRMED) + (keys[slot] as number);
    };
    const better: number[] = [];
    const boundaryTaken = bestOfBoundary(wanted - taken);
    for (let i = 0; i < total; i++) {
      const score = scores[i] as number;
      if (score > boundary) better.push(i);
      else if (score === boundary) boundaryTaken.offer(i, rankOf(i));
    }
    better.sort((a, b) => (scores[b] as number) - (scores[a] as number) || rankOf(a) - rankOf(b));
    const ordered = better.concat(boundaryTaken.items());
    return {
      total,
      page: ordered.slice(page.offset, wanted).map((i) => {
        const slot = touched[i] as number;
        return {
          id: this.ids[slot] as number,
          score: scores[i] as number,
          dispo: isoOf(keys[slot] as number),
          confirmed: (confirmedAt[slot] as number) >= since,
        };
      }),
    };
  }
}

/**
 * The `count` items of lowest rank, in order, offered one by one: kept sorted as they come when the count is
 * a page's (no list of tens of thousands of ties built for ten rows), else gathered and sorted at the end.
 */
function bestOfBoundary(count: number): { offer(item: number, rank: number): void; items(): number[] } {
  const items: number[] = [];
  const ranks: number[] = [];
  if (count <= 0) return { offer: () => undefined, items: () => items };
  if (count > 64) {
    return {
      offer: (item, rank) => {
        items.push(item);
        ranks.push(rank);
      },
      items: () =>
        items
          .map((_, i) => i)
          .sort((a, b) => (ranks[a] as number) - (ranks[b] as number))
          .slice(0, count)
          .map((i) => items[i] as number),
    };
  }
  return {
    offer: (item, rank) => {
      if (items.length === count && rank >= (ranks[count - 1] as number)) return;
      let i = items.length < count ? items.length : count - 1;
      while (i > 0 && (ranks[i - 1] as number) > rank) {
        items[i] = items[i - 1] as number;
        ranks[i] = ranks[i - 1] as number;
        i -= 1;
      }
      items[i] = item;
      ranks[i] = rank;
    },
    items: () => items,
  };
}
