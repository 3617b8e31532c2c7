import {
  centsFromDecimal,
  dueReminderStep,
  formatCentsDecimal,
  formatIsoDate,
  latePenalties,
  parisToday,
  paths,
  type RelanceJour,
} from '@passerelle/shared';
import type { AppContext } from '../../context.js';
import { frenchEuros } from '../../lib/facturx/money.js';
import { appLink } from '../../lib/mail/links.js';
import type { Mail } from '../../lib/mail/mailer.js';
import { layout } from '../../lib/mail/templates.js';
import type { PeriodicJob } from '../../lib/periodic-jobs.js';
import { yieldToRequests } from '../../lib/periodic-jobs.js';
import { clientSideRecipients } from '../missions/missions.repository.js';
import { html } from '../notifications/notification-html.js';
import { announce, notify } from '../notifications/notifications.service.js';
import { readSettings } from '../settings/settings.service.js';
import * as repo from './payments.repository.js';

/**
 * Dunning (DECISIONS §6.7): one day after an unpaid client invoice's due date, then fifteen days after, every
 * member of its company gets a notification and a mail « Facture F-… en retard » with what is due and the
 * statutory penalties at that date (reste dû × taux × days late / 365, rounded to the cent) plus the 40 € recovery
 * indemnity. Each step once: its row is claimed before anything goes out; a job that missed the first step sends
 * only the second (dueReminderStep).
 */

const BATCH = 200;
/** Cents as French writes euros (« 1 234,56 € »), through the invoices' one formatter, from exact decimal text. */
const euros = (cents: number) => frenchEuros(formatCentsDecimal(cents));
const rate = new Intl.NumberFormat('fr-FR', { maximumFractionDigits: 4 });

/**
 * The late-payment rate of an invoice, in % a year: the one kept on it at issue (Réglages' taux_penalites then,
 * DECISIONS §6.5), which its page prints; an issued invoice never changes, nor does its rate. An invoice issued
 * before the rate was kept (null) uses the Réglages' rate of the run, as it always did.
 */
const penaltyRateOf = (invoice: repo.LateInvoice, current: string): string => invoice.tauxPenalites ?? current;

export function reminderMail(
  to: string,
  r: {
    numero: string;
    issuedOn: string;
    dueOn: string;
    today: string;
    resteDuCents: number;
    joursRetard: number;
    penalitesCents: number;
    indemniteCents: number;
    taux: string;
  },
  url: string,
): Mail {
  const title = `Facture ${r.numero} en retard`;
  const paragraphs = [
    `La facture ${r.numero} du ${formatIsoDate(r.issuedOn)}, échue le ${formatIsoDate(r.dueOn)}, n’est pas réglée : il reste ${euros(r.resteDuCents)} à payer.`,
    `Au ${formatIsoDate(r.today)} (${r.joursRetard} jour${r.joursRetard > 1 ? 's' : ''} de retard), les pénalités de retard s’élèvent à ${euros(r.penalitesCents)} (taux annuel de ${rate.format(Number(r.taux))} %), auxquelles s’ajoute l’indemnité forfaitaire pour frais de recouvrement de ${euros(r.indemniteCents)} (article L441-10 du Code de commerce).`,
    `Total dû à ce jour : ${euros(r.resteDuCents + r.penalitesCents + r.indemniteCents)}. Si vous avez déjà réglé cette facture, merci de ne pas tenir compte de ce message.`,
  ];
  return {
    to,
    subject: title,
    html: layout(title, paragraphs, { label: 'Voir mes factures', url }),
    text: `${title}\n\n${paragraphs.join('\n\n')}\n\n${url}\n`,
    links: [url],
  };
}

/** Sends the reminders due on `now`'s day; returns how many invoices were reminded. */
export async function runPaymentReminders(ctx: AppContext, now = new Date()): Promise<number> {
  const today = parisToday(now);
  const current = (await readSettings(ctx.db)).tauxPenalites;
  const url = appLink(ctx, paths.dashboard.client.invoices);
  let sent = 0;
  let afterId = 0;
  for (;;) {
    const batch = await repo.lateInvoices(ctx.db, today, afterId, BATCH);
    if (batch.length === 0) break;
    afterId = batch.at(-1)?.id ?? afterId;
    for (const invoice of batch) {
      const step = dueReminderStep(invoice.dueOn, today, invoice.steps as RelanceJour[]);
      if (step === null) continue;
      const resteDuCents = centsFromDecimal(invoice.ttc) - centsFromDecimal(invoice.paid);
      const taux = penaltyRateOf(invoice, current);
      const owed = latePenalties({ resteDuCents, tauxPenalites: taux, echeance: invoice.dueOn, at: today });
      const claimed = await repo.claimReminder(ctx.db, {
        invoiceId: invoice.id,
        step,
        resteDu: formatCentsDecimal(resteDuCents),
        penalites: formatCentsDecimal(owed.penalitesCents),
        indemnite: formatCentsDecimal(owed.indemniteCents),
      });
      if (!claimed) continue;
      const members = await clientSideRecipients(ctx.db, invoice.clientId);
      const userIds = await notify(
        ctx.db,
        members.map((m) => ({
          userId: m.userId,
          titre: 'other' as const,
          content: html`Facture ${invoice.numero} en retard : ${euros(resteDuCents)} restent dus, plus ${euros(owed.penalitesCents)} de pénalités et ${euros(owed.indemniteCents)} d’indemnité de recouvrement au ${formatIsoDate(today)}.`,
          url: paths.dashboard.client.invoices,
        })),
      );
      announce(ctx, userIds);
      for (const m of members) {
        ctx.mailer.send(reminderMail(m.email, { ...invoice, today, resteDuCents, ...owed, taux }, url));
      }
      sent += 1;
    }
    await yieldToRequests();
  }
  return sent;
}

export const PAYMENTS_JOB_NAMES = { reminders: 'payment_reminders' } as const;

/** The reminders as a periodic job (lib/periodic-jobs.ts): one instance at a time, every hour. */
export function paymentsJobs(ctx: AppContext): PeriodicJob[] {
  return [
    {
      name: PAYMENTS_JOB_NAMES.reminders,
      everyMs: 60 * 60_000,
      run: async (now) => ({ sent: await runPaymentReminders(ctx, now) }),
    },
  ];
}
