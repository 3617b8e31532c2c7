import { paths } from '@passerelle/shared';
import type { AppContext } from '../../context.js';
import { fail } from '../../lib/errors.js';
import { appLink } from '../../lib/mail/links.js';
import { digestMail } from '../../lib/mail/templates.js';
import { signValue, verifySignedValue } from '../../lib/tokens.js';
import { updateUser } from '../accounts/accounts.repository.js';
import { claimDigest, findDigestRecipients } from './chat.repository.js';

/**
 * The mail sent to a user who is away (issue 8): unread staff messages or notifications, not connected
 * for 15 minutes, at most one mail an hour, only for what arrived since the last one, with an
 * unsubscribe link that works without logging in.
 */
const DIGEST_AWAY_MINUTES = 15;
const DIGEST_EVERY_MINUTES = 60;
export const UNSUBSCRIBE_PURPOSE = 'digest-unsubscribe';

export async function runDigest(ctx: AppContext, now = new Date()): Promise<number> {
  const away = new Date(now.getTime() - DIGEST_AWAY_MINUTES * 60_000);
  const lastMail = new Date(now.getTime() - DIGEST_EVERY_MINUTES * 60_000);
  const candidates = await findDigestRecipients(ctx.db, { away, lastMail });
  let sent = 0;
  for (const user of candidates) {
    // Claiming the user first makes the digest safe with several instances: one claim wins.
    if (!(await claimDigest(ctx.db, user.id, now, lastMail))) continue;
    const unsubscribe = appLink(
      ctx,
      paths.unsubscribe(signValue(ctx.config.sessionSecret, UNSUBSCRIBE_PURPOSE, String(user.id))),
    );
    ctx.mailer.send(
      digestMail(user.email, {
        messages: user.msgs,
        notifications: user.notifs,
        chatUrl: appLink(ctx, paths.dashboard.chat),
        unsubscribe,
      }),
    );
    sent += 1;
  }
  return sent;
}

/** Runs the digest every minute in the background; returns its stop function. */
export function startDigestJob(ctx: AppContext): () => void {
  let running = false;
  const timer = setInterval(() => {
    if (running) return;
    running = true;
    runDigest(ctx)
      .catch((err: unknown) => ctx.log.error({ err }, 'mail digest failed'))
      .finally(() => {
        running = false;
      });
  }, 60_000);
  timer.unref();
  return () => clearInterval(timer);
}

/** The digest mail's unsubscribe link (no login): its signed token names the user. */
export async function unsubscribe(ctx: AppContext, token: string): Promise<void> {
  const userId = Number(verifySignedValue(ctx.config.sessionSecret, UNSUBSCRIBE_PURPOSE, token));
  if (!Number.isSafeInteger(userId) || userId <= 0) throw fail('auth.link_invalid');
  await updateUser(ctx.db, userId, { digestOptOut: true });
}
