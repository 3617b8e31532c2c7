import {
  type ConfirmDispoBody,
  type ConfirmDispoResponse,
  DISPO_CONFIRMED_DAYS,
  DISPO_REMIND_EVERY_DAYS,
  MSG,
  PARIS_TZ,
  parisToday,
  paths,
  RETENTION_ANSWER_DAYS,
} from '@passerelle/shared';
import type { AppContext } from '../../context.js';
import type { Db } from '../../db/client.js';
import { fail, invalidInput } from '../../lib/errors.js';
import { appLink } from '../../lib/mail/links.js';
import { dispoReminderMail, retentionMail } from '../../lib/mail/templates.js';
import { betweenBatches, type PeriodicJob, yieldToRequests } from '../../lib/periodic-jobs.js';
import type { LinkProof } from '../../plugins/app/access.js';
import type { AuthContext } from '../../plugins/app/auth.js';
import { consumeLinkToken, findUserById, recordAdminAction } from '../accounts/accounts.repository.js';
import { issueLinkTokens } from '../accounts/link-tokens.js';
import { inactivityCutoff } from '../admin-accounts/admin-accounts.service.js';
import { eraseAccount } from '../my-account/erasure.service.js';
import { html } from '../notifications/notification-html.js';
import { announce, notify } from '../notifications/notifications.service.js';
import { findCandidateByUserId } from '../profiles/profiles.repository.js';
import * as repo from './availability.repository.js';

/**
 * Availability that can be trusted (DECISIONS §6.2): the candidate confirms dispo and jours_semaine (in
 * the app, or through the reminder mail's link); a periodic job reminds the unconfirmed ones, another
 * asks the inactive ones whether to keep their account and erases the unanswered ones.
 */

const DAY_MS = 86_400_000;
/** Rows a job claims per batch; the job yields to the requests between two batches. */
const JOB_BATCH = 100;

/** A confirmed date is today or later (Europe/Paris); returns today. */
function assertNotPast(dispo: string | undefined): string {
  const today = parisToday();
  if (dispo && dispo < today) throw invalidInput({ dispo: MSG.dispoPast });
  return today;
}

/** Confirms the availability in `db` (a transaction when a link token is spent with it); the caller announces it. */
async function confirmIn(
  db: Db,
  userId: number,
  input: { dispo?: string; jours_semaine?: number },
): Promise<{ candidateId: number; answer: ConfirmDispoResponse }> {
  const today = assertNotPast(input.dispo);
  const candidate = await findCandidateByUserId(db, userId);
  if (!candidate) throw fail('profile.required_first');
  // As it stands, one click: a date gone by means « available now ».
  const dispo = input.dispo ?? (candidate.dispo < today ? today : candidate.dispo);
  const updated = await repo.confirmAvailability(db, candidate.id, {
    dispo,
    joursSemaine: input.jours_semaine ?? candidate.joursSemaine,
    at: new Date(),
  });
  if (!updated) throw fail('profile.required_first');
  return {
    candidateId: updated.id,
    answer: {
      done: true,
      dispo: updated.dispo,
      jours_semaine: updated.joursSemaine,
      dispo_confirmee_le: updated.dispoConfirmeeLe.toISOString(),
    },
  };
}

/**
 * Spends a link token of this account's mails and answers whose it is. A link acts for its account only while
 * the account may act: a banned account's is refused (issue 28 §6) and stays unspent, as at vrfmail.
 */
async function spendLink(tx: Db, link: LinkProof<'confirm_dispo' | 'keep_account'>): Promise<number> {
  const userId = await consumeLinkToken(tx, link);
  const user = userId ? await findUserById(tx, userId) : undefined;
  if (!user || user.deletedAt) throw fail('auth.link_invalid');
  if (user.etat === 'blocked') throw fail('account.blocked');
  return user.id;
}

/** confirmDispo: « Je confirme ma disponibilité » (a date in the past is refused). */
export async function confirmDispo(ctx: AppContext, auth: AuthContext, body: ConfirmDispoBody): Promise<ConfirmDispoResponse> {
  const { candidateId, answer } = await confirmIn(ctx.db, auth.user.id, body);
  ctx.events.emit('candidate.changed', { candidateId });
  return answer;
}

/**
 * confirmDispoLink: the reminder mail's link, without logging in. The token is single-use and only
 * confirms; it is spent in the confirmation's transaction, so a refused date or a missing profile does not
 * spend it.
 */
export async function confirmDispoByLink(
  ctx: AppContext,
  link: LinkProof<'confirm_dispo'>,
  body: { dispo?: string; jours_semaine?: number },
): Promise<ConfirmDispoResponse> {
  assertNotPast(body.dispo);
  const { candidateId, answer } = await ctx.db.transaction(async (tx) => {
    return confirmIn(tx, await spendLink(tx, link), body);
  });
  ctx.events.emit('candidate.changed', { candidateId });
  return answer;
}

/** keepAccount: the retention mail's « Conserver mon compte » (an answer is activity). */
export async function keepAccount(ctx: AppContext, link: LinkProof<'keep_account'>): Promise<void> {
  await ctx.db.transaction(async (tx) => {
    const userId = await spendLink(tx, link);
    if (!(await repo.markKept(tx, userId, new Date()))) throw fail('auth.link_invalid');
    await recordAdminAction(tx, {
      actorId: userId,
      action: repo.RETENTION_KEPT,
      targetUserId: userId,
      targetType: 'user',
      targetId: userId,
    });
  });
}

export async function retentionStats(ctx: AppContext) {
  return { done: true as const, ...(await repo.retentionCounts(ctx.db)) };
}

const frenchDate = (d: Date) => new Intl.DateTimeFormat('fr-FR', { timeZone: PARIS_TZ, dateStyle: 'long' }).format(d);

/**
 * The reminders (DECISIONS §6.2): an availability unconfirmed for 30 days gets a notification
 * `dispo_rappel` and a mail whose link confirms it, then again every 14 days; by batches that claim their rows.
 */
export async function runDispoReminders(ctx: AppContext, now = new Date()): Promise<{ reminded: number }> {
  const confirmedBefore = new Date(now.getTime() - DISPO_CONFIRMED_DAYS * DAY_MS);
  const remindedBefore = new Date(now.getTime() - DISPO_REMIND_EVERY_DAYS * DAY_MS);
  let reminded = 0;
  for (;;) {
    const batchStartedAt = performance.now();
    const batch = await repo.claimDueReminders(ctx.db, now, confirmedBefore, remindedBefore, JOB_BATCH);
    if (batch.length === 0) break;
    const userIds = await notify(
      ctx.db,
      batch.map((row) => ({
        userId: row.userId,
        titre: 'dispo_rappel' as const,
        content: html`Votre disponibilité n'a pas été confirmée depuis plus de 30 jours : <strong>confirmez-la</strong> pour rester en tête des recherches.`,
        url: paths.dashboard.home,
      })),
    );
    const tokens = await issueLinkTokens(
      ctx.db,
      batch.map((row) => row.userId),
      'confirm_dispo',
    );
    for (const row of batch) {
      const token = tokens.get(row.userId) as string;
      ctx.mailer.send(
        dispoReminderMail(row.email, {
          dispo: row.dispo,
          joursSemaine: row.joursSemaine,
          confirmUrl: appLink(ctx, paths.confirmDispo(token)),
          profileUrl: appLink(ctx, paths.dashboard.candidate.profile),
        }),
      );
    }
    announce(ctx, userIds);
    reminded += batch.length;
    if (batch.length < JOB_BATCH) break;
    await betweenBatches(ctx.mailer, batchStartedAt);
  }
  return { reminded };
}

/**
 * Retention (DECISIONS §6.2, CNIL): a candidate with no activity for 2 years is asked (mail with a keep
 * link, notification `retention`); 30 days after an unanswered question the account is erased as
 * deleteAccount does. Both in batches that claim their rows.
 */
export async function runRetention(ctx: AppContext, now = new Date()): Promise<{ asked: number; erased: number }> {
  const inactiveBefore = inactivityCutoff(now);
  const eraseOn = frenchDate(new Date(now.getTime() + RETENTION_ANSWER_DAYS * DAY_MS));
  let asked = 0;
  for (;;) {
    const batchStartedAt = performance.now();
    const batch = await repo.claimRetentionQuestions(ctx.db, now, inactiveBefore, JOB_BATCH);
    if (batch.length === 0) break;
    const userIds = await notify(
      ctx.db,
      batch.map((row) => ({
        userId: row.userId,
        titre: 'retention' as const,
        content: html`Souhaitez-vous conserver votre compte ? Sans réponse, il sera effacé le ${eraseOn}. Le lien est dans le mail que nous vous avons envoyé ; vous connecter suffit aussi.`,
        url: paths.dashboard.account,
      })),
    );
    const tokens = await issueLinkTokens(
      ctx.db,
      batch.map((row) => row.userId),
      'keep_account',
    );
    for (const row of batch) {
      const token = tokens.get(row.userId) as string;
      ctx.mailer.send(retentionMail(row.email, { keepUrl: appLink(ctx, paths.keepAccount(token)), eraseOn }));
    }
    announce(ctx, userIds);
    asked += batch.length;
    if (batch.length < JOB_BATCH) break;
    await betweenBatches(ctx.mailer, batchStartedAt);
  }

  const askedBefore = new Date(now.getTime() - RETENTION_ANSWER_DAYS * DAY_MS);
  let erased = 0;
  for (;;) {
    const ids = await repo.listUnansweredRetention(ctx.db, askedBefore, JOB_BATCH);
    for (const userId of ids) {
      const done = await eraseAccount(ctx, userId, {
        action: repo.RETENTION_ERASED,
        // Under the lock: still unanswered (another instance, or the candidate, may have been first).
        stillDue: async (tx) => (await repo.listUnansweredRetention(tx, askedBefore, 1, userId)).length > 0,
      }).catch((err: unknown) => {
        ctx.log.error({ err, userId }, 'retention: erasure failed');
        return false;
      });
      if (done) erased += 1;
    }
    if (ids.length < JOB_BATCH) break;
    await yieldToRequests();
  }
  return { asked, erased };
}

/** The names of this module's periodic jobs (their leases in `job_leases`), for whoever needs them without running them. */
export const AVAILABILITY_JOB_NAMES = { reminders: 'dispo_reminders', retention: 'retention' } as const;

/** The periodic jobs of this module (lib/periodic-jobs.ts): every 15 minutes, well within the hour. */
export function availabilityJobs(ctx: AppContext): PeriodicJob[] {
  const everyMs = 15 * 60_000;
  return [
    { name: AVAILABILITY_JOB_NAMES.reminders, everyMs, run: (now) => runDispoReminders(ctx, now) },
    { name: AVAILABILITY_JOB_NAMES.retention, everyMs, run: (now) => runRetention(ctx, now) },
  ];
}
