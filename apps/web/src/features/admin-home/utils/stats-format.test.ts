import { describe, expect, it } from 'vitest';
import { formatExactEuros, formatKiloEuros, formatMonth } from './stats-format';

// Intl writes narrow no-break spaces in French numbers; compare with plain spaces.
const plain = (text: string) => text.replace(/[\u202f\u00a0]/g, ' ');

describe('statistics formats', () => {
  it('writes thousands of euros with one decimal at most', () => {
    expect(plain(formatKiloEuros(10087.75))).toBe('10,1 K€');
    expect(plain(formatKiloEuros(2500))).toBe('2,5 K€');
    expect(plain(formatKiloEuros(0))).toBe('0 K€');
    expect(plain(formatKiloEuros(1234567))).toBe('1 234,6 K€');
  });

  it('writes exact amounts to the cent', () => {
    expect(plain(formatExactEuros(10087.75))).toBe('10 087,75 €');
    expect(plain(formatExactEuros(800.25))).toBe('800,25 €');
  });

  it('names months in French', () => {
    expect(formatMonth('2026-01')).toBe('janv. 26');
    expect(formatMonth('2026-01', true)).toBe('janvier 2026');
    expect(formatMonth('2025-12', true)).toBe('décembre 2025');
  });
});
