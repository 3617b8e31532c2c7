import type pg from 'pg';

/**
 * The pool the PostgreSQL socket adapter is given (@socket.io/postgres-adapter 0.5.0). The adapter takes a
 * client for LISTEN in the background and keeps it only once its LISTEN queries are done; an app closed
 * before that (a test closing right after its start, a server stopped during its start) closes the adapter
 * while it holds nothing, then the client arrives and is never given back, and the pool's end waits for it
 * for ever (CI, November 2026: a test's close hung 60 s on a loaded machine). Here every client the adapter
 * takes is known: `close()` waits for the takings under way and gives back what is still held; after it, a
 * taking never completes (the adapter would otherwise retry every 2 s on an ended pool).
 */
export interface AdapterPool {
  pool: pg.Pool;
  close(): Promise<void>;
}

export function adapterPool(pool: pg.Pool): AdapterPool {
  const held = new Set<pg.PoolClient>();
  const pending = new Set<Promise<pg.PoolClient>>();
  let closed = false;
  const never = () => new Promise<never>(() => undefined);

  async function connect(): Promise<pg.PoolClient> {
    if (closed) return never();
    const taking = pool.connect();
    pending.add(taking);
    let client: pg.PoolClient;
    try {
      client = await taking;
    } finally {
      pending.delete(taking);
    }
    if (closed) {
      client.release();
      return never();
    }
    held.add(client);
    const release = client.release.bind(client);
    client.release = (err?: Error | boolean) => {
      held.delete(client);
      return release(err);
    };
    return client;
  }

  const wrapped = Object.create(pool, {
    connect: { value: connect },
    query: { value: pool.query.bind(pool) },
  }) as pg.Pool;

  return {
    pool: wrapped,
    async close() {
      closed = true;
      await Promise.allSettled([...pending]);
      for (const client of [...held]) {
        // The adapter reconnects when its client ends: the pool is about to end it.
        client.removeAllListeners('end');
        client.release();
      }
    },
  };
}
