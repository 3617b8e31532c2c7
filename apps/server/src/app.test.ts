import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { allContracts, errorStatusesOf, MSG } from '@passerelle/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from './app.js';
import { loadConfig } from './config/env.js';
import { migrateDatabase, openDatabase } from './db/client.js';
import { buildTestApp, type TestApp } from './test/test-app.js';
import { createTestDatabase } from './test/test-database.js';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(async () => t.close());

describe('the app', () => {
  it('answers /api/health with the engine in use', async () => {
    const res = await t.get('/api/health');
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ status: 'ok', db: t.testDatabase.kind });
    expect(res.headers['cache-control']).toBe('no-store');
  });

  it('answers unknown API paths with a French 404 in JSON', async () => {
    const res = await t.get('/api/nulle-part');
    expect(res.statusCode).toBe(404);
    expect(res.headers['content-type']).toContain('application/json');
    expect(res.json()).toEqual({ done: false, success: false, message: MSG.notFound, code: 'route.not_found' });
  });

  it('answers malformed, empty, oversized and wrongly typed bodies with French 4xx', async () => {
    const post = (payload: string, type = 'application/json') =>
      t.app.inject({ method: 'POST', url: '/api/users/login', payload, headers: { 'content-type': type } });
    const malformed = await post('{"email": ');
    expect(malformed.statusCode).toBe(400);
    expect(malformed.json().message).toBe(MSG.malformedJson);
    const tooLarge = await post(JSON.stringify({ email: 'a@b.fr', password: 'x'.repeat(400_000) }));
    expect(tooLarge.statusCode).toBe(413);
    expect(tooLarge.json().message).toBe(MSG.bodyTooLarge);
    const wrongType = await post('email=a', 'text/plain');
    expect(wrongType.statusCode).toBe(415);
    expect(wrongType.json().message).toBe(MSG.unsupportedMediaType);
    const wrongShape = await post('"une chaîne"');
    expect(wrongShape.statusCode).toBe(400);
    expect(wrongShape.json().message).toMatch(/^Entrée invalide/);
  });

  it('sends the security headers of DECISIONS §2 and issue 9', async () => {
    const res = await t.get('/api/health');
    expect(res.headers['content-security-policy']).toContain("default-src 'self'");
    expect(res.headers['content-security-policy']).toContain("frame-ancestors 'none'");
    expect(res.headers['referrer-policy']).toBe('no-referrer');
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    expect(res.headers['x-frame-options']).toBe('DENY');
  });

  it('serves the API reference at /api/docs', async () => {
    const spec = await t.get('/api/docs/json');
    expect(spec.statusCode).toBe(200);
    const paths = Object.keys(spec.json().paths);
    expect(paths).toEqual(expect.arrayContaining(['/api/users/login', '/api/users/newClient', '/api/upload', '/api/health']));
    expect((await t.get('/api/docs/')).statusCode).toBe(200);
  });

  it('binds every API route to its contract, and every contract to a route', () => {
    const bound = t.app.routeCatalog.map((entry) => `${entry.method} ${entry.url}`).sort();
    const declared = allContracts()
      .map((contract) => `${contract.method} ${contract.url}`)
      .sort();
    expect(bound).toEqual(declared);
    for (const entry of t.app.routeCatalog) expect(entry.access).toBe(entry.contract.access);
  });

  it('documents each operation as its contract says: security only when protected, exactly its failures', async () => {
    const spec = (await t.get('/api/docs/json')).json();
    for (const { method, url, contract } of t.app.routeCatalog) {
      const operation = spec.paths[url.replace(/:([A-Za-z_]+)/g, '{$1}')]?.[method.toLowerCase()];
      const key = `${method} ${url}`;
      expect(operation, key).toBeDefined();
      const scheme = { public: [], session: [{ session: [] }], link: [{ linkToken: [] }] }[contract.access.kind];
      expect(operation.security, key).toEqual(scheme);
      const statuses = Object.keys(operation.responses).map(Number);
      expect(statuses.sort(), key).toEqual([200, ...errorStatusesOf(contract)].sort());
    }
  });
});

describe('configuration', () => {
  it('refuses bad values with a message naming the variable', () => {
    expect(() => loadConfig({ PORT: 'abc', DATA_DIR: os.tmpdir() })).toThrow(/PORT/);
    expect(() => loadConfig({ DATABASE_URL: 'mysql://x', DATA_DIR: os.tmpdir() })).toThrow(/DATABASE_URL/);
    expect(() => loadConfig({ SMTP_URL: 'http://x', DATA_DIR: os.tmpdir() })).toThrow(/SMTP_URL/);
    expect(() => loadConfig({ ADMIN_EMAIL: 'root@exemple.fr', DATA_DIR: os.tmpdir() })).toThrow(/ADMIN_PASSWORD/);
  });

  it('reads STORAGE_URL, and refuses a bad one without printing its secret', () => {
    const config = loadConfig({
      DATA_DIR: os.tmpdir(),
      SESSION_SECRET: 'x'.repeat(32),
      STORAGE_URL: 's3://AKIA:TresSecret@minio.interne:9000/fichiers?tls=false',
    });
    expect(config.storage).toMatchObject({ endpoint: 'http://minio.interne:9000', bucket: 'fichiers', region: 'us-east-1' });
    expect(loadConfig({ DATA_DIR: os.tmpdir(), SESSION_SECRET: 'x'.repeat(32) }).storage).toBeUndefined();
    const bad = () => loadConfig({ DATA_DIR: os.tmpdir(), STORAGE_URL: 's3://AKIA:TresSecret@minio.interne/fichiers?tls=oui' });
    expect(bad).toThrow(/STORAGE_URL: tls doit valoir true ou false/);
    expect(bad).not.toThrow(/TresSecret/);
  });

  it('keeps a generated session secret in DATA_DIR', async () => {
    const dir = await mkdtemp(path.join(os.tmpdir(), 'passerelle-secret-'));
    const first = loadConfig({ DATA_DIR: dir });
    const second = loadConfig({ DATA_DIR: dir });
    expect(first.sessionSecret.length).toBeGreaterThanOrEqual(48);
    expect(second.sessionSecret).toBe(first.sessionSecret);
    expect(first.appUrl).toBe('http://localhost:3000');
    await rm(dir, { recursive: true, force: true });
  });
});

describe('persistence across a restart', () => {
  it('keeps an account: create it, stop, start again on the same data, log in', async () => {
    const dataDir = await mkdtemp(path.join(os.tmpdir(), 'passerelle-restart-'));
    const config = loadConfig({ NODE_ENV: 'test', DATA_DIR: dataDir, LOG_LEVEL: 'silent' });
    const testDatabase = await createTestDatabase();
    // Embedded: a real DATA_DIR database, opened twice. PostgreSQL: the test database, connected twice.
    const open = async () => {
      if (testDatabase.kind === 'postgres') return testDatabase.open();
      const database = await openDatabase({ dataDir: path.join(dataDir, 'db') });
      await migrateDatabase(database);
      return database;
    };
    const password = 'Mimosa-Bleu-8';
    const email = 'persistant@exemple.fr';

    let app = await buildApp({ config, database: await open() });
    const registered = await app.inject({
      method: 'POST',
      url: '/api/users/newClient',
      payload: { type_cmpt: 'client', email, password, confirmPassword: password, cgu: true },
    });
    expect(registered.statusCode).toBe(200);
    await app.ctx.mailer.flush();
    await app.ctx.database.query('UPDATE users SET email_verified_at = now() WHERE email = $1', [email]);
    await app.close();

    app = await buildApp({
      config: loadConfig({ NODE_ENV: 'test', DATA_DIR: dataDir, LOG_LEVEL: 'silent' }),
      database: await open(),
    });
    const login = await app.inject({ method: 'POST', url: '/api/users/login', payload: { email, password } });
    expect(login.statusCode).toBe(200);
    const check = await app.inject({ method: 'POST', url: '/api/users/checkuser', headers: { 'sb-tkn': login.json().token } });
    expect(check.json()).toMatchObject({ done: true, user: { email } });
    await app.close();
    await testDatabase.drop();
    await rm(dataDir, { recursive: true, force: true });
  });
});
