import { inArray, type SQL, sql } from 'drizzle-orm';
import { type Db, queryRows } from '../../db/client.js';
import {
  invoiceCounters,
  invoices,
  missions,
  paymentReminders,
  payments,
  payoutOrders,
  payoutTransfers,
} from '../../db/schema/index.js';

/** Queries of the payments received for client invoices (DECISIONS §6.7). */

export type PaymentRow = typeof payments.$inferSelect;

/**
 * Every write of payments (by hand, from a statement) takes this lock for its transaction: what an invoice
 * still owes is read and the payment written with no other payment in between, so two payments that each fit
 * cannot together pass the TTC, and two imports of one statement cannot both record it.
 */
const PAYMENTS_LOCK = 727_274_033;

export async function lockPayments(tx: Db): Promise<void> {
  await tx.execute(sql`SELECT pg_advisory_xact_lock(${PAYMENTS_LOCK}::bigint)`);
}

/**
 * Client invoices that can be paid (alias `i`): not a self-billed invoice (AF-) nor a credit note (A-), and not
 * cancelled by a credit note (DECISIONS §6.6: it cancels the invoice whole).
 */
const CLIENT_INVOICE = sql.raw(
  `i.type = 'client' AND NOT EXISTS (SELECT 1 FROM invoices credit WHERE credit.corrects_id = i.id)`,
);

/**
 * One bound parameter holding an array (`{…}` literal, cast by the caller): a statement names thousands of
 * references, and an import writes thousands of payments in one statement. NULL stays NULL.
 */
export function arrayParam(values: readonly (string | number | null | undefined)[], type: string): SQL {
  const literal = `{${values
    .map((v) => (v === null || v === undefined ? 'NULL' : `"${String(v).replace(/\\/g, '\\\\').replace(/"/g, '\\"')}"`))
    .join(',')}}`;
  return sql`${literal}::${sql.raw(type)}[]`;
}

const textArray = (values: readonly string[]) => arrayParam(values, 'text');

export interface PayableInvoice {
  id: number;
  numero: string;
  /** TTC and paid so far, as SQL numerics (text). */
  ttc: string;
  paid: string;
  dueOn: string;
}

const payableColumns = sql`
  i.id, i.numero, i.ttc::text AS ttc, i.due_on::text AS "dueOn",
  coalesce((SELECT sum(p.montant) FROM ${payments} p WHERE p.invoice_id = i.id), 0)::text AS paid`;

/** A client invoice with what has been paid on it. */
export async function findPayableInvoice(db: Db, id: number): Promise<PayableInvoice | undefined> {
  const [row] = await queryRows<PayableInvoice>(
    db,
    sql`SELECT ${payableColumns} FROM ${invoices} i WHERE i.id = ${id} AND ${CLIENT_INVOICE}`,
  );
  return row;
}

/**
 * Client invoices by number, with what has been paid on them (the numbers a statement names): the invoices found by
 * their unique number, then their payments summed in one grouped pass (not one sum per invoice).
 */
export async function findPayableInvoicesByNumber(db: Db, numeros: readonly string[]): Promise<PayableInvoice[]> {
  if (numeros.length === 0) return [];
  return queryRows<PayableInvoice>(
    db,
    sql`WITH named AS (
          SELECT i.id, i.numero, i.ttc, i.due_on FROM ${invoices} i
           WHERE i.numero = ANY(${textArray(numeros)}) AND ${CLIENT_INVOICE}
        ),
        paid AS (
          SELECT p.invoice_id, sum(p.montant) AS total FROM ${payments} p
           WHERE p.invoice_id IN (SELECT id FROM named) GROUP BY p.invoice_id
        )
        SELECT named.id, named.numero, named.ttc::text AS ttc, named.due_on::text AS "dueOn",
               coalesce(paid.total, 0)::text AS paid
          FROM named LEFT JOIN paid ON paid.invoice_id = named.id`,
  );
}

/** Paid so far on each of these invoices (numeric text); an invoice with no payment is absent. */
export async function paidByInvoice(db: Db, invoiceIds: readonly number[]): Promise<Map<number, string>> {
  if (invoiceIds.length === 0) return new Map();
  const rows = await db
    .select({ invoiceId: payments.invoiceId, paid: sql<string>`sum(${payments.montant})::text` })
    .from(payments)
    .where(inArray(payments.invoiceId, [...invoiceIds]))
    .groupBy(payments.invoiceId);
  return new Map(rows.map((r) => [r.invoiceId, r.paid]));
}

/** Those of these invoices that are client invoices still payable (not self-billed, not a credit note, not credited). */
export async function payableAmong(db: Db, invoiceIds: readonly number[]): Promise<Set<number>> {
  if (invoiceIds.length === 0) return new Set();
  const rows = await queryRows<{ id: number }>(
    db,
    sql`SELECT i.id FROM ${invoices} i WHERE i.id = ANY(${sql.raw(`'{${invoiceIds.map(Number).join(',')}}'`)}::int[]) AND ${CLIENT_INVOICE}`,
  );
  return new Set(rows.map((r) => r.id));
}

/** Those of these client invoices that are paid in full (payments reaching their TTC). */
export async function paidInFull(db: Db, invoiceIds: readonly number[]): Promise<Set<number>> {
  if (invoiceIds.length === 0) return new Set();
  const rows = await queryRows<{ id: number }>(
    db,
    sql`SELECT i.id FROM ${invoices} i
         WHERE i.id = ANY(${sql.raw(`'{${invoiceIds.map(Number).join(',')}}'`)}::int[]) AND ${CLIENT_INVOICE}
           AND i.ttc <= coalesce((SELECT sum(p.montant) FROM ${payments} p WHERE p.invoice_id = i.id), 0)`,
  );
  return new Set(rows.map((r) => r.id));
}

/** The statement keys among these that an earlier import recorded. */
export async function importedBankRefs(db: Db, refs: readonly string[]): Promise<Set<string>> {
  if (refs.length === 0) return new Set();
  const rows = await queryRows<{ ref: string }>(
    db,
    sql`SELECT DISTINCT bank_ref AS ref FROM ${payments} WHERE bank_ref = ANY(${textArray(refs)})`,
  );
  return new Set(rows.map((r) => r.ref));
}

/**
 * Payments written in one statement whatever their number (a statement of 5,000 entries): one array per column,
 * unnested by the database, rather than thousands of bound values built and parsed row by row.
 */
export async function insertPayments(db: Db, values: (typeof payments.$inferInsert)[]): Promise<void> {
  if (values.length === 0) return;
  const column = <T extends string | number | null | undefined>(f: (v: (typeof values)[number]) => T, type: string) =>
    arrayParam(values.map(f), type);
  await db.execute(
    sql`INSERT INTO ${payments} (invoice_id, montant, date, reference, source, bank_ref, debiteur, recorded_by)
        SELECT * FROM unnest(${column((v) => v.invoiceId, 'int')}, ${column((v) => v.montant, 'numeric')},
                             ${column((v) => v.date, 'date')}, ${column((v) => v.reference, 'text')},
                             ${column((v) => v.source, 'text')}, ${column((v) => v.bankRef, 'text')},
                             ${column((v) => v.debiteur, 'text')}, ${column((v) => v.recordedBy, 'int')})`,
  );
}

/**
 * The year's client invoices that count in the finance figures (alias `i`): issued in [from, to), not cancelled by
 * a credit note. The credit notes' targets are few: PostgreSQL hashes them once (a hashed NOT IN), where a NOT
 * EXISTS per invoice cost an index probe for each of 100,000 rows.
 */
function financeInvoices(from: string, to: string): SQL {
  return sql`i.issued_on >= ${from}::date AND i.issued_on < ${to}::date AND i.type = 'client'
    AND i.id NOT IN (SELECT c.corrects_id FROM ${invoices} c WHERE c.corrects_id IS NOT NULL)`;
}

/**
 * The finance figures read the year's client invoices from `invoices_finance_idx` only (migration 0040: (day of issue,
 * due date) with every column summed): a narrow index read in order rather than the wide rows. The planner costs each
 * index page as a random read (random_page_cost 4) against the table's sequential pages: for a year of 100,000
 * invoices the two came within a few percent and the seq scan won, by 30 % more CPU (docs/payments.md). On the
 * embedded engine every page comes from its shared buffers or the operating system's file cache, where a page read
 * in any order costs the same: the finance figures' transaction says so there (SET LOCAL: these queries only).
 * PostgreSQL keeps its own costs and runs the queries side by side on its pool.
 */
export async function readPagesAsCached(tx: Db): Promise<void> {
  await tx.execute(sql`SET LOCAL random_page_cost = 1.1`);
}

/**
 * The freelancer's side of a client invoice when its self-billed invoice is not issued: the same days at the rate the
 * mission pays the freelancer (tjm_candidat, DECISIONS §6.5), else the invoice's own rate. Alias `i` and `m`.
 */
const DAYS_COST = sql.raw('round(i.days * coalesce(m.tjm_candidat, i.tjm), 2)');

/**
 * Finance figures are summed by (day of issue, due date), not by invoice: a year is at most some hundreds of such
 * pairs (an invoice is due a set number of days after its issue), and the month and the age of what is overdue
 * are worked out from them in the service. Numerics as text, euros.
 */
export interface FinanceDayKey {
  issuedOn: string;
  dueOn: string;
}

/** The year's client invoices by (day of issue, due date): count, HT, TTC and the freelancers' cost of their days. */
export interface InvoicedDayRow extends FinanceDayKey {
  count: number;
  ht: string;
  ttc: string;
  coutJours: string;
}

export async function invoicedByDay(db: Db, year: number): Promise<InvoicedDayRow[]> {
  return queryRows<InvoicedDayRow>(
    db,
    sql`SELECT i.issued_on::text AS "issuedOn", i.due_on::text AS "dueOn", count(*)::int AS count,
               sum(i.ht)::text AS ht, sum(i.ttc)::text AS ttc, sum(${DAYS_COST})::text AS "coutJours"
          FROM ${invoices} i LEFT JOIN ${missions} m ON m.id = i.mission_id
         WHERE ${financeInvoices(`${year}-01-01`, `${year + 1}-01-01`)}
         GROUP BY i.issued_on, i.due_on`,
  );
}

/** What the year's client invoices have received, by their (day of issue, due date): every payment, whatever its date. */
export async function paidByDay(db: Db, year: number): Promise<(FinanceDayKey & { paid: string })[]> {
  return queryRows(
    db,
    sql`SELECT i.issued_on::text AS "issuedOn", i.due_on::text AS "dueOn", sum(p.montant)::text AS paid
          FROM ${payments} p JOIN ${invoices} i ON i.id = p.invoice_id
         WHERE ${financeInvoices(`${year}-01-01`, `${year + 1}-01-01`)}
         GROUP BY i.issued_on, i.due_on`,
  );
}

/**
 * The self-billed invoices (not credited) of the year's client invoices, by their client invoice's (day of issue,
 * due date): their HT (the freelancers' cost where they exist, in place of `coutJours`, also answered for the same
 * invoices), and `du`, the TTC of those due to the freelancers (client invoice paid in full) and not paid out yet.
 * As many rows read as self-billed invoices; the payments of a client invoice are summed only for an AF not paid
 * out (payments_invoice_idx).
 */
export interface SelfBilledDayRow extends FinanceDayKey {
  afHt: string;
  coutJours: string;
  du: string;
}

export async function selfBilledByDay(db: Db, year: number): Promise<SelfBilledDayRow[]> {
  return queryRows<SelfBilledDayRow>(
    db,
    sql`SELECT i.issued_on::text AS "issuedOn", i.due_on::text AS "dueOn", sum(a.ht)::text AS "afHt",
               sum(${DAYS_COST})::text AS "coutJours",
               coalesce(sum(a.ttc) FILTER (
                 WHERE NOT EXISTS (SELECT 1 FROM ${payoutTransfers} t JOIN ${payoutOrders} o ON o.id = t.order_id
                                    WHERE t.invoice_id = a.id AND o.etat = 'verse')
                   AND i.ttc <= coalesce((SELECT sum(p.montant) FROM ${payments} p WHERE p.invoice_id = i.id), 0)
               ), 0)::text AS du
          FROM ${invoices} a
          JOIN ${invoices} i ON i.id = a.source_invoice_id
          LEFT JOIN ${missions} m ON m.id = i.mission_id
         WHERE a.type = 'autofacturation' AND a.source_invoice_id IS NOT NULL
           AND a.id NOT IN (SELECT c.corrects_id FROM ${invoices} c WHERE c.corrects_id IS NOT NULL)
           AND ${financeInvoices(`${year}-01-01`, `${year + 1}-01-01`)}
         GROUP BY i.issued_on, i.due_on`,
  );
}

/** Money received on each day of the year (payments by their date), numerics as text. */
export async function receivedByDay(db: Db, year: number): Promise<{ date: string; total: string }[]> {
  return queryRows(
    db,
    sql`SELECT date::text AS date, sum(montant)::text AS total
          FROM ${payments}
         WHERE date >= ${`${year}-01-01`}::date AND date < ${`${year + 1}-01-01`}::date
         GROUP BY date`,
  );
}

/** What was paid out to the freelancers in each month of the year (orders confirmed executed, Paris time). */
export async function paidOutByMonth(db: Db, year: number): Promise<{ month: number; total: string }[]> {
  return queryRows(
    db,
    sql`SELECT extract(month FROM o.confirmed_at AT TIME ZONE 'Europe/Paris')::int AS month, sum(t.montant)::text AS total
          FROM ${payoutOrders} o JOIN ${payoutTransfers} t ON t.order_id = o.id
         WHERE o.etat = 'verse'
           AND o.confirmed_at >= (${`${year}-01-01`}::timestamp AT TIME ZONE 'Europe/Paris')
           AND o.confirmed_at < (${`${year + 1}-01-01`}::timestamp AT TIME ZONE 'Europe/Paris')
         GROUP BY 1
         ORDER BY 1`,
  );
}

/** A client invoice past its due date and not fully paid, with the reminder steps already sent. */
export interface LateInvoice {
  id: number;
  numero: string;
  clientId: number;
  issuedOn: string;
  dueOn: string;
  ttc: string;
  paid: string;
  steps: number[];
  /** The late-payment rate kept at issue (% a year); null for an invoice issued before it was kept. */
  tauxPenalites: string | null;
}

/**
 * Client invoices at least a day late and not fully paid whose last reminder (15 days) has not gone out, by id
 * from `afterId` (the job's batches).
 */
export async function lateInvoices(db: Db, today: string, afterId: number, limit: number): Promise<LateInvoice[]> {
  return queryRows<LateInvoice>(
    db,
    sql`SELECT * FROM (
          SELECT i.id, i.numero, i.client_id AS "clientId", i.issued_on::text AS "issuedOn", i.due_on::text AS "dueOn",
                 i.ttc::text AS ttc, i.taux_penalites::text AS "tauxPenalites",
                 coalesce((SELECT sum(p.montant) FROM ${payments} p WHERE p.invoice_id = i.id), 0)::text AS paid,
                 ARRAY(SELECT r.step FROM ${paymentReminders} r WHERE r.invoice_id = i.id ORDER BY r.step) AS steps
            FROM ${invoices} i
           WHERE ${CLIENT_INVOICE} AND i.client_id IS NOT NULL AND i.id > ${afterId}
             AND i.due_on < ${today}::date
             AND NOT EXISTS (SELECT 1 FROM ${paymentReminders} r WHERE r.invoice_id = i.id AND r.step = 15)
           ORDER BY i.id
        ) late
        WHERE late.ttc::numeric > late.paid::numeric
        LIMIT ${limit}`,
  );
}

/** Claims a reminder step of an invoice: true when this caller inserted it (it then sends it), false when it was there. */
export async function claimReminder(db: Db, values: typeof paymentReminders.$inferInsert): Promise<boolean> {
  const rows = await db
    .insert(paymentReminders)
    .values(values)
    .onConflictDoNothing()
    .returning({ invoiceId: paymentReminders.invoiceId });
  return rows.length > 0;
}

/**
 * What the finance figures are computed from, as one text that any committed write moves, read in index and
 * counter lookups only (no count of the tables: 100,000 invoices cost 20–40 ms to count on the embedded engine):
 * - invoices: how many were numbered (the sum of the gapless series' counters, `invoice_counters`, moved in the
 *   transaction that inserts the invoice; a rolled-back number is given back) and the last id. The count matters: an
 *   AF and a client invoice are numbered in two series, not serialized with each other, and the one with the smaller
 *   id may commit last, which a key of the last id alone would miss;
 * - payments: the last id. Every payment is written under the payments' lock (lockPayments), its id taken in the lock,
 *   so ids commit in order; a payment is never edited nor deleted;
 * - payout orders: the last id (made under the payouts' lock, likewise) and how many are confirmed (`verse`: an order
 *   changes once).
 * Invoices never change once issued (DECISIONS §6.6): an equal text means equal rows.
 */
export async function financeVersion(db: Db): Promise<string> {
  const [row] = await queryRows<{ v: string }>(
    db,
    sql`SELECT concat_ws(':', (SELECT coalesce(sum(last), 0) FROM ${invoiceCounters}), (SELECT max(id) FROM ${invoices}),
                         (SELECT max(id) FROM ${payments}), (SELECT max(id) FROM ${payoutOrders}),
                         (SELECT count(*) FROM ${payoutOrders} WHERE etat = 'verse')) AS v`,
  );
  return row?.v ?? '';
}
