import { mkdtemp, readdir, readFile, rm } from 'node:fs/promises';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import type { FastifyBaseLogger } from 'fastify';
import { SMTPServer } from 'smtp-server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createMailer, MAIL_CONCURRENCY } from './mailer.js';

/**
 * The mail queue (issue 17: reminders for 100,000 candidates must not take the server): however many mails
 * are queued at once, at most MAIL_CONCURRENCY are composed and sent at the same time, each on its own SMTP
 * session, and `flush()` returns once every one has gone.
 */
const quiet = () => undefined;
const silent = {
  info: quiet,
  error: quiet,
  warn: quiet,
  debug: quiet,
  trace: quiet,
  fatal: quiet,
} as unknown as FastifyBaseLogger;

describe('mailer queue', () => {
  let smtp: SMTPServer;
  let port = 0;
  let open = 0;
  let mostOpen = 0;
  let received = 0;
  beforeAll(async () => {
    smtp = new SMTPServer({
      authOptional: true,
      disabledCommands: ['STARTTLS'],
      onConnect(_session, callback) {
        open += 1;
        mostOpen = Math.max(mostOpen, open);
        callback();
      },
      onClose() {
        open -= 1;
      },
      onData(stream, _session, callback) {
        stream.resume();
        // A slow server: mails queued meanwhile must wait their turn, not open sessions of their own.
        stream.on('end', () =>
          setTimeout(() => {
            received += 1;
            callback(null);
          }, 20),
        );
      },
    });
    await new Promise<void>((resolve) => smtp.listen(0, '127.0.0.1', resolve));
    port = (smtp.server.address() as AddressInfo).port;
  });
  afterAll(async () => {
    await new Promise<void>((resolve) => smtp.close(() => resolve()));
  });

  it(`sends 30 mails queued at once through at most ${MAIL_CONCURRENCY} sessions at a time`, async () => {
    const mailer = createMailer({
      smtpUrl: `smtp://127.0.0.1:${port}`,
      from: 'Passerelle <ne-pas-repondre@passerelle.test>',
      outboxDir: '/nonexistent',
      logger: silent,
    });
    for (let i = 0; i < 30; i++) {
      mailer.send({ to: `candidat-${i}@exemple.fr`, subject: `Rappel ${i}`, text: 'Bonjour', html: '<p>Bonjour</p>', links: [] });
    }
    await mailer.flush();
    expect(received).toBe(30);
    expect(mostOpen).toBeGreaterThan(0);
    expect(mostOpen).toBeLessThanOrEqual(MAIL_CONCURRENCY);
    await mailer.close();
  });
});

describe('outbox order', () => {
  it('names the files in the order the mails were handed over, though the large ones are written last', async () => {
    const dir = await mkdtemp(path.join(os.tmpdir(), 'passerelle-outbox-'));
    const mailer = createMailer({
      smtpUrl: undefined,
      from: 'Passerelle <ne-pas-repondre@passerelle.test>',
      outboxDir: dir,
      logger: silent,
    });
    // The first mails take longest to compose and write: written in the order they finish, they would come last.
    for (let i = 0; i < MAIL_CONCURRENCY; i++) {
      const body = i < MAIL_CONCURRENCY / 2 ? 'x'.repeat(2_000_000) : 'Bonjour';
      mailer.send({ to: `candidat-${i}@exemple.fr`, subject: `Rappel ${i}`, text: body, html: `<p>${body}</p>`, links: [] });
    }
    await mailer.close();
    const files = (await readdir(dir)).sort();
    const subjects = await Promise.all(
      files.map(async (f) => /^Subject: (.*)$/m.exec(await readFile(path.join(dir, f), 'utf8'))?.[1]),
    );
    expect(subjects).toEqual(Array.from({ length: MAIL_CONCURRENCY }, (_, i) => `Rappel ${i}`));
    await rm(dir, { recursive: true, force: true });
  });
});
