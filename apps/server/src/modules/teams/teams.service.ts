import {
  type Invitation,
  type InviteMemberBody,
  type JoinTeamBody,
  type Member,
  paths,
  type User,
  type UserEtat,
} from '@passerelle/shared';
import type { AppContext } from '../../context.js';
import type { Db } from '../../db/client.js';
import { fail, isUniqueViolation } from '../../lib/errors.js';
import { appLink } from '../../lib/mail/links.js';
import { teamInvitationMail } from '../../lib/mail/team-templates.js';
import { hashPassword } from '../../lib/passwords.js';
import { newLinkToken } from '../../lib/tokens.js';
import type { LinkProof } from '../../plugins/app/access.js';
import type { AuthContext } from '../../plugins/app/auth.js';
import { callerCompany, ownedCompany, requireAccess } from '../access/access.service.js';
import { presentUser } from '../accounts/accounts.presenter.js';
import * as accounts from '../accounts/accounts.repository.js';
import { assertAcceptablePassword } from '../accounts/passwords.service.js';
import { openSession, type RequestMeta } from '../accounts/sessions.service.js';
import { html } from '../notifications/notification-html.js';
import { announce, notify } from '../notifications/notifications.service.js';
import * as repo from './teams.repository.js';

/**
 * Client teams (DECISIONS §6.3, issue 18). The owner invites by e-mail and removes members; every
 * member sees the team. The invitee's account is created by the link (verified: the link proves the
 * address), with the company's état, and joins the company in the same transaction.
 */

/** An invitation link lives 7 days (DECISIONS §6.3). */
export const INVITATION_TTL_MS = 7 * 24 * 3600 * 1000;

const fullName = (user: { prenom: string | null; nom: string | null }) =>
  [user.prenom, user.nom].filter(Boolean).join(' ') || 'Un membre de votre entreprise';

function presentMember(row: repo.MemberRow): Member {
  return {
    id: row.id,
    nom: row.nom ?? '',
    prenom: row.prenom ?? '',
    email: row.email,
    owner: row.owner,
    createdAt: row.createdAt.toISOString(),
  };
}

function presentInvitation(row: repo.InvitationRow, now: Date): Invitation {
  return {
    id: row.id,
    email: row.email,
    createdAt: row.createdAt.toISOString(),
    expiresAt: row.expiresAt.toISOString(),
    expired: row.expiresAt <= now,
  };
}

function sendInvitation(ctx: AppContext, auth: AuthContext, company: string, to: string, token: string): void {
  const link = appLink(ctx, paths.joinTeam(token));
  ctx.mailer.send(teamInvitationMail(to, { company, inviter: fullName(auth.user), link }));
}

/**
 * The account an invited address already has: none (undefined), or one this company's owner removed,
 * which the link reopens. Any other account (any role, erased ones aside: their address is gone) is
 * refused without saying which role (issue 18, bad input).
 */
async function returningMember(db: Db, clientId: number, email: string): Promise<accounts.UserRow | undefined> {
  const user = await accounts.findUserByEmail(db, email);
  if (!user) return undefined;
  const former = await repo.findFormerMembership(db, user.id);
  if (former?.clientId === clientId && user.role === 'client' && !user.deletedAt) return user;
  throw fail('team.email_taken');
}

/** inviteMember: inviting an address again renews its pending invitation. */
export async function inviteMember(ctx: AppContext, auth: AuthContext, body: InviteMemberBody): Promise<void> {
  const client = await ownedCompany(ctx.db, auth);
  await returningMember(ctx.db, client.id, body.email);
  const { token, hash } = newLinkToken();
  const expiresAt = new Date(Date.now() + INVITATION_TTL_MS);
  await ctx.db.transaction(async (tx) => {
    const pending = await repo.lockPendingInvitationTo(tx, client.id, body.email);
    if (pending) await repo.renewInvitation(tx, pending.id, hash, expiresAt);
    else
      await repo.insertInvitation(tx, {
        clientId: client.id,
        email: body.email,
        tokenHash: hash,
        invitedBy: auth.user.id,
        expiresAt,
      });
  });
  sendInvitation(ctx, auth, client.nomEntreprise, body.email, token);
}

export async function listInvitations(ctx: AppContext, auth: AuthContext): Promise<Invitation[]> {
  const client = await ownedCompany(ctx.db, auth);
  const now = new Date();
  return (await repo.listPendingInvitations(ctx.db, client.id)).map((row) => presentInvitation(row, now));
}

/** resendInvitation: a new link for 7 more days; the previous link stops working. */
export async function resendInvitation(ctx: AppContext, auth: AuthContext, id: number): Promise<void> {
  const client = await ownedCompany(ctx.db, auth);
  await requireAccess(ctx.db, auth, 'invitation.manage', [id]);
  const { token, hash } = newLinkToken();
  const email = await ctx.db.transaction(async (tx) => {
    const invitation = await repo.lockInvitation(tx, id);
    if (!invitation || invitation.usedAt) throw fail('team.invitation_not_found');
    await returningMember(tx, client.id, invitation.email);
    await repo.renewInvitation(tx, invitation.id, hash, new Date(Date.now() + INVITATION_TTL_MS));
    return invitation.email;
  });
  sendInvitation(ctx, auth, client.nomEntreprise, email, token);
}

export async function revokeInvitation(ctx: AppContext, auth: AuthContext, id: number): Promise<void> {
  await ownedCompany(ctx.db, auth);
  await requireAccess(ctx.db, auth, 'invitation.manage', [id]);
  await ctx.db.transaction(async (tx) => {
    const invitation = await repo.lockInvitation(tx, id);
    if (!invitation || invitation.usedAt) throw fail('team.invitation_not_found');
    await repo.deleteInvitation(tx, invitation.id);
  });
}

/**
 * joinTeam: the link's token (sb-tkn) names a live invitation; the new account is a verified client of
 * the company, with its owner's état (DECISIONS §6.3), its profile done (the company's is), and a session.
 * A member the owner removed comes back in the same account: the name and password of the form, the
 * company's état, every older session ended. Accepting the terms is said on the page that sends this call.
 */
export async function joinTeam(
  ctx: AppContext,
  link: LinkProof<'team_invite'>,
  body: JoinTeamBody,
  meta: RequestMeta,
): Promise<{ user: User; token: string }> {
  await assertAcceptablePassword(body.password);
  const passwordHash = await hashPassword(body.password);
  try {
    const { notified, ...signedIn } = await ctx.db.transaction(async (tx) => {
      const now = new Date();
      const invitation = await repo.lockUsableInvitation(tx, link, now);
      if (!invitation) throw fail('auth.link_invalid');
      const returning = await returningMember(tx, invitation.clientId, invitation.email);
      const owner = await repo.companyOwner(tx, invitation.clientId);
      if (!owner) throw fail('auth.link_invalid');
      const etat = owner.etat as UserEtat;
      let userId: number;
      if (returning) {
        userId = returning.id;
        await accounts.revokeUserSessions(tx, userId);
        await repo.deleteFormerMembership(tx, userId);
        // Whoever reads the invitation chooses the password: the second factor of before goes with the old one
        // (it would otherwise guard nothing, or lock the person out), and is set up again from « Mon compte ».
        await accounts.updateUser(tx, userId, {
          passwordHash,
          etat,
          emailVerifiedAt: returning.emailVerifiedAt ?? now,
          cguAcceptedAt: now,
          totpSecret: null,
          totpPendingSecret: null,
          totpEnabledAt: null,
          totpLastStep: null,
          totpRecovery: [],
        });
      } else {
        const created = await accounts.insertUser(tx, {
          email: invitation.email,
          passwordHash,
          role: 'client',
          etat,
          emailVerifiedAt: now,
          cguAcceptedAt: now,
        });
        userId = created.id;
      }
      const user = await accounts.updateUser(tx, userId, { nom: body.nom, prenom: body.prenom, profileDone: true });
      if (!user) throw new Error('joinTeam: the account vanished');
      await repo.insertMember(tx, { userId, clientId: invitation.clientId, owner: false });
      await repo.markInvitationUsed(tx, invitation.id, now);
      // The owner learns that the colleague arrived.
      const notified = await notify(tx, {
        userId: owner.id,
        titre: 'other',
        content: html`<strong>${body.prenom} ${body.nom}</strong> a rejoint votre équipe.`,
        url: paths.dashboard.client.team,
      });
      return { user: presentUser(user), token: await openSession(ctx, tx, userId, meta), notified };
    });
    announce(ctx, notified);
    return signedIn;
  } catch (error) {
    // The address registered meanwhile: the unique key decides.
    if (isUniqueViolation(error, 'users_email_lower_key')) throw fail('team.email_taken');
    throw error;
  }
}

/** teamInvitation: the address the link creates an account for, and the company it joins. */
export async function readInvitation(
  ctx: AppContext,
  link: LinkProof<'team_invite'>,
): Promise<{ email: string; nomEntreprise: string }> {
  const invitation = await repo.findUsableInvitation(ctx.db, link, new Date());
  if (!invitation) throw fail('auth.link_invalid');
  return invitation;
}

export async function listMembers(ctx: AppContext, auth: AuthContext): Promise<Member[]> {
  const client = await callerCompany(ctx.db, auth, { refusal: 'team.no_company' });
  return (await repo.listMembers(ctx.db, client.id)).map(presentMember);
}

/** Staff: a company's members (client panel). */
export async function staffListMembers(ctx: AppContext, clientId: number): Promise<Member[]> {
  if (!(await repo.companyOwner(ctx.db, clientId))) throw fail('profile.not_found');
  return (await repo.listMembers(ctx.db, clientId)).map(presentMember);
}

/**
 * removeMember (owner; never the owner): the member leaves the company and its account is closed
 * (`blocked`: it can no longer log in); its sessions end at once and its sockets close. What it wrote
 * for the company (comments, votes, offers) stays the company's. The account is recorded as the
 * company's former member: its owner may invite the address again (joinTeam reopens the account);
 * the person's own data requests go to the staff (docs/personal-data.md).
 */
export async function removeMember(ctx: AppContext, auth: AuthContext, userId: number, ip: string | null): Promise<void> {
  const client = await ownedCompany(ctx.db, auth);
  if (userId === auth.user.id) throw fail('team.cannot_remove_owner');
  await requireAccess(ctx.db, auth, 'member.remove', [userId]);
  await ctx.db.transaction(async (tx) => {
    const membership = await repo.lockMembership(tx, userId);
    if (!membership) throw fail('team.member_not_found');
    if (membership.owner) throw fail('team.cannot_remove_owner');
    const member = await accounts.findUserById(tx, userId);
    await repo.deleteMembership(tx, userId);
    // An account the staff had blocked stays theirs to reopen: the company cannot invite it back.
    if (member?.etat !== 'blocked') await repo.recordFormerMember(tx, userId, client.id, new Date());
    await accounts.updateUser(tx, userId, { etat: 'blocked' });
    await accounts.revokeUserSessions(tx, userId);
    await accounts.recordAdminAction(tx, {
      actorId: auth.user.id,
      action: 'remove_member',
      targetUserId: userId,
      targetType: 'client',
      targetId: client.id,
      ip,
    });
  });
  ctx.events.emit('account.blocked', { userId, actorId: auth.user.id });
}
