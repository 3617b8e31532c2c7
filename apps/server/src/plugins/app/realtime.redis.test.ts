import net from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../app.js';
import type { Database } from '../../db/client.js';
import { expectSharedEvents, listen } from '../../test/sockets.js';
import { buildTestApp, type TestApp } from '../../test/test-app.js';

/**
 * REDIS_URL: the socket.io Redis adapter carries events between instances (DECISIONS §1). Our machines
 * run Redis on 127.0.0.1:6379 (REDIS_TEST_URL overrides it). On the embedded database the two instances
 * share one PGlite and have no other way to reach each other, so a delivery proves the adapter works.
 */
const redisUrl = process.env.REDIS_TEST_URL ?? 'redis://127.0.0.1:6379';

async function reachable(url: string): Promise<boolean> {
  const { hostname, port } = new URL(url);
  return new Promise((resolve) => {
    const socket = net.connect({ host: hostname, port: Number(port || 6379) });
    socket.setTimeout(1000);
    socket.once('connect', () => {
      socket.destroy();
      resolve(true);
    });
    socket.once('error', () => resolve(false));
    socket.once('timeout', () => {
      socket.destroy();
      resolve(false);
    });
  });
}

const redisUp = await reachable(redisUrl);
if (!redisUp) console.warn(`Redis is not reachable at ${redisUrl}: the Redis adapter test is skipped.`);

describe.runIf(redisUp)('two instances with the Redis adapter', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp({ REDIS_URL: redisUrl });
    await listen(t.app);
  });
  afterAll(async () => t.close());

  it('the Redis adapter shares presence, messages and the end of sessions between A and B', async () => {
    // The second instance gets its own connection on PostgreSQL; on PGlite it shares the first one's
    // (one process, one engine) without closing it.
    const database: Database =
      t.testDatabase.kind === 'postgres' ? await t.testDatabase.open() : { ...t.database, close: async () => undefined };
    const second = await buildApp({ config: t.config, database });
    await listen(second);
    try {
      expect(t.app.io.of('/').adapter.constructor.name).toBe('RedisAdapter');
      expect(second.io.of('/').adapter.constructor.name).toBe('RedisAdapter');
      await expectSharedEvents(t.app, second);
    } finally {
      await second.close();
    }
  });
});
