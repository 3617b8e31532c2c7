import { describe, expect, it } from 'vitest';
import {
  addDays,
  centsFromDecimal,
  centsToEuros,
  daysBetween,
  dueDate,
  dueReminderStep,
  ETAT_PAIEMENT_LABELS,
  ETATS_PAIEMENT,
  eurosToCents,
  formatCentsDecimal,
  INDEMNITE_RECOUVREMENT_CENTS,
  latePenalties,
  overdueBucket,
  parseRate,
  paymentState,
  TRANCHE_RETARD_LABELS,
} from './payments.js';

// Every expected figure below is worked out by hand in the comment beside it, not by the code under test.

describe('amounts in cents', () => {
  it('reads decimal text exactly', () => {
    expect(centsFromDecimal('1234.56')).toBe(123456);
    expect(centsFromDecimal('1234.5')).toBe(123450);
    expect(centsFromDecimal('1234')).toBe(123400);
    expect(centsFromDecimal('0.10')).toBe(10);
    expect(centsFromDecimal('-12.30')).toBe(-1230);
    expect(centsFromDecimal('7.100000')).toBe(710);
    // 0.1 + 0.2 in floats is 0.30000000000000004: text never goes through a float here.
    expect(centsFromDecimal('0.3')).toBe(30);
    expect(centsFromDecimal('99999999999.99')).toBe(9_999_999_999_999);
  });
  it('refuses what is not a whole number of cents', () => {
    for (const bad of ['12.345', '1e3', '', ' . ', '12,30', '--1', '0x10', 'NaN']) {
      expect(() => centsFromDecimal(bad), bad).toThrow(RangeError);
    }
  });
  it('writes decimal text back', () => {
    expect(formatCentsDecimal(123450)).toBe('1234.50');
    expect(formatCentsDecimal(5)).toBe('0.05');
    expect(formatCentsDecimal(-5)).toBe('-0.05');
    expect(formatCentsDecimal(0)).toBe('0.00');
    expect(() => formatCentsDecimal(1.5)).toThrow(RangeError);
  });
  it('converts the euros of JSON answers both ways, refusing fractions of a cent', () => {
    expect(eurosToCents(1234.56)).toBe(123456);
    expect(eurosToCents(0.29)).toBe(29); // 0.29 × 100 = 28.999999999999996 in floats
    expect(eurosToCents(1.005 + 0.005)).toBe(101);
    expect(() => eurosToCents(0.005)).toThrow(RangeError);
    expect(() => eurosToCents(12.345)).toThrow(RangeError);
    expect(centsToEuros(123456)).toBe(1234.56);
  });
});

describe('calendar days', () => {
  it('counts days across February in leap and common years', () => {
    expect(daysBetween('2028-02-28', '2028-03-01')).toBe(2);
    expect(daysBetween('2027-02-28', '2027-03-01')).toBe(1);
    expect(daysBetween('2027-12-31', '2028-12-31')).toBe(366);
    expect(daysBetween('2026-03-10', '2026-03-01')).toBe(-9);
    // No shift at the switch to summer time (29 March 2026 in Paris).
    expect(daysBetween('2026-03-28', '2026-03-30')).toBe(2);
  });
  it('adds days and gives the due date', () => {
    expect(addDays('2026-12-15', 30)).toBe('2027-01-14');
    expect(dueDate('2028-01-30', 30)).toBe('2028-02-29');
    expect(dueDate('2026-11-30', 0)).toBe('2026-11-30');
    expect(() => addDays('2026-02-30', 1)).toThrow(RangeError);
  });
});

describe('payment state', () => {
  const base = { ttcCents: 120_000, echeance: '2026-12-31' };
  it('is à payer, partiel, payée, en retard as DECISIONS §6.7 says', () => {
    expect(paymentState({ ...base, paidCents: 0, today: '2026-12-31' })).toEqual({ etat: 'a_payer', resteDuCents: 120_000 });
    expect(paymentState({ ...base, paidCents: 20_000, today: '2026-12-01' })).toEqual({ etat: 'partiel', resteDuCents: 100_000 });
    expect(paymentState({ ...base, paidCents: 120_000, today: '2027-03-01' })).toEqual({ etat: 'payee', resteDuCents: 0 });
    // The day after the due date, paid in part or not at all: late.
    expect(paymentState({ ...base, paidCents: 0, today: '2027-01-01' })).toEqual({ etat: 'en_retard', resteDuCents: 120_000 });
    expect(paymentState({ ...base, paidCents: 119_999, today: '2027-01-01' })).toEqual({ etat: 'en_retard', resteDuCents: 1 });
  });
  it('never owes a negative amount', () => {
    expect(paymentState({ ...base, paidCents: 130_000, today: '2026-12-01' })).toEqual({ etat: 'payee', resteDuCents: 0 });
  });
  it('labels each state in French', () => {
    expect(ETATS_PAIEMENT.map((e) => ETAT_PAIEMENT_LABELS[e])).toEqual(['À payer', 'Partiellement payée', 'Payée', 'En retard']);
  });
});

describe('late-payment penalties', () => {
  const tenThousand = { resteDuCents: 1_000_000, tauxPenalites: '12.15' };
  it('reads rates as exact decimals', () => {
    expect(parseRate('12.15')).toBe(121_500n);
    expect(parseRate('0')).toBe(0n);
    expect(parseRate('10.1234')).toBe(101_234n);
    for (const bad of ['12,15', '-1', '12.12345', '1e2', '']) expect(() => parseRate(bad), bad).toThrow(RangeError);
  });
  it('owes nothing up to and including the due date', () => {
    expect(latePenalties({ ...tenThousand, echeance: '2026-12-31', at: '2026-12-31' })).toEqual({
      joursRetard: 0,
      penalitesCents: 0,
      indemniteCents: 0,
    });
    expect(latePenalties({ ...tenThousand, resteDuCents: 0, echeance: '2026-12-31', at: '2027-02-01' }).penalitesCents).toBe(0);
  });
  it('computes 10,000 € at 12.15 % for 30 days', () => {
    // 1,000,000 c × 0.1215 = 121,500 c a year; × 30 / 365 = 9,986.30 c → 9,986 c (99.86 €)
    expect(latePenalties({ ...tenThousand, echeance: '2026-12-01', at: '2026-12-31' })).toEqual({
      joursRetard: 30,
      penalitesCents: 9_986,
      indemniteCents: 4_000,
    });
    expect(INDEMNITE_RECOUVREMENT_CENTS).toBe(4_000);
  });
  it('counts 29 February as a day late and divides by 365 even in a leap year', () => {
    // 2028 is a leap year: 28/02 → 01/03 is 2 days. 121,500 × 2 / 365 = 665.75 c → 666 c
    expect(latePenalties({ ...tenThousand, echeance: '2028-02-28', at: '2028-03-01' }).penalitesCents).toBe(666);
    // 2027 is not: 1 day. 121,500 / 365 = 332.88 c → 333 c
    expect(latePenalties({ ...tenThousand, echeance: '2027-02-28', at: '2027-03-01' }).penalitesCents).toBe(333);
    // A whole leap year late is 366 / 365 of the yearly rate: 121,500 × 366 / 365 = 121,832.88 c → 121,833 c
    expect(latePenalties({ ...tenThousand, echeance: '2027-12-31', at: '2028-12-31' }).penalitesCents).toBe(121_833);
  });
  it('rounds half a cent up, and just under half a cent down', () => {
    // 36.5 % a year is 0.1 % a day: 1,500 c × 0.001 = 1.5 c → 2 c; 1,499 c → 1.499 c → 1 c; 500 c → 0.5 c → 1 c
    const oneDay = { tauxPenalites: '36.5', echeance: '2026-06-01', at: '2026-06-02' };
    expect(latePenalties({ ...oneDay, resteDuCents: 1_500 }).penalitesCents).toBe(2);
    expect(latePenalties({ ...oneDay, resteDuCents: 1_499 }).penalitesCents).toBe(1);
    expect(latePenalties({ ...oneDay, resteDuCents: 500 }).penalitesCents).toBe(1);
    expect(latePenalties({ ...oneDay, resteDuCents: 499 }).penalitesCents).toBe(0);
  });
  it('stays exact when the product passes 2^53, and refuses a result that would not fit', () => {
    // 99,999,999,999 c × 12.15 % × 3,650 days / 365 = 99,999,999,999 × 1.215 = 121,499,999,998.785 c → 121,499,999,999 c
    const tenYears = { tauxPenalites: '12.15', echeance: '2020-01-01', at: addDays('2020-01-01', 3_650) };
    expect(latePenalties({ ...tenYears, resteDuCents: 99_999_999_999 }).penalitesCents).toBe(121_499_999_999);
    expect(() => latePenalties({ ...tenYears, resteDuCents: 9_000_000_000_000_000, tauxPenalites: '999' })).toThrow(RangeError);
  });
});

describe('overdue age and reminders', () => {
  it('groups days late as 0–30, 31–60, more than 60', () => {
    expect([0, 1, 30, 31, 60, 61, 400].map(overdueBucket)).toEqual([
      null,
      '0_30',
      '0_30',
      '31_60',
      '31_60',
      'plus_60',
      'plus_60',
    ]);
    expect(TRANCHE_RETARD_LABELS.plus_60).toBe('Plus de 60 jours');
  });
  it('sends each reminder once, the latest one only when a step was missed', () => {
    const echeance = '2026-12-31';
    expect(dueReminderStep(echeance, '2026-12-31', [])).toBeNull();
    expect(dueReminderStep(echeance, '2027-01-01', [])).toBe(1);
    expect(dueReminderStep(echeance, '2027-01-05', [1])).toBeNull();
    expect(dueReminderStep(echeance, '2027-01-15', [1])).toBe(15);
    expect(dueReminderStep(echeance, '2027-01-20', [])).toBe(15);
    expect(dueReminderStep(echeance, '2027-03-20', [1, 15])).toBeNull();
  });
});
