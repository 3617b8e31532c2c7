import { MSG } from '@passerelle/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { expectFailure, expectFieldError } from '../../test/assertions.js';
import { type MadeUser, makeUser } from '../../test/factories.js';
import { countRows } from '../../test/marketplace.js';
import { buildTestApp, type TestApp } from '../../test/test-app.js';

let t: TestApp;
let root: MadeUser;
beforeAll(async () => {
  t = await buildTestApp();
  root = await makeUser(t.app.ctx, { role: 'root' });
});
afterAll(async () => t.close());

const PASSWORD = 'Etoile-Filante-2026';
const body = (email: string, password = PASSWORD) => ({ email, password, confirmPassword: password });

describe('createAdmin and getAdmins (root)', () => {
  it('creates a verified, active administrator who can log in, records it, and lists the staff root first', async () => {
    const admin = await makeUser(t.app.ctx, { role: 'admin' });
    const res = await t.post('/api/adm/createAdmin', body('  Nouvelle.Admin@Exemple.fr '), root.token);
    expect(res.statusCode, res.body).toBe(200);
    const created = res.json().data;
    expect(created).toMatchObject({ email: 'nouvelle.admin@exemple.fr', role: 'admin', etat: 'active', lastSeenAt: null });

    const login = await t.post('/api/users/login', { email: 'nouvelle.admin@exemple.fr', password: PASSWORD });
    expect(login.statusCode, login.body).toBe(200);
    expect(login.json().user).toMatchObject({ role: 'admin', etat: 'active', email_verified: true });

    const [action] = await t.database.query<{ actor_id: number; action: string; target_user_id: number; details: string }>(
      "SELECT actor_id, action, target_user_id, details FROM admin_actions WHERE action = 'create_admin'",
    );
    expect(action).toEqual({
      actor_id: root.user.id,
      action: 'create_admin',
      target_user_id: created.id,
      details: 'nouvelle.admin@exemple.fr',
    });

    const list = await t.post('/api/adm/getAdmins', {}, root.token);
    expect(list.statusCode, list.body).toBe(200);
    const staff = list.json().data as { id: number; role: string }[];
    expect(staff[0]).toMatchObject({ id: root.user.id, role: 'root' });
    expect(staff.map((s) => s.id)).toEqual([root.user.id, created.id, admin.user.id]);
    expect(JSON.stringify(staff)).not.toMatch(/password|hash/i);
  });

  it('refuses a taken e-mail (never promotes a client), a common password and different confirmations', async () => {
    const client = await makeUser(t.app.ctx, { role: 'client' });
    const taken = await t.post('/api/adm/createAdmin', body(client.email.toUpperCase()), root.token);
    expectFailure(taken, 'account.email_taken');
    expect(taken.json().errors).toEqual({ email: MSG.emailTaken });
    const [row] = await t.database.query<{ role: string }>('SELECT role FROM users WHERE id = $1', [client.user.id]);
    expect(row?.role).toBe('client');
    expectFailure(await t.post('/api/adm/createAdmin', body(root.email), root.token), 'account.email_taken');

    expectFieldError(
      await t.post('/api/adm/createAdmin', body('commun@exemple.fr', 'password'), root.token),
      'password',
      MSG.passwordTooCommon,
    );
    expectFieldError(
      await t.post(
        '/api/adm/createAdmin',
        { email: 'autre@exemple.fr', password: PASSWORD, confirmPassword: 'Autre-Chose-2026' },
        root.token,
      ),
      'confirmPassword',
      MSG.passwordsDiffer,
    );
    expectFieldError(await t.post('/api/adm/createAdmin', body('pas-un-email'), root.token), 'email', MSG.emailInvalid);
    expectFieldError(
      await t.post('/api/adm/createAdmin', body('court@exemple.fr', 'abc'), root.token),
      'password',
      MSG.passwordInvalid,
    );
    expect(
      await countRows(
        t.database,
        "SELECT count(*)::int AS n FROM users WHERE email IN ('commun@exemple.fr', 'autre@exemple.fr')",
      ),
    ).toBe(0);
  });

  it('lets root disable and re-enable an administrator through ban and unban; the disabled one cannot log in', async () => {
    const created = (await t.post('/api/adm/createAdmin', body('a.desactiver@exemple.fr'), root.token)).json().data;
    expect((await t.post('/api/users/ban', { id: created.id }, root.token)).statusCode).toBe(200);
    expectFailure(await t.post('/api/users/login', { email: 'a.desactiver@exemple.fr', password: PASSWORD }), 'account.blocked');
    const listed = (await t.post('/api/adm/getAdmins', {}, root.token))
      .json()
      .data.find((s: { id: number }) => s.id === created.id);
    expect(listed.etat).toBe('blocked');
    expect((await t.post('/api/users/unban', { id: created.id }, root.token)).statusCode).toBe(200);
    expect((await t.post('/api/users/login', { email: 'a.desactiver@exemple.fr', password: PASSWORD })).statusCode).toBe(200);
  });

  it('is for root only: admin, client and candidate get 403, anonymous callers 401, and nothing is created', async () => {
    const before = await countRows(t.database, 'SELECT count(*)::int AS n FROM users');
    for (const role of ['admin', 'client', 'condidat'] as const) {
      const who = await makeUser(t.app.ctx, { role });
      expectFailure(await t.post('/api/adm/getAdmins', {}, who.token), 'auth.role_forbidden');
      expectFailure(await t.post('/api/adm/createAdmin', body(`par.${role}@exemple.fr`), who.token), 'auth.role_forbidden');
    }
    expectFailure(await t.post('/api/adm/getAdmins', {}), 'auth.unauthenticated');
    expectFailure(await t.post('/api/adm/createAdmin', body('anonyme@exemple.fr')), 'auth.unauthenticated');
    expect(await countRows(t.database, 'SELECT count(*)::int AS n FROM users')).toBe(before + 3);
  });
});
