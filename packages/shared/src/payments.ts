import { isRealIsoDate } from './dates.js';

/**
 * Money owed on client invoices (DECISIONS §6.7): payment state, late-payment penalties, the recovery
 * indemnity, the age of what is overdue. Server and web compute them alike from the same figures.
 * Amounts are integer cents (`number`, always a safe integer); rates are decimal text ("12.15"); dates are
 * ISO calendar days (`YYYY-MM-DD`, DECISIONS §5). No float enters a computation: products that could pass
 * 2^53 are done in BigInt and rounded half up to the cent.
 */

export const ETATS_PAIEMENT = ['a_payer', 'partiel', 'payee', 'en_retard'] as const;
export type EtatPaiement = (typeof ETATS_PAIEMENT)[number];
export const ETAT_PAIEMENT_LABELS: Record<EtatPaiement, string> = {
  a_payer: 'À payer',
  partiel: 'Partiellement payée',
  payee: 'Payée',
  en_retard: 'En retard',
};

/** The fixed recovery indemnity owed by a professional paying late: 40 € (Code de commerce L441-10 II and D441-5). */
export const INDEMNITE_RECOUVREMENT_CENTS = 4000;

/** The default late-payment rate, % a year (DECISIONS §6.5: the ECB rate + 10 points). */
export const TAUX_PENALITES_DEFAUT = '12.15';

/** Reminders go out one day, then fifteen days, after the due date (DECISIONS §6.7). */
export const RELANCE_JOURS = [1, 15] as const;
export type RelanceJour = (typeof RELANCE_JOURS)[number];

/** Overdue amounts by age (days past the due date), as the finance screen groups them (DECISIONS §6.7). */
export const TRANCHES_RETARD = ['0_30', '31_60', 'plus_60'] as const;
export type TrancheRetard = (typeof TRANCHES_RETARD)[number];
export const TRANCHE_RETARD_LABELS: Record<TrancheRetard, string> = {
  '0_30': '0 à 30 jours',
  '31_60': '31 à 60 jours',
  plus_60: 'Plus de 60 jours',
};

// ── Amounts ──

const DECIMAL_RE = /^(-?)(\d{1,13})(?:\.(\d{1,9}))?$/;

/** A decimal amount as text (a SQL numeric, an XML amount: "1234.5", "-12.30") → cents. Throws on anything else or on a fraction of a cent. */
export function centsFromDecimal(text: string): number {
  const match = DECIMAL_RE.exec(text.trim());
  if (!match) throw new RangeError(`not a decimal amount: ${text}`);
  const [, sign, units, fraction = ''] = match as unknown as [string, string, string, string | undefined];
  const significant = fraction.replace(/0+$/, '');
  if (significant.length > 2) throw new RangeError(`more precise than a cent: ${text}`);
  const cents = Number(units) * 100 + Number(significant.padEnd(2, '0'));
  return sign && cents !== 0 ? -cents : cents;
}

/** Cents → the decimal text SQL numerics and ISO 20022 amounts take: 123450 → "1234.50", -5 → "-0.05". */
export function formatCentsDecimal(cents: number): string {
  assertCents(cents);
  const abs = Math.abs(cents);
  return `${cents < 0 ? '-' : ''}${Math.trunc(abs / 100)}.${String(abs % 100).padStart(2, '0')}`;
}

/** A euro amount as the JSON answers carry it (1234.5) → cents. Throws past 2 decimals. */
export function eurosToCents(euros: number): number {
  const cents = Math.round(euros * 100);
  // The number must be the nearest double to a whole number of cents, not a value in between.
  if (!Number.isSafeInteger(cents) || Math.abs(cents / 100 - euros) > Number.EPSILON * Math.max(1, Math.abs(euros))) {
    throw new RangeError(`not an amount in euros and cents: ${euros}`);
  }
  return cents;
}

/** Cents → the euro number JSON answers carry (DECISIONS §6.7 `montant`, `reste_du`). */
export const centsToEuros = (cents: number): number => {
  assertCents(cents);
  return cents / 100;
};

function assertCents(cents: number): void {
  if (!Number.isSafeInteger(cents)) throw new RangeError(`not a whole number of cents: ${cents}`);
}

// ── Calendar days ──

const dayNumber = (iso: string): number => {
  if (!isRealIsoDate(iso)) throw new RangeError(`not an ISO date: ${iso}`);
  return Date.UTC(Number(iso.slice(0, 4)), Number(iso.slice(5, 7)) - 1, Number(iso.slice(8, 10))) / 86_400_000;
};

/** Calendar days from `from` to `to` (negative when `to` is before): 2028-02-28 → 2028-03-01 = 2. */
export const daysBetween = (from: string, to: string): number => dayNumber(to) - dayNumber(from);

/** `iso` + `days` calendar days. */
export function addDays(iso: string, days: number): string {
  return new Date((dayNumber(iso) + days) * 86_400_000).toISOString().slice(0, 10);
}

/** The due date of an invoice issued on `issueDate` with `delaiPaiement` days to pay (Réglages, DECISIONS §6.5). */
export const dueDate = (issueDate: string, delaiPaiement: number): string => addDays(issueDate, delaiPaiement);

/** Days late on `at` for an invoice due on `echeance`: 0 up to and including the due date. */
export const daysLate = (echeance: string, at: string): number => Math.max(0, daysBetween(echeance, at));

// ── Payment state ──

export interface PaymentState {
  etat: EtatPaiement;
  /** What is left to pay, in cents (never negative: an overpayment leaves 0). */
  resteDuCents: number;
}

/**
 * The state of a client invoice on `today` (DECISIONS §6.7): `payee` once the payments reach the TTC,
 * else `en_retard` past the due date (paid in part or not at all), else `partiel` or `a_payer`.
 */
export function paymentState(input: { ttcCents: number; paidCents: number; echeance: string; today: string }): PaymentState {
  assertCents(input.ttcCents);
  assertCents(input.paidCents);
  const resteDuCents = Math.max(0, input.ttcCents - input.paidCents);
  if (resteDuCents === 0) return { etat: 'payee', resteDuCents };
  if (daysBetween(input.echeance, input.today) > 0) return { etat: 'en_retard', resteDuCents };
  return { etat: input.paidCents > 0 ? 'partiel' : 'a_payer', resteDuCents };
}

// ── Penalties ──

/** Rates are read to the ten-thousandth of a percent ("12.15" → 121500). */
const RATE_SCALE = 10_000n;
const RATE_RE = /^(\d{1,3})(?:\.(\d{1,4}))?$/;

/** "12.15" → 121500n (ten-thousandths of a percent). Throws on anything that is not a plain rate from 0 to 999.9999. */
export function parseRate(taux: string): bigint {
  const match = RATE_RE.exec(taux.trim());
  if (!match) throw new RangeError(`not a rate in %: ${taux}`);
  return BigInt(match[1] as string) * RATE_SCALE + BigInt((match[2] ?? '').padEnd(4, '0'));
}

/** `value` / `divisor` rounded half up, both non-negative. */
function divideHalfUp(value: bigint, divisor: bigint): bigint {
  return (value * 2n + divisor) / (divisor * 2n);
}

export interface LatePenalties {
  joursRetard: number;
  /** reste_du × taux % × days late / 365, rounded half up to the cent. */
  penalitesCents: number;
  /** The 40 € indemnity, owed as soon as the invoice is late (0 before). */
  indemniteCents: number;
}

/**
 * Statutory late-payment penalties of an invoice on `at` (DECISIONS §6.7): reste_du × taux_penalites % ×
 * days late / 365 (a 365-day year, leap years included), rounded half up to the cent, and the 40 € indemnity.
 * Nothing is owed on or before the due date, nor when nothing is left to pay.
 */
export function latePenalties(input: {
  resteDuCents: number;
  tauxPenalites: string;
  echeance: string;
  at: string;
}): LatePenalties {
  assertCents(input.resteDuCents);
  const rate = parseRate(input.tauxPenalites);
  const joursRetard = daysLate(input.echeance, input.at);
  if (joursRetard === 0 || input.resteDuCents <= 0) return { joursRetard, penalitesCents: 0, indemniteCents: 0 };
  // cents × (% × 10⁴) × days / (100 % × 10⁴ × 365 days)
  const penalites = divideHalfUp(BigInt(input.resteDuCents) * rate * BigInt(joursRetard), 100n * RATE_SCALE * 365n);
  if (penalites > BigInt(Number.MAX_SAFE_INTEGER)) throw new RangeError('penalties past the largest safe amount');
  return { joursRetard, penalitesCents: Number(penalites), indemniteCents: INDEMNITE_RECOUVREMENT_CENTS };
}

/** The age group of an overdue amount, by days late; null when it is not late. */
export function overdueBucket(joursRetard: number): TrancheRetard | null {
  if (joursRetard <= 0) return null;
  if (joursRetard <= 30) return '0_30';
  return joursRetard <= 60 ? '31_60' : 'plus_60';
}

/**
 * The reminder to send on `today` for an invoice due on `echeance` and still unpaid, given the steps already
 * sent (DECISIONS §6.7: each step once): the latest step reached, unless it was sent; a job that missed the
 * first step sends only the second, never two mails at once. Null when there is nothing to send.
 */
export function dueReminderStep(echeance: string, today: string, sent: readonly RelanceJour[]): RelanceJour | null {
  const late = daysLate(echeance, today);
  const reached = RELANCE_JOURS.filter((step) => late >= step).at(-1);
  return reached === undefined || sent.includes(reached) ? null : reached;
}
