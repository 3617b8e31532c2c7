import { and, desc, eq, inArray } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { applications, candidates, offers, users } from '../../db/schema/index.js';
import type { UserRow } from '../accounts/accounts.repository.js';
import {
  type CandidateRow,
  type ExperienceRow,
  type FormationRow,
  listExperiencesOfCandidates,
  listFormationsOfCandidates,
} from '../profiles/profiles.repository.js';
import { type CandidateRating, candidateRatings } from '../reviews/reviews.repository.js';
import { type OfferRow, offerColumns } from './offers.repository.js';

/** Queries of the applications (SPEC §3 Application, demande_offres). */

export type ApplicationRow = typeof applications.$inferSelect;

/** An application with its candidate's whole professional profile. */
export interface Applicant {
  application: ApplicationRow;
  candidate: CandidateRow;
  user: UserRow;
  formations: FormationRow[];
  experiences: ExperienceRow[];
  /** The candidate's published reviews (DECISIONS §6.4), undefined without any. */
  rating: CandidateRating | undefined;
}

export async function findApplication(db: Db, offerId: number, candidateId: number): Promise<ApplicationRow | undefined> {
  const [row] = await db
    .select()
    .from(applications)
    .where(and(eq(applications.offerId, offerId), eq(applications.candidateId, candidateId)))
    .limit(1);
  return row;
}

export async function findApplicationById(db: Db, id: number): Promise<ApplicationRow | undefined> {
  const [row] = await db.select().from(applications).where(eq(applications.id, id)).limit(1);
  return row;
}

/**
 * The client's decision on an application still waiting, in one statement (a concurrent decision or closing
 * answers it first). Returns the application, or undefined when it was already answered.
 */
export async function decideWaitingApplication(
  db: Db,
  id: number,
  decision: { etat: 'retenue' | 'non_retenue'; message: string | null },
): Promise<ApplicationRow | undefined> {
  const [row] = await db
    .update(applications)
    .set({ etat: decision.etat, decisionMessage: decision.message, updatedAt: new Date() })
    .where(and(eq(applications.id, id), eq(applications.etat, 'en_attente')))
    .returning();
  return row;
}

/** The account of a candidate record (to notify it). */
export async function candidateUserId(db: Db, candidateId: number): Promise<number | undefined> {
  const [row] = await db.select({ userId: candidates.userId }).from(candidates).where(eq(candidates.id, candidateId));
  return row?.userId;
}

/** A new application; the unique key (offer, candidate) refuses a second one even under a race. */
export async function insertApplication(
  db: Db,
  values: { offerId: number; candidateId: number; message?: string | null },
): Promise<ApplicationRow> {
  const [row] = await db.insert(applications).values(values).returning();
  if (!row) throw new Error('insert applications returned nothing');
  return row;
}

/** Deletes the application if it still waits for an answer, in one statement; true when it did. */
export async function deleteWaitingApplication(db: Db, offerId: number, candidateId: number): Promise<boolean> {
  const deleted = await db
    .delete(applications)
    .where(and(eq(applications.offerId, offerId), eq(applications.candidateId, candidateId), eq(applications.etat, 'en_attente')))
    .returning({ id: applications.id });
  return deleted.length > 0;
}

/** The offer was closed: every application still waiting is `non_retenue`. Returns their candidates' user ids. */
export async function rejectWaitingApplications(db: Db, offerId: number): Promise<number[]> {
  const rejected = await db
    .update(applications)
    .set({ etat: 'non_retenue', updatedAt: new Date() })
    .where(and(eq(applications.offerId, offerId), eq(applications.etat, 'en_attente')))
    .returning({ candidateId: applications.candidateId });
  if (rejected.length === 0) return [];
  const rows = await db
    .select({ userId: candidates.userId })
    .from(candidates)
    .where(
      inArray(
        candidates.id,
        rejected.map((r) => r.candidateId),
      ),
    );
  return rows.map((r) => r.userId);
}

/**
 * The applications of an offer, newest first, each with its candidate's profile: three queries
 * whatever the number of applicants (applications with candidates and accounts, then all their
 * education entries, then all their experiences).
 */
export async function listApplicants(db: Db, offerId: number): Promise<Applicant[]> {
  const rows = await db
    .select({ application: applications, candidate: candidates, user: users })
    .from(applications)
    .innerJoin(candidates, eq(candidates.id, applications.candidateId))
    .innerJoin(users, eq(users.id, candidates.userId))
    .where(eq(applications.offerId, offerId))
    .orderBy(desc(applications.createdAt), desc(applications.id));
  if (rows.length === 0) return [];
  const candidateIds = rows.map((r) => r.candidate.id);
  const [formations, experiences, ratings] = await Promise.all([
    listFormationsOfCandidates(db, candidateIds),
    listExperiencesOfCandidates(db, candidateIds),
    candidateRatings(db, candidateIds),
  ]);
  return rows.map((r) => ({
    ...r,
    formations: formations.filter((f) => f.candidateId === r.candidate.id),
    experiences: experiences.filter((e) => e.candidateId === r.candidate.id),
    rating: ratings.get(r.candidate.id),
  }));
}

/**
 * A candidate's applications with their offers, newest first ("Mes propositions"). An offer blocked by
 * the staff after the application stays listed: an application never vanishes (DECISIONS §6.4).
 */
export async function listApplicationsOfCandidate(
  db: Db,
  candidateId: number,
): Promise<{ application: ApplicationRow; offer: OfferRow }[]> {
  return db
    .select({ application: applications, offer: offerColumns })
    .from(applications)
    .innerJoin(offers, eq(offers.id, applications.offerId))
    .where(eq(applications.candidateId, candidateId))
    .orderBy(desc(applications.createdAt), desc(applications.id));
}
