import { RANKING_VERSION, SEARCH_LOG_RESULTS } from '@passerelle/shared';
import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../../db/client.js';
import * as repo from './search-log.repository.js';

/**
 * The search log's writer (DECISIONS §6.8): every search of any kind is recorded, off the answer's path. A search
 * puts its row in a queue and answers; the queue is written in batches (a second after the first row, or at once
 * when a batch is full), each batch chained in one transaction (search-log.repository.ts). The server's
 * close writes what is queued before the database closes (SIGTERM included: app.ts), so no answered search goes
 * unlogged; a failed write keeps its rows queued for the next one. Only the server writes: nothing a user sends
 * reaches the log but the criteria of its own search, as the server read them.
 */

export type SearchKind = repo.SearchLogInsert['kind'];

/** One result as the log keeps it: candidate id, score, c1, c2, c3. */
export type LoggedResult = [number, number, number, number, number];

export interface SearchLogEntry {
  kind: SearchKind;
  userId: number | null;
  clientId: number | null;
  /** The criteria as the ranking read them (canonical skill keys, level, date…), keys in a fixed order. */
  criteria: Record<string, unknown>;
  /** The first results in rank order (at most SEARCH_LOG_RESULTS are kept). */
  results: readonly LoggedResult[];
}

/** The row's content: the exact text its hash covers (keys in this order, the ranking's version in it). */
export function contentOf(entry: SearchLogEntry, at: Date): string {
  return JSON.stringify({
    at: at.toISOString(),
    kind: entry.kind,
    user: entry.userId,
    client: entry.clientId,
    criteria: entry.criteria,
    version: RANKING_VERSION,
    results: entry.results.slice(0, SEARCH_LOG_RESULTS),
  });
}

export class SearchLogWriter {
  private queue: repo.SearchLogInsert[] = [];
  private timer: NodeJS.Timeout | null = null;
  private writing: Promise<void> = Promise.resolve();
  /** Rows written so far (tests, the bench). */
  written = 0;

  constructor(
    private readonly db: Db,
    private readonly log: Pick<FastifyBaseLogger, 'error'>,
    /**
     * How long a row may wait for its batch. A batch is one transaction (the chain's lock, the last hash, the
     * insert): on the embedded engine, whose one connection the searches share, a write after every search or two
     * (20 ms) cost each search 2.5 ms of CPU and 3.7 ms at p50; batches of a second cost it 0.7 ms and 0.4 ms
     * (`npm run bench:searchlog`, docs/ranking.md). Whoever reads the log writes the queue first (the staff screen
     * and check, myExposure, the exposure report), and the close writes it (SIGTERM included).
     */
    private readonly delayMs = 1000,
    private readonly batch = 500,
  ) {}

  /** Queues a search's row: the search answers without waiting for it. */
  record(entry: SearchLogEntry): void {
    const at = new Date();
    const results = entry.results.slice(0, SEARCH_LOG_RESULTS);
    this.queue.push({
      at,
      kind: entry.kind,
      userId: entry.userId,
      clientId: entry.clientId,
      content: contentOf({ ...entry, results }, at),
      candidateIds: results.map((r) => r[0]),
    });
    if (this.queue.length >= this.batch) void this.flush();
    else this.timer ??= setTimeout(() => void this.flush(), this.delayMs);
  }

  /** Writes what is queued (after the writes under way): resolved once it is in the database. */
  flush(): Promise<void> {
    if (this.timer) clearTimeout(this.timer);
    this.timer = null;
    this.writing = this.writing.then(async () => {
      while (this.queue.length > 0) {
        const rows = this.queue.splice(0, this.batch);
        try {
          await repo.appendSearchLog(this.db, rows);
          this.written += rows.length;
        } catch (err) {
          // Kept, in order, for the next write.
          this.queue.unshift(...rows);
          this.log.error({ err, rows: rows.length }, 'search log write failed: kept for the next write');
          this.timer ??= setTimeout(() => void this.flush(), 1000);
          return;
        }
      }
    });
    return this.writing;
  }

  /** The server's close: everything queued written, before the database closes. */
  async close(): Promise<void> {
    await this.flush();
  }
}
