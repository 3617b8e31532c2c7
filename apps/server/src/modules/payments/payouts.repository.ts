import { eq, sql } from 'drizzle-orm';
import { type Db, queryRows } from '../../db/client.js';
import { candidateBilling, candidates, invoices, payments, payoutOrders, payoutTransfers, users } from '../../db/schema/index.js';
import { arrayParam } from './payments.repository.js';

/** Queries of the payout orders paying freelancers their self-billed invoices (DECISIONS §6.7). */

export type PayoutOrderRow = typeof payoutOrders.$inferSelect;

/**
 * Every order is made under this lock (its transaction's): the AF invoices due are read and put in the order with
 * no other order in between, so two root users building orders at once never pay an invoice twice (the unique
 * invoice_id of payout_transfers stands behind it).
 */
const PAYOUTS_LOCK = 727_274_034;

export async function lockPayouts(tx: Db): Promise<void> {
  await tx.execute(sql`SELECT pg_advisory_xact_lock(${PAYOUTS_LOCK}::bigint)`);
}

/** An AF invoice due to its freelancer, with the account it is paid into (null: no billing identity, no IBAN). */
export interface DueSelfBilled {
  id: number;
  numero: string;
  ttc: string;
  candidateId: number | null;
  /** The freelancer's name (« Prénom Nom »), as staff read it. */
  condidat: string;
  /** The account holder: the billing identity's name (raison sociale). */
  titulaire: string | null;
  iban: string | null;
  bic: string | null;
}

/**
 * Self-billed invoices `a_verser`: the client invoice they come from is paid in full, neither is cancelled by a
 * credit note, and no order holds them yet. Oldest first. Linear in the AF invoices: each is checked by index
 * (payout_transfers_invoice_key, invoices_corrects_key) and its client invoice's payments summed by index
 * (payments_invoice_idx). A first version summed the payments in a CTE joined back to the AF invoices: PostgreSQL
 * estimated 10 AF invoices where there were 1,000 (type and source_invoice_id taken as independent) and joined them by
 * a nested loop over the CTE, a million rows compared (0.2 s of CPU on the embedded engine, 3 s under EXPLAIN).
 */
export async function dueSelfBilled(db: Db): Promise<DueSelfBilled[]> {
  return queryRows<DueSelfBilled>(
    db,
    sql`SELECT a.id, a.numero, a.ttc::text AS ttc, a.candidate_id AS "candidateId",
               coalesce(nullif(trim(concat_ws(' ', u.prenom, u.nom)), ''), a.seller->>'name', '') AS condidat,
               cb.raison_sociale AS titulaire, cb.iban, cb.bic
          FROM ${invoices} a
          JOIN ${invoices} src ON src.id = a.source_invoice_id
          LEFT JOIN ${candidates} cd ON cd.id = a.candidate_id
          LEFT JOIN ${users} u ON u.id = cd.user_id
          LEFT JOIN ${candidateBilling} cb ON cb.candidate_id = a.candidate_id
         WHERE a.type = 'autofacturation' AND a.source_invoice_id IS NOT NULL
           AND NOT EXISTS (SELECT 1 FROM ${payoutTransfers} t WHERE t.invoice_id = a.id)
           AND NOT EXISTS (SELECT 1 FROM ${invoices} c WHERE c.corrects_id = a.id OR c.corrects_id = a.source_invoice_id)
           AND src.ttc <= coalesce((SELECT sum(p.montant) FROM ${payments} p WHERE p.invoice_id = src.id), 0)
         ORDER BY a.id`,
  );
}

export async function insertOrder(db: Db, values: typeof payoutOrders.$inferInsert): Promise<PayoutOrderRow> {
  const [row] = await db.insert(payoutOrders).values(values).returning();
  if (!row) throw new Error('insert payout_orders returned nothing');
  return row;
}

export async function setOrderFile(db: Db, id: number, msgId: string, xml: string): Promise<void> {
  await db.update(payoutOrders).set({ msgId, xml }).where(eq(payoutOrders.id, id));
}

/** An order's transfers in one statement (one array per column, unnested by the database), as payments are. */
export async function insertTransfers(db: Db, values: (typeof payoutTransfers.$inferInsert)[]): Promise<void> {
  if (values.length === 0) return;
  const column = <T extends string | number | null | undefined>(f: (v: (typeof values)[number]) => T, type: string) =>
    arrayParam(values.map(f), type);
  await db.execute(
    sql`INSERT INTO ${payoutTransfers} (order_id, invoice_id, candidate_id, montant, end_to_end_id, creditor_name,
                                         creditor_iban, creditor_bic)
        SELECT * FROM unnest(${column((v) => v.orderId, 'int')}, ${column((v) => v.invoiceId, 'int')},
                             ${column((v) => v.candidateId, 'int')}, ${column((v) => v.montant, 'numeric')},
                             ${column((v) => v.endToEndId, 'text')}, ${column((v) => v.creditorName, 'text')},
                             ${column((v) => v.creditorIban, 'text')}, ${column((v) => v.creditorBic, 'text')})`,
  );
}

export async function findOrder(db: Db, id: number): Promise<PayoutOrderRow | undefined> {
  const [row] = await db.select().from(payoutOrders).where(eq(payoutOrders.id, id));
  return row;
}

/** Marks an order executed; false when it was not `en_cours` any more (confirmed by someone else meanwhile). */
export async function confirmOrder(db: Db, id: number, userId: number, at: Date): Promise<boolean> {
  const rows = await queryRows<{ id: number }>(
    db,
    sql`UPDATE ${payoutOrders} SET etat = 'verse', confirmed_at = ${at.toISOString()}::timestamptz, confirmed_by = ${userId}
         WHERE id = ${id} AND etat = 'en_cours' RETURNING id`,
  );
  return rows.length > 0;
}

export interface TransferRow {
  orderId: number;
  invoiceId: number;
  numero: string;
  montant: string;
  creditorIban: string;
  condidat: string;
  candidateId: number | null;
  userId: number | null;
  email: string | null;
}

/** The transfers of these orders, with their invoice's number and the freelancer's name and account. */
export async function transfersOf(db: Db, orderIds: readonly number[]): Promise<TransferRow[]> {
  if (orderIds.length === 0) return [];
  return queryRows<TransferRow>(
    db,
    sql`SELECT t.order_id AS "orderId", t.invoice_id AS "invoiceId", i.numero, t.montant::text AS montant,
               t.creditor_iban AS "creditorIban", t.candidate_id AS "candidateId",
               coalesce(nullif(trim(concat_ws(' ', u.prenom, u.nom)), ''), t.creditor_name) AS condidat,
               u.id AS "userId", u.email
          FROM ${payoutTransfers} t
          JOIN ${invoices} i ON i.id = t.invoice_id
          LEFT JOIN ${candidates} cd ON cd.id = t.candidate_id
          LEFT JOIN ${users} u ON u.id = cd.user_id
         WHERE t.order_id = ANY(${sql.raw(`'{${orderIds.map(Number).join(',')}}'`)}::int[])
         ORDER BY t.id`,
  );
}

export async function listOrders(db: Db, limit = 100): Promise<PayoutOrderRow[]> {
  return db.select().from(payoutOrders).orderBy(sql`${payoutOrders.id} DESC`).limit(limit);
}

/** Where these AF invoices stand in the payouts: `en_cours` or `verse` when an order holds them. */
export async function payoutOrderStates(db: Db, invoiceIds: readonly number[]): Promise<Map<number, 'en_cours' | 'verse'>> {
  if (invoiceIds.length === 0) return new Map();
  const rows = await queryRows<{ id: number; etat: 'en_cours' | 'verse' }>(
    db,
    sql`SELECT t.invoice_id AS id, o.etat
          FROM ${payoutTransfers} t JOIN ${payoutOrders} o ON o.id = t.order_id
         WHERE t.invoice_id = ANY(${sql.raw(`'{${invoiceIds.map(Number).join(',')}}'`)}::int[])`,
  );
  return new Map(rows.map((r) => [r.id, r.etat]));
}
