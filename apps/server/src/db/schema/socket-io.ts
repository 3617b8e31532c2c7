import { bigserial, customType, pgTable, timestamp } from 'drizzle-orm/pg-core';

const bytea = customType<{ data: Buffer }>({ dataType: () => 'bytea' });

/**
 * The table the socket.io PostgreSQL adapter (`@socket.io/postgres-adapter`) reads and writes: a payload too
 * large for a NOTIFY (over 8,000 bytes) is stored here and named in the notification; the adapter deletes
 * rows older than 30 s. Its columns are the adapter's own (its README's DDL); only the adapter touches it.
 * Used with PostgreSQL and no REDIS_URL; on PGlite it stays empty.
 */
export const socketIoAttachments = pgTable('socket_io_attachments', {
  id: bigserial('id', { mode: 'number' }).unique('socket_io_attachments_id_key'),
  createdAt: timestamp('created_at', { withTimezone: true, mode: 'date' }).defaultNow(),
  payload: bytea('payload'),
});
