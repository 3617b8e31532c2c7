import { type ChatMessage, type ChatUser, isAdminRole, paths, STAFF_TEAM_NAME } from '@passerelle/shared';
import type { AppContext } from '../../context.js';
import { fail, failField } from '../../lib/errors.js';
import type { UserRow } from '../accounts/accounts.repository.js';
import { html } from '../notifications/notification-html.js';
import { announce, notify } from '../notifications/notifications.service.js';
import * as repo from './chat.repository.js';

/**
 * The support chat (SPEC §2 Chat, issue 8): one conversation per user with the staff team. A message
 * is stored before it is pushed, so nothing is lost when the receiver is offline.
 */

function presentMessage(row: repo.MessageRow): ChatMessage {
  return {
    id: row.id,
    id_from: row.senderId,
    id_to: row.userId,
    from_staff: row.fromStaff,
    content: row.content,
    createdAt: row.createdAt.toISOString(),
    read: row.readAt !== null,
  };
}

function presentChatUser(row: repo.ConversationRow): ChatUser {
  const at = row.last_message_at;
  return {
    id: row.id,
    nom: row.nom,
    prenom: row.prenom,
    email: row.email,
    img: row.img,
    role: row.role,
    etat: row.etat,
    new_msg: Number(row.new_msg),
    lastMessage: row.last_message,
    lastMessageAt: at ? new Date(at).toISOString() : null,
  };
}

/** A client or candidate writes to the staff team. */
export async function sendFromUser(ctx: AppContext, sender: UserRow, content: string): Promise<ChatMessage> {
  const row = await repo.insertMessage(ctx.db, { userId: sender.id, senderId: sender.id, fromStaff: false, content });
  const message = presentMessage(row);
  ctx.events.emit('chat.message', { message, user: sender });
  return message;
}

/** A staff member writes to a user; the user is notified (titre msg). */
async function sendFromStaff(
  ctx: AppContext,
  staff: UserRow,
  userId: number | null | undefined,
  content: string,
): Promise<ChatMessage> {
  if (!userId) throw failField('chat.recipient_required', 'id_to');
  const user = await repo.findChatUser(ctx.db, userId);
  if (!user || isAdminRole(user.role) || user.deletedAt) throw fail('user.not_found');
  const row = await ctx.db.transaction(async (tx) => {
    const inserted = await repo.insertMessage(tx, { userId, senderId: staff.id, fromStaff: true, content });
    await notify(tx, {
      userId,
      titre: 'msg',
      content: html`Nouveau message de <strong>${STAFF_TEAM_NAME}</strong> : ${content.slice(0, 120)}`,
      url: paths.dashboard.chat,
    });
    return inserted;
  });
  const message = presentMessage(row);
  ctx.events.emit('chat.message', { message, user });
  announce(ctx, [userId]);
  return message;
}

/**
 * Messages one account may send in 15 minutes, by HTTP (sendit) and socket (client_msg) alike, before
 * 429 (issue 16: the chat was a flood channel into the staff's screens). Staff answer many users.
 */
export const CHAT_MESSAGES_MAX = { user: 60, staff: 600 } as const;

export async function send(ctx: AppContext, sender: UserRow, content: string, idTo?: number | null): Promise<ChatMessage> {
  const max = isAdminRole(sender.role) ? CHAT_MESSAGES_MAX.staff : CHAT_MESSAGES_MAX.user;
  // Counted with the failures' table: every message is an attempt that stays counted for the window.
  if (!(await ctx.loginThrottle.begin([[`chat|${sender.id}`, max]]))) throw fail('rate.limited');
  return isAdminRole(sender.role) ? sendFromStaff(ctx, sender, idTo, content) : sendFromUser(ctx, sender, content);
}

/** getMyMsg: the caller's conversation, page by page; reading it marks the staff's messages read. */
export async function myMessages(ctx: AppContext, user: UserRow, before?: number | null) {
  const page = await repo.listMessages(ctx.db, user.id, before);
  if (!before) await repo.markRead(ctx.db, user.id, 'user');
  return { data: page.rows.map(presentMessage), hasMore: page.hasMore };
}

/** getMsgByUser (staff): a user's conversation; reading it marks the user's messages read. */
export async function messagesOf(ctx: AppContext, userId: number, before?: number | null) {
  const user = await repo.findChatUser(ctx.db, userId);
  if (!user || isAdminRole(user.role) || user.deletedAt) throw fail('user.not_found');
  const page = await repo.listMessages(ctx.db, userId, before);
  if (!before) await repo.markRead(ctx.db, userId, 'staff');
  return { data: page.rows.map(presentMessage), hasMore: page.hasMore };
}

export async function chatUsers(ctx: AppContext, search: string): Promise<ChatUser[]> {
  return (await repo.listConversations(ctx.db, search)).map(presentChatUser);
}
