/** Calendar dates travel as ISO `YYYY-MM-DD` strings (DECISIONS §5). */
export const ISO_DATE_RE = /^\d{4}-\d{2}-\d{2}$/;

/**
 * What a form holds for a date typed in part (« 12/MM/AAAA »): never a date, so the schemas refuse it with
 * `MSG.dateIncomplete` rather than taking the field for empty.
 */
export const DATE_INCOMPLETE = 'incomplete';

/** True for an ISO date that exists in the calendar (no 2026-02-30), years 1900 to 2200. */
export function isRealIsoDate(value: string): boolean {
  if (!ISO_DATE_RE.test(value)) return false;
  const [y, m, d] = value.split('-').map(Number) as [number, number, number];
  if (y < 1900 || y > 2200) return false;
  const date = new Date(Date.UTC(y, m - 1, d));
  return date.getUTCFullYear() === y && date.getUTCMonth() === m - 1 && date.getUTCDate() === d;
}

/** Formats an ISO date `YYYY-MM-DD` as `dd/MM/yyyy` without any time-zone shift. */
export function formatIsoDate(value: string | null | undefined): string {
  if (!value) return '';
  const [y, m, d] = value.slice(0, 10).split('-');
  return `${d}/${m}/${y}`;
}

/** The product's time zone (DECISIONS §5): timestamps are shown, and date-times typed, in Paris time. */
export const PARIS_TZ = 'Europe/Paris';

/*
 * The product's day and time, in Paris (DECISIONS §5): the one set of helpers the server and the web use for
 * « today », « this month » and an appointment's time, whatever the zone of the machine or the browser.
 */
const parisIsoDay = new Intl.DateTimeFormat('en-CA', { timeZone: PARIS_TZ, year: 'numeric', month: '2-digit', day: '2-digit' });
const parisFullDay = new Intl.DateTimeFormat('fr-FR', { timeZone: PARIS_TZ, dateStyle: 'full' });
const parisHour = new Intl.DateTimeFormat('fr-FR', { timeZone: PARIS_TZ, hour: '2-digit', minute: '2-digit' });

/** Today's calendar date in Europe/Paris, ISO `YYYY-MM-DD` (the product's day). */
export function parisToday(now: Date = new Date()): string {
  return parisIsoDay.format(now);
}

/** The current month in Europe/Paris, `YYYY-MM` (what the staff call « this month », the latest report month). */
export function parisMonth(now: Date = new Date()): string {
  return parisToday(now).slice(0, 7);
}

/** An instant as an appointment is said, in Paris time: « mardi 1 décembre 2026 à 10:00 ». */
export function parisSlotLabel(instant: Date | string): string {
  const date = typeof instant === 'string' ? new Date(instant) : instant;
  return `${parisFullDay.format(date)} à ${parisHour.format(date)}`;
}

/** Minimum age of a candidate (DECISIONS §4: a birth date under 16 years ago is refused). */
export const MIN_AGE_YEARS = 16;

/** True for a birth date at least `MIN_AGE_YEARS` years before today (Europe/Paris): never in the future. */
export function isPlausibleBirthDate(value: string, today: string = parisToday()): boolean {
  if (!isRealIsoDate(value)) return false;
  const [y, m, d] = today.split('-').map(Number) as [number, number, number];
  // 16 years ago today; a 29 February birthday is compared as ISO text, so 28/02 still counts as before.
  const limit = `${String(y - MIN_AGE_YEARS).padStart(4, '0')}-${String(m).padStart(2, '0')}-${String(d).padStart(2, '0')}`;
  return value <= limit;
}

const MONTHS = [
  'janvier',
  'février',
  'mars',
  'avril',
  'mai',
  'juin',
  'juillet',
  'août',
  'septembre',
  'octobre',
  'novembre',
  'décembre',
];

/** Days after a mission's end date during which each side may leave its review (DECISIONS §6.4). */
export const REVIEW_WINDOW_DAYS = 60;

/**
 * The last day a review of a mission may be left: its end date (`date_fin`) + 60 days. The window is
 * anchored to the end date, not to the moment the staff marked it `termine` (that moment is not recorded):
 * an edit of anything else never reopens it; moving `date_fin` moves it; a mission marked ended more than
 * 60 days after its end date can no longer be reviewed.
 */
export function reviewDeadline(dateFin: string): string {
  const d = new Date(`${dateFin}T00:00:00Z`);
  d.setUTCDate(d.getUTCDate() + REVIEW_WINDOW_DAYS);
  return d.toISOString().slice(0, 10);
}

/**
 * An ISO date as a French sentence says it: "2026-12-12" → "12 décembre 2026", "2026-12-01" → "1er décembre 2026";
 * a no-break space after the day, which never ends a line away from its month.
 */
export function longDateLabel(isoDate: string): string {
  const [y, m, d] = isoDate.slice(0, 10).split('-').map(Number) as [number, number, number];
  return `${d === 1 ? '1er' : d}\u00a0${MONTHS[m - 1] ?? ''} ${y}`;
}

/** A month as the activity reports and invoices name it: "2026-11" → "novembre 2026". */
export function monthLabel(mois: string): string {
  const [y, m] = mois.split('-').map(Number) as [number, number];
  return `${MONTHS[m - 1] ?? ''} ${y}`;
}

/** « de » before a month, elided before a vowel (DECISIONS §4): "2026-11" → "de novembre 2026", "2026-10" → "d’octobre 2026". */
export function ofMonth(mois: string): string {
  const label = monthLabel(mois);
  return /^[aeiouyéâ]/.test(label) ? `d’${label}` : `de ${label}`;
}
