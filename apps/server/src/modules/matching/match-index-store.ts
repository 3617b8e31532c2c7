import { levelRank, PLUS_UNITS, REQUIRED_UNITS } from '@passerelle/shared';
import { BUCKETS, bucketize, countHits, DEAD, type Posting, readPage, type Storage } from './match-index-search.js';
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
  /** Its skills for matching (match_skills: its skills and its experiences' technologies), sorted. */
  skills: string[] | null;
  /** Months of experience with each of `skills`, position by position (skill_months). */
  months: number[] | null;
  /** The published average review × 10 (note_rang). */
  note: number | null;
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
  /** Then months of experience with the searched skills, then the review × 10 (DECISIONS §6.8). */
  months: number;
  note: number;
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

const DAY_MS = 86_400_000;
/** key = day · 2^26 + id, the SQL's tie-break order (earliest availability, then id) in one number. */
const ID_SPAN = 2 ** 26;
const dayOf = (iso: string) => Math.floor(Date.parse(`${iso.slice(0, 10)}T00:00:00Z`) / DAY_MS);
const isoOf = (key: number) => new Date(Math.floor(key / ID_SPAN) * DAY_MS).toISOString().slice(0, 10);

function grown<T extends Int32Array | Float64Array | Uint8Array | Int16Array>(array: T, size: number): T {
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
  /** day · 16 + level rank (0 when unknown): what a score reads of a slot, in one number. */
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
  private hits = new Int16Array(1024);
  /** The review × 10 of each slot's candidate (a tie-break). */
  private notes = new Uint8Array(1024);
  /**
   * Months of experience per skill, for the tie-break: slot i's entries are pool[monthsStart[i] … + monthsLength[i]]
   * (skill ids, `skillIds`, and months, side by side). Entries of removed slots stay until the next layout.
   */
  private monthsStart = new Int32Array(1024);
  private monthsLength = new Int32Array(1024);
  private poolSkills = new Int32Array(1024);
  private poolMonths = new Int32Array(1024);
  private poolLength = 0;
  private readonly skillIds = new Map<string, number>();
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
      this.add(row.id, row, row.skills, row.niv_exp, row.dispo, Number(row.confirmed_ms ?? 0));
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
    this.poolLength = 0;
  }

  private skillId(skill: string): number {
    let id = this.skillIds.get(skill);
    if (id === undefined) {
      id = this.skillIds.size;
      this.skillIds.set(skill, id);
    }
    return id;
  }

  private add(
    id: number,
    row: CandidateRow,
    skills: readonly string[],
    nivExp: string,
    dispo: string,
    confirmedMs: number,
  ): void {
    const slot = this.slotCount++;
    if (slot >= this.ids.length) {
      this.ids = grown(this.ids, slot + 1);
      this.keys = grown(this.keys, slot + 1);
      this.meta = grown(this.meta, slot + 1);
      this.confirmedAt = grown(this.confirmedAt, slot + 1);
      this.hits = grown(this.hits, slot + 1);
      this.bucketOf = grown(this.bucketOf, slot + 1);
      this.notes = grown(this.notes, slot + 1);
      this.monthsStart = grown(this.monthsStart, slot + 1);
      this.monthsLength = grown(this.monthsLength, slot + 1);
    }
    this.unordered.push(slot);
    this.ids[slot] = id;
    this.keys[slot] = dayOf(dispo) * ID_SPAN + id;
    this.meta[slot] = dayOf(dispo) * 16 + levelRank(nivExp);
    this.confirmedAt[slot] = confirmedMs;
    this.hits[slot] = 0;
    this.notes[slot] = Math.max(0, Math.min(255, Number(row.note ?? 0)));
    this.monthsStart[slot] = this.poolLength;
    const months = row.months ?? [];
    skills.forEach((skill, i) => {
      const m = Number(months[i] ?? 0);
      if (m > 0) this.pushMonths(this.skillId(skill), m);
    });
    this.monthsLength[slot] = this.poolLength - (this.monthsStart[slot] as number);
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

  private pushMonths(skill: number, months: number): void {
    this.poolSkills = grown(this.poolSkills, this.poolLength + 1);
    this.poolMonths = grown(this.poolMonths, this.poolLength + 1);
    this.poolSkills[this.poolLength] = skill;
    this.poolMonths[this.poolLength++] = months;
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
    const permuted = <T extends Int32Array | Float64Array | Uint8Array | Int16Array>(array: T): T => {
      const next = new (array.constructor as new (n: number) => T)(array.length);
      for (let i = 0; i < count; i++) next[i] = array[live[i] as number] as number;
      return next;
    };
    this.ids = permuted(this.ids);
    this.keys = permuted(this.keys);
    this.meta = permuted(this.meta);
    this.hits = new Int16Array(this.hits.length);
    this.confirmedAt = permuted(this.confirmedAt);
    this.notes = permuted(this.notes);
    // The months' pool again, live slots only, in their new order.
    const [starts, lengths, skillsOf, monthsOf] = [this.monthsStart, this.monthsLength, this.poolSkills, this.poolMonths];
    this.monthsStart = new Int32Array(starts.length);
    this.monthsLength = new Int32Array(lengths.length);
    this.poolSkills = new Int32Array(Math.max(1024, this.poolLength));
    this.poolMonths = new Int32Array(Math.max(1024, this.poolLength));
    this.poolLength = 0;
    for (let i = 0; i < count; i++) {
      const from = starts[live[i] as number] as number;
      const length = lengths[live[i] as number] as number;
      this.monthsStart[i] = this.poolLength;
      this.monthsLength[i] = length;
      for (let j = from; j < from + length; j++) this.pushMonths(skillsOf[j] as number, monthsOf[j] as number);
    }
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

  /** Months of experience of a slot's candidate with the skills flagged in `searched` (skill ids). */
  private monthsWith(slot: number, searched: Uint8Array): number {
    const from = this.monthsStart[slot] as number;
    const to = from + (this.monthsLength[slot] as number);
    let months = 0;
    for (let j = from; j < to; j++) if (searched[this.poolSkills[j] as number] === 1) months += this.poolMonths[j] as number;
    return months;
  }

  /**
   * The candidates with at least one of the skills (required or nice-to-have), scored as DECISIONS §6.8 says
   * (the shared reference's integers, as matching.repository.ts), in the SQL's order (score, a confirmed
   * availability first, more months with the searched skills, better review, earliest availability, id): the
   * total and the page. `confirmedSince` (epoch ms) is the instant after which a confirmation counts (30 days
   * before the search); `criteria.confirmedOnly` keeps those only.
   */
  search(criteria: SearchCriteria, page: { limit: number; offset: number }): SearchAnswer {
    const required = [...new Set(criteria.skills)];
    const plus = [...new Set(criteria.plus ?? [])].filter((s) => !required.includes(s));
    const units = REQUIRED_UNITS * required.length + PLUS_UNITS * plus.length;
    const { hits, bucketOf, keys, slotCount } = this;
    const since = criteria.confirmedSince;
    this.touched = grown(this.touched, slotCount);
    this.settleTail();
    const storage = this.storage();
    let total = 0;
    const searched = new Uint8Array(this.skillIds.size);
    for (const [skills, weight] of [
      [required, REQUIRED_UNITS],
      [plus, PLUS_UNITS],
    ] as const) {
      for (const skill of skills) {
        const id = this.skillIds.get(skill);
        if (id !== undefined) searched[id] = 1;
        const posting = this.postings.get(skill);
        if (posting) total = countHits(posting, storage, total, criteria.confirmedOnly ? since : null, weight);
      }
    }
    const counts = new Int32Array(BUCKETS);
    bucketize(storage, total, {
      units,
      level: criteria.nivExp ? levelRank(criteria.nivExp) : 0,
      day: criteria.dateDispo ? dayOf(criteria.dateDispo) : null,
      since,
      counts,
    });
    const tie = (slot: number) => this.monthsWith(slot, searched) * 256 + (this.notes[slot] as number);
    const slots = total > page.offset ? readPage(storage, counts, page, tie) : [];
    for (let i = 0; i < total; i++) hits[this.touched[i] as number] = 0;
    return {
      total,
      page: slots.map((slot) => ({
        id: this.ids[slot] as number,
        score: (bucketOf[slot] as number) >> 1,
        dispo: isoOf(keys[slot] as number),
        confirmed: ((bucketOf[slot] as number) & 1) === 1,
        months: this.monthsWith(slot, searched),
        note: this.notes[slot] as number,
      })),
    };
  }
}
