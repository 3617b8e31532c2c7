import { centsFromDecimal, isRealIsoDate } from '@passerelle/shared';
import { StatementFileError } from './errors.js';
import { at, decodeXml, many, parseXml, textAt, textsAt, type XmlNode } from './xml-input.js';

/**
 * The reader of ISO 20022 bank-to-customer statements, camt.053.001.02 (what most banks send) to the later
 * versions (.001.04, .001.08 …): the shapes that matter are the same but for a few moves, handled below
 * (`Sts` and `Pty` grew a level; `TxDtls/Amt` appeared). A file is refused with a StatementFileError
 * (DECISIONS §6.7: 400 `releve.invalid`); what it holds comes out typed, amounts in integer cents.
 */

export const CAMT053_NAMESPACE_RE = /^urn:iso:std:iso:20022:tech:xsd:(camt\.053\.001\.(\d{2}))$/;

export interface StatementFile {
  /** "camt.053.001.02", from the root's namespace. */
  version: string;
  /** GrpHdr/MsgId. */
  messageId: string;
  /** GrpHdr/CreDtTm, as written. */
  createdAt: string | null;
  statements: BankStatement[];
}

export interface BankStatement {
  /** Stmt/Id. */
  id: string;
  /** Stmt/ElctrncSeqNb. */
  sequence: string | null;
  /** Acct/Id/IBAN, without spaces; null for an account known by another identifier. */
  iban: string | null;
  /** The IBAN, or Acct/Id/Othr/Id. */
  accountId: string;
  /** Acct/Ccy. */
  accountCurrency: string | null;
  entries: StatementEntry[];
}

export type EntryDirection = 'credit' | 'debit';

export interface StatementEntry {
  /** Position in its statement, from 1. */
  index: number;
  /** The key an import keeps to be idempotent (see entryReference). */
  reference: string;
  /** Ntry/AcctSvcrRef: the bank's own reference of the entry. */
  accountServicerReference: string | null;
  /** Ntry/NtryRef. */
  entryReference: string | null;
  amountCents: number;
  currency: string;
  direction: EntryDirection;
  /** Ntry/RvslInd: the entry cancels an earlier one (a returned transfer). */
  reversal: boolean;
  /** Ntry/Sts: BOOK in a statement; PDNG or INFO otherwise. */
  status: string;
  bookingDate: string | null;
  valueDate: string | null;
  /** Ntry/AddtlNtryInf: where many French banks write the transfer's label. */
  additionalInfo: string | null;
  /** At least one: the entry's own figures when it has no usable TxDtls. */
  transactions: StatementTransaction[];
}

export interface StatementTransaction {
  /** The entry's reference, suffixed for each transaction of a batch. */
  reference: string;
  amountCents: number;
  currency: string;
  /** TxDtls/Refs/EndToEndId (NOTPROVIDED read as absent). */
  endToEndId: string | null;
  /** TxDtls/Refs/AcctSvcrRef. */
  accountServicerReference: string | null;
  /** RltdPties/Dbtr (or UltmtDbtr) name. */
  debtorName: string | null;
  /** RmtInf/Ustrd lines, then Strd/AddtlRmtInf lines. */
  unstructured: string[];
  /** RmtInf/Strd/CdtrRefInf/Ref and Strd/RfrdDocInf/Nb. */
  structured: string[];
  /** TxDtls/AddtlTxInf. */
  additionalInfo: string | null;
}

/** Elements that may repeat, read as lists whatever their count. */
const REPEATED = new Set(['Stmt', 'Ntry', 'NtryDtls', 'TxDtls', 'Ustrd', 'Strd', 'RfrdDocInf', 'AddtlRmtInf', 'Bal']);

/** Reads a camt.053 file (bytes from the upload, or text). Throws StatementFileError on anything else. */
export function readCamt053(input: Uint8Array | string): StatementFile {
  const { rootName, rootNamespace, root } = parseXml(decodeXml(input), REPEATED);
  const version = rootNamespace ? CAMT053_NAMESPACE_RE.exec(rootNamespace)?.[1] : undefined;
  if ((rootName !== 'Document' && !rootName.endsWith(':Document')) || !version) {
    throw new StatementFileError('not_camt053', `root ${rootName} in namespace ${rootNamespace ?? 'none'}`);
  }
  const message = at(root, 'BkToCstmrStmt');
  const messageId = textAt(message, 'GrpHdr', 'MsgId');
  const statements = many(message, 'Stmt');
  if (!message || !messageId || statements.length === 0) {
    throw new StatementFileError('not_camt053', 'no BkToCstmrStmt with GrpHdr/MsgId and a Stmt');
  }
  return {
    version,
    messageId,
    createdAt: textAt(message, 'GrpHdr', 'CreDtTm'),
    statements: statements.map(readStatement),
  };
}

function readStatement(stmt: XmlNode, position: number): BankStatement {
  const where = `Stmt[${position + 1}]`;
  const id = textAt(stmt, 'Id');
  const iban = textAt(stmt, 'Acct', 'Id', 'IBAN')?.replace(/\s+/g, '').toUpperCase() ?? null;
  const accountId = iban ?? textAt(stmt, 'Acct', 'Id', 'Othr', 'Id');
  if (!id || !accountId) throw new StatementFileError('not_camt053', `${where} without Id or Acct/Id`);
  const statement: BankStatement = {
    id,
    sequence: textAt(stmt, 'ElctrncSeqNb'),
    iban,
    accountId,
    accountCurrency: textAt(stmt, 'Acct', 'Ccy'),
    entries: [],
  };
  statement.entries = many(stmt, 'Ntry').map((ntry, i) => readEntry(ntry, i + 1, statement, `${where}/Ntry[${i + 1}]`));
  return statement;
}

/**
 * The key of an entry: the bank's AcctSvcrRef is unique per account, so the same entry in a statement sent
 * again (even under another Stmt/Id) has the same key; NtryRef is only unique in its statement, and the
 * position is the last resort.
 */
function entryReference(statement: BankStatement, ref: { servicer: string | null; entry: string | null; index: number }): string {
  if (ref.servicer) return `A:${statement.accountId}:${ref.servicer}`;
  if (ref.entry) return `N:${statement.accountId}:${statement.id}:${ref.entry}`;
  return `P:${statement.accountId}:${statement.id}:${ref.index}`;
}

function readEntry(ntry: XmlNode, index: number, statement: BankStatement, where: string): StatementEntry {
  const { amountCents, currency } = readAmount(at(ntry, 'Amt'), `${where}/Amt`);
  const indicator = textAt(ntry, 'CdtDbtInd');
  if (indicator !== 'CRDT' && indicator !== 'DBIT') throw new StatementFileError('content', `${where}/CdtDbtInd ${indicator}`);
  const status = textAt(ntry, 'Sts', 'Cd') ?? textAt(ntry, 'Sts');
  if (!status) throw new StatementFileError('content', `${where} without Sts`);
  const accountServicerReference = textAt(ntry, 'AcctSvcrRef');
  const entryRef = textAt(ntry, 'NtryRef');
  const entry: StatementEntry = {
    index,
    reference: entryReference(statement, { servicer: accountServicerReference, entry: entryRef, index }),
    accountServicerReference,
    entryReference: entryRef,
    amountCents,
    currency,
    direction: indicator === 'CRDT' ? 'credit' : 'debit',
    reversal: ['true', '1'].includes(textAt(ntry, 'RvslInd') ?? ''),
    status,
    bookingDate: readDate(at(ntry, 'BookgDt'), `${where}/BookgDt`),
    valueDate: readDate(at(ntry, 'ValDt'), `${where}/ValDt`),
    additionalInfo: textAt(ntry, 'AddtlNtryInf'),
    transactions: [],
  };
  entry.transactions = readTransactions(ntry, entry, where);
  return entry;
}

/**
 * One transaction per TxDtls when each carries its amount, in the entry's currency, and they add up to the
 * entry (a batch of transfers booked as one entry); otherwise the entry is one payment, whatever it details,
 * with every remittance line it holds (an amount is never guessed).
 */
function readTransactions(ntry: XmlNode, entry: StatementEntry, where: string): StatementTransaction[] {
  const details = many(ntry, 'NtryDtls').flatMap((d) => many(d, 'TxDtls'));
  const read = details.map((tx, i) => readTransaction(tx, `${where}/NtryDtls/TxDtls[${i + 1}]`));
  if (read.length > 1) {
    const amounts = read.map((tx) => tx.amount);
    const split =
      amounts.every((a) => a !== null && a.currency === entry.currency) &&
      amounts.reduce((sum, a) => sum + (a?.amountCents ?? 0), 0) === entry.amountCents;
    if (split) {
      return read.map(({ amount, ...tx }, i) => ({
        ...tx,
        ...(amount as { amountCents: number; currency: string }),
        reference: `${entry.reference}/${tx.accountServicerReference ? `A:${tx.accountServicerReference}` : `#${i + 1}`}`,
      }));
    }
  }
  const merged: StatementTransaction = {
    reference: entry.reference,
    amountCents: entry.amountCents,
    currency: entry.currency,
    endToEndId: read.length === 1 ? (read[0]?.endToEndId ?? null) : null,
    accountServicerReference: read.length === 1 ? (read[0]?.accountServicerReference ?? null) : null,
    debtorName: read.find((tx) => tx.debtorName)?.debtorName ?? null,
    unstructured: read.flatMap((tx) => tx.unstructured),
    structured: read.flatMap((tx) => tx.structured),
    additionalInfo:
      read
        .map((tx) => tx.additionalInfo)
        .filter(Boolean)
        .join(' ') || null,
  };
  return [merged];
}

type ReadTransaction = Omit<StatementTransaction, 'reference' | 'amountCents' | 'currency'> & {
  amount: { amountCents: number; currency: string } | null;
};

function readTransaction(tx: XmlNode, where: string): ReadTransaction {
  // TxDtls/Amt (versions .04 and later), else AmtDtls/TxAmt (the amount booked), else nothing usable.
  const amountNode = at(tx, 'Amt') ?? at(tx, 'AmtDtls', 'TxAmt', 'Amt');
  const endToEndId = textAt(tx, 'Refs', 'EndToEndId');
  const parties = at(tx, 'RltdPties');
  const remittance = at(tx, 'RmtInf');
  const strd = many(remittance, 'Strd');
  return {
    amount: amountNode ? readAmount(amountNode, `${where}/Amt`) : null,
    endToEndId: endToEndId && endToEndId !== 'NOTPROVIDED' ? endToEndId : null,
    accountServicerReference: textAt(tx, 'Refs', 'AcctSvcrRef'),
    // Versions .08 and later put the name one level down, under Pty.
    debtorName:
      textAt(parties, 'Dbtr', 'Nm') ??
      textAt(parties, 'Dbtr', 'Pty', 'Nm') ??
      textAt(parties, 'UltmtDbtr', 'Nm') ??
      textAt(parties, 'UltmtDbtr', 'Pty', 'Nm'),
    unstructured: [...textsAt(remittance, 'Ustrd'), ...strd.flatMap((s) => textsAt(s, 'AddtlRmtInf'))],
    structured: strd.flatMap((s) => [
      ...(textAt(s, 'CdtrRefInf', 'Ref') ? [textAt(s, 'CdtrRefInf', 'Ref') as string] : []),
      ...many(s, 'RfrdDocInf')
        .map((doc) => textAt(doc, 'Nb'))
        .filter((nb): nb is string => nb !== null),
    ]),
    additionalInfo: textAt(tx, 'AddtlTxInf'),
  };
}

function readAmount(node: XmlNode | undefined, where: string): { amountCents: number; currency: string } {
  const text = node?.['#text'];
  const currency = node?.['@Ccy'];
  if (typeof text !== 'string' || typeof currency !== 'string' || !/^[A-Z]{3}$/.test(currency)) {
    throw new StatementFileError('content', `${where}: no amount with a currency`);
  }
  // ISO 20022 amounts are never negative: the credit/debit indicator carries the sign.
  if (!/^\d+(\.\d+)?$/.test(text.trim())) throw new StatementFileError('content', `${where}: amount ${text}`);
  try {
    return { amountCents: centsFromDecimal(text), currency };
  } catch {
    throw new StatementFileError('content', `${where}: amount ${text} is not a whole number of cents`);
  }
}

/** `<Dt>2026-11-30</Dt>` or `<DtTm>2026-11-30T10:00:00+01:00</DtTm>`: the bank's calendar day, as written. */
function readDate(node: XmlNode | undefined, where: string): string | null {
  if (!node) return null;
  const written = textAt(node, 'Dt') ?? textAt(node, 'DtTm')?.slice(0, 10) ?? null;
  if (written === null || !isRealIsoDate(written)) throw new StatementFileError('content', `${where}: date ${written}`);
  return written;
}
