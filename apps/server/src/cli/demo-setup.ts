import { hashPassword } from '../lib/passwords.js';
import { ensureDemoAccounts } from '../seed/demo.js';
import { GENERATED_PASSWORD } from '../seed/demo-accounts.js';
import { GENERATED_DOMAIN, generateMarketplace } from '../seed/generate.js';
import { runCli, withDatabase } from './run-cli.js';

/** Prepares the demo database (scripts/demo.mjs): a small generated marketplace, once, and the demo accounts. */
const DEMO_SCALE = 500;

async function main(): Promise<number> {
  return withDatabase(async (database) => {
    const passwordHash = await hashPassword(GENERATED_PASSWORD);
    const [existing] = await database.query<{ n: number }>(
      `SELECT count(*)::int AS n FROM users WHERE email LIKE '%@${GENERATED_DOMAIN}'`,
    );
    if ((existing?.n ?? 0) === 0) {
      console.log(
        `Préparation de la démonstration : ${DEMO_SCALE} candidats, ${DEMO_SCALE / 10} entreprises, ${DEMO_SCALE / 5} offres…`,
      );
      await generateMarketplace(database, { scale: DEMO_SCALE, passwordHash });
    }
    await ensureDemoAccounts(database, passwordHash);
    return 0;
  });
}

runCli(main);
