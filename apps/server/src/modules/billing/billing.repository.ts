import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { candidateBilling } from '../../db/schema/index.js';

/** Queries of the freelancers' billing identities. */

export type CandidateBillingRow = typeof candidateBilling.$inferSelect;

export async function findCandidateBilling(db: Db, candidateId: number): Promise<CandidateBillingRow | undefined> {
  const [row] = await db.select().from(candidateBilling).where(eq(candidateBilling.candidateId, candidateId)).limit(1);
  return row;
}

/** Writes the identity (created on first save); the mandate's date is the caller's: kept while the mandate is. */
export async function saveCandidateBilling(db: Db, values: typeof candidateBilling.$inferInsert): Promise<CandidateBillingRow> {
  const { candidateId: _, createdAt: __, ...changes } = values;
  const [row] = await db
    .insert(candidateBilling)
    .values(values)
    .onConflictDoUpdate({ target: candidateBilling.candidateId, set: { ...changes, updatedAt: new Date() } })
    .returning();
  if (!row) throw new Error('candidate_billing upsert returned nothing');
  return row;
}

/** The identity, locked until the transaction ends (issuing the AF invoices that waited for it, once). */
export async function lockCandidateBilling(tx: Db, candidateId: number): Promise<CandidateBillingRow | undefined> {
  const [row] = await tx.select().from(candidateBilling).where(eq(candidateBilling.candidateId, candidateId)).for('update');
  return row;
}
