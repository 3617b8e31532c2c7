import { formatCentsDecimal, isRealIsoDate, PARIS_TZ } from '@passerelle/shared';
import { XMLBuilder } from 'fast-xml-parser';
import { PayoutFileError } from './errors.js';
import { sepaBic, sepaIban, sepaIdentifier, sepaText } from './sepa-text.js';

/**
 * The SEPA credit transfer order that pays freelancers (DECISIONS §6.7): ISO 20022 pain.001.001.03, the
 * version French banks take, as the EPC SCT guidelines restrict it: one payment information block (debtor:
 * the platform), one transaction per payout, EUR, service level SEPA, charges shared (SLEV). The tree is
 * written in the XSD's element order and serialised by fast-xml-parser's builder, which escapes every value
 * (docs/payments.md says why not the `sepa` package). Amounts are integer cents all the way: NbOfTxs and
 * CtrlSum are computed here, exactly.
 */

export const PAIN001_NAMESPACE = 'urn:iso:std:iso:20022:tech:xsd:pain.001.001.03';

/** EPC limits: an amount from 0.01 to 999,999,999.99 €; names 70 characters; one remittance line 140. */
const MAX_AMOUNT_CENTS = 99_999_999_999;
const NAME_MAX = 70;
const REMITTANCE_MAX = 140;

export interface SepaParty {
  name: string;
  iban: string;
  /** Optional for a creditor (IBAN-only is the SEPA rule since 2016); required for the debtor. */
  bic?: string | null;
}

export interface PayoutTransfer {
  /** PmtId/EndToEndId: returned by the bank with the transfer (an AF invoice's payout id, say); unique in the order. */
  endToEndId: string;
  amountCents: number;
  creditor: SepaParty;
  /** RmtInf/Ustrd: what the freelancer reads on its statement (the AF invoice number). */
  remittance: string;
}

export interface PayoutOrder {
  /** GrpHdr/MsgId: unique for the debtor's bank; the caller keeps it unique (a payout order's id). */
  messageId: string;
  /** PmtInf/PmtInfId; the message id by default. */
  paymentInfoId?: string;
  /** GrpHdr/CreDtTm, written in Paris time. */
  createdAt: Date;
  /** PmtInf/ReqdExctnDt: the day the bank is asked to execute the transfers. */
  executionDate: string;
  /** PmtInf/BtchBookg: one debit for the whole order on the platform's statement (true) or one per transfer. */
  batchBooking?: boolean;
  debtor: SepaParty & { bic: string };
  transfers: readonly PayoutTransfer[];
}

export interface Pain001 {
  xml: string;
  nbOfTxs: number;
  ctrlSumCents: number;
  /** CtrlSum as written: "1234.50". */
  ctrlSum: string;
}

const builder = new XMLBuilder({
  ignoreAttributes: false,
  attributeNamePrefix: '@',
  format: true,
  indentBy: '  ',
  suppressEmptyNode: true,
});

/** A Date as ISODateTime in Paris time, without offset ("2026-11-30T09:15:00"), as French banks write it. */
function parisDateTime(date: Date): string {
  const parts = Object.fromEntries(
    new Intl.DateTimeFormat('en-GB', {
      timeZone: PARIS_TZ,
      hourCycle: 'h23',
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
      second: '2-digit',
    })
      .formatToParts(date)
      .map((p) => [p.type, p.value]),
  );
  return `${parts.year}-${parts.month}-${parts.day}T${parts.hour}:${parts.minute}:${parts.second}`;
}

function transaction(transfer: PayoutTransfer, i: number) {
  const field = `transfers[${i}]`;
  const { amountCents } = transfer;
  if (!Number.isSafeInteger(amountCents) || amountCents < 1 || amountCents > MAX_AMOUNT_CENTS) {
    throw new PayoutFileError(
      'amount',
      `${field}.amountCents`,
      `${amountCents} is not an amount from 1 cent to 999,999,999.99 €`,
    );
  }
  const bic = transfer.creditor.bic ? sepaBic(transfer.creditor.bic, `${field}.creditor.bic`) : undefined;
  return {
    PmtId: { EndToEndId: sepaIdentifier(transfer.endToEndId, `${field}.endToEndId`) },
    Amt: { InstdAmt: { '@Ccy': 'EUR', '#text': formatCentsDecimal(amountCents) } },
    CdtrAgt: bic ? { FinInstnId: { BIC: bic } } : undefined,
    Cdtr: { Nm: sepaText(transfer.creditor.name, NAME_MAX, `${field}.creditor.name`) },
    CdtrAcct: { Id: { IBAN: sepaIban(transfer.creditor.iban, `${field}.creditor.iban`) } },
    RmtInf: { Ustrd: sepaText(transfer.remittance, REMITTANCE_MAX, `${field}.remittance`) },
  };
}

/** Writes the order; throws PayoutFileError on an input a bank would reject (and writes nothing). */
export function buildPain001(order: PayoutOrder): Pain001 {
  if (order.transfers.length === 0) throw new PayoutFileError('no_transfer', 'transfers', 'an order needs a transfer');
  if (!isRealIsoDate(order.executionDate)) {
    throw new PayoutFileError('date', 'executionDate', `${order.executionDate} is not an ISO date`);
  }
  if (Number.isNaN(order.createdAt.getTime())) throw new PayoutFileError('date', 'createdAt', 'not a date');
  const endToEndIds = new Set(order.transfers.map((t) => t.endToEndId));
  if (endToEndIds.size !== order.transfers.length) {
    throw new PayoutFileError('identifier', 'transfers', 'two transfers share an EndToEndId');
  }
  const transactions = order.transfers.map(transaction);
  const ctrlSumCents = order.transfers.reduce((sum, t) => sum + t.amountCents, 0);
  if (!Number.isSafeInteger(ctrlSumCents)) throw new PayoutFileError('amount', 'transfers', 'the total is too large');
  const nbOfTxs = String(order.transfers.length);
  const ctrlSum = formatCentsDecimal(ctrlSumCents);
  const debtorName = sepaText(order.debtor.name, NAME_MAX, 'debtor.name');
  const messageId = sepaIdentifier(order.messageId, 'messageId');
  const xml = builder.build({
    '?xml': { '@version': '1.0', '@encoding': 'UTF-8' },
    Document: {
      '@xmlns': PAIN001_NAMESPACE,
      '@xmlns:xsi': 'http://www.w3.org/2001/XMLSchema-instance',
      CstmrCdtTrfInitn: {
        GrpHdr: {
          MsgId: messageId,
          CreDtTm: parisDateTime(order.createdAt),
          NbOfTxs: nbOfTxs,
          CtrlSum: ctrlSum,
          InitgPty: { Nm: debtorName },
        },
        PmtInf: {
          PmtInfId: sepaIdentifier(order.paymentInfoId ?? order.messageId, 'paymentInfoId'),
          PmtMtd: 'TRF',
          BtchBookg: String(order.batchBooking ?? true),
          NbOfTxs: nbOfTxs,
          CtrlSum: ctrlSum,
          PmtTpInf: { SvcLvl: { Cd: 'SEPA' } },
          ReqdExctnDt: order.executionDate,
          Dbtr: { Nm: debtorName },
          DbtrAcct: { Id: { IBAN: sepaIban(order.debtor.iban, 'debtor.iban') } },
          DbtrAgt: { FinInstnId: { BIC: sepaBic(order.debtor.bic, 'debtor.bic') } },
          ChrgBr: 'SLEV',
          CdtTrfTxInf: transactions,
        },
      },
    },
  }) as string;
  return { xml, nbOfTxs: order.transfers.length, ctrlSumCents, ctrlSum };
}
