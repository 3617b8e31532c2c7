import type { AddressInfo } from 'node:net';
import { SMTPServer } from 'smtp-server';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { uniqueEmail } from '../../test/factories.js';
import { buildTestApp, type ParsedMail, parseMail, type TestApp } from '../../test/test-app.js';

/** The same journey as accounts.register.test.ts, with the mail caught by a real SMTP server (SMTP_URL). */
let t: TestApp;
let smtp: SMTPServer;
const received: ParsedMail[] = [];

beforeAll(async () => {
  smtp = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    onData(stream, _session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('end', () => {
        parseMail(Buffer.concat(chunks)).then((mail) => {
          received.push(mail);
          callback();
        }, callback);
      });
    },
  });
  await new Promise<void>((resolve) => smtp.listen(0, '127.0.0.1', resolve));
  const { port } = smtp.server.address() as AddressInfo;
  t = await buildTestApp({ SMTP_URL: `smtp://127.0.0.1:${port}`, MAIL_FROM: 'Passerelle <bonjour@passerelle.test>' });
});

afterAll(async () => {
  await t.close();
  await new Promise<void>((resolve) => smtp.close(() => resolve()));
});

it('register → mail over SMTP → vrfmail → login → checkuser', async () => {
  const email = uniqueEmail('smtp');
  const password = 'Coquelicot-31';
  const registered = await t.post('/api/users/newCondidat', {
    type_cmpt: 'condidat',
    email,
    password,
    confirmPassword: password,
    cgu: true,
  });
  expect(registered.statusCode).toBe(200);
  await t.app.ctx.mailer.flush();
  const mail = received.find((m) => m.to === email);
  expect(mail?.subject).toBe('Passerelle : validez votre adresse e-mail');
  expect(mail?.link).toMatch(/^http:\/\/localhost:3000\/register\/vfcd\//);
  expect(await t.outbox()).toEqual([]);

  expect((await t.post('/api/users/vrfmail', {}, mail?.linkToken)).statusCode).toBe(200);
  const login = await t.post('/api/users/login', { email, password });
  expect(login.statusCode).toBe(200);
  const check = await t.post('/api/users/checkuser', {}, login.json().token);
  expect(check.json()).toMatchObject({ done: true, user: { email, role: 'condidat', email_verified: true } });
});
