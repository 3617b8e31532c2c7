import { DISPO_CONFIRMED_DAYS } from '@passerelle/shared/constants';
import { formatIsoDate, parisToday } from '@passerelle/shared/dates';

/** What a card says of an availability (DECISIONS §6.2). */
export interface Availability {
  dispo: string;
  jours_semaine: number;
  dispo_confirmee_le: string;
}

const DAY_MS = 86_400_000;

/** Days since the confirmation; « confirmed » while under 30 (the server's rule for ranking and confirmed_only). */
function confirmationAge(confirmedAt: string, now = Date.now()): { days: number; confirmed: boolean } {
  const age = now - Date.parse(confirmedAt);
  return { days: Math.max(0, Math.floor(age / DAY_MS)), confirmed: age < DISPO_CONFIRMED_DAYS * DAY_MS };
}

function confirmedText(days: number): string {
  if (days === 0) return 'confirmée aujourd’hui';
  if (days === 1) return 'confirmée hier';
  return `confirmée il y a ${days} jours`;
}

/**
 * « Disponible le 04/01/2027 · 3 j/semaine · confirmée il y a 2 jours » (or « à confirmer »); a date that has
 * come (a profile saved with a past date is confirmed too) reads « Disponible dès maintenant ».
 */
export function availabilityParts(
  a: Availability,
  now = Date.now(),
): { dispo: string; jours: string; freshness: string; confirmed: boolean } {
  const { days, confirmed } = confirmationAge(a.dispo_confirmee_le, now);
  return {
    dispo: a.dispo <= parisToday(new Date(now)) ? 'Disponible dès maintenant' : `Disponible le ${formatIsoDate(a.dispo)}`,
    jours: `${a.jours_semaine}\u00a0j/semaine`,
    freshness: confirmed ? confirmedText(days) : 'à confirmer',
    confirmed,
  };
}

export function availabilityText(a: Availability, now = Date.now()): string {
  const p = availabilityParts(a, now);
  return `${p.dispo} · ${p.jours} · ${p.freshness}`;
}
