import type { CandidateOverview, ClientOverview } from '@passerelle/shared';
import { and, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { applications, candidateRequests, candidates, chatMessages, clients, missions, offers } from '../../db/schema/index.js';

/**
 * Dashboard counts, each in one round trip: the caller's record (the ownership check) and its counts
 * come from one statement; no row means the id is not the caller's.
 */

/** Staff chat messages the user has not read (the partial index chat_messages_unread_idx). */
const unreadStaffMessages = (userId: typeof clients.userId | typeof candidates.userId) =>
  sql<number>`(SELECT count(*)::int FROM ${chatMessages}
                 WHERE ${chatMessages.userId} = ${userId} AND ${chatMessages.fromStaff} AND ${chatMessages.readAt} IS NULL)`;

export async function clientOverview(db: Db, clientId: number, userId: number): Promise<ClientOverview | undefined> {
  const [row] = await db
    .select({
      nbr_offre: sql<number>`(SELECT count(*)::int FROM ${offers} WHERE ${offers.clientId} = ${clients.id})`,
      nbr_msg: unreadStaffMessages(clients.userId),
      nbr_dmd: sql<number>`(SELECT count(*)::int FROM ${candidateRequests} WHERE ${candidateRequests.clientId} = ${clients.id})`,
      nbr_mission: sql<number>`(SELECT count(*)::int FROM ${missions} WHERE ${missions.clientId} = ${clients.id})`,
    })
    .from(clients)
    .where(and(eq(clients.id, clientId), eq(clients.userId, userId)))
    .limit(1);
  return row;
}

export async function candidateOverview(db: Db, candidateId: number, userId: number): Promise<CandidateOverview | undefined> {
  const [row] = await db
    .select({
      nbr_msg: unreadStaffMessages(candidates.userId),
      nbr_dmd: sql<number>`(SELECT count(*)::int FROM ${applications} WHERE ${applications.candidateId} = ${candidates.id})`,
    })
    .from(candidates)
    .where(and(eq(candidates.id, candidateId), eq(candidates.userId, userId)))
    .limit(1);
  return row;
}
