// Latency statistics shared by the benchmarks and the load test.

/** The p-th percentile (nearest rank) of an ascending list; NaN for an empty one. */
export function percentile(sorted: readonly number[], p: number): number {
  if (sorted.length === 0) return Number.NaN;
  return sorted[Math.min(sorted.length - 1, Math.max(0, Math.ceil((p / 100) * sorted.length) - 1))] as number;
}

export interface Summary {
  n: number;
  p50: number;
  p95: number;
  p99: number;
}

/** p50 / p95 / p99 of a list of durations (any order). */
export function summarize(values: readonly number[]): Summary {
  const sorted = [...values].sort((a, b) => a - b);
  return { n: sorted.length, p50: percentile(sorted, 50), p95: percentile(sorted, 95), p99: percentile(sorted, 99) };
}

/**
 * Times `call` `runs` times one after the other, after `warmUp` untimed calls (caches, JIT); `call`
 * receives the index of the run, so that it can vary its input, and whether the run is timed.
 */
export async function timeSequential(
  call: (i: number, timed: boolean) => Promise<unknown>,
  runs: number,
  warmUp = 10,
): Promise<number[]> {
  for (let i = 0; i < warmUp; i++) await call(i, false);
  const times: number[] = [];
  for (let i = 0; i < runs; i++) {
    const t0 = performance.now();
    await call(i, true);
    times.push(performance.now() - t0);
  }
  return times;
}

/**
 * `workers` loops calling `call` back to back for `durationMs`: every latency, and the throughput in
 * requests per second.
 */
export async function timeConcurrent(
  call: (worker: number, i: number) => Promise<unknown>,
  workers: number,
  durationMs: number,
): Promise<{ times: number[]; perSecond: number }> {
  const times: number[] = [];
  const started = performance.now();
  const deadline = started + durationMs;
  await Promise.all(
    Array.from({ length: workers }, async (_, worker) => {
      for (let i = 0; performance.now() < deadline; i++) {
        const t0 = performance.now();
        await call(worker, i);
        times.push(performance.now() - t0);
      }
    }),
  );
  return { times, perSecond: times.length / ((performance.now() - started) / 1000) };
}
