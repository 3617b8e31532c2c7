import { count, desc, eq } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { contactMessages } from '../../db/schema/index.js';

export type ContactMessageRow = typeof contactMessages.$inferSelect;

export async function insertContactMessage(
  db: Db,
  message: { fullname: string; subject: string; content: string; email: string },
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

export async function findContactMessage(db: Db, id: number): Promise<ContactMessageRow | undefined> {
  const [row] = await db.select().from(contactMessages).where(eq(contactMessages.id, id));
  return row;
}

/** Marks a message handled; answers whether it exists. */
export async function markContactMessageHandled(db: Db, id: number): Promise<boolean> {
  const rows = await db
    .update(contactMessages)
    .set({ etat: 'traite' })
    .where(eq(contactMessages.id, id))
    .returning({ id: contactMessages.id });
  return rows.length > 0;
}

/** Stores the staff's reply; the message is then handled. */
export async function saveContactReply(db: Db, id: number, reply: { texte: string; by: number }): Promise<void> {
  await db
    .update(contactMessages)
    .set({ etat: 'traite', reponse: reply.texte, reponseAt: new Date(), reponseBy: reply.by })
    .where(eq(contactMessages.id, id));
}
