import { expect, it } from 'vitest';
import { collectStartGarbage } from './start-garbage.js';

/** The start's garbage, collected once the start is over (issue 34: the server's memory at idle). */
it('waits for the start to be over and a quiet moment, then collects the whole heap', async () => {
  // Some 40 MB that a young-generation collection does not free (large arrays live in the large object space).
  let garbage: number[][] | null = Array.from({ length: 40 }, () => new Array<number>(131_072).fill(1.5));
  expect(garbage.length).toBe(40);
  garbage = null;
  let settled = false;
  let checks = 0;
  const collection = collectStartGarbage(
    () => {
      checks++;
      return settled;
    },
    { pollMs: 5, quietMs: 20 },
  );
  await new Promise((r) => setTimeout(r, 40));
  expect(checks).toBeGreaterThan(1);
  const before = process.memoryUsage().heapUsed;
  settled = true;
  await collection.done;
  expect(process.memoryUsage().heapUsed).toBeLessThan(before - 30 * 1024 * 1024);
});

it('collects after maxMs even if the start never settles (a failed index build), and stop() ends the wait', async () => {
  await collectStartGarbage(() => false, { pollMs: 5, quietMs: 5, maxMs: 20 }).done;
  let asked = 0;
  const waiting = collectStartGarbage(
    () => {
      asked++;
      return false;
    },
    { pollMs: 5 },
  );
  waiting.stop();
  await waiting.done;
  const after = asked;
  await new Promise((r) => setTimeout(r, 30));
  expect(asked).toBe(after);
});
