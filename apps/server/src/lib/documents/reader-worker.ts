import { parentPort } from 'node:worker_threads';
import { readCamt053, type StatementFile } from '../banking/camt053.js';
import { StatementFileError, type StatementRefusal } from '../banking/errors.js';
import { type DocumentKind, documentText, loadReaders } from './text.js';

/**
 * A document reader's thread (reader.ts): one file at a time, within the heap, time and length the main thread
 * gives it: the text of a brief or a CV, or a bank statement (camt.053) read into its entries. A DOCX is checked
 * for a zip bomb here too (inflating 50 MB to measure it costs some 100 ms, which the server's thread no longer
 * spends); a statement's XML is checked and parsed here (some 0.5 s of CPU for 5,000 entries).
 */
export type ReadJob = { id: number; bytes: Uint8Array } & ({ kind: DocumentKind; maxChars: number } | { kind: 'camt053' });

export type ReadAnswer =
  | { id: number; text: string }
  | { id: number; unsafe: true }
  | { id: number; statement: StatementFile }
  /** A statement the reader refused (DECISIONS §6.7: 400 releve.invalid); `detail` is for the logs. */
  | { id: number; invalid: StatementRefusal; detail: string }
  | { id: number; error: string };

// Loaded (PDF.js and mammoth): the main thread starts the file's deadline now.
await loadReaders();
parentPort?.postMessage('ready');

parentPort?.on('message', async (job: ReadJob) => {
  const { id, bytes } = job;
  let answer: ReadAnswer;
  try {
    if (job.kind === 'camt053') {
      answer = { id, statement: readCamt053(bytes) };
    } else {
      const buffer = Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength);
      const text = await documentText(buffer, job.kind, job.maxChars);
      answer = text === null ? { id, unsafe: true } : { id, text };
    }
  } catch (error) {
    answer =
      error instanceof StatementFileError
        ? { id, invalid: error.reason, detail: error.detail }
        : { id, error: error instanceof Error ? (error.stack ?? error.message) : String(error) };
  }
  parentPort?.postMessage(answer);
});
