import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { candidates, offers, shortlistComments, shortlistItems, shortlistVotes, users } from '../../db/schema/index.js';

/** Queries of the shortlists per offer (DECISIONS §6.3). */

/** A shortlist item with the company of its offer (whose members may act on it). */
export async function findItem(db: Db, id: number): Promise<{ id: number; offerId: number; clientId: number } | undefined> {
  const [row] = await db
    .select({ id: shortlistItems.id, offerId: shortlistItems.offerId, clientId: offers.clientId })
    .from(shortlistItems)
    .innerJoin(offers, eq(offers.id, shortlistItems.offerId))
    .where(eq(shortlistItems.id, id))
    .limit(1);
  return row;
}

export async function isActiveCandidate(db: Db, candidateId: number): Promise<boolean> {
  const [row] = await db
    .select({ id: candidates.id })
    .from(candidates)
    .where(and(eq(candidates.id, candidateId), eq(candidates.active, true)))
    .limit(1);
  return Boolean(row);
}

export async function insertItem(db: Db, values: typeof shortlistItems.$inferInsert): Promise<number> {
  const [row] = await db.insert(shortlistItems).values(values).returning({ id: shortlistItems.id });
  if (!row) throw new Error('insert shortlist_items returned nothing');
  return row.id;
}

export async function deleteItem(db: Db, id: number): Promise<void> {
  await db.delete(shortlistItems).where(eq(shortlistItems.id, id));
}

/** One vote per member and item: voting again changes it; 0 removes it. */
export async function setVote(db: Db, itemId: number, userId: number, vote: 1 | 0 | -1): Promise<void> {
  if (vote === 0) {
    await db.delete(shortlistVotes).where(and(eq(shortlistVotes.itemId, itemId), eq(shortlistVotes.userId, userId)));
    return;
  }
  await db
    .insert(shortlistVotes)
    .values({ itemId, userId, vote })
    .onConflictDoUpdate({ target: [shortlistVotes.itemId, shortlistVotes.userId], set: { vote, updatedAt: new Date() } });
}

export async function insertComment(db: Db, values: typeof shortlistComments.$inferInsert): Promise<number> {
  const [row] = await db.insert(shortlistComments).values(values).returning({ id: shortlistComments.id });
  if (!row) throw new Error('insert shortlist_comments returned nothing');
  return row.id;
}

export interface ShortlistRows {
  items: { id: number; candidateId: number; nom: string | null; prenom: string | null; titre: string; img: string | null }[];
  votes: { itemId: number; pour: number; contre: number; mine: number | null }[];
  comments: {
    id: number;
    itemId: number;
    content: string;
    createdAt: Date;
    authorId: number | null;
    nom: string | null;
    prenom: string | null;
  }[];
}

/** An offer's shortlist: items in the order they were added, the vote counts and the caller's, the comments. */
export async function listShortlist(db: Db, offerId: number, userId: number): Promise<ShortlistRows> {
  const items = await db
    .select({
      id: shortlistItems.id,
      candidateId: candidates.id,
      nom: users.nom,
      prenom: users.prenom,
      titre: candidates.titre,
      img: users.img,
    })
    .from(shortlistItems)
    .innerJoin(candidates, eq(candidates.id, shortlistItems.candidateId))
    .innerJoin(users, eq(users.id, candidates.userId))
    .where(eq(shortlistItems.offerId, offerId))
    .orderBy(asc(shortlistItems.createdAt), asc(shortlistItems.id));
  if (items.length === 0) return { items, votes: [], comments: [] };
  const ids = items.map((item) => item.id);
  const [votes, comments] = await Promise.all([
    db
      .select({
        itemId: shortlistVotes.itemId,
        pour: sql<number>`count(*) FILTER (WHERE ${shortlistVotes.vote} = 1)::int`,
        contre: sql<number>`count(*) FILTER (WHERE ${shortlistVotes.vote} = -1)::int`,
        mine: sql<number | null>`max(${shortlistVotes.vote}) FILTER (WHERE ${shortlistVotes.userId} = ${userId})`,
      })
      .from(shortlistVotes)
      .where(inArray(shortlistVotes.itemId, ids))
      .groupBy(shortlistVotes.itemId),
    db
      .select({
        id: shortlistComments.id,
        itemId: shortlistComments.itemId,
        content: shortlistComments.content,
        createdAt: shortlistComments.createdAt,
        authorId: users.id,
        nom: users.nom,
        prenom: users.prenom,
      })
      .from(shortlistComments)
      .leftJoin(users, eq(users.id, shortlistComments.userId))
      .where(inArray(shortlistComments.itemId, ids))
      .orderBy(asc(shortlistComments.id)),
  ]);
  return { items, votes, comments };
}
