import { type AnyColumn, eq, inArray, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import {
  candidates,
  clientMembers,
  complianceDocuments,
  cras,
  favourites,
  interviews,
  invoices,
  missions,
  offers,
  shortlistItems,
  teamInvitations,
  users,
} from '../../db/schema/index.js';

/**
 * The one query of row access (issue 28 §8, immich's AccessRepository): for a kind of row and a batch of ids,
 * which rows exist and how the user holds each — as a member of the row's company, as its owner, as its
 * candidate, as the account itself. One statement per check, whatever the number of ids; permissions.ts
 * says which of these a permission asks for.
 */

/** How a user holds one row. */
export interface Holding {
  member: boolean;
  owner: boolean;
  candidate: boolean;
  self: boolean;
}

type Party = AnyColumn | null;

/** The four columns every kind of row answers, named once so that the outer query reads them unambiguously. */
function owners(id: AnyColumn, parties: { clientId?: Party; candidateId?: Party; userId?: Party }) {
  const column = (value: Party | undefined, name: string) =>
    (value ? sql<number | null>`${value}` : sql<number | null>`NULL::integer`).as(name);
  return {
    id: sql<number>`${id}`.as('id'),
    clientId: column(parties.clientId, 'client_id'),
    candidateId: column(parties.candidateId, 'candidate_id'),
    userId: column(parties.userId, 'user_id'),
  };
}

/**
 * Each kind of row with the parties that own it: its company (clients.id), its candidate (candidates.id)
 * and, for an account, its user. A row reached through another (a CRA through its mission, a shortlist item
 * through its offer) is joined here, once.
 */
const ROWS = {
  offer: (db: Db, ids: number[]) =>
    db
      .select(owners(offers.id, { clientId: offers.clientId }))
      .from(offers)
      .where(inArray(offers.id, ids)),
  favourite: (db: Db, ids: number[]) =>
    db
      .select(owners(favourites.id, { clientId: favourites.clientId }))
      .from(favourites)
      .where(inArray(favourites.id, ids)),
  shortlistItem: (db: Db, ids: number[]) =>
    db
      .select(owners(shortlistItems.id, { clientId: offers.clientId }))
      .from(shortlistItems)
      .innerJoin(offers, eq(offers.id, shortlistItems.offerId))
      .where(inArray(shortlistItems.id, ids)),
  interview: (db: Db, ids: number[]) =>
    db
      .select(owners(interviews.id, { clientId: interviews.clientId, candidateId: interviews.candidateId }))
      .from(interviews)
      .where(inArray(interviews.id, ids)),
  mission: (db: Db, ids: number[]) =>
    db
      .select(owners(missions.id, { clientId: missions.clientId, candidateId: missions.candidateId }))
      .from(missions)
      .where(inArray(missions.id, ids)),
  cra: (db: Db, ids: number[]) =>
    db
      .select(owners(cras.id, { clientId: missions.clientId, candidateId: missions.candidateId }))
      .from(cras)
      .innerJoin(missions, eq(missions.id, cras.missionId))
      .where(inArray(cras.id, ids)),
  invoice: (db: Db, ids: number[]) =>
    db
      .select(owners(invoices.id, { clientId: invoices.clientId, candidateId: invoices.candidateId }))
      .from(invoices)
      .where(inArray(invoices.id, ids)),
  document: (db: Db, ids: number[]) =>
    db
      .select(owners(complianceDocuments.id, { candidateId: complianceDocuments.candidateId }))
      .from(complianceDocuments)
      .where(inArray(complianceDocuments.id, ids)),
  invitation: (db: Db, ids: number[]) =>
    db
      .select(owners(teamInvitations.id, { clientId: teamInvitations.clientId }))
      .from(teamInvitations)
      .where(inArray(teamInvitations.id, ids)),
  /** A company's member, by user id (removeMember names the user). */
  membership: (db: Db, ids: number[]) =>
    db
      .select(owners(clientMembers.userId, { clientId: clientMembers.clientId }))
      .from(clientMembers)
      .where(inArray(clientMembers.userId, ids)),
  /** An account, by user id (its CV). */
  account: (db: Db, ids: number[]) =>
    db
      .select(owners(users.id, { userId: users.id }))
      .from(users)
      .where(inArray(users.id, ids)),
} as const;

export type RowKind = keyof typeof ROWS;

const isTrue = (value: unknown) => value === true || value === 't';

/** `alias.column`, qualified: the EXISTS below would otherwise read an unqualified name from its own table. */
const qualified = (alias: string, column: AnyColumn | string) =>
  sql.raw(`"${alias}"."${typeof column === 'string' ? column : column.name}"`);

/** For each id of `ids` that names a row of this kind: how `userId` holds it. Ids with no row are absent. */
export async function holdingsOf(db: Db, kind: RowKind, userId: number, ids: readonly number[]): Promise<Map<number, Holding>> {
  const rows = ROWS[kind](db, [...ids]).as('rows');
  const membership = (ownerOnly: boolean) =>
    sql<boolean>`EXISTS (SELECT 1 FROM ${clientMembers} "m" WHERE ${qualified('m', clientMembers.clientId)} = ${qualified('rows', 'client_id')} AND ${qualified('m', clientMembers.userId)} = ${userId}${ownerOnly ? sql` AND ${qualified('m', clientMembers.owner)}` : sql``})`;
  const found = await db
    .select({
      id: rows.id,
      member: membership(false),
      owner: membership(true),
      candidate: sql<boolean>`EXISTS (SELECT 1 FROM ${candidates} "c" WHERE ${qualified('c', candidates.id)} = ${qualified('rows', 'candidate_id')} AND ${qualified('c', candidates.userId)} = ${userId})`,
      self: sql<boolean>`COALESCE(${qualified('rows', 'user_id')} = ${userId}, FALSE)`,
    })
    .from(rows);
  return new Map(
    found.map((row) => [
      row.id,
      { member: isTrue(row.member), owner: isTrue(row.owner), candidate: isTrue(row.candidate), self: isTrue(row.self) },
    ]),
  );
}
