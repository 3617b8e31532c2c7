import { bigint, index, pgTable, text, timestamp } from 'drizzle-orm/pg-core';

/**
 * Failed attempts (wrong password, wrong second factor), per throttle key, over a sliding window
 * (lib/failure-throttle.ts). In the database so that every instance counts the same attempts. The key
 * is a SHA-256 hash: no e-mail or address is kept in clear; rows older than the window are swept.
 */
export const authFailures = pgTable(
  'auth_failures',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    keyHash: text('key_hash').notNull(),
    at: timestamp('at', { withTimezone: true, mode: 'date' }).notNull(),
  },
  (t) => [index('auth_failures_key_idx').on(t.keyHash, t.at)],
);
