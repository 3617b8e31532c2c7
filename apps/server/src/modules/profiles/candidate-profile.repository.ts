import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { candidates } from '../../db/schema/index.js';
import type { CandidateRow } from './profiles.repository.js';

/** Queries of the candidate's own profile edits ('Modifier mes info'). */

export type CandidatePatch = Partial<Omit<typeof candidates.$inferInsert, 'id' | 'userId' | 'active' | 'tjm' | 'createdAt'>>;

export async function updateCandidate(tx: Db, candidateId: number, patch: CandidatePatch): Promise<CandidateRow | undefined> {
  const [row] = await tx
    .update(candidates)
    .set({ ...patch, updatedAt: new Date() })
    .where(eq(candidates.id, candidateId))
    .returning();
  return row;
}
