import { parseArgs } from 'node:util';
import { emailField, newPasswordField } from '@passerelle/shared';
import { isCommonPassword } from '../lib/passwords.js';
import { ensureStaffAccount } from '../modules/admin-staff/admin-staff.service.js';
import { runCli, withDatabase } from './run-cli.js';

/**
 * `npm run admin -- create --email E --password P [--role admin]` (DECISIONS §1): creates a staff
 * account, verified and active (root unless --role admin). On an existing e-mail it sets the role
 * and the password. Uses the same DATA_DIR / DATABASE_URL as `npm start`.
 */
const USAGE = 'Usage : npm run admin -- create --email E --password P [--role admin|root]';

async function main(): Promise<number> {
  const { positionals, values } = parseArgs({
    allowPositionals: true,
    options: { email: { type: 'string' }, password: { type: 'string' }, role: { type: 'string', default: 'root' } },
  });
  if (positionals[0] !== 'create' || !values.email || !values.password) {
    console.error(USAGE);
    return 2;
  }
  const role = values.role;
  if (role !== 'admin' && role !== 'root') {
    console.error(`Rôle inconnu « ${role} » : admin ou root.\n${USAGE}`);
    return 2;
  }
  const email = emailField.safeParse(values.email);
  const password = newPasswordField.safeParse(values.password);
  if (!email.success || !password.success) {
    console.error(email.error?.issues[0]?.message ?? password.error?.issues[0]?.message);
    return 2;
  }
  if (await isCommonPassword(password.data)) {
    console.error('Mot de passe trop courant, choisissez-en un autre !');
    return 2;
  }

  const { created } = await withDatabase((database) =>
    ensureStaffAccount(database.db, { email: email.data, password: password.data, role, resetPassword: true }),
  );
  console.log(`${created ? 'Compte créé' : 'Compte mis à jour'} : ${email.data} (${role}).`);
  return 0;
}

runCli(main);
