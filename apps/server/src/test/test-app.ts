import { randomBytes } from 'node:crypto';
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
}

const LINK_RE = /https?:\/\/[^\s"<]+\/(?:register\/vfc[ld]|acc\/rst-pass)\/([A-Za-z0-9_-]+)/;

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
  };
}

export async function buildTestApp(
  env: Record<string, string> = {},
  options: { logStream?: { write(line: string): void } } = {},
): Promise<TestApp> {
  const dataDir = await mkdtemp(path.join(os.tmpdir(), 'passerelle-test-'));
  const config = loadConfig({
    NODE_ENV: 'test',
    DATA_DIR: dataDir,
    LOG_LEVEL: 'silent',
    SESSION_SECRET: randomBytes(32).toString('hex'),
    APP_URL: 'http://localhost:3000',
    ...env,
  });
  const testDatabase = await createTestDatabase();
  const database = await testDatabase.open();
  const app = await buildApp({ config, database, logStream: options.logStream });
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
    },
  };
}
