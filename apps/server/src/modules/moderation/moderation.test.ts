import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { makeUser } from '../../test/factories.js';
import { makeClient, makeMember } from '../../test/marketplace.js';
import { buildTestApp, type TestApp } from '../../test/test-app.js';

/**
 * Issue 28: a company's members follow its owner's état (DECISIONS §6.3), but a ban the staff set on a member
 * stays until they lift it on that member; each member a cascade changes gets its own history line.
 */

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(async () => t.close());

async function etatOf(id: number) {
  const [row] = await t.database.query<{ etat: string }>('SELECT etat FROM users WHERE id = $1', [id]);
  return row?.etat;
}

async function historyOf(id: number) {
  return t.database.query<{ action: string; actor_id: number; target_id: number; details: string }>(
    'SELECT action, actor_id, target_id, details FROM admin_actions WHERE target_user_id = $1 ORDER BY id',
    [id],
  );
}

const STEPS = [
  ['validate', 'active'],
  ['invalidate', 'pending'],
  ['ban', 'blocked'],
  ['unban', 'active'],
] as const;

describe("a member's état follows its company's owner, but not over a ban of its own", () => {
  it('validating, invalidating, banning and unbanning the owner leave a member banned in person blocked', async () => {
    const staff = await makeUser(t.app.ctx, { role: 'admin' });
    const company = await makeClient(t.app.ctx, { etat: 'pending' });
    const banned = await makeMember(t.app.ctx, company.client.id, { etat: 'pending' });
    const follower = await makeMember(t.app.ctx, company.client.id, { etat: 'pending' });
    expect((await t.post('/api/users/ban', { id: banned.user.id }, staff.token)).json()).toEqual({ done: true });

    for (const [action, etat] of STEPS) {
      expect((await t.post(`/api/users/${action}`, { id: company.user.id }, staff.token)).json()).toEqual({ done: true });
      expect([await etatOf(company.user.id), await etatOf(follower.user.id), await etatOf(banned.user.id)], action).toEqual([
        etat,
        etat,
        'blocked',
      ]);
    }
    const login = await t.post('/api/users/login', { email: banned.email, password: banned.password });
    expect(login.json()).toMatchObject({ code: 'account.blocked' });
    // Told of a validation only when it was one.
    const notes = await t.database.query<{ user_id: number }>(
      "SELECT user_id FROM notifications WHERE titre = 'valid_cmpt' AND user_id = ANY($1)",
      [[banned.user.id, follower.user.id]],
    );
    expect(notes).toEqual([{ user_id: follower.user.id }]);

    // The banned member's history holds its ban alone; the follower's, each change, with its cause.
    expect(await historyOf(banned.user.id)).toEqual([
      { action: 'ban', actor_id: staff.user.id, target_id: banned.user.id, details: 'pending → blocked' },
    ]);
    const from = ['pending', 'active', 'pending', 'blocked'];
    expect(await historyOf(follower.user.id)).toEqual(
      STEPS.map(([action, etat], i) => ({
        action,
        actor_id: staff.user.id,
        target_id: company.user.id,
        details: `${from[i]} → ${etat}, comme le propriétaire de son entreprise`,
      })),
    );

    // Lifted on the member, the ban is gone: from then on the member follows its company again.
    expect((await t.post('/api/users/unban', { id: banned.user.id }, staff.token)).json()).toEqual({ done: true });
    await t.post('/api/users/ban', { id: company.user.id }, staff.token);
    expect(await etatOf(banned.user.id)).toBe('blocked');
    await t.post('/api/users/unban', { id: company.user.id }, staff.token);
    expect(await etatOf(banned.user.id)).toBe('active');
  });

  it('the migration marks the members banned in person before it, and only them', async () => {
    const staff = await makeUser(t.app.ctx, { role: 'admin' });
    const company = await makeClient(t.app.ctx);
    const banned = await makeMember(t.app.ctx, company.client.id);
    const unbanned = await makeMember(t.app.ctx, company.client.id);
    const follower = await makeMember(t.app.ctx, company.client.id);
    await t.post('/api/users/ban', { id: banned.user.id }, staff.token);
    await t.post('/api/users/ban', { id: unbanned.user.id }, staff.token);
    await t.post('/api/users/unban', { id: unbanned.user.id }, staff.token);
    await t.post('/api/users/ban', { id: company.user.id }, staff.token);
    // As before the column: no personal ban recorded, no history line on the followers.
    await t.database.query('UPDATE users SET personal_ban_at = NULL');
    await t.database.query('DELETE FROM admin_actions WHERE target_user_id <> target_id');

    await t.database.query(backfill());
    const rows = await t.database.query<{ id: number; marked: boolean }>(
      'SELECT id, personal_ban_at IS NOT NULL AS marked FROM users WHERE id = ANY($1) ORDER BY id',
      [[company.user.id, banned.user.id, unbanned.user.id, follower.user.id]],
    );
    expect(rows).toEqual([
      { id: company.user.id, marked: true },
      { id: banned.user.id, marked: true },
      { id: unbanned.user.id, marked: false },
      { id: follower.user.id, marked: false },
    ]);
  });
});

/** The migration's backfill statement (found by its text: the lead renumbers migrations at merge). */
function backfill(): string {
  const dir = path.resolve(import.meta.dirname, '../../../drizzle');
  const file = readdirSync(dir).find(
    (name) => name.endsWith('.sql') && readFileSync(path.join(dir, name), 'utf8').includes('"personal_ban_at" = a.created_at'),
  );
  if (!file) throw new Error('no migration backfills personal_ban_at');
  const statements = readFileSync(path.join(dir, file), 'utf8').split('--> statement-breakpoint');
  const statement = statements.find((s) => s.includes('"personal_ban_at" = a.created_at'));
  if (!statement) throw new Error('backfill statement not found');
  return statement;
}
