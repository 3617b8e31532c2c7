import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { frenchVatNumber, isValidSiren, normalizeSiren } from '@passerelle/shared';
import { z } from 'zod';
import { parseStorageUrl, type S3Location } from '../lib/s3-storage.js';

/**
 * The configuration of DECISIONS §1, parsed from the environment once, at boot. Nothing else reads
 * process.env. A bad value stops the start with a message naming the variable.
 */

const optionalUrl = (protocols: string[]) =>
  z
    .string()
    .trim()
    .optional()
    .transform((v) => (v ? v : undefined))
    .refine((v) => v === undefined || protocols.some((p) => v.startsWith(`${p}://`)), {
      message: `doit commencer par ${protocols.map((p) => `${p}://`).join(' ou ')}`,
    });

const envSchema = z.object({
  /**
   * 'production' says this is a real deployment: the start then requires what a real deployment needs
   * (invoicingRequired). Unset, `npm start` runs with no configuration at all (DECISIONS §1).
   */
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  HOST: z.string().trim().min(1).default('127.0.0.1'),
  DATA_DIR: z.string().trim().min(1).default('./data'),
  DATABASE_URL: optionalUrl(['postgres', 'postgresql']),
  /** PostgreSQL: connections this instance keeps to the server at most (issue 20: 20 served 50 searching clients with a p95 of 300-400 ms where 10 gave 500-2,800 ms, same CPU per search). */
  DATABASE_POOL_SIZE: z.coerce.number().int().min(1).max(200).default(20),
  SMTP_URL: optionalUrl(['smtp', 'smtps']),
  MAIL_FROM: z.string().trim().min(3).default('Passerelle <no-reply@passerelle.local>'),
  APP_URL: optionalUrl(['http', 'https']),
  ADMIN_EMAIL: z.email().optional(),
  ADMIN_PASSWORD: z.string().min(8, 'au moins 8 caractères').optional(),
  SESSION_SECRET: z.string().min(32, 'au moins 32 caractères').optional(),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  /** redis:// URL: socket.io shares its events between instances through Redis (else through PostgreSQL). */
  REDIS_URL: optionalUrl(['redis', 'rediss']),
  /** Number of reverse proxies in front of the app whose X-Forwarded-For can be trusted (0: none). */
  TRUST_PROXY: z.coerce.number().int().min(0).max(10).default(0),
  /** s3://…: uploads go to an S3-compatible bucket instead of DATA_DIR/uploads (format in lib/s3-storage.ts). */
  STORAGE_URL: z
    .string()
    .trim()
    .optional()
    .transform((value, ctx) => {
      if (!value) return undefined;
      try {
        return parseStorageUrl(value);
      } catch (error) {
        // The message never repeats the value: it holds the secret.
        ctx.addIssue({ code: 'custom', message: (error as Error).message });
        return z.NEVER;
      }
    }),
  /** The invoices' issuer (DECISIONS §6.4): all four, or none (invoicing then refuses to issue). */
  INVOICE_ISSUER_NAME: z.string().trim().optional(),
  INVOICE_ISSUER_SIREN: z.string().trim().optional(),
  INVOICE_ISSUER_ADDRESS: z.string().trim().optional(),
  INVOICE_ISSUER_VAT: z.string().trim().optional(),
});

/** The company that issues the invoices, as printed on them. */
interface InvoiceIssuerConfig {
  name: string;
  siren: string;
  address: string;
  vat: string;
}

const ISSUER_VARS = ['INVOICE_ISSUER_NAME', 'INVOICE_ISSUER_SIREN', 'INVOICE_ISSUER_ADDRESS', 'INVOICE_ISSUER_VAT'] as const;

/**
 * The issuer from INVOICE_ISSUER_*: none set, invoicing is off (a validation answers 503 and logs why);
 * some set, every one must be, well formed, or the start stops naming what is missing.
 */
function invoiceIssuer(e: Partial<Record<(typeof ISSUER_VARS)[number], string>>): InvoiceIssuerConfig | undefined {
  const given = ISSUER_VARS.filter((name) => e[name]);
  if (given.length === 0) return undefined;
  const problems = ISSUER_VARS.filter((name) => !e[name]).map(
    (name) => `  - ${name}: requis pour facturer (INVOICE_ISSUER_* vont ensemble)`,
  );
  // One SIREN rule for the platform (packages/shared/src/siren.ts): nine digits and their Luhn key; the VAT
  // number is the SIREN's own (FR, its key, the SIREN).
  const siren = normalizeSiren(e.INVOICE_ISSUER_SIREN ?? '');
  if (e.INVOICE_ISSUER_SIREN && !isValidSiren(siren))
    problems.push('  - INVOICE_ISSUER_SIREN: 9 chiffres dont le dernier est la clé de contrôle (SIREN de l’INSEE)');
  const vat = (e.INVOICE_ISSUER_VAT ?? '').replace(/\s/g, '').toUpperCase();
  if (e.INVOICE_ISSUER_VAT && isValidSiren(siren) && vat !== frenchVatNumber(siren))
    problems.push(`  - INVOICE_ISSUER_VAT: le numéro de TVA intracommunautaire de ce SIREN est ${frenchVatNumber(siren)}`);
  if (problems.length > 0) throw new ConfigError(`Configuration invalide :\n${problems.join('\n')}`);
  return { name: e.INVOICE_ISSUER_NAME ?? '', siren, address: e.INVOICE_ISSUER_ADDRESS ?? '', vat };
}

/**
 * In production (NODE_ENV=production) the start stops without an invoices' issuer: validating a CRA would
 * otherwise fail for every company (503) until someone reads the logs. In development and tests the
 * start only warns (server.ts), so that `npm start` needs no configuration (DECISIONS §1).
 */
export function invoicingRequired(config: Pick<Config, 'env' | 'invoiceIssuer'>): void {
  if (config.env !== 'production' || config.invoiceIssuer) return;
  throw new ConfigError(
    `Configuration invalide :\n  - ${ISSUER_VARS.join(', ')} : requis en production (NODE_ENV=production) pour émettre les factures (README, Configuration)`,
  );
}

export interface Config {
  env: 'development' | 'production' | 'test';
  port: number;
  host: string;
  dataDir: string;
  databaseUrl: string | undefined;
  /** PostgreSQL's pool size (DATABASE_POOL_SIZE). */
  databasePoolSize: number;
  smtpUrl: string | undefined;
  mailFrom: string;
  appUrl: string;
  adminEmail: string | undefined;
  adminPassword: string | undefined;
  sessionSecret: string;
  logLevel: string;
  trustProxy: number;
  redisUrl: string | undefined;
  /** The S3-compatible bucket of the uploads (STORAGE_URL); undefined: DATA_DIR/uploads. */
  storage: S3Location | undefined;
  /** Built web app served on the same port, when present. */
  webDir: string | undefined;
  /** The invoices' issuer (INVOICE_ISSUER_*); undefined: invoicing is not configured. */
  invoiceIssuer: InvoiceIssuerConfig | undefined;
}

export class ConfigError extends Error {}

/** Parses the environment; throws ConfigError listing every bad variable. */
export function loadConfig(env: NodeJS.ProcessEnv = process.env, options: { webDir?: string } = {}): Config {
  const parsed = envSchema.safeParse(env);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((i) => `  - ${i.path.join('.')}: ${i.message}`);
    throw new ConfigError(`Configuration invalide :\n${lines.join('\n')}`);
  }
  const e = parsed.data;
  if ((e.ADMIN_EMAIL === undefined) !== (e.ADMIN_PASSWORD === undefined)) {
    throw new ConfigError('Configuration invalide :\n  - ADMIN_EMAIL et ADMIN_PASSWORD vont ensemble');
  }
  const dataDir = path.resolve(e.DATA_DIR);
  return {
    env: e.NODE_ENV,
    port: e.PORT,
    host: e.HOST,
    dataDir,
    databaseUrl: e.DATABASE_URL,
    databasePoolSize: e.DATABASE_POOL_SIZE,
    smtpUrl: e.SMTP_URL,
    mailFrom: e.MAIL_FROM,
    appUrl: (e.APP_URL ?? `http://localhost:${e.PORT}`).replace(/\/+$/, ''),
    adminEmail: e.ADMIN_EMAIL?.toLowerCase(),
    adminPassword: e.ADMIN_PASSWORD,
    sessionSecret: e.SESSION_SECRET ?? persistentSecret(dataDir),
    logLevel: e.LOG_LEVEL,
    trustProxy: e.TRUST_PROXY,
    redisUrl: e.REDIS_URL,
    storage: e.STORAGE_URL,
    webDir: options.webDir,
    invoiceIssuer: invoiceIssuer(e),
  };
}

/** A secret generated once and kept in DATA_DIR, so that sessions survive a restart (DECISIONS §1). */
function persistentSecret(dataDir: string): string {
  const file = path.join(dataDir, 'session-secret');
  if (existsSync(file)) return readFileSync(file, 'utf8').trim();
  // Private from the start (lib/data-dir.ts): the secret and the database will live here.
  mkdirSync(dataDir, { recursive: true, mode: 0o700 });
  const secret = randomBytes(48).toString('base64url');
  try {
    writeFileSync(file, `${secret}\n`, { mode: 0o600, flag: 'wx' });
    return secret;
  } catch (error) {
    // Another instance wrote it first: use theirs.
    if ((error as NodeJS.ErrnoException).code === 'EEXIST') return readFileSync(file, 'utf8').trim();
    throw error;
  }
}
