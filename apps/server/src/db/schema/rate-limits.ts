import { integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';

/**
 * The per-route rate limits' counters (plugins/external/rate-limit.ts): one row per limited key (route
 * or group, and the caller's address or account), with its hits in the current window. In the database
 * so that every instance counts the same requests. Keys are SHA-256 hashes; old rows are swept.
 */
export const rateLimits = pgTable('rate_limits', {
  keyHash: text('key_hash').primaryKey(),
  hits: integer('hits').notNull(),
  windowStart: timestamp('window_start', { withTimezone: true, mode: 'date' }).notNull(),
});
