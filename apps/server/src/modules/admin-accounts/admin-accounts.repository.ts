import { and, asc, count, desc, eq, isNull, type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { adminActions, candidates, clients, users } from '../../db/schema/index.js';
import { containsText } from '../../db/text-search.js';
import type { UserRow } from '../accounts/accounts.repository.js';
import { candidateActivity } from '../availability/availability.repository.js';
import type { CandidateRow, ClientRow } from '../profiles/profiles.repository.js';

/** Queries of the staff's account lists (SPEC §2 admin shell: Clients, Candidats) and account history. */

interface ListOptions {
  search?: string;
  limit: number | null;
  offset: number;
}

/** Client search (SPEC: company name, last name, first name; plus the e-mail for the staff); erased accounts are left out. */
function clientSearch(search: string | undefined): SQL | undefined {
  return and(
    isNull(users.deletedAt),
    search ? containsText(search, [clients.nomEntreprise, users.nom, users.prenom, users.email]) : undefined,
  );
}

export async function listClients(
  db: Db,
  options: ListOptions,
): Promise<{ total: number; rows: { client: ClientRow; user: UserRow }[] }> {
  const where = clientSearch(options.search);
  const [totalRow] = await db
    .select({ total: count() })
    .from(clients)
    .innerJoin(users, eq(users.id, clients.userId))
    .where(where);
  const query = db
    .select({ client: clients, user: users })
    .from(clients)
    .innerJoin(users, eq(users.id, clients.userId))
    .where(where)
    .orderBy(desc(clients.createdAt), desc(clients.id))
    .offset(options.offset);
  const rows = options.limit === null ? await query : await query.limit(options.limit);
  return { total: Number(totalRow?.total ?? 0), rows };
}

/** Candidate search (SPEC: title, last name, first name; plus the e-mail for the staff); erased accounts are left out. */
function candidateSearch(search: string | undefined): SQL | undefined {
  return and(
    isNull(users.deletedAt),
    search ? containsText(search, [candidates.titre, users.nom, users.prenom, users.email]) : undefined,
  );
}

export async function listCandidates(
  db: Db,
  options: ListOptions,
): Promise<{ total: number; rows: { candidate: CandidateRow; user: UserRow }[] }> {
  const where = candidateSearch(options.search);
  const [totalRow] = await db
    .select({ total: count() })
    .from(candidates)
    .innerJoin(users, eq(users.id, candidates.userId))
    .where(where);
  const query = db
    .select({ candidate: candidates, user: users })
    .from(candidates)
    .innerJoin(users, eq(users.id, candidates.userId))
    .where(where)
    .orderBy(desc(candidates.createdAt), desc(candidates.id))
    .offset(options.offset);
  const rows = options.limit === null ? await query : await query.limit(options.limit);
  return { total: Number(totalRow?.total ?? 0), rows };
}

/** Reads a candidate record and locks it until the transaction ends. */
export async function lockCandidate(tx: Db, id: number): Promise<CandidateRow | undefined> {
  const [row] = await tx.select().from(candidates).where(eq(candidates.id, id)).limit(1).for('update');
  return row;
}

export async function setCandidateTjm(tx: Db, id: number, tjm: number): Promise<void> {
  await tx.update(candidates).set({ tjm, updatedAt: new Date() }).where(eq(candidates.id, id));
}

export interface HistoryRow {
  id: number;
  action: string;
  details: string | null;
  createdAt: Date;
  actor: { id: number; nom: string | null; prenom: string | null; email: string; role: string } | null;
}

/** The recorded staff actions about an account, newest first (index admin_actions_target_user_idx). */
export async function listAccountHistory(db: Db, userId: number): Promise<HistoryRow[]> {
  const rows = await db
    .select({
      id: adminActions.id,
      action: adminActions.action,
      details: adminActions.details,
      createdAt: adminActions.createdAt,
      actorId: users.id,
      actorNom: users.nom,
      actorPrenom: users.prenom,
      actorEmail: users.email,
      actorRole: users.role,
    })
    .from(adminActions)
    .leftJoin(users, eq(users.id, adminActions.actorId))
    .where(eq(adminActions.targetUserId, userId))
    .orderBy(desc(adminActions.createdAt), desc(adminActions.id));
  return rows.map((r) => ({
    id: r.id,
    action: r.action,
    details: r.details,
    createdAt: r.createdAt,
    actor:
      r.actorId === null || r.actorEmail === null || r.actorRole === null
        ? null
        : { id: r.actorId, nom: r.actorNom, prenom: r.actorPrenom, email: r.actorEmail, role: r.actorRole },
  }));
}

/**
 * The last connection, else the account's creation: users_candidate_activity_idx's expression. A candidate's
 * activity (`candidateActivity`, that of the retention job) is never older, so the index's range holds every
 * inactive candidate, and the full expression then drops those who confirmed or answered since.
 */
const lastConnection = sql`coalesce(${users.lastSeenAt}, ${users.createdAt})`;
const lastActivity = candidateActivity('users', 'candidates');

export interface InactiveCandidateRow {
  user: Pick<UserRow, 'id' | 'nom' | 'prenom' | 'email' | 'etat' | 'lastSeenAt' | 'createdAt'>;
  candidateId: number | null;
  titre: string | null;
  lastActivityAt: Date;
}

/**
 * The candidates with no activity since `before` (the retention job's activity), oldest activity first, id
 * breaking ties. The first predicate is users_candidate_activity_idx's (the role is a literal so that the partial
 * index applies whatever the plan): the rows read are an index range, those not connected for 2 years, which
 * the full activity then filters and orders.
 */
export async function listInactiveCandidates(
  db: Db,
  options: { before: Date; limit: number; offset: number },
): Promise<{ total: number; rows: InactiveCandidateRow[] }> {
  const before = options.before.toISOString();
  const where = and(
    sql`${users.role} = 'condidat'`,
    isNull(users.deletedAt),
    sql`${lastConnection} < ${before}::timestamptz`,
    sql`${lastActivity} < ${before}::timestamptz`,
  );
  const [totalRow] = await db
    .select({ total: count() })
    .from(users)
    .leftJoin(candidates, eq(candidates.userId, users.id))
    .where(where);
  const rows = await db
    .select({
      user: {
        id: users.id,
        nom: users.nom,
        prenom: users.prenom,
        email: users.email,
        etat: users.etat,
        lastSeenAt: users.lastSeenAt,
        createdAt: users.createdAt,
      },
      candidateId: candidates.id,
      titre: candidates.titre,
      lastActivityAt: sql<Date>`${lastActivity}`.mapWith(users.createdAt),
    })
    .from(users)
    .leftJoin(candidates, eq(candidates.userId, users.id))
    .where(where)
    .orderBy(asc(lastActivity), asc(users.id))
    .limit(options.limit)
    .offset(options.offset);
  return { total: Number(totalRow?.total ?? 0), rows };
}
