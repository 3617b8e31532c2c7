import { MATCH_WEIGHTS } from '@passerelle/shared';
import { sql } from 'drizzle-orm';
import { type Db, queryRows } from '../../db/client.js';
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
 */

interface Entry {
  id: number;
  nivExp: string;
  /** Days since 1970-01-01 of the availability date. */
  day: number;
  /** The tie-break order of the SQL: earliest availability, then id. */
  key: number;
  skills: readonly string[];
  /** Scratch of one search (synchronous, so never shared): searched skills found, then the score. */
  hits: number;
  score: number;
}

interface CandidateRow {
  id: number | null;
  active: boolean | null;
  skills: string[] | null;
  niv_exp: string | null;
  dispo: string | null;
  xmin: string;
}

export interface RankedCandidate {
  id: number;
  score: number;
  dispo: string;
}

const DAY_MS = 86_400_000;
/** key = day · 2^26 + id: exact in a double for any id below 67 million. */
const ID_SPAN = 2 ** 26;
const dayOf = (iso: string) => Math.floor(Date.parse(`${iso.slice(0, 10)}T00:00:00Z`) / DAY_MS);
const isoOf = (day: number) => new Date(day * DAY_MS).toISOString().slice(0, 10);

export class MatchIndex {
  private readonly entries = new Map<number, Entry>();
  private readonly postings = new Map<string, Set<Entry>>();
  /** The xmin of the snapshot the index was last brought up to date with; null before the first build. */
  private xmin: string | null = null;
  private current: Promise<void> | null = null;
  private next: Promise<void> | null = null;
  private rebuildWanted = false;

  constructor(private readonly db: Db) {}

  /** How many active candidates the index holds. */
  get size(): number {
    return this.entries.size;
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
  }

  private async readChanges(): Promise<void> {
    const full = this.xmin === null || this.rebuildWanted;
    const since = full ? null : this.xmin;
    // One statement, so one snapshot: the rows and the xmin that the next sync starts from.
    const rows = await queryRows<CandidateRow>(
      this.db,
      sql`WITH snap AS (SELECT pg_snapshot_xmin(pg_current_snapshot())::text AS xmin)
          SELECT c.id, c.active, c.skills_norm AS skills, c.niv_exp, c.dispo::text AS dispo, snap.xmin
            FROM snap LEFT JOIN ${candidates} c ON ${since === null ? sql`c.active` : sql`c.match_xid >= ${since}::xid8`}`,
    );
    if (full) {
      this.entries.clear();
      this.postings.clear();
      this.rebuildWanted = false;
    }
    for (const row of rows) {
      if (row.id === null) continue;
      this.remove(row.id);
      if (row.active && row.skills && row.niv_exp && row.dispo) this.add(row.id, row.skills, row.niv_exp, row.dispo);
    }
    this.xmin = rows[0]?.xmin ?? this.xmin;
  }

  private add(id: number, skills: readonly string[], nivExp: string, dispo: string): void {
    const day = dayOf(dispo);
    const entry: Entry = { id, nivExp, day, key: day * ID_SPAN + id, skills: [...new Set(skills)], hits: 0, score: 0 };
    this.entries.set(id, entry);
    for (const skill of entry.skills) {
      const posting = this.postings.get(skill);
      if (posting) posting.add(entry);
      else this.postings.set(skill, new Set([entry]));
    }
  }

  private remove(id: number): void {
    const entry = this.entries.get(id);
    if (!entry) return;
    this.entries.delete(id);
    for (const skill of entry.skills) {
      const posting = this.postings.get(skill);
      posting?.delete(entry);
      if (posting?.size === 0) this.postings.delete(skill);
    }
  }

  /**
   * The candidates with at least one of the skills, scored as DECISIONS §3 says (the integer formula of
   * matching.repository.ts), in the SQL's order (score, then availability, then id): the total and the page.
   */
  search(criteria: SearchCriteria, page: { limit: number; offset: number }): { total: number; page: RankedCandidate[] } {
    const skills = [...new Set(criteria.skills)];
    const n = skills.length;
    const touched: Entry[] = [];
    for (const skill of skills) {
      const posting = this.postings.get(skill);
      if (!posting) continue;
      for (const entry of posting) {
        if (entry.hits === 0) touched.push(entry);
        entry.hits += 1;
      }
    }
    const dateDay = criteria.dateDispo ? dayOf(criteria.dateDispo) : null;
    const buckets: Entry[][] = Array.from({ length: 101 }, () => []);
    for (const entry of touched) {
      const c1 = criteria.nivExp === null || entry.nivExp === criteria.nivExp ? 1 : 0;
      const c3 = dateDay === null || entry.day <= dateDay ? 1 : 0;
      const x = MATCH_WEIGHTS.experience * n * c1 + MATCH_WEIGHTS.skills * entry.hits + MATCH_WEIGHTS.availability * n * c3;
      const score = Math.floor((2 * x + n) / (2 * n));
      entry.hits = 0;
      entry.score = score;
      buckets[score]?.push(entry);
    }
    const wanted = page.offset + page.limit;
    const ordered: Entry[] = [];
    for (let score = 100; score >= 0 && ordered.length < wanted; score--) {
      const bucket = buckets[score] as Entry[];
      if (bucket.length === 0) continue;
      ordered.push(...smallestByKey(bucket, wanted - ordered.length));
    }
    return {
      total: touched.length,
      page: ordered.slice(page.offset, wanted).map((entry) => ({ id: entry.id, score: entry.score, dispo: isoOf(entry.day) })),
    };
  }
}

/** The `count` entries of smallest key, in order, without sorting a large bucket whole for a small page. */
function smallestByKey(bucket: Entry[], count: number): Entry[] {
  if (count >= bucket.length || count > 64) return bucket.sort((a, b) => a.key - b.key).slice(0, count);
  const best: Entry[] = [];
  for (const entry of bucket) {
    if (best.length === count && entry.key >= (best[count - 1] as Entry).key) continue;
    let i = best.length < count ? best.length : count - 1;
    while (i > 0 && (best[i - 1] as Entry).key > entry.key) {
      best[i] = best[i - 1] as Entry;
      i -= 1;
    }
    best[i] = entry;
  }
  return best;
}
