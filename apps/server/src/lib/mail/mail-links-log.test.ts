import type { AddressInfo } from 'node:net';
import { TOKEN_HEADER } from '@passerelle/shared';
import { SMTPServer } from 'smtp-server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { makeUser, uniqueEmail } from '../../test/factories.js';
import { buildTestApp, type ParsedMail, parseMail, type TestApp } from '../../test/test-app.js';

/**
 * Live links never reach the server log when mails leave by SMTP (issue 16 §2): not from the mailer,
 * not from the request log when the link is followed. Without SMTP_URL the outbox's log line carries
 * them (DECISIONS §1, the developer's way in), and that stays.
 */
const PASSWORD = 'Coquelicot-31';

async function journey(t: TestApp, mailOf: (email: string) => Promise<ParsedMail | undefined>) {
  const email = uniqueEmail('journal');
  expect(
    (
      await t.post('/api/users/newCondidat', {
        type_cmpt: 'condidat',
        email,
        password: PASSWORD,
        confirmPassword: PASSWORD,
        cgu: true,
      })
    ).statusCode,
  ).toBe(200);
  const verification = await mailOf(email);
  const existing = await makeUser(t.app.ctx, { role: 'client' });
  expect((await t.post('/api/users/forgetPass', { email: existing.user.email })).statusCode).toBe(200);
  const reset = await mailOf(existing.user.email);
  const links = [verification?.link, reset?.link];
  const tokens = [verification?.linkToken, reset?.linkToken];
  expect(tokens.every((token) => typeof token === 'string' && token.length >= 20)).toBe(true);
  // The user follows each link: the browser loads the page, then the page calls the API with the token.
  for (const link of links) await t.app.inject({ method: 'GET', url: new URL(link as string).pathname });
  await t.app.inject({ method: 'GET', url: '/desabonnement/1.abcdefghijklmnopqrstuvwxyz0123456789' });
  expect((await t.post('/api/users/vrfmail', {}, verification?.linkToken)).statusCode).toBe(200);
  await t.app.inject({ method: 'POST', url: '/api/users/checkuser', headers: { [TOKEN_HEADER]: reset?.linkToken as string } });
  return { links: links as string[], tokens: tokens as string[] };
}

describe('with SMTP_URL', () => {
  let t: TestApp;
  let smtp: SMTPServer;
  const received: ParsedMail[] = [];
  const lines: string[] = [];
  beforeAll(async () => {
    smtp = new SMTPServer({
      authOptional: true,
      disabledCommands: ['STARTTLS'],
      onData(stream, _session, callback) {
        const chunks: Buffer[] = [];
        stream.on('data', (chunk: Buffer) => chunks.push(chunk));
        stream.on(
          'end',
          () => void parseMail(Buffer.concat(chunks)).then((mail) => callback(null, void received.push(mail)), callback),
        );
      },
    });
    await new Promise<void>((resolve) => smtp.listen(0, '127.0.0.1', resolve));
    const { port } = smtp.server.address() as AddressInfo;
    t = await buildTestApp(
      { SMTP_URL: `smtp://127.0.0.1:${port}`, LOG_LEVEL: 'trace' },
      { logStream: { write: (line) => void lines.push(line) } },
    );
  });
  afterAll(async () => {
    await t.close();
    await new Promise<void>((resolve) => smtp.close(() => resolve()));
  });

  it('no log line holds a link or its token, even at the trace level', async () => {
    const { tokens } = await journey(t, async (email) => {
      await t.app.ctx.mailer.flush();
      return received.find((mail) => mail.to === email);
    });
    const leaks = lines.filter(
      (line) => tokens.some((token) => line.includes(token)) || line.includes('abcdefghijklmnopqrstuvwxyz'),
    );
    expect(leaks).toEqual([]);
    expect(lines.some((line) => line.includes('"mail sent"'))).toBe(true);
    expect(lines.some((line) => line.includes('/acc/rst-pass/[caché]'))).toBe(true);
  });
});

describe('without SMTP_URL (outbox)', () => {
  let t: TestApp;
  const lines: string[] = [];
  beforeAll(async () => {
    t = await buildTestApp({ LOG_LEVEL: 'info' }, { logStream: { write: (line) => void lines.push(line) } });
  });
  afterAll(async () => t.close());

  it("the outbox's log line gives the links; the request log does not repeat them", async () => {
    const { links, tokens } = await journey(t, async (email) => (await t.outbox()).find((mail) => mail.to === email));
    const outboxLines = lines.filter((line) => line.includes('mail written to the outbox'));
    for (const link of links) expect(outboxLines.some((line) => line.includes(link))).toBe(true);
    const others = lines.filter((line) => !line.includes('mail written to the outbox'));
    expect(others.filter((line) => tokens.some((token) => line.includes(token)))).toEqual([]);
  });
});
