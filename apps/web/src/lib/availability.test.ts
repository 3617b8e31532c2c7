import { describe, expect, it } from 'vitest';
import { availabilityText } from './availability';

const NOW = Date.parse('2026-11-24T10:00:00Z');
const DAY = 86_400_000;

describe('availabilityText (DECISIONS §6.2)', () => {
  it('says the date, the days a week and how fresh the confirmation is', () => {
    const at = (days: number) => new Date(NOW - days * DAY - 60_000).toISOString();
    const base = { dispo: '2027-01-04', jours_semaine: 3 };
    expect(availabilityText({ ...base, dispo_confirmee_le: at(2) }, NOW)).toBe(
      'Disponible le 04/01/2027 · 3\u00a0j/semaine · confirmée il y a 2 jours',
    );
    expect(availabilityText({ ...base, dispo_confirmee_le: at(0) }, NOW)).toContain('confirmée aujourd’hui');
    expect(availabilityText({ ...base, dispo_confirmee_le: at(1) }, NOW)).toContain('confirmée hier');
    expect(availabilityText({ ...base, dispo_confirmee_le: at(29) }, NOW)).toContain('confirmée il y a 29 jours');
    expect(availabilityText({ ...base, dispo_confirmee_le: at(30) }, NOW)).toBe(
      'Disponible le 04/01/2027 · 3\u00a0j/semaine · à confirmer',
    );
  });

  it('a date that has come reads « dès maintenant » (Paris time), a later one its date', () => {
    const fresh = { jours_semaine: 5, dispo_confirmee_le: new Date(NOW).toISOString() };
    expect(availabilityText({ ...fresh, dispo: '2026-10-01' }, NOW)).toBe(
      'Disponible dès maintenant · 5\u00a0j/semaine · confirmée aujourd’hui',
    );
    expect(availabilityText({ ...fresh, dispo: '2026-11-24' }, NOW)).toContain('Disponible dès maintenant');
    expect(availabilityText({ ...fresh, dispo: '2026-11-25' }, NOW)).toContain('Disponible le 25/11/2026');
    // 23:30 UTC on the 24th is already the 25th in Paris.
    expect(availabilityText({ ...fresh, dispo: '2026-11-25' }, Date.parse('2026-11-24T23:30:00Z'))).toContain(
      'Disponible dès maintenant',
    );
  });
});
