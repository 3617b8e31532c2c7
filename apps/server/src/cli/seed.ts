import { parseArgs } from 'node:util';
import { hashPassword } from '../lib/passwords.js';
import { GENERATED_PASSWORD } from '../seed/demo-accounts.js';
import { GENERATED_DOMAIN, generateMarketplace } from '../seed/generate.js';
import { runCli, withDatabase } from './run-cli.js';

/**
 * `npm run seed -- --scale N [--seed S]` (issue 10): writes a generated marketplace of N candidates into
 * the configured database (DATA_DIR or DATABASE_URL), by batched inserts. Refuses a database that
 * already holds generated accounts.
 */
async function main(): Promise<number> {
  const { values } = parseArgs({
    options: { scale: { type: 'string', default: '1000' }, seed: { type: 'string', default: '42' } },
  });
  const scale = Number(values.scale);
  const seed = Number(values.seed);
  if (!Number.isInteger(scale) || scale < 10 || scale > 5_000_000) {
    console.error('Usage : npm run seed -- --scale N [--seed S]   (N entier, de 10 à 5 000 000)');
    return 2;
  }
  return withDatabase(async (database) => {
    const [existing] = await database.query<{ n: number }>(
      `SELECT count(*)::int AS n FROM users WHERE email LIKE '%@${GENERATED_DOMAIN}'`,
    );
    if ((existing?.n ?? 0) > 0) {
      console.error(
        `Cette base contient déjà ${existing?.n} comptes générés : utilisez une base vide (DATA_DIR ou DATABASE_URL).`,
      );
      return 1;
    }
    console.log(`Génération d'une place de marché à l'échelle ${scale} (${database.kind})…`);
    const report = await generateMarketplace(database, {
      scale,
      seed,
      passwordHash: await hashPassword(GENERATED_PASSWORD),
      log: (line) => console.log(line),
    });
    console.log(`Terminé en ${(report.ms / 1000).toFixed(1)} s :`);
    for (const [table, n] of Object.entries(report.counts)) console.log(`  ${table.padEnd(20)} ${n.toLocaleString('fr-FR')}`);
    console.log(`Mot de passe de tous les comptes générés : ${GENERATED_PASSWORD}`);
    return 0;
  });
}

runCli(main);
