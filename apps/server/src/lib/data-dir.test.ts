import { randomBytes } from 'node:crypto';
import { chmodSync, lstatSync, mkdirSync, readdirSync, statSync, symlinkSync, writeFileSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import type { FastifyBaseLogger } from 'fastify';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { loadConfig } from '../config/env.js';
import { migrateDatabase, openDatabase } from '../db/client.js';
import { runCliProcess, startServerProcess } from '../test/server-process.js';
import { copyMigratedDatabase } from '../test/test-database.js';
import { backupDataDir, restoreDataDir } from './backup.js';
import { secureDataDir } from './data-dir.js';
import { lockDataDir } from './data-dir-lock.js';
import { createMailer } from './mail/mailer.js';
import { LocalStorage } from './storage.js';

/**
 * DATA_DIR is private (issue 16 §1): with the usual umask 022, what Passerelle creates there is 0600
 * (files) and 0700 (directories) from its creation, and each start brings an existing DATA_DIR back to
 * those modes before serving, PGlite's files (written 0666) included.
 * @embedded-only: every case runs on the embedded database, which DATA_DIR holds (CI's PostgreSQL run skips it).
 */
let previousUmask: number;
let scratch: string;
beforeAll(async () => {
  previousUmask = process.umask(0o022);
  scratch = await mkdtemp(path.join(os.tmpdir(), 'passerelle-datadir-'));
  // mkdtemp makes its directory 0700: open it as an ordinary parent would be.
  chmodSync(scratch, 0o755);
});
afterAll(async () => {
  process.umask(previousUmask);
  await rm(scratch, { recursive: true, force: true });
});

const mode = (file: string) => lstatSync(file).mode & 0o7777;

/** Every entry under `dir` (itself included) whose mode is not private: `path mode` lines, for a readable failure. */
function notPrivate(dir: string): string[] {
  const found: string[] = [];
  const visit = (target: string) => {
    const info = lstatSync(target);
    if (info.isSymbolicLink()) return;
    const wanted = info.isDirectory() ? 0o700 : 0o600;
    if ((info.mode & 0o7777) !== wanted) found.push(`${path.relative(dir, target) || '.'} ${(info.mode & 0o7777).toString(8)}`);
    if (info.isDirectory()) for (const entry of readdirSync(target)) visit(path.join(target, entry));
  };
  visit(dir);
  return found;
}

let dataDir: string;
let n = 0;
beforeEach(() => {
  dataDir = path.join(scratch, `data-${++n}`);
});

/**
 * A DATA_DIR as an earlier version left it, under umask 022: readable by every account of the machine; with
 * its database (a copy of the migrated one) for the processes, which then skip a first start's migrations.
 */
function looseDataDir(withDatabase = false): void {
  mkdirSync(path.join(dataDir, 'outbox'), { recursive: true, mode: 0o755 });
  mkdirSync(path.join(dataDir, 'uploads/cvs'), { recursive: true, mode: 0o755 });
  chmodSync(dataDir, 0o755);
  writeFileSync(path.join(dataDir, 'outbox/1-ancien.eml'), 'Lien : http://localhost:3000/acc/rst-pass/jeton', { mode: 0o644 });
  writeFileSync(path.join(dataDir, 'uploads/cvs/abcdefghijklmnopqrstuvwx.pdf'), '%PDF-1.4', { mode: 0o666 });
  writeFileSync(path.join(dataDir, 'session-secret'), `${randomBytes(32).toString('hex')}\n`, { mode: 0o644 });
  if (!withDatabase) return;
  copyMigratedDatabase(dataDir);
  chmodSync(path.join(dataDir, 'db'), 0o755);
}

describe('secureDataDir', () => {
  it('makes an existing DATA_DIR and everything in it private, without following links out of it', () => {
    looseDataDir();
    const outside = path.join(scratch, `dehors-${n}.txt`);
    writeFileSync(outside, 'pas à nous', { mode: 0o644 });
    symlinkSync(outside, path.join(dataDir, 'lien'));
    expect(notPrivate(dataDir).length).toBeGreaterThan(0);
    expect(secureDataDir(dataDir)).toBe(7);
    expect(notPrivate(dataDir)).toEqual([]);
    expect(mode(outside)).toBe(0o644);
    expect(secureDataDir(dataDir)).toBe(0);
  });

  it('leaves a missing DATA_DIR alone, refuses a file in its place', () => {
    secureDataDir(dataDir);
    expect(() => statSync(dataDir)).toThrow();
    writeFileSync(dataDir, '');
    expect(() => secureDataDir(dataDir)).toThrow(/n'est pas un répertoire/);
  });

  it('the embedded database: PGlite writes its files 0666, the start makes them private', async () => {
    const database = await openDatabase({ dataDir: path.join(dataDir, 'db') });
    await migrateDatabase(database);
    await database.close();
    expect(mode(dataDir)).toBe(0o700);
    expect(notPrivate(dataDir).length).toBeGreaterThan(100);
    secureDataDir(dataDir);
    expect(notPrivate(dataDir)).toEqual([]);
  });
});

describe('files created later are private from their creation', () => {
  it('the generated session secret, and DATA_DIR created for it', () => {
    loadConfig({ DATA_DIR: dataDir });
    expect(mode(dataDir)).toBe(0o700);
    expect(mode(path.join(dataDir, 'session-secret'))).toBe(0o600);
  });

  it('the lock file', () => {
    const unlock = lockDataDir(dataDir);
    expect(mode(dataDir)).toBe(0o700);
    expect(mode(path.join(dataDir, 'passerelle.pid'))).toBe(0o600);
    unlock();
  });

  it('uploads in the local storage', async () => {
    const storage = new LocalStorage(path.join(dataDir, 'uploads'));
    await storage.check();
    await storage.put('cvs/abcdefghijklmnopqrstuvwx.pdf', Buffer.from('%PDF-1.4'));
    expect(notPrivate(dataDir)).toEqual([]);
  });

  it('mails in the outbox', async () => {
    const quiet = { info: () => undefined, error: () => undefined } as unknown as FastifyBaseLogger;
    const mailer = createMailer({
      smtpUrl: undefined,
      from: 'test@passerelle.test',
      outboxDir: path.join(dataDir, 'outbox'),
      logger: quiet,
    });
    mailer.send({ to: 'a@exemple.fr', subject: 'Lien', text: 'http://localhost/acc/rst-pass/x', html: '<p>x</p>', links: [] });
    await mailer.close();
    expect(readdirSync(path.join(dataDir, 'outbox'))).toHaveLength(1);
    expect(notPrivate(dataDir)).toEqual([]);
  });

  it.skipIf(process.env.DATABASE_URL)('a backup archive, and what a restore writes', async () => {
    copyMigratedDatabase(dataDir);
    const archive = path.join(scratch, `sauvegarde-${n}.tar.gz`);
    // An earlier archive of that name, readable by all, is made private before it is rewritten.
    writeFileSync(archive, '', { mode: 0o644 });
    await backupDataDir(dataDir, archive);
    expect(mode(archive)).toBe(0o600);
    chmodSync(dataDir, 0o755);
    await restoreDataDir(archive, dataDir);
    expect(notPrivate(dataDir)).toEqual([]);
  });
});

/** The real start paths, as processes (embedded database: DATA_DIR holds it). */
describe('every start path', () => {
  const env = () => ({ DATA_DIR: dataDir, DATABASE_URL: undefined, SESSION_SECRET: undefined });
  let stopServer: (() => Promise<unknown>) | undefined;
  afterEach(async () => {
    await stopServer?.();
    stopServer = undefined;
  });

  it('npm start: a first start, and a start on a DATA_DIR left readable; a mail written while serving', async () => {
    for (const prepare of [() => undefined, () => looseDataDir(true)]) {
      dataDir = path.join(scratch, `data-${++n}`);
      prepare();
      const server = await startServerProcess(env());
      stopServer = async () => {
        server.child.kill('SIGTERM');
        return server.exited;
      };
      expect(notPrivate(dataDir)).toEqual([]);
      const res = await fetch(`${server.base}/api/users/newCondidat`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({
          type_cmpt: 'condidat',
          email: `prive-${n}@exemple.fr`,
          password: 'Coquelicot-31',
          confirmPassword: 'Coquelicot-31',
          cgu: true,
        }),
      });
      expect(res.status).toBe(200);
      await stopServer();
      stopServer = undefined;
      expect(readdirSync(path.join(dataDir, 'outbox')).filter((f) => f.endsWith('.eml')).length).toBeGreaterThan(0);
      expect(notPrivate(dataDir)).toEqual([]);
    }
  });

  it('the commands: admin (on a DATA_DIR left readable), backup and restore', async () => {
    looseDataDir(true);
    const admin = await runCliProcess(
      'admin',
      ['create', '--email', 'chef@exemple.fr', '--password', 'Un-Mot-De-Passe-Solide'],
      env(),
    );
    expect(admin.stderr).toBe('');
    expect(admin.code).toBe(0);
    expect(notPrivate(dataDir)).toEqual([]);

    const archive = path.join(scratch, `cli-${n}.tar.gz`);
    expect((await runCliProcess('backup', ['backup', archive], env())).code).toBe(0);
    expect(mode(archive)).toBe(0o600);
    chmodSync(dataDir, 0o755);
    chmodSync(path.join(dataDir, 'session-secret'), 0o644);
    const restore = await runCliProcess('backup', ['restore', archive], env());
    expect(restore.code).toBe(0);
    expect(notPrivate(dataDir)).toEqual([]);
  });
});
