import { ADMIN_ROLES } from '@passerelle/shared';
import { and, gt, inArray, isNull } from 'drizzle-orm';
import type { Db } from '../../../db/client.js';
import { sessions, users } from '../../../db/schema/index.js';
import type { UserRow } from '../../../modules/accounts/accounts.repository.js';

/** The socket layer's queries: presence, the sessions its sockets stand on, the staff's room. */

/** These users had a live connection now (the mail digest skips users seen in the last 15 minutes). */
export async function markSeen(db: Db, userIds: readonly number[]): Promise<void> {
  if (userIds.length === 0) return;
  await db
    .update(users)
    .set({ lastSeenAt: new Date() })
    .where(inArray(users.id, [...userIds]));
}

/** Of these sessions, those still live: neither revoked nor expired. */
export async function liveSessionIds(db: Db, sessionIds: readonly string[]): Promise<Set<string>> {
  if (sessionIds.length === 0) return new Set();
  const rows = await db
    .select({ id: sessions.id })
    .from(sessions)
    .where(and(inArray(sessions.id, [...sessionIds]), isNull(sessions.revokedAt), gt(sessions.expiresAt, new Date())));
  return new Set(rows.map((row) => row.id));
}

/** The staff's accounts not erased (or those of them among `userIds`): who may be in the staff room is read from them. */
export async function staffAccounts(db: Db, userIds?: readonly number[]): Promise<UserRow[]> {
  if (userIds?.length === 0) return [];
  const conditions = [inArray(users.role, [...ADMIN_ROLES]), isNull(users.deletedAt)];
  if (userIds) conditions.push(inArray(users.id, [...userIds]));
  return db
    .select()
    .from(users)
    .where(and(...conditions));
}
