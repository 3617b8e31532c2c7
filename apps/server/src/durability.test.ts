import { randomBytes } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { candidateOffersApi, chatApi, clientOffersApi, type Offer, TOKEN_HEADER } from '@passerelle/shared';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { buildApp } from './app.js';
import { loadConfig } from './config/env.js';
import { openDatabase } from './db/client.js';
import {
  offerBody,
  publishOffer,
  type SignedUpCandidate,
  type SignedUpClient,
  signUpCandidate,
  signUpClient,
} from './test/offers.js';
import { startServerProcess } from './test/server-process.js';
import type { TestApp } from './test/test-app.js';
import { copyMigratedDatabase, createTestDatabase, type TestDatabase } from './test/test-database.js';

/**
 * Durability (issue 9): the server is killed with SIGKILL while 20 clients write (applications, chat
 * messages, offers); after a restart, every write it had acknowledged is there. On the embedded
 * database (a real DATA_DIR) and, with DATABASE_URL, on PostgreSQL.
 */
const WRITERS = 20;
let dataDir: string;
let testDatabase: TestDatabase;
let env: Record<string, string>;

beforeAll(async () => {
  dataDir = await mkdtemp(path.join(os.tmpdir(), 'passerelle-durability-'));
  testDatabase = await createTestDatabase();
  const url = testDatabase.url;
  env = {
    DATA_DIR: dataDir,
    SESSION_SECRET: randomBytes(32).toString('hex'),
    LOG_LEVEL: 'silent',
    NODE_ENV: 'test',
    ...(url ? { DATABASE_URL: url } : {}),
  };
});
afterAll(async () => {
  await testDatabase.drop();
  await rm(dataDir, { recursive: true, force: true });
});

it('keeps every acknowledged write across a SIGKILL', async () => {
  // Accounts and offers, written in process on the database the server will use.
  // A migrated database: the template's copy on PostgreSQL, or in DATA_DIR on the embedded engine.
  if (!url()) copyMigratedDatabase(dataDir);
  const database = url() ? await openDatabase({ url: url() }) : await openDatabase({ dataDir: path.join(dataDir, 'db') });
  const app = await buildApp({ config: loadConfig(env), database });
  const t = {
    app,
    post: (u: string, body: unknown, token?: string) =>
      app.inject({ method: 'POST', url: u, payload: body as object, headers: token ? { [TOKEN_HEADER]: token } : {} }),
  } as unknown as TestApp;
  const client: SignedUpClient = await signUpClient(t);
  const candidates: SignedUpCandidate[] = [];
  for (let i = 0; i < WRITERS; i++) candidates.push(await signUpCandidate(t));
  const offers: Offer[] = [];
  for (let i = 0; i < 40; i++) offers.push(await publishOffer(t, client, { titre: `Mission de test ${i}` }));
  await app.close();

  const server = await startServerProcess(env);
  let base = server.base;
  const post = (u: string, body: unknown, token: string) =>
    fetch(base + u, {
      method: 'POST',
      headers: { 'content-type': 'application/json', [TOKEN_HEADER]: token },
      body: JSON.stringify(body),
    });

  const acknowledged = {
    messages: new Map<number, number[]>(),
    applications: new Map<number, number[]>(),
    offers: [] as number[],
  };
  let stop = false;
  const writers = candidates.map(async (candidate, w) => {
    const messages: number[] = [];
    const applications: number[] = [];
    acknowledged.messages.set(candidate.who.user.id, messages);
    acknowledged.applications.set(candidate.candidate.id, applications);
    for (let i = 0; !stop; i++) {
      try {
        const kind = i % 3;
        if (kind === 0) {
          const res = await post('/api/chat/sendit', { content: `Message ${w}-${i}` }, candidate.who.token);
          if (res.ok) messages.push((await res.json()).data.id);
        } else if (kind === 1) {
          const offer = offers[(w * 2 + i) % offers.length];
          const res = await post(
            '/api/cd/postuler',
            { offreId: offer?.id, condidatId: candidate.candidate.id },
            candidate.who.token,
          );
          if (res.ok && offer) applications.push(offer.id);
        } else if (w === 0) {
          const res = await post(
            '/api/cl/createOffre',
            { ...offerBody({ titre: `Offre pendant la charge ${i}` }), client_id: client.client.id },
            client.who.token,
          );
          if (res.ok) acknowledged.offers.push((await res.json()).data.id);
        }
      } catch {
        // The connection dropped: that write was not acknowledged.
      }
    }
  });
  // Killed in the middle of the load, once enough writes were acknowledged (not after a fixed time, which
  // a busy machine may spend before the first answer).
  const acknowledgedCount = () =>
    [...acknowledged.messages.values(), ...acknowledged.applications.values()].reduce((n, l) => n + l.length, 0) +
    acknowledged.offers.length;
  for (let waited = 0; acknowledgedCount() < 3 * WRITERS && waited < 60_000; waited += 50) {
    await new Promise((r) => setTimeout(r, 50));
  }
  server.child.kill('SIGKILL');
  await server.exited;
  stop = true;
  await Promise.all(writers);

  expect(acknowledgedCount()).toBeGreaterThanOrEqual(3 * WRITERS);

  const restarted = await startServerProcess(env);
  base = restarted.base;
  try {
    for (const candidate of candidates) {
      // Each answer must have its contract's shape: a changed answer fails here, not silently.
      const messages = chatApi.getMyMsg.response.parse(await (await post('/api/chat/getMyMsg', {}, candidate.who.token)).json());
      expect(messages.data.map((m) => m.id)).toEqual(
        expect.arrayContaining(acknowledged.messages.get(candidate.who.user.id) ?? []),
      );
      const applied = candidateOffersApi.getMyDmdOffer.response.parse(
        await (await post('/api/cd/getMyDmdOffer', { id: candidate.candidate.id }, candidate.who.token)).json(),
      );
      expect(applied.data.map((a) => a.offre.id)).toEqual(
        expect.arrayContaining(acknowledged.applications.get(candidate.candidate.id) ?? []),
      );
    }
    const mine = clientOffersApi.getMyOffre.response.parse(
      await (await post('/api/cl/getMyOffre', { id: client.client.id, page: 0, size: 100 }, client.who.token)).json(),
    );
    expect(mine.offres.map((o) => o.id)).toEqual(expect.arrayContaining(acknowledged.offers));
  } finally {
    restarted.child.kill('SIGTERM');
    await restarted.exited;
  }
}, 180_000);

function url(): string | undefined {
  return env.DATABASE_URL;
}
