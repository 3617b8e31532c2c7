import { MATCH_WEIGHTS, NIV_EXPS } from '@passerelle/shared';
import type { SearchCriteria } from './matching.repository.js';

/**
 * What the candidate index holds and how it ranks (issue 10; match-index.ts keeps it up to date): computation
 * on typed arrays only, no database, so that it runs in a worker thread (match-index-worker.ts) as well as in
 * the server's thread.
 */

/** A candidate as the index reads it (match-index.ts' statements). */
export interface CandidateRow {
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

/** A ranked page and the count of candidates found. */
export interface SearchAnswer {
  total: number;
  page: RankedCandidate[];
}

/**
 * What the index asks of its store, in order: a build (`build`, rows put, `built`: laid out at its end), the rows
 * written since the last read (`put`), candidates found gone (`forget`), a search.
 */
export type StoreOp =
  | { op: 'build' }
  | { op: 'built' }
  | { op: 'put'; rows: CandidateRow[] }
  | { op: 'forget'; ids: readonly number[] }
  | { op: 'search'; criteria: SearchCriteria; page: { limit: number; offset: number } };

/** A skill's candidates, as slots (below), ascending once laid out; slots of removed candidates stay until the next layout. */
interface Posting {
  slots: Int32Array;
  length: number;
}

const DAY_MS = 86_400_000;
/** key = day · 2^26 + id, the SQL's tie-break order (earliest availability, then id) in one number. */
const ID_SPAN = 2 ** 26;
const dayOf = (iso: string) => Math.floor(Date.parse(`${iso.slice(0, 10)}T00:00:00Z`) / DAY_MS);
const isoOf = (key: number) => new Date(Math.floor(key / ID_SPAN) * DAY_MS).toISOString().slice(0, 10);
const LEVELS = new Map<string, number>(NIV_EXPS.map((level, i) => [level, i + 1]));
/** A dead slot's count of skills found: below any count. */
const DEAD = -1;

function grown<T extends Int32Array | Float64Array | Uint8Array | Int8Array>(array: T, size: number): T {
  if (size <= array.length) return array;
  const next = new (array.constructor as new (n: number) => T)(Math.max(size, array.length * 2));
  next.set(array);
  return next;
}

/**
 * The storage is a few typed arrays and one id map (about 100 bytes a candidate, no object per candidate): each indexed
 * candidate has a slot, with its id, its tie-break key and its level; a skill's posting lists slots. A
 * change gives the candidate a new slot at the end and leaves the old one dead.
 *
 * The slots are laid out in tie-break order (ascending `keys`: earliest availability, then id), so that a
 * search reads its page in that order by walking the slots (issue 20: sorting the ties of a popular skill was
 * most of a search). Slots added since the last layout (the tail) are kept in key order apart, in
 * `tailOrder`. The slots are laid out again after a build, and when the dead slots or the tail reach a
 * quarter of all.
 */
export class CandidateStore {
  private slotOf = new Map<number, number>();
  private ids = new Int32Array(1024);
  private keys = new Float64Array(1024);
  /** day · 16 + level (LEVELS, 0 when unknown): what a score reads of a slot, in one number. */
  private meta = new Int32Array(1024);
  /** When each slot's candidate last confirmed the availability (epoch ms). */
  private confirmedAt = new Float64Array(1024);
  private slotCount = 0;
  private readonly postings = new Map<string, Posting>();
  /** Slots below it are in key order; the others are the tail. */
  private laidOut = 0;
  /** The tail's slots in key order, and those added since it was last put in order. */
  private tailOrder = new Int32Array(1024);
  private tailLength = 0;
  private unordered: number[] = [];
  /** While a build adds every row: the layout waits for its end. */
  private building = false;
  /**
   * Skills found per slot by the search under way (synchronous, so never shared), 0 between searches; DEAD for
   * the slot of a removed or changed candidate, until the next layout.
   */
  private hits = new Int8Array(1024);
  // Scratch of one search: each found slot's bucket, the slots found.
  private bucketOf = new Uint8Array(1024);
  private touched = new Int32Array(1024);
  /** Layouts run so far (tests). */
  layouts = 0;

  /** How many active candidates the index holds. */
  get size(): number {
    return this.slotOf.size;
  }

  /** Applies an operation of the index (match-index.ts), in the order they were sent: a search's answer, else null. */
  apply(op: StoreOp): SearchAnswer | null {
    switch (op.op) {
      case 'build':
        this.clear();
        this.building = true;
        return null;
      case 'built':
        this.building = false;
        this.layOut();
        return null;
      case 'put':
        for (const row of op.rows) this.put(row);
        return null;
      case 'forget':
        for (const id of op.ids) this.remove(id);
        return null;
      case 'search':
        return this.search(op.criteria, op.page);
    }
  }

  /** Replaces what the index holds of a candidate by this row (nothing when inactive). */
  private put(row: CandidateRow): void {
    if (row.id === null) return;
    this.remove(row.id);
    if (row.active && row.skills && row.niv_exp && row.dispo)
      this.add(row.id, row.skills, row.niv_exp, row.dispo, Number(row.confirmed_ms ?? 0));
    const quarter = Math.max(1024, this.slotCount / 4);
    if (!this.building && (this.slotCount - this.slotOf.size > quarter || this.slotCount - this.laidOut > quarter)) this.layOut();
  }

  private clear(): void {
    this.slotOf = new Map();
    this.postings.clear();
    this.slotCount = 0;
    this.laidOut = 0;
    this.tailLength = 0;
    this.unordered = [];
  }

  private add(id: number, skills: readonly string[], nivExp: string, dispo: string, confirmedMs: number): void {
    const slot = this.slotCount++;
    if (slot >= this.ids.length) {
      this.ids = grown(this.ids, slot + 1);
      this.keys = grown(this.keys, slot + 1);
      this.meta = grown(this.meta, slot + 1);
      this.confirmedAt = grown(this.confirmedAt, slot + 1);
      this.hits = grown(this.hits, slot + 1);
      this.bucketOf = grown(this.bucketOf, slot + 1);
    }
    this.unordered.push(slot);
    this.ids[slot] = id;
    this.keys[slot] = dayOf(dispo) * ID_SPAN + id;
    this.meta[slot] = dayOf(dispo) * 16 + (LEVELS.get(nivExp) ?? 0);
    this.confirmedAt[slot] = confirmedMs;
    this.hits[slot] = 0;
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
    this.hits[slot] = DEAD;
  }

  /**
   * Lays the live slots out again in key order, the dead ones squeezed out: every array permuted, the
   * postings renumbered and sorted, the tail empty.
   */
  private layOut(): void {
    this.layouts += 1;
    const keys = this.keys;
    const live = new Int32Array(this.slotOf.size);
    let count = 0;
    for (let slot = 0; slot < this.slotCount; slot++) if ((this.hits[slot] as number) !== DEAD) live[count++] = slot;
    live.sort((a, b) => (keys[a] as number) - (keys[b] as number));
    const renumbered = new Int32Array(this.slotCount).fill(-1);
    for (let i = 0; i < count; i++) renumbered[live[i] as number] = i;
    const permuted = <T extends Int32Array | Float64Array | Uint8Array | Int8Array>(array: T): T => {
      const next = new (array.constructor as new (n: number) => T)(array.length);
      for (let i = 0; i < count; i++) next[i] = array[live[i] as number] as number;
      return next;
    };
    this.ids = permuted(this.ids);
    this.keys = permuted(this.keys);
    this.meta = permuted(this.meta);
    this.hits = new Int8Array(this.hits.length);
    this.confirmedAt = permuted(this.confirmedAt);
    for (let i = 0; i < count; i++) this.slotOf.set(this.ids[i] as number, i);
    this.slotCount = count;
    this.laidOut = count;
    this.tailLength = 0;
    this.unordered = [];
    for (const [skill, posting] of this.postings) {
      let kept = 0;
      for (let i = 0; i < posting.length; i++) {
        const slot = renumbered[posting.slots[i] as number] as number;
        if (slot >= 0) posting.slots[kept++] = slot;
      }
      posting.length = kept;
      if (kept === 0) this.postings.delete(skill);
      else posting.slots.subarray(0, kept).sort();
    }
  }

  /**
   * Puts the tail's slots added since the last search into its order: one by one (a binary search and a
   * shift) when they are few, as after a catch-up read; else the whole tail sorted again.
   */
  private settleTail(): void {
    const added = this.unordered;
    if (added.length === 0) return;
    this.unordered = [];
    const keys = this.keys;
    this.tailOrder = grown(this.tailOrder, this.tailLength + added.length);
    const order = this.tailOrder;
    if (added.length > 64) {
      for (const slot of added) order[this.tailLength++] = slot;
      order.subarray(0, this.tailLength).sort((a, b) => (keys[a] as number) - (keys[b] as number));
      return;
    }
    for (const slot of added) {
      const key = keys[slot] as number;
      let low = 0;
      let high = this.tailLength;
      while (low < high) {
        const mid = (low + high) >>> 1;
        if ((keys[order[mid] as number] as number) < key) low = mid + 1;
        else high = mid;
      }
      order.copyWithin(low + 1, low, this.tailLength);
      order[low] = slot;
      this.tailLength++;
    }
  }

  /** The arrays a search reads, for the search's loops below. */
  private storage(): Storage {
    const { hits, touched, meta, keys, confirmedAt, bucketOf, laidOut, tailOrder, tailLength } = this;
    return { hits, touched, meta, keys, confirmedAt, bucketOf, laidOut, tailOrder, tailLength };
  }

  /**
   * The candidates with at least one of the skills, scored as DECISIONS §3 says (the integer formula of
   * matching.repository.ts), in the SQL's order (score, then a confirmed availability first, then the
   * earliest availability, then id): the total and the page. `confirmedSince` (epoch ms) is the instant
   * after which a confirmation counts (30 days before the search); `criteria.confirmedOnly` keeps those only.
   */
  search(criteria: SearchCriteria, page: { limit: number; offset: number }): SearchAnswer {
    const skills = [...new Set(criteria.skills)];
    const n = skills.length;
    const { hits, bucketOf, keys, slotCount } = this;
    const since = criteria.confirmedSince;
    this.touched = grown(this.touched, slotCount);
    this.settleTail();
    const storage = this.storage();
    let total = 0;
    for (const skill of skills) {
      const posting = this.postings.get(skill);
      if (posting) total = countHits(posting, storage, total, criteria.confirmedOnly ? since : null);
    }
    // Each match's bucket: its score and whether its availability is confirmed (2·score + 1 when it is). The
    // rank order is the buckets from the highest down, each in key order: with each bucket's first rank, the
    // page is read off the slots in key order, no sort.
    const firstRank = new Int32Array(202);
    bucketize(storage, total, {
      n,
      // 0 for any level; an unknown one (never sent: the schema refuses it) matches no stored level.
      level: criteria.nivExp ? (LEVELS.get(criteria.nivExp) ?? 255) : 0,
      // Available on or before the date: a day before the next one.
      dayLimit: criteria.dateDispo ? dayOf(criteria.dateDispo) + 1 : 2 ** 27,
      since,
      firstRank,
    });
    for (let bucket = 201, rank = 0; bucket >= 0; bucket--) {
      const count = firstRank[bucket] as number;
      firstRank[bucket] = rank;
      rank += count;
    }
    const wanted = Math.min(page.offset + page.limit, total);
    const slots = new Int32Array(Math.max(0, wanted - page.offset));
    if (slots.length > 0) readPage(storage, firstRank, page.offset, slots);
    for (let i = 0; i < total; i++) hits[this.touched[i] as number] = 0;
    return {
      total,
      page: Array.from(slots, (slot) => ({
        id: this.ids[slot] as number,
        score: (bucketOf[slot] as number) >> 1,
        dispo: isoOf(keys[slot] as number),
        confirmed: ((bucketOf[slot] as number) & 1) === 1,
      })),
    };
  }
}

// The search's loops, each a small function of typed arrays.

/**
 * Counts a posting's live slots (confirmed at or after `since` when given) in `hits`, the slots newly found
 * listed in `touched` after the `total` found before: the new total. A dead slot's count is DEAD: no other
 * array is read for the slots of a plain search (issue 20: each array read at random costs a cache miss).
 */
function countHits(
  { slots, length }: Posting,
  { hits, touched, confirmedAt }: Storage,
  total: number,
  since: number | null,
): number {
  let found = total;
  if (since === null) {
    for (let i = 0; i < length; i++) {
      const slot = slots[i] as number;
      const count = hits[slot] as number;
      if (count < 0) continue;
      touched[found] = slot;
      // 1 when the slot is new to this search: -count >>> 31 is 1 for a count above 0.
      found += (-count >>> 31) ^ 1;
      hits[slot] = count + 1;
    }
    return found;
  }
  for (let i = 0; i < length; i++) {
    const slot = slots[i] as number;
    const count = hits[slot] as number;
    if (count < 0 || (confirmedAt[slot] as number) < since) continue;
    touched[found] = slot;
    found += (-count >>> 31) ^ 1;
    hits[slot] = count + 1;
  }
  return found;
}

interface Storage {
  hits: Int8Array;
  touched: Int32Array;
  meta: Int32Array;
  keys: Float64Array;
  confirmedAt: Float64Array;
  bucketOf: Uint8Array;
  laidOut: number;
  tailOrder: Int32Array;
  tailLength: number;
}

interface Buckets {
  /** Skills searched. */
  n: number;
  /** The level searched (LEVELS), 0 for any. */
  level: number;
  /** Days below it are available on the date searched. */
  dayLimit: number;
  since: number;
  /** Out: matches per bucket. */
  firstRank: Int32Array;
}

/** Each found slot's bucket, in `bucketOf`, and the count of each bucket; the score from a table by level met, date met and skills found. */
function bucketize(index: Storage, total: number, { n, level, dayLimit, since, firstRank }: Buckets): void {
  const width = n + 1;
  const scoreOf = new Uint8Array(4 * width);
  for (let c1 = 0; c1 < 2; c1++)
    for (let c3 = 0; c3 < 2; c3++)
      for (let found = 0; found <= n; found++) {
        const x = MATCH_WEIGHTS.experience * n * c1 + MATCH_WEIGHTS.skills * found + MATCH_WEIGHTS.availability * n * c3;
        scoreOf[(2 * c1 + c3) * width + found] = Math.floor((2 * x + n) / (2 * n));
      }
  const { touched, hits, meta, confirmedAt, bucketOf } = index;
  const anyLevel = level === 0 ? 1 : 0;
  // Without a branch per slot (issue 20: mispredicted branches were most of this loop's time); x >>> 31 is 1
  // for a negative x, so ((a ^ b) - 1) >>> 31 is a === b.
  for (let i = 0; i < total; i++) {
    const slot = touched[i] as number;
    const data = meta[slot] as number;
    const c1 = anyLevel | ((((data & 15) ^ level) - 1) >>> 31);
    const c3 = ((data >> 4) - dayLimit) >>> 31;
    const bucket =
      2 * (scoreOf[(2 * c1 + c3) * width + (hits[slot] as number)] as number) + +((confirmedAt[slot] as number) >= since);
    bucketOf[slot] = bucket;
    firstRank[bucket] = (firstRank[bucket] as number) + 1;
  }
}

/**
 * The page's slots, into `slots`: the found slots walked in key order (the laid-out ones and the tail, merged),
 * each taking its bucket's next rank, until the page is full.
 */
function readPage(index: Storage, firstRank: Int32Array, offset: number, slots: Int32Array): void {
  const { hits, keys, bucketOf, laidOut, tailOrder, tailLength } = index;
  const end = offset + slots.length;
  for (let main = 0, tail = 0, filled = 0; filled < slots.length; ) {
    while (main < laidOut && (hits[main] as number) <= 0) main++;
    while (tail < tailLength && (hits[tailOrder[tail] as number] as number) <= 0) tail++;
    let slot: number;
    if (main < laidOut && (tail === tailLength || (keys[main] as number) < (keys[tailOrder[tail] as number] as number)))
      slot = main++;
    else if (tail < tailLength) slot = tailOrder[tail++] as number;
    else break;
    const bucket = bucketOf[slot] as number;
    const rank = firstRank[bucket] as number;
    firstRank[bucket] = rank + 1;
    if (rank >= offset && rank < end) {
      slots[rank - offset] = slot;
      filled++;
    }
  }
}
