import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sessions, users } from '../../db/schema/index.js';
import { makeUser } from '../../test/factories.js';
import { buildTestApp, type TestApp } from '../../test/test-app.js';
import { sessionCacheOf } from './session-cache.js';
import { resolveSession } from './session-resolver.js';

/**
 * resolveSession reads the session and its user in one prepared statement, the user as one JSON value
 * (issue 20): the row it gives is the row drizzle reads, column for column, and every refusal stays.
 */

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(async () => t.close());

const rowOf = async (id: number) => (await t.app.ctx.db.select().from(users).where(eq(users.id, id)))[0];

describe('resolveSession', () => {
  it('gives the user row drizzle reads: dates, arrays, nulls and booleans alike', async () => {
    const made = await makeUser(t.app.ctx, { role: 'admin' });
    await t.app.ctx.db
      .update(users)
      .set({
        nom: "L'Écuyer « test »",
        tel: null,
        totpEnabledAt: new Date('2026-03-04T05:06:07.891Z'),
        totpRecovery: ['a1', 'b "2"', 'c,3'],
        totpLastStep: 12345,
        profileDone: true,
        lastSeenAt: new Date('2026-11-24T23:59:59.999Z'),
      })
      .where(eq(users.id, made.user.id));
    const { user, sessionId } = await resolveSession(t.app.ctx.db, t.app.ctx.tokens, made.token);
    expect(user).toEqual(await rowOf(made.user.id));
    expect(user.totpEnabledAt).toBeInstanceOf(Date);
    expect(user.createdAt).toBeInstanceOf(Date);
    expect(typeof sessionId).toBe('string');
  });

  it('refuses a missing, forged, expired or revoked session, an erased or a blocked account', async () => {
    const codeOf = (token: string | undefined) =>
      resolveSession(t.app.ctx.db, t.app.ctx.tokens, token).then(
        () => 'ok',
        (error: { code: string }) => error.code,
      );
    expect(await codeOf(undefined)).toBe('auth.unauthenticated');
    expect(await codeOf('not.a.jwt')).toBe('auth.session_invalid');

    const expired = await makeUser(t.app.ctx);
    await t.app.ctx.db
      .update(sessions)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(sessions.userId, expired.user.id));
    expect(await codeOf(expired.token)).toBe('auth.session_invalid');

    const revoked = await makeUser(t.app.ctx);
    expect(await codeOf(revoked.token)).toBe('ok');
    await t.app.ctx.db.update(sessions).set({ revokedAt: new Date() }).where(eq(sessions.userId, revoked.user.id));
    expect(await codeOf(revoked.token)).toBe('auth.session_invalid');

    const erased = await makeUser(t.app.ctx);
    await t.app.ctx.db.update(users).set({ deletedAt: new Date() }).where(eq(users.id, erased.user.id));
    expect(await codeOf(erased.token)).toBe('auth.session_invalid');

    const blocked = await makeUser(t.app.ctx);
    await t.app.ctx.db.update(users).set({ etat: 'blocked' }).where(eq(users.id, blocked.user.id));
    expect(await codeOf(blocked.token)).toBe('auth.account_blocked');

    // A token naming another user's session.
    const other = await makeUser(t.app.ctx);
    const [session] = await t.app.ctx.db.select().from(sessions).where(eq(sessions.userId, other.user.id));
    const forged = await t.app.ctx.tokens.sign({ userId: revoked.user.id, sessionId: session?.id as string });
    expect(await codeOf(forged)).toBe('auth.session_invalid');
  });

  it('after a read (kept on the embedded engine: session-cache.ts), follows every change of the session or account', async () => {
    const { db } = t.app.ctx;
    const resolve = (token: string) =>
      resolveSession(db, t.app.ctx.tokens, token).then(
        ({ user }) => user,
        (error: { code: string }) => error.code,
      );
    const changes: [string, (userId: number) => Promise<unknown>, (answer: unknown) => void][] = [
      [
        'revoked',
        (id) => db.update(sessions).set({ revokedAt: new Date() }).where(eq(sessions.userId, id)),
        (a) => expect(a).toBe('auth.session_invalid'),
      ],
      [
        'expired',
        (id) =>
          db
            .update(sessions)
            .set({ expiresAt: new Date(Date.now() - 1000) })
            .where(eq(sessions.userId, id)),
        (a) => expect(a).toBe('auth.session_invalid'),
      ],
      ['deleted', (id) => db.delete(sessions).where(eq(sessions.userId, id)), (a) => expect(a).toBe('auth.session_invalid')],
      [
        'erased',
        (id) => db.update(users).set({ deletedAt: new Date() }).where(eq(users.id, id)),
        (a) => expect(a).toBe('auth.session_invalid'),
      ],
      [
        'blocked',
        (id) => db.update(users).set({ etat: 'blocked' }).where(eq(users.id, id)),
        (a) => expect(a).toBe('auth.account_blocked'),
      ],
      [
        'role',
        (id) => t.app.ctx.database.query('UPDATE users SET role = $2 WHERE id = $1', [id, 'admin']),
        (a) => expect(a).toMatchObject({ role: 'admin' }),
      ],
    ];
    const cache = await sessionCacheOf(db);
    expect(cache !== null).toBe(t.app.ctx.database.kind === 'pglite');
    for (const [what, change, expectAnswer] of changes) {
      const made = await makeUser(t.app.ctx);
      // Twice: the second read is the kept one on the embedded engine.
      const hits = cache?.hits ?? 0;
      for (let i = 0; i < 2; i++) expect(await resolve(made.token), what).toMatchObject({ id: made.user.id });
      if (cache) expect(cache.hits, what).toBe(hits + 1);
      await change(made.user.id);
      expectAnswer(await resolve(made.token));
    }
    // Another user's change keeps a session as it was read.
    const kept = await makeUser(t.app.ctx);
    const other = await makeUser(t.app.ctx);
    await resolve(kept.token);
    await db.update(users).set({ etat: 'blocked' }).where(eq(users.id, other.user.id));
    expect(await resolve(kept.token)).toMatchObject({ id: kept.user.id, etat: kept.user.etat });
  });
});
