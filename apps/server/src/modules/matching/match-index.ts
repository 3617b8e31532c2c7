import { Worker } from 'node:worker_threads';
import type { Db } from '../../db/client.js';
import { embeddedClient } from '../../db/engine.js';
import type { SearchCriteria } from './match-criteria.js';
import * as repo from './match-index.repository.js';
import { type CandidateRow, CandidateStore, type SearchAnswer, type StoreOp } from './match-index-store.js';

export type { RankedCandidate } from './match-index-store.js';

/**
 * The candidate search's in-memory inverted index (issue 10): skill → the active candidates who have it,
 * with what the score of DECISIONS §3 and §6.8 needs (level, availability, months with each skill, review). A search walks the postings of the
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
 *
 * The candidates themselves and the ranking live in a store (match-index-store.ts). A built server keeps it in
 * a worker thread (issue 20: the ranking was a third of the server's thread under load, and the other core had
 * time to spare): the index sends it the rows it reads and the searches, in order, so that a search is ranked
 * after every row read before it. Run from the sources (the tests), the store is in the server's thread,
 * unless a test asks for the thread.
 */

/** Rows read per statement when the index is built. */
const BUILD_BATCH = 5000;
/** The trigger's notification of a committed write to what the index reads (migration 0019). */
export const CANDIDATES_CHANNEL = 'passerelle_candidates';
const DONE = Promise.resolve();

/** Where the store runs: the index's operations, in order, and the searches' answers. */
interface StoreClient {
  send(op: Exclude<StoreOp, { op: 'search' }>): void;
  search(criteria: SearchCriteria, page: { limit: number; offset: number }): Promise<SearchAnswer>;
  close(): Promise<void>;
}

/** The store in this thread. */
class InlineStore implements StoreClient {
  readonly store = new CandidateStore();

  send(op: Exclude<StoreOp, { op: 'search' }>): void {
    this.store.apply(op);
  }

  async search(criteria: SearchCriteria, page: { limit: number; offset: number }): Promise<SearchAnswer> {
    return this.store.search(criteria, page);
  }

  async close(): Promise<void> {}
}

/**
 * The store in a worker thread (match-index-worker.ts). A failed operation or a worker gone leaves its store
 * behind: `onLost` is told (the index builds again), and the searches waiting are refused (the SQL reference
 * answers them). A worker gone is replaced when the next operation comes, not at once: a worker that cannot
 * start costs one attempt per build, never a loop.
 */
class WorkerStore implements StoreClient {
  private worker: Worker | null = null;
  private readonly waiting = new Map<number, { resolve: (answer: SearchAnswer) => void; reject: (error: Error) => void }>();
  private nextId = 1;
  private closed = false;

  constructor(
    private readonly script: URL,
    private readonly execArgv: string[],
    private readonly onLost: (error: Error) => void,
  ) {}

  /** The worker, started on first use and after a loss. */
  private get live(): Worker {
    this.worker ??= this.start();
    return this.worker;
  }

  private start(): Worker {
    const worker = new Worker(this.script, { execArgv: this.execArgv });
    // The server's own handles keep the process alive; the worker never does.
    worker.unref();
    worker.on('message', ({ id, answer, error }: { id: number; answer?: SearchAnswer; error?: string }) => {
      const caller = this.waiting.get(id);
      this.waiting.delete(id);
      if (error !== undefined) {
        const failure = new Error(`candidate index store: ${error}`);
        caller?.reject(failure);
        if (!caller) this.lost(failure, false);
      } else if (answer) caller?.resolve(answer);
    });
    worker.on('error', (error) => {
      if (worker === this.worker) this.lost(error, true);
    });
    worker.on('exit', (code) => {
      if (!this.closed && worker === this.worker) this.lost(new Error(`candidate index worker exited (${code})`), true);
    });
    return worker;
  }

  /** `gone`: the worker itself is lost (the next operation starts another). */
  private lost(error: Error, gone: boolean): void {
    for (const caller of this.waiting.values()) caller.reject(error);
    this.waiting.clear();
    if (gone && this.worker) {
      void this.worker.terminate().catch(() => undefined);
      this.worker = null;
    }
    this.onLost(error);
  }

  send(op: Exclude<StoreOp, { op: 'search' }>): void {
    this.live.postMessage({ id: 0, op });
  }

  search(criteria: SearchCriteria, page: { limit: number; offset: number }): Promise<SearchAnswer> {
    const id = this.nextId++;
    return new Promise((resolve, reject) => {
      this.waiting.set(id, { resolve, reject });
      this.live.postMessage({ id, op: { op: 'search', criteria, page } });
    });
  }

  async close(): Promise<void> {
    this.closed = true;
    await this.worker?.terminate();
  }
}

/** Run from the compiled server (dist), not from the sources (the tests, through vite). */
const COMPILED = import.meta.url.endsWith('.js');
export class MatchIndex {
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
  private readonly store: StoreClient;

  /**
   * `thread`: the store in a worker thread (by default when compiled). From the sources, a test that asks for
   * it runs the worker's TypeScript through tsx (match-index-worker-source.mjs).
   */
  constructor(
    private readonly db: Db,
    private readonly batch = BUILD_BATCH,
    { thread = COMPILED, onLost }: { thread?: boolean; onLost?: (error: Error) => void } = {},
  ) {
    this.store = thread
      ? new WorkerStore(
          new URL(COMPILED ? './match-index-worker.js' : './match-index-worker-source.mjs', import.meta.url),
          COMPILED ? [] : ['--conditions=source'],
          (error) => {
            // Whatever the store held is gone or unsure: the next sync builds it again.
            this.rebuildWanted = true;
            this.readAt = null;
            onLost?.(error);
          },
        )
      : new InlineStore();
  }

  /** The store itself when it runs in this thread (tests); null in a worker thread. */
  get inline(): CandidateStore | null {
    return this.store instanceof InlineStore ? this.store.store : null;
  }

  /** Ends the worker thread, if any (the server's close). */
  close(): Promise<void> {
    return this.store.close();
  }

  /**
   * The candidates with at least one of the skills, ranked and paged by the store (CandidateStore.search), after
   * every row the index read before the call.
   */
  search(criteria: SearchCriteria, page: { limit: number; offset: number }): Promise<SearchAnswer> {
    return this.store.search(criteria, page);
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
    this.store.send({ op: 'forget', ids });
    this.rebuildWanted = true;
    this.readAt = null;
  }

  /** True once the index hears of every committed write (the embedded engine's LISTEN); false on PostgreSQL. */
  private watched(): Promise<boolean> {
    this.watching ??= (async () => {
      const client = embeddedClient(this.db);
      if (!client) return false;
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
    const rows = await repo.changesSince(this.db, xmin);
    const written = rows.filter((row) => row.id !== null);
    if (written.length > 0) this.store.send({ op: 'put', rows: written });
    this.xmin = rows[0]?.xmin ?? this.xmin;
  }

  /**
   * Reads every active candidate, by id, a few thousand at a time (a small transient heap at any scale).
   * The xmin is taken first: a write by a transaction below it was committed before the first read and
   * is in it; any later one is stamped at or above it and read again by the next sync.
   */
  private async rebuild(): Promise<void> {
    const xmin = await repo.snapshotXmin(this.db);
    this.store.send({ op: 'build' });
    this.rebuildWanted = false;
    try {
      await this.readAll();
    } finally {
      this.store.send({ op: 'built' });
    }
    this.xmin = xmin;
  }

  private async readAll(): Promise<void> {
    for (let after = 0; ; ) {
      const rows = await repo.activeCandidatesAfter(this.db, after, this.batch);
      this.store.send({ op: 'put', rows });
      if (rows.length < this.batch) break;
      after = (rows[rows.length - 1] as CandidateRow).id as number;
    }
  }
}
