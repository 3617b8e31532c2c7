// The generated marketplace the benchmarks and the load test run on (issue 10): written once by the seed
// generator (the code behind `npm run seed -- --scale N`) into a DATA_DIR under .tmp/ or into the
// PostgreSQL database of DATABASE_URL, then reused by later runs.
import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { loadConfig } from '../../../apps/server/src/config/env.js';
import { type Database, migrateDatabase, openDatabase } from '../../../apps/server/src/db/client.js';
import { lockDataDir } from '../../../apps/server/src/lib/data-dir-lock.js';
import { hashPassword } from '../../../apps/server/src/lib/passwords.js';
import { AVAILABILITY_JOB_NAMES } from '../../../apps/server/src/modules/availability/availability.service.js';
import { COMPLIANCE_JOB_NAMES } from '../../../apps/server/src/modules/compliance/compliance.service.js';
import { ensureDemoAccounts } from '../../../apps/server/src/seed/demo.js';
import { GENERATED_PASSWORD } from '../../../apps/server/src/seed/demo-accounts.js';
import { GENERATED_DOMAIN, generateMarketplace } from '../../../apps/server/src/seed/generate.js';

export { DEMO_ACCOUNTS, GENERATED_PASSWORD } from '../../../apps/server/src/seed/demo-accounts.js';

export interface MarketplaceOptions {
  /** DATA_DIR of the embedded database (its `db` folder); ignored when databaseUrl is set. */
  dataDir: string;
  databaseUrl?: string;
  scale: number;
}

/**
 * Opens the database, generates the marketplace at `scale` when it holds no generated account, makes sure
 * the demo accounts exist (password GENERATED_PASSWORD), runs `work`, closes. The embedded database is
 * locked meanwhile, as by the CLI commands, so that no server has it open.
 */
export async function withMarketplace<T>(
  { dataDir, databaseUrl, scale }: MarketplaceOptions,
  work: (database: Database) => Promise<T>,
): Promise<T> {
  mkdirSync(dataDir, { recursive: true });
  const config = loadConfig({ ...process.env, DATA_DIR: dataDir, DATABASE_URL: databaseUrl });
  const unlock = config.databaseUrl ? () => undefined : lockDataDir(config.dataDir);
  try {
    const database = await openDatabase({ url: config.databaseUrl, dataDir: path.join(dataDir, 'db'), poolSize: 1 });
    try {
      await migrateDatabase(database);
      const [existing] = await database.query<{ n: number }>(
        `SELECT count(*)::int AS n FROM users WHERE email LIKE '%@${GENERATED_DOMAIN}'`,
      );
      const hash = await hashPassword(GENERATED_PASSWORD);
      if ((existing?.n ?? 0) === 0) {
        console.log(`Préparation : place de marché générée à l'échelle ${scale} (${database.kind})…`);
        const report = await generateMarketplace(database, { scale, passwordHash: hash });
        console.log(`  prête en ${(report.ms / 1000).toFixed(1)} s`);
      }
      await ensureDemoAccounts(database, hash);
      await periodicJobsDoneForNow(database);
      return await work(database);
    } finally {
      await database.close();
    }
  } finally {
    unlock();
  }
}

/**
 * The periodic jobs marked as just run, so that the next comes a period (15 minutes) after the bench's server
 * starts: a bench measures requests, not the reminders that a generated marketplace owes to half its
 * candidates at once (tens of thousands of mails, half an hour of work beside the measures on the embedded
 * database, on every run of a new day). `scripts/bench/alerts.ts` measures the jobs and the searches meanwhile.
 */
async function periodicJobsDoneForNow(database: Database): Promise<void> {
  // The names the jobs themselves are declared with (app.ts runs these two modules' jobs).
  for (const name of [...Object.values(AVAILABILITY_JOB_NAMES), ...Object.values(COMPLIANCE_JOB_NAMES)]) {
    await database.query(
      'INSERT INTO job_leases (name, last_run_at) VALUES ($1, now()) ON CONFLICT (name) DO UPDATE SET last_run_at = now()',
      [name],
    );
  }
}

/** The number of generated candidates: the scale a prepared database was made at. */
export async function generatedScale(database: Database): Promise<number> {
  const [row] = await database.query<{ n: number }>(
    `SELECT count(*)::int AS n FROM candidates c JOIN users u ON u.id = c.user_id WHERE u.email LIKE '%@${GENERATED_DOMAIN}'`,
  );
  return row?.n ?? 0;
}

/**
 * E-mails of up to `limit` generated active accounts with a complete profile, per role: what the screens
 * of a real session need.
 */
export async function activeAccounts(database: Database, limit: number): Promise<{ candidates: string[]; clients: string[] }> {
  const candidates = await database.query<{ email: string }>(
    `SELECT u.email FROM users u JOIN candidates c ON c.user_id = u.id
      WHERE u.etat = 'active' AND c.active AND u.email LIKE '%@${GENERATED_DOMAIN}' ORDER BY u.id LIMIT $1`,
    [limit],
  );
  const clients = await database.query<{ email: string }>(
    `SELECT u.email FROM users u JOIN clients c ON c.user_id = u.id
      WHERE u.etat = 'active' AND u.email LIKE '%@${GENERATED_DOMAIN}' ORDER BY u.id LIMIT $1`,
    [limit],
  );
  return { candidates: candidates.map((r) => r.email), clients: clients.map((r) => r.email) };
}
