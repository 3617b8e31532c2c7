import {
  addDays,
  type CreateVirementsResponse,
  centsFromDecimal,
  centsToEuros,
  formatCentsDecimal,
  formatIsoDate,
  maskIban,
  parisToday,
  paths,
  type Virement,
  type VirementsResponse,
} from '@passerelle/shared';
import type { AppContext } from '../../context.js';
import type { Db } from '../../db/client.js';
import { buildPain001, PayoutFileError } from '../../lib/banking/index.js';
import { fail } from '../../lib/errors.js';
import { frenchEuros } from '../../lib/facturx/money.js';
import { appLink } from '../../lib/mail/links.js';
import type { Mail } from '../../lib/mail/mailer.js';
import { layout } from '../../lib/mail/templates.js';
import type { AuthContext } from '../../plugins/app/auth.js';
import { html } from '../notifications/notification-html.js';
import { announce, notify } from '../notifications/notifications.service.js';
import { readSettings } from '../settings/settings.service.js';
import * as repo from './payouts.repository.js';

/**
 * Money out (DECISIONS §6.7, docs/payments.md): the freelancers' self-billed invoices (AF) whose client invoice is
 * paid in full are `a_verser`; root gathers them in one SEPA credit transfer order (pain.001.001.03), hands the file
 * to the bank (`en_cours`), then confirms its execution (`verse`), and each freelancer is told.
 */

/** Cents as French writes euros, through the invoices' one formatter, from exact decimal text. */
const euros = (cents: number) => frenchEuros(formatCentsDecimal(cents));

/** The day the bank is asked to execute an order: the next weekday (TARGET2 is closed on weekends). */
export function executionDay(today: string): string {
  let day = addDays(today, 1);
  while ([0, 6].includes(new Date(`${day}T00:00:00Z`).getUTCDay())) day = addDays(day, 1);
  return day;
}

/** GrpHdr/MsgId: the order's id and day, unique for the platform's bank (35 characters at most). */
export const messageIdOf = (id: number, createdOn: string) =>
  `PASSERELLE-VIR-${createdOn.replace(/-/g, '')}-${String(id).padStart(6, '0')}`;

const ignoredOf = (rows: repo.DueSelfBilled[]): CreateVirementsResponse['ignores'] =>
  rows.filter((r) => !r.iban).map((r) => ({ factureId: r.id, numero: r.numero, condidat: r.condidat, raison: 'sans_iban' }));

/**
 * createVirements: one order for every AF invoice due whose freelancer has an IBAN. Under the payouts' lock, in one
 * transaction: two orders made at once never hold the same invoice (the second finds nothing left: 409).
 */
export async function createPayoutOrder(
  ctx: AppContext,
  auth: AuthContext,
  now = new Date(),
): Promise<Omit<CreateVirementsResponse, 'done'>> {
  const settings = await readSettings(ctx.db);
  if (!settings.emetteurIban || !settings.emetteurBic) throw fail('payout.no_account');
  const debtor = {
    name: ctx.config.invoiceIssuer?.name ?? 'Passerelle',
    iban: settings.emetteurIban,
    bic: settings.emetteurBic,
  };
  const today = parisToday(now);
  const made = await ctx.db.transaction(async (tx) => {
    await repo.lockPayouts(tx);
    const due = await repo.dueSelfBilled(tx);
    const payable = due.filter((r) => r.iban);
    const ignores = ignoredOf(due);
    if (payable.length === 0) {
      ctx.log.info({ sans_iban: ignores.length }, 'payout order: nothing to pay');
      throw fail('payout.nothing_to_pay');
    }
    const totalCents = payable.reduce((sum, r) => sum + centsFromDecimal(r.ttc), 0);
    const executionDate = executionDay(today);
    const order = await repo.insertOrder(tx, {
      // Replaced below, once the id is known (the message id carries it).
      msgId: `pending-${now.getTime()}-${Math.random()}`,
      executionDate,
      debtorIban: debtor.iban,
      debtorBic: debtor.bic,
      nb: payable.length,
      total: formatCentsDecimal(totalCents),
      xml: '',
      createdBy: auth.user.id,
      createdAt: now,
    });
    const messageId = messageIdOf(order.id, today);
    const transfers = payable.map((r) => ({
      endToEndId: `VIR${order.id}-${r.numero}`,
      amountCents: centsFromDecimal(r.ttc),
      creditor: { name: r.titulaire || r.condidat, iban: r.iban as string, bic: r.bic },
      remittance: r.numero,
    }));
    let file: ReturnType<typeof buildPain001>;
    try {
      file = buildPain001({ messageId, createdAt: now, executionDate, debtor, transfers });
    } catch (error) {
      // The accounts were checked when they were saved (billing.bad_iban): a refusal here is a bug to see in the logs.
      if (error instanceof PayoutFileError)
        ctx.log.error({ err: error, field: error.field }, 'payout order refused by its writer');
      throw error;
    }
    await repo.setOrderFile(tx, order.id, messageId, file.xml);
    await repo.insertTransfers(
      tx,
      payable.map((r, i) => ({
        orderId: order.id,
        invoiceId: r.id,
        candidateId: r.candidateId,
        montant: r.ttc,
        endToEndId: transfers[i]?.endToEndId ?? '',
        creditorName: transfers[i]?.creditor.name ?? r.condidat,
        creditorIban: r.iban as string,
        creditorBic: r.bic,
      })),
    );
    const freelancers = [...groupByFreelancer(await repo.transfersOf(tx, [order.id])).keys()];
    return { answer: { id: order.id, nb: file.nbOfTxs, total: centsToEuros(file.ctrlSumCents), ignores }, freelancers };
  });
  // Their « Mes factures », open on a screen, reloads: the invoices read « Virement en cours » now.
  if (made.freelancers.length > 0) ctx.events.emit('invoices.changed', { userIds: made.freelancers });
  return made.answer;
}

/** GET /api/files/virements/{id}: the order's file, as it was written. */
export async function payoutOrderFile(ctx: AppContext, id: number): Promise<{ msgId: string; xml: string }> {
  const order = await repo.findOrder(ctx.db, id);
  if (!order) throw fail('payout.not_found');
  return { msgId: order.msgId, xml: order.xml };
}

export function payoutMail(to: string, r: { numeros: string[]; totalCents: number; executionDate: string }, url: string): Mail {
  const title = r.numeros.length > 1 ? 'Vos autofactures ont été versées' : `Votre autofacture ${r.numeros[0]} a été versée`;
  const paragraphs = [
    `Nous avons viré ${euros(r.totalCents)} sur votre compte (exécution demandée le ${formatIsoDate(r.executionDate)}) pour ${
      r.numeros.length > 1 ? `les autofactures ${r.numeros.join(', ')}` : `l’autofacture ${r.numeros[0]}`
    }.`,
    'Le libellé du virement porte le numéro de l’autofacture. Selon votre banque, le montant apparaît sur votre compte sous un à deux jours ouvrés.',
  ];
  return {
    to,
    subject: title,
    html: layout(title, paragraphs, { label: 'Voir mes factures', url }),
    text: `${title}\n\n${paragraphs.join('\n\n')}\n\n${url}\n`,
    links: [url],
  };
}

/**
 * confirmVirements: the bank executed the order; its invoices are `verse`, each freelancer is told once (notification
 * and mail) and its open invoice list reloads (socket `factures_changed`).
 */
export async function confirmPayoutOrder(ctx: AppContext, auth: AuthContext, id: number, now = new Date()): Promise<void> {
  const { order, transfers, userIds } = await ctx.db.transaction(async (tx) => {
    const order = await repo.findOrder(tx, id);
    if (!order) throw fail('payout.not_found');
    if (!(await repo.confirmOrder(tx, id, auth.user.id, now))) throw fail('payout.already_confirmed');
    const transfers = await repo.transfersOf(tx, [id]);
    const byFreelancer = groupByFreelancer(transfers);
    const userIds = await notify(
      tx,
      [...byFreelancer.values()].map((g) => ({
        userId: g.userId,
        titre: 'other' as const,
        content:
          g.numeros.length > 1
            ? html`Vos autofactures ${g.numeros.join(', ')} ont été versées : ${euros(g.totalCents)}.`
            : html`Votre autofacture ${g.numeros[0] ?? ''} a été versée : ${euros(g.totalCents)}.`,
        url: paths.dashboard.candidate.invoices,
      })),
    );
    return { order, transfers, userIds };
  });
  announce(ctx, userIds);
  // Their « Mes factures », open on a screen, reloads: the invoices read « Versée » now.
  const freelancers = [...groupByFreelancer(transfers).keys()];
  if (freelancers.length > 0) ctx.events.emit('invoices.changed', { userIds: freelancers });
  const url = appLink(ctx, paths.dashboard.candidate.invoices);
  for (const g of groupByFreelancer(transfers).values()) {
    if (g.email) ctx.mailer.send(payoutMail(g.email, { ...g, executionDate: order.executionDate }, url));
  }
}

function groupByFreelancer(transfers: repo.TransferRow[]) {
  const groups = new Map<number, { userId: number; email: string | null; numeros: string[]; totalCents: number }>();
  for (const t of transfers) {
    if (t.userId === null) continue;
    const g = groups.get(t.userId) ?? { userId: t.userId, email: t.email, numeros: [], totalCents: 0 };
    g.numeros.push(t.numero);
    g.totalCents += centsFromDecimal(t.montant);
    groups.set(t.userId, g);
  }
  return groups;
}

/** getVirements: the orders, newest first, with their transfers; and what is due now (and who cannot be paid). */
export async function listPayoutOrders(ctx: AppContext): Promise<Omit<VirementsResponse, 'done'>> {
  const orders = await repo.listOrders(ctx.db);
  const transfers = await repo.transfersOf(
    ctx.db,
    orders.map((o) => o.id),
  );
  const due = await repo.dueSelfBilled(ctx.db);
  const payable = due.filter((r) => r.iban);
  return {
    virements: orders.map(
      (o): Virement => ({
        id: o.id,
        msg_id: o.msgId,
        etat: o.etat as Virement['etat'],
        nb: o.nb,
        total: centsToEuros(centsFromDecimal(o.total)),
        date_execution: o.executionDate,
        createdAt: o.createdAt.toISOString(),
        confirme_le: o.confirmedAt?.toISOString() ?? null,
        transactions: transfers
          .filter((t) => t.orderId === o.id)
          .map((t) => ({
            factureId: t.invoiceId,
            numero: t.numero,
            condidat: t.condidat,
            montant: centsToEuros(centsFromDecimal(t.montant)),
            iban: maskIban(t.creditorIban),
          })),
      }),
    ),
    a_verser: {
      nb: payable.length,
      total: centsToEuros(payable.reduce((sum, r) => sum + centsFromDecimal(r.ttc), 0)),
      ignores: ignoredOf(due),
    },
  };
}

/** The payout state of AF invoices once orders hold them (payments.service's payoutStatesOf reads it). */
export const payoutOrderStates = (db: Db, invoiceIds: readonly number[]) => repo.payoutOrderStates(db, invoiceIds);
