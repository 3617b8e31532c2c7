import { type ContactBody, type ContactReplyBody, paths } from '@passerelle/shared';
import type { AppContext } from '../../context.js';
import { fail } from '../../lib/errors.js';
import { appLink } from '../../lib/mail/links.js';
import { contactReplyMail } from '../../lib/mail/templates.js';
import { pageInfo } from '../../lib/paging.js';
import type { AuthContext } from '../../plugins/app/auth.js';
import { html } from '../notifications/notification-html.js';
import { announce, notifyStaff } from '../notifications/notifications.service.js';
import * as repo from './contact.repository.js';

/** contactus/new: the landing page's form (public, rate-limited by its route). */
export async function receiveContactMessage(ctx: AppContext, body: ContactBody): Promise<void> {
  const { fullname, subject, content, email } = body;
  const notified = await ctx.db.transaction(async (tx) => {
    await repo.insertContactMessage(tx, { fullname, subject, content, email });
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
      etat: row.etat as 'nouveau' | 'traite',
      reponse: row.reponse,
      reponseAt: row.reponseAt?.toISOString() ?? null,
    })),
    ...pageInfo(total, query),
  };
}

/** contactus/traiter: a staff member marks a message handled (DECISIONS §6.9). */
export async function markContactMessageHandled(ctx: AppContext, id: number): Promise<void> {
  if (!(await repo.markContactMessageHandled(ctx.db, id))) throw fail('contact.not_found');
}

/**
 * contactus/repondre: the reply is mailed to the message's sender and kept with the message, which is then
 * handled. Messages from before the e-mail was checked may have none: nobody to answer (409).
 */
export async function replyToContactMessage(ctx: AppContext, auth: AuthContext, body: ContactReplyBody): Promise<void> {
  const message = await repo.findContactMessage(ctx.db, body.id);
  if (!message) throw fail('contact.not_found');
  if (!message.email) throw fail('contact.no_email');
  await repo.saveContactReply(ctx.db, message.id, { texte: body.texte, by: auth.user.id });
  ctx.mailer.send(
    contactReplyMail(message.email, {
      fullname: message.fullname,
      subject: message.subject,
      reply: body.texte,
      siteUrl: appLink(ctx, paths.root),
    }),
  );
}
