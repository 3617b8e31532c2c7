import { parisToday } from '@passerelle/shared';
import type { AppContext } from '../../context.js';
import type { Db } from '../../db/client.js';
// money.js, not the engine's index: the PDF engine loads at the first document drawn (invoices.service.ts).
import { formatCents, lineNetCents, thousandths, vatCents } from '../../lib/facturx/money.js';
import { type CandidateBillingRow, findCandidateBilling, lockCandidateBilling } from '../billing/billing.repository.js';
import { findMissionWithParties, type MissionRow } from '../missions/missions.repository.js';
import * as repo from './invoices.repository.js';
import { issuerOf, issueTermsOf } from './invoices.service.js';

/**
 * Self-billed invoices (DECISIONS §6.6, CGI art. 289-I-2): for each client invoice, the platform issues the
 * freelancer's invoice to itself, in the freelancer's name under its mandate, AF-YYYY-NNNNNN in its own gapless
 * series, at the freelancer's daily rate. Issued in the validation's transaction when the freelancer's billing
 * identity is there; otherwise it waits and is issued when the identity is saved. The client's invoice never
 * waits for it.
 */

/**
 * What the freelancer is paid a day on this mission (DECISIONS §6.5's `tjm_candidat`, never above the client's
 * `tjm`): the one place the AF invoice reads its rate from.
 */
export function freelancerDailyRate(mission: MissionRow): string {
  return mission.tjmCandidat;
}

/** The seller as printed: a copy of the freelancer's identity at issue. */
function sellerOf(billing: CandidateBillingRow): repo.InvoiceSeller {
  return {
    name: billing.raisonSociale,
    siret: billing.siret,
    address: `${billing.adresse}\n${billing.codePostal} ${billing.ville}`,
    regimeTva: billing.regimeTva as repo.InvoiceSeller['regimeTva'],
    tvaIntra: billing.tvaIntra,
    iban: billing.iban,
    bic: billing.bic,
    mandatLe: billing.mandatLe,
  };
}

/** Issues the AF invoice of a client invoice, in the caller's transaction. */
async function issueSelfBilled(
  ctx: AppContext,
  tx: Db,
  source: { clientInvoice: repo.InvoiceRow; candidateId: number; mission: MissionRow; billing: CandidateBillingRow },
  now: Date,
): Promise<repo.InvoiceRow> {
  const { clientInvoice, billing } = source;
  const issuedOn = parisToday(now);
  const year = Number(issuedOn.slice(0, 4));
  const seq = await repo.nextInvoiceSeq(tx, year, 'autofacturation');
  const rate = freelancerDailyRate(source.mission);
  const franchise = billing.regimeTva === 'franchise';
  const ht = lineNetCents(clientInvoice.days, thousandths(rate));
  const tva = franchise ? 0n : vatCents(ht, '20');
  return repo.insertInvoice(tx, {
    type: 'autofacturation',
    numero: `AF-${year}-${String(seq).padStart(6, '0')}`,
    year,
    seq,
    craId: clientInvoice.craId,
    missionId: clientInvoice.missionId,
    // The company is no party to the freelancer's invoice (and never reads it: it shows the platform's margin).
    clientId: null,
    candidateId: source.candidateId,
    mois: clientInvoice.mois,
    issuedOn,
    ...(await issueTermsOf(tx, issuedOn)),
    issuer: issuerOf(ctx),
    clientName: clientInvoice.clientName,
    clientContact: '',
    candidateName: clientInvoice.candidateName,
    missionStart: clientInvoice.missionStart,
    missionEnd: clientInvoice.missionEnd,
    days: clientInvoice.days,
    tjm: rate,
    ht: formatCents(ht),
    tva: formatCents(tva),
    ttc: formatCents(ht + tva),
    seller: sellerOf(billing),
    vatCategory: franchise ? 'E' : 'S',
    vatRate: franchise ? '0' : '20',
    sourceInvoiceId: clientInvoice.id,
  });
}

/**
 * At a CRA's validation, right after its client invoice (same transaction): the AF invoice, if the freelancer
 * has given its billing identity and mandate; otherwise nothing (it waits, issueAwaitingSelfBilled).
 */
export async function issueSelfBilledWithInvoice(
  ctx: AppContext,
  tx: Db,
  clientInvoice: repo.InvoiceRow,
  parties: { mission: MissionRow; candidate: { id: number } },
  now = new Date(),
): Promise<repo.InvoiceRow | undefined> {
  const billing = await findCandidateBilling(tx, parties.candidate.id);
  if (!billing) return undefined;
  return issueSelfBilled(ctx, tx, { clientInvoice, candidateId: parties.candidate.id, mission: parties.mission, billing }, now);
}

/**
 * Issues every AF invoice a freelancer's client invoices still owe it (its billing identity was missing when
 * they were issued), oldest first, then stores their documents. The identity's row is locked for the
 * transaction (two saves at once issue each AF once); each client invoice is locked and checked again, so that a
 * credit note issued meanwhile wins (a cancelled invoice gets no AF).
 */
export async function issueAwaitingSelfBilled(
  ctx: AppContext,
  candidateId: number,
  now = new Date(),
): Promise<repo.InvoiceRow[]> {
  const issued = await ctx.db.transaction(async (tx) => {
    const billing = await lockCandidateBilling(tx, candidateId);
    if (!billing) return [];
    const out: repo.InvoiceRow[] = [];
    for (const waiting of await repo.clientInvoicesAwaitingSelfBilling(tx, candidateId)) {
      const clientInvoice = await repo.lockInvoice(tx, waiting.id);
      if (!clientInvoice?.missionId) continue;
      if ((await repo.findCreditNoteOf(tx, clientInvoice.id)) || (await repo.findSelfBilledOf(tx, clientInvoice.id))) continue;
      const parties = await findMissionWithParties(tx, clientInvoice.missionId);
      if (!parties) continue;
      out.push(await issueSelfBilled(ctx, tx, { clientInvoice, candidateId, mission: parties.mission, billing }, now));
    }
    return out;
  });
  for (const invoice of issued) ctx.log.info({ invoice: invoice.numero }, 'self-billed invoice issued');
  ctx.invoiceDrawings.later(...issued);
  return issued;
}
