import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { platformSettings, users } from '../../db/schema/index.js';

/** Queries of the settings module: the one row of platform_settings (id 1). */

export type SettingsRow = typeof platformSettings.$inferSelect;

export interface SettingsWithAuthor {
  settings: SettingsRow;
  author: { nom: string | null; prenom: string | null } | null;
}

/** The row and who changed it last; undefined only before the migration's row exists. */
export async function findSettings(db: Db): Promise<SettingsWithAuthor | undefined> {
  const [row] = await db
    .select({ settings: platformSettings, nom: users.nom, prenom: users.prenom, authorId: users.id })
    .from(platformSettings)
    .leftJoin(users, eq(users.id, platformSettings.updatedBy))
    .where(eq(platformSettings.id, 1))
    .limit(1);
  if (!row) return undefined;
  return { settings: row.settings, author: row.authorId === null ? null : { nom: row.nom, prenom: row.prenom } };
}

/** Locks the row until the transaction ends (two roots saving at once apply one after the other). */
export async function lockSettings(tx: Db): Promise<SettingsRow> {
  await tx.insert(platformSettings).values({ id: 1 }).onConflictDoNothing();
  const [row] = await tx.select().from(platformSettings).where(eq(platformSettings.id, 1)).for('update');
  if (!row) throw new Error('platform_settings has no row');
  return row;
}

export async function updateSettings(tx: Db, patch: Partial<Omit<typeof platformSettings.$inferInsert, 'id'>>): Promise<void> {
  await tx
    .update(platformSettings)
    .set({ ...patch, updatedAt: new Date() })
    .where(eq(platformSettings.id, 1));
}
