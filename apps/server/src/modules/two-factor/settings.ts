import type { Db } from '../../db/client.js';
import { findSettingValue, upsertSetting } from './settings.repository.js';

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
  const value = ((await findSettingValue(db, key)) ?? fallback) as T;
  cache.set(key, { value, at: Date.now() });
  return value;
}

export async function writeSetting(db: Db, key: string, value: unknown): Promise<void> {
  await upsertSetting(db, key, value);
  cache.delete(key);
}
