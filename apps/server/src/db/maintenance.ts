import type { FastifyBaseLogger } from 'fastify';

/**
 * PGlite runs PostgreSQL in single-user mode: there is no autovacuum worker, so on the embedded
 * database dead rows (sessions, read notifications, updated profiles) would pile up and the planner's
 * statistics would age as the marketplace grows. This job does autovacuum's work: every few hours,
 * `VACUUM (ANALYZE)` one table at a time, so that requests queued behind it wait for one table, not for
 * the whole database. PostgreSQL servers run their own autovacuum: the job is for the embedded engine.
 */
/** What the job needs of a database (client.ts's Database), named here so that client.ts can import the job. */
interface MaintainedDatabase {
  kind: 'pglite' | 'postgres';
  query<T = Record<string, unknown>>(text: string, params?: unknown[]): Promise<T[]>;
}

const MAINTENANCE_INTERVAL_MS = 6 * 60 * 60 * 1000;
/** How often the GIN indexes' pending lists are merged into their trees (`cleanGinPendingLists`). */
const GIN_CLEAN_INTERVAL_MS = 60 * 1000;

/**
 * Merges the pending list of every GIN index into its tree (issue 34), the other half of autovacuum's work
 * that the embedded engine lacks. A GIN index keeps new entries in an unsorted pending list (`fastupdate`)
 * until a VACUUM, or until 4 MB of them: every search through the index reads that list whole. 20,000 offers
 * written since the last VACUUM made the offers search scan the whole table instead (the planner costs the
 * index with its pending pages) and the index scan itself slow (21–47 ms for 256 rows, against 1.2 ms merged).
 * Merging once a minute keeps the list small; writes keep their batched merge (`fastupdate` off made
 * writing 20,000 offers about three times slower). Nothing to merge costs one catalogue query.
 */
export async function cleanGinPendingLists(database: MaintainedDatabase): Promise<number> {
  const [row] = await database.query<{ pages: number }>(
    `SELECT coalesce(sum(pg_catalog.gin_clean_pending_list(c.oid::regclass)), 0)::int AS pages
       FROM pg_class c JOIN pg_am a ON a.oid = c.relam JOIN pg_namespace n ON n.oid = c.relnamespace
      WHERE a.amname = 'gin' AND n.nspname = 'public' AND c.relkind = 'i'`,
  );
  return row?.pages ?? 0;
}

/**
 * Vacuums the candidates' narrow copy of the visible offers (issue 34), once a minute with the GIN merge: the
 * offers list pages it by walking `visible_offer_search_recent_idx` index only and counts it on its primary key,
 * which reads no table page only where VACUUM marked the page all-visible (a page changed since is read as
 * before). Without it a deep page read every visible offer (17,503 at 20,000 offers) and sorted them. VACUUM
 * also records the table's size and visible pages in `pg_class`, which the planner reads without an ANALYZE.
 * A table with nothing changed costs a millisecond or two: VACUUM skips its all-visible pages.
 */
export async function vacuumVisibleOffers(database: MaintainedDatabase): Promise<void> {
  await database.query('VACUUM public.visible_offer_search');
}

/**
 * Vacuums the tables the finance figures are computed from (issue 33), once a minute with the GIN merge: the year's
 * client invoices are read from `invoices_finance_idx` only (migration 0040), which skips the table only for pages
 * VACUUM marked all-visible; a page written since (new invoices, a statement's payments) is read as before. Invoices
 * and payments are never updated: VACUUM visits only the pages written since the last one, a few milliseconds when
 * nothing changed (docs/payments.md). The figures themselves stay computed from the rows at each call (DECISIONS §6.7).
 */
export async function vacuumFinanceTables(database: MaintainedDatabase): Promise<void> {
  await database.query('VACUUM public.invoices, public.payments');
}

/** Vacuums and analyzes every table of the schema, one statement each; returns the time of each. */
export async function vacuumTables(database: MaintainedDatabase): Promise<{ table: string; ms: number }[]> {
  const tables = await database.query<{ name: string }>(
    `SELECT c.relname AS name FROM pg_class c JOIN pg_namespace n ON n.oid = c.relnamespace
      WHERE n.nspname = 'public' AND c.relkind = 'r' ORDER BY pg_total_relation_size(c.oid) DESC`,
  );
  const timings: { table: string; ms: number }[] = [];
  for (const { name } of tables) {
    const started = performance.now();
    await database.query(`VACUUM (ANALYZE) "${name.replace(/"/g, '""')}"`);
    timings.push({ table: name, ms: Math.round(performance.now() - started) });
  }
  return timings;
}

/** Starts the embedded database's maintenance (nothing on PostgreSQL); returns its stop function. */
export function startEmbeddedMaintenance(
  database: MaintainedDatabase,
  log: FastifyBaseLogger,
  intervalMs = MAINTENANCE_INTERVAL_MS,
) {
  if (database.kind !== 'pglite') return () => undefined;
  let cleaning = false;
  const merge = () => {
    if (cleaning) return;
    cleaning = true;
    cleanGinPendingLists(database)
      .then((pages) => {
        if (pages > 0) log.debug({ pages }, 'GIN pending lists merged');
      })
      .then(() => vacuumVisibleOffers(database))
      .then(() => vacuumFinanceTables(database))
      .catch((err: unknown) =>
        log.error({ err }, 'merging the GIN pending lists or vacuuming the visible offers or the finance tables failed'),
      )
      .finally(() => {
        cleaning = false;
      });
  };
  // Once at start too: a database written by another process (a seed, a restore) may hold a long list.
  merge();
  const cleaner = setInterval(merge, GIN_CLEAN_INTERVAL_MS);
  cleaner.unref();
  let running = false;
  const timer = setInterval(() => {
    if (running) return;
    running = true;
    vacuumTables(database)
      .then((timings) => {
        const total = timings.reduce((sum, t) => sum + t.ms, 0);
        const slowest = timings.reduce((a, b) => (b.ms > a.ms ? b : a), { table: '', ms: 0 });
        log.info({ tables: timings.length, totalMs: total, slowest }, 'embedded database vacuumed and analyzed');
      })
      .catch((err: unknown) => log.error({ err }, 'embedded database maintenance failed'))
      .finally(() => {
        running = false;
      });
  }, intervalMs);
  timer.unref();
  return () => {
    clearInterval(timer);
    clearInterval(cleaner);
  };
}
