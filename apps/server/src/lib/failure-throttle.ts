import { createHash } from 'node:crypto';
import { and, asc, count, gt, inArray, lt } from 'drizzle-orm';
import type { Db } from '../db/client.js';
import { authFailures } from '../db/schema/index.js';

/** A throttle key and the number of failures it may have within the window. */
export type ThrottleLimit = readonly [key: string, max: number];

/** An attempt let through: a failure needs nothing more (it stays counted), a success says so. */
export interface ThrottledAttempt {
  /** The attempt succeeded: it no longer counts, nor do the earlier failures of `forget`. */
  succeeded(forget?: readonly string[]): Promise<void>;
}

/** An attempt recorded, with the failures counted on each of its keys (this attempt included). */
export interface RecordedAttempt extends ThrottledAttempt {
  count(key: string): number;
  withdraw(): Promise<void>;
}

/** How a key is stored (auth_failures.key_hash): no e-mail or address is kept in clear. */
const hashKey = (key: string) => createHash('sha256').update(key).digest('base64url');

/**
 * When each key's attempts within the last `windowMs` were recorded, oldest first (a key with none is left
 * out): what each key has used of its budget. The load test starts its chat users' budgets from them.
 */
export async function recentAttempts(
  db: Db,
  keys: readonly string[],
  windowMs: number,
  now: number = Date.now(),
): Promise<Map<string, Date[]>> {
  const keyOf = new Map(keys.map((key) => [hashKey(key), key]));
  const attempts = new Map<string, Date[]>();
  if (keyOf.size === 0) return attempts;
  const rows = await db
    .select({ keyHash: authFailures.keyHash, at: authFailures.at })
    .from(authFailures)
    .where(and(inArray(authFailures.keyHash, [...keyOf.keys()]), gt(authFailures.at, new Date(now - windowMs))))
    .orderBy(asc(authFailures.at));
  for (const row of rows) {
    const key = keyOf.get(row.keyHash) as string;
    const instants = attempts.get(key);
    if (instants) instants.push(row.at);
    else attempts.set(key, [row.at]);
  }
  return attempts;
}

/**
 * Counts failures (wrong passwords, wrong codes) per key over a sliding window, in the database, so
 * that every instance behind one address counts the same attempts (issue 9: brute force limited per
 * account and per address). Only failures count: a user who logs in often is never slowed down.
 *
 * Each attempt is written BEFORE the secret is checked, then the keys are counted: concurrent
 * attempts all see one another, so a burst of parallel guesses cannot slip past the limit between a
 * check and its write (a race can only block too early, never too late).
 */
export class FailureThrottle {
  private lastSweep = 0;

  constructor(
    private readonly db: Db,
    private readonly windowMs: number,
    private readonly now: () => number = Date.now,
  ) {}

  /**
   * Records an attempt on every key and counts each key's failures in the window, this attempt
   * included; the caller decides. `withdraw` takes the attempt back (refused: it does not count).
   */
  async record(keys: readonly string[]): Promise<RecordedAttempt> {
    const at = new Date(this.now());
    const hashes = keys.map(hashKey);
    const rows = await this.db
      .insert(authFailures)
      .values(hashes.map((keyHash) => ({ keyHash, at })))
      .returning({ id: authFailures.id });
    const ids = rows.map((row) => row.id);
    const counts = await this.db
      .select({ keyHash: authFailures.keyHash, n: count() })
      .from(authFailures)
      .where(and(inArray(authFailures.keyHash, hashes), gt(authFailures.at, new Date(at.getTime() - this.windowMs))))
      .groupBy(authFailures.keyHash);
    const seen = new Map(counts.map((row) => [row.keyHash, row.n]));
    await this.sweep();
    const withdraw = async () => {
      await this.db.delete(authFailures).where(inArray(authFailures.id, ids));
    };
    return {
      count: (key) => seen.get(hashKey(key)) ?? 0,
      withdraw,
      succeeded: async (forget = []) => {
        await withdraw();
        if (forget.length > 0) await this.db.delete(authFailures).where(inArray(authFailures.keyHash, forget.map(hashKey)));
      },
    };
  }

  /** Records an attempt on every key; null (and nothing recorded) when one of them is over its limit. */
  async begin(limits: readonly ThrottleLimit[]): Promise<ThrottledAttempt | null> {
    const attempt = await this.record(limits.map(([key]) => key));
    // This attempt is one of the rows counted: over the limit means `max` failures already.
    if (limits.some(([key, max]) => attempt.count(key) > max)) {
      await attempt.withdraw();
      return null;
    }
    return attempt;
  }

  /** Deletes the rows past the window, once per window and process, so the table stays small. */
  private async sweep(): Promise<void> {
    const now = this.now();
    if (now - this.lastSweep < this.windowMs) return;
    this.lastSweep = now;
    await this.db.delete(authFailures).where(lt(authFailures.at, new Date(now - this.windowMs)));
  }
}
