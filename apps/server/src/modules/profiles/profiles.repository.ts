import { asc, eq, inArray } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { candidates, clients, experiences, formations, users } from '../../db/schema/index.js';
import type { UserRow } from '../accounts/accounts.repository.js';

/** Queries of the profiles module: client and candidate records, education and experience entries. */

export type ClientRow = typeof clients.$inferSelect;
export type CandidateRow = typeof candidates.$inferSelect;
export type FormationRow = typeof formations.$inferSelect;
export type ExperienceRow = typeof experiences.$inferSelect;

/**
 * Reads the user and locks its row until the transaction ends. Two onboarding calls of one user, or an
 * onboarding call and a moderation of the account, then run one after the other: the second sees the
 * first one's profile, and a candidate's `active` copy of the état cannot miss a concurrent change.
 */
export async function lockUser(tx: Db, userId: number): Promise<UserRow | undefined> {
  const [row] = await tx.select().from(users).where(eq(users.id, userId)).limit(1).for('update');
  return row;
}

export async function findClientByUserId(db: Db, userId: number): Promise<ClientRow | undefined> {
  const [row] = await db.select().from(clients).where(eq(clients.userId, userId)).limit(1);
  return row;
}

export async function insertClient(db: Db, values: typeof clients.$inferInsert): Promise<ClientRow> {
  const [row] = await db.insert(clients).values(values).returning();
  if (!row) throw new Error('insert clients returned nothing');
  return row;
}

export async function findCandidateByUserId(db: Db, userId: number): Promise<CandidateRow | undefined> {
  const [row] = await db.select().from(candidates).where(eq(candidates.userId, userId)).limit(1);
  return row;
}

export async function insertCandidate(db: Db, values: typeof candidates.$inferInsert): Promise<CandidateRow> {
  const [row] = await db.insert(candidates).values(values).returning();
  if (!row) throw new Error('insert candidates returned nothing');
  return row;
}

export async function listFormations(db: Db, candidateId: number): Promise<FormationRow[]> {
  return db
    .select()
    .from(formations)
    .where(eq(formations.candidateId, candidateId))
    .orderBy(asc(formations.position), asc(formations.id));
}

export async function listExperiences(db: Db, candidateId: number): Promise<ExperienceRow[]> {
  return db
    .select()
    .from(experiences)
    .where(eq(experiences.candidateId, candidateId))
    .orderBy(asc(experiences.position), asc(experiences.id));
}

/** The education entries of several candidates at once, each candidate's in its order. */
export async function listFormationsOfCandidates(db: Db, candidateIds: number[]): Promise<FormationRow[]> {
  if (candidateIds.length === 0) return [];
  return db
    .select()
    .from(formations)
    .where(inArray(formations.candidateId, candidateIds))
    .orderBy(asc(formations.candidateId), asc(formations.position), asc(formations.id));
}

/** The experiences of several candidates at once, each candidate's in its order. */
export async function listExperiencesOfCandidates(db: Db, candidateIds: number[]): Promise<ExperienceRow[]> {
  if (candidateIds.length === 0) return [];
  return db
    .select()
    .from(experiences)
    .where(inArray(experiences.candidateId, candidateIds))
    .orderBy(asc(experiences.candidateId), asc(experiences.position), asc(experiences.id));
}

type EntryValues<T extends { $inferInsert: unknown }> = Omit<T['$inferInsert'], 'id' | 'candidateId' | 'position' | 'createdAt'>;

/** Replaces a candidate's education with this list; `position` keeps the order it was given in. */
export async function replaceFormations(tx: Db, candidateId: number, entries: EntryValues<typeof formations>[]): Promise<void> {
  await tx.delete(formations).where(eq(formations.candidateId, candidateId));
  if (entries.length === 0) return;
  await tx.insert(formations).values(entries.map((entry, position) => ({ ...entry, candidateId, position })));
}

/** Replaces a candidate's experience with this list; `position` keeps the order it was given in. */
export async function replaceExperiences(tx: Db, candidateId: number, entries: EntryValues<typeof experiences>[]): Promise<void> {
  await tx.delete(experiences).where(eq(experiences.candidateId, candidateId));
  if (entries.length === 0) return;
  await tx.insert(experiences).values(entries.map((entry, position) => ({ ...entry, candidateId, position })));
}
