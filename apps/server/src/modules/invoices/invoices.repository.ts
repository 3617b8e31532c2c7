import { count, desc, eq, type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { invoiceCounters, invoiceDocuments, invoices } from '../../db/schema/index.js';
import { containsText } from '../../db/text-search.js';

/** Queries of the invoices. */

export type InvoiceRow = typeof invoices.$inferSelect;
export type InvoiceDocumentRow = typeof invoiceDocuments.$inferSelect;

/**
 * The year's next invoice number. The upsert locks the year's counter row until the transaction ends:
 * concurrent validations take numbers one after the other, and a rolled-back one gives its number back,
 * so the numbers of a year are consecutive with no gap (the law's rule for invoices).
 */
export async function nextInvoiceSeq(tx: Db, year: number): Promise<number> {
  const [row] = await tx
    .insert(invoiceCounters)
    .values({ year, last: 1 })
    .onConflictDoUpdate({ target: invoiceCounters.year, set: { last: sql`${invoiceCounters.last} + 1`, updatedAt: new Date() } })
    .returning({ last: invoiceCounters.last });
  if (!row) throw new Error('invoice counter returned nothing');
  return row.last;
}

export async function insertInvoice(db: Db, values: typeof invoices.$inferInsert): Promise<InvoiceRow> {
  const [row] = await db.insert(invoices).values(values).returning();
  if (!row) throw new Error('insert invoices returned nothing');
  return row;
}

export async function findInvoice(db: Db, id: number): Promise<InvoiceRow | undefined> {
  const [row] = await db.select().from(invoices).where(eq(invoices.id, id)).limit(1);
  return row;
}

/** A company's invoices, newest first. */
export async function listClientInvoices(db: Db, clientId: number): Promise<InvoiceRow[]> {
  return db.select().from(invoices).where(eq(invoices.clientId, clientId)).orderBy(desc(invoices.createdAt), desc(invoices.id));
}

function invoiceSearch(search: string | undefined): SQL | undefined {
  if (!search) return undefined;
  return containsText(search, [invoices.numero, invoices.clientName, invoices.candidateName]);
}

/** Every invoice, newest first, optionally searched and paged (the staff's list). */
export async function listInvoices(
  db: Db,
  options: { search?: string; limit: number | null; offset: number },
): Promise<{ total: number; rows: InvoiceRow[] }> {
  const where = invoiceSearch(options.search);
  const [totalRow] = await db.select({ total: count() }).from(invoices).where(where);
  const query = db
    .select()
    .from(invoices)
    .where(where)
    .orderBy(desc(invoices.createdAt), desc(invoices.id))
    .offset(options.offset);
  const rows = options.limit === null ? await query : await query.limit(options.limit);
  return { total: Number(totalRow?.total ?? 0), rows };
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
