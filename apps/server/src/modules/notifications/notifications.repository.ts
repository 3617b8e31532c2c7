import { and, count, desc, eq, inArray, isNull, ne } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { notifications, users } from '../../db/schema/index.js';

export type NotificationRow = typeof notifications.$inferSelect;

export async function insertNotifications(
  db: Db,
  rows: { userId: number; titre: string; content: string; url: string | null; aboutUserId?: number | null }[],
): Promise<void> {
  if (rows.length > 0) await db.insert(notifications).values(rows);
}

/** A user's latest notifications, newest first, and how many are unread. */
export async function latestOf(db: Db, userId: number, limit: number): Promise<{ rows: NotificationRow[]; unread: number }> {
  const [rows, [unread]] = await Promise.all([
    db
      .select()
      .from(notifications)
      .where(eq(notifications.userId, userId))
      .orderBy(desc(notifications.createdAt), desc(notifications.id))
      .limit(limit),
    db
      .select({ n: count() })
      .from(notifications)
      .where(and(eq(notifications.userId, userId), eq(notifications.read, false))),
  ]);
  return { rows, unread: Number(unread?.n ?? 0) };
}

/** Marks one of the user's notifications read (or all of them without an id); how many rows changed. */
export async function markRead(db: Db, userId: number, id: number | undefined): Promise<number> {
  const updated = await db
    .update(notifications)
    .set({ read: true })
    .where(id ? and(eq(notifications.userId, userId), eq(notifications.id, id)) : eq(notifications.userId, userId))
    .returning({ id: notifications.id });
  return updated.length;
}

/** Marks read every notification about this account (« compte à valider »); answers whose they were. */
export async function markReadAbout(db: Db, aboutUserId: number): Promise<number[]> {
  const updated = await db
    .update(notifications)
    .set({ read: true })
    .where(and(eq(notifications.aboutUserId, aboutUserId), eq(notifications.read, false)))
    .returning({ userId: notifications.userId });
  return [...new Set(updated.map((row) => row.userId))];
}

/** The staff who receive the staff's notifications: administrators and root, not blocked nor erased. */
export async function staffUserIds(db: Db): Promise<number[]> {
  const rows = await db
    .select({ id: users.id })
    .from(users)
    .where(and(inArray(users.role, ['admin', 'root']), ne(users.etat, 'blocked'), isNull(users.deletedAt)));
  return rows.map((row) => row.id);
}
