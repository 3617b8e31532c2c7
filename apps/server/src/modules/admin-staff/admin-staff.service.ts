import type { CreateAdminBody, Role, StaffAccount } from '@passerelle/shared';
import type { AppContext } from '../../context.js';
import type { Db } from '../../db/client.js';
import { failField, isUniqueViolation } from '../../lib/errors.js';
import { hashPassword, isCommonPassword } from '../../lib/passwords.js';
import type { AuthContext } from '../../plugins/app/auth.js';
import * as repo from '../accounts/accounts.repository.js';
import { findUserByEmail, recordAdminAction, type UserRow } from '../accounts/accounts.repository.js';
import { staffAccounts } from './admin-staff.repository.js';

/**
 * The staff accounts, for root (admin shell, Administrateurs): the list and the creation of an
 * administrator. Disabling and re-enabling one are /api/users/ban and unban, which root may already do.
 */

function presentStaff(row: UserRow): StaffAccount {
  return {
    id: row.id,
    email: row.email,
    nom: row.nom,
    prenom: row.prenom,
    role: row.role === 'root' ? 'root' : 'admin',
    etat: row.etat as StaffAccount['etat'],
    createdAt: row.createdAt.toISOString(),
    lastSeenAt: row.lastSeenAt?.toISOString() ?? null,
  };
}

/** getAdmins: root accounts first, then the newest. */
export async function listStaff(ctx: AppContext): Promise<StaffAccount[]> {
  return (await staffAccounts(ctx.db)).map(presentStaff);
}

const emailTaken = () => failField('account.email_taken', 'email');

/**
 * createAdmin: a verified, active administrator (the same path as ADMIN_EMAIL and `npm run admin`),
 * recorded in the admin action log. Unlike the command line it never promotes an existing account: a
 * client or candidate e-mail is refused (409).
 */
export async function createAdmin(
  ctx: AppContext,
  actor: AuthContext,
  body: CreateAdminBody,
  ip: string | null,
): Promise<StaffAccount> {
  if (await isCommonPassword(body.password)) throw failField('account.password_too_common', 'password');
  if (await findUserByEmail(ctx.db, body.email)) throw emailTaken();
  try {
    return await ctx.db.transaction(async (tx) => {
      const { created } = await ensureStaffAccount(tx, {
        email: body.email,
        password: body.password,
        role: 'admin',
        resetPassword: false,
      });
      // Another request created this e-mail in between: the rollback undoes the promotion.
      if (!created) throw emailTaken();
      const row = await findUserByEmail(tx, body.email);
      if (!row) throw new Error('createAdmin: the new account is missing');
      await recordAdminAction(tx, {
        actorId: actor.user.id,
        action: 'create_admin',
        targetUserId: row.id,
        targetType: 'user',
        targetId: row.id,
        details: row.email,
        ip,
      });
      return presentStaff(row);
    });
  } catch (error) {
    if (isUniqueViolation(error)) throw emailTaken();
    throw error;
  }
}

/**
 * Creates or promotes a staff account (ADMIN_EMAIL at start, `npm run admin -- create`): verified,
 * active, with this role. The password is set when the account is created, or when `resetPassword` asks.
 */
export async function ensureStaffAccount(
  db: Db,
  input: { email: string; password: string; role: Extract<Role, 'admin' | 'root'>; resetPassword: boolean },
): Promise<{ created: boolean }> {
  const email = input.email.trim().toLowerCase();
  const existing = await repo.findUserByEmail(db, email);
  if (!existing) {
    await repo.insertUser(db, {
      email,
      passwordHash: await hashPassword(input.password),
      role: input.role,
      etat: 'active',
      emailVerifiedAt: new Date(),
    });
    return { created: true };
  }
  await repo.updateUser(db, existing.id, {
    role: input.role,
    etat: 'active',
    emailVerifiedAt: existing.emailVerifiedAt ?? new Date(),
    ...(input.resetPassword ? { passwordHash: await hashPassword(input.password) } : {}),
  });
  if (input.resetPassword) await repo.revokeUserSessions(db, existing.id);
  return { created: false };
}
