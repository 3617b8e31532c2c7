import { type CreateAdminBody, MSG, type StaffAccount } from '@passerelle/shared';
import { asc, desc, inArray, sql } from 'drizzle-orm';
import type { AppContext } from '../../context.js';
import { users } from '../../db/schema/index.js';
import { AppError, invalidField, isUniqueViolation } from '../../lib/errors.js';
import { isCommonPassword } from '../../lib/passwords.js';
import type { AuthContext } from '../../plugins/app/auth.js';
import { findUserByEmail, recordAdminAction, type UserRow } from '../accounts/accounts.repository.js';
import { ensureStaffAccount } from '../accounts/accounts.service.js';

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

/** getAdmins: root accounts first, then the newest (index users_role_etat_idx). */
export async function listStaff(ctx: AppContext): Promise<StaffAccount[]> {
  const rows = await ctx.db
    .select()
    .from(users)
    .where(inArray(users.role, ['admin', 'root']))
    .orderBy(asc(sql`${users.role} <> 'root'`), desc(users.createdAt), desc(users.id));
  return rows.map(presentStaff);
}

const emailTaken = () => new AppError(409, MSG.emailTaken, { email: MSG.emailTaken });

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
  if (await isCommonPassword(body.password)) throw invalidField('password', MSG.passwordTooCommon);
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
