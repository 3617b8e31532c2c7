import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { appSettings } from '../../db/schema/index.js';

/**
 * Run-time settings (app_settings). Read on every protected call, so each value is cached for a few
 * seconds: a change made on one instance reaches the others within that delay.
 */
const CACHE_MS = 5_000;
const cache = new Map<string, { value: unknown; at: number }>();

export const SETTING_ADMIN_TWO_FACTOR = 'require_admin_two_factor';

export async function readSetting<T>(db: Db, key: string, fallback: T): Promise<T> {
  const hit = cache.get(key);
  if (hit && Date.now() - hit.at < CACHE_MS) return hit.value as T;
  const [row] = await db.select().from(appSettings).where(eq(appSettings.key, key)).limit(1);
  const value = (row?.value ?? fallback) as T;
  cache.set(key, { value, at: Date.now() });
  return value;
}

export async function writeSetting(db: Db, key: string, value: unknown): Promise<void> {
  await db
    .insert(appSettings)
    .values({ key, value })
    .onConflictDoUpdate({ target: appSettings.key, set: { value, updatedAt: new Date() } });
  cache.delete(key);
}
