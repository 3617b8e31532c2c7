-- The search log's chain read in id order without its content (verifySearchLog's links, DECISIONS §6.8): an
-- index-only scan over (id, prev_hash, hash) instead of the whole rows. drizzle-orm cannot declare INCLUDE,
-- so this index is written here only (schema/search-log.ts says so).
CREATE INDEX IF NOT EXISTS "search_log_chain_idx" ON "search_log" USING btree ("id") INCLUDE ("prev_hash", "hash");
