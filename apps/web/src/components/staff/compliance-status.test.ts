import { describe, expect, it } from 'vitest';
import { urssafProblem } from './compliance-status';

const doc = (over: object) => ({
  id: 1,
  type: 'urssaf' as const,
  expire_le: '2027-01-31',
  etat: 'valide' as const,
  motif: null,
  createdAt: '',
  condidatId: 3,
  condidat: 'Léa Martin',
  ...over,
});

describe('urssafProblem (the staff request dialog says which document is missing)', () => {
  it('names what is wrong with the URSSAF attestation, or nothing when a verified one is valid', () => {
    const today = '2026-11-24';
    expect(urssafProblem([doc({})], today)).toBeNull();
    expect(urssafProblem([], today)).toBe('Le candidat n’a envoyé aucune attestation de vigilance URSSAF.');
    expect(urssafProblem([doc({ type: 'kbis' })], today)).toBe('Le candidat n’a envoyé aucune attestation de vigilance URSSAF.');
    expect(urssafProblem([doc({ etat: 'a_verifier' })], today)).toBe(
      'L’attestation de vigilance URSSAF envoyée attend votre vérification.',
    );
    expect(urssafProblem([doc({ expire_le: '2026-11-01' })], today)).toBe(
      'L’attestation de vigilance URSSAF a expiré le 01/11/2026.',
    );
    expect(urssafProblem([doc({ etat: 'refuse' })], today)).toMatch(/a été refusée/);
  });
});
