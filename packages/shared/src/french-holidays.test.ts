import { describe, expect, it } from 'vitest';
import {
  addWorkingDays,
  craAutoValidationDate,
  datesOfMonth,
  easterSunday,
  frenchHolidays,
  isWeekend,
  isWorkingDay,
  workingDaysBetween,
} from './french-holidays.js';

describe('French public holidays', () => {
  it('finds Easter Sunday for known years', () => {
    expect(easterSunday(2024)).toEqual({ month: 3, day: 31 });
    expect(easterSunday(2025)).toEqual({ month: 4, day: 20 });
    expect(easterSunday(2026)).toEqual({ month: 4, day: 5 });
    expect(easterSunday(2027)).toEqual({ month: 3, day: 28 });
    expect(easterSunday(2038)).toEqual({ month: 4, day: 25 });
  });

  it('lists the 11 holidays service-public.fr publishes for 2026 and 2027', () => {
    expect([...frenchHolidays(2026).keys()].sort()).toEqual([
      '2026-01-01',
      '2026-04-06',
      '2026-05-01',
      '2026-05-08',
      '2026-05-14',
      '2026-05-25',
      '2026-07-14',
      '2026-08-15',
      '2026-11-01',
      '2026-11-11',
      '2026-12-25',
    ]);
    expect([...frenchHolidays(2027).keys()].sort()).toEqual([
      '2027-01-01',
      '2027-03-29',
      '2027-05-01',
      '2027-05-06',
      '2027-05-08',
      '2027-05-17',
      '2027-07-14',
      '2027-08-15',
      '2027-11-01',
      '2027-11-11',
      '2027-12-25',
    ]);
    expect(frenchHolidays(2026).get('2026-05-14')).toBe('Ascension');
  });

  it('counts working days: weekends and holidays out', () => {
    expect(isWeekend('2026-11-28')).toBe(true);
    expect(isWeekend('2026-11-27')).toBe(false);
    // November 2026: 21 weekdays, minus Armistice (Wednesday 11); Toussaint is a Sunday.
    expect(workingDaysBetween('2026-11-01', '2026-11-30')).toBe(20);
    expect(datesOfMonth('2028-02')).toHaveLength(29);
    expect(datesOfMonth('2026-02')).toHaveLength(28);
  });
});

describe('working days and the CRA deadline (DECISIONS §6.5)', () => {
  it('skips weekends and public holidays, never counts the start', () => {
    expect(isWorkingDay('2026-12-04')).toBe(true);
    expect(isWorkingDay('2026-12-05')).toBe(false);
    expect(isWorkingDay('2026-12-25')).toBe(false);
    expect(addWorkingDays('2026-12-04', 0)).toBe('2026-12-04');
    expect(addWorkingDays('2026-12-04', 1)).toBe('2026-12-07');
    expect(addWorkingDays('2026-12-05', 1)).toBe('2026-12-07');
    // Christmas and New Year's Day are skipped: 28, 29, 30, 31 December, then 4 January.
    expect(addWorkingDays('2026-12-24', 5)).toBe('2027-01-04');
    // Ascension 2026 is Thursday 14 May.
    expect(addWorkingDays('2026-05-11', 3)).toBe('2026-05-15');
  });

  it('validates the day after the last working day of the wait, on Paris time', () => {
    // Friday 4 December: Monday 7 to Friday 11 count, validated on Saturday 12 December.
    expect(craAutoValidationDate(new Date('2026-12-04T09:00:00Z'), 5)).toBe('2026-12-12');
    // Submitted on the weekend: the same week counts.
    expect(craAutoValidationDate(new Date('2026-12-06T15:00:00Z'), 5)).toBe('2026-12-12');
    // 23:30 UTC on Thursday 3 is 00:30 on Friday 4 in Paris: Friday's deadline, not Thursday's (11 December).
    expect(craAutoValidationDate(new Date('2026-12-03T23:30:00Z'), 5)).toBe('2026-12-12');
    expect(craAutoValidationDate(new Date('2026-12-03T22:30:00Z'), 5)).toBe('2026-12-11');
    // Summer time (UTC+2): 22:30 UTC on Monday 11 May is Tuesday 12 in Paris; Ascension on Thursday 14 skipped.
    expect(craAutoValidationDate(new Date('2026-05-11T22:30:00Z'), 3)).toBe('2026-05-19');
    expect(craAutoValidationDate(new Date('2026-12-24T10:00:00Z'), 5)).toBe('2027-01-05');
    expect(craAutoValidationDate(new Date('2026-12-04T09:00:00Z'), 1)).toBe('2026-12-08');
    // 7–11, 14–18, 21–24, 28–31 December (25th and 1st off), 4 and 5 January.
    expect(craAutoValidationDate(new Date('2026-12-04T09:00:00Z'), 20)).toBe('2027-01-06');
  });
});
