import { randomBytes } from 'node:crypto';
import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { FastifyBaseLogger } from 'fastify';
import nodemailer from 'nodemailer';

/**
 * Outgoing mail (DECISIONS §1): SMTP when SMTP_URL is set, otherwise each mail is written as an .eml
 * file in DATA_DIR/outbox and its links are logged. Sending never delays or fails the request that
 * caused it: mails are queued, and `flush()` waits for those in flight (shutdown, tests).
 */
export interface Mail {
  to: string;
  subject: string;
  text: string;
  html: string;
  /** Links the mail carries, logged in outbox mode so that a developer can follow them. */
  links: string[];
}

export interface Mailer {
  send(mail: Mail): void;
  flush(): Promise<void>;
  close(): Promise<void>;
}

export interface MailerOptions {
  smtpUrl: string | undefined;
  from: string;
  outboxDir: string;
  logger: FastifyBaseLogger;
}

export function createMailer(options: MailerOptions): Mailer {
  const { logger } = options;
  const transport = options.smtpUrl
    ? nodemailer.createTransport(options.smtpUrl)
    : nodemailer.createTransport({ streamTransport: true, buffer: true, newline: 'unix' });
  const inFlight = new Set<Promise<void>>();

  async function deliver(mail: Mail): Promise<void> {
    const message = { from: options.from, to: mail.to, subject: mail.subject, text: mail.text, html: mail.html };
    if (options.smtpUrl) {
      await transport.sendMail(message);
      logger.info({ to: mail.to, subject: mail.subject }, 'mail sent');
      return;
    }
    const info = (await transport.sendMail(message)) as { message: Buffer };
    await mkdir(options.outboxDir, { recursive: true });
    const file = path.join(options.outboxDir, `${Date.now()}-${randomBytes(4).toString('hex')}.eml`);
    await writeFile(file, info.message);
    logger.info({ to: mail.to, subject: mail.subject, file, links: mail.links }, 'mail written to the outbox');
  }

  return {
    send(mail) {
      const job = deliver(mail)
        .catch((error: unknown) => logger.error({ err: error, to: mail.to, subject: mail.subject }, 'mail not sent'))
        .finally(() => inFlight.delete(job));
      inFlight.add(job);
    },
    async flush() {
      while (inFlight.size > 0) await Promise.all([...inFlight]);
    },
    async close() {
      await this.flush();
      transport.close();
    },
  };
}
