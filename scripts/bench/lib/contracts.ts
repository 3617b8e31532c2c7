// Issue 31's bench rows for contracts signed on the platform (DECISIONS §6.5, docs/contracts.md), through the API
// (Fastify's inject on an app built in this process, no port), on the embedded engine or on PostgreSQL
// (DATABASE_URL). Used by `npm run bench:contracts` (scripts/bench/contracts.ts) and by `npm run bench`.
// - drawing a contract PDF: cl/setBonCommande, which draws the unsigned bon de commande again (lock, draw, store,
//   history): target p95 ≤ 150 ms; beside it, adm/closeDmdOk, which makes a mission and draws both documents;
// - signing: cl/signContrat with the mailed code (code check, « Certificat de signature » page, SHA-256, store):
//   target p95 ≤ 250 ms;
// - verifying a 2 MB PDF: POST /api/contrats/verifier (multipart upload, SHA-256, one indexed lookup): target
//   p95 ≤ 100 ms; and a signed contract as downloaded (valid).
import { randomBytes } from 'node:crypto';
import { mkdirSync, rmSync } from 'node:fs';
import path from 'node:path';
import { TOKEN_HEADER } from '@passerelle/shared';
import type { FastifyInstance, InjectOptions } from 'fastify';
import { buildApp } from '../../../apps/server/src/app.js';
import { loadConfig } from '../../../apps/server/src/config/env.js';
import { migrateDatabase, openDatabase } from '../../../apps/server/src/db/client.js';
import type { Mail } from '../../../apps/server/src/lib/mail/mailer.js';
import { makeUser } from '../../../apps/server/src/test/factories.js';
import { makeCandidate, makeClient, makeRequest } from '../../../apps/server/src/test/marketplace.js';
import { makeDocument } from '../../../apps/server/src/test/mission-work.js';
import { multipart } from '../../../apps/server/src/test/multipart.js';
import { root } from './server.js';
import { summarize } from './stats.js';
import type { Row } from './table.js';

export interface ContractsBench {
  rows: Row[];
  engine: 'pglite' | 'postgres';
}

/** Each signer or uploader its own address: the routes' per-IP limits (10 codes, 20 checks a quarter) stay on. */
const addressOf = (i: number) => `10.31.${(i >> 8) & 255}.${i & 255}`;

export async function benchContracts(options: { runs: number; databaseUrl?: string }): Promise<ContractsBench> {
  const dir = path.join(root, '.tmp/bench/contracts');
  rmSync(dir, { recursive: true, force: true });
  mkdirSync(dir, { recursive: true });
  const database = await openDatabase(options.databaseUrl ? { url: options.databaseUrl } : { dataDir: path.join(dir, 'db') });
  await migrateDatabase(database);
  const config = loadConfig({
    NODE_ENV: 'production',
    DATA_DIR: path.join(dir, 'data'),
    LOG_LEVEL: 'silent',
    SESSION_SECRET: randomBytes(32).toString('hex'),
    APP_URL: 'http://localhost:3000',
    INVOICE_ISSUER_NAME: 'Passerelle SAS',
    INVOICE_ISSUER_SIREN: '912345675',
    INVOICE_ISSUER_ADDRESS: '12 rue de la Paix, 75002 Paris',
    INVOICE_ISSUER_VAT: 'FR65912345675',
  });
  const app: FastifyInstance = await buildApp({ config, database });
  await app.ready();
  // The signing codes, read from the mails as a signer reads them (the mails are not written to disk).
  const codes = new Map<string, string>();
  app.ctx.mailer.send = (mail: Mail) => {
    const code = /code sur Passerelle : (\d{6})/.exec(mail.text)?.[1];
    if (code) codes.set(mail.to, code);
  };

  const call = async (options: InjectOptions & { token?: string; ip?: number }, expect = 200) => {
    const { token, ip, ...rest } = options;
    const res = await app.inject({
      ...rest,
      headers: { ...(rest.headers ?? {}), ...(token ? { [TOKEN_HEADER]: token } : {}) },
      ...(ip !== undefined ? { remoteAddress: addressOf(ip) } : {}),
    });
    if (res.statusCode !== expect) throw new Error(`${options.method} ${options.url}: ${res.statusCode} ${res.body}`);
    return res;
  };
  // CPU time of this process beside the wall time: on the embedded engine the database runs here too
  // (WebAssembly), so it is what an idle core would take, whatever the load of the machine (shared by six).
  const cpu = new Map<number[], number[]>();
  const timed = async <T>(times: number[], keep: boolean, work: () => Promise<T>): Promise<T> => {
    const c0 = process.cpuUsage();
    const t0 = performance.now();
    const result = await work();
    const c = process.cpuUsage(c0);
    if (keep) {
      times.push(performance.now() - t0);
      cpu.set(times, [...(cpu.get(times) ?? []), (c.user + c.system) / 1000]);
    }
    return result;
  };
  const cpuRow = (measure: string, times: number[]): Row => ({ measure, ...summarize(cpu.get(times) ?? []), noRatio: true });

  try {
    const admin = await makeUser(app.ctx, { role: 'admin' });
    const client = await makeClient(app.ctx, { nomEntreprise: 'Horizon Assurances' });
    const health: number[] = [];
    const made: number[] = [];
    const drawn: number[] = [];
    const signed: number[] = [];
    const verified2mb: number[] = [];
    const verifiedSigned: number[] = [];
    let signedPdf: Buffer | undefined;
    let twoMb: Buffer | undefined;
    let valid = 0;

    // A warm-up round (fonts parsed, the PDF engine loaded, JIT), then the runs; each round a new mission.
    for (let i = 0; i <= options.runs; i++) {
      const keep = i > 0;
      await timed(health, keep, () => call({ method: 'GET', url: '/api/health' }));
      const candidate = await makeCandidate(app.ctx, { nom: `Garnier ${i}`, titre: 'Développeur Java' });
      await makeDocument(app.ctx, candidate.candidate.id);
      const request = await makeRequest(app.ctx, client.client.id, candidate.candidate.id);
      const mission = await timed(made, keep, () =>
        call({
          method: 'POST',
          url: '/api/adm/closeDmdOk',
          token: admin.token,
          payload: { id_dmd: request.id, tjm: 700, tjm_candidat: 560, date_debut: '2026-12-01', date_fin: '2027-02-26' },
        }),
      );
      const missionId: number = mission.json().data.id;
      const contrats = (
        await call({ method: 'POST', url: '/api/cl/getContrats', token: client.token, payload: { missionId } })
      ).json().contrats as { id: number; type: string }[];
      const order = contrats.find((c) => c.type === 'bon_commande')?.id as number;

      await timed(drawn, keep, () =>
        call({
          method: 'POST',
          url: '/api/cl/setBonCommande',
          token: client.token,
          payload: { missionId, reference: `BC-2026-${String(i).padStart(4, '0')}` },
        }),
      );

      await call({ method: 'POST', url: '/api/cl/contratCode', token: client.token, payload: { id: order }, ip: i });
      const code = codes.get(client.email);
      if (!code) throw new Error('no signing code mailed');
      await timed(signed, keep, () =>
        call({
          method: 'POST',
          url: '/api/cl/signContrat',
          token: client.token,
          payload: { id: order, code, accepte: true },
          headers: { 'user-agent': 'Banc d’essai Passerelle' },
          ip: i,
        }),
      );
      signedPdf ??= (await call({ method: 'GET', url: `/api/files/contrat/${order}`, token: client.token })).rawPayload;
      // 2 MB: the signed contract followed by a comment (still a PDF; not a signed contract's bytes: not valid).
      twoMb ??= Buffer.concat([signedPdf, Buffer.from('\n%'), Buffer.alloc(2 * 1024 * 1024 - signedPdf.length - 2, 0x41)]);
      const big = multipart(twoMb, 'contrat.pdf', 'application/pdf');
      await timed(verified2mb, keep, () =>
        call({ method: 'POST', url: '/api/contrats/verifier', payload: big.payload, headers: big.headers, ip: 10_000 + i }),
      );
      const small = multipart(signedPdf, 'contrat.pdf', 'application/pdf');
      const answer = await timed(verifiedSigned, keep, () =>
        call({ method: 'POST', url: '/api/contrats/verifier', payload: small.payload, headers: small.headers, ip: 20_000 + i }),
      );
      if (answer.json().valide) valid++;
    }

    const kb = (b: Buffer | undefined) => Math.round((b?.length ?? 0) / 1024);
    return {
      engine: database.kind,
      rows: [
        { measure: 'GET /api/health, inject (the floor)', ...summarize(health) },
        {
          measure: 'draw a contract PDF: cl/setBonCommande (the unsigned bon de commande drawn again)',
          ...summarize(drawn),
          target: { stat: 'p95', max: 150 },
        },
        { measure: '  adm/closeDmdOk (a mission and its two contracts drawn)', ...summarize(made) },
        {
          measure: `sign: cl/signContrat (code check + certificate page + SHA-256; ${kb(signedPdf)} KB signed)`,
          ...summarize(signed),
          target: { stat: 'p95', max: 250 },
        },
        {
          measure: 'verify a 2 MB PDF: POST /api/contrats/verifier (upload + SHA-256 + lookup)',
          ...summarize(verified2mb),
          target: { stat: 'p95', max: 100 },
        },
        {
          measure: `  a signed contract as downloaded (${valid} of ${options.runs + 1} answered valide)`,
          ...summarize(verifiedSigned),
          target: { stat: 'p95', max: 100 },
        },
        cpuRow('  CPU time of this process: draw (setBonCommande)', drawn),
        cpuRow('  CPU time of this process: sign (signContrat)', signed),
        cpuRow('  CPU time of this process: verify 2 MB', verified2mb),
      ],
    };
  } finally {
    await app.close();
  }
}
