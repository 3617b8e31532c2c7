// `npm run load` (issue 9): 200 concurrent users for 60 s mixing browsing, search, applying and chat, and (issue 34)
// the money actions: clients sign purchase orders with the mailed code and validate CRAs (invoices issued), staff
// record payments and read the finance screen (scripts/load/money.ts prepares what they consume),
// against `npm start` in its own process; zero errors expected, p95 per action reported, and the server's
// resident memory sampled all along. `--duration 600` is the 10-minute run: memory must stay flat after the
// first fifth (the warm-up).
//   npm run load -- [--users 200] [--duration 60] [--scale 2000] [--think 1000] [--cpu-prof DIR]
// The virtual users keep within the per-sender chat limit (CHAT_MESSAGES_MAX in 15 minutes, counted per
// account: the staff's virtual users share the root account), so that a long run measures answers, not 429s.
// Embedded database in .tmp/load-data (prepared once, then reused); DATABASE_URL=postgres://… for
// PostgreSQL (an empty database: it is seeded on the first run).
import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { SOCKET_PATH } from '@passerelle/shared';
import { io, type Socket } from 'socket.io-client';
import { recentAttempts } from '../../apps/server/src/lib/failure-throttle.js';
import { CHAT_MESSAGES_MAX } from '../../apps/server/src/modules/chat/chat.service.js';
import { activeAccounts, DEMO_ACCOUNTS, GENERATED_PASSWORD, withMarketplace } from '../bench/lib/marketplace.js';
import { buildOnce, root, rssMb, startServer, stopServer, waitHealthy } from '../bench/lib/server.js';
import { percentile } from '../bench/lib/stats.js';
import { ClientMoney, LOAD_ISSUER, MailedCodes, prepareMoney, readFinance, recordOnePayment } from './money.js';

const { values } = parseArgs({
  options: {
    users: { type: 'string', default: '200' },
    duration: { type: 'string', default: '60' },
    scale: { type: 'string', default: '2000' },
    think: { type: 'string', default: '1000' },
    port: { type: 'string', default: '3190' },
    'cpu-prof': { type: 'string' },
    'no-money': { type: 'boolean', default: false },
  },
});
/** The money actions (issue 34): off with --no-money, for a run comparable with those before them. */
const MONEY = !values['no-money'];
const USERS = Number(values.users);
const DURATION_S = Number(values.duration);
const SCALE = Number(values.scale);
/** Mean pause between two actions of one user, in ms (drawn uniformly from 0 to twice this). */
const THINK_MS = Number(values.think);
const PORT = Number(values.port);
const BASE = `http://127.0.0.1:${PORT}`;
const databaseUrl = process.env.DATABASE_URL;
const dataDir = path.join(root, '.tmp/load-data');

// ---------------------------------------------------------------------------------------------------
// 1. The data: a generated marketplace (once), and the accounts the virtual users log in with.

interface Accounts {
  candidates: string[];
  clients: string[];
  staff: string;
}

async function prepare(): Promise<Accounts> {
  return withMarketplace({ dataDir, databaseUrl, scale: SCALE }, async (database) => {
    const accounts = { ...(await activeAccounts(database, USERS)), staff: DEMO_ACCOUNTS.root.email };
    // The messages each account sent within the chat limit's window before this run (an earlier run's),
    // as the server counts them (its throttle, key `chat|<user id>`): this run's budget starts from them.
    const emails = [...new Set([...accounts.candidates, ...accounts.clients, accounts.staff])];
    const users = await database.query<{ id: number; email: string }>('SELECT id, email FROM users WHERE email = ANY($1)', [
      emails,
    ]);
    const keyOf = new Map(users.map((u) => [u.email, `chat|${u.id}`]));
    const sent = await recentAttempts(database.db, [...keyOf.values()], CHAT_WINDOW_MS);
    const offset = performance.now() - Date.now();
    for (const [email, key] of keyOf) {
      const instants = (sent.get(key) ?? []).map((at) => at.getTime() + offset);
      chatSent.set(email, instants);
    }
    return accounts;
  });
}

// ---------------------------------------------------------------------------------------------------
// 2. The virtual users (the server: scripts/bench/lib/server.ts).

const latencies = new Map<string, number[]>();
const errors = new Map<string, { count: number; sample: string }>();
let running = true;

function record(action: string, ms: number): void {
  const list = latencies.get(action) ?? [];
  if (list.length === 0) latencies.set(action, list);
  list.push(ms);
}

/** The chat limit's window (app.ts: the failure throttle's 15 minutes, which counts chat messages too). */
const CHAT_WINDOW_MS = 15 * 60 * 1000;
/** Messages sent per account in the last window, as the server counts them. */
const chatSent = new Map<string, number[]>();

/** True, and counted, when this account may send one more message now; else the user does not send. */
function chatBudget(email: string, staff: boolean): boolean {
  const max = staff ? CHAT_MESSAGES_MAX.staff : CHAT_MESSAGES_MAX.user;
  const now = performance.now();
  const sent = (chatSent.get(email) ?? []).filter((at) => at > now - CHAT_WINDOW_MS);
  chatSent.set(email, sent);
  // One short of the limit: the server's clock starts counting a little after ours.
  if (sent.length >= max - 1) return false;
  sent.push(now);
  return true;
}

function fail(action: string, detail: string): void {
  const entry = errors.get(action) ?? { count: 0, sample: detail };
  entry.count += 1;
  errors.set(action, entry);
}

class VirtualUser {
  token = '';
  userId = 0;
  socket: Socket | undefined;
  readonly address: string;

  constructor(
    readonly email: string,
    index: number,
  ) {
    this.address = `10.${(index >> 16) & 255}.${(index >> 8) & 255}.${index & 255}`;
  }

  /** POSTs a JSON body; a non-2xx answer or a network failure counts as an error of this action. */
  async call<T = { data?: unknown }>(action: string, url: string, body: unknown = {}): Promise<T | undefined> {
    const started = performance.now();
    try {
      const response = await fetch(`${BASE}${url}`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'x-forwarded-for': this.address, 'sb-tkn': this.token },
        body: JSON.stringify(body),
      });
      const text = await response.text();
      record(action, performance.now() - started);
      if (!response.ok) {
        fail(action, `${response.status} ${text.slice(0, 200)}`);
        return undefined;
      }
      return JSON.parse(text) as T;
    } catch (error) {
      fail(action, String(error));
      return undefined;
    }
  }

  async login(): Promise<boolean> {
    const answer = await this.call<{ success: boolean; token: string; user: { id: number } }>('login', '/api/users/login', {
      email: this.email,
      password: GENERATED_PASSWORD,
    });
    if (!answer?.success) return false;
    this.token = answer.token;
    this.userId = answer.user.id;
    this.socket = io(BASE, { path: SOCKET_PATH, auth: { token: this.token }, transports: ['websocket'] });
    return true;
  }

  fail(action: string, detail: string): void {
    fail(action, detail);
  }

  async think(): Promise<void> {
    await new Promise((r) => setTimeout(r, Math.random() * 2 * THINK_MS));
  }

  close(): void {
    this.socket?.close();
  }
}

const pick = <T>(list: readonly T[]): T => list[Math.floor(Math.random() * list.length)] as T;
const SKILLS = ['React', 'TypeScript', 'Java', 'Python', 'Node.js', 'Angular', 'Docker', 'Kubernetes', 'SQL', 'AWS', 'PHP', 'Go'];
const WORDS = ['développeur', 'react', 'java', 'data', 'cloud', 'devops', 'python', 'angular', 'sécurité', 'mobile'];

async function candidateSession(user: VirtualUser): Promise<void> {
  const profile = await user.call<{ data: { id: number } }>('profil', '/api/cd/getUserCondInf', { id: user.userId });
  const candidateId = profile?.data.id;
  while (running) {
    const roll = Math.random();
    if (roll < 0.3) {
      const page = await user.call<{ offres: { id: number; etat: string }[] }>('cd offres', '/api/cd/offres', {
        page: Math.floor(Math.random() * 5),
        size: 10,
      });
      const offer = pick(page?.offres ?? []);
      if (offer) {
        await user.think();
        const detail = await user.call<{ data: { postule: boolean } }>('cd offre', '/api/cd/offreInf', {
          id: offer.id,
          id_cond: candidateId,
        });
        // As on the screen: an open offer the candidate has not applied to yet (one in progress is shown,
        // not open to applications).
        if (candidateId && offer.etat === 'ouvert' && detail && !detail.data.postule && Math.random() < 0.3) {
          await user.call('cd postuler', '/api/cd/postuler', { offreId: offer.id, condidatId: candidateId });
        }
      }
    } else if (roll < 0.5) {
      await user.call('cd recherche offres', '/api/cd/searchOffre', { page: 0, size: 10, search: pick(WORDS) });
    } else if (roll < 0.65) {
      await user.call('cd accueil', '/api/cd/getoverview', { id: candidateId });
    } else if (roll < 0.75) {
      await user.call('cd propositions', '/api/cd/getMyDmdOffer', { id: candidateId });
    } else if (roll < 0.85) {
      await user.call('notifications', '/api/cd/getMyNotif');
    } else {
      await user.call('chat lire', '/api/chat/getMyMsg', {});
      if (chatBudget(user.email, false))
        await user.call('chat envoyer', '/api/chat/sendit', { content: `Bonjour, une question sur ma mission (${Date.now()})` });
    }
    await user.think();
  }
}

async function clientSession(user: VirtualUser): Promise<void> {
  const profile = await user.call<{ data: { id: number } }>('profil', '/api/cl/getUserClientInf', { id: user.userId });
  const clientId = profile?.data.id;
  const money = clientId && codes ? new ClientMoney(user, clientId, codes) : undefined;
  while (running) {
    const roll = Math.random();
    if (roll < 0.45) {
      const skills = [pick(SKILLS), ...(Math.random() < 0.5 ? [pick(SKILLS)] : [])];
      const found = await user.call<{ candidats: { id: number; favori: boolean }[] }>('cl searchmatch', '/api/cl/searchmatch', {
        skills: [...new Set(skills)],
        niv_exp: '',
        date_dispo: '',
        page: 0,
        size: 10,
      });
      const candidate = pick(found?.candidats ?? []);
      if (candidate && !candidate.favori && clientId && Math.random() < 0.2) {
        await user.think();
        await user.call('cl favori', '/api/cl/createFavoris', { id_client: clientId, id_cond: candidate.id });
      }
    } else if (roll < 0.58) {
      await user.call('cl accueil', '/api/cl/getoverview', { id: clientId });
    } else if (roll < 0.67) {
      await user.call('cl bridge match', '/api/cl/bmatch', { id: clientId });
    } else if (roll < 0.76) {
      await user.call('cl favoris', '/api/cl/getFavoris', { id: clientId });
    } else if (roll < 0.84) {
      await user.call('notifications', '/api/cl/getMyNotif');
    } else if (money && roll < 0.88) {
      if (!(await money.signOne())) unavailable.sign++;
    } else if (money && roll < 0.92) {
      if (!(await money.validateOne())) unavailable.validate++;
    } else {
      await user.call('chat lire', '/api/chat/getMyMsg', {});
      if (chatBudget(user.email, false))
        await user.call('chat envoyer', '/api/chat/sendit', { content: `Bonjour, nous cherchons un profil (${Date.now()})` });
    }
    await user.think();
  }
}

async function staffSession(user: VirtualUser, slot: number, slots: number): Promise<void> {
  while (running) {
    const chats = await user.call<{ data: { id: number }[] }>('adm chats', '/api/chat/getUserChat', {});
    const to = chats?.data?.[0]?.id;
    if (to) {
      await user.call('adm chat lire', '/api/chat/getMsgByUser', { id_user: to });
      if (chatBudget(user.email, true))
        await user.call('adm chat répondre', '/api/chat/sendit', { content: 'Bonjour, nous revenons vers vous.', id_to: to });
    }
    await user.call('adm comptes', '/api/adm/getAllCond', { page: 0, size: 10, search: '' });
    if (MONEY && Math.random() < 0.5) {
      await user.think();
      if (!(await recordOnePayment(user, slot, slots))) unavailable.pay++;
    }
    if (MONEY && Math.random() < 0.25) await readFinance(user);
    await user.think();
  }
}

// ---------------------------------------------------------------------------------------------------
// 3. The run.

const accounts = await prepare();
if (accounts.candidates.length === 0 || accounts.clients.length === 0) throw new Error('no generated accounts');
// 70 % candidates, 25 % clients, 5 % staff (at least one).
const staffCount = Math.max(1, Math.round(USERS * 0.05));
const clientCount = Math.round(USERS * 0.25);
const clientEmail = (i: number) => accounts.clients[i % accounts.clients.length] as string;
/** What the unavailable money actions were (nothing left to sign, validate or pay): reported, not errors. */
const unavailable = { sign: 0, validate: 0, pay: 0 };
let codes: MailedCodes | undefined;
if (MONEY) {
  const emails = [...new Set(Array.from({ length: clientCount }, (_, k) => clientEmail(staffCount + k)))];
  // About one client action in 25 signs and one validates (an action every 1.1 s or so): enough for the run, and 2 more.
  const perClient = Math.ceil((DURATION_S / ((THINK_MS + 100) / 1000)) * 0.04) + 2;
  const pools = await prepareMoney({ dataDir, databaseUrl }, emails, perClient);
  console.log(
    `Argent : par client ${pools.signable.toFixed(1)} bons de commande à signer, ${pools.submitted.toFixed(1)} CRA soumis ; ` +
      `${pools.due} factures dues (préparé en ${(pools.ms / 1000).toFixed(1)} s)`,
  );
  codes = new MailedCodes(path.join(dataDir, 'outbox'));
}
buildOnce();
// Each virtual user comes from its own address (X-Forwarded-For), as real users would.
const profDir = values['cpu-prof'];
const server = startServer({
  port: PORT,
  dataDir,
  env: { TRUST_PROXY: '1', ...(MONEY ? LOAD_ISSUER : {}) },
  nodeArgs: profDir ? ['--cpu-prof', `--cpu-prof-dir=${path.resolve(profDir)}`] : [],
});
let code = 1;
try {
  await waitHealthy(server, BASE);
  const pid = server.pid as number;
  const idleRss = rssMb(pid);

  const users: { user: VirtualUser; session: (u: VirtualUser) => Promise<void> }[] = [];
  for (let i = 0; i < USERS; i++) {
    if (i < staffCount)
      users.push({ user: new VirtualUser(accounts.staff, i + 1), session: (u) => staffSession(u, i, staffCount) });
    else if (i < staffCount + clientCount)
      users.push({
        user: new VirtualUser(clientEmail(i), i + 1),
        session: clientSession,
      });
    else
      users.push({
        user: new VirtualUser(accounts.candidates[i % accounts.candidates.length] as string, i + 1),
        session: candidateSession,
      });
  }

  console.log(
    `\n${USERS} utilisateurs (${staffCount} équipe, ${clientCount} clients, ${USERS - staffCount - clientCount} candidats), ${DURATION_S} s, pause moyenne ${THINK_MS} ms`,
  );
  const samples: { t: number; rss: number }[] = [{ t: 0, rss: idleRss }];
  const started = performance.now();
  const sampler = setInterval(() => samples.push({ t: (performance.now() - started) / 1000, rss: rssMb(pid) }), 5000);
  const sessions = users.map(async ({ user, session }, i) => {
    // Logins spread over the first 5 seconds, as users arrive.
    await new Promise((r) => setTimeout(r, (i / USERS) * 5000));
    if (await user.login()) await session(user);
  });
  await new Promise((r) => setTimeout(r, DURATION_S * 1000));
  running = false;
  await Promise.all(sessions);
  clearInterval(sampler);
  const elapsed = (performance.now() - started) / 1000;
  for (const { user } of users) user.close();
  samples.push({ t: elapsed, rss: rssMb(pid) });

  // Report.
  let total = 0;
  let errorCount = 0;
  const rows = [...latencies.entries()].sort(([a], [b]) => a.localeCompare(b));
  console.log('\n| action | requêtes | erreurs | p50 ms | p95 ms | p99 ms |\n|---|---:|---:|---:|---:|---:|');
  const all: number[] = [];
  for (const [action, list] of rows) {
    const sorted = [...list].sort((a, b) => a - b);
    all.push(...list);
    const e = errors.get(action)?.count ?? 0;
    total += list.length;
    errorCount += e;
    console.log(
      `| ${action} | ${list.length} | ${e} | ${percentile(sorted, 50).toFixed(1)} | ${percentile(sorted, 95).toFixed(1)} | ${percentile(sorted, 99).toFixed(1)} |`,
    );
  }
  all.sort((a, b) => a - b);
  console.log(
    `| **toutes** | ${total} | ${errorCount} | ${percentile(all, 50).toFixed(1)} | ${percentile(all, 95).toFixed(1)} | ${percentile(all, 99).toFixed(1)} |`,
  );
  console.log(`\nDébit : ${(total / elapsed).toFixed(0)} requêtes/s sur ${elapsed.toFixed(0)} s`);
  for (const [action, { count, sample }] of errors) console.log(`Erreurs ${action} (${count}) : ${sample}`);
  if (MONEY)
    console.log(
      `Rien à faire (réserve épuisée, pas une erreur) : signer ${unavailable.sign}, valider un CRA ${unavailable.validate}, payer ${unavailable.pay}`,
    );
  codes?.close();

  // Memory: idle before the load, then the mean of each fifth of the run. The first fifth is the warm-up (the
  // heap and the pools grow to what the load needs); a leak is growth after it: second fifth to last.
  const during = samples.filter((s) => s.t > 0);
  const fifth = Math.max(1, Math.floor(during.length / 5));
  const mean = (list: { rss: number }[]) => list.reduce((sum, s) => sum + s.rss, 0) / list.length;
  const first = mean(during.slice(0, fifth));
  const early = mean(during.slice(fifth, 2 * fifth).length > 0 ? during.slice(fifth, 2 * fifth) : during.slice(0, fifth));
  const late = mean(during.slice(-fifth));
  const peak = Math.max(...samples.map((s) => s.rss));
  const growth = ((late - early) / early) * 100;
  console.log(
    `Mémoire résidente du serveur : ${idleRss.toFixed(0)} Mo au repos, ${first.toFixed(0)} Mo au premier cinquième (mise en route), ` +
      `${early.toFixed(0)} Mo au deuxième, ${late.toFixed(0)} Mo au dernier (${growth >= 0 ? '+' : ''}${growth.toFixed(1)} %), pic ${peak.toFixed(0)} Mo`,
  );
  const outDir = path.join(root, '.tmp/load');
  mkdirSync(outDir, { recursive: true });
  const result = {
    engine: databaseUrl ? 'postgres' : 'pglite',
    users: USERS,
    durationS: elapsed,
    thinkMs: THINK_MS,
    requests: total,
    errors: errorCount,
    p95Ms: percentile(all, 95),
    rss: { idle: idleRss, first, early, late, peak, samples },
  };
  writeFileSync(path.join(outDir, `result-${result.engine}-${DURATION_S}s.json`), JSON.stringify(result, null, 2));
  // A run passes with zero errors; a long run (5 min or more) also needs a flat memory after the warm-up (< 10 % growth).
  const flat = DURATION_S < 300 || growth < 10;
  if (!flat) console.log('La mémoire croît sous une charge constante : fuite probable.');
  code = errorCount === 0 && flat ? 0 : 1;
} finally {
  await stopServer(server);
}
process.exit(code);
