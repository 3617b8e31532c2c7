/**
 * French public holidays (jours fériés, Code du travail L3133-1) of a year, as ISO dates. A computed rule
 * rather than a dependency: the web calendar and the server's working-day count share it, the rule is
 * fixed by law (8 fixed dates, 3 moving ones from Easter Sunday) and the test pins it against the dates
 * service-public.fr publishes. Alsace-Moselle's two extra days are not counted (national rule).
 */

/** Easter Sunday of a Gregorian year (the anonymous Gregorian algorithm, Meeus/Jones/Butcher). */
export function easterSunday(year: number): { month: number; day: number } {
  const a = year % 19;
  const b = Math.floor(year / 100);
  const c = year % 100;
  const d = Math.floor(b / 4);
  const e = b % 4;
  const f = Math.floor((b + 8) / 25);
  const g = Math.floor((b - f + 1) / 3);
  const h = (19 * a + b - d - g + 15) % 30;
  const i = Math.floor(c / 4);
  const k = c % 4;
  const l = (32 + 2 * e + 2 * i - h - k) % 7;
  const m = Math.floor((a + 11 * h + 22 * l) / 451);
  const month = Math.floor((h + l - 7 * m + 114) / 31);
  const day = ((h + l - 7 * m + 114) % 31) + 1;
  return { month, day };
}

const pad = (n: number) => String(n).padStart(2, '0');
const iso = (date: Date) => `${date.getUTCFullYear()}-${pad(date.getUTCMonth() + 1)}-${pad(date.getUTCDate())}`;

const cache = new Map<number, Map<string, string>>();

/** The year's holidays: ISO date → French name. */
export function frenchHolidays(year: number): Map<string, string> {
  const known = cache.get(year);
  if (known) return known;
  const easter = easterSunday(year);
  const fromEaster = (days: number) => iso(new Date(Date.UTC(year, easter.month - 1, easter.day + days)));
  const days = new Map<string, string>([
    [`${year}-01-01`, 'Jour de l’an'],
    [fromEaster(1), 'Lundi de Pâques'],
    [`${year}-05-01`, 'Fête du travail'],
    [`${year}-05-08`, 'Victoire 1945'],
    [fromEaster(39), 'Ascension'],
    [fromEaster(50), 'Lundi de Pentecôte'],
    [`${year}-07-14`, 'Fête nationale'],
    [`${year}-08-15`, 'Assomption'],
    [`${year}-11-01`, 'Toussaint'],
    [`${year}-11-11`, 'Armistice 1918'],
    [`${year}-12-25`, 'Noël'],
  ]);
  cache.set(year, days);
  return days;
}

/** The holiday's name when an ISO date is a French public holiday, else undefined. */
export function frenchHolidayName(isoDate: string): string | undefined {
  return frenchHolidays(Number(isoDate.slice(0, 4))).get(isoDate.slice(0, 10));
}

/** Saturday or Sunday (the date read as a calendar date, no time zone). */
export function isWeekend(isoDate: string): boolean {
  const day = new Date(`${isoDate.slice(0, 10)}T00:00:00Z`).getUTCDay();
  return day === 0 || day === 6;
}

/** Every ISO date from start to end, both included. */
export function datesBetween(start: string, end: string): string[] {
  const out: string[] = [];
  const cursor = new Date(`${start}T00:00:00Z`);
  const last = new Date(`${end}T00:00:00Z`);
  while (cursor <= last) {
    out.push(iso(cursor));
    cursor.setUTCDate(cursor.getUTCDate() + 1);
  }
  return out;
}

/** Working days from start to end (Monday to Friday, French public holidays excluded), both included. */
export function workingDaysBetween(start: string, end: string): number {
  return datesBetween(start, end).filter((d) => !isWeekend(d) && !frenchHolidayName(d)).length;
}

/** The ISO dates of a month `YYYY-MM`. */
export function datesOfMonth(month: string): string[] {
  const [y, m] = month.split('-').map(Number) as [number, number];
  const last = new Date(Date.UTC(y, m, 0)).getUTCDate();
  return datesBetween(`${month}-01`, `${month}-${pad(last)}`);
}

/** A working day: Monday to Friday, not a French public holiday (an ISO calendar date). */
export function isWorkingDay(isoDate: string): boolean {
  return !isWeekend(isoDate) && !frenchHolidayName(isoDate);
}

/** The ISO date `days` calendar days after `isoDate` (negative: before). */
function shiftDays(isoDate: string, days: number): string {
  const date = new Date(`${isoDate.slice(0, 10)}T00:00:00Z`);
  date.setUTCDate(date.getUTCDate() + days);
  return iso(date);
}

/** The `count`-th working day after `isoDate` (the date itself never counts, whatever it is). */
export function addWorkingDays(isoDate: string, count: number): string {
  let cursor = isoDate.slice(0, 10);
  for (let left = count; left > 0; ) {
    cursor = shiftDays(cursor, 1);
    if (isWorkingDay(cursor)) left -= 1;
  }
  return cursor;
}

const parisDay = new Intl.DateTimeFormat('en-CA', {
  timeZone: 'Europe/Paris',
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
});

/**
 * The day a submitted CRA is validated automatically (DECISIONS §6.5): it waits `workingDays` full working
 * days after the day of its submission (Europe/Paris; weekends and French public holidays do not count), and is
 * validated on the next day, whatever it is. Submitted on Friday 4 December 2026 with 5 days: Monday 7 to
 * Friday 11 count, validated on Saturday 12 December. The periodic job validates a CRA once Paris's date has
 * reached it, and getCras shows it to the client (`validation_auto_le`): one function for both.
 */
export function craAutoValidationDate(submittedAt: Date, workingDays: number): string {
  return shiftDays(addWorkingDays(parisDay.format(submittedAt), workingDays), 1);
}
