import { afterEach, describe, expect, it } from 'vitest';
import { pdfWithBlankPage, pdfWithHugePage, pdfWithText, wordWithHugeBody, wordWithText } from '../../test/documents.js';
import { DOCUMENT_READER, DocumentReader, type ReaderOptions, type ReadOutcome } from './reader.js';

/**
 * Briefs and CVs read in a worker thread (issue 28): heap limits, a memory budget, a deadline, a bounded queue,
 * the text cut to what the caller reads. The hostile files are generated here; the bounds are made small so
 * that the tests stay fast, the real ones are DOCUMENT_READER's.
 */
let reader: DocumentReader | undefined;
afterEach(async () => {
  await reader?.close();
  reader = undefined;
});

function readerWith(options: Partial<ReaderOptions> = {}): DocumentReader {
  reader = new DocumentReader(options);
  return reader;
}

const textOf = (outcome: ReadOutcome) => ('text' in outcome ? outcome.text : `refusé : ${outcome.refused}`);

/**
 * The longest the test's own thread waited for a 10 ms timer while `work` ran: the server's responsiveness. A
 * parse on this thread stops it for seconds; on a shared machine at a high load, a core can take some 100 ms to
 * come, hence the 1 s bound.
 */
async function longestStall<T>(work: () => Promise<T>): Promise<{ result: T; stallMs: number; tookMs: number }> {
  let stallMs = 0;
  let last = performance.now();
  const timer = setInterval(() => {
    const now = performance.now();
    stallMs = Math.max(stallMs, now - last - 10);
    last = now;
  }, 10);
  const started = performance.now();
  try {
    const result = await work();
    return { result, stallMs, tookMs: performance.now() - started };
  } finally {
    clearInterval(timer);
  }
}

describe('DocumentReader', () => {
  it('reads PDF, DOCX and TXT in a worker, cuts the text to what is asked, and keeps the worker for the next file', async () => {
    const r = readerWith();
    const pdf = await pdfWithText([['Développeur React et Node.js', 'Démarrage le 15/01/2027']]);
    expect(textOf(await r.read(pdf, 'pdf', 1000))).toContain('Démarrage le 15/01/2027');
    expect(textOf(await r.read(wordWithText(['Chef de projet SAP FI/CO']), 'docx', 1000))).toContain('SAP FI/CO');
    expect(await r.read(Buffer.from('Développeur Java, senior'), 'txt', 11)).toEqual({ text: 'Développeur' });
    expect(r.started).toBe(1);
    // The caller keeps its buffer (a copy crossed to the worker).
    expect(pdf.subarray(0, 5).toString()).toBe('%PDF-');
  });

  it('refuses a DOCX that unpacks to far more than a document: the 38.5 MB document.xml in 150 KB', async () => {
    const r = readerWith();
    const hostile = wordWithHugeBody(38.5);
    const { result, stallMs } = await longestStall(() => r.read(hostile, 'docx', 20_000));
    expect(result).toEqual({ refused: 'unsafe' });
    expect(stallMs).toBeLessThan(1_000);
  });

  it('ends a worker past the deadline: one PDF page of 60 MB of text operators, the server never waiting for it', async () => {
    const r = readerWith({ deadlineMs: 1_500 });
    const hostile = await pdfWithHugePage(60);
    expect(hostile.length).toBeLessThan(300_000);
    await r.read(Buffer.from('Java'), 'txt', 10);
    const { result, stallMs, tookMs } = await longestStall(() => r.read(hostile, 'pdf', 20_000));
    expect(result).toEqual({ refused: 'too_complex' });
    expect(tookMs).toBeGreaterThanOrEqual(1_400);
    expect(tookMs).toBeLessThan(3_000);
    expect(stallMs).toBeLessThan(1_000);
    // The next file gets a new worker, and is read.
    expect(textOf(await r.read(Buffer.from('Kotlin'), 'txt', 100))).toBe('Kotlin');
    expect(r.started).toBe(2);
  });

  it('ends a worker past its heap limit', async () => {
    const r = readerWith({ maxOldGenerationSizeMb: 48, deadlineMs: 30_000 });
    // A small file fits in that heap; the XML of a 2.9 MB part does not.
    expect(textOf(await r.read(wordWithText(['Go et Kotlin']), 'docx', 100)).trim()).toBe('Go et Kotlin');
    expect(await r.read(wordWithHugeBody(2.9), 'docx', 20_000)).toEqual({ refused: 'too_complex' });
  });

  it('ends a worker whose decoded bytes, outside its heap, pass the memory budget', async () => {
    const r = readerWith({ rssBudgetMb: 64, deadlineMs: 30_000 });
    const blanks = await pdfWithBlankPage(200);
    expect(blanks.length).toBeLessThan(300_000);
    const before = process.memoryUsage.rss();
    let peak = before;
    const sampler = setInterval(() => {
      peak = Math.max(peak, process.memoryUsage.rss());
    }, 5);
    const { result, tookMs } = await longestStall(() => r.read(blanks, 'pdf', 20_000));
    clearInterval(sampler);
    expect(result).toEqual({ refused: 'too_complex' });
    // Cut at the budget, long before the deadline and the 200 MB.
    expect(tookMs).toBeLessThan(10_000);
    expect(peak - before).toBeLessThan(250 * 1024 * 1024);
  });

  it('reads one file at a time, lets `queued` wait, refuses more as busy; stopping refuses those waiting', async () => {
    const r = readerWith({ inFlight: 1, queued: 1, deadlineMs: 1_500 });
    const hostile = await pdfWithHugePage(60);
    await r.read(Buffer.from('Java'), 'txt', 10);
    const first = r.read(hostile, 'pdf', 20_000);
    const second = r.read(Buffer.from('Java'), 'txt', 100);
    expect(await r.read(Buffer.from('Go'), 'txt', 100)).toEqual({ refused: 'busy' });
    expect(r.load).toEqual({ active: 1, waiting: 1 });
    r.stopAccepting();
    expect(await second).toEqual({ refused: 'closing' });
    expect(await r.read(Buffer.from('Go'), 'txt', 100)).toEqual({ refused: 'closing' });
    // The file being read finishes, within the deadline.
    expect(await first).toEqual({ refused: 'too_complex' });
    expect(r.load).toEqual({ active: 0, waiting: 0 });
  });

  it('stopping refuses a file whose worker is still starting: a stop takes the deadline at most', async () => {
    const r = readerWith();
    const reading = r.read(Buffer.from('Java'), 'txt', 10);
    r.stopAccepting();
    expect(await reading).toEqual({ refused: 'closing' });
  });

  it('close ends the file being read at once', async () => {
    const r = readerWith({ deadlineMs: 30_000 });
    const reading = r.read(await pdfWithHugePage(60), 'pdf', 20_000);
    await new Promise((resolve) => setTimeout(resolve, 200));
    const started = performance.now();
    await r.close();
    expect(await reading).toEqual({ refused: 'closing' });
    expect(performance.now() - started).toBeLessThan(1_000);
  });

  it('reads a long real document well within the real bounds', async () => {
    const r = readerWith();
    const line = 'Développement d’API REST en Java 17 et Spring Boot, déploiement Kubernetes, revue de code.';
    const pages = Array.from({ length: 20 }, (_, p) => Array.from({ length: 45 }, (_, l) => `${p + 1}.${l + 1} ${line}`));
    const cv = await pdfWithText(pages);
    // A worker ready (its start is not the file's time: some 150 ms once built).
    await r.read(Buffer.from('Java'), 'txt', 10);
    const { result, tookMs } = await longestStall(() => r.read(cv, 'pdf', 50_000));
    expect(textOf(result).length).toBeGreaterThan(45_000);
    expect(tookMs).toBeLessThan(DOCUMENT_READER.deadlineMs);
  });
});
