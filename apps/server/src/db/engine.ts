import { PGlite } from '@electric-sql/pglite';
import type { Db } from './client.js';

/**
 * The embedded engine's client behind `db`: null on PostgreSQL and inside a transaction (drizzle's transaction
 * object holds no client). The one test of « which engine » for the code that does something only there; it runs
 * no statement, so a module's service may ask it (only repositories import db/client.ts for more than its types).
 */
export function embeddedClient(db: Db): PGlite | null {
  const client = (db as { $client?: unknown }).$client;
  return client instanceof PGlite ? client : null;
}
