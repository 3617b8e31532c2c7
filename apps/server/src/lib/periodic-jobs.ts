import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import { type Db, queryRows } from '../db/client.js';
import { jobLeases } from '../db/schema/index.js';

/**
 * The periodic jobs (DECISIONS §6.2: availability reminders, retention): each runs within a minute of a
 * start, then every `everyMs` at most, on one instance at a time. An instance takes a job's lease in
 * the database (`job_leases`: one conditional UPDATE, so one taker) when the lease is free and the job
 * is due by the clock (`last_run_at` older than its period): a server started with its clock moved
 * forward runs at once what became due. While a run lasts, its instance renews the lease every
 * `LEASE_MS / 3`, so a run longer than the lease (the reminders at 100,000 candidates on a loaded machine) keeps
 * it; a lease runs out only when its instance stopped renewing it (dead or frozen). A job is written in batches
 * that claim their rows (never twice even then), and yields between batches so that requests keep flowing.
 */
export interface PeriodicJob {
  name: string;
  everyMs: number;
  /** One run; `now` is the run's clock. Returns what it did, for the log. */
  run: (now: Date) => Promise<Record<string, number>>;
}

/** How long a taken lease holds after its last renewal, if its instance dies mid-run. */
export const LEASE_MS = 15 * 60_000;
const TICK_MS = 60_000;
const FIRST_TICK_MS = 15_000;

/** Takes the job's lease if it is free and the job is due; true when this instance runs it. */
export async function takeLease(db: Db, job: Pick<PeriodicJob, 'name' | 'everyMs'>, holder: string, now: Date): Promise<boolean> {
  await db.insert(jobLeases).values({ name: job.name }).onConflictDoNothing();
  const dueBefore = new Date(now.getTime() - job.everyMs).toISOString();
  const rows = await queryRows<{ name: string }>(
    db,
    sql`UPDATE ${jobLeases} SET holder = ${holder}, locked_until = ${new Date(now.getTime() + LEASE_MS).toISOString()}::timestamptz
         WHERE name = ${job.name}
           AND (locked_until IS NULL OR locked_until < ${now.toISOString()}::timestamptz)
           AND (last_run_at IS NULL OR last_run_at <= ${dueBefore}::timestamptz)
        RETURNING name`,
  );
  return rows.length > 0;
}

/** Ends a run: frees the lease and records when the job ran (its period counts from the start). */
async function releaseLease(db: Db, name: string, holder: string, ranAt: Date | null): Promise<void> {
  await queryRows(
    db,
    sql`UPDATE ${jobLeases} SET holder = NULL, locked_until = NULL
          ${ranAt ? sql`, last_run_at = ${ranAt.toISOString()}::timestamptz` : sql``}
         WHERE name = ${name} AND holder = ${holder} RETURNING name`,
  );
}

/**
 * Pushes the lease `LEASE_MS` past `at` while `holder` still has it; false when it has lost it (it ran out
 * and another instance took it).
 */
export async function renewLease(db: Db, name: string, holder: string, at: Date): Promise<boolean> {
  const rows = await queryRows<{ name: string }>(
    db,
    sql`UPDATE ${jobLeases} SET locked_until = ${new Date(at.getTime() + LEASE_MS).toISOString()}::timestamptz
         WHERE name = ${name} AND holder = ${holder} RETURNING name`,
  );
  return rows.length > 0;
}

/**
 * Runs the job now if this instance gets its lease; false when another instance has it or it is not due.
 * The lease is renewed every `renewEveryMs` of the run, on the run's clock (`now` plus the time elapsed).
 */
export async function runIfDue(
  db: Db,
  job: PeriodicJob,
  log: FastifyBaseLogger,
  holder: string,
  now = new Date(),
  renewEveryMs = LEASE_MS / 3,
): Promise<boolean> {
  if (!(await takeLease(db, job, holder, now))) return false;
  const started = performance.now();
  const renewal = setInterval(() => {
    const at = new Date(now.getTime() + (performance.now() - started));
    renewLease(db, job.name, holder, at)
      .then((held) => {
        if (!held) log.warn({ job: job.name }, 'periodic job lease lost mid-run');
      })
      .catch((err: unknown) => log.error({ err, job: job.name }, 'periodic job lease not renewed'));
  }, renewEveryMs);
  renewal.unref();
  let ranAt: Date | null = null;
  try {
    const done = await job.run(now);
    ranAt = now;
    log.info({ job: job.name, ...done }, 'periodic job done');
  } finally {
    clearInterval(renewal);
    await releaseLease(db, job.name, holder, ranAt);
  }
  return true;
}

/** Lets the requests queued meanwhile run between two batches of a job. */
export const yieldToRequests = () => new Promise<void>((resolve) => setImmediate(resolve));

/** The shortest rest after a batch, so that requests keep their pace on PGlite's one connection. */
const BATCH_REST_MS = 100;
/** The longest: a slow batch on a loaded machine does not stretch the job without end. */
const BATCH_REST_MAX_MS = 5_000;
/** A batch is followed by a rest this many times as long: the job works a quarter of the time at most. */
const BATCH_REST_FACTOR = 3;

/**
 * Between two batches of a job that mails: the batch's mails go out first (the mail queue never holds
 * thousands, and composing them does not pile up on the event loop), then the requests queued meanwhile
 * run, then a rest of BATCH_REST_FACTOR times the batch (mails included; between BATCH_REST_MS and
 * BATCH_REST_MAX_MS), whatever the engine. On PostgreSQL, where the batches have their own connections, a fixed
 * 100 ms rest left the job two thirds of the time (311 ms a batch at 100,000 candidates); a rest as long as the
 * batch, half the time, and the searches' p95 ×1.9 on a quiet machine; three times as long, a p95 within those
 * measured before and after the job (docs/operations.md, issue 17). `batchStartedAt` is the batch's
 * `performance.now()`.
 */
export async function betweenBatches(mailer: { flush(): Promise<void> }, batchStartedAt: number): Promise<void> {
  await mailer.flush();
  const took = performance.now() - batchStartedAt;
  await yieldToRequests();
  const rest = Math.min(BATCH_REST_MAX_MS, Math.max(BATCH_REST_MS, BATCH_REST_FACTOR * took));
  await new Promise<void>((resolve) => setTimeout(resolve, rest));
}

/** Starts the jobs' clock on this instance; returns its stop function. */
export function startPeriodicJobs(db: Db, jobs: readonly PeriodicJob[], log: FastifyBaseLogger): () => void {
  const holder = randomUUID();
  let running = false;
  let stopped = false;
  const tick = async () => {
    if (running || stopped) return;
    running = true;
    try {
      for (const job of jobs) {
        if (stopped) break;
        await runIfDue(db, job, log, holder).catch((err: unknown) => log.error({ err, job: job.name }, 'periodic job failed'));
      }
    } finally {
      running = false;
    }
  };
  const first = setTimeout(() => void tick(), FIRST_TICK_MS);
  const timer = setInterval(() => void tick(), TICK_MS);
  first.unref();
  timer.unref();
  return () => {
    stopped = true;
    clearTimeout(first);
    clearInterval(timer);
  };
}
