import type { RequestEtat } from '@passerelle/shared';
import { and, count, desc, eq, inArray, ne, or } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { applications, candidateRequests, candidates, clients, offers, users } from '../../db/schema/index.js';
import { containsText } from '../../db/text-search.js';
import type { Parties } from './parties.js';
import { candidateUsers, clientUsers, partyColumns, partySearchColumns } from './parties.repository.js';

/** Queries of the candidate requests module (and the applications a treated request settles). */

export type RequestRow = typeof candidateRequests.$inferSelect;
export interface RequestWithParties extends Parties {
  request: RequestRow;
}

export async function insertRequest(db: Db, values: typeof candidateRequests.$inferInsert): Promise<RequestRow> {
  const [row] = await db.insert(candidateRequests).values(values).returning();
  if (!row) throw new Error('insert candidate_requests returned nothing');
  return row;
}

/** Reads a request and locks it until the transaction ends: two staff decisions run one after the other. */
export async function lockRequest(tx: Db, id: number): Promise<RequestRow | undefined> {
  const [row] = await tx.select().from(candidateRequests).where(eq(candidateRequests.id, id)).limit(1).for('update');
  return row;
}

export async function updateRequest(
  db: Db,
  id: number,
  patch: Partial<typeof candidateRequests.$inferInsert>,
): Promise<RequestRow | undefined> {
  const [row] = await db.update(candidateRequests).set(patch).where(eq(candidateRequests.id, id)).returning();
  return row;
}

function selectWithParties(db: Db) {
  return db
    .select({ request: candidateRequests, ...partyColumns })
    .from(candidateRequests)
    .innerJoin(candidates, eq(candidates.id, candidateRequests.candidateId))
    .innerJoin(candidateUsers, eq(candidateUsers.id, candidates.userId))
    .innerJoin(clients, eq(clients.id, candidateRequests.clientId))
    .innerJoin(clientUsers, eq(clientUsers.id, clients.userId));
}

export async function findRequestWithParties(db: Db, id: number): Promise<RequestWithParties | undefined> {
  const [row] = await selectWithParties(db).where(eq(candidateRequests.id, id)).limit(1);
  return row;
}

/** The requests a client made, or those about a candidate, newest first (RGPD export). */
export async function listRequestsOf(
  db: Db,
  party: { clientId: number } | { candidateId: number },
): Promise<RequestWithParties[]> {
  const where =
    'clientId' in party ? eq(candidateRequests.clientId, party.clientId) : eq(candidateRequests.candidateId, party.candidateId);
  return selectWithParties(db).where(where).orderBy(desc(candidateRequests.createdAt), desc(candidateRequests.id));
}

/** Every request, newest first, optionally in one état, searched (candidate, client) and paged. */
export async function listRequests(
  db: Db,
  options: { search?: string; etat?: RequestEtat; limit: number | null; offset: number },
): Promise<{ total: number; rows: RequestWithParties[] }> {
  const where = and(
    options.etat ? eq(candidateRequests.etat, options.etat) : undefined,
    options.search ? containsText(options.search, partySearchColumns) : undefined,
  );
  const [totalRow] = await db
    .select({ total: count() })
    .from(candidateRequests)
    .innerJoin(candidates, eq(candidates.id, candidateRequests.candidateId))
    .innerJoin(candidateUsers, eq(candidateUsers.id, candidates.userId))
    .innerJoin(clients, eq(clients.id, candidateRequests.clientId))
    .innerJoin(clientUsers, eq(clientUsers.id, clients.userId))
    .where(where);
  const query = selectWithParties(db)
    .where(where)
    .orderBy(desc(candidateRequests.createdAt), desc(candidateRequests.id))
    .offset(options.offset);
  const rows = options.limit === null ? await query : await query.limit(options.limit);
  return { total: Number(totalRow?.total ?? 0), rows };
}

/**
 * True when the client and the candidate of a request are both active accounts (not pending, blocked
 * or erased). Their rows stay share-locked until the transaction ends: a ban cannot slip in between.
 */
export async function partiesActive(tx: Db, clientId: number, candidateId: number): Promise<boolean> {
  const accounts = await tx
    .select({ etat: users.etat, deletedAt: users.deletedAt })
    .from(users)
    .where(
      or(
        inArray(users.id, tx.select({ id: clients.userId }).from(clients).where(eq(clients.id, clientId))),
        inArray(users.id, tx.select({ id: candidates.userId }).from(candidates).where(eq(candidates.id, candidateId))),
      ),
    )
    .for('share');
  return accounts.length === 2 && accounts.every((a) => a.etat === 'active' && !a.deletedAt);
}

/** The number of requests waiting for the staff. */
export async function countWaitingRequests(db: Db): Promise<number> {
  const [row] = await db.select({ n: count() }).from(candidateRequests).where(eq(candidateRequests.etat, 'en_attente'));
  return Number(row?.n ?? 0);
}

/** The client that owns an offer, and its title (a request may come from an offer). */
export async function findOfferSummary(db: Db, offerId: number): Promise<{ clientId: number; titre: string } | undefined> {
  const [row] = await db
    .select({ clientId: offers.clientId, titre: offers.titre })
    .from(offers)
    .where(eq(offers.id, offerId))
    .limit(1);
  return row;
}

/**
 * Ends the candidate's application to the offer (DECISIONS §3, application endings): `retenue` when a
 * mission was created (whatever it was), `non_retenue` only for an application still waiting (a retained
 * one stays so). Returns the application when there was one to change.
 */
export async function settleApplication(
  tx: Db,
  offerId: number,
  candidateId: number,
  etat: 'retenue' | 'non_retenue',
): Promise<{ id: number } | undefined> {
  const [row] = await tx
    .update(applications)
    .set({ etat, updatedAt: new Date() })
    .where(
      and(
        eq(applications.offerId, offerId),
        eq(applications.candidateId, candidateId),
        etat === 'retenue' ? ne(applications.etat, 'retenue') : eq(applications.etat, 'en_attente'),
      ),
    )
    .returning({ id: applications.id });
  return row;
}
