import { randomBytes } from 'node:crypto';
import { mkdtemp, readdir, readFile, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { TOKEN_HEADER } from '@passerelle/shared';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { DOCUMENT_READER } from './lib/documents/reader.js';
import { pdfWithHugePage, wordWithText } from './test/documents.js';
import { multipart } from './test/multipart.js';
import { type ServerProcess, startServerProcess } from './test/server-process.js';
import { parseMail } from './test/test-app.js';
import { copyMigratedDatabase, createTestDatabase, type TestDatabase } from './test/test-database.js';

/**
 * Stopping while a file is read (issue 28): the penetration test measured 14.2 s from SIGTERM to the exit with one
 * hostile PDF being parsed on the server's thread. Read in a worker within its deadline, the request in flight is
 * answered and the process exits 0 within 10 s (DECISIONS §1). The real server process, as server.test.ts.
 */
let dataDir: string;
let testDatabase: TestDatabase;
let server: ServerProcess | undefined;

beforeAll(async () => {
  dataDir = await mkdtemp(path.join(os.tmpdir(), 'passerelle-stop-reading-'));
  testDatabase = await createTestDatabase();
  if (testDatabase.kind === 'pglite') copyMigratedDatabase(dataDir);
});
afterAll(async () => {
  server?.child.kill('SIGKILL');
  await testDatabase.drop();
  await rm(dataDir, { recursive: true, force: true });
});

async function json(base: string, url: string, body: unknown, token?: string) {
  const res = await fetch(`${base}${url}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...(token ? { [TOKEN_HEADER]: token } : {}) },
    body: JSON.stringify(body),
  });
  return { status: res.status, body: (await res.json()) as Record<string, unknown> };
}

/** A candidate registered and verified through the API (a pending candidate may send a CV). */
async function candidateToken(base: string): Promise<string> {
  const password = 'Passerelle-Arret-2026';
  const email = 'lecture@exemple.fr';
  const registered = await json(base, '/api/users/newCondidat', {
    type_cmpt: 'condidat',
    email,
    password,
    confirmPassword: password,
    cgu: true,
  });
  expect(registered.status).toBe(200);
  const outbox = path.join(dataDir, 'outbox');
  let link: string | undefined;
  for (let i = 0; i < 100 && !link; i++) {
    const files = (await readdir(outbox).catch(() => [] as string[])).filter((f) => f.endsWith('.eml'));
    for (const file of files) link ??= (await parseMail(await readFile(path.join(outbox, file)))).linkToken;
    if (!link) await new Promise((resolve) => setTimeout(resolve, 100));
  }
  const verified = await json(base, '/api/users/vrfmail', {}, link);
  expect(verified.status).toBe(200);
  return verified.body.token as string;
}

function uploadCv(base: string, token: string, file: Buffer, name: string, type: string) {
  const { payload, headers } = multipart(file, name, type);
  return fetch(`${base}/api/upload/cv`, { method: 'POST', body: payload, headers: { ...headers, [TOKEN_HEADER]: token } }).then(
    async (res) => ({ status: res.status, body: (await res.json()) as Record<string, unknown> }),
  );
}

it('SIGTERM while a hostile PDF is read: its request is answered, the process exits 0 within 10 s', async () => {
  server = await startServerProcess({
    DATA_DIR: dataDir,
    DATABASE_URL: testDatabase.url,
    SESSION_SECRET: randomBytes(32).toString('hex'),
  });
  const { base } = server;
  const token = await candidateToken(base);
  const docx = 'application/vnd.openxmlformats-officedocument.wordprocessingml.document';
  // A first CV starts the reader's worker (from the sources, seconds on a loaded machine; 150 ms once built).
  expect((await uploadCv(base, token, wordWithText(['Développeur Go et Kotlin']), 'cv.docx', docx)).body).toEqual({
    done: true,
    skills: ['Go', 'Kotlin'],
  });

  const hostile = await pdfWithHugePage(60);
  const inFlight = uploadCv(base, token, hostile, 'cv.pdf', 'application/pdf');
  await new Promise((resolve) => setTimeout(resolve, 800));

  const stoppedAt = performance.now();
  server.child.kill('SIGTERM');
  const code = await Promise.race([server.exited, new Promise((resolve) => setTimeout(() => resolve('still running'), 15_000))]);
  const took = performance.now() - stoppedAt;
  expect(code).toBe(0);
  expect(took).toBeLessThan(10_000);
  // The file being read finished within its deadline, and its answer went out before the exit.
  expect(took).toBeLessThan(DOCUMENT_READER.deadlineMs + 2_000);
  const answered = await inFlight;
  expect(answered.status).toBe(422);
  expect(answered.body).toMatchObject({ code: 'file.too_complex' });
  server = undefined;
}, 60_000);
