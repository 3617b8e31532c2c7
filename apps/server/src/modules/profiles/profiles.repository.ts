import { type AnyColumn, asc, desc, eq, inArray, type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { candidates, clientMembers, clients, experiences, formations, users } from '../../db/schema/index.js';
import type { UserRow } from '../accounts/accounts.repository.js';
import { type CandidateRating, candidateRatings, ratingJsonSql } from '../reviews/reviews.repository.js';

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

/**
 * The company (client record) this user is a member of, owner or not (DECISIONS §6.3): every call that
 * names "my" client record, and every check of it (modules/access callerCompany), goes through here, so that each
 * member acts on the company's data. One indexed lookup (client_members' primary key) joined to the record.
 */
export async function findClientById(db: Db, id: number): Promise<ClientRow | undefined> {
  const [row] = await db.select().from(clients).where(eq(clients.id, id)).limit(1);
  return row;
}

export async function findClientByUserId(db: Db, userId: number): Promise<ClientRow | undefined> {
  const [row] = await db
    .select({ client: clients })
    .from(clientMembers)
    .innerJoin(clients, eq(clients.id, clientMembers.clientId))
    .where(eq(clientMembers.userId, userId))
    .limit(1);
  return row?.client;
}

/** The users of a company, owner first: whom a company notification or mail goes to (alerts, invoices...). */
export async function companyMemberUserIds(db: Db, clientId: number): Promise<number[]> {
  const rows = await db
    .select({ userId: clientMembers.userId })
    .from(clientMembers)
    .where(eq(clientMembers.clientId, clientId))
    .orderBy(desc(clientMembers.owner), asc(clientMembers.createdAt), asc(clientMembers.userId));
  return rows.map((row) => row.userId);
}

/** A company profile; its creator becomes its owner member (a trigger of migration 0012, whoever inserts). */
export async function insertClient(db: Db, values: typeof clients.$inferInsert): Promise<ClientRow> {
  const [row] = await db.insert(clients).values(values).returning();
  if (!row) throw new Error('insert clients returned nothing');
  return row;
}

/** Writes the company profile's own fields (edtmyprofile); the account's fields are the accounts repository's. */
export async function updateClient(
  db: Db,
  id: number,
  patch: Pick<
    typeof clients.$inferInsert,
    | 'typeClient'
    | 'nomEntreprise'
    | 'dateCreation'
    | 'resume'
    | 'siteWeb'
    | 'secteur'
    | 'adresse'
    | 'codePostal'
    | 'ville'
    | 'siren'
  >,
): Promise<ClientRow> {
  const [row] = await db
    .update(clients)
    .set({ ...patch, updatedAt: new Date() })
    .where(eq(clients.id, id))
    .returning();
  if (!row) throw new Error('update clients returned nothing');
  return row;
}

export async function findCandidateByUserId(db: Db, userId: number): Promise<CandidateRow | undefined> {
  const [row] = await db.select().from(candidates).where(eq(candidates.userId, userId)).limit(1);
  return row;
}

export async function findCandidateById(db: Db, id: number): Promise<CandidateRow | undefined> {
  const [row] = await db.select().from(candidates).where(eq(candidates.id, id)).limit(1);
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

/**
 * The columns of a candidate's professional profile as clients see it (DECISIONS §5): the record and
 * the account's names and photo, never its e-mail, phone or CV. Used by drizzle selects and, rendered
 * through `sql`, by the search's raw query, so that both read the same fields under the same names.
 */
export const publicCandidateColumns = {
  id: candidates.id,
  nom: users.nom,
  prenom: users.prenom,
  img: users.img,
  titre: candidates.titre,
  skills: candidates.skills,
  nivExp: candidates.nivExp,
  nivEtude: candidates.nivEtude,
  dispo: candidates.dispo,
  joursSemaine: candidates.joursSemaine,
  dispoConfirmeeLe: candidates.dispoConfirmeeLe,
  resume: candidates.resume,
  /** Not shown: what the match's matched / missing skills are computed from. */
  skillsNorm: candidates.skillsNorm,
};
export interface PublicCandidateRow {
  id: number;
  nom: string | null;
  prenom: string | null;
  img: string | null;
  titre: string;
  skills: string[];
  nivExp: string;
  nivEtude: string;
  dispo: string;
  joursSemaine: number;
  /** A Date from drizzle's selects, a string from the raw search queries. */
  dispoConfirmeeLe: Date | string;
  resume: string | null;
  skillsNorm: string[];
}

/** What a public profile shows of an education entry and of an experience (profiles.presenter.ts). */
export type FormationEntryRow = Pick<FormationRow, 'id' | 'nom' | 'ecole' | 'dateDebut' | 'dateFin'>;
export type ExperienceEntryRow = Pick<
  ExperienceRow,
  'id' | 'entreprise' | 'lieu' | 'dateDebut' | 'dateFin' | 'domaine' | 'fonction' | 'description' | 'tech'
>;

export interface CandidateEntries {
  formations: Map<number, FormationEntryRow[]>;
  experiences: Map<number, ExperienceEntryRow[]>;
  /** The published reviews' average and count (reviews.repository), shown on every profile panel. */
  ratings: ReadonlyMap<number, CandidateRating>;
}

/** The columns entriesColumnsSql adds to a candidate row. */
export interface EntriesColumns {
  formations: FormationEntryRow[];
  experiences: ExperienceEntryRow[];
  rating: CandidateRating | null;
}

/**
 * A candidate row's education, experience (in their order) and rating as JSON columns `formations`,
 * `experiences` and `rating` of the statement that reads the row: a page of profiles in one round trip
 * instead of four (issue 20: on the embedded engine each statement costs about a millisecond of the main
 * thread whatever it reads). `candidateId` names the row's candidate id in that statement.
 */
export function entriesColumnsSql(candidateId: AnyColumn | SQL): SQL {
  const f = formations;
  const e = experiences;
  return sql`(SELECT coalesce(json_agg(json_build_object('id', ${f.id}, 'nom', ${f.nom}, 'ecole', ${f.ecole},
        'dateDebut', ${f.dateDebut}, 'dateFin', ${f.dateFin}) ORDER BY ${f.position}, ${f.id}), '[]'::json)
        FROM ${f} WHERE ${f.candidateId} = ${candidateId}) AS "formations",
    (SELECT coalesce(json_agg(json_build_object('id', ${e.id}, 'entreprise', ${e.entreprise}, 'lieu', ${e.lieu},
        'dateDebut', ${e.dateDebut}, 'dateFin', ${e.dateFin}, 'domaine', ${e.domaine}, 'fonction', ${e.fonction},
        'description', ${e.description}, 'tech', ${e.tech}) ORDER BY ${e.position}, ${e.id}), '[]'::json)
        FROM ${e} WHERE ${e.candidateId} = ${candidateId}) AS "experiences",
    ${ratingJsonSql(candidateId)} AS "rating"`;
}

/** The entries of rows read with entriesColumnsSql, as listEntriesOfCandidates gives them. */
export function entriesOfRows(rows: readonly (EntriesColumns & { id: number })[]): CandidateEntries {
  const entries: CandidateEntries = { formations: new Map(), experiences: new Map(), ratings: new Map() };
  for (const row of rows) {
    entries.formations.set(row.id, row.formations);
    entries.experiences.set(row.id, row.experiences);
    if (row.rating) (entries.ratings as Map<number, CandidateRating>).set(row.id, row.rating);
  }
  return entries;
}

function groupByCandidate<T extends { candidateId: number }>(rows: T[]): Map<number, T[]> {
  const map = new Map<number, T[]>();
  for (const row of rows) {
    const list = map.get(row.candidateId);
    if (list) list.push(row);
    else map.set(row.candidateId, [row]);
  }
  return map;
}

/** Education, experience and rating of a page of candidates: one query each, whatever the page size (no N+1). */
export async function listEntriesOfCandidates(db: Db, ids: readonly number[]): Promise<CandidateEntries> {
  if (ids.length === 0) return { formations: new Map(), experiences: new Map(), ratings: new Map() };
  const list = [...new Set(ids)];
  // At once: on PostgreSQL connections of the pool, one round trip of waiting instead of three.
  const [formationRows, experienceRows, ratings] = await Promise.all([
    db
      .select()
      .from(formations)
      .where(inArray(formations.candidateId, list))
      .orderBy(asc(formations.candidateId), asc(formations.position), asc(formations.id)),
    db
      .select()
      .from(experiences)
      .where(inArray(experiences.candidateId, list))
      .orderBy(asc(experiences.candidateId), asc(experiences.position), asc(experiences.id)),
    candidateRatings(db, list),
  ]);
  return { formations: groupByCandidate(formationRows), experiences: groupByCandidate(experienceRows), ratings };
}
