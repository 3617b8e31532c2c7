import { createHash } from 'node:crypto';
import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { PGlite, parse as pgliteParse, protocol, type QueryOptions, type Results } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { unaccent } from '@electric-sql/pglite/contrib/unaccent';
import { fillPlaceholders, type SQL, sql } from 'drizzle-orm';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import { type PgDatabase, PgDialect, type PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import pg from 'pg';
import { vacuumTables } from './maintenance.js';
import * as schema from './schema/index.js';

/**
 * One database module for both engines (DECISIONS §1): embedded PGlite in DATA_DIR by default,
 * PostgreSQL when DATABASE_URL is set. The same schema, migrations and queries run on both.
 */

type Schema = typeof schema;
/** A database or a transaction: repositories accept either. */
export type Db = PgDatabase<PgQueryResultHKT, Schema>;
type DbKind = 'pglite' | 'postgres';

export interface Database {
  db: Db;
  kind: DbKind;
  /** Runs raw SQL and returns its rows (both drivers answer `{ rows }`). */
  query<T = Record<string, unknown>>(text: string, params?: unknown[]): Promise<T[]>;
  close(): Promise<void>;
  /** The embedded engine, for its dump and clone features (tests, backups). */
  pglite?: PGlite;
  pool?: pg.Pool;
}

/**
 * Runs a raw drizzle `sql` query (on a database or a transaction) and returns its rows: both drivers
 * answer `{ rows }`. Rows come as the drivers parse them: cast counts to int and numerics to text in SQL.
 */
export async function queryRows<T>(db: Db, query: SQL): Promise<T[]> {
  const result = (await db.execute(query)) as unknown as { rows: T[] };
  return result.rows;
}

const dialect = new PgDialect();
/** Per engine client: the prepared statements it holds, by name, with their parameters' types (least recently used first). */
const preparedOf = new WeakMap<object, Map<string, number[]>>();
/** Named statements the embedded engine keeps at most; the least recently used is closed beyond. */
const PGLITE_PREPARED_MAX = 200;
/** Statement names by text, the most recently used last (a hash per text, not per call). */
const names = new Map<string, string>();
function statementName(text: string): string {
  let name = names.get(text);
  if (name === undefined) {
    name = `p_${createHash('sha1').update(text).digest('hex').slice(0, 20)}`;
    if (names.size >= 4 * PGLITE_PREPARED_MAX) names.delete(names.keys().next().value as string);
  } else names.delete(text);
  names.set(text, name);
  return name;
}

/** A prepared query's rows on a database (null inside a transaction: the caller runs it there). */
async function queryText<T>(db: Db, text: string, name: string, params: unknown[]): Promise<T[] | null> {
  const client = (db as { $client?: unknown }).$client;
  if (client instanceof PGlite) return (await client.query<T>(text, params)).rows;
  if (client instanceof pg.Pool) return (await client.query({ name, text, values: params })).rows as T[];
  return null;
}

/**
 * A statement that a hot path runs again and again with other values, so that the engine plans it once, not
 * at each call (issue 20: planning was a third of the candidate search's page statement on the embedded
 * engine), and drizzle writes its text once (building it cost a tenth of a search): `build` writes it with
 * placeholders at the first call, and each call fills in its values. On PostgreSQL, a named prepared
 * statement of the connection (named by a hash of the text); on PGlite every query() is prepared already
 * (`preparedQueries` below). Inside a transaction, a plain query, written by `build` with the call's values.
 * `build` only places the values (it must not branch on them): its text is the same for every call.
 */
export function preparedStatement<T, V extends Record<string, unknown>>(
  build: (values: { [K in keyof V]: unknown }) => SQL,
  keys: readonly (keyof V & string)[],
): (db: Db, values: V) => Promise<T[]> {
  let built: { text: string; name: string; params: unknown[] } | null = null;
  return async (db, values) => {
    if (!built) {
      const placeholders = Object.fromEntries(keys.map((key) => [key, sql.placeholder(key)])) as { [K in keyof V]: unknown };
      const { sql: text, params } = dialect.sqlToQuery(build(placeholders));
      built = { text, name: statementName(text), params };
    }
    return (
      (await queryText<T>(db, built.text, built.name, fillPlaceholders(built.params, values))) ?? queryRows<T>(db, build(values))
    );
  };
}

/**
 * PGlite's query() parses and plans an unnamed statement at each call. On the embedded engine every query()
 * (drizzle's, queryRows', queryPreparedRows') goes through this instead (issue 20): the same exchange of
 * messages (parse once, then bind, describe, execute, sync), under the same locks, with a named statement
 * per text, kept for the next call; the engine then parses once and may keep a generic plan. The
 * PGLITE_PREPARED_MAX most recently used statements are kept. Queries with a blob or explicit parameter
 * types (none in this app) keep PGlite's own path. A transaction's queries (tx.query) are PGlite's own.
 */
function preparedQueries(pglite: PGlite): void {
  const plain = pglite.query.bind(pglite);
  pglite.query = (async (text: string, params: unknown[] = [], options?: QueryOptions) => {
    if (options?.blob || options?.paramTypes) return plain(text, params, options);
    await pglite._checkReady();
    return pglitePrepared(pglite, text, params, options);
  }) as PGlite['query'];
}

async function pglitePrepared(pglite: PGlite, text: string, params: unknown[], options?: QueryOptions): Promise<Results> {
  const { serialize } = protocol;
  const name = statementName(text);
  const run = (message: Uint8Array) => pglite.execProtocolStream(message, { syncToFs: false });
  return pglite._runExclusiveTransaction(() =>
    pglite._runExclusiveQuery(async () => {
      const prepared = preparedOf.get(pglite) ?? new Map<string, number[]>();
      preparedOf.set(pglite, prepared);
      const messages: Awaited<ReturnType<PGlite['execProtocolStream']>> = [];
      try {
        let types = prepared.get(name);
        if (types) {
          // Most recently used last.
          prepared.delete(name);
          prepared.set(name, types);
        } else {
          const [oldest] = prepared.keys();
          if (oldest !== undefined && prepared.size >= PGLITE_PREPARED_MAX) {
            prepared.delete(oldest);
            await run(serialize.close({ type: 'S', name: oldest }));
          }
          await run(serialize.parse({ name, text }));
          try {
            types = pgliteParse.parseDescribeStatementResults(await run(serialize.describe({ type: 'S', name })));
          } catch (error) {
            // Never a statement left prepared without its types: the next call parses it again.
            await run(serialize.close({ type: 'S', name })).catch(() => undefined);
            throw error;
          }
          prepared.set(name, types);
        }
        const oids = types;
        const values = params.map((value, i) => {
          if (value === null || value === undefined) return null;
          const oid = oids[i] as number;
          const serializer = options?.serializers?.[oid] ?? pglite.serializers[oid];
          return serializer ? serializer(value) : String(value);
        });
        messages.push(
          ...(await run(serialize.bind({ statement: name, values }))),
          ...(await run(serialize.describe({ type: 'P' }))),
          ...(await run(serialize.execute({}))),
        );
      } finally {
        messages.push(...(await run(serialize.sync())));
      }
      await pglite.syncToFs();
      return pgliteParse.parseResults(messages, pglite.parsers, options)[0] ?? { rows: [], fields: [], affectedRows: 0 };
    }),
  );
}

export const MIGRATIONS_DIR = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../drizzle');

const DATE_OID = 1082;
const identity = (value: string) => value;

/** Calendar dates stay ISO strings on both engines (DECISIONS §5); no time-zone shift. */
const pgTypes = {
  getTypeParser: ((oid: number, format?: 'text' | 'binary') =>
    oid === DATE_OID ? identity : pg.types.getTypeParser(oid, format)) as typeof pg.types.getTypeParser,
};

export const pgliteExtensions = { pg_trgm, unaccent };

/**
 * Start parameters of the embedded engine (issue 10). PGlite touches all of its shared buffers when it
 * starts, so they are resident memory from the first second: the PostgreSQL default of 128 MB made most of
 * the server's 375 MB at idle. 32 MB keeps the hot index pages; the table pages a search scans come from
 * the operating system's file cache, which the bench measured as fast as from shared buffers (EXPLAIN
 * ANALYZE of searchmatch at 100,000 candidates, docs/operations.md). Passed at each start (`-c`), never
 * written into the data directory's postgresql.conf.
 */
const PGLITE_START_PARAMS = [...PGlite.defaultStartParams, '-c', 'shared_buffers=32MB'];

export interface OpenOptions {
  /** postgres:// URL: use a PostgreSQL server. */
  url?: string;
  /** Directory of the embedded database; omitted: in memory. */
  dataDir?: string;
  /** Tar dump of an embedded database to start from (tests). */
  loadDataDir?: Blob;
  /** Pool size on PostgreSQL. */
  poolSize?: number;
}

export async function openDatabase(options: OpenOptions): Promise<Database> {
  if (options.url) {
    const pool = new pg.Pool({ connectionString: options.url, max: options.poolSize ?? 10, types: pgTypes });
    pool.on('error', () => {
      // An idle client died (server restart): the pool replaces it; queries in flight report their own error.
    });
    const db = drizzlePg({ client: pool, schema }) as unknown as Db;
    return {
      db,
      kind: 'postgres',
      pool,
      query: async (text, params) => (await pool.query(text, params as unknown[])).rows,
      close: () => pool.end(),
    };
  }
  if (options.dataDir) mkdirSync(options.dataDir, { recursive: true, mode: 0o700 });
  const pglite = await PGlite.create({
    ...(options.dataDir ? { dataDir: options.dataDir } : {}),
    ...(options.loadDataDir ? { loadDataDir: options.loadDataDir } : {}),
    extensions: pgliteExtensions,
    parsers: { [DATE_OID]: identity },
    startParams: PGLITE_START_PARAMS,
  });
  preparedQueries(pglite);
  const db = drizzlePglite({ client: pglite, schema }) as unknown as Db;
  return {
    db,
    kind: 'pglite',
    pglite,
    query: async (text, params) => (await pglite.query(text, params as unknown[])).rows as never,
    close: () => pglite.close(),
  };
}

/** Lock key that serialises migrations between several instances on one PostgreSQL server. */
const MIGRATION_LOCK_KEY = 727_274_001;

/** Applies the committed drizzle-kit migrations; safe to call at every start. */
export async function migrateDatabase(database: Database): Promise<void> {
  const config = { migrationsFolder: MIGRATIONS_DIR };
  if (database.kind === 'pglite') {
    const applied = async () =>
      (
        await database.query<{ n: number }>('SELECT count(*)::int AS n FROM drizzle.__drizzle_migrations').catch(() => [{ n: 0 }])
      )[0]?.n ?? 0;
    const before = await applied();
    await migratePglite(database.db as never, config);
    // An upgrade may rewrite whole tables (0006 recomputes every offer's search vector), and PGlite has no
    // autovacuum: reclaim the dead rows and refresh the statistics before serving (db/maintenance.ts).
    if (before > 0 && (await applied()) > before) await vacuumTables(database);
    return;
  }
  const client = await (database.pool as pg.Pool).connect();
  try {
    await client.query('SELECT pg_advisory_lock($1)', [MIGRATION_LOCK_KEY]);
    await migratePg(drizzlePg({ client, schema }), config);
  } finally {
    await client.query('SELECT pg_advisory_unlock($1)', [MIGRATION_LOCK_KEY]).catch(() => undefined);
    client.release();
  }
}
