import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../../db/client.js';
import { normalizeTag } from '../../lib/skills/normalize.js';
import { type SkillVocabulary, shippedVocabularyVersion } from '../../lib/skills/vocabulary.js';
import { SkillCatalog } from './skill-catalog.js';
import * as repo from './skills.repository.js';

/**
 * Skill keys (DECISIONS §5, §6.1): what matching compares. A tag's key is its canonical skill's normalised
 * label when the vocabulary knows it (`ReactJS`, `react.js` → `react`), else its own normalised form (a free
 * tag). Rows keep the tags as typed, for display, and their keys position by position.
 */

/** The key of each tag, in order (two spellings of one skill give the same key twice). */
export function keysOf(vocab: SkillVocabulary, tags: readonly string[]): string[] {
  return tags.map((tag) => vocab.resolve(tag).key);
}

/** A candidate's skills as typed, and their keys, for the candidates table. */
export function skillColumns(vocab: SkillVocabulary, skills: readonly string[]) {
  return { skills: [...skills], skillsNorm: keysOf(vocab, skills) };
}

/** Technologies as typed, and their keys (offers, experiences). */
export function techColumns(vocab: SkillVocabulary, tech: readonly string[]) {
  return { tech: [...tech], techNorm: keysOf(vocab, tech) };
}

/**
 * Alerts keep each skill once (a skill under two spellings counts once in n, DECISIONS §6.1): of tags and
 * their keys, position by position, the first spelling of each key, in order; a tag with no key is dropped.
 */
function firstOfEachKey(tags: readonly string[], keys: readonly string[]): { tags: string[]; keys: string[] } {
  const seen = new Map<string, string>();
  tags.forEach((tag, i) => {
    const key = keys[i] ?? '';
    if (key !== '' && !seen.has(key)) seen.set(key, tag);
  });
  return { tags: [...seen.values()], keys: [...seen.keys()] };
}

/** An alert's skills as typed (trimmed) and their keys, each skill once (the alert tables). */
export function alertSkillColumns(vocab: SkillVocabulary, skills: readonly string[]) {
  const trimmed = skills.map((skill) => skill.trim());
  const { tags, keys } = firstOfEachKey(trimmed, keysOf(vocab, trimmed));
  return { skills: tags, skillsNorm: keys };
}

const sameKeys = (a: readonly string[], b: readonly string[]) => a.length === b.length && a.every((key, i) => key === b[i]);

/** A row's keys (and, for the alert tables, its tags, each skill once) with this vocabulary; null when unchanged. */
function rekeyed(vocab: SkillVocabulary, table: repo.TaggedTable, row: repo.TaggedRow): repo.RekeyedRow | null {
  const keys = keysOf(vocab, row.tags);
  if (!repo.isDistinct(table)) return sameKeys(keys, row.keys ?? []) ? null : { id: row.id, keys };
  const distinct = firstOfEachKey(row.tags, keys);
  return sameKeys(distinct.keys, row.keys ?? []) && sameKeys(distinct.tags, row.tags) ? null : { id: row.id, ...distinct };
}

/** Rows read and written per transaction by the start step. */
const BATCH = 2000;

export interface RefreshReport {
  /** False when the stored keys were already those of this vocabulary. */
  ran: boolean;
  /** Rows whose keys changed, per table. */
  changed: Record<string, number>;
  ms: number;
}

/**
 * The start step that resolves the stored keys (after the migrations, before serving: server.ts, the
 * commands). The keys were computed with some vocabulary: when app_settings does not name this one
 * (`shippedVocabularyVersion`: a new vocabulary.json or key format shipped, or the data predates issue 15),
 * every tagged row (profiles, experiences, offers, both kinds of alerts) is read again, by id, BATCH at a
 * time, each batch in its own short transaction that holds the vocabulary lock shared and resolves with the
 * shipped vocabulary plus the staff's additions; only the rows whose keys differ are written (an alert whose
 * two spellings became one skill keeps the first). Then the version is recorded. Idempotent: an interrupted
 * run is simply run again at the next start, and two instances starting together converge on the same keys.
 */
export async function refreshSkillKeys(
  db: Db,
  log?: Pick<FastifyBaseLogger, 'info'>,
  batch: number = BATCH,
): Promise<RefreshReport> {
  const started = performance.now();
  const version = shippedVocabularyVersion();
  const changed: Record<string, number> = {};
  if ((await repo.readKeysVersion(db)) === version) return { ran: false, changed, ms: performance.now() - started };
  const catalog = new SkillCatalog(db);
  for (const table of repo.TAGGED_TABLES) {
    changed[table] = 0;
    for (let after = 0; ; ) {
      const read = await db.transaction(async (tx) => {
        const vocab = await catalog.forWrite(tx);
        const rows = await repo.readTaggedRows(tx, table, after, batch);
        const stale = rows.flatMap((row) => rekeyed(vocab, table, row) ?? []);
        await repo.writeKeys(tx, table, stale);
        changed[table] = (changed[table] ?? 0) + stale.length;
        return rows;
      });
      if (read.length < batch) break;
      after = (read[read.length - 1] as repo.TaggedRow).id;
    }
  }
  // The search records keep keys only (for the statistics): a key resolves as its tag would.
  changed.search_events = 0;
  for (let after = 0; ; ) {
    const read = await db.transaction(async (tx) => {
      const vocab = await catalog.forWrite(tx);
      const rows = await repo.readSearchKeys(tx, after, batch);
      const stale = rows.flatMap((row) => {
        const keys = [...new Set(row.keys.map((key) => vocab.resolve(normalizeTag(key)).key))];
        return sameKeys(keys, row.keys) ? [] : [{ id: row.id, keys }];
      });
      await repo.writeSearchKeys(tx, stale);
      changed.search_events = (changed.search_events ?? 0) + stale.length;
      return rows;
    });
    if (read.length < batch) break;
    after = (read[read.length - 1] as { id: number }).id;
  }
  await repo.writeKeysVersion(db, version);
  const ms = performance.now() - started;
  log?.info({ version, changed, ms: Math.round(ms) }, 'skill keys resolved with the current vocabulary');
  return { ran: true, changed, ms };
}
