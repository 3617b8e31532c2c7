import { describe, expect, it } from 'vitest';
import { matchesSearch } from './local-search';

describe('matchesSearch', () => {
  const fields = ['Étoile Polaire', 'Durand', 'Claire'];

  it('finds any field, ignoring case and accents', () => {
    expect(matchesSearch('etoile', fields)).toBe(true);
    expect(matchesSearch('DURAND', fields)).toBe(true);
    expect(matchesSearch('clàire', fields)).toBe(true);
  });

  it('wants every word, in any field and any order', () => {
    expect(matchesSearch('claire polaire', fields)).toBe(true);
    expect(matchesSearch('claire martin', fields)).toBe(false);
  });

  it('keeps everything for an empty query and skips missing fields', () => {
    expect(matchesSearch('  ', fields)).toBe(true);
    expect(matchesSearch('durand', [null, undefined, 'Durand'])).toBe(true);
  });
});
