/** Calendar dates travel as ISO `YYYY-MM-DD` strings (DECISIONS §5). */
export const ISO_DATE_RE = /^\d{4}-\d{2}-\d{2}$/;

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
