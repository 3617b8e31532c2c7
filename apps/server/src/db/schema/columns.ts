import { sql } from 'drizzle-orm';
import { customType, timestamp } from 'drizzle-orm/pg-core';

/** Column helpers shared by the tables. */

export const createdAt = () => timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow();
export const updatedAt = () => timestamp('updated_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow();

/** A PostgreSQL full-text vector (only ever written by a generated column). */
export const tsvector = customType<{ data: string }>({ dataType: () => 'tsvector' });

/** A 64-bit transaction id (written by a trigger, compared with a snapshot's xmin). */
export const xid8 = customType<{ data: string }>({ dataType: () => 'xid8' });

/** `CHECK (column IN (...))` text for an enumerated column. */
export function inList(column: string, values: readonly string[]) {
  return sql.raw(`"${column}" IN (${values.map((v) => `'${v.replace(/'/g, "''")}'`).join(', ')})`);
}
