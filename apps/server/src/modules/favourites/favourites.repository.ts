import { and, desc, eq } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { candidates, favourites, users } from '../../db/schema/index.js';
import { type PublicCandidateRow, publicCandidateColumns } from '../profiles/profiles.repository.js';

/** Queries of the favourites module. Only active candidates are listed: a client never sees another profile. */

export type FavouriteRow = typeof favourites.$inferSelect;

export async function listFavouriteRefs(db: Db, clientId: number): Promise<{ id: number; candidateId: number }[]> {
  return db
    .select({ id: favourites.id, candidateId: favourites.candidateId })
    .from(favourites)
    .innerJoin(candidates, eq(candidates.id, favourites.candidateId))
    .where(and(eq(favourites.clientId, clientId), eq(candidates.active, true)))
    .orderBy(desc(favourites.createdAt), desc(favourites.id));
}

export interface FavouriteWithCandidate {
  favouriteId: number;
  createdAt: Date;
  candidate: PublicCandidateRow;
}

export async function listFavourites(db: Db, clientId: number): Promise<FavouriteWithCandidate[]> {
  return db
    .select({ favouriteId: favourites.id, createdAt: favourites.createdAt, candidate: publicCandidateColumns })
    .from(favourites)
    .innerJoin(candidates, eq(candidates.id, favourites.candidateId))
    .innerJoin(users, eq(users.id, candidates.userId))
    .where(and(eq(favourites.clientId, clientId), eq(candidates.active, true)))
    .orderBy(desc(favourites.createdAt), desc(favourites.id));
}

/** Adds a favourite, or finds the one already there (one per client and candidate). */
export async function upsertFavourite(db: Db, clientId: number, candidateId: number): Promise<FavouriteRow> {
  const [created] = await db.insert(favourites).values({ clientId, candidateId }).onConflictDoNothing().returning();
  if (created) return created;
  const [existing] = await db
    .select()
    .from(favourites)
    .where(and(eq(favourites.clientId, clientId), eq(favourites.candidateId, candidateId)))
    .limit(1);
  if (!existing) throw new Error('favourite neither inserted nor found');
  return existing;
}

export async function deleteFavourite(db: Db, id: number): Promise<void> {
  await db.delete(favourites).where(eq(favourites.id, id));
}
