import { randomBytes } from 'node:crypto';
import { appendFileSync } from 'node:fs';
import { mkdtemp, readdir, readFile, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { TOKEN_HEADER } from '@passerelle/shared';
import type { FastifyInstance, InjectOptions, LightMyRequestResponse } from 'fastify';
import { simpleParser } from 'mailparser';
import { buildApp } from '../app.js';
import { type Config, loadConfig } from '../config/env.js';
import type { Database } from '../db/client.js';
import { createTestDatabase, type TestDatabase } from './test-database.js';

/** An app on a fresh database and a temporary DATA_DIR, driven with `inject` (no port). */
export interface TestApp {
  app: FastifyInstance;
  database: Database;
  testDatabase: TestDatabase;
  dataDir: string;
  config: Config;
  /** POST a JSON body to an API path, with an optional session or link token. */
  post(url: string, body?: unknown, token?: string, extra?: Partial<InjectOptions>): Promise<LightMyRequestResponse>;
  get(url: string, token?: string): Promise<LightMyRequestResponse>;
  /** Mails written to DATA_DIR/outbox, oldest first. */
  outbox(): Promise<ParsedMail[]>;
  close(): Promise<void>;
}

export interface ParsedMail {
  to: string;
  subject: string;
  text: string;
  html: string;
  /** The token of the first verification or reset link in the mail. */
  linkToken: string | undefined;
  link: string | undefined;
  /** The iCalendar part (text/calendar), and its METHOD parameter, when the mail carries one. */
  calendar: string | undefined;
  calendarMethod: string | undefined;
}

const LINK_RE =
  /https?:\/\/[^\s"<]+\/(?:register\/vfc[ld]|register\/team|acc\/rst-pass|disponibilite\/confirmer|compte\/conserver)\/([A-Za-z0-9_-]+)/;

export async function parseMail(source: Buffer | string): Promise<ParsedMail> {
  const mail = await simpleParser(source);
  const text = mail.text ?? '';
  const match = LINK_RE.exec(text);
  const to = Array.isArray(mail.to) ? (mail.to[0]?.text ?? '') : (mail.to?.text ?? '');
  return {
    to,
    subject: mail.subject ?? '',
    text,
    html: typeof mail.html === 'string' ? mail.html : '',
    linkToken: match?.[1],
    link: match?.[0],
    ...calendarOf(mail.attachments),
  };
}

function calendarOf(attachments: { contentType: string; content: Buffer }[]) {
  const part = attachments.find((a) => a.contentType.startsWith('text/calendar'));
  if (!part) return { calendar: undefined, calendarMethod: undefined };
  const calendar = part.content.toString('utf8');
  return { calendar, calendarMethod: /^METHOD:(\w+)/m.exec(calendar)?.[1] };
}
/** The invoices' issuer every test app has (a test that needs none overrides them with ''). */
const TEST_INVOICE_ISSUER = {
  INVOICE_ISSUER_NAME: 'Passerelle SAS',
  INVOICE_ISSUER_SIREN: '912345675',
  INVOICE_ISSUER_ADDRESS: '12 rue de la Paix, 75002 Paris',
  INVOICE_ISSUER_VAT: 'FR65912345675',
};

export async function buildTestApp(
  env: Record<string, string> = {},
  options: { logStream?: { write(line: string): void }; webDir?: string } = {},
): Promise<TestApp> {
  const dataDir = await mkdtemp(path.join(os.tmpdir(), 'passerelle-test-'));
  const config = loadConfig(
    {
      NODE_ENV: 'test',
      DATA_DIR: dataDir,
      LOG_LEVEL: 'silent',
      SESSION_SECRET: randomBytes(32).toString('hex'),
      APP_URL: 'http://localhost:3000',
      ...TEST_INVOICE_ISSUER,
      ...env,
    },
    { webDir: options.webDir },
  );
  const testDatabase = await createTestDatabase();
  const database = await testDatabase.open();
  // A failure whose code the route's contract does not declare fails the test file (issue 14: the
  // contracts, hence the API reference, list exactly what each route answers).
  const undeclared = new Set<string>();
  const app = await buildApp({
    config,
    database,
    logStream: options.logStream,
    onUndeclaredError: (route, code) => {
      undeclared.add(`${route} → ${code}`);
      if (process.env.RECORD_CONTRACT_ERRORS) appendFileSync(process.env.RECORD_CONTRACT_ERRORS, `${route}\t${code}\n`);
    },
  });
  await app.ready();

  const headers = (token?: string) => (token ? { [TOKEN_HEADER]: token } : {});
  return {
    app,
    database,
    testDatabase,
    dataDir,
    config,
    post: (url, body, token, extra = {}) =>
      app.inject({ method: 'POST', url, payload: (body ?? {}) as InjectOptions['payload'], headers: headers(token), ...extra }),
    get: (url, token) => app.inject({ method: 'GET', url, headers: headers(token) }),
    async outbox() {
      await app.ctx.mailer.flush();
      const dir = path.join(dataDir, 'outbox');
      const files = (await readdir(dir).catch(() => [] as string[])).filter((f) => f.endsWith('.eml')).sort();
      return Promise.all(files.map(async (f) => parseMail(await readFile(path.join(dir, f)))));
    },
    async close() {
      await app.close();
      await testDatabase.drop();
      await rm(dataDir, { recursive: true, force: true });
      if (undeclared.size > 0 && !process.env.RECORD_CONTRACT_ERRORS) {
        throw new Error(
          `Failures not declared by their route's contract (packages/shared/src/routes):\n${[...undeclared].join('\n')}`,
        );
      }
    },
  };
}
