import { type ContactBody, paths } from '@passerelle/shared';
import type { AppContext } from '../../context.js';
import { pageInfo } from '../../lib/paging.js';
import { html } from '../notifications/notification-html.js';
import { announce, notifyStaff } from '../notifications/notifications.service.js';
import * as repo from './contact.repository.js';

/** contactus/new: the landing page's form (public, rate-limited by its route). */
export async function receiveContactMessage(ctx: AppContext, body: ContactBody): Promise<void> {
  const { fullname, subject, content, email } = body;
  const notified = await ctx.db.transaction(async (tx) => {
    await repo.insertContactMessage(tx, { fullname, subject, content, email: email || null });
    return notifyStaff(tx, {
      content: html`Nouveau message de contact de <strong>${fullname}</strong> : ${subject}`,
      url: paths.dashboard.admin.contact,
    });
  });
  announce(ctx, notified);
}

/** contactus/list: the staff's list, newest first, one page at a time. */
export async function contactMessages(ctx: AppContext, query: { page: number; size: number }) {
  const { rows, total } = await repo.listContactMessages(ctx.db, { limit: query.size, offset: query.page * query.size });
  return {
    done: true as const,
    data: rows.map((row) => ({
      id: row.id,
      fullname: row.fullname,
      subject: row.subject,
      email: row.email,
      content: row.content,
      createdAt: row.createdAt.toISOString(),
    })),
    ...pageInfo(total, query),
  };
}
