import { asc, desc, eq, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Db } from '../../db/client.js';
import {
  adminActions,
  applications,
  candidates,
  chatMessages,
  clientMembers,
  clients,
  complianceDocuments,
  contactMessages,
  cras,
  favourites,
  interviews,
  missions,
  notifications,
  offers,
  reviews,
  sessions,
  shortlistComments,
  shortlistItems,
  shortlistVotes,
  users,
} from '../../db/schema/index.js';
import { publicationDue } from '../reviews/reviews.repository.js';

/**
 * The queries of the RGPD export that no other module has: a user's sessions, applications with their
 * offer's title, favourites (whatever the candidate's état), chat messages, notifications, contact
 * messages and the administration log. Each reads by an indexed column of the user or their record.
 */

export async function listSessions(db: Db, userId: number) {
  return db
    .select({
      createdAt: sessions.createdAt,
      expiresAt: sessions.expiresAt,
      revokedAt: sessions.revokedAt,
      ip: sessions.ip,
      userAgent: sessions.userAgent,
    })
    .from(sessions)
    .where(eq(sessions.userId, userId))
    .orderBy(desc(sessions.createdAt));
}

export async function listClientOffers(db: Db, clientId: number) {
  return db.select().from(offers).where(eq(offers.clientId, clientId)).orderBy(desc(offers.createdAt), desc(offers.id));
}

export async function listCandidateApplications(db: Db, candidateId: number) {
  return db
    .select({
      id: applications.id,
      offerId: applications.offerId,
      offerTitre: offers.titre,
      etat: applications.etat,
      createdAt: applications.createdAt,
    })
    .from(applications)
    .innerJoin(offers, eq(offers.id, applications.offerId))
    .where(eq(applications.candidateId, candidateId))
    .orderBy(desc(applications.createdAt), desc(applications.id));
}

export async function listClientFavourites(db: Db, clientId: number) {
  return db
    .select({
      id: favourites.id,
      createdAt: favourites.createdAt,
      candidateId: candidates.id,
      nom: users.nom,
      prenom: users.prenom,
      titre: candidates.titre,
    })
    .from(favourites)
    .innerJoin(candidates, eq(candidates.id, favourites.candidateId))
    .innerJoin(users, eq(users.id, candidates.userId))
    .where(eq(favourites.clientId, clientId))
    .orderBy(desc(favourites.createdAt), desc(favourites.id));
}

/**
 * A client's or candidate's support conversation, both ways (chat_messages_user_idx); for a staff member,
 * who has no conversation of their own, the messages they wrote in the users' (a scan, for a rare call).
 */
export async function listChatMessages(db: Db, userId: number, staff: boolean) {
  return db
    .select()
    .from(chatMessages)
    .where(staff ? eq(chatMessages.senderId, userId) : eq(chatMessages.userId, userId))
    .orderBy(asc(chatMessages.id));
}

export async function listNotifications(db: Db, userId: number) {
  return db
    .select()
    .from(notifications)
    .where(eq(notifications.userId, userId))
    .orderBy(desc(notifications.createdAt), desc(notifications.id));
}

/** Messages of the public contact form sent with the user's e-mail (whatever its case). */
export async function listContactMessages(db: Db, email: string) {
  return db
    .select()
    .from(contactMessages)
    .where(sql`lower(${contactMessages.email}) = ${email.toLowerCase()}`)
    .orderBy(desc(contactMessages.createdAt), desc(contactMessages.id));
}

const actors = alias(users, 'actors');

/** The staff's recorded actions on the account, newest first, with the actor's role only. */
export async function listActionsAbout(db: Db, userId: number) {
  return db
    .select({
      id: adminActions.id,
      action: adminActions.action,
      details: adminActions.details,
      actorRole: actors.role,
      createdAt: adminActions.createdAt,
    })
    .from(adminActions)
    .leftJoin(actors, eq(actors.id, adminActions.actorId))
    .where(eq(adminActions.targetUserId, userId))
    .orderBy(desc(adminActions.createdAt), desc(adminActions.id));
}

/** The actions a staff member recorded, newest first. */
export async function listActionsBy(db: Db, userId: number) {
  return db
    .select()
    .from(adminActions)
    .where(eq(adminActions.actorId, userId))
    .orderBy(desc(adminActions.createdAt), desc(adminActions.id));
}

/** The caller's membership of a company (issue 18): which company, whether they own it, since when. */
export async function findMembership(db: Db, userId: number) {
  const [row] = await db
    .select({
      clientId: clientMembers.clientId,
      owner: clientMembers.owner,
      createdAt: clientMembers.createdAt,
      nom: clients.nomEntreprise,
    })
    .from(clientMembers)
    .innerJoin(clients, eq(clients.id, clientMembers.clientId))
    .where(eq(clientMembers.userId, userId))
    .limit(1);
  return row;
}

/** The candidate a shortlist item is about, as the app showed them. */
const shortlistCandidate = {
  offerId: shortlistItems.offerId,
  candidateId: candidates.id,
  nom: users.nom,
  prenom: users.prenom,
  titre: candidates.titre,
};

/** The member's votes on their company's shortlists (the vote is theirs). */
export async function listShortlistVotes(db: Db, userId: number) {
  return db
    .select({
      itemId: shortlistVotes.itemId,
      vote: shortlistVotes.vote,
      updatedAt: shortlistVotes.updatedAt,
      ...shortlistCandidate,
    })
    .from(shortlistVotes)
    .innerJoin(shortlistItems, eq(shortlistItems.id, shortlistVotes.itemId))
    .innerJoin(candidates, eq(candidates.id, shortlistItems.candidateId))
    .innerJoin(users, eq(users.id, candidates.userId))
    .where(eq(shortlistVotes.userId, userId))
    .orderBy(asc(shortlistVotes.itemId));
}

/** The comments the member wrote on their company's shortlists. */
export async function listShortlistComments(db: Db, userId: number) {
  return db
    .select({
      id: shortlistComments.id,
      content: shortlistComments.content,
      createdAt: shortlistComments.createdAt,
      ...shortlistCandidate,
    })
    .from(shortlistComments)
    .innerJoin(shortlistItems, eq(shortlistItems.id, shortlistComments.itemId))
    .innerJoin(candidates, eq(candidates.id, shortlistItems.candidateId))
    .innerJoin(users, eq(users.id, candidates.userId))
    .where(eq(shortlistComments.userId, userId))
    .orderBy(asc(shortlistComments.createdAt), asc(shortlistComments.id));
}

const interviewFields = {
  id: interviews.id,
  etat: interviews.etat,
  creneaux: interviews.creneaux,
  creneau: interviews.creneau,
  dureeMin: interviews.dureeMin,
  lienVisio: interviews.lienVisio,
  offerId: interviews.offerId,
  createdAt: interviews.createdAt,
};

/** The interviews a client member proposed, with the candidate as the app showed them. */
export async function listInterviewsProposedBy(db: Db, userId: number) {
  return db
    .select({ ...interviewFields, candidateId: candidates.id, nom: users.nom, prenom: users.prenom, titre: candidates.titre })
    .from(interviews)
    .innerJoin(candidates, eq(candidates.id, interviews.candidateId))
    .innerJoin(users, eq(users.id, candidates.userId))
    .where(eq(interviews.proposedBy, userId))
    .orderBy(desc(interviews.createdAt), desc(interviews.id));
}

/** The interviews proposed to a candidate, with the company by its name. */
export async function listInterviewsOfCandidate(db: Db, candidateId: number) {
  return db
    .select({ ...interviewFields, clientId: clients.id, nomEntreprise: clients.nomEntreprise })
    .from(interviews)
    .innerJoin(clients, eq(clients.id, interviews.clientId))
    .where(eq(interviews.candidateId, candidateId))
    .orderBy(desc(interviews.createdAt), desc(interviews.id));
}

/** A candidate's compliance documents: what they are, not the files (those are downloaded one by one). */
export async function listComplianceDocuments(db: Db, candidateId: number) {
  return db
    .select({
      id: complianceDocuments.id,
      type: complianceDocuments.type,
      expireLe: complianceDocuments.expireLe,
      etat: complianceDocuments.etat,
      motif: complianceDocuments.motif,
      createdAt: complianceDocuments.createdAt,
    })
    .from(complianceDocuments)
    .where(eq(complianceDocuments.candidateId, candidateId))
    .orderBy(desc(complianceDocuments.createdAt), desc(complianceDocuments.id));
}

/** A candidate's activity reports, every mission, every état. */
export async function listCandidateCras(db: Db, candidateId: number) {
  return db
    .select({
      id: cras.id,
      missionId: cras.missionId,
      mois: cras.mois,
      jours: cras.jours,
      total: cras.total,
      etat: cras.etat,
      motif: cras.motif,
      createdAt: cras.createdAt,
    })
    .from(cras)
    .innerJoin(missions, eq(missions.id, cras.missionId))
    .where(eq(missions.candidateId, candidateId))
    .orderBy(asc(cras.missionId), asc(cras.mois));
}

/**
 * The reviews of a candidate's missions: those they wrote, and the companies' reviews of them once published
 * (both in, or the first 14 days old: reviews.repository's rule, which keeps a review from being read before
 * the other side has written its own), hidden ones included.
 */
export async function listCandidateReviews(db: Db, candidateId: number) {
  return db
    .select({
      id: reviews.id,
      missionId: reviews.missionId,
      side: reviews.side,
      note: reviews.note,
      commentaire: reviews.commentaire,
      hiddenAt: reviews.hiddenAt,
      createdAt: reviews.createdAt,
    })
    .from(reviews)
    .where(sql`${reviews.candidateId} = ${candidateId} AND (${reviews.side} = 'cd' OR ${publicationDue})`)
    .orderBy(asc(reviews.missionId), asc(reviews.side));
}
