import { asc, desc, eq, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Db } from '../../db/client.js';
import {
  adminActions,
  applications,
  candidates,
  chatMessages,
  contactMessages,
  favourites,
  notifications,
  offers,
  sessions,
  users,
} from '../../db/schema/index.js';

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
