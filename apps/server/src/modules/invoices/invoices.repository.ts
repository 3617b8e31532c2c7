import { and, count, desc, eq, isNull, type SQL, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Db } from '../../db/client.js';
import { cras, invoiceCounters, invoiceDocuments, invoices, missions } from '../../db/schema/index.js';
import { containsText } from '../../db/text-search.js';

/** Queries of the invoices. */

export type InvoiceRow = typeof invoices.$inferSelect;
export type InvoiceDocumentRow = typeof invoiceDocuments.$inferSelect;
export type InvoiceType = 'client' | 'autofacturation' | 'avoir';
/** The freelancer as the seller of a self-billed invoice, copied at issue. */
export type InvoiceSeller = NonNullable<InvoiceRow['seller']>;

/** A row with the numbers it is tied to: the credit note cancelling it, the invoice a credit note cancels. */
export interface LinkedInvoiceRow extends InvoiceRow {
  creditNumero: string | null;
  correctsNumero: string | null;
}

/**
 * The year's next invoice number. The upsert locks the year's counter row until the transaction ends:
 * concurrent validations take numbers one after the other, and a rolled-back one gives its number back,
 * so the numbers of a year are consecutive with no gap (the law's rule for invoices).
 */
export async function nextInvoiceSeq(tx: Db, year: number, series: InvoiceType = 'client'): Promise<number> {
  const [row] = await tx
    .insert(invoiceCounters)
    .values({ series, year, last: 1 })
    .onConflictDoUpdate({
      target: [invoiceCounters.series, invoiceCounters.year],
      set: { last: sql`${invoiceCounters.last} + 1`, updatedAt: new Date() },
    })
    .returning({ last: invoiceCounters.last });
  if (!row) throw new Error('invoice counter returned nothing');
  return row.last;
}

export async function insertInvoice(db: Db, values: typeof invoices.$inferInsert): Promise<InvoiceRow> {
  const [row] = await db.insert(invoices).values(values).returning();
  if (!row) throw new Error('insert invoices returned nothing');
  return row;
}

/** A mission's purchase-order reference now (read in the validation's transaction, the mission held). */
export async function missionPurchaseOrder(tx: Db, missionId: number): Promise<string | null> {
  const [row] = await tx.select({ bonCommande: missions.bonCommande }).from(missions).where(eq(missions.id, missionId)).limit(1);
  return row?.bonCommande ?? null;
}

export async function findInvoice(db: Db, id: number): Promise<InvoiceRow | undefined> {
  const [row] = await db.select().from(invoices).where(eq(invoices.id, id)).limit(1);
  return row;
}

const credit = alias(invoices, 'credit');
const corrected = alias(invoices, 'corrected');

/** Every column of the invoice, and the numbers of the credit note cancelling it and of the invoice it cancels. */
function linkedRows(db: Db) {
  return db
    .select({ invoice: invoices, creditNumero: credit.numero, correctsNumero: corrected.numero })
    .from(invoices)
    .leftJoin(credit, eq(credit.correctsId, invoices.id))
    .leftJoin(corrected, eq(corrected.id, invoices.correctsId));
}

const flatten = (r: { invoice: InvoiceRow; creditNumero: string | null; correctsNumero: string | null }): LinkedInvoiceRow => ({
  ...r.invoice,
  creditNumero: r.creditNumero,
  correctsNumero: r.correctsNumero,
});

/** A company's invoices and the credit notes cancelling some, newest first. */
export async function listClientInvoices(db: Db, clientId: number): Promise<LinkedInvoiceRow[]> {
  const rows = await linkedRows(db).where(eq(invoices.clientId, clientId)).orderBy(desc(invoices.createdAt), desc(invoices.id));
  return rows.map(flatten);
}

/** A freelancer's self-billed invoices and their credit notes, newest first. */
export async function listCandidateInvoices(db: Db, candidateId: number): Promise<LinkedInvoiceRow[]> {
  const rows = await linkedRows(db)
    .where(eq(invoices.candidateId, candidateId))
    .orderBy(desc(invoices.createdAt), desc(invoices.id));
  return rows.map(flatten);
}

function invoiceSearch(search: string | undefined): SQL | undefined {
  if (!search) return undefined;
  return containsText(search, [invoices.numero, invoices.clientName, invoices.candidateName]);
}

/** Every invoice, or one kind, newest first, optionally searched and paged (the staff's list). */
export async function listInvoices(
  db: Db,
  options: { search?: string; type?: InvoiceType; limit: number | null; offset: number },
): Promise<{ total: number; rows: LinkedInvoiceRow[] }> {
  const where = and(invoiceSearch(options.search), options.type ? eq(invoices.type, options.type) : undefined);
  const [totalRow] = await db.select({ total: count() }).from(invoices).where(where);
  const query = linkedRows(db).where(where).orderBy(desc(invoices.createdAt), desc(invoices.id)).offset(options.offset);
  const rows = options.limit === null ? await query : await query.limit(options.limit);
  return { total: Number(totalRow?.total ?? 0), rows: rows.map(flatten) };
}

/** The invoice, locked until the transaction ends (a credit note is issued once). */
export async function lockInvoice(tx: Db, id: number): Promise<InvoiceRow | undefined> {
  const [row] = await tx.select().from(invoices).where(eq(invoices.id, id)).for('update');
  return row;
}

/** The credit note cancelling an invoice, if any. */
export async function findCreditNoteOf(db: Db, invoiceId: number): Promise<InvoiceRow | undefined> {
  const [row] = await db.select().from(invoices).where(eq(invoices.correctsId, invoiceId)).limit(1);
  return row;
}

/** The AF invoice mirroring a client invoice, if issued. */
export async function findSelfBilledOf(db: Db, clientInvoiceId: number): Promise<InvoiceRow | undefined> {
  const [row] = await db.select().from(invoices).where(eq(invoices.sourceInvoiceId, clientInvoiceId)).limit(1);
  return row;
}

/**
 * The client invoices of a freelancer's missions that still owe it an AF invoice: no AF yet, not cancelled by
 * a credit note. Oldest first, so that the AF numbers follow the client invoices' order.
 */
export async function clientInvoicesAwaitingSelfBilling(db: Db, candidateId: number): Promise<InvoiceRow[]> {
  const selfBilled = alias(invoices, 'self_billed');
  const rows = await db
    .select({ invoice: invoices })
    .from(invoices)
    .innerJoin(missions, eq(missions.id, invoices.missionId))
    .leftJoin(selfBilled, eq(selfBilled.sourceInvoiceId, invoices.id))
    .leftJoin(credit, eq(credit.correctsId, invoices.id))
    .where(and(eq(invoices.type, 'client'), eq(missions.candidateId, candidateId), isNull(selfBilled.id), isNull(credit.id)))
    .orderBy(invoices.id);
  return rows.map((r) => r.invoice);
}

/** A credit note sends its CRA back to the freelancer: `refuse`, with the credit note's reason. */
export async function reopenCra(tx: Db, craId: number, motif: string, decidedBy: number): Promise<void> {
  await tx
    .update(cras)
    .set({ etat: 'refuse', motif, decidedAt: new Date(), decidedBy, updatedAt: new Date() })
    .where(eq(cras.id, craId));
}

/** An invoice's stored Factur-X document, if written. */
export async function findInvoiceDocument(db: Db, invoiceId: number): Promise<InvoiceDocumentRow | undefined> {
  const [row] = await db.select().from(invoiceDocuments).where(eq(invoiceDocuments.invoiceId, invoiceId)).limit(1);
  return row;
}

/**
 * Stores an invoice's document unless one is already there (written once: a second writer's copy is dropped,
 * the first stays), and answers the stored one.
 */
export async function keepInvoiceDocument(db: Db, values: typeof invoiceDocuments.$inferInsert): Promise<InvoiceDocumentRow> {
  await db.insert(invoiceDocuments).values(values).onConflictDoNothing({ target: invoiceDocuments.invoiceId });
  const stored = await findInvoiceDocument(db, values.invoiceId);
  if (!stored) throw new Error('invoice document vanished');
  return stored;
}
