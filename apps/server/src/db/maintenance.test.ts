import { cp, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { expect, it } from 'vitest';
import { openForFile, type TestDatabase } from '../test/test-database.js';
import type { Database } from './client.js';
import { MIGRATIONS_DIR, migrateDatabase, openDatabase } from './client.js';
import {
  cleanGinPendingLists,
  startEmbeddedMaintenance,
  vacuumFinanceTables,
  vacuumTables,
  vacuumVisibleOffers,
} from './maintenance.js';

let testDatabase: TestDatabase;
let database: Database;
openForFile((opened, test) => {
  database = opened;
  testDatabase = test;
});

it('vacuums and analyzes every table of the schema, one at a time', async () => {
  await database.query(
    `INSERT INTO contact_messages (fullname, subject, content, email)
     SELECT 'Nom ' || g, 'Sujet', 'Message', 'a@exemple.fr' FROM generate_series(1, 2000) g`,
  );
  await database.query('DELETE FROM contact_messages');
  const timings = await vacuumTables(database);
  const tables = await database.query<{ name: string }>(
    "SELECT tablename AS name FROM pg_tables WHERE schemaname = 'public' ORDER BY 1",
  );
  expect(timings.map((t) => t.table).sort()).toEqual(tables.map((t) => t.name));
  const [stats] = await database.query<{ vacuumed: boolean; analyzed: boolean }>(
    `SELECT last_vacuum IS NOT NULL AS vacuumed, last_analyze IS NOT NULL AS analyzed
       FROM pg_stat_user_tables WHERE relname = 'contact_messages'`,
  );
  expect(stats).toEqual({ vacuumed: true, analyzed: true });
});

it('runs by itself on the embedded database only, and logs what it did', async () => {
  const lines: unknown[] = [];
  const log = {
    info: (line: unknown) => lines.push(line),
    error: (line: unknown) => lines.push(line),
    debug: () => undefined,
  } as never;
  const stop = startEmbeddedMaintenance(database, log, 20);
  try {
    if (database.kind === 'pglite') {
      await expect.poll(() => lines.length, { timeout: 10_000 }).toBeGreaterThan(0);
      expect(lines[0]).toMatchObject({ tables: expect.any(Number), totalMs: expect.any(Number) });
    } else {
      // A PostgreSQL server vacuums by itself (autovacuum).
      await new Promise((resolve) => setTimeout(resolve, 200));
      expect(lines).toEqual([]);
    }
  } finally {
    stop();
  }
});

it("marks every page of the visible offers' copy all-visible, for the list's index-only walk (issue 34)", async () => {
  const [user] = await database.query<{ id: number }>(
    "INSERT INTO users (email, password_hash, role) VALUES ('vacuum@exemple.fr', 'x', 'client') RETURNING id",
  );
  const [client] = await database.query<{ id: number }>(
    `INSERT INTO clients (user_id, type_client, nom_entreprise, date_creation, secteur)
     VALUES ($1, 'esn', 'Entreprise', '2010-01-01', 'Informatique') RETURNING id`,
    [user?.id],
  );
  await database.query(
    `INSERT INTO offers (client_id, titre, description, budget, date_debut, date_fin)
     SELECT $1, 'Offre ' || g, repeat('Description de la mission. ', 20), 500, '2026-09-01', '2027-03-31'
       FROM generate_series(1, 600) g`,
    [client?.id],
  );
  await database.query("UPDATE offers SET etat = 'ferme' WHERE id % 7 = 0");
  const visibility = async () =>
    (
      await database.query<{ pages: number; visible: number }>(
        "SELECT relpages AS pages, relallvisible AS visible FROM pg_class WHERE oid = 'public.visible_offer_search'::regclass",
      )
    )[0];
  await vacuumVisibleOffers(database);
  const after = await visibility();
  expect(after?.pages).toBeGreaterThan(10);
  expect(after?.visible).toBe(after?.pages);
  await database.query('DELETE FROM offers');
});

it("marks every page of the invoices and the payments all-visible, for the finance figures' index-only scan (issue 33)", async () => {
  await database.query(
    `INSERT INTO invoices (numero, year, seq, mois, issued_on, due_on, issuer, client_name, client_contact, candidate_name,
                           mission_start, mission_end, days, tjm, ht, tva, ttc)
     SELECT 'F-2026-V' || n, 2026, 900000 + n, '2026-03', DATE '2026-03-01', DATE '2026-03-31',
            '{"name":"Passerelle SAS","siren":"912345675","address":"12 rue de la Paix","vat":"FR65912345675"}',
            repeat('Client ', 20), 'Contact', 'Candidat', DATE '2026-02-01', DATE '2026-02-28', 5, 500, 2500, 500, 3000
       FROM generate_series(1, 1500) n`,
  );
  await database.query(
    `INSERT INTO payments (invoice_id, montant, date, reference, source)
     SELECT id, 1000, DATE '2026-03-10', repeat('VIR ', 20) || id, 'manuel' FROM invoices WHERE numero LIKE 'F-2026-V%'`,
  );
  const visibility = async () =>
    database.query<{ name: string; pages: number; visible: number }>(
      `SELECT relname AS name, relpages AS pages, relallvisible AS visible FROM pg_class
        WHERE oid IN ('public.invoices'::regclass, 'public.payments'::regclass) ORDER BY 1`,
    );
  await vacuumFinanceTables(database);
  const after = await visibility();
  expect(after.map((t) => t.name)).toEqual(['invoices', 'payments']);
  for (const table of after) {
    expect(table.pages).toBeGreaterThan(5);
    expect(table.visible).toBe(table.pages);
  }
  await database.query("DELETE FROM payments WHERE invoice_id IN (SELECT id FROM invoices WHERE numero LIKE 'F-2026-V%')");
  await database.query("DELETE FROM invoices WHERE numero LIKE 'F-2026-V%'");
});

// A PostgreSQL server's autovacuum may merge the list first: the check is the embedded engine's.
it.skipIf(process.env.DATABASE_URL)("merges the GIN indexes' pending lists, then has nothing left to merge", async () => {
  await database.query('CREATE TABLE gin_probe (v tsvector)');
  try {
    await database.query('CREATE INDEX gin_probe_gin ON gin_probe USING gin (v)');
    await database.query(
      `INSERT INTO gin_probe SELECT to_tsvector('simple', 'mot' || g || ' autre' || (g % 97)) FROM generate_series(1, 2000) g`,
    );
    expect(await cleanGinPendingLists(database)).toBeGreaterThan(0);
    expect(await cleanGinPendingLists(database)).toBe(0);
    const [found] = await database.query<{ n: number }>(
      "SELECT count(*)::int AS n FROM gin_probe WHERE v @@ to_tsquery('simple', 'mot1234')",
    );
    expect(found?.n).toBe(1);
  } finally {
    await database.query('DROP TABLE gin_probe');
  }
});

// The job is the embedded engine's: with DATABASE_URL the test database is PostgreSQL, which vacuums by itself.
it.skipIf(process.env.DATABASE_URL)(
  'an upgrade of the embedded database vacuums before serving; a start with nothing to apply does not',
  async () => {
    expect(testDatabase.kind).toBe('pglite');
    // A database one release behind: migrated with every migration but the newest (a copy of the folder
    // whose journal stops one entry short), then started by the real migrator.
    const folder = await mkdtemp(path.join(os.tmpdir(), 'passerelle-migrations-'));
    await cp(MIGRATIONS_DIR, folder, { recursive: true });
    const journalFile = path.join(folder, 'meta/_journal.json');
    const journal = JSON.parse(await readFile(journalFile, 'utf8')) as { entries: unknown[] };
    journal.entries.pop();
    await writeFile(journalFile, JSON.stringify(journal));
    const behind = await openDatabase({});
    try {
      await migratePglite(behind.db as never, { migrationsFolder: folder });
      const lastVacuum = async () =>
        (
          await behind.query<{ at: string | null }>(
            "SELECT last_vacuum::text AS at FROM pg_stat_user_tables WHERE relname = 'favourites'",
          )
        )[0]?.at ?? null;
      expect(await lastVacuum()).toBeNull();
      await migrateDatabase(behind);
      expect(await lastVacuum()).not.toBeNull();
      // Started again with nothing left to apply: no vacuum (the date stays).
      const vacuumed = await lastVacuum();
      await new Promise((resolve) => setTimeout(resolve, 20));
      await migrateDatabase(behind);
      expect(await lastVacuum()).toBe(vacuumed);
    } finally {
      await behind.close();
      await rm(folder, { recursive: true, force: true });
    }
  },
);
