import { MSG, TECH_TEST_INTERVAL_MS, TECH_TEST_REQUEST_MESSAGE, type TechTestStatus } from '@passerelle/shared';
import { and, desc, eq } from 'drizzle-orm';
import type { AppContext } from '../../context.js';
import { chatMessages } from '../../db/schema/index.js';
import { tooManyRequests } from '../../lib/errors.js';
import type { UserRow } from '../accounts/accounts.repository.js';
import { sendFromUser } from '../chat/chat.service.js';

/**
 * The technical test (DECISIONS §4, `/dashb/tech`): the candidate asks the staff for one, and the
 * request reaches them as a chat message written by the candidate (the chat service stores it and
 * pushes it to the staff). The chat itself is the record: the last request is the candidate's last
 * message with the fixed text, so no other table is needed. One request a day at most.
 */

async function lastRequestAt(ctx: AppContext, userId: number): Promise<Date | null> {
  // chat_messages_user_idx (user_id, id) serves this: the user's messages, newest first.
  const [row] = await ctx.db
    .select({ createdAt: chatMessages.createdAt })
    .from(chatMessages)
    .where(
      and(
        eq(chatMessages.userId, userId),
        eq(chatMessages.fromStaff, false),
        eq(chatMessages.content, TECH_TEST_REQUEST_MESSAGE),
      ),
    )
    .orderBy(desc(chatMessages.id))
    .limit(1);
  return row?.createdAt ?? null;
}

function statusOf(askedAt: Date | null, now = Date.now()): TechTestStatus {
  const next = askedAt ? askedAt.getTime() + TECH_TEST_INTERVAL_MS : null;
  return {
    askedAt: askedAt ? askedAt.toISOString() : null,
    nextAt: next !== null && next > now ? new Date(next).toISOString() : null,
  };
}

export async function techTestStatus(ctx: AppContext, user: UserRow): Promise<TechTestStatus> {
  return statusOf(await lastRequestAt(ctx, user.id));
}

/** askTechTest: 429 while the previous request is less than a day old. */
export async function askTechTest(ctx: AppContext, user: UserRow): Promise<TechTestStatus> {
  if (statusOf(await lastRequestAt(ctx, user.id)).nextAt) throw tooManyRequests(MSG.techTestTooSoon);
  const message = await sendFromUser(ctx, user, TECH_TEST_REQUEST_MESSAGE);
  return statusOf(new Date(message.createdAt));
}
