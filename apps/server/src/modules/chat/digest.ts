import { paths } from '@passerelle/shared';
import { sql } from 'drizzle-orm';
import type { AppContext } from '../../context.js';
import { queryRows } from '../../db/client.js';
import { fail } from '../../lib/errors.js';
import { appLink } from '../../lib/mail/links.js';
import { digestMail } from '../../lib/mail/templates.js';
import { signValue, verifySignedValue } from '../../lib/tokens.js';
import { updateUser } from '../accounts/accounts.repository.js';

/**
 * The mail sent to a user who is away (issue 8): unread staff messages or notifications, not connected
 * for 15 minutes, at most one mail an hour, only for what arrived since the last one, with an
 * unsubscribe link that works without logging in.
 */
export const DIGEST_AWAY_MINUTES = 15;
export const DIGEST_EVERY_MINUTES = 60;
export const UNSUBSCRIBE_PURPOSE = 'digest-unsubscribe';

interface Candidate {
  id: number;
  email: string;
  msgs: number;
  notifs: number;
}

export async function runDigest(ctx: AppContext, now = new Date()): Promise<number> {
  const away = new Date(now.getTime() - DIGEST_AWAY_MINUTES * 60_000);
  const lastMail = new Date(now.getTime() - DIGEST_EVERY_MINUTES * 60_000);
  const candidates = await queryRows<Candidate>(
    ctx.db,
    sql`WITH pending AS (
          SELECT user_id FROM chat_messages WHERE from_staff AND read_at IS NULL
          UNION
          SELECT user_id FROM notifications WHERE NOT read
        )
        SELECT u.id, u.email,
          (SELECT count(*) FROM chat_messages m WHERE m.user_id = u.id AND m.from_staff AND m.read_at IS NULL)::int AS msgs,
          (SELECT count(*) FROM notifications n WHERE n.user_id = u.id AND NOT n.read)::int AS notifs
        FROM pending p JOIN users u ON u.id = p.user_id
        WHERE NOT u.digest_opt_out AND u.etat <> 'blocked' AND u.email_verified_at IS NOT NULL
          AND (u.last_seen_at IS NULL OR u.last_seen_at < ${away})
          AND (u.last_digest_at IS NULL OR u.last_digest_at < ${lastMail})
          AND (
            EXISTS (SELECT 1 FROM chat_messages m WHERE m.user_id = u.id AND m.from_staff AND m.read_at IS NULL
                    AND m.created_at > coalesce(u.last_digest_at, '-infinity'))
            OR EXISTS (SELECT 1 FROM notifications n WHERE n.user_id = u.id AND NOT n.read
                    AND n.created_at > coalesce(u.last_digest_at, '-infinity'))
          )
        LIMIT 500`,
  );
  let sent = 0;
  for (const user of candidates) {
    // Claiming the user first makes the digest safe with several instances: one claim wins.
    const claimed = await queryRows<{ id: number }>(
      ctx.db,
      sql`UPDATE users SET last_digest_at = ${now}
          WHERE id = ${user.id} AND (last_digest_at IS NULL OR last_digest_at < ${lastMail}) RETURNING id`,
    );
    if (claimed.length === 0) continue;
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
