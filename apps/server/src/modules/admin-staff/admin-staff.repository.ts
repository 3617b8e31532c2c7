import { asc, desc, inArray, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { users } from '../../db/schema/index.js';
import type { UserRow } from '../accounts/accounts.repository.js';

/** The staff accounts: root first, then the newest (index users_role_etat_idx). */
export async function staffAccounts(db: Db): Promise<UserRow[]> {
  return db
    .select()
    .from(users)
    .where(inArray(users.role, ['admin', 'root']))
    .orderBy(asc(sql`${users.role} <> 'root'`), desc(users.createdAt), desc(users.id));
}
