import { and, asc, count, desc, eq, isNull, type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { adminActions, candidates, clientMembers, clients, contracts, invoices, missions, users } from '../../db/schema/index.js';
import { containsText } from '../../db/text-search.js';
import type { Parties } from '../requests/parties.js';
import { candidateUsers, clientUsers, partyColumns, partySearchColumns } from '../requests/parties.repository.js';

/** Queries of the missions module. */

export type MissionRow = typeof missions.$inferSelect;
export interface MissionWithParties extends Parties {
  mission: MissionRow;
}

export async function insertMission(db: Db, values: typeof missions.$inferInsert): Promise<MissionRow> {
  const [row] = await db.insert(missions).values(values).returning();
  if (!row) throw new Error('insert missions returned nothing');
  return row;
}

/** Reads a mission and locks it until the transaction ends (two staff edits run one after the other). */
export async function lockMission(tx: Db, id: number): Promise<MissionRow | undefined> {
  const [row] = await tx.select().from(missions).where(eq(missions.id, id)).limit(1).for('update');
  return row;
}

export async function updateMission(db: Db, id: number, patch: Partial<typeof missions.$inferInsert>): Promise<MissionRow> {
  const [row] = await db
    .update(missions)
    .set({ ...patch, updatedAt: new Date() })
    .where(eq(missions.id, id))
    .returning();
  if (!row) throw new Error('update missions returned nothing');
  return row;
}

/** True when an invoice was issued for the mission (invoices are kept: 10 years, Code de commerce L123-22). */
export async function missionHasInvoices(db: Db, id: number): Promise<boolean> {
  const [row] = await db.select({ id: invoices.id }).from(invoices).where(eq(invoices.missionId, id)).limit(1);
  return row !== undefined;
}

export async function deleteMission(db: Db, id: number): Promise<void> {
  await db.delete(missions).where(eq(missions.id, id));
}

function selectWithParties(db: Db) {
  return db
    .select({ mission: missions, ...partyColumns })
    .from(missions)
    .innerJoin(candidates, eq(candidates.id, missions.candidateId))
    .innerJoin(candidateUsers, eq(candidateUsers.id, candidates.userId))
    .innerJoin(clients, eq(clients.id, missions.clientId))
    .innerJoin(clientUsers, eq(clientUsers.id, clients.userId));
}

export async function findMissionWithParties(db: Db, id: number): Promise<MissionWithParties | undefined> {
  const [row] = await selectWithParties(db).where(eq(missions.id, id)).limit(1);
  return row;
}

/** A client's missions, newest first. */
export async function listClientMissions(db: Db, clientId: number): Promise<MissionWithParties[]> {
  return selectWithParties(db).where(eq(missions.clientId, clientId)).orderBy(desc(missions.createdAt), desc(missions.id));
}

/** A candidate's missions, newest first (the candidate's own data, RGPD export). */
export async function listCandidateMissions(db: Db, candidateId: number): Promise<MissionWithParties[]> {
  return selectWithParties(db).where(eq(missions.candidateId, candidateId)).orderBy(desc(missions.createdAt), desc(missions.id));
}

/** DECISIONS §4: the staff's search runs over the missions (candidate, client, état). */
function missionSearch(search: string | undefined): SQL | undefined {
  if (!search) return undefined;
  return containsText(search, [...partySearchColumns, missions.etat, sql`replace(${missions.etat}, '_', ' ')`]);
}

/** Every mission, newest first, optionally searched and paged. */
export async function listMissions(
  db: Db,
  options: { search?: string; limit: number | null; offset: number },
): Promise<{ total: number; rows: MissionWithParties[] }> {
  const where = missionSearch(options.search);
  const [totalRow] = await db
    .select({ total: count() })
    .from(missions)
    .innerJoin(candidates, eq(candidates.id, missions.candidateId))
    .innerJoin(candidateUsers, eq(candidateUsers.id, candidates.userId))
    .innerJoin(clients, eq(clients.id, missions.clientId))
    .innerJoin(clientUsers, eq(clientUsers.id, clients.userId))
    .where(where);
  const query = selectWithParties(db).where(where).orderBy(desc(missions.createdAt), desc(missions.id)).offset(options.offset);
  const rows = options.limit === null ? await query : await query.limit(options.limit);
  return { total: Number(totalRow?.total ?? 0), rows };
}

/**
 * Who on the client side hears about a mission's activity (CRA submitted, invoice issued): every member of
 * the company whose account is still there (DECISIONS §6.3), the owner first.
 */
export async function clientSideRecipients(db: Db, clientId: number): Promise<{ userId: number; email: string }[]> {
  return db
    .select({ userId: users.id, email: users.email })
    .from(clientMembers)
    .innerJoin(users, eq(users.id, clientMembers.userId))
    .where(and(eq(clientMembers.clientId, clientId), isNull(users.deletedAt)))
    .orderBy(desc(clientMembers.owner), asc(clientMembers.createdAt));
}

export interface MissionHistoryRow {
  id: number;
  action: string;
  details: string | null;
  createdAt: Date;
  nom: string | null;
  prenom: string | null;
  actorId: number | null;
}

/** What was recorded about a mission, oldest first (served by admin_actions_target_idx); kept after deletion. */
export async function listMissionHistory(db: Db, missionId: number): Promise<MissionHistoryRow[]> {
  return db
    .select({
      id: adminActions.id,
      action: adminActions.action,
      details: adminActions.details,
      createdAt: adminActions.createdAt,
      nom: users.nom,
      prenom: users.prenom,
      actorId: users.id,
    })
    .from(adminActions)
    .leftJoin(users, eq(users.id, adminActions.actorId))
    .where(and(eq(adminActions.targetType, 'mission'), eq(adminActions.targetId, missionId)))
    .orderBy(asc(adminActions.createdAt), asc(adminActions.id));
}

/** True when the mission exists. */
export async function missionExists(db: Db, id: number): Promise<boolean> {
  const [row] = await db.select({ id: missions.id }).from(missions).where(eq(missions.id, id)).limit(1);
  return row !== undefined;
}

/** The états of a mission's contracts (none for a mission made before contracts existed). */
export async function listMissionContractStates(db: Db, missionId: number): Promise<string[]> {
  const rows = await db.select({ etat: contracts.etat }).from(contracts).where(eq(contracts.missionId, missionId));
  return rows.map((row) => row.etat);
}

/**
 * The same, locked until the transaction ends: an edit of the mission's terms reads whether one is signed while no
 * signature can land in between (signContrat locks the contract's row), then draws the unsigned ones again.
 */
export async function lockMissionContractStates(tx: Db, missionId: number): Promise<string[]> {
  const rows = await tx
    .select({ etat: contracts.etat })
    .from(contracts)
    .where(eq(contracts.missionId, missionId))
    .orderBy(contracts.id)
    .for('update');
  return rows.map((row) => row.etat);
}
