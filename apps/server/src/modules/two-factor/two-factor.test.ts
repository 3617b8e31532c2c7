import { MSG } from '@passerelle/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { currentStep, totpAt } from '../../lib/totp.js';
import { type MadeUser, makeUser } from '../../test/factories.js';
import { buildTestApp, type TestApp } from '../../test/test-app.js';
import { findUserById } from '../accounts/accounts.repository.js';
import { checkSecondFactor } from './two-factor.service.js';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(async () => t.close());

/** Turns the second factor on for a user; returns its secret and recovery codes. */
async function turnOn(who: MadeUser) {
  const setup = (await t.post('/api/users/twoFactorSetup', {}, who.token)).json();
  expect(setup.qr).toMatch(/^data:image\/svg\+xml;base64,/);
  expect(setup.otpauthUrl).toContain(`secret=${setup.secret}`);
  const enabled = await t.post('/api/users/twoFactorEnable', { code: totpAt(setup.secret, currentStep()) }, who.token);
  expect(enabled.statusCode).toBe(200);
  return { secret: setup.secret as string, recoveryCodes: enabled.json().recoveryCodes as string[] };
}

describe('two-factor login', () => {
  it('turns on with a first code, then asks for a code at login; a code works once; a recovery code works once', async () => {
    const who = await makeUser(t.app.ctx, { role: 'client' });
    expect((await t.post('/api/users/twoFactorEnable', { code: '123456' }, who.token)).json().message).toBe(
      MSG.twoFactorNotStarted,
    );
    const { secret, recoveryCodes } = await turnOn(who);
    expect(recoveryCodes).toHaveLength(10);
    expect((await t.post('/api/users/twoFactorStatus', {}, who.token)).json()).toMatchObject({
      enabled: true,
      required: false,
      recoveryCodesLeft: 10,
    });
    const [stored] = await t.database.query<{ totp_secret: string }>('SELECT totp_secret FROM users WHERE id = $1', [
      who.user.id,
    ]);
    expect(stored?.totp_secret).not.toContain(secret);

    const first = (await t.post('/api/users/login', { email: who.email, password: who.password })).json();
    expect(first).toMatchObject({ success: false, twoFactor: true, message: MSG.twoFactorPrompt });
    expect(first.token).toBeUndefined();
    // The challenge is not a session.
    expect((await t.post('/api/users/checkuser', {}, first.challenge)).statusCode).toBe(401);

    const wrong = await t.post('/api/users/loginTwoFactor', { challenge: first.challenge, code: '000000' });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().message).toBe(MSG.twoFactorCodeInvalid);

    // The code used to turn it on was this step's: the next one is needed (replay refused).
    const next = totpAt(secret, currentStep() + 1);
    const ok = await t.post('/api/users/loginTwoFactor', { challenge: first.challenge, code: next });
    expect(ok.json()).toMatchObject({ success: true, user: { id: who.user.id }, token: expect.any(String) });
    expect((await t.post('/api/users/loginTwoFactor', { challenge: first.challenge, code: next })).statusCode).toBe(400);

    const again = (await t.post('/api/users/login', { email: who.email, password: who.password })).json();
    const recovery = recoveryCodes[0] ?? '';
    expect(
      (await t.post('/api/users/loginTwoFactor', { challenge: again.challenge, code: recovery.toLowerCase() })).statusCode,
    ).toBe(200);
    expect((await t.post('/api/users/loginTwoFactor', { challenge: again.challenge, code: recovery })).statusCode).toBe(400);
  });

  it('limits wrong codes and refuses a forged challenge', async () => {
    const who = await makeUser(t.app.ctx, { role: 'condidat' });
    await turnOn(who);
    const { challenge } = (await t.post('/api/users/login', { email: who.email, password: who.password })).json();
    const statuses: number[] = [];
    for (let i = 0; i < 6; i++)
      statuses.push((await t.post('/api/users/loginTwoFactor', { challenge, code: '111111' })).statusCode);
    expect(statuses).toEqual([400, 400, 400, 400, 400, 429]);
    const session = (await makeUser(t.app.ctx)).token;
    expect((await t.post('/api/users/loginTwoFactor', { challenge: session, code: '111111' })).statusCode).toBe(401);
  });

  it('turns off with the password and a code', async () => {
    const who = await makeUser(t.app.ctx, { role: 'client' });
    const { recoveryCodes } = await turnOn(who);
    expect(
      (await t.post('/api/users/twoFactorDisable', { password: 'faux', code: recoveryCodes[1] }, who.token)).json().message,
    ).toBe(MSG.passwordWrong);
    expect(
      (await t.post('/api/users/twoFactorDisable', { password: who.password, code: recoveryCodes[1] }, who.token)).json(),
    ).toEqual({ done: true });
    expect((await t.post('/api/users/login', { email: who.email, password: who.password })).json().success).toBe(true);
  });
});

describe('two-factor throttles and races', () => {
  it('twoFactorDisable: wrong passwords are throttled like login', async () => {
    const who = await makeUser(t.app.ctx, { role: 'client' });
    const { recoveryCodes } = await turnOn(who);
    const statuses: number[] = [];
    for (let i = 0; i < 6; i++) {
      statuses.push(
        (await t.post('/api/users/twoFactorDisable', { password: `faux-${i}`, code: recoveryCodes[0] }, who.token)).statusCode,
      );
    }
    expect(statuses).toEqual([400, 400, 400, 400, 400, 429]);
    const limited = await t.post('/api/users/twoFactorDisable', { password: who.password, code: recoveryCodes[0] }, who.token);
    expect(limited.json().code).toBe('rate.limited');
    expect((await t.post('/api/users/twoFactorStatus', {}, who.token)).json().enabled).toBe(true);
  });

  it('one TOTP code opens one session, even under concurrent logins', async () => {
    const who = await makeUser(t.app.ctx, { role: 'client' });
    const { secret, recoveryCodes } = await turnOn(who);
    const code = totpAt(secret, currentStep() + 1);
    // Two logins with one code, each holding the row as read before the other wrote: the interleaving
    // that concurrent requests can produce on PostgreSQL, made deterministic.
    const stale = await findUserById(t.app.ctx.db, who.user.id);
    if (!stale) throw new Error('user not found');
    await checkSecondFactor(t.app.ctx, stale, code, null);
    await expect(checkSecondFactor(t.app.ctx, stale, code, null)).rejects.toMatchObject({ code: 'two_factor.code_invalid' });
    const recovery = recoveryCodes[0] ?? '';
    await checkSecondFactor(t.app.ctx, stale, recovery, null);
    await expect(checkSecondFactor(t.app.ctx, stale, recovery, null)).rejects.toMatchObject({ code: 'two_factor.code_invalid' });
    // And through the API, concurrently.
    const other = await makeUser(t.app.ctx, { role: 'client' });
    const later = totpAt((await turnOn(other)).secret, currentStep() + 1);
    const challenges = await Promise.all(
      [0, 1, 2].map(
        async () => (await t.post('/api/users/login', { email: other.email, password: other.password })).json().challenge,
      ),
    );
    const answers = await Promise.all(
      challenges.map((challenge) => t.post('/api/users/loginTwoFactor', { challenge, code: later })),
    );
    expect(answers.map((res) => res.statusCode).sort()).toEqual([200, 400, 400]);
  });
});

describe('mandatory for administrators', () => {
  it('root makes it mandatory: an admin without it can only reach its account calls until it turns it on, and cannot turn it off', async () => {
    const root = await makeUser(t.app.ctx, { role: 'root' });
    const admin = await makeUser(t.app.ctx, { role: 'admin' });
    expect((await t.post('/api/adm/twoFactorPolicy', { required: true }, admin.token)).statusCode).toBe(403);
    // Root is an administrator too: not without its own second factor.
    const early = await t.post('/api/adm/twoFactorPolicy', { required: true }, root.token);
    expect(early.statusCode).toBe(403);
    expect(early.json().message).toBe(MSG.twoFactorPolicyNeedsOwn);
    expect((await t.post('/api/users/twoFactorStatus', {}, root.token)).json()).toMatchObject({ requiredForAdmins: false });
    await turnOn(root);
    expect((await t.post('/api/adm/twoFactorPolicy', { required: true }, root.token)).json()).toEqual({ done: true });
    try {
      expect((await t.post('/api/users/twoFactorStatus', {}, root.token)).json()).toMatchObject({ requiredForAdmins: true });
      // The dashboard's check tells the admin to turn it on; a client is not concerned.
      expect((await t.post('/api/users/checkuser', {}, admin.token)).json()).toMatchObject({ twoFactorSetupRequired: true });
      expect((await t.post('/api/users/checkuser', {}, root.token)).json()).toMatchObject({ twoFactorSetupRequired: false });
      const refused = await t.get('/api/adm/contactus/list', admin.token);
      expect(refused.statusCode).toBe(403);
      expect(refused.json().message).toBe(MSG.twoFactorRequired);
      expect((await t.post('/api/users/twoFactorStatus', {}, admin.token)).json()).toMatchObject({
        enabled: false,
        required: true,
        requiredForAdmins: false,
      });
      const { recoveryCodes } = await turnOn(admin);
      expect((await t.post('/api/users/checkuser', {}, admin.token)).json()).toMatchObject({ twoFactorSetupRequired: false });
      expect((await t.get('/api/adm/contactus/list', admin.token)).statusCode).toBe(200);
      const off = await t.post('/api/users/twoFactorDisable', { password: admin.password, code: recoveryCodes[0] }, admin.token);
      expect(off.json().message).toBe(MSG.twoFactorMandatory);
      // Clients are not concerned.
      const client = await makeUser(t.app.ctx, { role: 'client' });
      expect((await t.post('/api/chat/getMyMsg', {}, client.token)).statusCode).toBe(200);
      expect((await t.post('/api/users/checkuser', {}, client.token)).json()).toMatchObject({ twoFactorSetupRequired: false });
    } finally {
      await t.post('/api/adm/twoFactorPolicy', { required: false }, root.token);
    }
  });
});
