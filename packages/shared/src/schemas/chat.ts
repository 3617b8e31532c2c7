import { z } from 'zod';
import { CHAT_MESSAGE_MAX } from '../constants.js';
import { NOTIFICATION_TYPES } from '../enums.js';
import { MSG } from '../messages.js';
import { idField, paragraphs, searchText } from './fields.js';

/** Chat calls (SPEC §7 Chat). */

/** sendit: the message; an administrator names the recipient with id_to. */
export const sendMessageBody = z.object({
  content: paragraphs(
    z
      .string({ error: MSG.chatMessageEmpty })
      .trim()
      .min(1, { error: MSG.chatMessageEmpty })
      .max(CHAT_MESSAGE_MAX, { error: `Message trop long ( max ${CHAT_MESSAGE_MAX} caractères ) !` }),
  ),
  id_to: idField.nullish(),
});
export type SendMessageBody = z.infer<typeof sendMessageBody>;

export const messagesByUserBody = z.object({ id_user: idField, before: idField.nullish() });

/** getMyMsg: the caller's conversation, a page at a time (`before`: an older message id). */
export const myMessagesBody = z.object({ before: idField.nullish() }).nullish();

export const chatMessageSchema = z.object({
  id: z.number(),
  /** Who wrote it: the user, or the staff member (shown under the team's name). */
  id_from: z.number().nullable(),
  /** The user of the conversation. */
  id_to: z.number().nullable(),
  from_staff: z.boolean(),
  content: z.string(),
  createdAt: z.string(),
  read: z.boolean(),
});
export type ChatMessage = z.infer<typeof chatMessageSchema>;

export const messagesResponse = z.object({
  done: z.literal(true),
  data: z.array(chatMessageSchema),
  /** True when older messages remain: ask again with `before` = the first id. */
  hasMore: z.boolean(),
});
export type MessagesResponse = z.infer<typeof messagesResponse>;

export const sendMessageResponse = z.object({ done: z.literal(true), data: chatMessageSchema });
export type SendMessageResponse = z.infer<typeof sendMessageResponse>;

/** getUserChat: the staff's conversation list, or users found by `search`. */
export const chatUsersBody = z.object({ search: searchText(100).default('') }).nullish();

export const chatUserSchema = z.object({
  id: z.number(),
  nom: z.string().nullable(),
  prenom: z.string().nullable(),
  email: z.string(),
  img: z.string().nullable(),
  role: z.string(),
  etat: z.string(),
  /** Unread messages from this user (SPEC names it new_msg). */
  new_msg: z.number(),
  lastMessage: z.string().nullable(),
  lastMessageAt: z.string().nullable(),
});
export type ChatUser = z.infer<typeof chatUserSchema>;
export const chatUsersResponse = z.object({ done: z.literal(true), data: z.array(chatUserSchema) });
export type ChatUsersResponse = z.infer<typeof chatUsersResponse>;

export const notificationSchema = z.object({
  id: z.number(),
  titre: z.enum(NOTIFICATION_TYPES),
  /** HTML built by the server from escaped values. */
  content: z.string(),
  url: z.string().nullable(),
  /** 0 unread, 1 read (SPEC §3). */
  read: z.union([z.literal(0), z.literal(1)]),
  createdAt: z.string(),
});
export type Notification = z.infer<typeof notificationSchema>;
export const notificationsResponse = z.object({ done: z.literal(true), data: z.array(notificationSchema), unread: z.number() });
export type NotificationsResponse = z.infer<typeof notificationsResponse>;
/** setNotifRead: one notification, or all of them when no id is given. */
export const notificationReadBody = z.object({ id: idField.nullish() }).nullish();

export const unsubscribeBody = z.object({ token: z.string().min(10).max(200) });
