import { readdir, readFile, stat } from 'node:fs/promises';
import path from 'node:path';
import { simpleParser } from 'mailparser';
import { E2E } from './env';

/** Mails the test server wrote to its outbox (no SMTP_URL), read as a user would. */
export interface OutboxMail {
  to: string;
  subject: string;
  text: string;
  /** The first verification or reset link, made relative to the app. */
  link: string | undefined;
}

/**
 * Each outbox file parsed once (by name and size): the outbox only grows over a worker's run, and parsing
 * every mail at each poll of waitForMail grew with it. A file caught while the server still writes it is
 * parsed again once its size has changed.
 */
const parsed = new Map<string, { size: number; mail: OutboxMail }>();

async function parseOutboxFile(file: string): Promise<OutboxMail> {
  const { size } = await stat(file);
  const known = parsed.get(file);
  if (known?.size === size) return known.mail;
  const mail = await simpleParser(await readFile(file));
  const text = mail.text ?? '';
  const match = /https?:\/\/[^\s"<]+(\/(?:register\/vfc[ld]|register\/team|acc\/rst-pass)\/[A-Za-z0-9_-]+)/.exec(text);
  const to = Array.isArray(mail.to) ? (mail.to[0]?.text ?? '') : (mail.to?.text ?? '');
  const outboxMail = { to, subject: mail.subject ?? '', text, link: match?.[1] };
  parsed.set(file, { size, mail: outboxMail });
  return outboxMail;
}

async function readOutbox(): Promise<OutboxMail[]> {
  const dir = path.join(E2E.dataDir, 'outbox');
  const files = (await readdir(dir).catch(() => [] as string[])).filter((f) => f.endsWith('.eml')).sort();
  return Promise.all(files.map((file) => parseOutboxFile(path.join(dir, file))));
}

/** The newest mail to `email` whose subject contains `subject`, waiting for it to arrive. */
export async function waitForMail(email: string, subject: string, after = 0): Promise<OutboxMail> {
  for (let i = 0; i < 100; i++) {
    const mails = (await readOutbox()).filter((m) => m.to === email && m.subject.includes(subject));
    if (mails.length > after) return mails[mails.length - 1] as OutboxMail;
    await new Promise((r) => setTimeout(r, 100));
  }
  throw new Error(`no mail "${subject}" for ${email}`);
}

export async function countMails(email: string, subject: string): Promise<number> {
  return (await readOutbox()).filter((m) => m.to === email && m.subject.includes(subject)).length;
}
