import { createStorage } from '../app.js';
import { hashPassword } from '../lib/passwords.js';
import { ensureDemoAccounts } from '../seed/demo.js';
import { GENERATED_PASSWORD } from '../seed/demo-accounts.js';
import { ensureDemoBilling } from '../seed/demo-billing.js';
import { ensureDemoContracts } from '../seed/demo-contracts.js';
import { ensureDemoCv } from '../seed/demo-cv.js';
import { ensureDemoPayments } from '../seed/demo-payments.js';
import { ensureDemoPayouts } from '../seed/demo-payouts.js';
import { GENERATED_DOMAIN, generateMarketplace } from '../seed/generate.js';
import { runCli, withDatabase } from './run-cli.js';

/** Prepares the demo database (scripts/demo.mjs): a small generated marketplace, once, the demo accounts, their invoices and payments, and the demo CV. */
const DEMO_SCALE = 500;

async function main(): Promise<number> {
  return withDatabase(async (database, config) => {
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
    // The company's earlier mission, paid and late invoices (issue 33), dated before the next ones: first.
    await ensureDemoPayments(database, config.invoiceIssuer);
    // The demo freelancer's billing identity, her invoices and self-billed invoices, a credit note (issue 32).
    await ensureDemoBilling(database, config.invoiceIssuer);
    // Their missions' contracts, signed, and one mission waiting for the company's signature (issue 31).
    await ensureDemoContracts(database, config);
    // Her first month paid by the client, then paid out to her by an executed transfer order (issue 33).
    await ensureDemoPayouts(database, config.invoiceIssuer);
    // Through the uploads' storage (DATA_DIR/uploads or the STORAGE_URL bucket), as the server reads it.
    await ensureDemoCv(database, createStorage(config));
    return 0;
  });
}

runCli(main);
