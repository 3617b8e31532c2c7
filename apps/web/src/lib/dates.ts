import { PARIS_TZ } from '@passerelle/shared/dates';
import dayjs from 'dayjs';
import 'dayjs/locale/fr';

dayjs.locale('fr');

/** The pickers' formats (issue 3: dd/MM/yyyy), here so that a field shows its date before its picker loads. */
export const DATE_FORMAT = 'DD/MM/YYYY';
export const DATE_TIME_FORMAT = 'DD/MM/YYYY HH:mm';

/** `YYYY-MM-DD` → `dd/MM/yyyy` (SPEC: dates shown dd/MM/yyyy). */
export { formatIsoDate as formatDate } from '@passerelle/shared/dates';

/** A UTC timestamp shown in Europe/Paris time (DECISIONS §5). */
export function formatDateTime(iso: string): string {
  return new Intl.DateTimeFormat('fr-FR', {
    timeZone: PARIS_TZ,
    dateStyle: 'short',
    timeStyle: 'short',
  }).format(new Date(iso));
}

export { dayjs };

/** The day of a UTC timestamp, in Europe/Paris (DECISIONS §5): « 21/11/2026 ». */
export function formatDay(iso: string): string {
  return new Intl.DateTimeFormat('fr-FR', { timeZone: PARIS_TZ, dateStyle: 'short' }).format(new Date(iso));
}
