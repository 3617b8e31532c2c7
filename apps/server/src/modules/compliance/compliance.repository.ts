import { and, desc, eq, gte, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { queryRows } from '../../db/client.js';
import { candidates, complianceDocuments, users } from '../../db/schema/index.js';

/** Queries of the compliance documents. */

export type DocumentRow = typeof complianceDocuments.$inferSelect;

export async function insertDocument(db: Db, values: typeof complianceDocuments.$inferInsert): Promise<DocumentRow> {
  const [row] = await db.insert(complianceDocuments).values(values).returning();
  if (!row) throw new Error('insert compliance_documents returned nothing');
  return row;
}

export async function findDocument(db: Db, id: number): Promise<DocumentRow | undefined> {
  const [row] = await db.select().from(complianceDocuments).where(eq(complianceDocuments.id, id)).limit(1);
  return row;
}

export async function lockDocument(tx: Db, id: number): Promise<DocumentRow | undefined> {
  const [row] = await tx.select().from(complianceDocuments).where(eq(complianceDocuments.id, id)).limit(1).for('update');
  return row;
}

export async function updateDocument(
  db: Db,
  id: number,
  patch: Partial<typeof complianceDocuments.$inferInsert>,
): Promise<DocumentRow> {
  const [row] = await db.update(complianceDocuments).set(patch).where(eq(complianceDocuments.id, id)).returning();
  if (!row) throw new Error('update compliance_documents returned nothing');
  return row;
}

/** A candidate's documents, newest first. */
export async function listCandidateDocuments(db: Db, candidateId: number): Promise<DocumentRow[]> {
  return db
    .select()
    .from(complianceDocuments)
    .where(eq(complianceDocuments.candidateId, candidateId))
    .orderBy(desc(complianceDocuments.createdAt), desc(complianceDocuments.id));
}

/** The staff's list: by candidate and/or état, newest first, with the candidate's name (at most 500). */
export async function listDocuments(db: Db, filter: { candidateId?: number; etat?: string }) {
  const where = and(
    filter.candidateId ? eq(complianceDocuments.candidateId, filter.candidateId) : undefined,
    filter.etat ? eq(complianceDocuments.etat, filter.etat) : undefined,
  );
  return db
    .select({ doc: complianceDocuments, nom: users.nom, prenom: users.prenom })
    .from(complianceDocuments)
    .innerJoin(candidates, eq(candidates.id, complianceDocuments.candidateId))
    .innerJoin(users, eq(users.id, candidates.userId))
    .where(where)
    .orderBy(desc(complianceDocuments.createdAt), desc(complianceDocuments.id))
    .limit(500);
}

/** True when the candidate has a verified URSSAF attestation valid on `day` (ISO date). */
export async function hasValidUrssaf(db: Db, candidateId: number, day: string): Promise<boolean> {
  const [row] = await db
    .select({ id: complianceDocuments.id })
    .from(complianceDocuments)
    .where(
      and(
        eq(complianceDocuments.candidateId, candidateId),
        eq(complianceDocuments.type, 'urssaf'),
        eq(complianceDocuments.etat, 'valide'),
        gte(complianceDocuments.expireLe, day),
      ),
    )
    .limit(1);
  return row !== undefined;
}

export interface DueReminder {
  id: number;
  type: string;
  expire_le: string;
  user_id: number;
  email: string;
}

/**
 * Claims the reminders due on `today`: 30 days before expiry (`soon`) or at expiry (`expired`), for the
 * latest document of each type (a newer one of the same type replaces it) that was not refused. The
 * UPDATE … RETURNING claims each once, whichever instance runs it.
 */
export async function claimDueReminders(db: Db, kind: 'soon' | 'expired', today: string, now: Date): Promise<DueReminder[]> {
  const column = kind === 'soon' ? sql.raw('reminder_soon_at') : sql.raw('reminder_expired_at');
  const due =
    kind === 'soon'
      ? sql`d.expire_le > ${today}::date AND d.expire_le <= ${today}::date + 30`
      : sql`d.expire_le <= ${today}::date`;
  return queryRows<DueReminder>(
    db,
    sql`UPDATE compliance_documents d SET ${column} = ${now}
        FROM candidates c JOIN users u ON u.id = c.user_id
        WHERE c.id = d.candidate_id AND d.${column} IS NULL AND d.etat <> 'refuse' AND ${due}
          AND NOT EXISTS (
            SELECT 1 FROM compliance_documents n
            WHERE n.candidate_id = d.candidate_id AND n.type = d.type AND n.etat <> 'refuse'
              AND (n.expire_le > d.expire_le OR (n.expire_le = d.expire_le AND n.id > d.id))
          )
        RETURNING d.id, d.type, d.expire_le::text AS expire_le, u.id AS user_id, u.email`,
  );
}
