import { and, asc, desc, eq, isNull } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { clientMembers, users } from '../../db/schema/index.js';

/**
 * Who on the client side hears about a mission's activity (CRA submitted, invoice issued): every member of
 * the company whose account is still there (DECISIONS §6.3), the owner first.
 */
export async function clientSideRecipients(db: Db, clientId: number): Promise<{ userId: number; email: string }[]> {
  return db
    .select({ userId: users.id, email: users.email })
    .from(clientMembers)
    .innerJoin(users, eq(users.id, clientMembers.userId))
    .where(and(eq(clientMembers.clientId, clientId), isNull(users.deletedAt)))
    .orderBy(desc(clientMembers.owner), asc(clientMembers.createdAt));
}
