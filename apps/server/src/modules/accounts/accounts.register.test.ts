import { MSG } from '@passerelle/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { makeUser, uniqueEmail } from '../../test/factories.js';
import { buildTestApp, type TestApp } from '../../test/test-app.js';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(async () => t.close());

const PASSWORD = 'Tournesol-42';
const registration = (type_cmpt: string, email: string, extra: Record<string, unknown> = {}) => ({
  type_cmpt,
  email,
  password: PASSWORD,
  confirmPassword: PASSWORD,
  cgu: true,
  ...extra,
});

describe('register → verification mail → vrfmail → login → checkuser', () => {
  it.each([
    ['client', '/api/users/newClient', 'vfcl'],
    ['condidat', '/api/users/newCondidat', 'vfcd'],
  ])('works for a %s', async (type, url, screen) => {
    const email = uniqueEmail(type);
    const registered = await t.post(url, registration(type, email));
    expect(registered.statusCode).toBe(200);
    const body = registered.json();
    // DECISIONS §3: the address back, no session (the same answer as for a taken address).
    expect(body).toEqual({ done: true, data: { email } });

    // Not verified yet: login is refused and says why (DECISIONS §3).
    const early = await t.post('/api/users/login', { email, password: PASSWORD });
    expect(early.statusCode).toBe(403);
    expect(early.json()).toEqual({
      done: false,
      success: false,
      message: "Vous devez d'abord valider votre adresse e-mail.",
      code: 'account.email_not_verified',
    });

    const mail = (await t.outbox()).filter((m) => m.to === email).at(-1);
    expect(mail?.subject).toContain('validez votre adresse e-mail');
    expect(mail?.link).toContain(`http://localhost:3000/register/${screen}/`);
    expect(mail?.html).toContain(mail?.linkToken);

    const verified = await t.post('/api/users/vrfmail', {}, mail?.linkToken);
    expect(verified.statusCode).toBe(200);
    expect(verified.json()).toMatchObject({ done: true, user: { email, email_verified: true, profile_done: false } });

    const login = await t.post('/api/users/login', { email: email.toUpperCase(), password: PASSWORD });
    expect(login.statusCode).toBe(200);
    const session = login.json();
    expect(session).toMatchObject({ success: true, user: { email, role: type, etat: 'pending' } });

    const check = await t.post('/api/users/checkuser', {}, session.token);
    expect(check.statusCode).toBe(200);
    expect(check.json()).toMatchObject({ done: true, user: { email, role: type } });

    // The link is single-use.
    expect((await t.post('/api/users/vrfmail', {}, mail?.linkToken)).json()).toMatchObject({ message: MSG.linkInvalid });
  });

  it('resends the mail without a session, answering the same for any address; only the newest link works', async () => {
    const email = uniqueEmail('resend');
    await t.post('/api/users/newClient', registration('client', email));
    const first = (await t.outbox()).filter((m) => m.to === email).at(-1);
    expect((await t.post('/api/users/rsvmail', { email })).json()).toEqual({ done: true });
    const mails = (await t.outbox()).filter((m) => m.to === email);
    expect(mails).toHaveLength(2);
    expect((await t.post('/api/users/vrfmail', {}, first?.linkToken)).statusCode).toBe(401);
    expect((await t.post('/api/users/vrfmail', {}, mails[1]?.linkToken)).statusCode).toBe(200);
    // Once verified, or for an unknown address, the same answer and no mail.
    const before = (await t.outbox()).length;
    expect((await t.post('/api/users/rsvmail', { email })).json()).toEqual({ done: true });
    expect((await t.post('/api/users/rsvmail', { email: uniqueEmail('nobody') })).json()).toEqual({ done: true });
    expect((await t.outbox()).length).toBe(before);
  });

  it('refuses a link token of another purpose, a garbage token and a session token', async () => {
    const { token } = await makeUser(t.app.ctx, { role: 'client' });
    for (const bad of [token, 'not-a-token', undefined]) {
      const res = await t.post('/api/users/vrfmail', {}, bad);
      expect(res.statusCode).toBe(401);
      expect(res.json().message).toBe(MSG.linkInvalid);
    }
  });
});

describe('registration rules (SPEC §5, DECISIONS §3)', () => {
  const cases: [string, Record<string, unknown>, string, string][] = [
    ['no account type', { type_cmpt: undefined }, 'type_cmpt', MSG.accountTypeRequired],
    ['an unknown account type', { type_cmpt: 'admin' }, 'type_cmpt', MSG.accountTypeRequired],
    ['no e-mail', { email: '' }, 'email', MSG.emailRequired],
    ['a malformed e-mail', { email: 'pas-un-email' }, 'email', MSG.emailInvalid],
    ['a short password', { password: '12345', confirmPassword: '12345' }, 'password', MSG.passwordInvalid],
    ['no confirmation', { confirmPassword: '' }, 'confirmPassword', MSG.confirmPasswordRequired],
    ['a different confirmation', { confirmPassword: 'Tournesol-43' }, 'confirmPassword', MSG.passwordsDiffer],
    ['terms not accepted', { cgu: false }, 'cgu', MSG.termsRequired],
    ['a common password', { password: 'azertyuiop', confirmPassword: 'azertyuiop' }, 'password', MSG.passwordTooCommon],
    ['a French first name as password', { password: 'Nathalie', confirmPassword: 'Nathalie' }, 'password', MSG.passwordTooCommon],
  ];
  it.each(cases)('refuses %s', async (_label, patch, field, message) => {
    const res = await t.post('/api/users/newClient', registration('client', uniqueEmail('rule'), patch));
    expect(res.statusCode).toBe(400);
    const body = res.json();
    expect(body).toMatchObject({ done: false, success: false, message });
    expect(body.errors[field]).toBe(message);
  });

  it('refuses a type that does not match the call', async () => {
    const res = await t.post('/api/users/newClient', registration('condidat', uniqueEmail('mismatch')));
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe(MSG.accountTypeRequired);
  });

  it('answers a taken e-mail exactly as a new one, mails its owner, and stores nothing (issue 16)', async () => {
    const email = uniqueEmail('taken');
    const fresh = await t.post('/api/users/newCondidat', registration('condidat', email));
    expect(fresh.statusCode).toBe(200);
    const login = await t.post('/api/users/login', { email, password: PASSWORD });
    expect(login.json().code).toBe('account.email_not_verified');
    // Still unverified: the owner gets a new verification link.
    const again = await t.post('/api/users/newClient', registration('client', email.toUpperCase()));
    expect(again.statusCode).toBe(200);
    expect(again.json()).toEqual({ done: true, data: { email } });
    const relink = (await t.outbox()).filter((m) => m.to === email).at(-1);
    expect(relink?.subject).toContain('validez votre adresse e-mail');
    await t.post('/api/users/vrfmail', {}, relink?.linkToken);
    // Verified: « Vous avez déjà un compte », with the login and reset pages.
    const third = await t.post('/api/users/newCondidat', registration('condidat', email));
    expect(third.json()).toEqual({ done: true, data: { email } });
    const notice = (await t.outbox()).filter((m) => m.to === email).at(-1);
    expect(notice?.subject).toBe('Passerelle : vous avez déjà un compte');
    expect(notice?.text).toContain('http://localhost:3000/login');
    expect(notice?.text).toContain('http://localhost:3000/forget-pass');
    const rows = await t.database.query<{ n: number }>('SELECT count(*)::int AS n FROM users WHERE lower(email) = $1', [email]);
    expect(rows[0]?.n).toBe(1);
  });

  it('forgetPass answers before any lookup: the same, at once, for a known and an unknown address', async () => {
    const { email } = await makeUser(t.app.ctx);
    // The lookup and the mail run after the answer: a slow database does not slow the answer down.
    const original = t.app.ctx.mailer.sendLater.bind(t.app.ctx.mailer);
    const composed: string[] = [];
    t.app.ctx.mailer.sendLater = (compose) => {
      composed.push('later');
      original(compose);
    };
    try {
      for (const address of [email, uniqueEmail('ghost')]) {
        const res = await t.post('/api/users/forgetPass', { email: address }, undefined, { remoteAddress: '192.0.2.77' });
        expect(res.json()).toEqual({ done: true });
      }
    } finally {
      t.app.ctx.mailer.sendLater = original;
    }
    expect(composed).toEqual(['later', 'later']);
  });
});

describe('login rules (SPEC §5, DECISIONS §3)', () => {
  it.each([
    [{ password: 'secret1' }, 'email', MSG.emailRequired],
    [{ email: 'nope', password: 'secret1' }, 'email', MSG.emailInvalid],
    [{ email: 'a@b.fr' }, 'password', MSG.passwordRequired],
    [{ email: 'a@b.fr', password: '12345' }, 'password', MSG.loginPasswordInvalid],
  ])('answers the message of the form for %j', async (body, field, message) => {
    const res = await t.post('/api/users/login', body);
    expect(res.statusCode).toBe(400);
    expect(res.json().errors[field]).toBe(message);
  });

  it('answers 401 on a wrong password or an unknown e-mail, with the same message', async () => {
    const { email } = await makeUser(t.app.ctx);
    const wrong = await t.post('/api/users/login', { email, password: 'mauvais-mot' });
    const unknown = await t.post('/api/users/login', { email: uniqueEmail('ghost'), password: 'mauvais-mot' });
    expect(wrong.statusCode).toBe(401);
    expect(unknown.statusCode).toBe(401);
    expect(wrong.json().message).toBe(MSG.loginWrongCredentials);
    expect(unknown.json().message).toBe(MSG.loginWrongCredentials);
  });

  it('refuses a blocked account; lets a pending (verified) one in', async () => {
    const blocked = await makeUser(t.app.ctx, { etat: 'blocked' });
    const res = await t.post('/api/users/login', { email: blocked.email, password: blocked.password });
    expect(res.statusCode).toBe(403);
    expect(res.json()).toMatchObject({ success: false, message: MSG.accountBlocked, code: 'account.blocked' });
    const pending = await makeUser(t.app.ctx, { etat: 'pending', role: 'condidat' });
    const ok = await t.post('/api/users/login', { email: pending.email, password: pending.password });
    expect(ok.json()).toMatchObject({ success: true, user: { etat: 'pending', role: 'condidat' } });
  });

  it('checkcv answers for candidates only', async () => {
    const candidate = await makeUser(t.app.ctx, { role: 'condidat' });
    expect((await t.get('/api/users/checkcv', candidate.token)).json()).toEqual({ done: false });
    const client = await makeUser(t.app.ctx, { role: 'client' });
    expect((await t.get('/api/users/checkcv', client.token)).statusCode).toBe(403);
  });
});
