import { ERASED_ACCOUNT_LABEL, MSG } from '@passerelle/shared';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { LEASE_MS, renewLease, runIfDue, startPeriodicJobs, takeLease } from '../../lib/periodic-jobs.js';
import { expectFailure, expectFieldError } from '../../test/assertions.js';
import { makeUser } from '../../test/factories.js';
import { type MadeCandidate, makeCandidate, makeClient } from '../../test/marketplace.js';
import { buildTestApp, type TestApp } from '../../test/test-app.js';
import { issueLinkToken } from '../accounts/link-tokens.js';
import { runDispoReminders, runRetention } from './availability.service.js';

/** Availability that can be trusted, its reminders and the retention job (DECISIONS §6.2). */

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(async () => t.close());

const DAY = 86_400_000;
const inDays = (days: number) => new Date(Date.now() + days * DAY);
const isoIn = (days: number) => inDays(days).toISOString().slice(0, 10);

async function notificationsOf(userId: number, titre: string) {
  return t.database.query<{ content: string; url: string }>(
    'SELECT content, url FROM notifications WHERE user_id = $1 AND titre = $2',
    [userId, titre],
  );
}

describe('confirmDispo', () => {
  it('confirms dispo and jours_semaine, shown by the profile; a date gone by, 0 or 6 days are refused', async () => {
    const old = new Date(Date.now() - 40 * DAY);
    const made = await makeCandidate(t.app.ctx, { dispoConfirmeeLe: old });
    const body = { dispo: isoIn(10), jours_semaine: 3 };
    const res = await t.post('/api/cd/confirmDispo', body, made.token);
    expect(res.statusCode, res.body).toBe(200);
    const answer = res.json();
    expect(answer).toMatchObject({ done: true, dispo: body.dispo, jours_semaine: 3 });
    expect(Date.now() - Date.parse(answer.dispo_confirmee_le)).toBeLessThan(10_000);

    const profile = (await t.post('/api/cd/myprofile', { id: made.candidate.id }, made.token)).json().data;
    expect(profile).toMatchObject({ dispo: body.dispo, jours_semaine: 3, dispo_confirmee_le: answer.dispo_confirmee_le });

    expectFieldError(
      await t.post('/api/cd/confirmDispo', { dispo: isoIn(-2), jours_semaine: 3 }, made.token),
      'dispo',
      MSG.dispoPast,
    );
    for (const jours of [0, 6, 2.5]) {
      const bad = await t.post('/api/cd/confirmDispo', { dispo: isoIn(3), jours_semaine: jours }, made.token);
      expectFieldError(bad, 'jours_semaine', MSG.joursSemaineInvalid);
    }
    // Nothing stored by the refusals.
    const [row] = await t.database.query<{ dispo: string; jours_semaine: number }>(
      'SELECT dispo::text, jours_semaine FROM candidates WHERE id = $1',
      [made.candidate.id],
    );
    expect(row).toEqual({ dispo: body.dispo, jours_semaine: 3 });
  });

  it('is for candidates with a profile; a pending candidate may confirm', async () => {
    const client = await makeClient(t.app.ctx);
    expectFailure(
      await t.post('/api/cd/confirmDispo', { dispo: isoIn(1), jours_semaine: 5 }, client.token),
      'auth.role_forbidden',
    );
    const bare = await makeUser(t.app.ctx, { role: 'condidat' });
    const none = await t.post('/api/cd/confirmDispo', { dispo: isoIn(1), jours_semaine: 5 }, bare.token);
    expect(none.json().code).toBe('profile.required_first');
    const pending = await makeCandidate(t.app.ctx, { etat: 'pending' });
    expect((await t.post('/api/cd/confirmDispo', { dispo: isoIn(1), jours_semaine: 4 }, pending.token)).statusCode).toBe(200);

    // By the mail's link: refused without spending the link, which works once the profile exists.
    const link = await issueLinkToken(t.app.ctx.db, bare.user.id, 'confirm_dispo');
    expectFailure(await t.post('/api/cd/confirmDispoLink', {}, link), 'profile.required_first');
    const [unspent] = await t.database.query<{ n: number }>(
      "SELECT count(*)::int AS n FROM link_tokens WHERE user_id = $1 AND purpose = 'confirm_dispo' AND used_at IS NULL",
      [bare.user.id],
    );
    expect(unspent?.n).toBe(1);
  });

  it('saving the profile confirms the availability and keeps jours_semaine when the form leaves it out', async () => {
    const made = await makeCandidate(t.app.ctx, { joursSemaine: 2, dispoConfirmeeLe: new Date(Date.now() - 90 * DAY) });
    const profile = (await t.post('/api/cd/myprofile', { id: made.candidate.id }, made.token)).json().data;
    expect(Date.now() - Date.parse(profile.dispo_confirmee_le)).toBeGreaterThan(80 * DAY);
    const form = {
      id: made.candidate.id,
      nom: 'Martin',
      prenom: 'Léa',
      sex: 'female',
      date_naiss: '1990-01-01',
      niv_etude: 'bac+5',
      niv_exp: '1-10',
      titre: 'Développeuse',
      skills: ['TypeScript'],
      dispo: isoIn(20),
    };
    const res = await t.post('/api/cd/updateCondInfo', form, made.token);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data.jours_semaine).toBe(2);
    expect(Date.now() - Date.parse(res.json().data.dispo_confirmee_le)).toBeLessThan(10_000);
    const four = await t.post('/api/cd/updateCondInfo', { ...form, jours_semaine: 4 }, made.token);
    expect(four.json().data.jours_semaine).toBe(4);
    expectFieldError(
      await t.post('/api/cd/updateCondInfo', { ...form, jours_semaine: 7 }, made.token),
      'jours_semaine',
      MSG.joursSemaineInvalid,
    );
  });
});

describe('searchmatch: confirmed first, confirmed_only (DECISIONS §6.2)', () => {
  it('ranks a confirmed availability before an unconfirmed one at equal score, and filters on demand', async () => {
    const client = await makeClient(t.app.ctx);
    const stale = await makeCandidate(t.app.ctx, {
      skills: ['Elixir'],
      dispo: '2026-01-01',
      dispoConfirmeeLe: new Date(Date.now() - 31 * DAY),
    });
    const fresh = await makeCandidate(t.app.ctx, {
      skills: ['Elixir'],
      dispo: '2026-02-01',
      joursSemaine: 3,
      dispoConfirmeeLe: new Date(Date.now() - 2 * DAY),
    });
    const res = await t.post('/api/cl/searchmatch', { skills: ['Elixir'] }, client.token);
    const cards = res.json().candidats;
    // Same score; the earlier date would come first, the confirmation wins.
    expect(cards.map((c: { id: number }) => c.id)).toEqual([fresh.candidate.id, stale.candidate.id]);
    expect(cards[0]).toMatchObject({ jours_semaine: 3, score: 100 });
    expect(Date.now() - Date.parse(cards[0].dispo_confirmee_le)).toBeGreaterThan(DAY);
    const only = await t.post('/api/cl/searchmatch', { skills: ['Elixir'], confirmed_only: true }, client.token);
    expect(only.json().candidats.map((c: { id: number }) => c.id)).toEqual([fresh.candidate.id]);
    expect(only.json().totalItems).toBe(1);
  });
});

describe('the reminders job', () => {
  it('reminds at 30 days, then every 14 days, once per run whatever the number of runs; the link confirms once', async () => {
    const made = await makeCandidate(t.app.ctx, { dispoConfirmeeLe: new Date(Date.now() - 29 * DAY), dispo: isoIn(5) });
    const mine = async () => (await notificationsOf(made.user.id, 'dispo_rappel')).length;
    await runDispoReminders(t.app.ctx, new Date());
    expect(await mine()).toBe(0);

    // Two instances at once, two days later: one reminder.
    await Promise.all([runDispoReminders(t.app.ctx, inDays(2)), runDispoReminders(t.app.ctx, inDays(2))]);
    expect(await mine()).toBe(1);
    await runDispoReminders(t.app.ctx, inDays(10));
    expect(await mine()).toBe(1);
    await runDispoReminders(t.app.ctx, inDays(17));
    expect(await mine()).toBe(2);

    const mails = (await t.outbox()).filter((m) => m.to.includes(made.email) && m.subject.includes('disponibilité'));
    expect(mails).toHaveLength(2);
    expect(mails[1]?.link).toContain('/disponibilite/confirmer/');
    const token = mails[1]?.linkToken as string;
    // A link token is no session token, nor the reverse.
    expect((await t.post('/api/cd/myprofile', { id: made.candidate.id }, token)).statusCode).toBe(401);
    expect((await t.post('/api/cd/confirmDispoLink', {}, made.token)).statusCode).toBe(401);
    // A refused date does not spend the link.
    expectFieldError(await t.post('/api/cd/confirmDispoLink', { dispo: isoIn(-3) }, token), 'dispo', MSG.dispoPast);
    const res = await t.post('/api/cd/confirmDispoLink', {}, token);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({ done: true, dispo: isoIn(5), jours_semaine: 5 });
    expect((await t.post('/api/cd/confirmDispoLink', {}, token)).statusCode).toBe(401);
    // Confirmed: no reminder for 30 days.
    await runDispoReminders(t.app.ctx, inDays(25));
    expect(await mine()).toBe(2);
  });

  it('a banned candidate’s links act no more: the reminder and the retention answer are refused, nothing is spent', async () => {
    const made = await makeCandidate(t.app.ctx, { dispoConfirmeeLe: new Date(Date.now() - 40 * DAY), dispo: isoIn(5) });
    const confirm = await issueLinkToken(t.app.ctx.db, made.user.id, 'confirm_dispo');
    const keep = await issueLinkToken(t.app.ctx.db, made.user.id, 'keep_account');
    const staff = await makeUser(t.app.ctx, { role: 'admin' });
    expect((await t.post('/api/users/ban', { id: made.user.id }, staff.token)).statusCode).toBe(200);

    expectFailure(await t.post('/api/cd/confirmDispoLink', {}, confirm), 'account.blocked');
    expectFailure(await t.post('/api/users/keepAccount', {}, keep), 'account.blocked');
    const [row] = await t.database.query<{ confirmed: Date }>(
      'SELECT dispo_confirmee_le AS confirmed FROM candidates WHERE id = $1',
      [made.candidate.id],
    );
    expect(row?.confirmed.getTime()).toBeLessThan(Date.now() - 39 * DAY);
    // Unbanned, the same link works: the refusal spent nothing.
    expect((await t.post('/api/users/unban', { id: made.user.id }, staff.token)).statusCode).toBe(200);
    expect((await t.post('/api/cd/confirmDispoLink', {}, confirm)).statusCode).toBe(200);
  });

  it('the lease: one taker at a time, and a job runs again only once its period has passed', async () => {
    const job = { name: `test_${Date.now()}`, everyMs: 15 * 60_000 };
    const now = new Date();
    const taken = await Promise.all([takeLease(t.database.db, job, 'a', now), takeLease(t.database.db, job, 'b', now)]);
    expect(taken.filter(Boolean)).toHaveLength(1);
    const runs: Date[] = [];
    const periodic = {
      ...job,
      name: `${job.name}_run`,
      run: async (at: Date) => {
        runs.push(at);
        return {};
      },
    };
    expect(await runIfDue(t.database.db, periodic, t.app.log, 'a', now)).toBe(true);
    expect(await runIfDue(t.database.db, periodic, t.app.log, 'b', new Date(now.getTime() + 60_000))).toBe(false);
    // A clock moved forward: due at once.
    expect(await runIfDue(t.database.db, periodic, t.app.log, 'b', new Date(now.getTime() + 16 * 60_000))).toBe(true);
    expect(runs).toHaveLength(2);
  });

  it("a started server's clock: the jobs run 15 s after the start, then every minute they are due, until it stops", async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'setInterval', 'clearInterval'] });
    try {
      const runs: string[] = [];
      const job = (name: string) => ({
        name: `${name}_${Date.now()}`,
        everyMs: 0,
        run: async () => {
          runs.push(name);
          return {};
        },
      });
      const stop = startPeriodicJobs(t.database.db, [job('reminders'), job('retention')], t.app.log);
      await vi.advanceTimersByTimeAsync(14_900);
      expect(runs).toEqual([]);
      await vi.advanceTimersByTimeAsync(100);
      await vi.waitFor(() => expect(runs).toEqual(['reminders', 'retention']));
      await vi.advanceTimersByTimeAsync(60_000);
      await vi.waitFor(() => expect(runs).toHaveLength(4));
      stop();
      await vi.advanceTimersByTimeAsync(120_000);
      expect(runs).toHaveLength(4);
    } finally {
      vi.useRealTimers();
    }
  });

  it('the lease: a run longer than the lease keeps it, renewed as it goes; a dead holder loses it', async () => {
    const name = `test_long_${Date.now()}`;
    const now = new Date();
    const lockedUntil = async () => {
      const [row] = await t.database.query<{ locked_until: string }>('SELECT locked_until FROM job_leases WHERE name = $1', [
        name,
      ]);
      return new Date(row?.locked_until ?? 0).getTime();
    };
    let taken: boolean | undefined;
    const long = {
      name,
      everyMs: 15 * 60_000,
      // While it runs, another instance comes just after the first lease would have run out: it was renewed.
      run: async () => {
        const first = await lockedUntil();
        await new Promise((resolve) => setTimeout(resolve, 120));
        expect(await lockedUntil()).toBeGreaterThan(first);
        taken = await takeLease(t.database.db, { name, everyMs: 0 }, 'b', new Date(now.getTime() + LEASE_MS + 1));
        return {};
      },
    };
    expect(await runIfDue(t.database.db, long, t.app.log, 'a', now, 20)).toBe(true);
    expect(taken).toBe(false);
    // Renewal only for the holder: once another instance took a lease that ran out, the first one cannot renew it.
    expect(await takeLease(t.database.db, { name, everyMs: 0 }, 'b', new Date(now.getTime() + 1_000))).toBe(true);
    expect(await renewLease(t.database.db, name, 'a', now)).toBe(false);
    expect(await renewLease(t.database.db, name, 'b', now)).toBe(true);
  });
});

describe('retention (DECISIONS §6.2, CNIL)', () => {
  async function inactive(): Promise<MadeCandidate> {
    const made = await makeCandidate(t.app.ctx, { dispoConfirmeeLe: new Date(Date.now() - 800 * DAY) });
    await t.database.query(
      `UPDATE users SET created_at = now() - interval '900 days', last_seen_at = now() - interval '800 days' WHERE id = $1`,
      [made.user.id],
    );
    return made;
  }

  it('asks once after 2 years; keeps on « Conserver mon compte »; erases the unanswered after 30 days as deleteAccount does', async () => {
    const admin = await makeUser(t.app.ctx, { role: 'admin' });
    const stats = async () => (await t.post('/api/adm/retentionStats', {}, admin.token)).json();
    const before = await stats();
    const keeper = await inactive();
    const silent = await inactive();
    const active = await makeCandidate(t.app.ctx);

    await Promise.all([runRetention(t.app.ctx), runRetention(t.app.ctx)]);
    for (const made of [keeper, silent]) expect(await notificationsOf(made.user.id, 'retention')).toHaveLength(1);
    expect(await notificationsOf(active.user.id, 'retention')).toHaveLength(0);
    const mails = (await t.outbox()).filter((m) => m.subject.includes('conserver votre compte'));
    const keepMail = mails.find((m) => m.to.includes(keeper.email));
    expect(keepMail?.text).toContain('Souhaitez-vous conserver votre compte ?');
    expect(mails.filter((m) => m.to.includes(silent.email))).toHaveLength(1);
    expect(await stats()).toMatchObject({ waiting: before.waiting + 2 });

    const kept = await t.post('/api/users/keepAccount', {}, keepMail?.linkToken);
    expect(kept.statusCode, kept.body).toBe(200);
    expect((await t.post('/api/users/keepAccount', {}, keepMail?.linkToken)).statusCode).toBe(401);

    // 10 days later: nothing erased yet; 31 days later: the silent one is erased, the keeper kept.
    expect((await runRetention(t.app.ctx, inDays(10))).erased).toBe(0);
    await runRetention(t.app.ctx, inDays(31));
    const [erased] = await t.database.query<{ deleted_at: Date | null; nom: string; email: string; etat: string }>(
      'SELECT deleted_at, nom, email, etat FROM users WHERE id = $1',
      [silent.user.id],
    );
    expect(erased).toMatchObject({ nom: ERASED_ACCOUNT_LABEL, email: `supprime-${silent.user.id}@invalid`, etat: 'blocked' });
    expect(erased?.deleted_at).not.toBeNull();
    const [candidate] = await t.database.query<{ titre: string; sex: string | null }>(
      'SELECT titre, sex FROM candidates WHERE id = $1',
      [silent.candidate.id],
    );
    expect(candidate).toEqual({ titre: '', sex: null });
    const [still] = await t.database.query<{ deleted_at: Date | null }>('SELECT deleted_at FROM users WHERE id = $1', [
      keeper.user.id,
    ]);
    expect(still?.deleted_at).toBeNull();
    expect(await stats()).toEqual({ done: true, waiting: before.waiting, kept: before.kept + 1, erased: before.erased + 1 });
    // A second run erases nothing more, asks nobody again.
    expect(await runRetention(t.app.ctx, inDays(32))).toEqual({ asked: 0, erased: 0 });
  });

  it('asks and erases an account that never made its profile; a confirmation or a sign-in answers and counts as kept', async () => {
    const admin = await makeUser(t.app.ctx, { role: 'admin' });
    const stats = async () => (await t.post('/api/adm/retentionStats', {}, admin.token)).json();
    const before = await stats();
    const noProfile = await makeUser(t.app.ctx, { role: 'condidat', etat: 'pending' });
    await t.database.query(
      `UPDATE users SET created_at = now() - interval '900 days', last_seen_at = now() - interval '800 days' WHERE id = $1`,
      [noProfile.user.id],
    );
    const confirmer = await inactive();
    const signer = await inactive();
    // Not connected for 800 days, but availability confirmed 10 days ago: active, not asked.
    const confirmedRecently = await inactive();
    await t.database.query(`UPDATE candidates SET dispo_confirmee_le = now() - interval '10 days' WHERE id = $1`, [
      confirmedRecently.candidate.id,
    ]);

    await runRetention(t.app.ctx);
    for (const user of [noProfile.user, confirmer.user, signer.user]) {
      expect(await notificationsOf(user.id, 'retention')).toHaveLength(1);
    }
    expect(await notificationsOf(confirmedRecently.user.id, 'retention')).toHaveLength(0);
    expect(await stats()).toMatchObject({ waiting: before.waiting + 3, kept: before.kept });

    const confirmed = await t.post('/api/cd/confirmDispo', { dispo: isoIn(3), jours_semaine: 4 }, confirmer.token);
    expect(confirmed.statusCode, confirmed.body).toBe(200);
    expect((await t.post('/api/users/login', { email: signer.email, password: signer.password })).statusCode).toBe(200);
    expect(await stats()).toMatchObject({ waiting: before.waiting + 1, kept: before.kept + 2 });

    await runRetention(t.app.ctx, inDays(31));
    const deleted = await t.database.query<{ id: number; deleted: boolean }>(
      'SELECT id, deleted_at IS NOT NULL AS deleted FROM users WHERE id = ANY($1::int[]) ORDER BY id',
      [[noProfile.user.id, confirmer.user.id, signer.user.id]],
    );
    expect(deleted).toEqual([
      { id: noProfile.user.id, deleted: true },
      { id: confirmer.user.id, deleted: false },
      { id: signer.user.id, deleted: false },
    ]);
    expect(await stats()).toEqual({ done: true, waiting: before.waiting, kept: before.kept + 2, erased: before.erased + 1 });
  });
});
