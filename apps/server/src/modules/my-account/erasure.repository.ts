import { ERASED_ACCOUNT_LABEL } from '@passerelle/shared';
import { and, eq, ne, not, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import {
  applications,
  candidateAlerts,
  candidateRequests,
  candidates,
  chatMessages,
  clientAlerts,
  clients,
  complianceDocuments,
  contactMessages,
  conversations,
  experiences,
  favourites,
  formations,
  interviews,
  linkTokens,
  missions,
  notifications,
  offers,
  reviews,
  searchEvents,
  sessions,
  shortlistItems,
  users,
} from '../../db/schema/index.js';

/**
 * The writes of an account's erasure (RGPD). Each runs inside the erasure's one transaction; what is
 * erased and what is kept is written down in docs/personal-data.md.
 */

/** A client's offers still open or in progress, locked: they are closed with the account. */
export async function lockOpenOffers(tx: Db, clientId: number): Promise<{ id: number; titre: string }[]> {
  return tx
    .select({ id: offers.id, titre: offers.titre })
    .from(offers)
    .where(and(eq(offers.clientId, clientId), ne(offers.etat, 'ferme')))
    .for('update');
}

/** The client's side: its pending requests and favourites go; its searches stay for the statistics, unsigned. */
export async function eraseClientRecords(tx: Db, clientId: number): Promise<void> {
  await tx
    .delete(candidateRequests)
    .where(and(eq(candidateRequests.clientId, clientId), eq(candidateRequests.etat, 'en_attente')));
  await tx.delete(favourites).where(eq(favourites.clientId, clientId));
  await tx.delete(clientAlerts).where(eq(clientAlerts.clientId, clientId));
  await tx.update(searchEvents).set({ clientId: null }).where(eq(searchEvents.clientId, clientId));
  await tx
    .update(clients)
    .set({ nomEntreprise: ERASED_ACCOUNT_LABEL, resume: null, siteWeb: null, updatedAt: new Date() })
    .where(eq(clients.id, clientId));
}

/**
 * The candidate's side: applications, pending requests about them, the clients' favourites, education
 * and experience go; the record stays, emptied, for the requests and missions it is party to.
 */
export async function eraseCandidateRecords(tx: Db, candidateId: number): Promise<void> {
  await tx.delete(applications).where(eq(applications.candidateId, candidateId));
  await tx
    .delete(candidateRequests)
    .where(and(eq(candidateRequests.candidateId, candidateId), eq(candidateRequests.etat, 'en_attente')));
  await tx.delete(favourites).where(eq(favourites.candidateId, candidateId));
  // Issue 18: the companies' shortlists and interviews of this candidate go too.
  await tx.delete(shortlistItems).where(eq(shortlistItems.candidateId, candidateId));
  await tx.delete(interviews).where(eq(interviews.candidateId, candidateId));
  await tx.delete(formations).where(eq(formations.candidateId, candidateId));
  await tx.delete(experiences).where(eq(experiences.candidateId, candidateId));
  await tx.delete(candidateAlerts).where(eq(candidateAlerts.candidateId, candidateId));
  await tx
    .update(candidates)
    .set({
      titre: '',
      sex: null,
      dateNaissance: null,
      resume: null,
      skills: [],
      skillsNorm: [],
      tjm: null,
      tjmSouhaite: null,
      active: false,
      updatedAt: new Date(),
    })
    .where(eq(candidates.id, candidateId));
}

/**
 * A candidate's compliance documents at erasure (docs/personal-data.md): the verified URSSAF attestations of
 * a candidate who had missions stay, row and file. They are the companies' proof that they did their duty of
 * vigilance (Code du travail L8222-1, D8222-5), kept for that legal obligation and the claims it may meet
 * (RGPD art. 17(3)(b) and (e)). Every other document (Kbis, RC Pro, an attestation never verified or
 * refused, or one no mission relied on: expired before every mission began, or uploaded after they ended) goes. Answers the storage keys of the deleted ones.
 */
export async function eraseCandidateDocuments(tx: Db, candidateId: number): Promise<string[]> {
  const vigilanceProof = and(
    eq(complianceDocuments.type, 'urssaf'),
    eq(complianceDocuments.etat, 'valide'),
    // Relied on: valid during one of the candidate's missions, uploaded before that mission ended.
    sql`EXISTS (SELECT 1 FROM ${missions} WHERE ${missions.candidateId} = ${candidateId}
      AND ${complianceDocuments.expireLe} >= ${missions.dateDebut}
      AND (${complianceDocuments.createdAt} AT TIME ZONE 'Europe/Paris')::date <= ${missions.dateFin})`,
  );
  const rows = await tx
    .delete(complianceDocuments)
    .where(and(eq(complianceDocuments.candidateId, candidateId), not(vigilanceProof ?? sql`false`)))
    .returning({ key: complianceDocuments.storageKey });
  return rows.map((r) => r.key);
}

/**
 * The reviews of a candidate's missions, both sides, at the candidate's erasure: they are about the person
 * (or by them), no law asks to keep them, and the rating they made is gone with the profile.
 */
export async function eraseCandidateReviews(tx: Db, candidateId: number): Promise<void> {
  await tx.delete(reviews).where(eq(reviews.candidateId, candidateId));
}

/**
 * The account itself: its conversation, notifications, contact messages, sessions and link tokens go;
 * the row stays (missions and the staff's log point to it) with nothing that identifies its owner. The
 * e-mail becomes a unique address that cannot receive mail, so that the real one can register again,
 * and the password hash one that no password matches.
 */
export async function eraseAccount(tx: Db, userId: number, email: string, now: Date): Promise<void> {
  await tx.delete(chatMessages).where(eq(chatMessages.userId, userId));
  await tx.delete(conversations).where(eq(conversations.userId, userId));
  await tx.delete(notifications).where(eq(notifications.userId, userId));
  await tx.delete(contactMessages).where(sql`lower(${contactMessages.email}) = ${email.toLowerCase()}`);
  await tx.delete(sessions).where(eq(sessions.userId, userId));
  await tx.delete(linkTokens).where(eq(linkTokens.userId, userId));
  await tx
    .update(users)
    .set({
      email: erasedEmail(userId),
      passwordHash: ERASED_PASSWORD_HASH,
      etat: 'blocked',
      nom: ERASED_ACCOUNT_LABEL,
      prenom: null,
      tel: null,
      img: null,
      cvKey: null,
      cvName: null,
      cvType: null,
      emailVerifiedAt: null,
      lastSeenAt: null,
      lastDigestAt: null,
      digestOptOut: true,
      totpSecret: null,
      totpPendingSecret: null,
      totpEnabledAt: null,
      totpLastStep: null,
      totpRecovery: [],
      deletedAt: now,
      updatedAt: now,
    })
    .where(eq(users.id, userId));
}

/** `supprime-42@invalid`: unique, and `.invalid` can never receive mail (RFC 2606). */
function erasedEmail(userId: number): string {
  return `supprime-${userId}@invalid`;
}

/** Not an argon2 hash: verifying any password against it fails (lib/passwords.ts). */
const ERASED_PASSWORD_HASH = '!compte-supprime';
