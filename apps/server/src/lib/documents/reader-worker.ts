import { parentPort } from 'node:worker_threads';
import { type DocumentKind, documentText, loadReaders } from './text.js';

/**
 * A document reader's thread (reader.ts): the text of one file at a time, within the heap, time and length the
 * main thread gives it. A DOCX is checked for a zip bomb here too (inflating 50 MB to measure it costs some
 * 100 ms, which the server's thread no longer spends).
 */
export interface ReadJob {
  id: number;
  bytes: Uint8Array;
  kind: DocumentKind;
  maxChars: number;
}

export type ReadAnswer = { id: number; text: string } | { id: number; unsafe: true } | { id: number; error: string };

// Loaded (PDF.js and mammoth): the main thread starts the file's deadline now.
await loadReaders();
parentPort?.postMessage('ready');

parentPort?.on('message', async ({ id, bytes, kind, maxChars }: ReadJob) => {
  let answer: ReadAnswer;
  try {
    const buffer = Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength);
    const text = await documentText(buffer, kind, maxChars);
    answer = text === null ? { id, unsafe: true } : { id, text };
  } catch (error) {
    answer = { id, error: error instanceof Error ? (error.stack ?? error.message) : String(error) };
  }
  parentPort?.postMessage(answer);
});
