import type { Notification, NotificationType } from '@passerelle/shared';
import type { AppContext } from '../../context.js';
import type { Db } from '../../db/client.js';
import { fail } from '../../lib/errors.js';
import { companyMemberUserIds } from '../profiles/profiles.repository.js';
import type { SafeHtml } from './notification-html.js';
import * as repo from './notifications.repository.js';

/**
 * Notifications (SPEC §3 Notification). Services call `notify` inside the transaction that makes the
 * event true, so a notification exists exactly when its cause does; after the commit they call
 * `announce` so that connected users are told (the socket layer listens to the event).
 */
export interface NewNotification {
  userId: number;
  titre: NotificationType;
  content: SafeHtml;
  /** In-app path the notification leads to, e.g. /dashb/mission. */
  url?: string | null;
}

/** How many notifications a list shows. */
const LATEST = 50;

export async function notify(db: Db, items: NewNotification | NewNotification[]): Promise<number[]> {
  const list = Array.isArray(items) ? items : [items];
  if (list.length === 0) return [];
  await repo.insertNotifications(
    db,
    list.map((n) => ({ userId: n.userId, titre: n.titre, content: n.content.value, url: n.url ?? null })),
  );
  return [...new Set(list.map((n) => n.userId))];
}

/**
 * One notification per member of a company (DECISIONS §6.3: each member has its own notifications, and
 * what happens to the company reaches every member).
 */
export async function toCompany(db: Db, clientId: number, note: Omit<NewNotification, 'userId'>): Promise<NewNotification[]> {
  return (await companyMemberUserIds(db, clientId)).map((userId) => ({ ...note, userId }));
}

/**
 * A notification to every staff member (issue 16: accounts waiting for validation, new requests,
 * contact messages, technical-test requests): the bell, the count and the digest mail count it.
 */
export async function notifyStaff(db: Db, notice: { content: SafeHtml; url: string; aboutUserId?: number }): Promise<number[]> {
  const staff = await repo.staffUserIds(db);
  await repo.insertNotifications(
    db,
    staff.map((userId) => ({
      userId,
      titre: 'other',
      content: notice.content.value,
      url: notice.url,
      aboutUserId: notice.aboutUserId ?? null,
    })),
  );
  return staff;
}

/**
 * The staff's notifications about an account are read once one of them has dealt with it (DECISIONS §6.9:
 * a validated account no longer waits in anybody's bell). Answers the staff whose count changed.
 */
export async function settleStaffNotificationsAbout(db: Db, userId: number): Promise<number[]> {
  return repo.markReadAbout(db, userId);
}

/** After the commit: tells the users concerned that they have something new. */
export function announce(ctx: AppContext, userIds: number[]): void {
  if (userIds.length > 0) ctx.events.emit('notifications.created', { userIds });
}

/** getMyNotif: the latest notifications and the unread count. */
export async function myNotifications(ctx: AppContext, userId: number): Promise<{ data: Notification[]; unread: number }> {
  const { rows, unread } = await repo.latestOf(ctx.db, userId, LATEST);
  const data: Notification[] = rows.map((row) => ({
    id: row.id,
    titre: row.titre as Notification['titre'],
    content: row.content,
    url: row.url,
    read: row.read ? 1 : 0,
    createdAt: row.createdAt.toISOString(),
  }));
  return { data, unread };
}

/** setNotifRead: one (id) or all; another user's notification is as unknown as a missing one (404). */
export async function markRead(ctx: AppContext, userId: number, id: number | undefined): Promise<void> {
  const changed = await repo.markRead(ctx.db, userId, id);
  if (id && changed === 0) throw fail('notification.not_found');
}
