import {
  centsFromDecimal,
  centsToEuros,
  daysBetween,
  type EtatPaiement,
  type EtatVersement,
  eurosToCents,
  type FinanceFigures,
  type FinanceResponse,
  formatCentsDecimal,
  type ImportReleveResponse,
  overdueBucket,
  parisToday,
  paymentState,
  type RecordPaymentBody,
  TRANCHES_RETARD,
} from '@passerelle/shared';
import type { AppContext } from '../../context.js';
import type { Db } from '../../db/client.js';
import { embeddedClient } from '../../db/engine.js';
import {
  findInvoiceNumbers,
  matchStatement,
  type OpenInvoice,
  releveAnswer,
  type StatementFile,
} from '../../lib/banking/index.js';
import { fail, failField } from '../../lib/errors.js';
import type { AuthContext } from '../../plugins/app/auth.js';
import * as repo from './payments.repository.js';
import { payoutOrderStates } from './payouts.service.js';

/**
 * Money in (DECISIONS §6.7, docs/payments.md): payments of client invoices, recorded by staff or read from a
 * bank statement. What an invoice still owes, and its state, are computed from its payments, never stored.
 */

export interface InvoicePayment {
  /** Null for what no client pays: a self-billed invoice, a credit note, an invoice a credit note cancelled. */
  etat_paiement: EtatPaiement | null;
  /** Euros. */
  reste_du: number;
  echeance: string;
}

/** The payment state of these invoices today (every getFactures answers it). */
export async function paymentStatesOf(
  db: Db,
  rows: readonly { id: number; ttc: string; dueOn: string }[],
  today = parisToday(),
): Promise<Map<number, InvoicePayment>> {
  const ids = rows.map((r) => r.id);
  const [paid, payable] = await Promise.all([repo.paidByInvoice(db, ids), repo.payableAmong(db, ids)]);
  return new Map<number, InvoicePayment>(
    rows.map((row): [number, InvoicePayment] => {
      if (!payable.has(row.id)) return [row.id, { etat_paiement: null, reste_du: 0, echeance: row.dueOn }];
      const state = paymentState({
        ttcCents: centsFromDecimal(row.ttc),
        paidCents: centsFromDecimal(paid.get(row.id) ?? '0'),
        echeance: row.dueOn,
        today,
      });
      return [row.id, { etat_paiement: state.etat, reste_du: centsToEuros(state.resteDuCents), echeance: row.dueOn }];
    }),
  );
}

/**
 * The payout state of self-billed invoices (DECISIONS §6.7): `en_cours` or `verse` once a payout order holds it,
 * else `a_verser` once the client invoice it comes from is paid in full, else `en_attente`.
 */
export async function payoutStatesOf(
  db: Db,
  rows: readonly { id: number; sourceInvoiceId: number | null }[],
): Promise<Map<number, EtatVersement>> {
  const [paid, ordered] = await Promise.all([
    repo.paidInFull(
      db,
      rows.flatMap((r) => (r.sourceInvoiceId === null ? [] : [r.sourceInvoiceId])),
    ),
    payoutOrderStates(
      db,
      rows.map((r) => r.id),
    ),
  ]);
  return new Map(
    rows.map((r) => [
      r.id,
      ordered.get(r.id) ?? (r.sourceInvoiceId !== null && paid.has(r.sourceInvoiceId) ? 'a_verser' : 'en_attente'),
    ]),
  );
}

const owedCents = (invoice: repo.PayableInvoice) => centsFromDecimal(invoice.ttc) - centsFromDecimal(invoice.paid);

/** recordPayment: a payment received for a client invoice; never beyond what it still owes (409 payment.exceeds). */
export async function recordPayment(ctx: AppContext, auth: AuthContext, body: RecordPaymentBody): Promise<void> {
  if (body.date > parisToday()) throw failField('payment.date_future', 'date');
  const montantCents = eurosToCents(body.montant);
  await ctx.db.transaction(async (tx) => {
    await repo.lockPayments(tx);
    const invoice = await repo.findPayableInvoice(tx, body.factureId);
    if (!invoice) throw fail('invoice.not_found');
    if (montantCents > owedCents(invoice)) throw fail('payment.exceeds');
    await repo.insertPayments(tx, [
      {
        invoiceId: invoice.id,
        montant: formatCentsDecimal(montantCents),
        date: body.date,
        reference: body.reference,
        source: 'manuel',
        recordedBy: auth.user.id,
      },
    ]);
  });
}

/** Every invoice number a statement's lines name (the invoices to look up before matching). */
function numbersNamed(file: StatementFile): string[] {
  const found = new Set<string>();
  for (const statement of file.statements) {
    for (const entry of statement.entries) {
      const entryInfo = entry.additionalInfo ? [entry.additionalInfo] : [];
      for (const tx of entry.transactions) {
        const lines = [...tx.unstructured, ...tx.structured, ...(tx.additionalInfo ? [tx.additionalInfo] : []), ...entryInfo];
        for (const numero of findInvoiceNumbers(lines)) found.add(numero);
      }
    }
  }
  return [...found];
}

/**
 * The statement read off the server's thread, in the document reader's worker (lib/documents/reader.ts: a deadline,
 * heap limits, a memory budget, a queue), or its French refusal: a file the reader refused 400 releve.invalid (413
 * releve.too_large past 5 MB), past the reader's bounds 422 releve.too_complex, too many files waiting 503
 * file.reader_busy, a server stopping 503 server.unavailable.
 */
async function readStatementOrRefuse(ctx: AppContext, bytes: Uint8Array): Promise<StatementFile> {
  const outcome = await ctx.documents.readStatement(bytes);
  if ('statement' in outcome) return outcome.statement;
  if ('invalid' in outcome) {
    ctx.log.info({ reason: outcome.invalid, detail: outcome.detail }, 'bank statement refused');
    throw fail(outcome.invalid === 'too_large' ? 'releve.too_large' : 'releve.invalid');
  }
  ctx.log.warn({ refused: outcome.refused, bytes: bytes.byteLength }, 'bank statement not read');
  switch (outcome.refused) {
    case 'too_complex':
      throw fail('releve.too_complex');
    case 'busy':
      throw fail('file.reader_busy');
    case 'closing':
      throw fail('server.unavailable');
  }
}

/**
 * importReleve: reads a camt.053 statement (in a worker, above), matches its booked credits to open client invoices by the numbers
 * in their remittance information, and records the matched ones as payments: all in one transaction (a failure
 * half-way records nothing), under the payments' lock (two imports of one file record it once). Entries an
 * earlier import recorded (same key, docs/payments.md) are skipped.
 */
export async function importStatement(
  ctx: AppContext,
  auth: AuthContext,
  bytes: Uint8Array,
): Promise<Omit<ImportReleveResponse, 'done'>> {
  const file = await readStatementOrRefuse(ctx, bytes);
  const references = file.statements.flatMap((s) => s.entries.flatMap((e) => e.transactions.map((t) => t.reference)));
  return ctx.db.transaction(async (tx) => {
    await repo.lockPayments(tx);
    const imported = await repo.importedBankRefs(tx, references);
    const open = new Map<string, OpenInvoice>();
    for (const invoice of await repo.findPayableInvoicesByNumber(tx, numbersNamed(file))) {
      const resteDuCents = owedCents(invoice);
      if (resteDuCents > 0) open.set(invoice.numero, { id: invoice.id, numero: invoice.numero, resteDuCents });
    }
    const match = matchStatement(file, open, (reference) => imported.has(reference));
    const today = parisToday();
    await repo.insertPayments(
      tx,
      match.rapproches.map((p) => ({
        invoiceId: p.factureId,
        montant: formatCentsDecimal(p.montantCents),
        date: p.date && p.date <= today ? p.date : today,
        reference: (p.libelle || p.reference).slice(0, 500),
        source: 'releve' as const,
        bankRef: p.reference,
        debiteur: p.debiteur,
        recordedBy: auth.user.id,
      })),
    );
    return { ...releveAnswer(match), deja_importes: match.deja_importes.length };
  });
}

const ZERO_FIGURES = (): FinanceFigures => ({
  facture_ht: 0,
  facture_ttc: 0,
  encaisse: 0,
  reste_du: 0,
  retard: { '0_30': 0, '31_60': 0, plus_60: 0 },
  marge: 0,
  versements_dus: 0,
  versements_faits: 0,
  nb_factures: 0,
});

/** Adds `b` into `a`, in cents (the figures are summed in cents and turned into euros once). */
function addInto(a: FinanceFigures, b: FinanceFigures): void {
  a.facture_ht += b.facture_ht;
  a.facture_ttc += b.facture_ttc;
  a.encaisse += b.encaisse;
  a.reste_du += b.reste_du;
  for (const t of TRANCHES_RETARD) a.retard[t] += b.retard[t];
  a.marge += b.marge;
  a.versements_dus += b.versements_dus;
  a.versements_faits += b.versements_faits;
  a.nb_factures += b.nb_factures;
}

function toEuros(f: FinanceFigures): FinanceFigures {
  return {
    ...f,
    facture_ht: centsToEuros(f.facture_ht),
    facture_ttc: centsToEuros(f.facture_ttc),
    encaisse: centsToEuros(f.encaisse),
    reste_du: centsToEuros(f.reste_du),
    retard: Object.fromEntries(TRANCHES_RETARD.map((t) => [t, centsToEuros(f.retard[t])])) as FinanceFigures['retard'],
    marge: centsToEuros(f.marge),
    versements_dus: centsToEuros(f.versements_dus),
    versements_faits: centsToEuros(f.versements_faits),
  };
}

/**
 * adm/finance {annee}: the year month by month, recomputed from the invoices and the payments (DECISIONS §6.7:
 * never stored totals). Invoiced, outstanding, overdue and margin are about the client invoices issued in the
 * month, outstanding and overdue as of today; received is the money of the month. The last results are kept in
 * memory while the rows they come from are the same (below).
 */
export async function finance(ctx: AppContext, annee: number, today = parisToday()): Promise<Omit<FinanceResponse, 'done'>> {
  const key = `${annee}|${today}|${await repo.financeVersion(ctx.db)}`;
  let memo = financeMemos.get(ctx.db);
  if (!memo) {
    memo = new Map();
    financeMemos.set(ctx.db, memo);
  }
  const known = memo.get(key);
  if (known) return known;
  const figures = await computeFinance(ctx, annee, today);
  memo.set(key, figures);
  // A handful of years and days at most: the oldest goes first.
  if (memo.size > FINANCE_MEMO_MAX) memo.delete(memo.keys().next().value as string);
  return figures;
}

/**
 * The figures last computed, by year, day and data version (repo.financeVersion: moved by every invoice, credit
 * note, payment, payout order and confirmation committed, on any instance). Computing a year of 100,000 invoices
 * takes some 250 ms of CPU on the embedded engine (docs/payments.md); the version, a few index and counter
 * lookups. The screen is opened far more often than money moves. Per instance and database.
 */
const financeMemos = new WeakMap<Db, Map<string, Omit<FinanceResponse, 'done'>>>();
const FINANCE_MEMO_MAX = 16;

async function computeFinance(ctx: AppContext, annee: number, today: string): Promise<Omit<FinanceResponse, 'done'>> {
  // Five grouped queries, none answering a row per invoice. On PostgreSQL they run side by side on the pool; the
  // embedded engine runs one at a time anyway, here in one transaction that costs its pages as cached
  // (repo.readPagesAsCached: the year's invoices read from their covering index only).
  const read = (db: Db) =>
    [
      () => repo.invoicedByDay(db, annee),
      () => repo.paidByDay(db, annee),
      () => repo.selfBilledByDay(db, annee),
      () => repo.receivedByDay(db, annee),
      () => repo.paidOutByMonth(db, annee),
    ] as const;
  const [invoiced, paid, selfBilled, received, paidOut] = embeddedClient(ctx.db)
    ? await ctx.db.transaction(async (tx) => {
        await repo.readPagesAsCached(tx);
        const [a, b, c, d, e] = read(tx);
        return [await a(), await b(), await c(), await d(), await e()] as const;
      })
    : await (async () => {
        const [a, b, c, d, e] = read(ctx.db);
        return Promise.all([a(), b(), c(), d(), e()]);
      })();
  const months = Array.from({ length: 12 }, ZERO_FIGURES);
  const monthOf = (isoDay: string) => months[Number(isoDay.slice(5, 7)) - 1] as FinanceFigures;
  /**
   * What a (day of issue, due date) pair still owes today goes to its month, and to its age group when past due.
   * Summing TTC − payments over the pair equals summing each invoice's reste_du: no payment ever takes an invoice
   * past its TTC (recordPayment and importReleve refuse it under the payments' lock, payment.exceeds).
   */
  const owe = (key: repo.FinanceDayKey, cents: number) => {
    const m = monthOf(key.issuedOn);
    m.reste_du += cents;
    const tranche = overdueBucket(daysBetween(key.dueOn, today));
    if (tranche) m.retard[tranche] += cents;
  };
  for (const row of invoiced) {
    const m = monthOf(row.issuedOn);
    m.nb_factures += row.count;
    m.facture_ht += centsFromDecimal(row.ht);
    m.facture_ttc += centsFromDecimal(row.ttc);
    m.marge += centsFromDecimal(row.ht) - centsFromDecimal(row.coutJours);
    owe(row, centsFromDecimal(row.ttc));
  }
  for (const row of paid) owe(row, -centsFromDecimal(row.paid));
  for (const row of selfBilled) {
    const m = monthOf(row.issuedOn);
    // Where the self-billed invoice is issued, its HT is the freelancer's cost, not the days at the mission's rate.
    m.marge += centsFromDecimal(row.coutJours) - centsFromDecimal(row.afHt);
    m.versements_dus += centsFromDecimal(row.du);
  }
  for (const row of received) monthOf(row.date).encaisse += centsFromDecimal(row.total);
  for (const row of paidOut) (months[row.month - 1] as FinanceFigures).versements_faits = centsFromDecimal(row.total);
  const total = ZERO_FIGURES();
  for (const m of months) addInto(total, m);
  return {
    annee,
    au: today,
    mois: months.map((m, i) => ({ mois: `${annee}-${String(i + 1).padStart(2, '0')}`, ...toEuros(m) })),
    total: toEuros(total),
  };
}
