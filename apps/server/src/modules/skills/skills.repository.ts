import { asc, gt, sql } from 'drizzle-orm';
import { type Db, preparedStatement, queryRows } from '../../db/client.js';
import {
  appSettings,
  candidateAlerts,
  candidates,
  clientAlerts,
  experiences,
  offers,
  searchEvents,
  skillAdditions,
} from '../../db/schema/index.js';

/**
 * The skill vocabulary's storage (DECISIONS §6.1): the staff's additions, the lock that orders them against
 * the writes that compute keys, the key columns of the tagged tables, and the free tags in use.
 */

/**
 * Staff changes to the vocabulary and the writes that compute skill keys are ordered by one advisory lock:
 * a write holds it shared from the moment it reads the vocabulary's version until it commits, a staff change
 * holds it exclusive. So no row is ever written with keys of a vocabulary older than the last committed
 * change (see skill-catalog.ts), and additions commit in the order of their ids.
 */
const VOCABULARY_LOCK = 727_274_015;

export async function lockVocabulary(tx: Db, mode: 'shared' | 'exclusive'): Promise<void> {
  await tx.execute(
    mode === 'shared'
      ? sql`SELECT pg_advisory_xact_lock_shared(${VOCABULARY_LOCK}::bigint)`
      : sql`SELECT pg_advisory_xact_lock(${VOCABULARY_LOCK}::bigint)`,
  );
}

export type SkillAdditionRow = typeof skillAdditions.$inferSelect;

/** The id of the last addition, 0 when none: the vocabulary's version. */
/** The vocabulary's version, asked before every resolution (skill-catalog.ts): prepared, written once. */
const latestAddition = preparedStatement<{ id: number }, Record<string, never>>(
  () => sql`SELECT coalesce(max(${skillAdditions.id}), 0)::int AS id FROM ${skillAdditions}`,
  [],
);

export async function latestAdditionId(db: Db): Promise<number> {
  const [row] = await latestAddition(db, {});
  return row?.id ?? 0;
}

export async function additionsAfter(db: Db, id: number): Promise<SkillAdditionRow[]> {
  return db.select().from(skillAdditions).where(gt(skillAdditions.id, id)).orderBy(asc(skillAdditions.id));
}

export async function insertAddition(
  tx: Db,
  values: { kind: 'alias' | 'skill'; label: string; aliases: string[]; createdBy: number },
): Promise<SkillAdditionRow> {
  const [row] = await tx.insert(skillAdditions).values(values).returning();
  if (!row) throw new Error('insert skill_additions returned nothing');
  return row;
}

/**
 * A table whose rows carry tags as typed and, position by position, their keys. The alerts keep each skill
 * once (`distinct`): when two of an alert's spellings come to name one skill, the first stays.
 */
export type TaggedTable = 'candidates' | 'experiences' | 'offers' | 'client_alerts' | 'client_alerts_plus' | 'candidate_alerts';

const TAGGED = {
  candidates: { table: candidates, id: candidates.id, tags: candidates.skills, keys: candidates.skillsNorm, distinct: false },
  experiences: { table: experiences, id: experiences.id, tags: experiences.tech, keys: experiences.techNorm, distinct: false },
  offers: { table: offers, id: offers.id, tags: offers.tech, keys: offers.techNorm, distinct: false },
  client_alerts: {
    table: clientAlerts,
    id: clientAlerts.id,
    tags: clientAlerts.skills,
    keys: clientAlerts.skillsNorm,
    distinct: true,
  },
  /** The client alerts' nice-to-have skills (DECISIONS §6.8), a list of their own. */
  client_alerts_plus: {
    table: clientAlerts,
    id: clientAlerts.id,
    tags: clientAlerts.skillsPlus,
    keys: clientAlerts.skillsPlusNorm,
    distinct: true,
  },
  candidate_alerts: {
    table: candidateAlerts,
    id: candidateAlerts.id,
    tags: candidateAlerts.skills,
    keys: candidateAlerts.skillsNorm,
    distinct: true,
  },
} as const;

export const TAGGED_TABLES = Object.keys(TAGGED) as TaggedTable[];

/** Whether the table keeps each skill once (the alerts). */
export const isDistinct = (name: TaggedTable): boolean => TAGGED[name].distinct;

export interface TaggedRow {
  id: number;
  tags: string[];
  keys: string[];
}

/** A row's new keys; for a `distinct` table its tags too (a skill's second spelling dropped). */
export interface RekeyedRow {
  id: number;
  keys: string[];
  tags?: string[];
}

/** Up to `limit` rows of the table after id `after`, by id: their tags and keys. */
export async function readTaggedRows(db: Db, name: TaggedTable, after: number, limit: number): Promise<TaggedRow[]> {
  const t = TAGGED[name];
  return queryRows<TaggedRow>(
    db,
    sql`SELECT ${t.id} AS id, ${t.tags} AS tags, ${t.keys} AS keys FROM ${t.table} WHERE ${t.id} > ${after} ORDER BY ${t.id} LIMIT ${limit}`,
  );
}

/** Writes new keys (and tags, when given) on these rows (one statement: the rows travel as one JSON parameter). */
export async function writeKeys(tx: Db, name: TaggedTable, rows: readonly RekeyedRow[]): Promise<void> {
  if (rows.length === 0) return;
  const t = TAGGED[name];
  const keys = sql.identifier(t.keys.name);
  const tags = sql.identifier(t.tags.name);
  await tx.execute(
    sql`UPDATE ${t.table} SET ${keys} = v.keys, ${tags} = coalesce(v.tags, ${t.tags})
          FROM jsonb_to_recordset(${JSON.stringify(rows)}::jsonb) AS v(id int, keys text[], tags text[])
         WHERE ${t.id} = v.id`,
  );
}

/** Up to `limit` search records after id `after`: the keys the client searched (no typed form is kept). */
export async function readSearchKeys(db: Db, after: number, limit: number): Promise<{ id: number; keys: string[] }[]> {
  return queryRows(
    db,
    sql`SELECT ${searchEvents.id} AS id, ${searchEvents.skills} AS keys FROM ${searchEvents}
         WHERE ${searchEvents.id} > ${after} ORDER BY ${searchEvents.id} LIMIT ${limit}`,
  );
}

export async function writeSearchKeys(tx: Db, rows: readonly { id: number; keys: string[] }[]): Promise<void> {
  if (rows.length === 0) return;
  await tx.execute(
    sql`UPDATE ${searchEvents} SET skills = v.keys
          FROM jsonb_to_recordset(${JSON.stringify(rows)}::jsonb) AS v(id int, keys text[])
         WHERE ${searchEvents.id} = v.id`,
  );
}

/** A text[] of bound parameters. */
function textArray(values: readonly string[]): ReturnType<typeof sql> {
  return sql`ARRAY[${sql.join(
    values.map((v) => sql`${v}`),
    sql`, `,
  )}]::text[]`;
}

/**
 * Every key of `from` becomes `to`, in place, in every tagged table and in the search records (the tags as
 * typed stay): the staff made those free tags spellings of a canonical skill. An alert that now names the
 * skill twice keeps its first spelling (as `firstOfEachKey`, skill-keys.ts, does when it is created).
 * Returns how many tagged rows changed. A candidate's row is stamped by its trigger, so the search's index
 * reads it again.
 */
export async function retag(tx: Db, from: readonly string[], to: string): Promise<number> {
  const keys = textArray(from);
  const newKey = (k: ReturnType<typeof sql>) => sql`CASE WHEN ${k} = ANY(${keys}) THEN ${to}::text ELSE ${k} END`;
  const replaced = (column: ReturnType<typeof sql>) =>
    sql`ARRAY(SELECT ${newKey(sql`k`)} FROM unnest(${column}) WITH ORDINALITY AS u(k, i) ORDER BY i)`;
  let changed = 0;
  for (const name of TAGGED_TABLES) {
    const t = TAGGED[name];
    const keysColumn = sql.identifier(t.keys.name);
    const tagsColumn = sql.identifier(t.tags.name);
    const update = t.distinct
      ? sql`WITH pairs AS (
              SELECT DISTINCT ON (p.id, p.k) p.id, p.tag, p.k, p.i
                FROM (SELECT ${t.id} AS id, u.tag, ${newKey(sql`u.k`)} AS k, u.i
                        FROM ${t.table} CROSS JOIN LATERAL unnest(${t.tags}, ${t.keys}) WITH ORDINALITY AS u(tag, k, i)
                       WHERE ${t.keys} && ${keys}) p
               ORDER BY p.id, p.k, p.i),
            rekeyed AS (
              SELECT id, array_agg(tag ORDER BY i) AS tags, array_agg(k ORDER BY i) AS keys FROM pairs GROUP BY id),
            changed AS (
              UPDATE ${t.table} SET ${tagsColumn} = rekeyed.tags, ${keysColumn} = rekeyed.keys
                FROM rekeyed WHERE ${t.id} = rekeyed.id RETURNING 1)
            SELECT count(*)::int AS n FROM changed`
      : sql`WITH changed AS (
              UPDATE ${t.table} SET ${keysColumn} = ${replaced(sql`${t.keys}`)} WHERE ${t.keys} && ${keys} RETURNING 1
            ) SELECT count(*)::int AS n FROM changed`;
    const [row] = await queryRows<{ n: number }>(tx, update);
    changed += row?.n ?? 0;
  }
  await tx.execute(
    sql`UPDATE ${searchEvents} SET skills = ${replaced(sql`${searchEvents.skills}`)} WHERE ${searchEvents.skills} && ${keys}`,
  );
  return changed;
}

export interface FreeTagRow {
  tag: string;
  candidats: number;
  experiences: number;
  offres: number;
  alertes: number;
  count: number;
}

/**
 * The keys in use that are none of `known` (the vocabulary's labels and aliases), each with its most
 * frequent spelling and the number of candidate profiles, experiences, offers and alerts (of clients and of
 * candidates) carrying it; most used first, one page, and how many there are (even past the last page).
 * Reads every tagged row: a staff screen, not a hot path.
 */
export async function freeTags(
  db: Db,
  known: readonly string[],
  page: { limit: number; offset: number },
): Promise<{ total: number; rows: FreeTagRow[] }> {
  const literal = `{${known.map((k) => `"${k.replace(/["\\]/g, (c) => `\\${c}`)}"`).join(',')}}`;
  const knownKeys = sql`${literal}::text[]`;
  const uses = TAGGED_TABLES.map((name) => {
    const t = TAGGED[name];
    return sql`SELECT ${name}::text AS src, ${t.id} AS id, u.tag, u.k FROM ${t.table}
                 CROSS JOIN LATERAL unnest(${t.tags}, ${t.keys}) AS u(tag, k)
                WHERE u.k IS NOT NULL AND u.k <> '' AND NOT (u.k = ANY(${knownKeys}))`;
  });
  const rows = await queryRows<FreeTagRow & { total: number; k: string | null }>(
    db,
    sql`WITH uses AS (${sql.join(uses, sql` UNION ALL `)}),
        free AS (
          SELECT k, mode() WITHIN GROUP (ORDER BY tag) AS tag,
                 (count(DISTINCT id) FILTER (WHERE src = 'candidates'))::int AS candidats,
                 (count(DISTINCT id) FILTER (WHERE src = 'experiences'))::int AS experiences,
                 (count(DISTINCT id) FILTER (WHERE src = 'offers'))::int AS offres,
                 (count(DISTINCT id) FILTER (WHERE src IN ('client_alerts', 'client_alerts_plus'))
                  + count(DISTINCT id) FILTER (WHERE src = 'candidate_alerts'))::int AS alertes
            FROM uses GROUP BY k)
        SELECT t.total, p.* FROM (SELECT count(*)::int AS total FROM free) t
          LEFT JOIN (SELECT k, tag, candidats, experiences, offres, alertes, candidats + experiences + offres + alertes AS count
                       FROM free
                      ORDER BY candidats + experiences + offres + alertes DESC, k
                      LIMIT ${page.limit} OFFSET ${page.offset}) p ON true
         ORDER BY p.count DESC, p.k`,
  );
  return {
    total: rows[0]?.total ?? 0,
    rows: rows
      .filter((r) => r.k !== null)
      .map((r) => ({
        tag: r.tag,
        candidats: r.candidats,
        experiences: r.experiences,
        offres: r.offres,
        alertes: r.alertes,
        count: r.count,
      })),
  };
}

const KEYS_VERSION = 'skill_keys_version';

/** The vocabulary version the stored keys were computed with; null before the first computation. */
export async function readKeysVersion(db: Db): Promise<string | null> {
  const [row] = await queryRows<{ value: unknown }>(db, sql`SELECT value FROM ${appSettings} WHERE key = ${KEYS_VERSION}`);
  return typeof row?.value === 'string' ? row.value : null;
}

export async function writeKeysVersion(db: Db, version: string): Promise<void> {
  await db
    .insert(appSettings)
    .values({ key: KEYS_VERSION, value: version })
    .onConflictDoUpdate({ target: appSettings.key, set: { value: version, updatedAt: new Date() } });
}
