import { type AvoirBody, ofMonth, parisToday, paths } from '@passerelle/shared';
import type { AppContext } from '../../context.js';
import type { Db } from '../../db/client.js';
import { fail, isUniqueViolation } from '../../lib/errors.js';
import type { AuthContext } from '../../plugins/app/auth.js';
import { lockCra, updateCra } from '../cras/cras.repository.js';
import { findMissionWithParties } from '../missions/missions.repository.js';
import { html } from '../notifications/notification-html.js';
import { announce, type NewNotification, notify, toCompany } from '../notifications/notifications.service.js';
import * as repo from './invoices.repository.js';

/**
 * Credit notes (DECISIONS §6.6): an issued invoice is never changed or deleted; a wrong one is cancelled whole by
 * a credit note A-YYYY-NNNNNN (its own gapless series), which copies what it cancels. The client invoice's AF
 * counterpart gets its own credit note in the same transaction, and the CRA goes back to `refuse` with the
 * reason, so that it is corrected, submitted and validated again (new numbers).
 */

/** The credit note of `invoice`: the same parties, lines and amounts, type `avoir`, dated today. */
async function insertCreditNote(tx: Db, invoice: repo.InvoiceRow, motif: string, issuedOn: string): Promise<repo.InvoiceRow> {
  const year = Number(issuedOn.slice(0, 4));
  const seq = await repo.nextInvoiceSeq(tx, year, 'avoir');
  const { id: _, numero: __, createdAt: ___, sourceInvoiceId: ____, ...copy } = invoice;
  return repo.insertInvoice(tx, {
    ...copy,
    type: 'avoir',
    numero: `A-${year}-${String(seq).padStart(6, '0')}`,
    year,
    seq,
    issuedOn,
    // Nothing falls due: the credit note is deducted (its terms say so).
    dueOn: issuedOn,
    correctsId: invoice.id,
    motif,
  });
}

/** adm/avoir: cancels a client invoice and its AF counterpart; the CRA is to be corrected. */
export async function issueCreditNote(
  ctx: AppContext,
  auth: AuthContext,
  body: AvoirBody,
  now = new Date(),
): Promise<{ id: number; numero: string }> {
  const issuedOn = parisToday(now);
  let result: { credit: repo.InvoiceRow; selfBilledCredit?: repo.InvoiceRow; userIds: number[] };
  try {
    result = await ctx.db.transaction(async (tx) => {
      // Locked: a second credit note on it waits, then finds this one.
      const invoice = await repo.lockInvoice(tx, body.factureId);
      if (!invoice) throw fail('invoice.not_found');
      if (invoice.type !== 'client') throw fail('invoice.not_creditable');
      if (await repo.findCreditNoteOf(tx, invoice.id)) throw fail('invoice.already_credited');
      const credit = await insertCreditNote(tx, invoice, body.motif, issuedOn);
      const selfBilled = await repo.findSelfBilledOf(tx, invoice.id);
      const selfBilledCredit = selfBilled ? await insertCreditNote(tx, selfBilled, body.motif, issuedOn) : undefined;
      const notes: NewNotification[] = [];
      if (invoice.craId && (await lockCra(tx, invoice.craId))) {
        await updateCra(tx, invoice.craId, { etat: 'refuse', motif: body.motif, decidedAt: new Date(), decidedBy: auth.user.id });
        const parties = invoice.missionId ? await findMissionWithParties(tx, invoice.missionId) : undefined;
        if (parties) {
          const month = ofMonth(invoice.mois);
          notes.push({
            userId: parties.candidate.userId,
            titre: 'other',
            content: html`La facture ${invoice.numero} a été annulée par l’avoir ${credit.numero} : votre compte rendu d’activité ${month} est à corriger (${body.motif}).`,
            url: paths.dashboard.candidate.missions,
          });
          if (invoice.clientId)
            notes.push(
              ...(await toCompany(tx, invoice.clientId, {
                titre: 'other',
                content: html`La facture ${invoice.numero} a été annulée par l’avoir ${credit.numero} : ${body.motif}`,
                url: paths.dashboard.client.invoices,
              })),
            );
        }
      }
      return { credit, selfBilledCredit, userIds: await notify(tx, notes) };
    });
  } catch (error) {
    // Two credit notes at once on one invoice: the unique key on corrects_id keeps one.
    if (isUniqueViolation(error, 'invoices_corrects_key')) throw fail('invoice.already_credited');
    throw error;
  }
  announce(ctx, result.userIds);
  ctx.log.info({ invoice: body.factureId, creditNote: result.credit.numero }, 'credit note issued');
  ctx.invoiceDrawings.later(result.credit, ...(result.selfBilledCredit ? [result.selfBilledCredit] : []));
  return { id: result.credit.id, numero: result.credit.numero };
}
