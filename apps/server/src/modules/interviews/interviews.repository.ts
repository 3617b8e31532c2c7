import { desc, eq, type SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Db } from '../../db/client.js';
import { candidates, clients, interviews, offers, users } from '../../db/schema/index.js';

/** Queries of the interviews (DECISIONS §6.3). */

export type InterviewRow = typeof interviews.$inferSelect;

const candidateUsers = alias(users, 'interview_candidate_users');

export interface InterviewListRow {
  interview: InterviewRow;
  offre: { id: number; titre: string } | null;
  condidat: { id: number; nom: string | null; prenom: string | null; titre: string; img: string | null };
  client: { id: number; nomEntreprise: string };
}

/** How many interviews a list shows (newest first). */
const LIST_MAX = 500;

async function listWhere(db: Db, where: SQL | undefined): Promise<InterviewListRow[]> {
  const rows = await db
    .select({
      interview: interviews,
      offerId: offers.id,
      offerTitre: offers.titre,
      condidat: {
        id: candidates.id,
        nom: candidateUsers.nom,
        prenom: candidateUsers.prenom,
        titre: candidates.titre,
        img: candidateUsers.img,
      },
      client: { id: clients.id, nomEntreprise: clients.nomEntreprise },
    })
    .from(interviews)
    .innerJoin(candidates, eq(candidates.id, interviews.candidateId))
    .innerJoin(candidateUsers, eq(candidateUsers.id, candidates.userId))
    .innerJoin(clients, eq(clients.id, interviews.clientId))
    .leftJoin(offers, eq(offers.id, interviews.offerId))
    .where(where)
    .orderBy(desc(interviews.id))
    .limit(LIST_MAX);
  return rows.map(({ offerId, offerTitre, ...row }) => ({
    ...row,
    offre: offerId !== null && offerTitre !== null ? { id: offerId, titre: offerTitre } : null,
  }));
}

export const listOfCompany = (db: Db, clientId: number) => listWhere(db, eq(interviews.clientId, clientId));
export const listOfCandidate = (db: Db, candidateId: number) => listWhere(db, eq(interviews.candidateId, candidateId));
export const listAll = (db: Db) => listWhere(db, undefined);

export async function insertInterview(db: Db, values: typeof interviews.$inferInsert): Promise<number> {
  const [row] = await db.insert(interviews).values(values).returning({ id: interviews.id });
  if (!row) throw new Error('insert interviews returned nothing');
  return row.id;
}

export async function lockInterview(tx: Db, id: number): Promise<InterviewRow | undefined> {
  const [row] = await tx.select().from(interviews).where(eq(interviews.id, id)).limit(1).for('update');
  return row;
}

export async function updateInterview(db: Db, id: number, patch: Partial<typeof interviews.$inferInsert>): Promise<void> {
  await db
    .update(interviews)
    .set({ ...patch, updatedAt: new Date() })
    .where(eq(interviews.id, id));
}

/** What the mails of an interview need: the parties' names and addresses (each mail names one party only). */
export async function findParties(db: Db, interview: InterviewRow) {
  const [candidate] = await db
    .select({ email: users.email, nom: users.nom, prenom: users.prenom, deletedAt: users.deletedAt })
    .from(candidates)
    .innerJoin(users, eq(users.id, candidates.userId))
    .where(eq(candidates.id, interview.candidateId))
    .limit(1);
  const [company] = await db
    .select({ nomEntreprise: clients.nomEntreprise, ownerId: clients.userId })
    .from(clients)
    .where(eq(clients.id, interview.clientId))
    .limit(1);
  const [offer] = interview.offerId
    ? await db.select({ titre: offers.titre }).from(offers).where(eq(offers.id, interview.offerId)).limit(1)
    : [];
  return { candidate, company, offerTitle: offer?.titre ?? null };
}

export async function findUser(db: Db, id: number) {
  const [row] = await db
    .select({
      id: users.id,
      email: users.email,
      nom: users.nom,
      prenom: users.prenom,
      deletedAt: users.deletedAt,
      etat: users.etat,
    })
    .from(users)
    .where(eq(users.id, id))
    .limit(1);
  return row;
}
