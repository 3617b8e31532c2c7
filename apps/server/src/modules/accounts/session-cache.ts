import type { PGlite } from '@electric-sql/pglite';
import type { Db } from '../../db/client.js';
import { embeddedClient } from '../../db/engine.js';

/**
 * The sessions read on the embedded engine (issue 30: reading the session was 0.5 ms of the server's thread on every
 * authenticated call, a tenth of a search). The server's process is the only writer there (DATA_DIR is locked), and
 * a trigger on `sessions` and `users` (migration 0039) notifies `passerelle_sessions` with the user's id at the
 * commit of any change to either: a logout or any revocation, a ban, an erasure, a role, état or second factor
 * changed, a session purged. PGlite delivers the notification before the writer's call returns, so a call that
 * starts after a change never reads what was kept before it: the user's entries are dropped.
 *
 * A read is kept only if no notification came while it ran (`changes` unchanged: a change committed during the
 * read may or may not be in it). The expiry is checked again at each use. On PostgreSQL another instance may write,
 * and a notification travels on its own connection, later than the writer's answer: no cache there (null).
 */

/** What the session's statement read: the account as one JSON value, the revocation, the expiry. */
export interface CachedSession {
  userId: number;
  account: Record<string, unknown>;
  revoked: boolean;
  expiresMs: number;
}

const CHANNEL = 'passerelle_sessions';
/** Kept sessions at most: past it, the whole cache is dropped (a few megabytes at most). */
const MAX_ENTRIES = 10_000;

export class SessionCache {
  private readonly entries = new Map<string, CachedSession>();
  /** Notifications heard so far. */
  private changes = 0;
  private listening = false;
  /** Reads answered from the cache (tests). */
  hits = 0;

  /** Starts listening; entries are kept only once it listens. */
  async listen(client: PGlite): Promise<void> {
    await client.listen(CHANNEL, (payload) => {
      this.changes += 1;
      const userId = Number(payload);
      for (const [sessionId, entry] of this.entries) if (entry.userId === userId) this.entries.delete(sessionId);
    });
    this.listening = true;
  }

  /** The kept read of a session, if it has not expired at `now`. */
  get(sessionId: string, userId: number, now: Date): CachedSession | undefined {
    const entry = this.entries.get(sessionId);
    if (!entry || entry.userId !== userId) return undefined;
    if (entry.expiresMs <= now.getTime()) {
      this.entries.delete(sessionId);
      return undefined;
    }
    this.hits += 1;
    return entry;
  }

  /** A mark taken before a read: null when the read cannot be kept (not listening yet). */
  mark(): number | null {
    return this.listening ? this.changes : null;
  }

  /** Keeps a read begun at `mark`, if nothing changed since. */
  put(sessionId: string, entry: CachedSession, mark: number | null): void {
    if (mark === null || mark !== this.changes) return;
    if (this.entries.size >= MAX_ENTRIES) this.entries.clear();
    this.entries.set(sessionId, entry);
  }
}

const caches = new WeakMap<PGlite, Promise<SessionCache | null>>();

/** The embedded engine's session cache (listening once ready), or null on PostgreSQL or inside a transaction. */
export function sessionCacheOf(db: Db): Promise<SessionCache | null> | null {
  const client = embeddedClient(db);
  if (!client) return null;
  let cache = caches.get(client);
  if (!cache) {
    const created = new SessionCache();
    cache = created
      .listen(client)
      .then(() => created)
      .catch(() => null);
    caches.set(client, cache);
  }
  return cache;
}
