import { describe, expect, it } from 'vitest';
import { formatPeriod } from './format';

describe('formatPeriod', () => {
  it('writes a period as DECISIONS §4 says, offers included: « du … au … », never « de … jusqu’à … »', () => {
    expect(formatPeriod('2027-01-04', '2027-06-30')).toBe('du 04/01/2027 au 30/06/2027');
    expect(formatPeriod('2026-02-01', null)).toBe('depuis le 01/02/2026 (en cours)');
  });
});
