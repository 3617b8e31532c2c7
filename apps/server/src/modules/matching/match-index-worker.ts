import { parentPort } from 'node:worker_threads';
import { CandidateStore, type StoreOp } from './match-index-store.js';

/**
 * The candidate index's store in a worker thread (match-index.ts `WorkerStore`): the index's operations come in
 * the order they were sent, a search's answer goes back with the search's id, and so does an operation's error.
 */
const store = new CandidateStore();
parentPort?.on('message', ({ id, op }: { id: number; op: StoreOp }) => {
  try {
    const answer = store.apply(op);
    if (answer) parentPort?.postMessage({ id, answer });
  } catch (error) {
    parentPort?.postMessage({ id, error: error instanceof Error ? (error.stack ?? error.message) : String(error) });
  }
});
