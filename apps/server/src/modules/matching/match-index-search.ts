import { gradedScore, MATCH_LATE_DAYS, MATCH_OVERQUALIFIED_C1 } from '@passerelle/shared';

/**
 * The candidate index's search loops (match-index-store.ts holds the data): small functions of typed arrays,
 * no object per candidate, so that a search over a popular skill stays a few milliseconds (issue 20).
 */

/** A skill's candidates, as slots, ascending once laid out; slots of removed candidates stay until the next layout. */
export interface Posting {
  slots: Int32Array;
  length: number;
}

/** The arrays a search reads (CandidateStore's). */
export interface Storage {
  /** Skill units found per slot by the search under way (0 between searches; DEAD for a removed slot). */
  hits: Int16Array;
  touched: Int32Array;
  /** day · 16 + level rank. */
  meta: Int32Array;
  keys: Float64Array;
  confirmedAt: Float64Array;
  bucketOf: Uint8Array;
  laidOut: number;
  tailOrder: Int32Array;
  tailLength: number;
}

/** A dead slot's count of skills found: below any count. */
export const DEAD = -1;
/** Buckets: score 0–100, each split by a confirmed availability (2·score + 1 when confirmed). */
export const BUCKETS = 202;

/**
 * Counts a posting's live slots (confirmed at or after `since` when given) in `hits`, `weight` units each (a
 * required skill 2, a nice-to-have 1), the slots newly found listed in `touched` after the `total` found
 * before: the new total. A dead slot's count is DEAD: no other array is read for the slots of a plain search
 * (issue 20: each array read at random costs a cache miss).
 */
export function countHits(
  { slots, length }: Posting,
  { hits, touched, confirmedAt }: Storage,
  total: number,
  since: number | null,
  weight: number,
): number {
  let found = total;
  for (let i = 0; i < length; i++) {
    const slot = slots[i] as number;
    const count = hits[slot] as number;
    if (count < 0 || (since !== null && (confirmedAt[slot] as number) < since)) continue;
    touched[found] = slot;
    // 1 when the slot is new to this search: -count >>> 31 is 1 for a count above 0.
    found += (-count >>> 31) ^ 1;
    hits[slot] = count + weight;
  }
  return found;
}

export interface Buckets {
  /** Skill units searched (2 a required skill, 1 a nice-to-have). */
  units: number;
  /** The level searched (its rank), 0 for any. */
  level: number;
  /** The day searched (days since 1970), null for any. */
  day: number | null;
  since: number;
  /** Out: matches per bucket. */
  counts: Int32Array;
}

/**
 * Each found slot's bucket, in `bucketOf`, and the count of each bucket; the score from a table by level
 * (c1 in halves), days late and units found: the shared reference's integers (gradedScore).
 */
export function bucketize(index: Storage, total: number, { units, level, day, since, counts }: Buckets): void {
  const width = units + 1;
  const lateSpan = MATCH_LATE_DAYS + 1;
  const scoreOf = new Uint8Array(3 * lateSpan * width);
  for (let halves = 0; halves < 3; halves++)
    for (let late = 0; late < lateSpan; late++)
      for (let found = 0; found <= units; found++)
        scoreOf[(halves * lateSpan + late) * width + found] = gradedScore(halves, found, units, late);
  // c1 in halves by the candidate's level rank (0 to 3) minus the searched one (1 to 3) plus 3: below, equal,
  // above (over-qualified). Any level (0): 2 for every rank.
  const over = 2 * MATCH_OVERQUALIFIED_C1;
  const halvesOf = level === 0 ? [2, 2, 2, 2, 2, 2, 2] : [0, 0, 0, 2, over, over, over];
  const { touched, hits, meta, confirmedAt, bucketOf } = index;
  for (let i = 0; i < total; i++) {
    const slot = touched[i] as number;
    const data = meta[slot] as number;
    const halves = halvesOf[(data & 15) - level + 3] as number;
    const late = day === null ? 0 : Math.min(MATCH_LATE_DAYS, Math.max(0, (data >> 4) - day));
    const bucket =
      2 * (scoreOf[(halves * lateSpan + late) * width + (hits[slot] as number)] as number) +
      +((confirmedAt[slot] as number) >= since);
    bucketOf[slot] = bucket;
    counts[bucket] = (counts[bucket] as number) + 1;
  }
}

/**
 * The page's slots in rank order. Ranks go by bucket, from the highest down; within a bucket by the tie-breaks
 * of DECISIONS §6.8 (`tieOf`: months with the searched skills, then review, higher first), then by key
 * (earliest availability, then id). Only the buckets the page reaches are ordered: their found slots are
 * collected in key order by walking the slots (the laid-out ones and the tail, merged), then sorted by tie,
 * stably (the key order stays within a tie).
 */
export function readPage(
  index: Storage,
  counts: Int32Array,
  page: { offset: number; limit: number },
  tieOf: (slot: number) => number,
): number[] {
  const { hits, keys, bucketOf, laidOut, tailOrder, tailLength } = index;
  const end = page.offset + page.limit;
  const start = new Int32Array(BUCKETS);
  const wanted = new Uint8Array(BUCKETS);
  let remaining = 0;
  for (let bucket = BUCKETS - 1, rank = 0; bucket >= 0; bucket--) {
    const count = counts[bucket] as number;
    start[bucket] = rank;
    if (count > 0 && rank < end && rank + count > page.offset) {
      wanted[bucket] = 1;
      remaining += count;
    }
    rank += count;
  }
  const members = new Map<number, number[]>();
  for (let main = 0, tail = 0; remaining > 0; ) {
    while (main < laidOut && (hits[main] as number) <= 0) main++;
    while (tail < tailLength && (hits[tailOrder[tail] as number] as number) <= 0) tail++;
    let slot: number;
    if (main < laidOut && (tail === tailLength || (keys[main] as number) < (keys[tailOrder[tail] as number] as number)))
      slot = main++;
    else if (tail < tailLength) slot = tailOrder[tail++] as number;
    else break;
    const bucket = bucketOf[slot] as number;
    if (wanted[bucket] === 0) continue;
    let list = members.get(bucket);
    if (!list) {
      list = [];
      members.set(bucket, list);
    }
    list.push(slot);
    remaining--;
  }
  const out: number[] = [];
  for (const [bucket, list] of [...members].sort((a, b) => b[0] - a[0])) {
    const ties = list.map(tieOf);
    const order = list.map((_, i) => i).sort((a, b) => (ties[b] as number) - (ties[a] as number) || a - b);
    const first = start[bucket] as number;
    for (let i = 0; i < order.length; i++) {
      const rank = first + i;
      if (rank >= page.offset && rank < end) out.push(list[order[i] as number] as number);
    }
  }
  return out;
}
