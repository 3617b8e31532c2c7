import { and, asc, desc, eq, gt, isNull, ne, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { clientMembers, clients, formerMembers, teamInvitations, users } from '../../db/schema/index.js';
import type { LinkProof } from '../../plugins/app/access.js';

/**
 * Queries of client teams (DECISIONS §6.3): the members of a company and its invitations. Which company
 * a user acts for is access.service's callerCompany (profiles.repository's findClientByUserId, through client_members).
 */

export type MembershipRow = typeof clientMembers.$inferSelect;
export type InvitationRow = typeof teamInvitations.$inferSelect;

/** The user's membership, locked until the transaction ends (a removal and an erasure run one after the other). */
export async function lockMembership(tx: Db, userId: number): Promise<MembershipRow | undefined> {
  const [row] = await tx.select().from(clientMembers).where(eq(clientMembers.userId, userId)).limit(1).for('update');
  return row;
}

export async function findMembership(db: Db, userId: number): Promise<MembershipRow | undefined> {
  const [row] = await db.select().from(clientMembers).where(eq(clientMembers.userId, userId)).limit(1);
  return row;
}

export interface MemberRow {
  id: number;
  nom: string | null;
  prenom: string | null;
  email: string;
  owner: boolean;
  createdAt: Date;
}

/** The company's members, owner first, then by arrival. */
export async function listMembers(db: Db, clientId: number): Promise<MemberRow[]> {
  return db
    .select({
      id: users.id,
      nom: users.nom,
      prenom: users.prenom,
      email: users.email,
      owner: clientMembers.owner,
      createdAt: clientMembers.createdAt,
    })
    .from(clientMembers)
    .innerJoin(users, eq(users.id, clientMembers.userId))
    .where(eq(clientMembers.clientId, clientId))
    .orderBy(desc(clientMembers.owner), asc(clientMembers.createdAt), asc(users.id));
}

export async function insertMember(db: Db, values: typeof clientMembers.$inferInsert): Promise<void> {
  await db.insert(clientMembers).values(values);
}

export async function deleteMembership(db: Db, userId: number): Promise<void> {
  await db.delete(clientMembers).where(eq(clientMembers.userId, userId));
}

/**
 * Who takes the company over when this user, its owner, erases their account: another member, never a banned
 * one, an active one first, then the longest-standing.
 */
export async function nextOwner(tx: Db, clientId: number, userId: number): Promise<number | undefined> {
  const [row] = await tx
    .select({ userId: clientMembers.userId })
    .from(clientMembers)
    .innerJoin(users, eq(users.id, clientMembers.userId))
    .where(
      and(
        eq(clientMembers.clientId, clientId),
        ne(clientMembers.userId, userId),
        isNull(users.deletedAt),
        // A member the staff banned never takes a company over (issue 28 §6).
        ne(users.etat, 'blocked'),
      ),
    )
    // An active member first (a pending company's members are all pending), then the longest-standing.
    .orderBy(sql`${users.etat} = 'active' DESC`, asc(clientMembers.createdAt), asc(clientMembers.userId))
    .limit(1);
  return row?.userId;
}

/** The company passes to another member (the owner erased their account): clients.user_id names the owner. */
export async function transferOwnership(tx: Db, clientId: number, from: number, to: number): Promise<void> {
  await tx.delete(clientMembers).where(eq(clientMembers.userId, from));
  await tx.update(clientMembers).set({ owner: true }).where(eq(clientMembers.userId, to));
  await tx.update(clients).set({ userId: to, updatedAt: new Date() }).where(eq(clients.id, clientId));
}

// ─── Former members (removed by the owner) ─────────────────────────────────────────────────────────────

/** The company a removed member left (a row is written by removeMember, deleted when the member returns). */
export async function findFormerMembership(db: Db, userId: number): Promise<{ clientId: number } | undefined> {
  const [row] = await db
    .select({ clientId: formerMembers.clientId })
    .from(formerMembers)
    .where(eq(formerMembers.userId, userId))
    .limit(1);
  return row;
}

export async function recordFormerMember(db: Db, userId: number, clientId: number, leftAt: Date): Promise<void> {
  await db
    .insert(formerMembers)
    .values({ userId, clientId, leftAt })
    .onConflictDoUpdate({ target: formerMembers.userId, set: { clientId, leftAt } });
}

export async function deleteFormerMembership(db: Db, userId: number): Promise<void> {
  await db.delete(formerMembers).where(eq(formerMembers.userId, userId));
}

// ─── Invitations ────────────────────────────────────────────────────────────────────────────────────────

export async function insertInvitation(db: Db, values: typeof teamInvitations.$inferInsert): Promise<InvitationRow> {
  const [row] = await db.insert(teamInvitations).values(values).returning();
  if (!row) throw new Error('insert team_invitations returned nothing');
  return row;
}

/** The company's invitations not used yet (expired ones included: the owner may resend them). */
export async function listPendingInvitations(db: Db, clientId: number): Promise<InvitationRow[]> {
  return db
    .select()
    .from(teamInvitations)
    .where(and(eq(teamInvitations.clientId, clientId), isNull(teamInvitations.usedAt)))
    .orderBy(desc(teamInvitations.createdAt), desc(teamInvitations.id));
}

/** A pending invitation of the company to this address (case-insensitive), locked. */
export async function lockPendingInvitationTo(tx: Db, clientId: number, email: string): Promise<InvitationRow | undefined> {
  const [row] = await tx
    .select()
    .from(teamInvitations)
    .where(
      and(
        eq(teamInvitations.clientId, clientId),
        isNull(teamInvitations.usedAt),
        sql`lower(${teamInvitations.email}) = ${email.toLowerCase()}`,
      ),
    )
    .limit(1)
    .for('update');
  return row;
}

export async function lockInvitation(tx: Db, id: number): Promise<InvitationRow | undefined> {
  const [row] = await tx.select().from(teamInvitations).where(eq(teamInvitations.id, id)).limit(1).for('update');
  return row;
}

/** The invitation a link names, if it is still usable (not used, not expired), locked. */
/** The live invitation a link names (its route declares `team_invite`), locked for joinTeam. */
export async function lockUsableInvitation(
  tx: Db,
  link: LinkProof<'team_invite'>,
  now: Date,
): Promise<InvitationRow | undefined> {
  const [row] = await tx
    .select()
    .from(teamInvitations)
    .where(and(eq(teamInvitations.tokenHash, link.tokenHash), isNull(teamInvitations.usedAt), gt(teamInvitations.expiresAt, now)))
    .limit(1)
    .for('update');
  return row;
}

export async function renewInvitation(db: Db, id: number, tokenHash: string, expiresAt: Date): Promise<InvitationRow> {
  const [row] = await db
    .update(teamInvitations)
    .set({ tokenHash, expiresAt, createdAt: new Date() })
    .where(eq(teamInvitations.id, id))
    .returning();
  if (!row) throw new Error('update team_invitations returned nothing');
  return row;
}

export async function markInvitationUsed(db: Db, id: number, now: Date): Promise<void> {
  await db.update(teamInvitations).set({ usedAt: now }).where(eq(teamInvitations.id, id));
}

export async function deleteInvitation(db: Db, id: number): Promise<void> {
  await db.delete(teamInvitations).where(eq(teamInvitations.id, id));
}

/** The owner's account of a company: its état is the company's (DECISIONS §6.3). */
export async function companyOwner(db: Db, clientId: number): Promise<{ id: number; etat: string } | undefined> {
  const [row] = await db
    .select({ id: users.id, etat: users.etat })
    .from(clients)
    .innerJoin(users, eq(users.id, clients.userId))
    .where(eq(clients.id, clientId))
    .limit(1);
  return row;
}

/** A usable invitation (not used, not expired) and its company's name, without locking (the join page). */
export async function findUsableInvitation(
  db: Db,
  link: LinkProof<'team_invite'>,
  now: Date,
): Promise<{ email: string; nomEntreprise: string } | undefined> {
  const [row] = await db
    .select({ email: teamInvitations.email, nomEntreprise: clients.nomEntreprise })
    .from(teamInvitations)
    .innerJoin(clients, eq(clients.id, teamInvitations.clientId))
    .where(and(eq(teamInvitations.tokenHash, link.tokenHash), isNull(teamInvitations.usedAt), gt(teamInvitations.expiresAt, now)))
    .limit(1);
  return row;
}
