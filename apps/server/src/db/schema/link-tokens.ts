import { LINK_TOKEN_PURPOSES } from '@passerelle/shared';
import { check, index, integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { createdAt, inList } from './columns.js';
import { users } from './users.js';

/** Single-use e-mail verification and password reset tokens, stored as SHA-256 hashes (DECISIONS §2). */
export const linkTokens = pgTable(
  'link_tokens',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    purpose: text('purpose').notNull(),
    tokenHash: text('token_hash').notNull().unique(),
    expiresAt: timestamp('expires_at', { withTimezone: true, mode: 'date' }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true, mode: 'date' }),
    createdAt: createdAt(),
  },
  (t) => [
    index('link_tokens_user_idx').on(t.userId, t.purpose),
    check('link_tokens_purpose_check', inList('purpose', LINK_TOKEN_PURPOSES)),
  ],
);
