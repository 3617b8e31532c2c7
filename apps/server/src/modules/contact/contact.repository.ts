import { count, desc } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { contactMessages } from '../../db/schema/index.js';

export type ContactMessageRow = typeof contactMessages.$inferSelect;

export async function insertContactMessage(
  db: Db,
  message: { fullname: string; subject: string; content: string; email: string | null },
): Promise<void> {
  await db.insert(contactMessages).values(message);
}

/** One page of the messages, newest first, and how many there are. */
export async function listContactMessages(
  db: Db,
  page: { limit: number; offset: number },
): Promise<{ rows: ContactMessageRow[]; total: number }> {
  const [rows, [counted]] = await Promise.all([
    db
      .select()
      .from(contactMessages)
      .orderBy(desc(contactMessages.createdAt), desc(contactMessages.id))
      .limit(page.limit)
      .offset(page.offset),
    db.select({ n: count() }).from(contactMessages),
  ]);
  return { rows, total: counted?.n ?? 0 };
}
