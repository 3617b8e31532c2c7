/**
 * Counts failures (wrong passwords) per key over a sliding window, and says when a key has had too
 * many. Only failures count: a user who logs in often is never slowed down, a guesser is.
 * In memory, per process.
 */
export class FailureThrottle {
  private readonly failures = new Map<string, number[]>();
  private lastSweep = Date.now();

  constructor(
    private readonly windowMs: number,
    private readonly now: () => number = Date.now,
  ) {}

  private recent(key: string): number[] {
    const since = this.now() - this.windowMs;
    const list = (this.failures.get(key) ?? []).filter((t) => t > since);
    if (list.length === 0) this.failures.delete(key);
    else this.failures.set(key, list);
    return list;
  }

  /** True when `key` has reached `max` failures within the window. */
  isBlocked(key: string, max: number): boolean {
    return this.recent(key).length >= max;
  }

  fail(key: string): void {
    const list = this.recent(key);
    list.push(this.now());
    this.failures.set(key, list);
    this.sweep();
  }

  reset(key: string): void {
    this.failures.delete(key);
  }

  /** Forgets stale keys now and then, so memory stays bounded by the recent attackers. */
  private sweep(): void {
    if (this.now() - this.lastSweep < this.windowMs) return;
    this.lastSweep = this.now();
    for (const key of [...this.failures.keys()]) this.recent(key);
  }
}
