import { and, asc, eq, gt, isNull, lt, ne, or } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { cras, missions } from '../../db/schema/index.js';

/** Queries of the activity reports (CRA). */

export type CraRow = typeof cras.$inferSelect;

export async function findCra(db: Db, id: number): Promise<CraRow | undefined> {
  const [row] = await db.select().from(cras).where(eq(cras.id, id)).limit(1);
  return row;
}

/**
 * Holds the CRA's mission against a change or a deletion until the transaction ends. A validation takes it
 * before the CRA, in the order the staff's mission deletion takes them (the mission, then its CRAs by the
 * cascade), so that the two wait for each other instead of deadlocking.
 */
export async function holdMission(tx: Db, missionId: number): Promise<boolean> {
  const [row] = await tx.select({ id: missions.id }).from(missions).where(eq(missions.id, missionId)).limit(1).for('share');
  return row !== undefined;
}

/** Reads a CRA and locks it until the transaction ends (a validation and a save run one after the other). */
export async function lockCra(tx: Db, id: number): Promise<CraRow | undefined> {
  const [row] = await tx.select().from(cras).where(eq(cras.id, id)).limit(1).for('update');
  return row;
}

/** The mission's CRA of a month, created empty when missing, locked until the transaction ends. */
export async function lockMonth(tx: Db, missionId: number, mois: string): Promise<CraRow> {
  await tx.insert(cras).values({ missionId, mois, jours: {}, total: '0' }).onConflictDoNothing();
  const [row] = await tx
    .select()
    .from(cras)
    .where(and(eq(cras.missionId, missionId), eq(cras.mois, mois)))
    .limit(1)
    .for('update');
  if (!row) throw new Error('cras: the month row is missing after its insert');
  return row;
}

export async function updateCra(db: Db, id: number, patch: Partial<typeof cras.$inferInsert>): Promise<CraRow> {
  const [row] = await db
    .update(cras)
    .set({ ...patch, updatedAt: new Date() })
    .where(eq(cras.id, id))
    .returning();
  if (!row) throw new Error('update cras returned nothing');
  return row;
}

/** A mission's CRAs, month by month; the client never sees drafts. */
export async function listCras(db: Db, missionId: number, options: { drafts: boolean }): Promise<CraRow[]> {
  const where = options.drafts ? eq(cras.missionId, missionId) : and(eq(cras.missionId, missionId), ne(cras.etat, 'brouillon'));
  return db.select().from(cras).where(where).orderBy(asc(cras.mois));
}

/**
 * The deadline's job (DECISIONS §6.5): submitted CRAs sent before `before` (rows without a submission time by
 * their last change), by id after `afterId`. A cheap bound: the job checks each one's working-day deadline.
 */
export async function submittedBefore(db: Db, before: Date, afterId: number, limit: number): Promise<CraRow[]> {
  return db
    .select()
    .from(cras)
    .where(
      and(
        eq(cras.etat, 'soumis'),
        gt(cras.id, afterId),
        or(lt(cras.submittedAt, before), and(isNull(cras.submittedAt), lt(cras.updatedAt, before))),
      ),
    )
    .orderBy(asc(cras.id))
    .limit(limit);
}
