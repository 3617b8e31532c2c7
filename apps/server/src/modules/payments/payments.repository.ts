import { inArray, type SQL, sql } from 'drizzle-orm';
import { type Db, queryRows } from '../../db/client.js';
import { invoices, missions, paymentReminders, payments, payoutOrders, payoutTransfers } from '../../db/schema/index.js';

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

/** One bound parameter holding a text[] (a statement names thousands of references). */
function textArray(values: readonly string[]): SQL {
  const literal = `{${values.map((v) => `"${v.replace(/\\/g, '\\\\').replace(/"/g, '\\"')}"`).join(',')}}`;
  return sql`${literal}::text[]`;
}

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

/** Client invoices by number, with what has been paid on them (the numbers a statement names). */
export async function findPayableInvoicesByNumber(db: Db, numeros: readonly string[]): Promise<PayableInvoice[]> {
  if (numeros.length === 0) return [];
  return queryRows<PayableInvoice>(
    db,
    sql`SELECT ${payableColumns} FROM ${invoices} i
        WHERE i.numero = ANY(${textArray(numeros)}) AND ${CLIENT_INVOICE}`,
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

export async function insertPayments(db: Db, values: (typeof payments.$inferInsert)[]): Promise<void> {
  if (values.length === 0) return;
  // A statement of 5,000 entries is a few thousand rows: inserted in slices within the one transaction.
  for (let i = 0; i < values.length; i += 1000) await db.insert(payments).values(values.slice(i, i + 1000));
}

/** One month's figures of the client invoices issued in it (numerics as text, euros). */
export interface InvoicedMonthRow {
  month: number;
  count: number;
  ht: string;
  ttc: string;
  resteDu: string;
  retard0_30: string;
  retard31_60: string;
  retardPlus60: string;
  /** What the freelancers are owed for the same days (HT). */
  coutHt: string;
  /** The TTC of their self-billed invoices due to the freelancers (client invoice paid in full) and not paid out yet. */
  versementsDus: string;
}

/**
 * The year's client invoices by month of issue: HT, TTC, what they still owe on `today` (TTC − every payment
 * received), and of that what is overdue, by days past the due date (1–30, 31–60, more than 60). One pass
 * over the year's invoices (index on issued_on), hash-joined to their payments summed once per invoice: a
 * correlated sum per invoice cost 100,000 index lookups, and its plan's cost made PostgreSQL compile it with JIT
 * (0.75 s of compiling alone, measured with EXPLAIN ANALYZE at 100,000 invoices).
 *
 * `coutHt` is the freelancers' side of the same invoices (their self-billed invoices' HT): the margin is HT − coutHt.
 * Invoices cancelled by a credit note count nowhere.
 */
export async function invoicedByMonth(db: Db, year: number, today: string): Promise<InvoicedMonthRow[]> {
  const from = `${year}-01-01`;
  const to = `${year + 1}-01-01`;
  return queryRows<InvoicedMonthRow>(
    db,
    sql`WITH paid AS (
          SELECT p.invoice_id, sum(p.montant) AS total
            FROM ${payments} p JOIN ${invoices} pi ON pi.id = p.invoice_id
           WHERE pi.issued_on >= ${from}::date AND pi.issued_on < ${to}::date
           GROUP BY p.invoice_id
        ),
        -- Self-billed invoices (not credited) of the year's client invoices, and the credit notes: joined once.
        af AS (
          SELECT a.source_invoice_id AS id, a.ht, a.ttc,
                 EXISTS (SELECT 1 FROM ${payoutTransfers} t JOIN ${payoutOrders} o ON o.id = t.order_id
                          WHERE t.invoice_id = a.id AND o.etat = 'verse') AS verse
            FROM ${invoices} a
           WHERE a.type = 'autofacturation' AND a.source_invoice_id IS NOT NULL
             AND NOT EXISTS (SELECT 1 FROM ${invoices} c WHERE c.corrects_id = a.id)
        ),
        credited AS (SELECT c.corrects_id AS id FROM ${invoices} c WHERE c.type = 'avoir' AND c.corrects_id IS NOT NULL),
        inv AS (
          SELECT i.issued_on, i.ht, i.ttc, i.due_on,
                 -- The freelancer's side: its self-billed invoice; until it is issued, the same days at the rate the
                 -- mission pays the freelancer (tjm_candidat, DECISIONS §6.5).
                 coalesce(af.ht, round(i.days * coalesce(m.tjm_candidat, i.tjm), 2)) AS cout,
                 greatest(i.ttc - coalesce(paid.total, 0), 0) AS owed,
                 CASE WHEN i.ttc <= coalesce(paid.total, 0) AND NOT af.verse THEN af.ttc ELSE 0 END AS du,
                 ${today}::date - i.due_on AS late
            FROM ${invoices} i
            LEFT JOIN paid ON paid.invoice_id = i.id
            LEFT JOIN af ON af.id = i.id
            LEFT JOIN ${missions} m ON m.id = i.mission_id
           WHERE i.issued_on >= ${from}::date AND i.issued_on < ${to}::date AND i.type = 'client'
             AND NOT EXISTS (SELECT 1 FROM credited WHERE credited.id = i.id)
        )
        SELECT extract(month FROM issued_on)::int AS month,
               count(*)::int AS count,
               sum(ht)::text AS ht,
               sum(ttc)::text AS ttc,
               sum(owed)::text AS "resteDu",
               coalesce(sum(owed) FILTER (WHERE late BETWEEN 1 AND 30), 0)::text AS "retard0_30",
               coalesce(sum(owed) FILTER (WHERE late BETWEEN 31 AND 60), 0)::text AS "retard31_60",
               coalesce(sum(owed) FILTER (WHERE late > 60), 0)::text AS "retardPlus60",
               sum(cout)::text AS "coutHt",
               coalesce(sum(du), 0)::text AS "versementsDus"
          FROM inv
         GROUP BY 1
         ORDER BY 1`,
  );
}

/** Money received in each month of the year (payments by their date), numerics as text. */
export async function receivedByMonth(db: Db, year: number): Promise<{ month: number; total: string }[]> {
  return queryRows(
    db,
    sql`SELECT extract(month FROM date)::int AS month, sum(montant)::text AS total
          FROM ${payments}
         WHERE date >= ${`${year}-01-01`}::date AND date < ${`${year + 1}-01-01`}::date
         GROUP BY 1
         ORDER BY 1`,
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
 * What the finance figures are computed from, as one text: the last invoice and the last payment. Both tables
 * only grow (an issued invoice never changes, DECISIONS §6.6; a payment is never edited nor deleted), so a
 * figure computed at one version stays right until it moves. Two primary-key lookups.
 */
export async function financeVersion(db: Db): Promise<string> {
  const [row] = await queryRows<{ v: string }>(
    db,
    sql`SELECT concat_ws(':', (SELECT max(id) FROM ${invoices}), (SELECT max(id) FROM ${payments}),
                         (SELECT max(id) FROM ${payoutOrders}), (SELECT max(confirmed_at) FROM ${payoutOrders})) AS v`,
  );
  return row?.v ?? '';
}
