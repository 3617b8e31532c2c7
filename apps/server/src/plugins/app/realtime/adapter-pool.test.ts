import { EventEmitter } from 'node:events';
import type pg from 'pg';
import { describe, expect, it } from 'vitest';
import { adapterPool } from './adapter-pool.js';

/** A pool whose clients arrive when the test says, and that counts what is given back. */
function fakePool() {
  const waiting: ((client: pg.PoolClient) => void)[] = [];
  const released: pg.PoolClient[] = [];
  const pool = {
    connect: () => new Promise<pg.PoolClient>((resolve) => waiting.push(resolve)),
    query: async () => ({ rows: [] }),
  } as unknown as pg.Pool;
  const newClient = () => {
    const client = new EventEmitter() as unknown as pg.PoolClient;
    client.release = () => {
      released.push(client);
    };
    return client;
  };
  return { pool, waiting, released, newClient };
}

describe('the socket adapter’s pool', () => {
  it('gives back a client that arrives after the close (the pool could never end)', async () => {
    const fake = fakePool();
    const tracked = adapterPool(fake.pool);
    let settled = false;
    tracked.pool.connect().then(() => {
      settled = true;
    });
    const closing = tracked.close();
    const client = fake.newClient();
    fake.waiting[0]?.(client);
    await closing;
    await new Promise((resolve) => setImmediate(resolve));
    expect(fake.released).toEqual([client]);
    expect(settled).toBe(false);
  });

  it('gives back on close a client still held, once, and stops the adapter’s reconnection', async () => {
    const fake = fakePool();
    const tracked = adapterPool(fake.pool);
    const taking = tracked.pool.connect();
    const client = fake.newClient();
    client.on('end', () => undefined);
    fake.waiting[0]?.(client);
    const held = await taking;
    await tracked.close();
    expect(fake.released).toEqual([client]);
    expect(held.listenerCount('end')).toBe(0);
    held.release();
    expect(fake.released).toHaveLength(2);
    await tracked.close();
    expect(fake.released).toHaveLength(2);
  });

  it('lets the adapter give back its own client, and then holds nothing', async () => {
    const fake = fakePool();
    const tracked = adapterPool(fake.pool);
    const taking = tracked.pool.connect();
    fake.waiting[0]?.(fake.newClient());
    (await taking).release();
    await tracked.close();
    expect(fake.released).toHaveLength(1);
  });
});
