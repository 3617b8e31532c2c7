import { formatCentsDecimal } from '@passerelle/shared';

/**
 * A generated camt.053.001.02 statement, for the bench (scripts/bench/banking.ts) and the size tests: `entries`
 * credits, each one transfer paying one invoice whose number the remittance line mangles in one of the ways
 * payers do, a few without a number, a few debits. Deterministic: entry i is always the same.
 */

export interface SampleStatementOptions {
  entries: number;
  /** The invoice numbers cycle over F-{year}-000001 … F-{year}-{invoices}. */
  invoices: number;
  year?: number;
  /** Comment padding appended before the root's end, to reach an exact byte size. */
  padTo?: number;
}

export const sampleInvoiceNumber = (year: number, n: number) => `F-${year}-${String(n).padStart(6, '0')}`;

/** The amount entry i pays: 100.00 € to 9,999.99 €, varied. */
export const sampleAmountCents = (i: number) => 10_000 + ((i * 7919) % 989_999);

function remittance(i: number, year: number, invoices: number): string {
  const n = String((i % invoices) + 1).padStart(6, '0');
  switch (i % 10) {
    case 0:
      return `F${year}${n}`;
    case 1:
      return `Reglement f ${year} ${n} merci`;
    case 2:
      return `FACTURE N° ${year}-${n}`;
    case 9:
      return `VIREMENT CLIENT ${i}`;
    default:
      return `PAIEMENT F-${year}-${n} MISSION`;
  }
}

function entry(i: number, year: number, invoices: number): string {
  const debit = i % 50 === 49;
  return (
    `<Ntry><NtryRef>${i + 1}</NtryRef><Amt Ccy="EUR">${formatCentsDecimal(sampleAmountCents(i))}</Amt>` +
    `<CdtDbtInd>${debit ? 'DBIT' : 'CRDT'}</CdtDbtInd><Sts>BOOK</Sts><BookgDt><Dt>${year}-11-30</Dt></BookgDt>` +
    `<ValDt><Dt>${year}-11-30</Dt></ValDt><AcctSvcrRef>S${String(i).padStart(12, '0')}</AcctSvcrRef>` +
    '<BkTxCd><Domn><Cd>PMNT</Cd><Fmly><Cd>RCDT</Cd><SubFmlyCd>ESCT</SubFmlyCd></Fmly></Domn></BkTxCd>' +
    `<NtryDtls><TxDtls><Refs><EndToEndId>E2E-${i}</EndToEndId></Refs>` +
    `<RltdPties><Dbtr><Nm>Client ${i % 997}</Nm></Dbtr></RltdPties>` +
    `<RmtInf><Ustrd>${remittance(i, year, invoices)}</Ustrd></RmtInf></TxDtls></NtryDtls></Ntry>\n`
  );
}

export function sampleCamt053(options: SampleStatementOptions): string {
  const year = options.year ?? 2026;
  const head =
    '<?xml version="1.0" encoding="UTF-8"?>\n' +
    '<Document xmlns="urn:iso:std:iso:20022:tech:xsd:camt.053.001.02">\n<BkToCstmrStmt>\n' +
    `<GrpHdr><MsgId>SAMPLE-${options.entries}</MsgId><CreDtTm>${year}-12-01T06:00:00</CreDtTm></GrpHdr>\n` +
    `<Stmt><Id>SAMPLE-${year}-11-30</Id><CreDtTm>${year}-12-01T06:00:00</CreDtTm>` +
    '<Acct><Id><IBAN>FR7630006000011234567890189</IBAN></Id><Ccy>EUR</Ccy></Acct>\n';
  const body = Array.from({ length: options.entries }, (_, i) => entry(i, year, options.invoices)).join('');
  const tail = '</Stmt>\n</BkToCstmrStmt>\n</Document>\n';
  const xml = head + body + tail;
  if (options.padTo === undefined) return xml;
  const missing = options.padTo - Buffer.byteLength(xml) - '<!---->\n'.length;
  if (missing < 0) throw new RangeError(`the statement is already ${Buffer.byteLength(xml)} bytes`);
  return `${head}${body}</Stmt>\n</BkToCstmrStmt>\n<!--${' '.repeat(missing)}-->\n</Document>\n`;
}
