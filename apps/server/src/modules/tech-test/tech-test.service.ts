import { paths, TECH_TEST_INTERVAL_MS, TECH_TEST_REQUEST_MESSAGE, type TechTestStatus } from '@passerelle/shared';
import type { AppContext } from '../../context.js';
import { fail } from '../../lib/errors.js';
import type { UserRow } from '../accounts/accounts.repository.js';
import { sendFromUser } from '../chat/chat.service.js';
import { html } from '../notifications/notification-html.js';
import { announce, notifyStaff } from '../notifications/notifications.service.js';
import { lastRequestAt } from './tech-test.repository.js';

/**
 * The technical test (DECISIONS §4, `/dashb/tech`): the candidate asks the staff for one, and the
 * request reaches them as a chat message written by the candidate (the chat service stores it and
 * pushes it to the staff). The chat itself is the record: the last request is the candidate's last
 * message with the fixed text, so no other table is needed. One request a day at most.
 */

function statusOf(askedAt: Date | null, now = Date.now()): TechTestStatus {
  const next = askedAt ? askedAt.getTime() + TECH_TEST_INTERVAL_MS : null;
  return {
    askedAt: askedAt ? askedAt.toISOString() : null,
    nextAt: next !== null && next > now ? new Date(next).toISOString() : null,
  };
}

export async function techTestStatus(ctx: AppContext, user: UserRow): Promise<TechTestStatus> {
  return statusOf(await lastRequestAt(ctx.db, user.id, TECH_TEST_REQUEST_MESSAGE));
}

/** askTechTest: 429 while the previous request is less than a day old. */
export async function askTechTest(ctx: AppContext, user: UserRow): Promise<TechTestStatus> {
  if (statusOf(await lastRequestAt(ctx.db, user.id, TECH_TEST_REQUEST_MESSAGE)).nextAt) throw fail('tech_test.too_soon');
  const message = await sendFromUser(ctx, user, TECH_TEST_REQUEST_MESSAGE);
  const name = [user.prenom, user.nom].filter(Boolean).join(' ') || user.email;
  announce(
    ctx,
    await notifyStaff(ctx.db, {
      content: html`Demande de test technique de <strong>${name}</strong>`,
      url: paths.dashboard.chat,
    }),
  );
  return statusOf(new Date(message.createdAt));
}
