import { addDays, formatCentsDecimal } from '@passerelle/shared';
import type { AppContext } from '../context.js';
import { invoices, payments } from '../db/schema/index.js';
import { invoiceAmounts } from '../modules/invoices/invoice-amounts.js';

/** Test data of money in (DECISIONS §6.7): client invoices and payments stored as is, bank statements. */

let nextSeq = 900_000;

/** A client invoice stored as is: `days` days at `tjm`, issued on `issuedOn`, due 30 days later (default). */
export async function makeInvoice(
  ctx: AppContext,
  options: {
    clientId: number;
    missionId?: number;
    issuedOn: string;
    dueOn?: string;
    days?: number;
    tjm?: string;
    numero?: string;
    /** A self-billed invoice of `sourceInvoiceId`, or a credit note cancelling `correctsId`. */
    type?: 'client' | 'autofacturation' | 'avoir';
    sourceInvoiceId?: number;
    correctsId?: number;
    candidateId?: number;
    /** The late-payment rate kept at issue (% a year, decimal text); absent: null, as before it was kept. */
    tauxPenalites?: string;
  },
) {
  const type = options.type ?? 'client';
  const prefix = { client: 'F', autofacturation: 'AF', avoir: 'A' }[type];
  const year = Number(options.issuedOn.slice(0, 4));
  const seq = nextSeq++;
  const days = options.days ?? 3;
  const tjm = options.tjm ?? '600.000';
  const amounts = invoiceAmounts(days, tjm);
  const cents = (v: bigint) => formatCentsDecimal(Number(v));
  const [row] = await ctx.db
    .insert(invoices)
    .values({
      numero: options.numero ?? `${prefix}-${year}-${String(seq).padStart(6, '0')}`,
      type,
      sourceInvoiceId: options.sourceInvoiceId ?? null,
      correctsId: options.correctsId ?? null,
      candidateId: options.candidateId ?? null,
      year,
      seq,
      missionId: options.missionId ?? null,
      clientId: options.clientId,
      mois: options.issuedOn.slice(0, 7),
      issuedOn: options.issuedOn,
      dueOn: options.dueOn ?? addDays(options.issuedOn, 30),
      issuer: { name: 'Passerelle SAS', siren: '912345675', address: '12 rue de la Paix\n75002 Paris', vat: 'FR65912345675' },
      clientName: 'Atelier Numérique',
      clientContact: 'Claire Dubois',
      candidateName: 'Léa Martin',
      missionStart: '2026-01-01',
      missionEnd: '2026-12-31',
      days: String(days),
      tjm,
      ht: cents(amounts.ht),
      tva: cents(amounts.tva),
      ttc: cents(amounts.ttc),
      tauxPenalites: options.tauxPenalites ?? null,
    })
    .returning();
  if (!row) throw new Error('insert invoices returned nothing');
  return row;
}

/** A payment stored as is. */
export async function makePayment(ctx: AppContext, invoiceId: number, montant: string, date: string) {
  await ctx.db.insert(payments).values({ invoiceId, montant, date, reference: 'Virement', source: 'manuel' });
}

export interface StatementLine {
  /** The bank's reference of the entry (AcctSvcrRef). */
  ref: string;
  cents: number;
  remittance: string;
  date?: string;
  debit?: boolean;
}

/** A camt.053.001.02 statement of these entries, on the platform's account. */
export function camt053(lines: readonly StatementLine[], id = 'STMT-TEST'): string {
  const entries = lines
    .map(
      (l) =>
        `<Ntry><Amt Ccy="EUR">${formatCentsDecimal(l.cents)}</Amt><CdtDbtInd>${l.debit ? 'DBIT' : 'CRDT'}</CdtDbtInd>` +
        `<Sts>BOOK</Sts><BookgDt><Dt>${l.date ?? '2026-11-20'}</Dt></BookgDt><ValDt><Dt>${l.date ?? '2026-11-20'}</Dt></ValDt>` +
        `<AcctSvcrRef>${l.ref}</AcctSvcrRef><NtryDtls><TxDtls><RltdPties><Dbtr><Nm>Atelier Numérique</Nm></Dbtr></RltdPties>` +
        `<RmtInf><Ustrd>${l.remittance}</Ustrd></RmtInf></TxDtls></NtryDtls></Ntry>`,
    )
    .join('\n');
  return (
    '<?xml version="1.0" encoding="UTF-8"?>\n<Document xmlns="urn:iso:std:iso:20022:tech:xsd:camt.053.001.02"><BkToCstmrStmt>' +
    `<GrpHdr><MsgId>${id}</MsgId><CreDtTm>2026-11-21T06:00:00</CreDtTm></GrpHdr>` +
    `<Stmt><Id>${id}</Id><CreDtTm>2026-11-21T06:00:00</CreDtTm><Acct><Id><IBAN>FR7630006000011234567890189</IBAN></Id><Ccy>EUR</Ccy></Acct>\n` +
    `${entries}\n</Stmt></BkToCstmrStmt></Document>\n`
  );
}
