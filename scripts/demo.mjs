#!/usr/bin/env node
// `npm run demo` (DECISIONS §1): the app on a small generated French marketplace, with fixed demo logins.
// Its data lives in ./data-demo (or DATA_DIR), apart from the real data in ./data.
import { spawnSync } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
process.env.DATA_DIR ??= path.join(root, 'data-demo');
// A fictitious issuer so that the demo's validated activity reports become invoices (README, Configuration).
if (!process.env.INVOICE_ISSUER_NAME) {
  process.env.INVOICE_ISSUER_NAME = 'Passerelle Démo SAS';
  process.env.INVOICE_ISSUER_SIREN = '912345675';
  process.env.INVOICE_ISSUER_ADDRESS = '12 rue de la Paix, 75002 Paris';
  process.env.INVOICE_ISSUER_VAT = 'FR65912345675';
}

const run = (args) => {
  const result = spawnSync(process.execPath, args, { cwd: root, stdio: 'inherit', env: process.env });
  if (result.status !== 0) process.exit(result.status ?? 1);
};
run([path.join(root, 'scripts/start.mjs'), '--build-only']);
run([path.join(root, 'apps/server/dist/cli/demo-setup.js')]);

const { DEMO_ACCOUNTS, GENERATED_PASSWORD } = await import(path.join(root, 'apps/server/dist/seed/demo-accounts.js'));
const url = process.env.APP_URL ?? `http://localhost:${process.env.PORT ?? 3000}`;
console.log(`\nPasserelle — démonstration : ${url}\n`);
for (const account of Object.values(DEMO_ACCOUNTS)) console.log(`  ${account.label.padEnd(22)} ${account.email}`);
console.log(`  ${'Mot de passe'.padEnd(22)} ${GENERATED_PASSWORD}\n`);
await import(path.join(root, 'scripts/start.mjs'));
