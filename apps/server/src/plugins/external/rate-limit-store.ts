import { createHash } from 'node:crypto';
import type { FastifyRateLimitStore, FastifyRateLimitStoreCtor } from '@fastify/rate-limit';
import { lt, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { queryRows } from '../../db/client.js';
import { rateLimits } from '../../db/schema/index.js';

/** Rows older than this are swept: longer than any window we use (one hour). */
const KEEP_MS = 24 * 60 * 60 * 1000;
const SWEEP_EVERY_MS = 60 * 1000;

interface Scope {
  /** The route (method and URL), or the group of routes that share one limit (`groupId`). */
  name: string;
}
const isScope = (value: unknown): value is Scope =>
  typeof value === 'object' && value !== null && typeof (value as Scope).name === 'string';

/**
 * A store for @fastify/rate-limit that counts in the database (table `rate_limits`), so that several
 * instances behind one address share each limit instead of granting it N times. One statement counts
 * a hit and opens a new window when the last one is over: concurrent hits on every instance are
 * counted exactly. Keys are hashed.
 */
export function databaseRateLimitStore(db: Db): FastifyRateLimitStoreCtor {
  let lastSweep = 0;
  const sweep = async () => {
    const now = Date.now();
    if (now - lastSweep < SWEEP_EVERY_MS) return;
    lastSweep = now;
    await db.delete(rateLimits).where(lt(rateLimits.windowStart, new Date(now - KEEP_MS)));
  };

  class DatabaseStore implements FastifyRateLimitStore {
    readonly scope: Scope;
    constructor(scope: unknown) {
      this.scope = isScope(scope) ? scope : { name: 'global' };
    }

    incr(key: string, callback: (error: Error | null, result?: { current: number; ttl: number }) => void, timeWindow: number) {
      const keyHash = createHash('sha256').update(`${this.scope.name}|${key}`).digest('base64url');
      const window = sql`make_interval(secs => ${timeWindow / 1000})`;
      queryRows<{ hits: number; ttl: number }>(
        db,
        sql`INSERT INTO ${rateLimits} (key_hash, hits, window_start) VALUES (${keyHash}, 1, now())
            ON CONFLICT (key_hash) DO UPDATE SET
              hits = CASE WHEN ${rateLimits.windowStart} + ${window} <= now() THEN 1 ELSE ${rateLimits.hits} + 1 END,
              window_start = CASE WHEN ${rateLimits.windowStart} + ${window} <= now() THEN now() ELSE ${rateLimits.windowStart} END
            RETURNING hits,
              greatest(0, ceil(extract(epoch FROM (window_start + ${window} - now())) * 1000))::int AS ttl`,
      )
        .then(async ([row]) => {
          await sweep();
          callback(null, { current: row?.hits ?? 1, ttl: row?.ttl ?? timeWindow });
        })
        .catch((error: Error) => callback(error));
    }

    /** Each limited route gets its own counters; routes of one `groupId` share theirs. */
    child(routeOptions: Parameters<FastifyRateLimitStore['child']>[0]): FastifyRateLimitStore {
      const merged = routeOptions as typeof routeOptions & {
        groupId?: string;
        routeInfo?: { method?: string | string[]; url?: string };
      };
      const route = merged.routeInfo;
      const name = merged.groupId ? `group:${merged.groupId}` : `${[route?.method ?? ''].flat().join(',')} ${route?.url ?? ''}`;
      return new DatabaseStore({ name } satisfies Scope);
    }
  }
  return DatabaseStore;
}
