import { centsToEuros } from '@passerelle/shared';
import type { StatementEntry, StatementFile, StatementTransaction } from './camt053.js';

/**
 * Matching a statement's credits to open client invoices by the invoice number in the remittance information
 * (DECISIONS §6.7). Pure: the service gives the open invoices and says which references it has already
 * recorded; it records what comes out, in one transaction.
 */

/** A client invoice that can still be paid: issued, not credited, reste_du > 0. */
export interface OpenInvoice {
  id: number;
  /** "F-2026-000123". */
  numero: string;
  resteDuCents: number;
}

/** Open invoices by number. */
export type OpenInvoices = ReadonlyMap<string, OpenInvoice>;

/**
 * An invoice number as payers and banks write it: « F-2026-000123 », « f 2026 000123 », « F2026000123 »,
 * « Facture n° 2026-000123 », « FACT.2026/000123 » (text upper-cased, accents dropped first). Never inside a
 * longer word or number: « AF-2026-000123 » (a self-billed invoice), « REF2026000123 », « F-2026-0001234 ».
 */
const SEP = '[\\s\\-\\u2010-\\u2015_./:#°]*';
const INVOICE_NUMBER_RE = new RegExp(
  `(?<![A-Z0-9])F(?:ACTURES?|ACT)?${SEP}(?:(?:NUMERO|NUM|NO|N)(?![A-Z])${SEP})?(20\\d{2})[\\s\\-\\u2010-\\u2015_./]*(\\d{6})(?!\\d)`,
  'g',
);

const fold = (text: string) => text.normalize('NFKD').replace(/\p{M}/gu, '').toUpperCase();

/**
 * The invoice numbers in remittance lines, normalised (« F-2026-000123 »), in order of appearance, each once.
 * The lines are also read end to end: a bank cuts remittance into 140-character lines, through a number if
 * need be.
 */
export function findInvoiceNumbers(lines: readonly string[]): string[] {
  const found = new Set<string>();
  const folded = lines.map(fold);
  for (const text of folded.length > 1 ? [folded.join(' '), folded.join('')] : folded) {
    for (const match of text.matchAll(INVOICE_NUMBER_RE)) found.add(`F-${match[1]}-${match[2]}`);
  }
  return [...found];
}

export type UnmatchedReason =
  /** No invoice number in the remittance information. */
  | 'sans_numero'
  /** Numbers found, but none of an open invoice (unknown, paid already, credited). */
  | 'facture_inconnue'
  /** More than the invoices named still owe: staff decide (a manual payment refuses it too, `payment.exceeds`). */
  | 'montant_superieur'
  /** Not in euros. */
  | 'devise'
  /** A reversal (a transfer of ours returned), not a payment. */
  | 'contre_passation';

interface CreditLine {
  /** The key to keep with the payment: importing the statement again skips it. */
  reference: string;
  /** The value date (the day the money counts), else the booking date. */
  date: string | null;
  /** The remittance information as read, else the bank's label of the transfer. */
  libelle: string;
  debiteur: string | null;
}

export interface MatchedPayment extends CreditLine {
  factureId: number;
  numero: string;
  /** What is applied to this invoice (a transfer naming several invoices is split among them). */
  montantCents: number;
}

export interface UnmatchedCredit extends CreditLine {
  montantCents: number;
  raison: UnmatchedReason;
  /** The invoice numbers read, if any. */
  numeros: string[];
}

export interface StatementMatch {
  rapproches: MatchedPayment[];
  non_rapproches: UnmatchedCredit[];
  /** References of credits recorded by an earlier import (or met twice in this file): nothing to do. */
  deja_importes: string[];
  /** Entries that are not payments to match: debits, and credits not booked (Sts other than BOOK). */
  ignores: { debits: number; non_comptabilises: number };
}

/**
 * Matches every booked credit of a statement file. A transfer naming several open invoices pays them in the
 * order it names them, each up to what it owes; a transfer worth more than they owe is left to staff. Invoices
 * paid by an earlier line of the file owe that much less to the next.
 */
export function matchStatement(
  file: StatementFile,
  invoices: OpenInvoices,
  isImported: (reference: string) => boolean = () => false,
): StatementMatch {
  const result: StatementMatch = {
    rapproches: [],
    non_rapproches: [],
    deja_importes: [],
    ignores: { debits: 0, non_comptabilises: 0 },
  };
  const owed = new Map<string, number>();
  const seen = new Set<string>();
  for (const entry of file.statements.flatMap((s) => s.entries)) {
    if (entry.direction === 'debit' && !entry.reversal) result.ignores.debits++;
    else if (entry.status !== 'BOOK') result.ignores.non_comptabilises++;
    else {
      for (const tx of entry.transactions) {
        if (seen.has(tx.reference) || isImported(tx.reference)) result.deja_importes.push(tx.reference);
        else matchCredit(entry, tx, invoices, owed, result);
        seen.add(tx.reference);
      }
    }
  }
  return result;
}

function matchCredit(
  entry: StatementEntry,
  tx: StatementTransaction,
  invoices: OpenInvoices,
  owed: Map<string, number>,
  result: StatementMatch,
): void {
  const remittance = [...tx.unstructured, ...tx.structured];
  const extra = [tx.additionalInfo, entry.transactions.length === 1 ? entry.additionalInfo : null].filter(
    (t): t is string => !!t,
  );
  const line: CreditLine = {
    reference: tx.reference,
    date: entry.valueDate ?? entry.bookingDate,
    libelle: (remittance.length ? remittance : extra).join(' '),
    debiteur: tx.debtorName,
  };
  const numeros = findInvoiceNumbers([...remittance, ...extra]);
  const open = numeros
    .map((numero) => invoices.get(numero))
    .filter((invoice): invoice is OpenInvoice => invoice !== undefined && (owed.get(invoice.numero) ?? invoice.resteDuCents) > 0);
  const totalOwed = open.reduce((sum, invoice) => sum + (owed.get(invoice.numero) ?? invoice.resteDuCents), 0);
  const raison: UnmatchedReason | null = entry.reversal
    ? 'contre_passation'
    : tx.currency !== 'EUR'
      ? 'devise'
      : numeros.length === 0
        ? 'sans_numero'
        : open.length === 0
          ? 'facture_inconnue'
          : tx.amountCents > totalOwed
            ? 'montant_superieur'
            : null;
  if (raison) {
    result.non_rapproches.push({ ...line, montantCents: tx.amountCents, raison, numeros });
    return;
  }
  let left = tx.amountCents;
  for (const invoice of open) {
    if (left === 0) break;
    const due = owed.get(invoice.numero) ?? invoice.resteDuCents;
    const applied = Math.min(due, left);
    owed.set(invoice.numero, due - applied);
    left -= applied;
    result.rapproches.push({ ...line, factureId: invoice.id, numero: invoice.numero, montantCents: applied });
  }
}

/** The answer of POST /api/adm/importReleve (DECISIONS §6.7), amounts in euros as every answer carries them. */
export function releveAnswer(match: StatementMatch) {
  return {
    rapproches: match.rapproches.map((p) => ({
      factureId: p.factureId,
      numero: p.numero,
      montant: centsToEuros(p.montantCents),
    })),
    non_rapproches: match.non_rapproches.map((c) => ({
      montant: centsToEuros(c.montantCents),
      date: c.date,
      libelle: c.libelle,
    })),
  };
}
