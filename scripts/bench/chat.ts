// Chat delivery latency (issue 8): 500 connected clients; a staff member writes to them one after the
// other (socket `client_msg` with id_to: stored, then pushed); latency = from the send to the
// `new_msg_to_client` event at the receiver. One instance on the embedded database, then two
// instances on one PostgreSQL database (the clients split between them, the staff on the first).
//   npx tsx --conditions=source scripts/bench/chat.ts [clients=500] [messages=500]
// PostgreSQL: DATABASE_URL if set (used as it is), else a scratch database on the local server.
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { SOCKET_PATH } from '@passerelle/shared';
import type { FastifyInstance } from 'fastify';
import pg from 'pg';
import { io, type Socket } from 'socket.io-client';
import { buildApp } from '../../apps/server/src/app.js';
import { loadConfig } from '../../apps/server/src/config/env.js';
import { type Database, migrateDatabase, openDatabase } from '../../apps/server/src/db/client.js';
import { makeUser } from '../../apps/server/src/test/factories.js';
import { percentile } from './lib/stats.js';

const CLIENTS = Number(process.argv[2] ?? 500);
const MESSAGES = Number(process.argv[3] ?? 500);

async function listen(app: FastifyInstance): Promise<string> {
  await app.listen({ port: 0, host: '127.0.0.1' });
  const address = app.server.address();
  if (!address || typeof address === 'string') throw new Error('no address');
  return `http://127.0.0.1:${address.port}`;
}

function connect(base: string, token: string): Promise<Socket> {
  return new Promise((resolve, reject) => {
    const socket = io(base, {
      path: SOCKET_PATH,
      auth: { token },
      transports: ['websocket'],
      reconnection: false,
      forceNew: true,
    });
    socket.once('connect', () => resolve(socket));
    socket.once('connect_error', reject);
  });
}

async function measure(label: string, databases: Database[]): Promise<string> {
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'passerelle-bench-chat-'));
  const config = loadConfig({
    NODE_ENV: 'test',
    DATA_DIR: dataDir,
    LOG_LEVEL: 'silent',
    SESSION_SECRET: randomBytes(32).toString('hex'),
  });
  const apps = await Promise.all(databases.map((database) => buildApp({ config, database })));
  try {
    const bases = await Promise.all(apps.map(listen));
    const ctx = apps[0]?.ctx;
    if (!ctx) throw new Error('no app');
    const staff = await makeUser(ctx, { role: 'admin' });
    const users = [];
    for (let i = 0; i < CLIENTS; i++) users.push(await makeUser(ctx, { role: i % 2 ? 'client' : 'condidat' }));
    const sockets = await Promise.all(users.map((u, i) => connect(bases[i % bases.length] as string, u.token)));
    const staffSocket = await connect(bases[0] as string, staff.token);

    const latencies: number[] = [];
    for (let i = 0; i < MESSAGES; i++) {
      const target = i % CLIENTS;
      const socket = sockets[target] as Socket;
      const received = new Promise<number>((resolve) => socket.once('new_msg_to_client', () => resolve(performance.now())));
      const sent = performance.now();
      staffSocket.emit('client_msg', { content: `Message de test ${i}`, id_to: users[target]?.user.id });
      latencies.push((await received) - sent);
    }
    latencies.sort((a, b) => a - b);
    for (const s of [...sockets, staffSocket]) s.close();
    return `${label.padEnd(34)}${String(CLIENTS).padStart(8)}${String(MESSAGES).padStart(10)}${percentile(latencies, 50).toFixed(1).padStart(10)}${percentile(latencies, 95).toFixed(1).padStart(10)}`;
  } finally {
    for (const app of apps) await app.close();
    rmSync(dataDir, { recursive: true, force: true });
  }
}

const rows: string[] = [];
{
  const database = await openDatabase({});
  await migrateDatabase(database);
  rows.push(await measure('one instance, embedded', [database]));
}

let url = process.env.DATABASE_URL;
let scratch: string | undefined;
if (!url) {
  scratch = `passerelle_bench_chat_${process.pid}`;
  const admin = new pg.Client({ connectionString: 'postgres://postgres@127.0.0.1:5432/postgres' });
  try {
    await admin.connect();
    await admin.query(`CREATE DATABASE "${scratch}"`);
    url = `postgres://postgres@127.0.0.1:5432/${scratch}`;
  } catch (error) {
    console.error(`PostgreSQL unavailable, two-instance figures skipped: ${(error as Error).message}`);
  } finally {
    await admin.end().catch(() => undefined);
  }
}
if (url) {
  const first = await openDatabase({ url });
  await migrateDatabase(first);
  rows.push(await measure('one instance, PostgreSQL', [first]));
  rows.push(await measure('two instances, one PostgreSQL', [await openDatabase({ url }), await openDatabase({ url })]));
  if (scratch) {
    const admin = new pg.Client({ connectionString: 'postgres://postgres@127.0.0.1:5432/postgres' });
    await admin.connect();
    await admin.query(`DROP DATABASE IF EXISTS "${scratch}" WITH (FORCE)`);
    await admin.end();
  }
}

console.log(
  `${'chat delivery'.padEnd(34)}${'clients'.padStart(8)}${'messages'.padStart(10)}${'p50 ms'.padStart(10)}${'p95 ms'.padStart(10)}`,
);
for (const row of rows) console.log(row);
process.exit(0);
