import { sql } from 'drizzle-orm';
import { check, integer, pgTable, text } from 'drizzle-orm/pg-core';
import { createdAt } from './columns.js';
import { users } from './users.js';

/**
 * What the staff added to the skill vocabulary (DECISIONS §6.1, /dashb/skills), in order: the vocabulary
 * every instance resolves with is the shipped one (lib/skills/vocabulary.json) plus these, replayed by id.
 * `alias`: `aliases[0]` becomes another spelling of the skill `label`; `skill`: a new canonical skill
 * `label` with its `aliases`. Writes are serialised (an advisory lock, modules/skills), so ids commit in
 * order and the highest id is the vocabulary's version: an instance compares it with the last one it
 * applied before resolving.
 */
export const skillAdditions = pgTable(
  'skill_additions',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    kind: text('kind').notNull(),
    label: text('label').notNull(),
    aliases: text('aliases').array().notNull().default(sql`'{}'::text[]`),
    createdBy: integer('created_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
  },
  (t) => [check('skill_additions_kind_check', sql`${t.kind} IN ('alias', 'skill')`)],
);
