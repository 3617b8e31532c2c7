import type { CandidateOverview, ClientOverview } from '@passerelle/shared';
import { type SQL, sql } from 'drizzle-orm';
import { type Db, queryRows } from '../../db/client.js';
import {
  applications,
  candidateRequests,
  candidates,
  chatMessages,
  clientMembers,
  clients,
  missions,
  offers,
} from '../../db/schema/index.js';

/**
 * Dashboard counts, each in one round trip: the caller's record (the ownership check) and its counts
 * come from one statement; no row means the id is not the caller's. Raw statements, so that every
 * column is written with its table (the subqueries are correlated).
 */

/** Staff chat messages the user has not read (the partial index chat_messages_unread_idx). */
const unreadStaffMessages = (userIdColumn: SQL) =>
  sql`(SELECT count(*)::int FROM ${chatMessages}
        WHERE ${chatMessages.userId} = ${userIdColumn} AND ${chatMessages.fromStaff} AND ${chatMessages.readAt} IS NULL)`;

/** The company's counts for one of its members (DECISIONS §6.3); the unread messages are the member's own chat. */
export async function clientOverview(db: Db, clientId: number, userId: number): Promise<ClientOverview | undefined> {
  const [row] = await queryRows<ClientOverview>(
    db,
    sql`SELECT (SELECT count(*)::int FROM ${offers} WHERE ${offers.clientId} = ${clients.id}) AS nbr_offre,
               ${unreadStaffMessages(sql`${clientMembers.userId}`)} AS nbr_msg,
               (SELECT count(*)::int FROM ${candidateRequests} WHERE ${candidateRequests.clientId} = ${clients.id}) AS nbr_dmd,
               (SELECT count(*)::int FROM ${missions} WHERE ${missions.clientId} = ${clients.id}) AS nbr_mission
          FROM ${clients}
          JOIN ${clientMembers} ON ${clientMembers.clientId} = ${clients.id}
         WHERE ${clients.id} = ${clientId} AND ${clientMembers.userId} = ${userId}`,
  );
  return row;
}

export async function candidateOverview(db: Db, candidateId: number, userId: number): Promise<CandidateOverview | undefined> {
  const [row] = await queryRows<CandidateOverview>(
    db,
    sql`SELECT ${unreadStaffMessages(sql`${candidates.userId}`)} AS nbr_msg,
               (SELECT count(*)::int FROM ${applications} WHERE ${applications.candidateId} = ${candidates.id}) AS nbr_dmd
          FROM ${candidates}
         WHERE ${candidates.id} = ${candidateId} AND ${candidates.userId} = ${userId}`,
  );
  return row;
}
