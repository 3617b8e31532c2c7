import type { NotificationType } from '@passerelle/shared';
import type { AppContext } from '../../context.js';
import type { Db } from '../../db/client.js';
import { notifications } from '../../db/schema/index.js';
import type { SafeHtml } from './notification-html.js';

/**
 * Creating notifications (SPEC §3 Notification). Services call `notify` inside the transaction that
 * makes the event true, so a notification exists exactly when its cause does; after the commit they
 * call `announce` so that connected users are told (the socket layer listens to the event).
 */
export interface NewNotification {
  userId: number;
  titre: NotificationType;
  content: SafeHtml;
  /** In-app path the notification leads to, e.g. /dashb/mission. */
  url?: string | null;
}

export async function notify(db: Db, items: NewNotification | NewNotification[]): Promise<number[]> {
  const list = Array.isArray(items) ? items : [items];
  if (list.length === 0) return [];
  await db
    .insert(notifications)
    .values(list.map((n) => ({ userId: n.userId, titre: n.titre, content: n.content.value, url: n.url ?? null })));
  return [...new Set(list.map((n) => n.userId))];
}

/** After the commit: tells the users concerned that they have something new. */
export function announce(ctx: AppContext, userIds: number[]): void {
  if (userIds.length > 0) ctx.events.emit('notifications.created', { userIds });
}
