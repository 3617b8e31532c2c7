// The money actions of `npm run load` (issue 34, item 6): clients sign their purchase orders with the code the
// platform mails them and validate submitted CRAs (which issues the invoices and their Factur-X documents);
// staff record payments on the invoices still due and read the finance screen.
// What those actions consume is prepared before the server starts, through the app's own routes where the
// platform does the work (a request treated draws the mission's two contracts; a forced start with its motif),
// and as rows where the candidate's own steps would only add set-up time (a verified URSSAF attestation, CRAs
// submitted): enough for the run's length, topped up from what earlier runs left.
import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, watch } from 'node:fs';
import path from 'node:path';
import { CONTRAT_CODE_REQUESTS_MAX } from '@passerelle/shared';
import { simpleParser } from 'mailparser';
import { buildApp } from '../../apps/server/src/app.js';
import { loadConfig } from '../../apps/server/src/config/env.js';
import { migrateDatabase, openDatabase } from '../../apps/server/src/db/client.js';
import { lockDataDir } from '../../apps/server/src/lib/data-dir-lock.js';
import { GENERATED_DOMAIN } from '../../apps/server/src/seed/generate.js';
import { DEMO_ACCOUNTS, GENERATED_PASSWORD } from '../bench/lib/marketplace.js';

/** A virtual user as the money actions see it: its account, and its timed calls. */
export interface Caller {
  email: string;
  call<T>(action: string, url: string, body?: unknown): Promise<T | undefined>;
  /** Counts an error of this action that is not an answer (a code never mailed). */
  fail(action: string, detail: string): void;
}

/** The platform's identity on the invoices (as `npm run demo` sets it): without it, invoicing is off (503). */
export const LOAD_ISSUER = {
  INVOICE_ISSUER_NAME: 'Passerelle Charge SAS',
  INVOICE_ISSUER_SIREN: '912345675',
  INVOICE_ISSUER_ADDRESS: '12 rue de la Paix, 75002 Paris',
  INVOICE_ISSUER_VAT: 'FR65912345675',
};

/** The missions' period: 24 months of CRAs at most per mission. */
const MISSION_START = '2025-01-01';
const MISSION_END = '2026-12-31';
const MONTHS = Array.from({ length: 24 }, (_, i) => `${2025 + Math.floor(i / 12)}-${String((i % 12) + 1).padStart(2, '0')}`);
const FORCE_MOTIF = 'Démarrage avant les signatures, pour le test de charge : les bons de commande sont signés pendant le test.';

/** The first five working days of a month (YYYY-MM), one full day each: a CRA as the candidate would submit it. */
function fiveDays(mois: string): Record<string, number> {
  const days: Record<string, number> = {};
  for (let d = 1; Object.keys(days).length < 5; d++) {
    const date = `${mois}-${String(d).padStart(2, '0')}`;
    const weekday = new Date(`${date}T12:00:00Z`).getUTCDay();
    if (weekday !== 0 && weekday !== 6) days[date] = 1;
  }
  return days;
}

export interface MoneyPools {
  /** Purchase orders waiting for the client's signature, per client account, after the top-up. */
  signable: number;
  /** CRAs waiting for the client's validation, per client account. */
  submitted: number;
  /** Client invoices with something left to pay. */
  due: number;
  ms: number;
}

/**
 * Tops up, for each client account, `perClient` missions `en_cours` whose purchase order is unsigned and
 * `perClient` submitted CRAs, and makes sure some invoices are due for the staff's payments. The database is
 * opened here (and locked, embedded) and closed before the server starts.
 */
export async function prepareMoney(
  options: { dataDir: string; databaseUrl?: string },
  clientEmails: readonly string[],
  perClient: number,
): Promise<MoneyPools> {
  const started = performance.now();
  mkdirSync(options.dataDir, { recursive: true });
  const config = loadConfig({
    ...process.env,
    ...LOAD_ISSUER,
    NODE_ENV: 'production',
    LOG_LEVEL: 'silent',
    DATA_DIR: options.dataDir,
    DATABASE_URL: options.databaseUrl,
  });
  const unlock = config.databaseUrl ? () => undefined : lockDataDir(config.dataDir);
  try {
    const database = await openDatabase({
      url: config.databaseUrl,
      dataDir: path.join(options.dataDir, 'db'),
      poolSize: 2,
    });
    await migrateDatabase(database);
    const app = await buildApp({ config, database });
    try {
      await app.ready();
      const q = database.query.bind(database);
      const post = async <T>(url: string, payload: unknown, token?: string): Promise<T> => {
        const headers = token ? { 'sb-tkn': token } : {};
        const res = await app.inject({ method: 'POST', url, payload: payload as object, headers });
        if (res.statusCode !== 200) throw new Error(`${url}: ${res.statusCode} ${res.body}`);
        return res.json() as T;
      };
      const login = async (email: string) =>
        (await post<{ token: string }>('/api/users/login', { email, password: GENERATED_PASSWORD })).token;
      const root = await login(DEMO_ACCOUNTS.root.email);

      const companies = await q<{ id: number; email: string }>(
        'SELECT c.id, u.email FROM clients c JOIN users u ON u.id = c.user_id WHERE u.email = ANY($1) ORDER BY c.id',
        [clientEmails],
      );
      // Each company works with candidates of its own, drawn from the generated active ones.
      const pool = await q<{ id: number }>(
        `SELECT c.id FROM candidates c JOIN users u ON u.id = c.user_id
          WHERE c.active AND u.etat = 'active' AND u.email LIKE '%@${GENERATED_DOMAIN}' ORDER BY c.id`,
      );
      if (pool.length === 0) throw new Error('no active generated candidate');
      let next = 0;
      for (const company of companies) {
        // The billing identity an invoice must carry (a company without it gets no invoice: 409).
        await q(
          `UPDATE clients SET adresse = '8 rue des Lilas', code_postal = '69003', ville = 'Lyon', siren = '552100554'
            WHERE id = $1 AND siren IS NULL`,
          [company.id],
        );
        const [signable] = await q<{ n: number }>(
          `SELECT count(*)::int AS n FROM missions m JOIN contracts k ON k.mission_id = m.id
            WHERE m.client_id = $1 AND m.etat = 'en_cours' AND k.type = 'bon_commande' AND k.etat = 'a_signer'`,
          [company.id],
        );
        for (let i = signable?.n ?? 0; i < perClient; i++) {
          // A candidate this company has no request pending for (one pending request per pair: the generated data
          // and earlier runs made some), tried in turn from the pool.
          let candidateId = 0;
          for (let tries = 0; tries < pool.length && candidateId === 0; tries++) {
            const id = (pool[next++ % pool.length] as { id: number }).id;
            const [pending] = await q<{ n: number }>(
              `SELECT count(*)::int AS n FROM candidate_requests WHERE client_id = $1 AND candidate_id = $2 AND etat = 'en_attente'`,
              [company.id, id],
            );
            if ((pending?.n ?? 0) === 0) candidateId = id;
          }
          if (candidateId === 0) throw new Error(`company ${company.id}: every candidate has a request pending`);
          // The devoir de vigilance (DECISIONS §6.4): a two-year mission needs a verified URSSAF attestation.
          await q(
            `INSERT INTO compliance_documents (candidate_id, type, storage_key, expire_le, etat)
             SELECT $1, 'urssaf', 'documents/load-test.pdf', DATE '2099-12-31', 'valide'
              WHERE NOT EXISTS (SELECT 1 FROM compliance_documents WHERE candidate_id = $1 AND type = 'urssaf' AND etat = 'valide')`,
            [candidateId],
          );
          const [request] = await q<{ id: number }>(
            `INSERT INTO candidate_requests (client_id, candidate_id, date_debut, date_fin, etat)
             VALUES ($1, $2, $3, $4, 'en_attente') RETURNING id`,
            [company.id, candidateId, MISSION_START, MISSION_END],
          );
          const mission = await post<{ data: { id: number } }>(
            '/api/adm/closeDmdOk',
            { id_dmd: request?.id, tjm: 520, tjm_candidat: 430, date_debut: MISSION_START, date_fin: MISSION_END },
            root,
          );
          await post('/api/adm/changeMission', { id: mission.data.id, etat: 'en_cours', force: true, motif: FORCE_MOTIF }, root);
        }
        // Submitted CRAs, on the company's running missions, in months not yet declared.
        const [submitted] = await q<{ n: number }>(
          `SELECT count(*)::int AS n FROM cras r JOIN missions m ON m.id = r.mission_id
            WHERE m.client_id = $1 AND m.etat = 'en_cours' AND r.etat = 'soumis'`,
          [company.id],
        );
        let missing = perClient - (submitted?.n ?? 0);
        if (missing <= 0) continue;
        const missions = await q<{ id: number; mois: string[] }>(
          `SELECT m.id, coalesce(array_agg(r.mois) FILTER (WHERE r.mois IS NOT NULL), '{}') AS mois
             FROM missions m LEFT JOIN cras r ON r.mission_id = m.id
            WHERE m.client_id = $1 AND m.etat = 'en_cours' GROUP BY m.id ORDER BY m.id`,
          [company.id],
        );
        for (const mission of missions) {
          for (const mois of MONTHS) {
            if (missing <= 0 || mission.mois.includes(mois)) continue;
            await q(
              `INSERT INTO cras (mission_id, mois, jours, total, etat, submitted_at) VALUES ($1, $2, $3, 5, 'soumis', now())`,
              [mission.id, mois, JSON.stringify(fiveDays(mois))],
            );
            missing--;
          }
        }
      }
      // Invoices due from the start, for the staff's payments: a CRA validated by each of ten companies.
      const [due] = await q<{ n: number }>(
        `SELECT count(*)::int AS n FROM invoices i WHERE i.type = 'client'
            AND i.ttc > coalesce((SELECT sum(p.montant) FROM payments p WHERE p.invoice_id = i.id), 0)`,
      );
      if ((due?.n ?? 0) < 10) {
        for (const company of companies.slice(0, 10)) {
          const [cra] = await q<{ id: number }>(
            `SELECT r.id FROM cras r JOIN missions m ON m.id = r.mission_id
              WHERE m.client_id = $1 AND r.etat = 'soumis' ORDER BY r.id LIMIT 1`,
            [company.id],
          );
          if (cra) await post('/api/cl/validateCra', { id: cra.id }, await login(company.email));
        }
      }
      const [after] = await q<{ signable: number; submitted: number; due: number }>(
        `SELECT (SELECT count(*)::int FROM contracts k JOIN missions m ON m.id = k.mission_id
                  WHERE m.client_id = ANY($1) AND m.etat = 'en_cours' AND k.type = 'bon_commande' AND k.etat = 'a_signer') AS signable,
                (SELECT count(*)::int FROM cras r JOIN missions m ON m.id = r.mission_id
                  WHERE m.client_id = ANY($1) AND m.etat = 'en_cours' AND r.etat = 'soumis') AS submitted,
                (SELECT count(*)::int FROM invoices i WHERE i.type = 'client'
                  AND i.ttc > coalesce((SELECT sum(p.montant) FROM payments p WHERE p.invoice_id = i.id), 0)) AS due`,
        [companies.map((c) => c.id)],
      );
      const n = Math.max(1, companies.length);
      return {
        signable: (after?.signable ?? 0) / n,
        submitted: (after?.submitted ?? 0) / n,
        due: after?.due ?? 0,
        ms: performance.now() - started,
      };
    } finally {
      await app.close(); // closes the database too
    }
  } finally {
    unlock();
  }
}

/**
 * The signing codes the server mails (its outbox: DATA_DIR/outbox, without SMTP_URL), as the signer reads them:
 * each new .eml is parsed once; `code(email)` waits for the next code mailed to that address.
 */
export class MailedCodes {
  private readonly waiting = new Map<string, (code: string) => void>();
  private readonly watcher;

  constructor(outbox: string) {
    mkdirSync(outbox, { recursive: true });
    this.watcher = watch(outbox, (_event, name) => {
      if (name?.endsWith('.eml')) void this.read(path.join(outbox, name));
    });
  }

  /**
   * The code of the next signing mail to `email`: call it before asking for the code, then `within` once the
   * request has answered (the mail leaves after the answer, behind the other mails of the queue).
   */
  code(email: string): { within(ms: number): Promise<string>; cancel(): void } {
    const mailed = new Promise<string>((resolve) => this.waiting.set(email, resolve));
    const cancel = () => this.waiting.delete(email);
    return {
      cancel,
      within: (ms) =>
        new Promise<string>((resolve, reject) => {
          const timer = setTimeout(() => {
            cancel();
            reject(new Error(`no signing code mailed to ${email} within ${ms / 1000} s of the answer`));
          }, ms);
          void mailed.then((code) => {
            clearTimeout(timer);
            resolve(code);
          });
        }),
    };
  }

  /** A mail being written may be read half-written: read again a few times until its code shows. */
  private async read(file: string): Promise<void> {
    for (let attempt = 0; attempt < 20; attempt++) {
      if (!existsSync(file)) return;
      const raw = readFileSync(file);
      if (raw.length > 0) {
        const mail = await simpleParser(raw);
        if (!mail.subject?.includes('code de signature')) return;
        const to = Array.isArray(mail.to) ? mail.to[0]?.value[0]?.address : mail.to?.value[0]?.address;
        const code = /code sur Passerelle\s*:\s*(\d{6})/u.exec(mail.text ?? '')?.[1];
        if (to && code) {
          const waiter = this.waiting.get(to);
          this.waiting.delete(to);
          waiter?.(code);
          return;
        }
      }
      await new Promise((r) => setTimeout(r, 50));
    }
  }

  close(): void {
    this.watcher.close();
  }
}

/** How long a signer waits for its code once asked (a busy machine's mail queue included). */
const MAIL_WAIT_MS = 60_000;

interface Contrat {
  id: number;
  type: string;
  etat: string;
}

/** A client's money actions: its running missions, read once, then signed and validated one by one. */
export class ClientMoney {
  private missions: number[] | undefined;
  private readonly toSign: number[] = [];
  /** When this user asked for its signing codes, the last 15 minutes. */
  private readonly codesAsked: number[] = [];

  constructor(
    private readonly user: Caller,
    private readonly clientId: number,
    private readonly codes: MailedCodes,
  ) {}

  private async running(): Promise<number[]> {
    if (!this.missions) {
      const answer = await this.user.call<{ data: { id: number; etat: string }[] }>('cl missions', '/api/cl/getMissions', {
        id: this.clientId,
      });
      this.missions = (answer?.data ?? []).filter((m) => m.etat === 'en_cours').map((m) => m.id);
      this.toSign.push(...this.missions);
    }
    return this.missions;
  }

  /** Signs the purchase order of one of its missions: read the contracts, ask for the code, sign with it. */
  async signOne(): Promise<boolean> {
    await this.running();
    const missionId = this.toSign.shift();
    if (missionId === undefined) return false;
    const answer = await this.user.call<{ contrats: Contrat[] }>('cl contrats', '/api/cl/getContrats', { missionId });
    const order = answer?.contrats.find((c) => c.type === 'bon_commande' && c.etat === 'a_signer');
    if (!order) return false;
    // Within the route's throttle (CONTRAT_CODE_REQUESTS_MAX codes in 15 minutes from one address), as a person
    // who signs: past it, the purchase order waits for a later turn.
    const now = Date.now();
    while ((this.codesAsked[0] ?? now) <= now - 15 * 60_000) this.codesAsked.shift();
    if (this.codesAsked.length >= CONTRAT_CODE_REQUESTS_MAX) {
      this.toSign.push(missionId);
      return false;
    }
    this.codesAsked.push(now);
    const mailed = this.codes.code(this.user.email);
    if (!(await this.user.call('cl contrat code', '/api/cl/contratCode', { id: order.id }))) {
      mailed.cancel();
      return false;
    }
    let code: string;
    try {
      code = await mailed.within(MAIL_WAIT_MS);
    } catch (error) {
      this.user.fail('cl code reçu', String(error));
      this.toSign.push(missionId); // signed later, with a new code
      return false;
    }
    await this.user.call('cl signer contrat', '/api/cl/signContrat', { id: order.id, code, accepte: true });
    return true;
  }

  /** Validates one submitted CRA of its missions (the invoices are issued). */
  async validateOne(): Promise<boolean> {
    const missions = await this.running();
    while (missions.length > 0) {
      const at = Math.floor(Math.random() * missions.length);
      const missionId = missions[at] as number;
      const answer = await this.user.call<{ cras: { id: number; etat: string }[] }>('cl CRA', '/api/cl/getCras', { missionId });
      const cra = answer?.cras.find((c) => c.etat === 'soumis');
      if (cra) {
        await this.user.call('cl valider CRA', '/api/cl/validateCra', { id: cra.id });
        return true;
      }
      missions.splice(at, 1); // nothing left to validate there
    }
    return false;
  }
}

/**
 * Staff: a payment on one of the newest invoices still due (half of what is left, or all of it), by transfer. Staff
 * member `slot` of `slots` pays only the invoices whose id falls to it, so that two never pay one from the same
 * stale balance (a payment beyond the total is refused, 409, as it should be).
 */
export async function recordOnePayment(user: Caller, slot: number, slots: number): Promise<boolean> {
  const answer = await user.call<{ factures: { id: number; reste_du: number }[] }>('adm factures', '/api/adm/getFactures', {
    type: 'client',
    page: 0,
    size: 20,
  });
  const due = (answer?.factures ?? []).filter((f) => f.reste_du > 0 && f.id % slots === slot);
  const invoice = due[Math.floor(Math.random() * due.length)];
  if (!invoice) return false;
  const montant = invoice.reste_du < 100 ? invoice.reste_du : Math.round(invoice.reste_du * 50) / 100;
  await user.call('adm paiement', '/api/adm/recordPayment', {
    factureId: invoice.id,
    montant,
    date: new Date().toISOString().slice(0, 10),
    reference: `VIR-CHARGE-${randomBytes(4).toString('hex')}`,
  });
  return true;
}

/** Staff: the finance screen of the year. */
export async function readFinance(user: Caller): Promise<void> {
  await user.call('adm finance', '/api/adm/finance', { annee: new Date().getFullYear() });
}
