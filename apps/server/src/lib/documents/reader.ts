import { Worker } from 'node:worker_threads';
import type { StatementFile } from '../banking/camt053.js';
import type { StatementRefusal } from '../banking/errors.js';
import { MAX_STATEMENT_BYTES } from '../banking/xml-input.js';
import type { ReadAnswer, ReadJob } from './reader-worker.js';
import type { DocumentKind } from './text.js';

/**
 * Briefs and CVs are read off the server's thread (issue 28): PDF.js and mammoth ran on it, so a 184 KB PDF
 * whose one page unpacks to 60 MB of text operators blocked every request for 8–12 s, and a 113 KB DOCX took
 * 20–31 s and 2.6 GB. Each file is read in a worker thread:
 * - with its own heap limits (`resourceLimits`): past them V8 ends the worker, not the server;
 * - within a memory budget: the bytes PDF.js decodes (a content stream that inflates to 1 GB of blanks in a
 *   1 MB file) live outside the V8 heap, where `resourceLimits` does not look, so the process's resident
 *   memory is watched while a file is read and the worker ended when it grew by more than `rssBudgetMb`;
 * - within a deadline: a worker that has not answered is terminated;
 * - one file at a time per worker, at most `inFlight` workers, at most `queued` files waiting: beyond, the
 *   caller is told the reader is busy (503), rather than piling up work;
 * - the text handed back is cut to what the caller reads (a brief's 20,000 characters, a CV's 30,000).
 * A worker that answered, at a small memory cost (under a quarter of the budget), is kept for the next file, and
 * ended after `idleMs` without one; any other is ended. docs/architecture.md gives the figures and why.
 *
 * Bank statements (camt.053, issue 33) are read by the same workers, within the same bounds but their own
 * deadline: checking and parsing 5 MB of XML is some seconds of CPU, which the server's thread no longer spends.
 */
export const DOCUMENT_READER = {
  /** A file not read after this long is refused (422 file.too_complex); a legitimate 2 MB CV takes < 1 s. */
  deadlineMs: 5_000,
  /**
   * A bank statement not read after this long is refused (422 releve.too_complex): 5,000 entries (2.6 MB) take
   * some 0.5 s of CPU, the largest statement taken (5 MB) about twice that.
   */
  statementDeadlineMs: 10_000,
  /** One worker's heap: mammoth holds about 50 MB per MB of XML (a DOCX part is 3 MB at most), PDF.js far less. */
  maxOldGenerationSizeMb: 384,
  maxYoungGenerationSizeMb: 32,
  stackSizeMb: 4,
  /** Growth of the process's resident memory while a file is read (heap and decoded bytes), and how often it is read. */
  rssBudgetMb: 384,
  watchEveryMs: 10,
  /** Files read at once (one core stays with the server on a 2-core machine) and files waiting their turn. */
  inFlight: 1,
  queued: 4,
  /** A worker idle for this long is ended (its memory returned). */
  idleMs: 30_000,
  /**
   * A new worker must be ready (PDF.js and mammoth loaded) within this, else the read fails (500). Not counted in
   * the deadline: some 150 ms compiled, seconds from the sources on a loaded test machine.
   */
  startupMs: 30_000,
} as const;

/**
 * What a CV's skills are read from: some 10 dense pages, where a CV names its skills long before; a pasted or
 * uploaded brief reads 20,000 (BRIEF_TEXT_MAX). The skill reader runs on the server's thread, linear in it:
 * 30,000 characters cost some 10–20 ms once warm.
 */
export const CV_TEXT_MAX = 30_000;

export type ReaderOptions = { -readonly [K in keyof typeof DOCUMENT_READER]: number };

/**
 * `text`: the document's text ('' when it holds none); otherwise why it was not read: `unsafe` (a DOCX that
 * unpacks to far more than a document), `too_complex` (past the deadline or the heap limit), `busy` (too many
 * files waiting), `closing` (the server is stopping).
 */
export type ReadOutcome = { text: string } | { refused: 'unsafe' | 'too_complex' | 'busy' | 'closing' };

/**
 * A bank statement read: its entries; `invalid` when the reader refused it (DECISIONS §6.7, 400 releve.invalid:
 * `too_large` is found here, before any copy); otherwise past the deadline or the memory bounds, too many files
 * waiting, or the server stopping.
 */
export type StatementOutcome =
  | { statement: StatementFile }
  | { invalid: StatementRefusal; detail: string }
  | { refused: 'too_complex' | 'busy' | 'closing' };

/** Why a worker gave no answer. */
type Refused = { refused: 'too_complex' | 'busy' | 'closing' };
/** What a job of a worker ends with: its answer, or why there is none. */
type Settled = ReadAnswer | Refused;
/** A job as the worker gets it, but its id and its bytes (given by readInWorker). */
type JobSpec = { kind: DocumentKind; maxChars: number } | { kind: 'camt053' };

const MB = 1024 * 1024;

/** Run from the compiled server (dist), not from the sources (tests and `tsx` runs, through tsx's loader). */
const COMPILED = import.meta.url.endsWith('.js');
const SCRIPT = new URL(COMPILED ? './reader-worker.js' : './reader-worker-source.mjs', import.meta.url);

interface Running {
  /** The process's resident memory when the file was handed over (infinite before: the worker was starting). */
  rssAtStart: number;
  /** The highest resident memory seen while it was read. */
  rssPeak: number;
  /** Handed over to a ready worker (before: its worker was starting). */
  handedOver: boolean;
  settle: (outcome: Settled | Error) => void;
}

/** A worker, and when it has loaded its readers. */
interface Pooled {
  worker: Worker;
  ready: Promise<void>;
}

export class DocumentReader {
  private readonly options: ReaderOptions;
  private readonly idle: Pooled[] = [];
  private readonly idleTimers = new Map<Pooled, NodeJS.Timeout>();
  private readonly running = new Set<Running>();
  private readonly waiting: ((go: boolean) => void)[] = [];
  private active = 0;
  private nextId = 1;
  private closing = false;
  private watchdog: NodeJS.Timeout | null = null;
  /** Workers started so far (tests: a worker that answered serves again). */
  started = 0;

  constructor(options: Partial<ReaderOptions> = {}) {
    this.options = { ...DOCUMENT_READER, ...options };
  }

  /** The text of `data` (a copy is sent: the caller keeps its buffer), at most `maxChars` characters. */
  async read(data: Buffer, kind: DocumentKind, maxChars: number): Promise<ReadOutcome> {
    const settled = await this.inTurn(() => this.readInWorker(data, { kind, maxChars }, this.options.deadlineMs));
    if ('refused' in settled) return settled;
    if ('text' in settled) return { text: settled.text };
    if ('unsafe' in settled) return { refused: 'unsafe' };
    throw new Error('document reader: a statement answer to a document');
  }

  /** A camt.053 bank statement read into its entries (a copy of `data` is sent: the caller keeps its buffer). */
  async readStatement(data: Uint8Array): Promise<StatementOutcome> {
    // Refused before it is copied or queued (the upload's own limit stands in front of this).
    if (data.byteLength > MAX_STATEMENT_BYTES) {
      return { invalid: 'too_large', detail: `${data.byteLength} bytes, more than ${MAX_STATEMENT_BYTES}` };
    }
    const settled = await this.inTurn(() => this.readInWorker(data, { kind: 'camt053' }, this.options.statementDeadlineMs));
    if ('refused' in settled || 'statement' in settled) return settled;
    if ('invalid' in settled) return { invalid: settled.invalid, detail: settled.detail };
    throw new Error('document reader: a document answer to a statement');
  }

  /** Runs `job` when a slot is free (at most `inFlight` at once, `queued` waiting; beyond: busy). */
  private async inTurn(job: () => Promise<Settled>): Promise<Settled> {
    if (this.closing) return { refused: 'closing' };
    if (this.active >= this.options.inFlight) {
      if (this.waiting.length >= this.options.queued) return { refused: 'busy' };
      const go = await new Promise<boolean>((resolve) => this.waiting.push(resolve));
      if (!go) return { refused: 'closing' };
    } else {
      this.active++;
    }
    try {
      return await job();
    } finally {
      const next = this.waiting.shift();
      // The slot passes to the next file waiting, or is freed.
      if (next) next(true);
      else this.active--;
    }
  }

  /** Files waiting, and files being read (tests, logs). */
  get load(): { active: number; waiting: number } {
    return { active: this.active, waiting: this.waiting.length };
  }

  /**
   * Stops taking files: those waiting, and those whose worker is still starting, are refused (`closing`); those
   * being read finish, within the deadline, so that a stop takes the deadline at most.
   */
  stopAccepting(): void {
    this.closing = true;
    for (const resolve of this.waiting.splice(0)) resolve(false);
    for (const job of [...this.running]) if (!job.handedOver) job.settle({ refused: 'closing' });
  }

  /** Ends every worker; a file still being read is refused (`closing`). */
  async close(): Promise<void> {
    this.stopAccepting();
    for (const job of [...this.running]) job.settle({ refused: 'closing' });
    if (this.watchdog) clearInterval(this.watchdog);
    this.watchdog = null;
    const idle = this.idle.splice(0);
    for (const timer of this.idleTimers.values()) clearTimeout(timer);
    this.idleTimers.clear();
    await Promise.all(idle.map((pooled) => pooled.worker.terminate()));
  }

  private start(): Pooled {
    const { maxOldGenerationSizeMb, maxYoungGenerationSizeMb, stackSizeMb } = this.options;
    const worker = new Worker(SCRIPT, {
      execArgv: COMPILED ? [] : ['--conditions=source'],
      resourceLimits: { maxOldGenerationSizeMb, maxYoungGenerationSizeMb, stackSizeMb },
    });
    this.started++;
    // The server's own handles keep the process alive; a worker never does.
    worker.unref();
    // A worker lost while idle leaves the pool (its error, if any, was the file's: it is no server fault).
    worker.on('error', () => undefined);
    const ready = new Promise<void>((resolve, reject) => {
      const timer = setTimeout(() => reject(new Error('document reader: not ready in time')), this.options.startupMs);
      timer.unref();
      worker.once('message', () => {
        clearTimeout(timer);
        resolve();
      });
      worker.once('error', (error) => {
        clearTimeout(timer);
        reject(error);
      });
    });
    ready.catch(() => undefined);
    const pooled = { worker, ready };
    worker.once('exit', () => this.forget(pooled));
    return pooled;
  }

  private forget(pooled: Pooled): void {
    clearTimeout(this.idleTimers.get(pooled));
    this.idleTimers.delete(pooled);
    const at = this.idle.indexOf(pooled);
    if (at >= 0) this.idle.splice(at, 1);
  }

  private takeIdle(): Pooled | undefined {
    const pooled = this.idle.pop();
    if (pooled) {
      clearTimeout(this.idleTimers.get(pooled));
      this.idleTimers.delete(pooled);
    }
    return pooled;
  }

  private keepIdle(pooled: Pooled): void {
    if (this.closing) {
      void pooled.worker.terminate();
      return;
    }
    this.idle.push(pooled);
    const timer = setTimeout(() => {
      this.forget(pooled);
      void pooled.worker.terminate();
    }, this.options.idleMs);
    timer.unref();
    this.idleTimers.set(pooled, timer);
  }

  private readInWorker(data: Uint8Array, spec: JobSpec, deadlineMs: number): Promise<Settled> {
    const pooled = this.takeIdle() ?? this.start();
    const { worker } = pooled;
    const id = this.nextId++;
    return new Promise<Settled>((resolve, reject) => {
      let done = false;
      let deadline: NodeJS.Timeout | undefined;
      const job: Running = {
        rssAtStart: Number.POSITIVE_INFINITY,
        rssPeak: 0,
        handedOver: false,
        settle: (outcome) => {
          if (done) return;
          done = true;
          clearTimeout(deadline);
          worker.off('message', onMessage);
          worker.off('error', onError);
          worker.off('exit', onExit);
          this.running.delete(job);
          // A worker that answered in time, and whose file cost little memory, serves again; any other is ended
          // (what a heavy file left in its heap would otherwise count in the next file's baseline).
          const grew = Math.max(job.rssPeak, process.memoryUsage.rss()) - job.rssAtStart;
          const answered = !(outcome instanceof Error) && !('refused' in outcome) && !('error' in outcome);
          if (answered && grew < (this.options.rssBudgetMb * MB) / 4) this.keepIdle(pooled);
          else void worker.terminate();
          if (outcome instanceof Error) reject(outcome);
          else resolve(outcome);
        },
      };
      const onMessage = (answer: ReadAnswer) => {
        if (answer.id !== id) return;
        if ('error' in answer) job.settle(new Error(`document reader: ${answer.error}`));
        else job.settle(answer);
      };
      // Past its heap limits V8 ends the worker with ERR_WORKER_OUT_OF_MEMORY: the file is too much to read.
      const onError = (error: Error & { code?: string }) =>
        job.settle(error.code === 'ERR_WORKER_OUT_OF_MEMORY' ? { refused: 'too_complex' } : error);
      const onExit = (code: number) => job.settle(new Error(`document reader exited (${code})`));
      worker.on('message', onMessage);
      worker.on('error', onError);
      worker.on('exit', onExit);
      this.running.add(job);
      // The deadline and the memory watch start with the file, once the worker has loaded its readers.
      pooled.ready.then(
        () => {
          if (done) return;
          deadline = setTimeout(() => job.settle({ refused: 'too_complex' }), deadlineMs);
          job.handedOver = true;
          job.rssAtStart = process.memoryUsage.rss();
          this.watch();
          const bytes = new Uint8Array(data);
          worker.postMessage({ id, bytes, ...spec } satisfies ReadJob, [bytes.buffer]);
        },
        (error: Error) => job.settle(error),
      );
    });
  }

  /**
   * While files are read, the process's resident memory every `watchEveryMs` (a read of /proc, some
   * microseconds): a file whose reading grew it past the budget is refused, its worker ended. With more than one
   * file at once, each is held to the growth since it began.
   */
  private watch(): void {
    if (this.watchdog) return;
    const budget = this.options.rssBudgetMb * MB;
    this.watchdog = setInterval(() => {
      const rss = process.memoryUsage.rss();
      for (const job of [...this.running]) {
        job.rssPeak = Math.max(job.rssPeak, rss);
        if (rss - job.rssAtStart > budget) job.settle({ refused: 'too_complex' });
      }
      if (this.running.size === 0 && this.watchdog) {
        clearInterval(this.watchdog);
        this.watchdog = null;
      }
    }, this.options.watchEveryMs);
    this.watchdog.unref();
  }
}
