import { and, desc, eq, isNull, lt, sql } from 'drizzle-orm';
import { type Db, queryRows } from '../../db/client.js';
import { chatMessages, conversations, users } from '../../db/schema/index.js';
import { containsText } from '../../db/text-search.js';

/** Queries of the support chat: messages and the per-user conversation summary. */

export type MessageRow = typeof chatMessages.$inferSelect;
const PAGE = 50;

export async function insertMessage(
  db: Db,
  values: { userId: number; senderId: number; fromStaff: boolean; content: string },
): Promise<MessageRow> {
  const [row] = await db.insert(chatMessages).values(values).returning();
  if (!row) throw new Error('insert chat_messages returned nothing');
  // The conversation summary moves with each message (one upsert, no scan of the messages).
  await db
    .insert(conversations)
    .values({
      userId: values.userId,
      lastMessageAt: row.createdAt,
      lastMessage: values.content.slice(0, 200),
      unreadByStaff: values.fromStaff ? 0 : 1,
      unreadByUser: values.fromStaff ? 1 : 0,
    })
    .onConflictDoUpdate({
      target: conversations.userId,
      set: {
        lastMessageAt: row.createdAt,
        lastMessage: values.content.slice(0, 200),
        unreadByStaff: values.fromStaff ? conversations.unreadByStaff : sql`${conversations.unreadByStaff} + 1`,
        unreadByUser: values.fromStaff ? sql`${conversations.unreadByUser} + 1` : conversations.unreadByUser,
      },
    });
  return row;
}

/** A page of a conversation, oldest first, ending before the message `before` when given. */
export async function listMessages(
  db: Db,
  userId: number,
  before: number | null | undefined,
): Promise<{ rows: MessageRow[]; hasMore: boolean }> {
  const rows = await db
    .select()
    .from(chatMessages)
    .where(before ? and(eq(chatMessages.userId, userId), lt(chatMessages.id, before)) : eq(chatMessages.userId, userId))
    .orderBy(desc(chatMessages.id))
    .limit(PAGE + 1);
  return { rows: rows.slice(0, PAGE).reverse(), hasMore: rows.length > PAGE };
}

/** Marks as read what the other side wrote: the staff's messages for the user, the user's for the staff. */
export async function markRead(db: Db, userId: number, reader: 'user' | 'staff'): Promise<void> {
  const fromStaff = reader === 'user';
  await db
    .update(chatMessages)
    .set({ readAt: new Date() })
    .where(and(eq(chatMessages.userId, userId), eq(chatMessages.fromStaff, fromStaff), isNull(chatMessages.readAt)));
  await db
    .update(conversations)
    .set(reader === 'user' ? { unreadByUser: 0 } : { unreadByStaff: 0 })
    .where(eq(conversations.userId, userId));
}

export interface ConversationRow {
  id: number;
  nom: string | null;
  prenom: string | null;
  email: string;
  img: string | null;
  role: string;
  etat: string;
  new_msg: number;
  last_message: string | null;
  last_message_at: Date | string | null;
}

/**
 * The staff's list: the latest conversations; with a search, the clients and candidates whose name,
 * e-mail or company name holds every word (in any order, issue 16), with or without a conversation
 * (so that staff can write first).
 */
export async function listConversations(db: Db, search: string, limit = 100): Promise<ConversationRow[]> {
  const columns = sql`u.id, u.nom, u.prenom, u.email, u.img, u.role, u.etat,
    coalesce(c.unread_by_staff, 0)::int AS new_msg, c.last_message, c.last_message_at`;
  if (!search) {
    return queryRows<ConversationRow>(
      db,
      sql`SELECT ${columns} FROM conversations c JOIN users u ON u.id = c.user_id ORDER BY c.last_message_at DESC LIMIT ${limit}`,
    );
  }
  const matches = containsText(search, [sql`u.prenom`, sql`u.nom`, sql`u.email`, sql`cl.nom_entreprise`]);
  return queryRows<ConversationRow>(
    db,
    sql`SELECT ${columns} FROM users u LEFT JOIN conversations c ON c.user_id = u.id
    LEFT JOIN clients cl ON cl.user_id = u.id
    WHERE u.role IN ('client', 'condidat') AND u.deleted_at IS NULL AND ${matches}
    ORDER BY c.last_message_at DESC NULLS LAST, u.nom LIMIT ${limit}`,
  );
}

export async function findChatUser(db: Db, id: number) {
  const [row] = await db.select().from(users).where(eq(users.id, id)).limit(1);
  return row;
}

/** A user due a digest mail (digest.ts): how many staff messages and notifications are unread. */
export interface DigestRecipient {
  id: number;
  email: string;
  msgs: number;
  notifs: number;
}

/**
 * Users with unread staff messages or notifications who have not been seen since `away`, were not mailed since
 * `lastMail`, and have something new since their last digest (at most 500 a run).
 */
export async function findDigestRecipients(db: Db, since: { away: Date; lastMail: Date }): Promise<DigestRecipient[]> {
  return queryRows<DigestRecipient>(
    db,
    sql`WITH pending AS (
          SELECT user_id FROM chat_messages WHERE from_staff AND read_at IS NULL
          UNION
          SELECT user_id FROM notifications WHERE NOT read
        )
        SELECT u.id, u.email,
          (SELECT count(*) FROM chat_messages m WHERE m.user_id = u.id AND m.from_staff AND m.read_at IS NULL)::int AS msgs,
          (SELECT count(*) FROM notifications n WHERE n.user_id = u.id AND NOT n.read)::int AS notifs
        FROM pending p JOIN users u ON u.id = p.user_id
        WHERE NOT u.digest_opt_out AND u.etat <> 'blocked' AND u.email_verified_at IS NOT NULL
          AND (u.last_seen_at IS NULL OR u.last_seen_at < ${since.away})
          AND (u.last_digest_at IS NULL OR u.last_digest_at < ${since.lastMail})
          AND (
            EXISTS (SELECT 1 FROM chat_messages m WHERE m.user_id = u.id AND m.from_staff AND m.read_at IS NULL
                    AND m.created_at > coalesce(u.last_digest_at, '-infinity'))
            OR EXISTS (SELECT 1 FROM notifications n WHERE n.user_id = u.id AND NOT n.read
                    AND n.created_at > coalesce(u.last_digest_at, '-infinity'))
          )
        LIMIT 500`,
  );
}

/**
 * Claims a user's digest: stamps `last_digest_at` unless another instance did since `lastMail`. Claiming first
 * makes the digest safe with several instances: one claim wins. True when this call won.
 */
export async function claimDigest(db: Db, userId: number, now: Date, lastMail: Date): Promise<boolean> {
  const claimed = await queryRows<{ id: number }>(
    db,
    sql`UPDATE users SET last_digest_at = ${now}
        WHERE id = ${userId} AND (last_digest_at IS NULL OR last_digest_at < ${lastMail}) RETURNING id`,
  );
  return claimed.length > 0;
}
