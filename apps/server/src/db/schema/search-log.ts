import { sql } from 'drizzle-orm';
import { bigint, check, index, integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';

/**
 * The search log (DECISIONS §6.8): one row per search of any kind (searchmatch, brief, Bridge match, alert
 * match), with its criteria, the ranking's version and its first results with the parts of their score. Rows
 * are chained: `hash` = SHA-256 of the previous row's hash and this row's content (modules/matching/
 * search-log.ts), so that a changed, inserted or deleted row breaks the chain. Written only by the server
 * (never from what a user sends); kept 6 months, then purged by the periodic job. No foreign key: a row
 * outlives the accounts it names (the ids stay, as numbers). hash = sha256(prev_hash ‖ content), hex: checked
 * by verifySearchLog row by row and link by link (PostgreSQL's sha256; on the embedded engine Node's, over the rows
 * copied out).
 */
export const searchLog = pgTable(
  'search_log',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    at: timestamp('at', { withTimezone: true, mode: 'date' }).notNull(),
    kind: text('kind').notNull(),
    userId: integer('user_id'),
    clientId: integer('client_id'),
    /**
     * What the row says, as the exact text its hash covers (canonical JSON): `{at, kind, user, client,
     * criteria, version, results: [[id, score, c1, c2, c3], …]}`. The other columns are copies for the
     * indexes; the staff screen reads this one.
     */
    content: text('content').notNull(),
    /** The results' candidate ids in rank order (a candidate's own view: myExposure, the exposure report). */
    candidateIds: integer('candidate_ids').array().notNull(),
    prevHash: text('prev_hash').notNull(),
    hash: text('hash').notNull(),
  },
  (t) => [
    index('search_log_at_idx').on(t.at),
    index('search_log_client_idx').on(t.clientId, t.id),
    index('search_log_candidates_gin').using('gin', t.candidateIds),
    // And `search_log_chain_idx` (id) INCLUDE (prev_hash, hash), for verifySearchLog's links: written in migration
    // 0036 by hand, drizzle-orm cannot declare INCLUDE.
    check('search_log_kind_check', sql`${t.kind} IN ('searchmatch', 'brief', 'bmatch', 'alerte')`),
  ],
);
