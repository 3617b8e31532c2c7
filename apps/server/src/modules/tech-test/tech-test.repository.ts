import { and, desc, eq } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { chatMessages } from '../../db/schema/index.js';

/** When the user last wrote this message to the staff (the technical test request), or null. */
export async function lastRequestAt(db: Db, userId: number, message: string): Promise<Date | null> {
  // chat_messages_user_idx (user_id, id) serves this: the user's messages, newest first.
  const [row] = await db
    .select({ createdAt: chatMessages.createdAt })
    .from(chatMessages)
    .where(and(eq(chatMessages.userId, userId), eq(chatMessages.fromStaff, false), eq(chatMessages.content, message)))
    .orderBy(desc(chatMessages.id))
    .limit(1);
  return row?.createdAt ?? null;
}
