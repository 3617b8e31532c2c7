import { randomBytes } from 'node:crypto';
import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { FastifyBaseLogger } from 'fastify';
import nodemailer from 'nodemailer';
import pLimit from 'p-limit';

/** Mails composed and sent at the same time; the others wait their turn in the queue. */
export const MAIL_CONCURRENCY = 10;

/** The outbox's file counter (see the mail's file name). */
let outboxSeq = 0;
/**
 * Outgoing mail (DECISIONS §1): SMTP when SMTP_URL is set, otherwise each mail is written as an .eml
 * file in DATA_DIR/outbox and its links are logged. Sending never delays or fails the request that
 * caused it: mails are queued, and `flush()` waits for those in flight (shutdown, tests). At most
 * MAIL_CONCURRENCY are composed and sent at once: a job that sends thousands (availability reminders) spreads
 * its work between the requests instead of taking the event loop, and opens that many SMTP connections at most.
 */
export interface Mail {
  to: string;
  subject: string;
  text: string;
  html: string;
  /** Links the mail carries, logged in outbox mode so that a developer can follow them. */
  links: string[];
  /** An iCalendar invitation (text/calendar part and .ics attachment) that calendar apps accept or cancel. */
  calendar?: { method: 'REQUEST' | 'CANCEL'; content: string };
}

export interface Mailer {
  send(mail: Mail): void;
  /**
   * Composes (database work included) and sends a mail after the answer: a route whose answer must
   * not tell, by its timing, whether an address has an account (issue 16) answers at once. Null: no mail.
   */
  sendLater(compose: () => Promise<Mail | null>): void;
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
  const limit = pLimit(MAIL_CONCURRENCY);

  /**
   * The outbox file's name, taken when the mail is handed over, not when it is written: with MAIL_CONCURRENCY
   * deliveries at once, write order is not send order, and the outbox is read oldest first (a counter after the
   * time: two mails of one millisecond keep their order).
   */
  function outboxName(): string {
    outboxSeq = (outboxSeq + 1) % 1_000_000;
    return `${Date.now()}-${String(outboxSeq).padStart(6, '0')}-${randomBytes(4).toString('hex')}.eml`;
  }

  async function deliver(mail: Mail, name: string): Promise<void> {
    const message = {
      from: options.from,
      to: mail.to,
      subject: mail.subject,
      text: mail.text,
      html: mail.html,
      ...(mail.calendar
        ? { icalEvent: { method: mail.calendar.method, filename: 'invitation.ics', content: mail.calendar.content } }
        : {}),
    };
    if (options.smtpUrl) {
      await transport.sendMail(message);
      logger.info({ to: mail.to, subject: mail.subject }, 'mail sent');
      return;
    }
    const info = (await transport.sendMail(message)) as { message: Buffer };
    // Private from its creation: the mail holds a live link (lib/data-dir.ts).
    await mkdir(options.outboxDir, { recursive: true, mode: 0o700 });
    const file = path.join(options.outboxDir, name);
    await writeFile(file, info.message, { mode: 0o600, flag: 'wx' });
    logger.info({ to: mail.to, subject: mail.subject, file, links: mail.links }, 'mail written to the outbox');
  }

  return {
    send(mail) {
      const name = outboxName();
      const job = limit(() => deliver(mail, name))
        .catch((error: unknown) => logger.error({ err: error, to: mail.to, subject: mail.subject }, 'mail not sent'))
        .finally(() => inFlight.delete(job));
      inFlight.add(job);
    },
    sendLater(compose) {
      const job = compose()
        .then((mail) => {
          if (!mail) return undefined;
          const name = outboxName();
          return limit(() => deliver(mail, name));
        })
        .catch((error: unknown) => logger.error({ err: error }, 'mail not composed or not sent'))
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
