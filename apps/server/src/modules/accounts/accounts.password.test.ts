import { MSG } from '@passerelle/shared';
import { SignJWT } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { makeUser, uniqueEmail } from '../../test/factories.js';
import { buildTestApp, type TestApp } from '../../test/test-app.js';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(async () => t.close());

const NEW_PASSWORD = 'Hirondelle-77';

async function resetMailFor(email: string) {
  return (await t.outbox()).filter((m) => m.to === email && m.subject.includes('réinitialisation')).at(-1);
}

describe('password reset end to end', () => {
  it('forgetPass → mail → resetPass → login with the new password; the old one and the old sessions stop', async () => {
    const { email, password, token: oldSession } = await makeUser(t.app.ctx, { role: 'condidat' });
    const asked = await t.post('/api/users/forgetPass', { email });
    expect(asked.json()).toEqual({ done: true });
    const mail = await resetMailFor(email);
    expect(mail?.link).toMatch(/^http:\/\/localhost:3000\/acc\/rst-pass\/[A-Za-z0-9_-]{40,}$/);

    const reset = await t.post(
      '/api/users/resetPass',
      { password: NEW_PASSWORD, confirmPassword: NEW_PASSWORD },
      mail?.linkToken,
    );
    expect(reset.statusCode).toBe(200);
    expect(reset.json()).toEqual({ done: true });

    expect((await t.post('/api/users/login', { email, password })).statusCode).toBe(401);
    expect((await t.post('/api/users/login', { email, password: NEW_PASSWORD })).statusCode).toBe(200);
    expect((await t.post('/api/users/checkuser', {}, oldSession)).statusCode).toBe(401);

    // A used token does not work twice.
    const reuse = await t.post(
      '/api/users/resetPass',
      { password: 'Autre-Mot-99', confirmPassword: 'Autre-Mot-99' },
      mail?.linkToken,
    );
    expect(reuse.statusCode).toBe(401);
    expect(reuse.json().message).toBe(MSG.linkInvalid);
  });

  it('refuses an expired token', async () => {
    const { email } = await makeUser(t.app.ctx);
    await t.post('/api/users/forgetPass', { email });
    const mail = await resetMailFor(email);
    await t.database.query(
      "UPDATE link_tokens SET expires_at = now() - interval '1 minute' WHERE user_id = (SELECT id FROM users WHERE email = $1)",
      [email],
    );
    const res = await t.post('/api/users/resetPass', { password: NEW_PASSWORD, confirmPassword: NEW_PASSWORD }, mail?.linkToken);
    expect(res.statusCode).toBe(401);
    expect(res.json().message).toBe(MSG.linkInvalid);
  });

  it('answers the same for an unknown address, and sends nothing', async () => {
    const before = (await t.outbox()).length;
    const res = await t.post('/api/users/forgetPass', { email: uniqueEmail('nobody') });
    expect(res.json()).toEqual({ done: true });
    expect((await t.outbox()).length).toBe(before);
  });

  it('checks the new password like the forms do', async () => {
    const { email } = await makeUser(t.app.ctx);
    await t.post('/api/users/forgetPass', { email });
    const mail = await resetMailFor(email);
    const cases: [Record<string, string>, string][] = [
      [{ password: '123', confirmPassword: '123' }, MSG.passwordInvalid],
      [{ password: NEW_PASSWORD, confirmPassword: 'autre-chose' }, MSG.passwordsDiffer],
      [{ password: 'motdepasse', confirmPassword: 'motdepasse' }, MSG.passwordTooCommon],
    ];
    for (const [body, message] of cases) {
      const res = await t.post('/api/users/resetPass', body, mail?.linkToken);
      expect(res.statusCode).toBe(400);
      expect(res.json().message).toBe(message);
    }
    // A refused attempt did not use up the link.
    expect(
      (await t.post('/api/users/resetPass', { password: NEW_PASSWORD, confirmPassword: NEW_PASSWORD }, mail?.linkToken))
        .statusCode,
    ).toBe(200);
  });
});

describe('changepass', () => {
  it('checks the old password and every rule, then ends the other sessions only', async () => {
    const made = await makeUser(t.app.ctx, { role: 'client' });
    const other = (await t.post('/api/users/login', { email: made.email, password: made.password })).json().token;

    const cases: [Record<string, string>, string, string][] = [
      [{ password: NEW_PASSWORD, confirmPassword: NEW_PASSWORD }, 'last_password', MSG.lastPasswordRequired],
      [{ last_password: made.password, password: '123', confirmPassword: '123' }, 'password', MSG.passwordInvalid],
      [{ last_password: made.password, password: NEW_PASSWORD, confirmPassword: 'x' }, 'confirmPassword', MSG.passwordsDiffer],
      [
        { last_password: 'faux-mot-1', password: NEW_PASSWORD, confirmPassword: NEW_PASSWORD },
        'last_password',
        MSG.lastPasswordWrong,
      ],
    ];
    for (const [body, field, message] of cases) {
      const res = await t.post('/api/users/changepass', body, made.token);
      expect(res.statusCode).toBe(400);
      expect(res.json().errors[field]).toBe(message);
    }

    const ok = await t.post(
      '/api/users/changepass',
      { last_password: made.password, password: NEW_PASSWORD, confirmPassword: NEW_PASSWORD },
      made.token,
    );
    expect(ok.json()).toEqual({ done: true });
    expect((await t.post('/api/users/checkuser', {}, made.token)).statusCode).toBe(200);
    expect((await t.post('/api/users/checkuser', {}, other)).statusCode).toBe(401);
    expect((await t.post('/api/users/login', { email: made.email, password: NEW_PASSWORD })).statusCode).toBe(200);
  });
});

describe('changepass throttle', () => {
  it('a stolen session cannot guess the password: the 6th wrong one in 15 minutes gets 429, even the right one then', async () => {
    const made = await makeUser(t.app.ctx, { role: 'condidat' });
    const change = (last_password: string) =>
      t.post('/api/users/changepass', { last_password, password: NEW_PASSWORD, confirmPassword: NEW_PASSWORD }, made.token);
    const statuses: number[] = [];
    for (let i = 0; i < 6; i++) statuses.push((await change(`faux-mot-${i}`)).statusCode);
    expect(statuses).toEqual([400, 400, 400, 400, 400, 429]);
    const limited = await change(made.password);
    expect(limited.statusCode).toBe(429);
    expect(limited.json().code).toBe('rate.limited');
  });
});

describe('sessions', () => {
  it('refreshToken rotates the session', async () => {
    const { token } = await makeUser(t.app.ctx);
    const res = await t.post('/api/users/refreshToken', {}, token);
    expect(res.json()).toMatchObject({ success: true, token: expect.any(String) });
    expect((await t.post('/api/users/checkuser', {}, res.json().token)).statusCode).toBe(200);
    expect((await t.post('/api/users/checkuser', {}, token)).statusCode).toBe(401);
  });

  it('logout ends the session', async () => {
    const { token } = await makeUser(t.app.ctx);
    expect((await t.post('/api/users/logout', {}, token)).json()).toEqual({ done: true });
    const after = await t.post('/api/users/checkuser', {}, token);
    expect(after.statusCode).toBe(401);
    expect(after.json().message).toBe(MSG.sessionInvalid);
  });

  it('refuses no token, a forged, an unsigned, an expired or a foreign-audience token', async () => {
    const { user } = await makeUser(t.app.ctx);
    const sign = (key: string, claims: { aud?: string; typ?: string; exp?: number }) =>
      new SignJWT({ sid: 'whatever' })
        .setProtectedHeader({ alg: 'HS256', typ: claims.typ ?? 'passerelle-session+jwt' })
        .setSubject(String(user.id))
        .setAudience(claims.aud ?? 'passerelle')
        .setExpirationTime(claims.exp ?? Math.floor(Date.now() / 1000) + 3600)
        .sign(new TextEncoder().encode(key));
    const header = Buffer.from(JSON.stringify({ alg: 'none', typ: 'passerelle-session+jwt' })).toString('base64url');
    const payload = Buffer.from(JSON.stringify({ sub: String(user.id), sid: 'x', aud: 'passerelle', exp: 9999999999 })).toString(
      'base64url',
    );
    const tokens = [
      await sign('une-autre-cle-secrete-de-32-caracteres!!', {}),
      `${header}.${payload}.`,
      await sign(t.config.sessionSecret, { exp: Math.floor(Date.now() / 1000) - 10 }),
      await sign(t.config.sessionSecret, { aud: 'autre-service' }),
      await sign(t.config.sessionSecret, { typ: 'JWT' }),
    ];
    expect((await t.post('/api/users/checkuser')).json().message).toBe(MSG.unauthenticated);
    for (const token of tokens) {
      const res = await t.post('/api/users/checkuser', {}, token);
      expect(res.statusCode).toBe(401);
      expect(res.json().message).toBe(MSG.sessionInvalid);
    }
  });
});
