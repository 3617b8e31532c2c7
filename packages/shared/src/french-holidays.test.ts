import { describe, expect, it } from 'vitest';
import { datesOfMonth, easterSunday, frenchHolidays, isWeekend, workingDaysBetween } from './french-holidays.js';

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
