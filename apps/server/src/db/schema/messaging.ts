import { CONTACT_ETATS, NOTIFICATION_TYPES } from '@passerelle/shared';
import { sql } from 'drizzle-orm';
import { bigint, boolean, check, index, integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { createdAt, inList } from './columns.js';
import { users } from './users.js';

/**
 * A support chat message. Every conversation is between one user and the staff team: `userId` names
 * that user, `senderId` who wrote (the user, or a staff member).
 */
export const chatMessages = pgTable(
  'chat_messages',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    senderId: integer('sender_id').references(() => users.id, { onDelete: 'set null' }),
    fromStaff: boolean('from_staff').notNull(),
    content: text('content').notNull(),
    /** When the other side read it. */
    readAt: timestamp('read_at', { withTimezone: true, mode: 'date' }),
    createdAt: createdAt(),
  },
  (t) => [
    index('chat_messages_user_idx').on(t.userId, t.id),
    index('chat_messages_unread_idx').on(t.userId, t.fromStaff).where(sql`${t.readAt} IS NULL`),
  ],
);

/**
 * One row per support conversation (one per user): what the staff's conversation list reads, so that
 * listing and counting never scan the messages. Kept in step by the chat service on every message.
 */
export const conversations = pgTable(
  'conversations',
  {
    userId: integer('user_id')
      .primaryKey()
      .references(() => users.id, { onDelete: 'cascade' }),
    lastMessageAt: timestamp('last_message_at', { withTimezone: true, mode: 'date' }).notNull(),
    lastMessage: text('last_message').notNull(),
    /** Messages from the user the staff has not read, and the reverse. */
    unreadByStaff: integer('unread_by_staff').notNull().default(0),
    unreadByUser: integer('unread_by_user').notNull().default(0),
  },
  (t) => [index('conversations_last_message_idx').on(t.lastMessageAt.desc().nullsFirst())],
);

/** A notification shown in the bell (SPEC §3 Notification); content is HTML built by the server. */
export const notifications = pgTable(
  'notifications',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    titre: text('titre').notNull(),
    content: text('content').notNull(),
    url: text('url'),
    read: boolean('read').notNull().default(false),
    /**
     * The account a staff notification is about (« compte à valider »): once staff validate it, every staff
     * member's notification about it is read (DECISIONS §6.9).
     */
    aboutUserId: integer('about_user_id').references(() => users.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
  },
  (t) => [
    index('notifications_user_idx').on(t.userId, t.createdAt.desc().nullsFirst()),
    /** The bell's count and the mail digest read only the unread ones. */
    index('notifications_unread_idx').on(t.userId).where(sql`NOT ${t.read}`),
    check('notifications_titre_check', inList('titre', NOTIFICATION_TYPES)),
  ],
);

/** A message sent through the public contact form. */
export const contactMessages = pgTable(
  'contact_messages',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    fullname: text('fullname').notNull(),
    subject: text('subject').notNull(),
    content: text('content').notNull(),
    email: text('email'),
    createdAt: createdAt(),
    /** `nouveau` until a staff member marks it handled or replies (DECISIONS §6.9). */
    etat: text('etat').notNull().default('nouveau'),
    /** The reply mailed to the sender, who sent it and when. */
    reponse: text('reponse'),
    reponseAt: timestamp('reponse_at', { withTimezone: true, mode: 'date' }),
    reponseBy: integer('reponse_by').references(() => users.id, { onDelete: 'set null' }),
  },
  (t) => [
    index('contact_messages_created_idx').on(t.createdAt.desc().nullsFirst()),
    check('contact_messages_etat_check', inList('etat', CONTACT_ETATS)),
  ],
);

/** Who did what, when, from where: every administration action (DECISIONS §3). */
export const adminActions = pgTable(
  'admin_actions',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    actorId: integer('actor_id').references(() => users.id, { onDelete: 'set null' }),
    action: text('action').notNull(),
    targetUserId: integer('target_user_id').references(() => users.id, { onDelete: 'set null' }),
    targetType: text('target_type'),
    targetId: integer('target_id'),
    details: text('details'),
    ip: text('ip'),
    createdAt: createdAt(),
  },
  (t) => [
    index('admin_actions_target_user_idx').on(t.targetUserId, t.createdAt.desc().nullsFirst()),
    index('admin_actions_created_idx').on(t.createdAt.desc().nullsFirst()),
    /** A record's history (a mission's, DECISIONS §6.9), kept after the record is deleted. */
    index('admin_actions_target_idx').on(t.targetType, t.targetId, t.createdAt),
  ],
);
